import { useNavigate } from 'react-router';
import { InvoiceList } from '@/features/member/mobile/invoice-list';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { invoiceEditHref } from '../buyer-links';
import { mShopHref } from '../paths';

/** /m-shop/invoice: 发票抬头 (list, default, edit, delete, add). */
export default function MShopInvoicePage() {
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <BackNavBar title="发票抬头" fallback={mShopHref('personalCenter')} />
      <InvoiceList
        onEdit={(t) => navigate(invoiceEditHref(t.id))}
        onAdd={() => navigate(invoiceEditHref())}
      />
    </MobileQueryRoot>
  );
}
