import type { ReactNode } from 'react';
import { Button, Spin, Tabs, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { Notice } from '@pm/contract/notification';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { Pager } from '@/ui/desktop/pager';
import { QueryError } from '@/ui/desktop/query-error';
import { useNoticePage } from '../api/notice-page';
import { useReadAllNotices } from '../api/notice-read-all';
import { useReadNotice } from '../api/notice-read';
import {
  kindText,
  noNoticesText,
  NOTICE_PAGE_SIZE,
  NOTICE_TABS,
  noticePageQueryOf,
  noticeTimeText,
  readNoticeFilters,
  writeNoticeFilters,
  type NoticeFilters,
  type NoticeHref,
  type NoticeTabKey,
} from '../model/notice-view';
import './notice-list.css';

function useNoticeFilters() {
  const [params, setParams] = useSearchParams();
  const current = readNoticeFilters(params);
  const set = (next: Partial<NoticeFilters>) =>
    setParams(writeNoticeFilters({ ...current, page: 1, ...next }));
  return { ...current, set };
}

function NoticeItem({
  notice: n,
  href,
  onOpen,
}: {
  notice: Notice;
  href: string | null;
  onOpen: () => void;
}) {
  return (
    <li className={n.read ? 'notice-item' : 'notice-item notice-item--unread'}>
      <button
        type="button"
        className="notice-item__main"
        onClick={onOpen}
        aria-label={`${n.title}${n.read ? '' : '（未读）'}`}
      >
        <span className="notice-item__dot" aria-hidden="true" />
        <span className="notice-item__text">
          <span className="notice-item__head">
            <Tag>{kindText(n)}</Tag>
            <span className="notice-item__title">{n.title}</span>
          </span>
          {n.body && <span className="notice-item__body">{n.body}</span>}
        </span>
        <span className="notice-item__side">
          <span className="notice-item__time">{noticeTimeText(n.createdAt)}</span>
          {href && <span className="notice-item__go">查看详情 ›</span>}
        </span>
      </button>
    </li>
  );
}

/**
 * 消息中心: the caller's notices by tab (全部, 未读, 订单, 售后, 询价, 竞价), newest first, with paging
 * and 全部已读. Opening a notice marks it read and goes to the page it is about (`hrefOf`).
 */
export function NoticeList({ hrefOf, title = '消息中心' }: { hrefOf: NoticeHref; title?: string }) {
  const f = useNoticeFilters();
  const navigate = useNavigate();
  const query = useNoticePage(noticePageQueryOf(f));
  const read = useReadNotice();
  const readAll = useReadAllNotices();
  const data = query.data;
  const pages = data ? Math.ceil(data.total / NOTICE_PAGE_SIZE) : 0;

  const open = (n: Notice) => {
    if (!n.read) read.mutate(n.id);
    const href = hrefOf(n);
    if (href) void navigate(href);
  };

  let body: ReactNode;
  if (query.isError && !data) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = (
      <div className="notice-loading">
        <Spin />
      </div>
    );
  } else if (data.records.length === 0) {
    body = <EmptyState description={noNoticesText(f.tab)} />;
  } else {
    body = (
      <>
        <ul className={query.isFetching ? 'notice-list notice-list--busy' : 'notice-list'}>
          {data.records.map((n) => (
            <NoticeItem key={n.id} notice={n} href={hrefOf(n)} onOpen={() => open(n)} />
          ))}
        </ul>
        <Pager current={f.page} pages={pages} onChange={(page) => f.set({ page, tab: f.tab })} />
      </>
    );
  }

  return (
    <Panel
      title={title}
      extra={
        <Button
          size="small"
          disabled={!data || data.unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          全部已读
        </Button>
      }
    >
      <Tabs
        className="notice-tabs"
        activeKey={f.tab}
        onChange={(key) => f.set({ tab: key as NoticeTabKey })}
        items={NOTICE_TABS.map((t) => ({
          key: t.key,
          label: t.key === 'unread' && data && data.unread > 0 ? `未读 (${data.unread})` : t.label,
        }))}
      />
      {body}
    </Panel>
  );
}
