import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Dialog, DotLoading, Steps } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import { REFUND_ACTION_LABELS, type RefundDetail } from '@pm/contract/refund';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { QueryError } from '@/ui/mobile/query-error';
import { Sheet } from '@/ui/mobile/sheet';
import '@/ui/mobile/react19-render';
import { useCancelRefund } from '../api/refund-cancel';
import { useRefundDetail } from '../api/refund-detail';
import { useRefundPhotoUrl } from '../api/refund-photo';
import { refundSteps, timeText } from '../model/refund-view';
import { ReturnShippingForm } from './return-shipping-form';
import '@/ui/mobile/mobile-parts.css';
import './refund-mobile.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pm-section" aria-label={title}>
      <h2 className="pm-section__title">{title}</h2>
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

function Photo({ id, index }: { id: string; index: number }) {
  const { url, failed } = useRefundPhotoUrl(id);
  if (failed) return <span className="pm-refund-photo pm-refund-photo--failed">图片加载失败</span>;
  return url ? (
    <a className="pm-refund-photo" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={`凭证图片 ${index + 1}`} />
    </a>
  ) : (
    <span className="pm-refund-photo" aria-busy="true" />
  );
}

/** The line under the status: what happens next, and who is to act. */
function statusHint(r: RefundDetail): string {
  switch (r.status) {
    case 'REFUND_APPLICATION':
      return '等待供应商处理您的申请';
    case 'TO_RETURN':
      return '供应商已同意，请按退货地址寄回商品并填写退货物流';
    case 'RETURNING':
      return '商品寄回中，等待供应商确认收货';
    case 'RETIRED':
    case 'REFUNDING':
      return '退款处理中，将退回企业月结额度';
    case 'RETURNED':
      return r.refundedAt ? `已于 ${timeText(r.refundedAt)} 退回企业月结额度` : '已退回企业月结额度';
    case 'REJECTED':
      return r.vendorNote ? `供应商驳回：${r.vendorNote}` : '供应商已驳回申请';
    case 'CANCELLED':
      return '您已撤销本次申请';
  }
}

/**
 * 售后详情 on a phone (both mobile areas): status and steps, the return address and 填写退货物流 when the
 * goods go back, the lines and amount, reason, description and photos, the supplier's reply, the facts
 * and the log; 撤销申请 (confirmed) while the server allows it.
 */
export function RefundDetailScreen({
  id,
  orderHref,
}: {
  id: string;
  orderHref: (orderId: string) => string;
}) {
  const q = useRefundDetail(id);
  const cancel = useCancelRefund();
  const [shipping, setShipping] = useState(false);
  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  const steps = refundSteps(r);
  const current = Math.max(
    0,
    steps.findIndex((s) => s.status === 'process' || s.status === 'error'),
  );
  const can = (a: 'cancel' | 'returnShipping') => r.actions.includes(a);

  const onCancel = async () => {
    const ok = await Dialog.confirm({
      title: REFUND_ACTION_LABELS.cancel,
      content: '撤销后本次售后申请结束，确定撤销吗？',
      confirmText: '撤销申请',
      cancelText: '不撤销',
    });
    if (ok) cancel.mutate(r.id);
  };

  return (
    <div className="pm-refund-detail">
      <header className="pm-refund-head">
        <h2 className="pm-refund-head__title">{r.statusText}</h2>
        <div className="pm-refund-head__sub">{statusHint(r)}</div>
      </header>

      <section className="pm-section pm-steps pm-refund-steps" aria-label="售后进度">
        <Steps
          direction={steps.length > 3 ? 'vertical' : 'horizontal'}
          current={steps.every((s) => s.status === 'finish') ? steps.length - 1 : current}
        >
          {steps.map((s) => (
            <Steps.Step key={s.title} title={s.title} description={s.description} status={s.status} />
          ))}
        </Steps>
      </section>

      {r.returnAddress && (
        <Card title="退货地址">
          <p className="pm-refund-text pm-refund-address">{r.returnAddress}</p>
        </Card>
      )}

      {r.returnLogistics && (
        <Card title="退货物流">
          <dl>
            <Row label="物流公司">{r.returnLogistics.carrier}</Row>
            <Row label="运单号">{r.returnLogistics.waybillNo}</Row>
            <Row label="寄出时间">{timeText(r.returnLogistics.shippedAt)}</Row>
          </dl>
        </Card>
      )}

      <Card title={`${r.typeText} · ${r.supplierName}`}>
        <ul className="pm-refund-lines">
          {r.lines.map((l) => (
            <li key={l.id} className="pm-refund-line">
              <div className="pm-refund-line__head">
                <SquarePicture src={l.image} size={56} />
                <div className="pm-refund-line__info">
                  <div className="pm-refund-line__name">{l.name}</div>
                  <div className="pm-muted">
                    {formatFen(l.price)} × {l.num}
                    {l.unit}
                  </div>
                </div>
                <span className="pm-money">{formatFen(l.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
        <dl>
          <Row label="退款金额">
            <span className="pm-money">{formatFen(r.amount)}</span>
          </Row>
          <Row label="售后原因">{r.reasonText}</Row>
          {r.description && <Row label="问题描述">{r.description}</Row>}
        </dl>
        {r.photos.length > 0 && (
          <div className="pm-refund-photos-view" aria-label="凭证图片">
            {r.photos.map((p, i) => (
              <Photo key={p.id} id={p.id} index={i} />
            ))}
          </div>
        )}
      </Card>

      {r.vendorNote && r.status !== 'REJECTED' && (
        <Card title="供应商答复">
          <p className="pm-refund-text">{r.vendorNote}</p>
        </Card>
      )}

      <Card title="售后信息">
        <dl>
          <Row label="售后单号">{r.refundNo}</Row>
          <Row label="关联订单">
            <Link to={orderHref(r.orderId)}>{r.orderNo}</Link>
          </Row>
          <Row label="申请人">{r.applicantName}</Row>
          <Row label="申请时间">{timeText(r.createdAt)}</Row>
        </dl>
      </Card>

      {r.log.length > 0 && (
        <Card title="处理记录">
          <ol className="pm-refund-log">
            {[...r.log].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span>
                  {e.action}
                  {e.note ? `：${e.note}` : ''}
                </span>
                <span className="pm-refund-log__when">
                  {timeText(e.at)}
                  {e.actorName ? ` · ${e.actorName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      )}

      {(can('cancel') || can('returnShipping')) && (
        <>
          <div className="pm-fixed-bar-space" />
          <div className="pm-fixed-bar pm-refund-actions" role="region" aria-label="售后操作">
            {can('cancel') && (
              <Button shape="rounded" disabled={cancel.isPending} onClick={() => void onCancel()}>
                {REFUND_ACTION_LABELS.cancel}
              </Button>
            )}
            {can('returnShipping') && (
              <Button color="danger" className="pm-go" shape="rounded" onClick={() => setShipping(true)}>
                {REFUND_ACTION_LABELS.returnShipping}
              </Button>
            )}
          </div>
        </>
      )}

      <Sheet
        visible={shipping}
        tall
        title={REFUND_ACTION_LABELS.returnShipping}
        onClose={() => setShipping(false)}
      >
        {shipping && <ReturnShippingForm refundId={r.id} onDone={() => setShipping(false)} />}
      </Sheet>
    </div>
  );
}
