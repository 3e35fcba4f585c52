import '@/lib/zod-setup';
import { useState } from 'react';
import { Button, Form, Input, Picker, Selector, TextArea } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import { yuanToFen } from '@pm/contract/money';
import {
  PLAN_PERIOD_TYPE_LABELS,
  PLAN_PERIOD_TYPES,
  type PlanDetail,
  type PlanPeriodType,
} from '@pm/contract/purchasing-plan';
import { MAX_PLAN_NAME, MAX_PLAN_REMARKS } from '@pm/contract/purchasing-plan-schema';
import { useDepartmentUsers } from '../api/department-users';
import { savePlan } from '../api/plan-save';
import {
  draftTotalText,
  emptyPlanForm,
  ownerOptions,
  saveRequestOf,
  type LineDraft,
  type PlanFormValues,
} from '../model/plan-form';
import { currentPeriod, periodOptions } from '../model/plan-view';
import { PlanLineSheet, type MobileSearchGoods } from './plan-line-sheet';
import '@/ui/mobile/mobile-parts.css';
import './plan-mobile.css';

/** A row that opens a one-column picker. */
function PickerRow({
  label,
  value,
  options,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const shown = options.find((o) => o.value === value)?.label;
  return (
    <Form.Item label={label} onClick={() => setOpen(true)} arrowIcon>
      <span className={shown ? undefined : 'pm-muted'}>{shown ?? placeholder}</span>
      <Picker
        columns={[options]}
        visible={open}
        value={[value]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange(String(v[0] ?? ''))}
        confirmText="确定"
        cancelText="取消"
      />
    </Form.Item>
  );
}

/**
 * 新建采购计划 on a phone: name, period, department and owner (the organization's departments with their
 * people), budget in yuan, remarks, and lines (goods found in the mall, or free text). Saved as a draft.
 */
export function PlanFormScreen({
  now,
  searchGoods,
  onSaved,
}: {
  now: Date;
  searchGoods: MobileSearchGoods;
  onSaved: (plan: PlanDetail) => void;
}) {
  const [values, setValues] = useState<PlanFormValues>(() => emptyPlanForm(now));
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deps = useDepartmentUsers().data?.records ?? [];
  const set = (patch: Partial<PlanFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    const checked = saveRequestOf(values, lines);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setBusy(true);
    try {
      onSaved(await savePlan(checked.value));
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mp-form">
      <Form layout="horizontal" mode="card">
        <Form.Header>计划信息</Form.Header>
        <Form.Item label="计划名称" required>
          <Input
            value={values.name}
            maxLength={MAX_PLAN_NAME}
            placeholder="如：12月行政办公用品"
            onChange={(name) => set({ name })}
            aria-label="计划名称"
          />
        </Form.Item>
        <Form.Item label="周期类型" required>
          <Selector
            columns={3}
            value={[values.periodType]}
            onChange={(v) => {
              const periodType = (v[0] ?? values.periodType) as PlanPeriodType;
              set({ periodType, period: currentPeriod(periodType, now) });
            }}
            options={PLAN_PERIOD_TYPES.map((t) => ({ value: t, label: PLAN_PERIOD_TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <PickerRow
          label="计划周期"
          value={values.period}
          placeholder="请选择"
          options={periodOptions(values.periodType, now)}
          onChange={(period) => set({ period })}
        />
        <PickerRow
          label="部门"
          value={values.departmentId}
          placeholder="不指定部门"
          options={[{ value: '', label: '不指定部门' }, ...deps.map((d) => ({ value: d.id, label: d.name }))]}
          onChange={(departmentId) => set({ departmentId, ownerId: '' })}
        />
        <PickerRow
          label="负责人"
          value={values.ownerId}
          placeholder="默认为我"
          options={[{ value: '', label: '我' }, ...ownerOptions(deps, values.departmentId)]}
          onChange={(ownerId) => set({ ownerId })}
        />
        <Form.Item label="预算(元)" required>
          <Input
            inputMode="decimal"
            value={values.budgetYuan}
            placeholder="如：50000"
            onChange={(budgetYuan) => set({ budgetYuan })}
            aria-label="预算"
          />
        </Form.Item>
        <Form.Item label="备注">
          <TextArea
            value={values.remarks}
            maxLength={MAX_PLAN_REMARKS}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(remarks) => set({ remarks })}
          />
        </Form.Item>
      </Form>

      <section className="mp-section mp-form-lines" aria-labelledby="mp-form-lines">
        <h2 className="mp-section__title" id="mp-form-lines">
          计划明细（{lines.length}）
          <Button size="mini" color="danger" fill="outline" onClick={() => setAdding(true)}>
            添加明细
          </Button>
        </h2>
        {lines.length === 0 ? <p className="pm-muted">可先保存草稿，稍后在计划详情中添加明细</p> : null}
        {lines.map((l) => (
          <div key={l.key} className="mp-line">
            <div className="mp-line__body">
              <div className="mp-line__name">
                {l.name}
                {l.goodsId === null ? <span className="mp-tag">自由填写</span> : null}
              </div>
              <div className="pm-muted">
                {[
                  l.spec,
                  `${l.quantity ?? 0} ${l.unit}`,
                  l.priceYuan ? formatFen(yuanToFen(l.priceYuan) ?? 0) : '商品价',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </div>
            <button
              type="button"
              className="pm-link pm-link--danger"
              onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
            >
              删除
            </button>
          </div>
        ))}
        {lines.length > 0 ? <p className="pm-muted">{draftTotalText(lines, values.budgetYuan)}</p> : null}
      </section>

      {problem ? (
        <p className="mp-section" role="alert" style={{ color: '#c8282b' }}>
          {problem}
        </p>
      ) : null}
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" shape="rounded" loading={busy} onClick={() => void submit()}>
          保存为草稿
        </Button>
      </div>
      <PlanLineSheet
        visible={adding}
        searchGoods={searchGoods}
        onClose={() => setAdding(false)}
        onAdd={(line) => {
          setLines((all) => [...all, line]);
          setAdding(false);
        }}
      />
    </div>
  );
}
