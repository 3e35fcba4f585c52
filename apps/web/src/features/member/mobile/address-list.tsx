import type { Address } from '@pm/contract/member';
import { MAX_ADDRESSES, regionText } from '@pm/contract/member-rules';
import '@/ui/mobile/react19-render';
import { useAddressList } from '../api/address-list';
import { useOrgAddressList } from '../api/org-address-list';
import { scopeMark } from '../model/member-view';
import { useRemoveAddress } from '../api/address-remove';
import { useSetDefaultAddress } from '../api/address-set-default';
import { useRemoveOrgAddress } from '../api/org-address-remove';
import { AddressForm } from './address-form';
import { MemberGroups } from './member-groups';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

/** One address as a card: consignee, phone, tag, 默认, region and detail. */
export function AddressCard({ address: a }: { address: Address }) {
  return (
    <div className="pm-addr">
      <div className="pm-addr__head">
        <strong className="pm-addr__name">{a.consignee}</strong>
        <span className="pm-addr__mobile">{a.mobile}</span>
        {a.isDefault && <span className="pm-badge pm-badge--red">默认</span>}
        {scopeMark(a) && <span className="pm-badge pm-badge--org">{scopeMark(a)}</span>}
        {a.tag && <span className="pm-badge">{a.tag}</span>}
      </div>
      <div className="pm-addr__text">
        {regionText(a)} {a.detail}
      </div>
    </div>
  );
}

/**
 * 收货地址 on a phone, in two groups: the user's own (个人地址, default first), each with 设为默认, 编辑 and
 * 删除 (confirmed), and 新增收货地址; then the organization's (企业地址, marked 企业): a purchasing manager
 * adds, edits and deletes them here (in sheets, so the page keeps its place), every other buyer reads them.
 * With `onPick` (checkout) a tap chooses the address instead, and `pickedId` is marked.
 */
export function AddressList({
  onEdit,
  onAdd,
  onPick,
  pickedId,
  keepsOrganization = false,
}: {
  onEdit: (address: Address) => void;
  onAdd: () => void;
  onPick?: (address: Address) => void;
  pickedId?: string;
  /** The signed-in buyer keeps the 企业 addresses (a purchasing manager, APPROVER): 新增, 编辑, 删除. */
  keepsOrganization?: boolean;
}) {
  const q = useAddressList();
  const org = useOrgAddressList();
  return (
    <MemberGroups<Address>
      query={q}
      own={q.data ?? []}
      ownTotal={q.data?.length ?? 0}
      organization={org.data}
      max={MAX_ADDRESSES}
      words={{
        noun: '收货地址',
        own: '个人地址',
        org: '企业地址',
        orgAdd: '新增企业地址',
        short: '地址',
        unit: '地址',
      }}
      card={(a) => <AddressCard address={a} />}
      ownName={(a) => `${a.consignee} 的地址`}
      orgName={(a) => a.detail}
      removeQuestion={(a) =>
        a.scope === 'ORGANIZATION'
          ? `确定删除企业收货地址“${a.consignee} ${a.detail}”吗？删除后本企业的采购员下单时将不能再选用它。`
          : `确定删除 ${a.consignee} 的收货地址吗？`
      }
      useSetDefault={useSetDefaultAddress}
      useRemove={useRemoveAddress}
      useRemoveOrg={useRemoveOrgAddress}
      onEdit={onEdit}
      onAdd={onAdd}
      onPick={onPick}
      pickedId={pickedId}
      keepsOrganization={keepsOrganization}
      orgForm={(a, onSaved) => <AddressForm address={a} organization onSaved={onSaved} />}
    />
  );
}
