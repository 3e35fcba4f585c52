import { Spin, Typography } from 'antd';
import { useIsApprover } from '@/features/auth/model/account-kind';
import { useApprovalRule } from '@/features/approval/api/approval-rule';
import { ApprovalRuleForm } from '@/features/approval/desktop/approval-rule-form';
import { useCatalogTree } from '@/features/goods/api/catalog-tree';
import { QueryError } from '@/ui/desktop/query-error';

/** /shop/person/approval/rule: 审批规则 of the organization (a purchasing manager edits, others read). */
export default function ApprovalRulePage() {
  const approver = useIsApprover();
  const rule = useApprovalRule();
  const catalogs = useCatalogTree();
  return (
    <div className="approval-rule-page">
      <Typography.Title level={4}>审批规则</Typography.Title>
      {rule.isError ? (
        <QueryError error={rule.error} onRetry={() => void rule.refetch()} />
      ) : !rule.data ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            审批人：{rule.data.approvers.map((a) => a.name).join('、') || '本单位暂无采购经理'}
            {rule.data.updatedBy ? `；${rule.data.updatedBy} 最后修改` : ''}
          </Typography.Paragraph>
          <ApprovalRuleForm rule={rule.data} catalogs={catalogs.data ?? []} editable={approver} />
        </>
      )}
    </div>
  );
}
