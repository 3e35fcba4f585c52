import { useMemo, useState } from 'react';
import { Alert, Input, InputNumber, Modal, Select, Table, type TableColumnsType } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { PlanDetail, PlanLine, PlanOrdered } from '@pm/contract/purchasing-plan';
import { orderPlanLines } from '../api/plan-order';
import { orderableLines, orderEstimate, orderLinesOf } from '../model/plan-view';

/** A delivery address as the order dialog offers it (the page reads the buyer's addresses). */
export interface AddressOption {
  id: string;
  label: string;
  isDefault: boolean;
}

function visitId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

/**
 * 按计划下单: the chosen catalog lines of an executing plan at their pending quantities (changeable), a
 * delivery address and remarks; ordered through the mall's checkout at today's prices, one order per
 * supplier, the plan's budget committed with it (past the budget the server refuses, nothing ordered).
 */
export function PlanOrderModal({
  plan,
  open,
  chosen,
  addresses,
  onClose,
  onOrdered,
}: {
  plan: PlanDetail;
  open: boolean;
  /** The lines chosen on the detail page. */
  chosen: string[];
  addresses: AddressOption[] | undefined;
  onClose: () => void;
  onOrdered: (result: PlanOrdered) => void;
}) {
  const lines = orderableLines(plan).filter((l) => chosen.includes(l.id));
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [addressId, setAddressId] = useState<string | undefined>(undefined);
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const address = addressId ?? addresses?.find((a) => a.isDefault)?.id ?? addresses?.[0]?.id;
  const body = useMemo(
    () =>
      address
        ? {
            billId: plan.id,
            lines: orderLinesOf(plan, chosen, quantities),
            addressId: address,
            remarks: remarks.trim(),
          }
        : null,
    [plan, chosen, quantities, address, remarks],
  );
  // one key per content: a double click or a retry orders once, a changed order is a new submission
  const text = JSON.stringify(body);
  const [keyed, setKeyed] = useState(() => ({ text, key: `plan-${visitId()}` }));
  if (keyed.text !== text) setKeyed({ text, key: `plan-${visitId()}` });
  const key = keyed.key;
  const estimate = body ? orderEstimate(plan, body.lines) : 0;

  const submit = async () => {
    if (!body || body.lines.length === 0) return;
    setBusy(true);
    try {
      onOrdered(await orderPlanLines({ body, key }));
    } catch {
      // toasted (over the budget: the server's message with budget, used and remaining)
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<PlanLine> = [
    { title: '商品', dataIndex: 'name', render: (_, l) => `${l.name}${l.spec ? `（${l.spec}）` : ''}` },
    { title: '待采购', key: 'pending', width: 90, render: (_, l) => `${l.pendingQuantity} ${l.unit}` },
    {
      title: '本次下单数量',
      key: 'num',
      width: 140,
      render: (_, l) => (
        <InputNumber
          aria-label={`${l.name}下单数量`}
          min={1}
          max={l.pendingQuantity}
          precision={0}
          value={quantities[l.id] ?? l.pendingQuantity}
          onChange={(v) => setQuantities((q) => ({ ...q, [l.id]: v ?? l.pendingQuantity }))}
        />
      ),
    },
    { title: '预估单价', key: 'price', width: 110, render: (_, l) => formatFen(l.estimatedPrice) },
  ];

  return (
    <Modal
      open={open}
      title={`按计划下单：${plan.name}`}
      okText="提交订单"
      cancelText="取消"
      width={760}
      confirmLoading={busy}
      okButtonProps={{ disabled: !body || body.lines.length === 0 }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<PlanLine> rowKey="id" size="small" pagination={false} columns={columns} dataSource={lines} />
      <div className="plan-add__row">
        <span>收货地址</span>
        <Select
          aria-label="收货地址"
          style={{ flex: 1 }}
          value={address}
          placeholder={addresses && addresses.length === 0 ? '请先在「收货地址」中添加地址' : '选择收货地址'}
          onChange={setAddressId}
          options={(addresses ?? []).map((a) => ({ value: a.id, label: a.label }))}
        />
      </div>
      <div className="plan-add__row">
        <span>订单备注</span>
        <Input
          style={{ flex: 1 }}
          maxLength={200}
          value={remarks}
          placeholder={`默认：采购计划 ${plan.code}`}
          onChange={(e) => setRemarks(e.target.value)}
        />
      </div>
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        showIcon
        message={`预估金额 ${formatFen(estimate)}（按计划预估单价），实际按下单时的商品价格与运费结算；计划预算剩余 ${formatFen(plan.budgetRemaining)}，超出预算的订单不能提交。`}
      />
    </Modal>
  );
}
