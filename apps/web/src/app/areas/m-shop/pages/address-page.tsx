import { useIsApprover } from '@/features/auth/model/account-kind';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { getAddressListQuery } from '@/features/member/api/address-list';
import { AddressList } from '@/features/member/mobile/address-list';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { addressEditHref } from '../buyer-links';
import { mShopHref } from '../paths';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getAddressListQuery());
  return null;
}

/**
 * /m-shop/address: 收货地址 — 个人地址 (list, default, edit, delete, add) and 企业地址 (kept here by a
 * purchasing manager, read by every other buyer).
 */
export default function MShopAddressPage() {
  const navigate = useNavigate();
  const approver = useIsApprover();
  return (
    <MobileQueryRoot>
      <BackNavBar title="收货地址" fallback={mShopHref('personalCenter')} />
      <AddressList
        keepsOrganization={approver}
        onEdit={(a) => navigate(addressEditHref(a.id))}
        onAdd={() => navigate(addressEditHref())}
      />
    </MobileQueryRoot>
  );
}
