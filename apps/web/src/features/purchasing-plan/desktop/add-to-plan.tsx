import { useState } from 'react';
import { Alert, Button, InputNumber, Modal, Radio, Space, Spin } from 'antd';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { notify } from '@/lib/notify';
import { savePlanItems } from '../api/plan-items-save';
import { useAddablePlans } from '../model/use-addable-plans';
import { periodText } from '../model/plan-view';
import { PlanStatusTag } from './plan-status-tag';

/**
 * 加入采购计划 on the desktop goods detail: one of the organization's draft or executing plans, a quantity
 * (the detail's by default), and the goods joins the plan as a line. `plansHref`: where plans are made.
 */
export function AddToPlanButton({
  goods,
  quantity,
  plansHref,
}: {
  goods: { id: string; name: string; unit: string };
  quantity: number;
  plansHref: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" onClick={() => setOpen(true)}>
        加入采购计划
      </Button>
      {open ? (
        <AddToPlanModal
          goods={goods}
          quantity={quantity}
          plansHref={plansHref}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function AddToPlanModal({
  goods,
  quantity,
  plansHref,
  onClose,
}: {
  goods: { id: string; name: string; unit: string };
  quantity: number;
  plansHref: string;
  onClose: () => void;
}) {
  const plans = useAddablePlans(true);
  const [planId, setPlanId] = useState<string | null>(null);
  const [num, setNum] = useState<number | null>(Math.max(1, quantity));
  const [busy, setBusy] = useState(false);
  const chosen = planId ?? plans.plans[0]?.id ?? null;

  const submit = async () => {
    const plan = plans.plans.find((p) => p.id === chosen);
    if (!plan || num === null) return;
    setBusy(true);
    try {
      await savePlanItems(
        { billId: plan.id, lines: [{ goodsId: goods.id, quantity: num }] },
        { quiet: true },
      );
      notify(`已加入采购计划「${plan.name}」`, 'success');
      onClose();
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="加入采购计划"
      okText="加入计划"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: !chosen || num === null }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p>将「{goods.name}」加入草稿或执行中的采购计划：</p>
      {plans.isPending ? <Spin /> : null}
      {plans.error ? <Alert type="error" showIcon message="采购计划读取失败，请稍后再试" /> : null}
      {!plans.isPending && !plans.error && plans.plans.length === 0 ? (
        <Alert
          type="info"
          showIcon
          message="还没有草稿或执行中的采购计划"
          action={<Link to={plansHref}>去新建</Link>}
        />
      ) : null}
      <Radio.Group
        className="plan-add__plans"
        value={chosen}
        onChange={(e) => setPlanId(e.target.value as string)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {plans.plans.map((p) => (
            <Radio key={p.id} value={p.id}>
              {p.name} <PlanStatusTag status={p.status} />
              <span className="plan-muted">
                {periodText(p.periodType, p.period)} · 预算剩余 {formatFen(p.budgetRemaining)}
              </span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div className="plan-add__row">
        <span>计划数量</span>
        <InputNumber
          aria-label="计划数量"
          min={1}
          max={QUANTITY_MAX}
          precision={0}
          value={num}
          onChange={setNum}
        />
        <span>{goods.unit}</span>
      </div>
    </Modal>
  );
}
