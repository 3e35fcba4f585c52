import { useNavigate, useSearchParams } from 'react-router';
import { AddressEditor } from '@/features/member/mobile/member-editors';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_ADDRESS_PATH } from '../buyer-links';

/** /m-shop/address/edit?id=: 编辑地址 (a new one without id); back to the list once saved. */
export default function MShopAddressEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  return (
    <MobileQueryRoot>
      <BackNavBar title={id ? '编辑地址' : '新增地址'} fallback={M_SHOP_ADDRESS_PATH} />
      <AddressEditor id={id} onDone={() => navigate(M_SHOP_ADDRESS_PATH, { replace: true })} />
    </MobileQueryRoot>
  );
}
