import { Space, Tag, type TableColumnsType } from 'antd';
import type { Address } from '@pm/contract/member';
import { MAX_ADDRESSES, regionText } from '@pm/contract/member-rules';
import { useIsApprover } from '@/features/auth/model/account-kind';
import { storedSessionUser } from '@/features/auth/model/session';
import { getAddressPageQuery, useAddressPage } from '@/features/member/api/address-page';
import { useRemoveAddress } from '@/features/member/api/address-remove';
import { useSetDefaultAddress } from '@/features/member/api/address-set-default';
import { getOrgAddressListQuery, useOrgAddressList } from '@/features/member/api/org-address-list';
import { useRemoveOrgAddress } from '@/features/member/api/org-address-remove';
import { AddressForm } from '@/features/member/desktop/address-form';
import { MEMBER_PAGE_SIZE, MemberScopePage } from '@/features/member/desktop/member-list-panel';
import { scopeMark } from '@/features/member/model/member-view';
import { queryClient } from '@/lib/query-client';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

/** Starts loading the first page of addresses with the page's code (buyers only). */
export function loader() {
  if (storedSessionUser()?.isVendor) return null;
  void queryClient.prefetchQuery(getAddressPageQuery({ page: 1, limit: MEMBER_PAGE_SIZE }));
  void queryClient.prefetchQuery(getOrgAddressListQuery());
  return null;
}

const COLUMNS: TableColumnsType<Address> = [
  {
    title: '收货人',
    dataIndex: 'consignee',
    width: 120,
    render: (name: string, a) => (
      <Space size={4} wrap>
        <span>{name}</span>
        {a.isDefault && <Tag color="red">默认</Tag>}
        {scopeMark(a) && <Tag color="blue">{scopeMark(a)}</Tag>}
      </Space>
    ),
  },
  { title: '所在地区', key: 'region', width: 180, render: (_, a) => regionText(a) },
  { title: '详细地址', dataIndex: 'detail' },
  { title: '手机号', dataIndex: 'mobile', width: 120 },
  {
    title: '标签',
    dataIndex: 'tag',
    width: 80,
    render: (tag: string) => (tag ? <Tag>{tag}</Tag> : <span className="pm-member-count">—</span>),
  },
];

/**
 * /shop/person/address: 收货地址 — the buyer's own delivery addresses (个人地址, one of them the default) and
 * the organization's (企业地址: a purchasing manager keeps them, every other buyer reads them).
 */
export default function AddressPage() {
  const { user } = useDesktopSession();
  const approver = useIsApprover();
  return (
    <MemberScopePage<Address>
      title="收货地址"
      short="地址"
      ownLabel="个人地址"
      orgLabel="企业地址"
      orgNoun="企业收货地址"
      max={MAX_ADDRESSES}
      columns={COLUMNS}
      usePage={useAddressPage}
      useRemove={useRemoveAddress}
      useSetDefault={useSetDefaultAddress}
      useOrgList={useOrgAddressList}
      useRemoveOrg={useRemoveOrgAddress}
      vendor={user?.isVendor === true}
      editable={approver}
      renderForm={({ open, item, organization, onClose }) => (
        <AddressForm open={open} address={item} organization={organization} onClose={onClose} />
      )}
    />
  );
}
