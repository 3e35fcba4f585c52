import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DotLoading, Steps } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import { ORDER_REF_LABELS } from '@pm/contract/order-refs';
import { INVOICE_TITLE_TYPE_LABELS, INVOICE_TYPE_LABELS, regionText } from '@pm/contract/member-rules';
import type { OrderDetail } from '@pm/contract/order';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { useOrderDetail } from '../api/order-detail';
import { deliveryDayText, orderSteps, timeText } from '../model/order-view';
import { OrderActions, type OrderLinks } from './order-actions';
import { OrderGoods, specText } from './order-goods';
import '@/ui/mobile/mobile-parts.css';
import './order-mobile.css';

function Card({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="pm-section" aria-label={title}>
      <header className="pm-card-head">
        <h2 className="pm-card-head__title">{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pm-kv">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The line under the status: what happens next. */
function statusHint(o: OrderDetail): string {
  switch (o.status) {
    case 'PACKAGING':
      return o.expectedDate
        ? `等待供应商发货，预计 ${deliveryDayText(o.expectedDate)} 送达`
        : '等待供应商发货';
    case 'DELIVERED':
      return o.autoConfirmAt
        ? `供应商已发货，${timeText(o.autoConfirmAt)} 将自动确认收货`
        : '供应商已发货，请收到货后确认收货';
    case 'DONE':
      return '订单已完成，感谢您的采购';
    case 'CANCELLED':
      return '订单已取消，库存与企业月结额度已释放';
    default:
      return '订单售后处理中';
  }
}

/**
 * 订单详情 on a phone (both mobile areas): status and steps, delivery address, logistics, goods,
 * amounts, invoice, order facts, its after-sales applications, the log, and the actions of its status in
 * a bar at the bottom.
 */
export function OrderDetailScreen({
  id,
  links,
  extra,
}: {
  id: string;
  links: OrderLinks;
  /** Shown under the status (the page composes it from another feature: the order's approval). */
  extra?: ReactNode;
}) {
  const q = useOrderDetail(id);
  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const o = q.data;
  if (!o) return <EmptyState fullPage title="暂无订单信息" />;
  const steps = orderSteps(o);
  const current = Math.max(
    0,
    steps.findIndex((s) => s.status === 'process' || s.status === 'error'),
  );
  const hasActions = o.actions.some((a) => a !== 'ship');

  return (
    <div className="pm-order-detail">
      <header className="pm-status-head">
        <h2 className="pm-status-head__title">{o.statusText}</h2>
        <div className="pm-status-head__sub">{statusHint(o)}</div>
      </header>
      {extra}

      <section className="pm-section pm-steps" aria-label="订单进度">
        <Steps current={steps.every((s) => s.status === 'finish') ? steps.length - 1 : current}>
          {steps.map((s) => (
            <Steps.Step key={s.title} title={s.title} description={s.description} status={s.status} />
          ))}
        </Steps>
      </section>

      <Card title="收货信息">
        <dl>
          <Row label="收货人">
            {o.address.consignee} {o.address.mobile}
          </Row>
          <Row label="收货地址">
            {regionText(o.address)} {o.address.detail}
          </Row>
        </dl>
      </Card>

      {o.logistics && (
        <Card title="物流信息">
          <dl>
            <Row label="物流公司">{o.logistics.carrier}</Row>
            <Row label="运单号">{o.logistics.waybillNo}</Row>
            <Row label="发货时间">{timeText(o.logistics.shippedAt)}</Row>
          </dl>
        </Card>
      )}

      <Card title={o.supplierName} extra={<span className="pm-muted">共 {o.quantity} 件</span>}>
        {o.lines.map((l) => (
          <OrderGoods
            key={l.id}
            line={{
              id: l.id,
              image: l.image,
              name: l.name,
              spec: specText(l),
              unit: l.unit,
              price: l.price,
              num: l.num,
              amount: l.amount,
            }}
          />
        ))}
        <dl className="pm-card-sums">
          <Row label="商品金额">{formatFen(o.goodsAmount)}</Row>
          <Row label="运费">{o.freight > 0 ? formatFen(o.freight) : '免运费'}</Row>
          <Row label="实付金额（企业月结）">
            <span className="pm-money">{formatFen(o.amount)}</span>
          </Row>
        </dl>
      </Card>

      <Card title="发票信息">
        <dl>
          {o.invoice ? (
            <>
              <Row label="发票类型">{INVOICE_TYPE_LABELS[o.invoice.type]}</Row>
              <Row label="发票抬头">
                {o.invoice.title}（{INVOICE_TITLE_TYPE_LABELS[o.invoice.titleType]}）
              </Row>
              {o.invoice.taxNo && <Row label="纳税人识别号">{o.invoice.taxNo}</Row>}
            </>
          ) : (
            <Row label="发票">不开发票</Row>
          )}
        </dl>
      </Card>

      <Card title="订单信息">
        <dl>
          <Row label="订单编号">{o.orderNo}</Row>
          <Row label="下单时间">{timeText(o.createdAt)}</Row>
          <Row label="下单人">{o.buyerName}</Row>
          {o.poNumber && <Row label={ORDER_REF_LABELS.poNumber}>{o.poNumber}</Row>}
          {o.costCenter && <Row label={ORDER_REF_LABELS.costCenter}>{o.costCenter}</Row>}
          {o.expectedDate && <Row label="预计送达">{deliveryDayText(o.expectedDate)}</Row>}
          <Row label="订单备注">{o.remarks || '无'}</Row>
        </dl>
      </Card>

      {o.refunds.length > 0 && (
        <Card title="售后记录">
          <ul className="pm-refund-links">
            {o.refunds.map((r) => (
              <li key={r.id}>
                <Link to={links.refundHref(r.id)}>
                  <span>
                    {r.typeText} · {r.refundNo}
                    <span className="pm-muted"> {timeText(r.createdAt)}</span>
                  </span>
                  <span>
                    {r.statusText} <span className="pm-money">{formatFen(r.amount)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {o.log.length > 0 && (
        <Card title="订单记录">
          <ol className="pm-log">
            {[...o.log].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span className="pm-log__what">
                  {e.action}
                  {e.note ? `：${e.note}` : ''}
                </span>
                <span className="pm-log__when">
                  {timeText(e.at)}
                  {e.actorName ? ` · ${e.actorName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      )}

      {hasActions && (
        <>
          <div className="pm-fixed-bar-space" />
          <div className="pm-fixed-bar" role="region" aria-label="订单操作">
            <OrderActions order={o} links={links} bar />
          </div>
        </>
      )}
    </div>
  );
}
