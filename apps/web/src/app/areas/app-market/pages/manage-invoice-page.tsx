import { useIsApprover } from '@/features/auth/model/account-kind';
import { useNavigate } from 'react-router';
import { InvoiceList } from '@/features/member/mobile/invoice-list';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { invoiceEditHref } from '../buyer-links';

/** /app-market/manage-invoice: 发票抬头 (list, default, edit, delete, add). */
export default function ManageInvoicePage() {
  const navigate = useNavigate();
  const approver = useIsApprover();
  return (
    <MobileQueryRoot>
      <InvoiceList
        keepsOrganization={approver}
        onEdit={(t) => navigate(invoiceEditHref(t.id))}
        onAdd={() => navigate(invoiceEditHref())}
      />
    </MobileQueryRoot>
  );
}
