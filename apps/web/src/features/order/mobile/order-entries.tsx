import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_RECORD_STATUS_LABELS } from '@pm/contract/order';
import { CheckCircleIcon, ClockIcon, ShieldIcon, TruckIcon } from '@/ui/mobile/icons';
import { useOrderPage } from '../api/order-page';
import { ORDER_TAB_ALL, tabCount } from './order-tabs';
import './order-mobile.css';

/** The counts come with any page of the list: one order is enough to read them. */
const COUNTS_QUERY = { page: 1, limit: 1 };

const ENTRIES: { state: 'PACKAGING' | 'DELIVERED' | 'DONE'; icon: ReactNode }[] = [
  { state: 'PACKAGING', icon: <ClockIcon /> },
  { state: 'DELIVERED', icon: <TruckIcon /> },
  { state: 'DONE', icon: <CheckCircleIcon /> },
];

/**
 * 我的订单 of a mobile personal centre: 待发货 · 待收货 · 已完成 with their counts (links to the order
 * tabs), 退款/售后 with the applications still open (`refundCount`, from the page: the refund feature
 * counts them), and 查看全部. `enabled` false (a supplier's account) shows the links without counts.
 */
export function OrderEntries({
  orderListHref,
  refundListHref,
  refundCount = null,
  enabled = true,
  className,
}: {
  orderListHref: (state: string) => string;
  refundListHref: string;
  refundCount?: number | null;
  enabled?: boolean;
  className?: string;
}) {
  const counts = useOrderPage(COUNTS_QUERY, enabled).data?.statusCounts;
  const all = tabCount(counts, ORDER_TAB_ALL);
  return (
    <section className={className ? `pm-section ${className}` : 'pm-section'} aria-label="我的订单">
      <h2 className="pm-section__title">
        我的订单
        <Link className="pm-section__more" to={orderListHref(ORDER_TAB_ALL)}>
          全部订单{all !== null ? `（${all}）` : ''} ›
        </Link>
      </h2>
      <nav className="pm-order-entries" aria-label="订单状态">
        {ENTRIES.map((e) => {
          const n = tabCount(counts, e.state);
          const label = ORDER_RECORD_STATUS_LABELS[e.state];
          return (
            <Link key={e.state} to={orderListHref(e.state)}>
              {e.icon}
              {n !== null && <span className="pm-order-entries__count">{n > 99 ? '99+' : n}</span>}
              <span>{label}</span>
            </Link>
          );
        })}
        <Link to={refundListHref}>
          <ShieldIcon />
          {refundCount !== null && refundCount > 0 && (
            <span className="pm-order-entries__count">{refundCount > 99 ? '99+' : refundCount}</span>
          )}
          <span>退款/售后</span>
        </Link>
      </nav>
    </section>
  );
}
