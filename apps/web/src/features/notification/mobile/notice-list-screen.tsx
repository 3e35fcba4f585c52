import { useNavigate } from 'react-router';
import { Button, Tabs, Tag } from 'antd-mobile';
import type { Notice } from '@pm/contract/notification';
import { EmptyState } from '@/ui/mobile/empty-state';
import { PagedList } from '@/ui/mobile/paged-list';
import { getNoticePageQuery } from '../api/notice-page';
import { useReadAllNotices } from '../api/notice-read-all';
import { useReadNotice } from '../api/notice-read';
import {
  kindText,
  noNoticesText,
  NOTICE_TABS,
  noticePageQueryOf,
  noticeTimeText,
  type NoticeHref,
  type NoticeTabKey,
} from '../model/notice-view';
import '@/ui/mobile/mobile-parts.css';
import './notice-mobile.css';

const queryOf = (tab: NoticeTabKey, page: number) => getNoticePageQuery(noticePageQueryOf({ tab, page }));

function NoticePages({ tab, hrefOf }: { tab: NoticeTabKey; hrefOf: NoticeHref }) {
  const navigate = useNavigate();
  const read = useReadNotice();
  const readAll = useReadAllNotices();
  const open = (n: Notice) => {
    if (!n.read) read.mutate(n.id);
    const href = hrefOf(n);
    if (href) void navigate(href);
  };

  return (
    <PagedList
      queryOf={(page) => queryOf(tab, page)}
      header={(first) =>
        first.unread > 0 && (
          <div className="pm-notice-bar">
            <span>{first.unread} 条未读</span>
            <Button
              size="mini"
              fill="none"
              color="primary"
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              全部已读
            </Button>
          </div>
        )
      }
      empty={<EmptyState title="暂无消息" description={noNoticesText(tab)} />}
      render={(n) => (
        <button
          key={n.id}
          type="button"
          className={n.read ? 'pm-notice' : 'pm-notice pm-notice--unread'}
          onClick={() => open(n)}
          aria-label={`${n.title}${n.read ? '' : '（未读）'}`}
        >
          <span className="pm-notice__head">
            <Tag color={n.read ? 'default' : 'danger'} fill="outline">
              {kindText(n)}
            </Tag>
            <span className="pm-notice__title">{n.title}</span>
          </span>
          {n.body && <span className="pm-notice__body">{n.body}</span>}
          <span className="pm-notice__foot">
            <span>{noticeTimeText(n.createdAt)}</span>
            {hrefOf(n) && <span className="pm-notice__go">查看 ›</span>}
          </span>
        </button>
      )}
    />
  );
}

/**
 * 消息中心 on a phone: tabs (全部, 未读, 订单, 售后, 询价, 竞价), pull down to refresh, more pages while
 * scrolling, 全部已读; a tap marks the notice read and opens what it is about (`hrefOf`).
 */
export function NoticeListScreen({
  tab,
  onTab,
  hrefOf,
}: {
  tab: NoticeTabKey;
  onTab: (key: string) => void;
  hrefOf: NoticeHref;
}) {
  return (
    <div>
      <div className="pm-notice-tabs">
        <Tabs activeKey={tab} onChange={onTab} aria-label="消息类别">
          {NOTICE_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.label} />
          ))}
        </Tabs>
      </div>
      <NoticePages key={tab} tab={tab} hrefOf={hrefOf} />
    </div>
  );
}
