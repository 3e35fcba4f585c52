import { useNavigate, useSearchParams } from 'react-router';
import { AddressEditor } from '@/features/member/mobile/member-editors';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { APP_MARKET_ADDRESS_PATH } from '../buyer-links';

/** /app-market/update-address?id=: 编辑地址 (a new one without id); back to 地址管理 once saved. */
export default function UpdateAddressPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <AddressEditor
        id={params.get('id') ?? ''}
        onDone={() => navigate(APP_MARKET_ADDRESS_PATH, { replace: true })}
      />
    </MobileQueryRoot>
  );
}
