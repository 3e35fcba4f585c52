import { DotLoading } from 'antd-mobile';
import { useIsApprover } from '@/features/auth/model/account-kind';
import { useApprovalRule } from '@/features/approval/api/approval-rule';
import { ApprovalRuleScreen } from '@/features/approval/mobile/approval-rule-screen';
import { useCatalogTree } from '@/features/goods/api/catalog-tree';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { QueryError } from '@/ui/mobile/query-error';
import { mShopHref } from '../paths';

/** /m-shop/approval/rule: 审批规则 of the organization, kept by a purchasing manager on a phone. */
export default function MShopApprovalRulePage() {
  const approver = useIsApprover();
  const rule = useApprovalRule(approver);
  const catalogs = useCatalogTree();
  let body;
  if (!approver) body = <EmptyState title="只有采购经理可以设置审批规则" />;
  else if (rule.isError) body = <QueryError error={rule.error} onRetry={() => void rule.refetch()} />;
  else if (!rule.data)
    body = (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  else body = <ApprovalRuleScreen rule={rule.data} catalogs={catalogs.data ?? []} />;
  return (
    <MobileQueryRoot>
      <BackNavBar title="审批规则" fallback={mShopHref('personalCenter')} />
      {body}
    </MobileQueryRoot>
  );
}
