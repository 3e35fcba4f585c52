import { fenToYuanText } from '@pm/contract/money';
import { useState } from 'react';
import { Button, Checkbox, DotLoading, Input, Picker, TextArea } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import {
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  REFUND_TYPE_LABELS,
  REFUND_TYPES,
  type RefundableLine,
  type RefundableOrder,
  type RefundReason,
  type RefundType,
} from '@pm/contract/refund';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { errorText } from '@/lib/http-rules';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { useApplyRefund } from '../api/refund-apply';
import { useRefundableOrder } from '../api/refundable-order';
import {
  applicationKey,
  chosenTotal,
  REFUND_TYPE_HINTS,
  buildApplyRequest,
  DESCRIPTION_MAX,
  initialDraft,
  isRefundable,
  lineCap,
  withNum,
  type LineDraft,
  type SentKey,
} from '../model/refund-apply-form';
import { timeText } from '../model/refund-view';
import { CountStepper } from './count-stepper';
import { cleanAmountText } from './refund-apply-total';
import { RefundPhotoUploader, type PickedPhotos } from './refund-photo-uploader';
import '@/ui/mobile/mobile-parts.css';
import './refund-mobile.css';

function LineForm({
  line,
  draft,
  onChange,
}: {
  line: RefundableLine;
  draft: LineDraft;
  onChange: (d: LineDraft) => void;
}) {
  const can = isRefundable(line);
  const cap = lineCap(line, draft.num);
  return (
    <li className={can ? 'pm-refund-line' : 'pm-refund-line pm-refund-line--off'}>
      <div className="pm-refund-line__head">
        <Checkbox
          checked={draft.checked}
          disabled={!can}
          onChange={(on) => onChange({ ...draft, checked: on })}
        >
          <span className="pm-sr-only">选择 {line.name}</span>
        </Checkbox>
        <SquarePicture src={line.image} size={56} />
        <div className="pm-refund-line__info">
          <div className="pm-refund-line__name">{line.name}</div>
          <div className="pm-muted">
            {formatFen(line.price)} × {line.num}
            {line.unit}，实付 {formatFen(line.amount)}
          </div>
          <div className="pm-muted">
            {can
              ? `可申请 ${line.refundableNum}${line.unit}，最多退 ${formatFen(line.refundableAmount)}`
              : '已全部申请售后'}
          </div>
        </div>
      </div>
      {draft.checked && (
        <div className="pm-refund-line__form">
          <div className="pm-refund-line__field">
            <span>售后数量</span>
            <CountStepper
              value={draft.num}
              max={line.refundableNum}
              label={`${line.name} 的售后数量`}
              onChange={(n) => onChange(withNum(line, draft, n))}
            />
          </div>
          <label className="pm-refund-line__field">
            <span>退款金额（元）</span>
            <Input
              className="pm-refund-line__amount"
              inputMode="decimal"
              value={draft.amountText}
              aria-label={`${line.name} 的退款金额（元）`}
              onChange={(v) => onChange({ ...draft, amountText: cleanAmountText(v) })}
            />
          </label>
          <div className="pm-muted pm-refund-line__cap">最多 ¥{fenToYuanText(cap)}</div>
        </div>
      )}
    </li>
  );
}

function ApplyForm({ order, onDone }: { order: RefundableOrder; onDone: (refundId: string) => void }) {
  const [type, setType] = useState<RefundType | null>(null);
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [drafts, setDrafts] = useState<LineDraft[]>(() =>
    // a single refundable line is chosen for the buyer
    order.lines.map((l) => ({ ...initialDraft(l), checked: order.lines.length === 1 && isRefundable(l) })),
  );
  const [photos, setPhotos] = useState<PickedPhotos>({ ids: [], uploading: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SentKey | null>(null);
  const apply = useApplyRefund();
  const total = chosenTotal(drafts);

  const submit = () => {
    const built = buildApplyRequest(
      { orderId: order.orderId, type, reason, description, drafts, photoIds: photos.ids },
      order.lines,
    );
    if (!built.ok) {
      setProblem(built.message);
      return;
    }
    setProblem(null);
    const key = applicationKey(sent, built.request);
    setSent(key);
    apply.mutate(
      { body: built.request, key: key.key },
      { onSuccess: (detail) => onDone(detail.id), onError: (err) => setProblem(errorText(err)) },
    );
  };

  return (
    <div className="pm-refund-apply">
      <section className="pm-section pm-refund-order">
        <div>
          订单 {order.orderNo} · {order.supplierName}
        </div>
        {order.deadline && <div className="pm-muted">请在 {timeText(order.deadline)} 前申请</div>}
      </section>

      <section className="pm-section" aria-labelledby="pm-refund-type">
        <h2 className="pm-section__title" id="pm-refund-type">
          售后类型
        </h2>
        <div className="pm-refund-types" role="radiogroup" aria-labelledby="pm-refund-type">
          {REFUND_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={type === t}
              className={type === t ? 'pm-refund-type pm-refund-type--on' : 'pm-refund-type'}
              onClick={() => setType(t)}
            >
              <strong>{REFUND_TYPE_LABELS[t]}</strong>
              <span>{REFUND_TYPE_HINTS[t]}</span>
            </button>
          ))}
        </div>
      </section>

      <section className="pm-section">
        <button type="button" className="pm-refund-reason" onClick={() => setReasonOpen(true)}>
          <span>售后原因</span>
          <span className={reason ? 'pm-refund-reason__value' : 'pm-refund-reason__value pm-muted'}>
            {reason ? REFUND_REASON_LABELS[reason] : '请选择售后原因'} ›
          </span>
        </button>
      </section>
      <Picker
        title="售后原因"
        visible={reasonOpen}
        columns={[REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))]}
        value={reason ? [reason] : []}
        onClose={() => setReasonOpen(false)}
        onConfirm={(v) => setReason((v[0] as RefundReason | undefined) ?? null)}
      />

      <section className="pm-section" aria-label="售后商品">
        <h2 className="pm-section__title">售后商品</h2>
        <ul className="pm-refund-lines">
          {order.lines.map((l, i) => (
            <LineForm
              key={l.orderLineId}
              line={l}
              draft={drafts[i]!}
              onChange={(d) => setDrafts((all) => all.map((x, j) => (j === i ? d : x)))}
            />
          ))}
        </ul>
      </section>

      <section className="pm-section">
        <h2 className="pm-section__title">
          <label htmlFor="pm-refund-description">问题描述</label>
        </h2>
        <div className="pm-refund-text pm-count-readable">
          <TextArea
            id="pm-refund-description"
            placeholder="选填：请描述商品问题，便于供应商尽快处理"
            value={description}
            maxLength={DESCRIPTION_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            onChange={setDescription}
          />
        </div>
      </section>

      <section className="pm-section" aria-label="凭证图片">
        <h2 className="pm-section__title">
          凭证图片<span className="pm-muted">最多 5 张，JPG、PNG、WebP，单张不超过 5 MB</span>
        </h2>
        <div className="pm-refund-text">
          <RefundPhotoUploader onChange={setPhotos} />
        </div>
      </section>

      {problem && (
        <div className="pm-refund-problem" role="alert">
          {problem}
        </div>
      )}

      <div className="pm-fixed-bar-space" />
      <div className="pm-fixed-bar" role="region" aria-label="提交售后申请">
        <span className="pm-refund-bar__sum">
          退款金额：<span className="pm-money pm-refund-bar__total">{formatFen(total)}</span>
        </span>
        <Button
          color="danger"
          shape="rounded"
          className="pm-go pm-refund-bar__go"
          loading={apply.isPending}
          disabled={photos.uploading}
          onClick={submit}
        >
          {photos.uploading ? '图片上传中' : '提交申请'}
        </Button>
      </div>
    </div>
  );
}

/**
 * 申请售后 on a phone (both mobile areas): 仅退款 or 退货退款, the reason, the lines with quantity and
 * amount (in yuan, sent as fen; each within what is left of the line), a description and up to five
 * photos. The server's rules and messages decide; a retried submission sends the same Idempotency-Key.
 */
export function RefundApplyScreen({
  orderId,
  onDone,
  onBack,
}: {
  orderId: string;
  /** The application was made: its id. */
  onDone: (refundId: string) => void;
  /** Back to the order (an order that cannot be applied for). */
  onBack: () => void;
}) {
  const q = useRefundableOrder(orderId);
  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const order = q.data;
  if (!order.open || !order.lines.some(isRefundable)) {
    return (
      <EmptyState
        fullPage
        title="该订单暂不能申请售后"
        description={order.closedReason || '订单商品已全部申请售后'}
      >
        <Button color="danger" className="pm-go-outline" fill="outline" shape="rounded" onClick={onBack}>
          返回订单
        </Button>
      </EmptyState>
    );
  }
  return <ApplyForm order={order} onDone={onDone} />;
}
