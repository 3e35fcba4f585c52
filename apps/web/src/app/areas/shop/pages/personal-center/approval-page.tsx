import { Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { useIsApprover } from '@/features/auth/model/account-kind';
import { ApprovalQueue } from '@/features/approval/desktop/approval-queue';

/** /shop/person/approval: 审批, the purchasing manager's queue (others are told who approves). */
export default function ApprovalPage() {
  const approver = useIsApprover();
  return (
    <div className="approval-page">
      <Typography.Title level={4}>
        审批 <Link to="/shop/person/approval/rule">审批规则</Link>
      </Typography.Title>
      {approver ? <ApprovalQueue /> : <Empty description="只有采购经理可以审批订单" />}
    </div>
  );
}
