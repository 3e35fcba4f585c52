import '@/lib/zod-setup';
import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import {
  PLAN_PERIOD_TYPE_LABELS,
  PLAN_PERIOD_TYPES,
  type PlanDetail,
  type PlanPeriodType,
} from '@pm/contract/purchasing-plan';
import { MAX_PLAN_NAME, MAX_PLAN_REMARKS } from '@pm/contract/purchasing-plan-schema';
import { useDepartmentUsers } from '../api/department-users';
import { savePlan } from '../api/plan-save';
import { updatePlan } from '../api/plan-update';
import {
  emptyPlanForm,
  ownerOptions,
  planFormOf,
  saveRequestOf,
  updateRequestOf,
  type PlanFormValues,
} from '../model/plan-form';
import { currentPeriod, periodOptions } from '../model/plan-view';

/**
 * 新建 / 修改采购计划: name, period (month, quarter or year), department and owner (the organization's
 * departments with their people), budget in yuan, remarks. A new plan is saved as a draft; its lines are
 * added on its detail page. `now` is the page's today (the default period).
 */
export function PlanFormModal({
  open,
  plan,
  now,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The plan to change; absent: a new plan. */
  plan?: PlanDetail;
  now: Date;
  onClose: () => void;
  onSaved: (plan: PlanDetail) => void;
}) {
  const [values, setValues] = useState<PlanFormValues>(() => (plan ? planFormOf(plan) : emptyPlanForm(now)));
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const departments = useDepartmentUsers(open);
  const deps = departments.data?.records ?? [];
  const set = (patch: Partial<PlanFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const send = async (): Promise<PlanDetail | null> => {
    const checked = plan ? updateRequestOf(plan.id, values) : saveRequestOf(values, []);
    if (!checked.ok) {
      setProblem(checked);
      return null;
    }
    setProblem(null);
    return 'id' in checked.value ? updatePlan(checked.value) : savePlan(checked.value);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const saved = await send();
      if (saved) onSaved(saved);
    } catch {
      // request() toasted the server's message
    } finally {
      setBusy(false);
    }
  };

  const status = (field: string) => (problem?.field?.startsWith(field) ? 'error' : undefined);

  return (
    <Modal
      open={open}
      title={plan ? '修改采购计划' : '新建采购计划'}
      okText={plan ? '保存' : '保存为草稿'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" requiredMark="optional" className="plan-form">
        <Form.Item label="计划名称" required validateStatus={status('name')}>
          <Input
            value={values.name}
            maxLength={MAX_PLAN_NAME}
            placeholder="如：2026年12月 行政办公用品"
            onChange={(e) => set({ name: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="计划周期" required validateStatus={status('period')}>
          <Radio.Group
            value={values.periodType}
            onChange={(e) => {
              const periodType = e.target.value as PlanPeriodType;
              set({ periodType, period: currentPeriod(periodType, now) });
            }}
            options={PLAN_PERIOD_TYPES.map((t) => ({ value: t, label: PLAN_PERIOD_TYPE_LABELS[t] }))}
            optionType="button"
          />
          <Select
            aria-label="计划周期"
            style={{ width: 200, marginLeft: 12 }}
            value={values.period}
            onChange={(period) => set({ period })}
            options={periodOptions(
              values.periodType,
              now,
              plan?.periodType === values.periodType ? plan.period : undefined,
            )}
          />
        </Form.Item>
        <div className="plan-form__row" style={{ display: 'flex', gap: 12 }}>
          <Form.Item label="部门" style={{ flex: 1 }}>
            <Select
              aria-label="部门"
              allowClear
              placeholder={departments.isError ? '部门读取失败' : '不指定部门'}
              loading={departments.isPending}
              value={values.departmentId || undefined}
              onChange={(v?: string) => set({ departmentId: v ?? '' })}
              options={deps.map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
          <Form.Item label="负责人" style={{ flex: 1 }}>
            <Select
              aria-label="负责人"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="默认为我"
              value={values.ownerId || undefined}
              onChange={(v?: string) => set({ ownerId: v ?? '' })}
              options={ownerOptions(deps, values.departmentId)}
            />
          </Form.Item>
        </div>
        <Form.Item label="预算（元）" required validateStatus={status('budget')}>
          <Input
            inputMode="decimal"
            prefix="¥"
            value={values.budgetYuan}
            placeholder="如：50000"
            onChange={(e) => set({ budgetYuan: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="备注" validateStatus={status('remarks')}>
          <Input.TextArea
            value={values.remarks}
            maxLength={MAX_PLAN_REMARKS}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(e) => set({ remarks: e.target.value })}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon message={problem.message} /> : null}
    </Modal>
  );
}
