import { useIsApprover } from '@/features/auth/model/account-kind';
import { ApprovalQueueScreen } from '@/features/approval/mobile/approval-queue-screen';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { EmptyState } from '@/ui/mobile/empty-state';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { mShopHref } from '../paths';

/** /m-shop/approval: the purchasing manager's approval queue on a phone. */
export default function MShopApprovalPage() {
  const approver = useIsApprover();
  return (
    <MobileQueryRoot>
      <BackNavBar title="审批" fallback={mShopHref('personalCenter')} />
      {approver ? <ApprovalQueueScreen /> : <EmptyState title="只有采购经理可以审批订单" />}
    </MobileQueryRoot>
  );
}
