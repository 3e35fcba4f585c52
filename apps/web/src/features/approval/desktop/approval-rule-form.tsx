import { useEffect } from 'react';
import { Button, Form, InputNumber, Switch, TreeSelect } from 'antd';
import { APPROVAL_LIMITS, type ApprovalRule } from '@pm/contract/approval';
import type { CatalogNode } from '@pm/contract/goods';
import { useSaveApprovalRule } from '../api/approval-rule-save';
import { thresholdFen } from '../model/approval-view';

interface Values {
  amountYuan: number | null;
  catalogIds: string[];
  outsidePlan: boolean;
  holdHours: number;
}

type TreeNode = { value: string; title: string; children: TreeNode[] };
const treeOf = (nodes: readonly CatalogNode[]): TreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeOf(n.children) }));

/** The organization's approval rules, kept by a purchasing manager (others read them). */
export function ApprovalRuleForm({
  rule,
  catalogs,
  editable,
}: {
  rule: ApprovalRule;
  catalogs: readonly CatalogNode[];
  editable: boolean;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveApprovalRule();
  useEffect(() => {
    form.setFieldsValue({
      amountYuan: rule.amountThreshold === null ? null : rule.amountThreshold / 100,
      catalogIds: rule.catalogs.map((c) => c.id),
      outsidePlan: rule.outsidePlan,
      holdHours: rule.holdHours,
    });
  }, [form, rule]);
  const onFinish = (v: Values) =>
    save
      .mutateAsync({
        amountThreshold: thresholdFen(v.amountYuan),
        catalogIds: v.catalogIds,
        outsidePlan: v.outsidePlan,
        holdHours: v.holdHours,
      })
      .catch(() => undefined);
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} disabled={!editable} style={{ maxWidth: 560 }}>
      <Form.Item
        name="amountYuan"
        label="审批金额（元）"
        extra="单次提交（含运费）超过该金额须采购经理审批；不填则不按金额审批"
      >
        <InputNumber
          min={0}
          precision={2}
          style={{ width: 240 }}
          placeholder="例如 2000"
          aria-label="审批金额"
        />
      </Form.Item>
      <Form.Item name="catalogIds" label="须审批的品类" extra="含这些品类商品的订单一律须审批">
        <TreeSelect
          treeData={treeOf(catalogs)}
          multiple
          treeCheckable={false}
          showSearch
          treeNodeFilterProp="title"
          allowClear
          placeholder="选择品类"
          maxCount={APPROVAL_LIMITS.catalogsMax}
        />
      </Form.Item>
      <Form.Item name="outsidePlan" label="计划外订单须审批" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="holdHours"
        label="库存与额度保留时长（小时）"
        extra="待审批订单在此时长内保留库存与信用额度，逾期未审批自动取消"
        rules={[{ required: true, message: '请填写保留时长' }]}
      >
        <InputNumber min={APPROVAL_LIMITS.holdHoursMin} max={APPROVAL_LIMITS.holdHoursMax} precision={0} />
      </Form.Item>
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存规则
        </Button>
      )}
    </Form>
  );
}
