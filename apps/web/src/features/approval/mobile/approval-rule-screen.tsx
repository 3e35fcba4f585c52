import { useEffect, useMemo, useState } from 'react';
import { Button, CheckList, Input, List, Popup, SearchBar, Stepper, Switch, Tag } from 'antd-mobile';
import { APPROVAL_LIMITS, type ApprovalRule } from '@pm/contract/approval';
import type { CatalogNode } from '@pm/contract/goods';
import { useSaveApprovalRule } from '../api/approval-rule-save';
import { flatCatalogs, ruleRequestOf, yuanText, type RuleDraft } from '../model/approval-rule-input';
import '@/ui/mobile/mobile-parts.css';

const draftOf = (r: ApprovalRule): RuleDraft => ({
  amountYuan: yuanText(r.amountThreshold),
  catalogIds: r.catalogs.map((c) => c.id),
  outsidePlan: r.outsidePlan,
  holdHours: r.holdHours,
});

/**
 * 审批规则 on a phone, kept by a purchasing manager as on the desktop: the amount above which a submission
 * needs approval, catalogs that always do, orders outside any plan, and how long stock and credit are held.
 */
export function ApprovalRuleScreen({
  rule,
  catalogs,
}: {
  rule: ApprovalRule;
  catalogs: readonly CatalogNode[];
}) {
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(rule));
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [filter, setFilter] = useState('');
  const save = useSaveApprovalRule();
  useEffect(() => setDraft(draftOf(rule)), [rule]);
  const flat = useMemo(() => flatCatalogs(catalogs), [catalogs]);
  const names = new Map([
    ...flat.map((c) => [c.id, c.name] as const),
    ...rule.catalogs.map((c) => [c.id, c.name] as const),
  ]);
  const shown = filter.trim()
    ? flat.filter((c) => c.name.includes(filter.trim()) || c.path.includes(filter.trim()))
    : flat;

  const onSave = () => {
    const r = ruleRequestOf(draft);
    if (!r.ok) {
      setProblem(r.problem);
      return;
    }
    setProblem(null);
    save.mutate(r.request);
  };

  return (
    <div className="pm-approval-rule" data-testid="approval-rule-screen">
      <List header="审批人">
        <List.Item>{rule.approvers.map((a) => a.name).join('、') || '本单位暂无采购经理'}</List.Item>
      </List>
      <List header="审批规则">
        <List.Item description="单次提交（含运费）超过该金额须审批；不填则不按金额审批">
          <label htmlFor="pm-approval-amount">审批金额（元）</label>
          <Input
            id="pm-approval-amount"
            type="text"
            inputMode="decimal"
            placeholder="例如 2000"
            value={draft.amountYuan}
            clearable
            onChange={(amountYuan) => setDraft({ ...draft, amountYuan })}
          />
        </List.Item>
        <List.Item
          description="含这些品类商品的订单一律须审批"
          extra={`${draft.catalogIds.length} 个`}
          onClick={() => setPicking(true)}
          arrowIcon
        >
          须审批的品类
        </List.Item>
        {draft.catalogIds.length > 0 && (
          <List.Item>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {draft.catalogIds.map((id) => (
                <Tag key={id} color="primary" fill="outline">
                  {names.get(id) ?? id}
                </Tag>
              ))}
            </div>
          </List.Item>
        )}
        <List.Item
          extra={
            <Switch
              aria-label="计划外订单须审批"
              checked={draft.outsidePlan}
              onChange={(outsidePlan) => setDraft({ ...draft, outsidePlan })}
            />
          }
          description="含不属于任何采购计划的商品时须审批"
        >
          计划外订单须审批
        </List.Item>
        <List.Item
          description="待审批订单在此时长内保留库存与信用额度，逾期未审批自动取消"
          extra={
            <Stepper
              aria-label="保留时长（小时）"
              min={APPROVAL_LIMITS.holdHoursMin}
              max={APPROVAL_LIMITS.holdHoursMax}
              digits={0}
              value={draft.holdHours}
              onChange={(holdHours) => setDraft({ ...draft, holdHours })}
            />
          }
        >
          保留时长（小时）
        </List.Item>
      </List>
      {problem && (
        <p className="pm-field-error" role="alert" style={{ padding: '0 16px' }}>
          {problem}
        </p>
      )}
      <div style={{ padding: 16 }}>
        <Button block color="primary" loading={save.isPending} onClick={onSave}>
          保存规则
        </Button>
      </div>

      <Popup
        visible={picking}
        onMaskClick={() => setPicking(false)}
        bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }}
      >
        <div style={{ padding: 12 }}>
          <SearchBar placeholder="搜索品类" value={filter} onChange={setFilter} />
        </div>
        <div style={{ flex: 1, overflowY: 'auto' }}>
          <CheckList
            multiple
            value={draft.catalogIds}
            onChange={(v) => setDraft({ ...draft, catalogIds: v.map(String) })}
          >
            {shown.map((c) => (
              <CheckList.Item key={c.id} value={c.id} description={c.path || undefined}>
                <span style={{ paddingLeft: (c.level - 1) * 12 }}>{c.name}</span>
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
        <div style={{ padding: 12 }}>
          <Button block color="primary" onClick={() => setPicking(false)}>
            完成（已选 {draft.catalogIds.length} 个）
          </Button>
        </div>
      </Popup>
    </div>
  );
}
