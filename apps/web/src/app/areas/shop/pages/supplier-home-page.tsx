import type { ReactNode } from 'react';
import { Badge, Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { getVendorInquiryPageQuery, useVendorInquiryPage } from '@/features/inquiry/api/vendor-inquiry-page';
import { getVendorOrderPageQuery, useVendorOrderPage } from '@/features/order/api/vendor-order-page';
import { getVendorRefundPageQuery, useVendorRefundPage } from '@/features/refund/api/vendor-refund-page';
import { queryClient } from '@/lib/query-client';
import { errorText } from '@/lib/http-rules';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import './supplier-home.css';

const SHOWN = 5;
/** Orders waiting for the supplier to ship (待发货). */
const TO_SHIP = { page: 1, limit: SHOWN, status: 'PACKAGING' } as const;
/** Inquiries waiting for the supplier's quote (待报价). */
const TO_QUOTE = { page: 1, limit: SHOWN, status: 'pending' } as const;
/** After-sales applications waiting for the supplier's answer (退款申请中). */
const TO_ANSWER = { page: 1, limit: SHOWN, status: 'REFUND_APPLICATION' } as const;

/** The three lists load with the page's code (the route admits suppliers only). */
export function loader() {
  void queryClient.prefetchQuery(getVendorOrderPageQuery(TO_SHIP));
  void queryClient.prefetchQuery(getVendorInquiryPageQuery(TO_QUOTE));
  void queryClient.prefetchQuery(getVendorRefundPageQuery(TO_ANSWER));
  return null;
}

interface Row {
  id: string;
  to: string;
  title: ReactNode;
  note: ReactNode;
}

/** One card: what waits, how many, the first few, and the way to all of them. */
function WorkCard({
  title,
  more,
  query,
  rows,
  none,
}: {
  title: string;
  more: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { total: number } };
  rows: Row[];
  none: string;
}) {
  const total = query.data?.total ?? 0;
  return (
    <section className="supplier-card" aria-label={title}>
      <header className="supplier-card__head">
        <h2>
          {title}
          {!query.isPending && !query.isError && (
            <Badge
              className="supplier-card__count"
              count={total}
              showZero
              overflowCount={999}
              color={total > 0 ? '#e4393c' : '#bbb'}
            />
          )}
        </h2>
        <Link to={more}>查看全部</Link>
      </header>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : query.isError ? (
        <p className="supplier-card__none">{errorText(query.error)}</p>
      ) : rows.length === 0 ? (
        <p className="supplier-card__none">{none}</p>
      ) : (
        <ul className="supplier-card__list">
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={r.to}>{r.title}</Link>
              <span>{r.note}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /shop/supplier: 供应商工作台, where a supplier lands after signing in: orders to ship, inquiries to
 * quote and after-sales applications to answer, each with its count and the first few.
 */
export default function SupplierHomePage() {
  const { user } = useDesktopSession();
  const orders = useVendorOrderPage(TO_SHIP);
  const inquiries = useVendorInquiryPage(TO_QUOTE);
  const refunds = useVendorRefundPage(TO_ANSWER);
  return (
    <div className="supplier-home" data-testid="supplier-home">
      <div className="supplier-home__hello">
        <h1>供应商工作台</h1>
        {user && <span>{user.organizationName || user.fullname || user.username}</span>}
      </div>
      <div className="supplier-home__cards">
        <WorkCard
          title="待发货订单"
          more="/shop/person/order?status=PACKAGING"
          query={orders}
          none="没有待发货的订单"
          rows={(orders.data?.records ?? []).map((o) => ({
            id: o.id,
            to: `/shop/person/order/${o.id}`,
            title: o.orderNo,
            note: `${formatFen(o.amount)} · ${o.buyerOrganizationName}`,
          }))}
        />
        <WorkCard
          title="待报价询价"
          more="/shop/person/quote"
          query={inquiries}
          none="没有待报价的询价"
          rows={(inquiries.data?.records ?? []).map((q) => ({
            id: q.id,
            to: '/shop/person/quote',
            title: q.code,
            note: `${q.buyerName} · ${q.lineCount} 种商品`,
          }))}
        />
        <WorkCard
          title="待处理售后"
          more="/shop/person/refund?status=REFUND_APPLICATION"
          query={refunds}
          none="没有待处理的售后申请"
          rows={(refunds.data?.records ?? []).map((r) => ({
            id: r.id,
            to: `/shop/person/refund/${r.id}`,
            title: r.refundNo,
            note: `${formatFen(r.amount)} · ${r.typeText}`,
          }))}
        />
      </div>
    </div>
  );
}
