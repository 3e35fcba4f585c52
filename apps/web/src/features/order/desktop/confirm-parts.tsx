import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { Address } from '@pm/contract/member';
import type { OrderPreview } from '@pm/contract/order';
import { settledKinds } from '../model/use-checkout';
import { ConfirmGroup } from './confirm-group';
import './confirm.css';

/** The parts of the desktop checkout (/shop/confirm) that show the order preview. */

export function ConfirmSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="confirm-section">
      <header className="confirm-section__head">
        <h3>{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

export function ConfirmLoading() {
  return (
    <div className="confirm-loading">
      <Spin />
    </div>
  );
}

/** 商品清单: one group per supplier (each becomes one order), dimmed while the preview reloads. */
export function ConfirmLines({ view, fetching }: { view: OrderPreview; fetching: boolean }) {
  return (
    <div className={fetching ? 'confirm-groups confirm-groups--busy' : 'confirm-groups'}>
      <div className="confirm-lines-head" aria-hidden="true">
        <span>商品</span>
        <span>单价</span>
        <span>数量</span>
        <span>金额</span>
        <span>预计送达</span>
      </div>
      {view.groups.map((g) => (
        <ConfirmGroup key={g.supplierId} group={g} />
      ))}
    </div>
  );
}

/** 支付方式: 企业月结 with the organization's credit left. */
export function ConfirmPay({ credit }: { credit: OrderPreview['credit'] | undefined }) {
  return (
    <div className="confirm-pay">
      <span className="confirm-pay__method">企业月结</span>
      {credit && (
        <span className="confirm-pay__credit">
          可用额度 <strong>{formatFen(credit.remaining)}</strong>
          <span className="confirm-pay__sub">
            （总额度 {formatFen(credit.limit)}，已用 {formatFen(credit.used)}）
          </span>
        </span>
      )}
    </div>
  );
}

/** Why the order cannot be submitted (the preview's problems); nothing when there are none. */
export function ConfirmProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="confirm-problems"
      title="暂时无法提交订单"
      description={
        <ul>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      }
    />
  );
}

function addressText(a: Address): string {
  return `${a.provinceName}${a.cityName}${a.countyName} ${a.detail}`;
}

/** The sums, where it goes, and 提交订单. */
export function ConfirmFooter({
  view,
  address,
  noAddress,
  submitting,
  canSubmit,
  onSubmit,
}: {
  view: OrderPreview | undefined;
  address: Address | null;
  noAddress: boolean;
  submitting: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  return (
    <footer className="confirm-footer">
      {view && (
        <dl className="confirm-footer__sum">
          <div>
            <dt>
              {view.groups.length} 个供应商，{settledKinds(view.groups)} 种商品，商品金额：
            </dt>
            <dd>{formatFen(view.goodsAmount)}</dd>
          </div>
          <div>
            <dt>运费：</dt>
            <dd>{formatFen(view.freight)}</dd>
          </div>
          <div className="confirm-footer__total">
            <dt>应付总额：</dt>
            <dd>{formatFen(view.total)}</dd>
          </div>
          {address && (
            <div className="confirm-footer__to">
              <dt>寄送至：</dt>
              <dd>
                {addressText(address)}，收货人：{address.consignee} {address.mobile}
              </dd>
            </div>
          )}
        </dl>
      )}
      <div className="confirm-footer__go">
        {noAddress && view && <span className="confirm-footer__hint">请先添加收货地址</span>}
        <Button
          type="primary"
          danger
          size="large"
          className="confirm-submit"
          loading={submitting}
          disabled={!canSubmit}
          onClick={onSubmit}
        >
          提交订单
        </Button>
      </div>
    </footer>
  );
}
