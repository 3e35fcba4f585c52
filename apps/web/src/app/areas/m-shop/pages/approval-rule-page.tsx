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

/** The rule and the catalogs, read under the page's query root (the hooks need its client). */
function RuleBody() {
  const rule = useApprovalRule(true);
  const catalogs = useCatalogTree();
  if (rule.isError) return <QueryError error={rule.error} onRetry={() => void rule.refetch()} />;
  if (!rule.data)
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  return <ApprovalRuleScreen rule={rule.data} catalogs={catalogs.data ?? []} />;
}

/** /m-shop/approval/rule: 审批规则 of the organization, kept by a purchasing manager on a phone. */
export default function MShopApprovalRulePage() {
  const approver = useIsApprover();
  return (
    <MobileQueryRoot>
      <BackNavBar title="审批规则" fallback={mShopHref('personalCenter')} />
      {approver ? <RuleBody /> : <EmptyState title="只有采购经理可以设置审批规则" />}
    </MobileQueryRoot>
  );
}
