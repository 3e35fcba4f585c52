import { Modal } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { OrderPreview } from '@pm/contract/order';
import { priceMoves } from '../model/order-view';
import './order.css';

/**
 * Prices or freight changed since the buyer saw them (code 40901): the lines whose price moved and the
 * new total; 确认新价格 submits again with it.
 */
export function PriceChangedModal({
  preview,
  before,
  submitting,
  onConfirm,
  onCancel,
}: {
  /** The new preview (the error's data); null: closed. */
  preview: OrderPreview | null;
  /** The preview the buyer confirmed before. */
  before: OrderPreview | undefined;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const changed = preview ? priceMoves(before, preview) : [];
  return (
    <Modal
      open={preview !== null}
      title="商品价格有变动"
      okText="确认新价格"
      cancelText="返回修改"
      confirmLoading={submitting}
      onOk={onConfirm}
      onCancel={onCancel}
      maskClosable={false}
    >
      {preview && (
        <div className="price-changed">
          <p>提交前商品价格或运费发生了变化，请确认新的金额后再提交。</p>
          {changed.length > 0 && (
            <ul className="price-changed__lines">
              {changed.map((l) => (
                <li key={l.id}>
                  <span className="price-changed__name">{l.name}</span>
                  <span>
                    {formatFen(l.before)} → <strong>{formatFen(l.after)}</strong>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="price-changed__total">
            {before ? `原应付 ${formatFen(before.total)}，` : ''}现应付{' '}
            <strong>{formatFen(preview.total)}</strong>
            （商品 {formatFen(preview.goodsAmount)}，运费 {formatFen(preview.freight)}）
          </p>
        </div>
      )}
    </Modal>
  );
}
