import { fenToYuanText } from '@pm/contract/money';
import { useState } from 'react';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { formatFen } from '@pm/contract/format';
import {
  MAX_REFUND_PHOTOS,
  REFUND_PHOTO_MAX_BYTES,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  REFUND_TYPE_LABELS,
  REFUND_TYPES,
  type RefundableLine,
  type RefundableOrder,
  type RefundReason,
  type RefundType,
} from '@pm/contract/refund';
import { errorText } from '@/lib/http-rules';
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
  amountTextToFen,
  type LineDraft,
  type SentKey,
} from '../model/refund-apply-form';
import { timeText } from '../model/refund-view';
import { RefundGoods } from './refund-goods';
import { RefundPhotoPicker, type PickedPhotos } from './refund-photo-picker';
import './refund.css';

/** One line of the form: checkbox, goods, what is left, quantity and amount. */
function LineRow({
  line,
  draft,
  onChange,
}: {
  line: RefundableLine;
  draft: LineDraft;
  onChange: (next: LineDraft) => void;
}) {
  const usable = isRefundable(line);
  const cap = lineCap(line, draft.num);
  const fen = amountTextToFen(draft.amountText);
  const amountBad = draft.checked && (fen === null || fen <= 0 || fen > cap);
  return (
    <li className={usable ? 'refund-apply-line' : 'refund-apply-line refund-apply-line--off'}>
      <Checkbox
        checked={draft.checked}
        disabled={!usable}
        aria-label={`选择 ${line.name}`}
        onChange={(e) => onChange({ ...draft, checked: e.target.checked })}
      />
      <RefundGoods line={line} />
      <div className="refund-apply-line__paid">
        <div>
          {formatFen(line.price)} × {line.num}
          {line.unit}
        </div>
        <div className="refund-apply-line__left">
          {usable
            ? `可申请 ${line.refundableNum}${line.unit} / ${formatFen(line.refundableAmount)}`
            : '已全部申请售后'}
        </div>
      </div>
      {usable ? (
        <>
          <InputNumber
            className="refund-apply-line__num"
            aria-label={`${line.name} 售后数量`}
            min={1}
            max={line.refundableNum}
            precision={0}
            value={draft.num}
            disabled={!draft.checked}
            // an emptied box keeps the quantity until a number is typed (the box shows it again on blur)
            onChange={(v) => {
              if (v !== null) onChange(withNum(line, draft, v));
            }}
          />
          <div className="refund-apply-line__amount">
            <Input
              prefix="¥"
              aria-label={`${line.name} 退款金额`}
              inputMode="decimal"
              maxLength={16}
              status={amountBad ? 'error' : undefined}
              value={draft.amountText}
              disabled={!draft.checked}
              onChange={(e) => onChange({ ...draft, amountText: e.target.value })}
              onBlur={() => {
                const v = amountTextToFen(draft.amountText);
                if (v !== null) onChange({ ...draft, amountText: fenToYuanText(v) });
              }}
            />
            {draft.checked && <div className="refund-apply-line__cap">最多 {formatFen(cap)}</div>}
          </div>
        </>
      ) : (
        <>
          <span className="refund-apply-line__none">—</span>
          <span className="refund-apply-line__none">—</span>
        </>
      )}
    </li>
  );
}

/** The form, once what the order allows is known. */
function ApplyForm({
  order,
  onDone,
  onCancel,
}: {
  order: RefundableOrder;
  onDone: (refundId: string) => void;
  onCancel: () => void;
}) {
  const [type, setType] = useState<RefundType | null>(null);
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [description, setDescription] = useState('');
  const [drafts, setDrafts] = useState<LineDraft[]>(() =>
    // a single refundable line is chosen for the buyer
    order.lines.map((l) => ({ ...initialDraft(l), checked: order.lines.length === 1 && isRefundable(l) })),
  );
  const [photos, setPhotos] = useState<PickedPhotos>({ ids: [], uploading: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SentKey | null>(null);
  const apply = useApplyRefund();
  const form = { orderId: order.orderId, type, reason, description, drafts, photoIds: photos.ids };
  const chosen = drafts.filter((d) => d.checked);
  const total = chosenTotal(drafts);

  const submit = () => {
    const built = buildApplyRequest(form, order.lines);
    if (!built.ok) {
      setProblem(built.message);
      return;
    }
    setProblem(null);
    const key = applicationKey(sent, built.request);
    setSent(key);
    // mutateAsync: the answer is followed even if the form re-rendered or unmounted meanwhile
    apply.mutateAsync({ body: built.request, key: key.key }).then(
      (detail) => onDone(detail.id),
      (err: unknown) => setProblem(errorText(err)),
    );
  };

  return (
    <Modal
      title={`申请售后：订单 ${order.orderNo}`}
      open
      width={920}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={apply.isPending}
      okButtonProps={{ disabled: photos.uploading }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className="refund-apply">
        <p className="refund-apply__lead">
          供应商：{order.supplierName}
          {order.deadline && (
            <span className="refund-apply__deadline">请在 {timeText(order.deadline)} 前申请</span>
          )}
        </p>
        <Form layout="horizontal" labelCol={{ flex: '88px' }} wrapperCol={{ flex: 'auto' }} colon={false}>
          <Form.Item label="售后类型" required>
            <Radio.Group
              aria-label="售后类型"
              value={type}
              onChange={(e) => setType(e.target.value as RefundType)}
              options={REFUND_TYPES.map((t) => ({
                value: t,
                label: (
                  <span>
                    {REFUND_TYPE_LABELS[t]}
                    <span className="refund-apply__hint">（{REFUND_TYPE_HINTS[t]}）</span>
                  </span>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item label="售后原因" required>
            <Select<RefundReason>
              aria-label="售后原因"
              className="refund-apply__reason"
              placeholder="请选择售后原因"
              value={reason ?? undefined}
              onChange={setReason}
              options={REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))}
            />
          </Form.Item>
          <Form.Item label="售后商品" required>
            <div className="refund-apply-lines">
              <div className="refund-apply-lines__head" aria-hidden="true">
                <span />
                <span>商品</span>
                <span>单价 × 购买数量</span>
                <span>售后数量</span>
                <span>退款金额</span>
              </div>
              <ul>
                {order.lines.map((line, i) => (
                  <LineRow
                    key={line.orderLineId}
                    line={line}
                    draft={drafts[i]!}
                    onChange={(next) => setDrafts((all) => all.map((d, j) => (j === i ? next : d)))}
                  />
                ))}
              </ul>
              <div className="refund-apply-lines__total">
                已选 {chosen.length} 种商品，退款总额 <strong>{formatFen(total)}</strong>
                <span className="refund-apply__hint">（退回企业月结额度）</span>
              </div>
            </div>
          </Form.Item>
          <Form.Item label="问题描述">
            <Input.TextArea
              aria-label="问题描述"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              showCount
              placeholder="请描述商品的问题，便于供应商尽快处理"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="凭证图片"
            extra={`最多 ${MAX_REFUND_PHOTOS} 张，支持 JPG、PNG、WebP 格式，单张不超过 ${REFUND_PHOTO_MAX_BYTES / 1024 / 1024} MB`}
          >
            <RefundPhotoPicker onChange={setPhotos} />
          </Form.Item>
        </Form>
        {problem && <Alert type="error" showIcon title={problem} className="refund-apply__problem" />}
      </div>
    </Modal>
  );
}

/**
 * 申请售后 of one order: reads what the order still allows (GET /refund/order/:orderId), then the form —
 * 仅退款 or 退货退款, reason, per line a checkbox, quantity and amount (yuan, two decimals; sent in fen,
 * at most price × quantity and what the line has left), description and up to five photos. On success
 * it opens the new refund's detail.
 */
export function RefundApplyModal({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useRefundableOrder(orderId);
  const navigate = useNavigate();
  const order = query.data;

  if (order && order.open) {
    return (
      <ApplyForm
        order={order}
        onCancel={onClose}
        onDone={(id) => {
          onClose();
          navigate(`/shop/person/refund/${id}`);
        }}
      />
    );
  }
  return (
    <Modal
      title="申请售后"
      open
      okText="知道了"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ hidden: true }}
    >
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error)} />
      ) : order ? (
        <Alert
          type="warning"
          showIcon
          title={`该订单暂不能申请售后：${order.closedReason || '没有可申请的商品'}`}
        />
      ) : (
        <div className="refund-loading">
          <Spin />
        </div>
      )}
    </Modal>
  );
}
