import { useNavigate, useSearchParams } from 'react-router';
import { InvoiceEditor } from '@/features/member/mobile/member-editors';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { APP_MARKET_INVOICE_PATH } from '../buyer-links';

/** /app-market/update-invoice?id=: 编辑发票抬头 (a new one without id); back to the list once saved. */
export default function UpdateInvoicePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <InvoiceEditor
        id={params.get('id') ?? ''}
        onDone={() => navigate(APP_MARKET_INVOICE_PATH, { replace: true })}
      />
    </MobileQueryRoot>
  );
}
