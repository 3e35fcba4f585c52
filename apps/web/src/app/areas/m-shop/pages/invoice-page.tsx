import { useIsApprover } from '@/features/auth/model/account-kind';
import { useNavigate } from 'react-router';
import { InvoiceList } from '@/features/member/mobile/invoice-list';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { invoiceEditHref } from '../buyer-links';
import { mShopHref } from '../paths';

/**
 * /m-shop/invoice: 发票抬头 — 个人发票抬头 (list, default, edit, delete, add) and 企业发票抬头 (kept here
 * by a purchasing manager, read by every other buyer).
 */
export default function MShopInvoicePage() {
  const navigate = useNavigate();
  const approver = useIsApprover();
  return (
    <MobileQueryRoot>
      <BackNavBar title="发票抬头" fallback={mShopHref('personalCenter')} />
      <InvoiceList
        keepsOrganization={approver}
        onEdit={(t) => navigate(invoiceEditHref(t.id))}
        onAdd={() => navigate(invoiceEditHref())}
      />
    </MobileQueryRoot>
  );
}
