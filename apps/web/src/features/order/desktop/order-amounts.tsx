import { formatFen } from '@pm/contract/format';

/** 商品金额, 运费, 应付总额 of an order (or of a whole submission), right-aligned. */
export function OrderAmounts({
  goodsAmount,
  freight,
  amount,
  totalLabel = '应付总额',
}: {
  goodsAmount: number;
  freight: number;
  amount: number;
  totalLabel?: string;
}) {
  return (
    <dl className="order-amounts">
      <div>
        <dt>商品金额：</dt>
        <dd>{formatFen(goodsAmount)}</dd>
      </div>
      <div>
        <dt>运费：</dt>
        <dd>{freight > 0 ? formatFen(freight) : '免运费'}</dd>
      </div>
      <div className="order-amounts__total">
        <dt>{totalLabel}：</dt>
        <dd>{formatFen(amount)}</dd>
      </div>
    </dl>
  );
}
