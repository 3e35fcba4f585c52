import type { ReactNode } from 'react';
import { Button, Descriptions, Steps } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@pm/contract/order';
import { ORDER_REF_LABELS } from '@pm/contract/order-refs';
import { deliveryDayText, orderSteps, timeText } from '../model/order-view';
import { BuyerOrderActions } from './buyer-order-actions';
import { OrderAmounts } from './order-amounts';
import { OrderLinesTable } from './order-lines-table';
import { OrderRefunds } from './order-refunds';
import { OrderStatusTag } from './order-status-tag';
import { OrderLogistics, OrderLogTimeline } from './order-timeline';
import { ShipOrderButton } from './ship-order-button';
import './order.css';

const INVOICE_TYPE = { NORMAL: '增值税普通发票', SPECIAL: '增值税专用发票' } as const;

function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`order-section ${className}`}>
      <h3 className="order-section__title">{title}</h3>
      {children}
    </section>
  );
}

function InvoiceInfo({ invoice }: { invoice: OrderDetail['invoice'] }) {
  if (!invoice) return <p className="order-muted">不开发票</p>;
  const items = [
    { key: 'type', label: '发票类型', children: INVOICE_TYPE[invoice.type] },
    { key: 'title', label: '发票抬头', children: invoice.title },
    ...(invoice.taxNo ? [{ key: 'tax', label: '纳税人识别号', children: invoice.taxNo }] : []),
    ...(invoice.type === 'SPECIAL'
      ? [
          { key: 'addr', label: '注册地址', children: invoice.address },
          { key: 'phone', label: '注册电话', children: invoice.phone },
          { key: 'bank', label: '开户银行', children: invoice.bank },
          { key: 'account', label: '银行账号', children: invoice.account },
        ]
      : []),
  ];
  return <Descriptions size="small" column={2} items={items} />;
}

/**
 * 订单详情 of both sides: number, status and steps, the actions allowed now, address, invoice, remarks,
 * lines, amounts, logistics and the status log; 打印订单 prints it on A4 (order.css, @media print).
 */
export function OrderDetailView({
  detail,
  mode,
  onAfterSale,
}: {
  detail: OrderDetail;
  mode: 'buyer' | 'vendor';
  /** Opens the after-sales application (申请售后), when the page offers it. */
  onAfterSale?: () => void;
}) {
  const a = detail.address;
  const steps = orderSteps(detail);
  const current = steps.findIndex((s) => s.status === 'process' || s.status === 'error');
  return (
    <div className="order-detail" data-testid="order-detail">
      <div className="order-print-title">采购订单</div>
      <header className="order-detail__head">
        <div className="order-detail__no">
          <span>订单号：</span>
          <strong>{detail.orderNo}</strong>
          <OrderStatusTag status={detail.status} text={detail.statusText} />
        </div>
        <div className="order-detail__actions no-print">
          {mode === 'buyer' ? (
            <BuyerOrderActions order={detail} size="middle" onAfterSale={onAfterSale} />
          ) : (
            detail.actions.includes('ship') && (
              <ShipOrderButton orderId={detail.id} orderNo={detail.orderNo} size="middle" />
            )
          )}
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            打印订单
          </Button>
        </div>
      </header>
      <Steps
        className="order-steps"
        size="small"
        current={current < 0 ? steps.length - 1 : current}
        items={steps.map((s) => ({ title: s.title, content: s.description, status: s.status }))}
      />

      <Section title="订单信息">
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'created', label: '下单时间', children: timeText(detail.createdAt) },
            { key: 'supplier', label: '供应商', children: detail.supplierName },
            {
              key: 'buyer',
              label: '采购商',
              children: `${detail.buyerOrganizationName}${detail.buyerName ? `（${detail.buyerName}）` : ''}`,
            },
            { key: 'pay', label: '支付方式', children: '企业月结' },
            { key: 'expected', label: '预计送达', children: deliveryDayText(detail.expectedDate) },
            { key: 'count', label: '商品数量', children: `${detail.lineCount} 种，共 ${detail.quantity} 件` },
            // the buyer's own references, for both sides and the print
            { key: 'po', label: ORDER_REF_LABELS.poNumber, children: detail.poNumber || '—' },
            { key: 'cc', label: ORDER_REF_LABELS.costCenter, children: detail.costCenter || '—' },
          ]}
        />
      </Section>

      <div className="order-detail__cols">
        <Section title="收货信息">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'who', label: '收货人', children: `${a.consignee}  ${a.mobile}` },
              {
                key: 'where',
                label: '收货地址',
                children: `${a.provinceName}${a.cityName}${a.countyName} ${a.detail}`,
              },
            ]}
          />
        </Section>
        <Section title="发票信息">
          <InvoiceInfo invoice={detail.invoice} />
        </Section>
      </div>

      <Section title="订单备注">
        <p className={detail.remarks ? 'order-remarks' : 'order-muted'}>{detail.remarks || '无'}</p>
      </Section>

      <Section title="商品清单">
        <OrderLinesTable lines={detail.lines} />
        <OrderAmounts goodsAmount={detail.goodsAmount} freight={detail.freight} amount={detail.amount} />
      </Section>

      {detail.refunds.length > 0 && (
        <Section title="售后记录" className="no-print">
          <OrderRefunds refunds={detail.refunds} />
        </Section>
      )}

      <div className="order-detail__cols">
        <Section title="物流信息">
          <OrderLogistics detail={detail} />
        </Section>
        <Section title="订单记录">
          <OrderLogTimeline log={detail.log} />
        </Section>
      </div>
    </div>
  );
}
