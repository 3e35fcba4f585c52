import { Link } from 'react-router';
import { Tabs } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import type { RefundSummary } from '@pm/contract/refund';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { EmptyState } from '@/ui/mobile/empty-state';
import { PagedList } from '@/ui/mobile/paged-list';
import { getRefundPageQuery, useRefundPage } from '../api/refund-page';
import { noRefundsText, refundPageQueryOf, refundTabs, type RefundTabKey } from '../model/refund-tabs';
import { timeText } from '../model/refund-view';
import { RefundStatusBadge } from './refund-status-badge';
import '@/ui/mobile/mobile-parts.css';
import './refund-mobile.css';

const queryOf = (status: RefundTabKey, page: number) =>
  getRefundPageQuery(refundPageQueryOf({ status, keyword: '', page }));

function RefundCard({ refund: r, href }: { refund: RefundSummary; href: string }) {
  return (
    <article className="pm-section">
      <Link to={href} className="pm-refund-card">
        <header className="pm-refund-card__head">
          <span className="pm-refund-card__title">
            {r.typeText} · {r.supplierName}
          </span>
          <RefundStatusBadge status={r.status} text={r.statusText} />
        </header>
        <div className="pm-refund-card__thumbs">
          {r.lines.map((l) => (
            <SquarePicture key={l.id} src={l.image} size={56} />
          ))}
          <span className="pm-refund-card__what">
            {r.lines.length === 1 ? r.lines[0]!.name : `${r.lineCount} 种商品`}，共 {r.quantity} 件
            <span className="pm-muted">原因：{r.reasonText}</span>
          </span>
        </div>
        <footer className="pm-refund-card__foot">
          <span className="pm-muted">
            {r.refundNo} · {timeText(r.createdAt)}
          </span>
          <span>
            退款 <span className="pm-money">{formatFen(r.amount)}</span>
          </span>
        </footer>
      </Link>
    </article>
  );
}

function RefundPages({ status, refundHref }: { status: RefundTabKey; refundHref: (id: string) => string }) {
  return (
    <PagedList
      queryOf={(page) => queryOf(status, page)}
      render={(r) => <RefundCard key={r.id} refund={r} href={refundHref(r.id)} />}
      empty={<EmptyState title="暂无售后单" description={noRefundsText(status, false)} />}
    />
  );
}

/**
 * 退款/售后 on a phone (both mobile areas): tabs 全部 and each status with their counts, pull down to
 * refresh, more pages while scrolling; a tap opens the application.
 */
export function RefundListScreen({
  status,
  onTab,
  refundHref,
}: {
  status: RefundTabKey;
  onTab: (key: string) => void;
  refundHref: (id: string) => string;
}) {
  const counts = useRefundPage(refundPageQueryOf({ status, keyword: '', page: 1 })).data?.statusCounts;
  return (
    <div>
      <div className="pm-refund-tabs">
        <Tabs activeKey={status} onChange={onTab} aria-label="售后状态">
          {refundTabs(counts).map((t) => (
            <Tabs.Tab
              key={t.key}
              title={
                <span>
                  {t.label}
                  {t.count ? <span className="pm-tab-count">{t.count}</span> : null}
                </span>
              }
            />
          ))}
        </Tabs>
      </div>
      <RefundPages key={status} status={status} refundHref={refundHref} />
    </div>
  );
}
