import type { ReactNode } from 'react';
import { Alert, Descriptions, Empty, Steps, Tag, Timeline } from 'antd';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { RefundDetail } from '@pm/contract/refund';
import { refundSteps, timeText } from '../model/refund-view';
import { BuyerRefundActions } from './buyer-refund-actions';
import { RefundLinesTable } from './refund-goods';
import { RefundPhotos } from './refund-photos';
import { RefundStatusTag } from './refund-status-tag';
import { ReturnShippingForm } from './return-shipping-form';
import { VendorRefundActions } from './vendor-refund-actions';
import './refund.css';

type Mode = 'buyer' | 'vendor';

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="refund-section" id={id} aria-label={title}>
      <h3 className="refund-section__title">{title}</h3>
      {children}
    </section>
  );
}

/** What the refund waits for now, and who is to act, in one line above the details. */
function StatusNotice({ detail, mode }: { detail: RefundDetail; mode: Mode }) {
  const buyer = mode === 'buyer';
  const text: Record<
    RefundDetail['status'],
    { type: 'info' | 'success' | 'warning' | 'error'; text: string }
  > = {
    REFUND_APPLICATION: {
      type: 'info',
      text: buyer ? '申请已提交，等待供应商处理。' : '采购商申请售后，请核实后同意或驳回。',
    },
    TO_RETURN: {
      type: 'warning',
      text: buyer
        ? '供应商已同意退货，请将商品寄回下方的退货地址，并填写退货物流。'
        : '已同意退货，等待采购商寄回商品。',
    },
    RETURNING: {
      type: 'info',
      text: buyer ? '商品已寄回，等待供应商确认收货。' : '采购商已寄回商品，收到后请确认收到退货。',
    },
    RETIRED: { type: 'info', text: '供应商已收到退货，即将退款。' },
    REFUNDING: { type: 'info', text: '退款处理中，将退回企业月结额度。' },
    RETURNED: {
      type: 'success',
      text: `已退款 ${formatFen(detail.amount)}，已退回${buyer ? '贵司' : '采购商'}的企业月结额度${
        detail.refundedAt ? `（${timeText(detail.refundedAt)}）` : ''
      }。`,
    },
    REJECTED: {
      type: 'error',
      text: `供应商已驳回申请${detail.vendorNote ? `：${detail.vendorNote}` : '。'}`,
    },
    CANCELLED: { type: 'info', text: '申请已撤销。' },
  };
  const n = text[detail.status];
  return <Alert className="refund-notice" type={n.type} showIcon title={n.text} />;
}

/** 供应商答复: the approval note or the rejection reason, and the return address. */
function SupplierAnswer({ detail }: { detail: RefundDetail }) {
  const items = [
    ...(detail.returnAddress
      ? [
          {
            key: 'address',
            label: '退货地址',
            children: <span className="refund-pre">{detail.returnAddress}</span>,
          },
        ]
      : []),
    ...(detail.vendorNote
      ? [
          {
            key: 'note',
            label: detail.status === 'REJECTED' ? '驳回理由' : '供应商备注',
            children: <span className="refund-pre">{detail.vendorNote}</span>,
          },
        ]
      : []),
  ];
  if (items.length === 0) {
    return (
      <p className="refund-muted">
        {detail.status === 'REFUND_APPLICATION'
          ? '供应商尚未处理'
          : detail.status === 'CANCELLED'
            ? '无'
            : '供应商未填写备注'}
      </p>
    );
  }
  return <Descriptions size="small" column={1} items={items} />;
}

/** 退货物流: what the buyer sent back, or the form while it is due (buyer), or what is awaited. */
function ReturnLogistics({ detail, mode }: { detail: RefundDetail; mode: Mode }) {
  if (detail.returnLogistics) {
    const l = detail.returnLogistics;
    return (
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'carrier', label: '物流公司', children: l.carrier },
          { key: 'waybill', label: '运单号', children: l.waybillNo },
          { key: 'at', label: '寄回时间', children: timeText(l.shippedAt) },
        ]}
      />
    );
  }
  if (mode === 'buyer' && detail.actions.includes('returnShipping')) {
    return <ReturnShippingForm refundId={detail.id} />;
  }
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={detail.status === 'TO_RETURN' ? '等待采购商寄回商品' : '暂无退货物流'}
    />
  );
}

/**
 * 售后详情 of both sides: number, status, type and the actions allowed now, the steps, what is awaited,
 * the application (reason, amounts, description, photos), the supplier's answer, the return shipment
 * (the buyer's form while it is due), the goods and the log.
 */
export function RefundDetailView({ detail, mode }: { detail: RefundDetail; mode: Mode }) {
  const steps = refundSteps(detail);
  const current = steps.findIndex((s) => s.status === 'process' || s.status === 'error');
  const orderPath = `/shop/person/order/${detail.orderId}`;
  const isReturn = detail.type === 'RETURN';
  const log = [...detail.log].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <div className="refund-detail" data-testid="refund-detail">
      <header className="refund-detail__head">
        <div className="refund-detail__no">
          <span>售后单号：</span>
          <strong>{detail.refundNo}</strong>
          <RefundStatusTag status={detail.status} text={detail.statusText} />
          <Tag className="refund-type-tag">{detail.typeText}</Tag>
        </div>
        <div className="refund-detail__actions">
          {mode === 'buyer' ? (
            <BuyerRefundActions refund={detail} size="middle" />
          ) : (
            <VendorRefundActions refund={detail} size="middle" />
          )}
        </div>
      </header>
      <Steps
        className="refund-steps"
        size="small"
        current={current < 0 ? steps.length - 1 : current}
        items={steps.map((s) => ({ title: s.title, content: s.description, status: s.status }))}
      />
      <StatusNotice detail={detail} mode={mode} />

      <Section title="售后信息">
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'type', label: '售后类型', children: detail.typeText },
            { key: 'reason', label: '售后原因', children: detail.reasonText },
            { key: 'created', label: '申请时间', children: timeText(detail.createdAt) },
            {
              key: 'order',
              label: '订单号',
              children: (
                <Link to={orderPath} className="refund-link">
                  {detail.orderNo}
                </Link>
              ),
            },
            mode === 'buyer'
              ? { key: 'supplier', label: '供应商', children: detail.supplierName }
              : {
                  key: 'buyer',
                  label: '采购商',
                  children: `${detail.buyerOrganizationName}${detail.applicantName ? `（${detail.applicantName}）` : ''}`,
                },
            ...(mode === 'buyer'
              ? [{ key: 'applicant', label: '申请人', children: detail.applicantName }]
              : []),
            {
              key: 'amount',
              label: '退款金额',
              children: <strong className="refund-amount">{formatFen(detail.amount)}</strong>,
            },
            { key: 'orderAmount', label: '订单金额', children: formatFen(detail.orderAmount) },
            { key: 'count', label: '售后商品', children: `${detail.lineCount} 种，共 ${detail.quantity} 件` },
            ...(detail.refundedAt
              ? [
                  {
                    key: 'refunded',
                    label: '退款到账',
                    children: `${timeText(detail.refundedAt)}（企业月结额度）`,
                  },
                ]
              : []),
          ]}
        />
      </Section>

      <Section title="问题描述">
        <p className={detail.description ? 'refund-pre' : 'refund-muted'}>{detail.description || '未填写'}</p>
        <RefundPhotos photos={detail.photos} />
      </Section>

      <div className="refund-detail__cols">
        <Section title="供应商答复">
          <SupplierAnswer detail={detail} />
        </Section>
        {isReturn && (
          <Section title="退货物流" id="return-shipping">
            <ReturnLogistics detail={detail} mode={mode} />
          </Section>
        )}
      </div>

      <Section title="售后商品">
        <RefundLinesTable lines={detail.lines} />
        <dl className="refund-total">
          <dt>退款总额：</dt>
          <dd>{formatFen(detail.amount)}</dd>
        </dl>
      </Section>

      <Section title="处理记录">
        <Timeline
          className="refund-log"
          items={log.map((e, i) => ({
            key: `${e.at}-${i}`,
            color: i === 0 ? 'red' : 'gray',
            content: (
              <div className="refund-log__item">
                <div className="refund-log__head">
                  <strong>{e.action}</strong>
                  <span className="refund-log__status">{e.statusText}</span>
                </div>
                <div className="refund-log__meta">
                  {timeText(e.at)}
                  {e.actorName ? ` · ${e.actorName}` : ''}
                </div>
                {e.note && <div className="refund-log__note">{e.note}</div>}
              </div>
            ),
          }))}
        />
      </Section>
    </div>
  );
}
