import { useIsApprover } from '@/features/auth/model/account-kind';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { getAddressListQuery } from '@/features/member/api/address-list';
import { AddressList } from '@/features/member/mobile/address-list';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { addressEditHref } from '../buyer-links';

export function loader(_: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getAddressListQuery());
  return null;
}

/** /app-market/manage-address: 地址管理 (list, default, edit, delete, add). */
export default function ManageAddressPage() {
  const navigate = useNavigate();
  const approver = useIsApprover();
  return (
    <MobileQueryRoot>
      <AddressList
        keepsOrganization={approver}
        onEdit={(a) => navigate(addressEditHref(a.id))}
        onAdd={() => navigate(addressEditHref())}
      />
    </MobileQueryRoot>
  );
}
