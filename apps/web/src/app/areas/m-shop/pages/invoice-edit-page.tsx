import { useNavigate, useSearchParams } from 'react-router';
import { InvoiceEditor } from '@/features/member/mobile/member-editors';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_INVOICE_PATH } from '../buyer-links';

/** /m-shop/invoice/edit?id=: 编辑发票抬头 (a new one without id); back to the list once saved. */
export default function MShopInvoiceEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  return (
    <MobileQueryRoot>
      <BackNavBar title={id ? '编辑发票抬头' : '新增发票抬头'} fallback={M_SHOP_INVOICE_PATH} />
      <InvoiceEditor id={id} onDone={() => navigate(M_SHOP_INVOICE_PATH, { replace: true })} />
    </MobileQueryRoot>
  );
}
