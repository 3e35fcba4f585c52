import { useState } from 'react';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import type { Address } from '@pm/contract/member';
import { MAX_ADDRESSES, regionText } from '@pm/contract/member-rules';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import '@/ui/mobile/react19-render';
import { useAddressList } from '../api/address-list';
import { useOrgAddressList } from '../api/org-address-list';
import { scopeMark, withOrganization } from '../model/member-view';
import { useRemoveAddress } from '../api/address-remove';
import { useSetDefaultAddress } from '../api/address-set-default';
import { useRemoveOrgAddress } from '../api/org-address-remove';
import { Sheet } from '@/ui/mobile/sheet';
import { AddressForm } from './address-form';
import { MemberGroupHead } from './member-group';
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
  const setDefault = useSetDefaultAddress();
  const remove = useRemoveAddress();
  const removeOrg = useRemoveOrgAddress();
  /** The 企业 address in the form: null for a new one, undefined: the form is closed. */
  const [orgEditing, setOrgEditing] = useState<Address | null | undefined>(undefined);
  const busy = setDefault.isPending || remove.isPending || removeOrg.isPending;

  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const own = q.data;
  // the organization's, without a row the user's list also has
  const shared = withOrganization(own, org.data).slice(own.length);
  const full = own.length >= MAX_ADDRESSES;
  // a purchasing manager keeps them (not while choosing at checkout)
  const manage = keepsOrganization && !onPick;
  const orgFull = shared.length >= MAX_ADDRESSES;

  const onRemove = async (a: Address) => {
    const ok = await Dialog.confirm({
      content:
        a.scope === 'ORGANIZATION'
          ? `确定删除企业收货地址“${a.consignee} ${a.detail}”吗？删除后本企业的采购员下单时将不能再选用它。`
          : `确定删除 ${a.consignee} 的收货地址吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    if (a.scope === 'ORGANIZATION') removeOrg.mutate(a.id);
    else remove.mutate(a.id);
  };

  const item = (a: Address) => (
    <li key={a.id} className="pm-section pm-addr-item">
      {onPick ? (
        <button
          type="button"
          className="pm-addr-item__pick"
          aria-pressed={a.id === pickedId}
          onClick={() => onPick(a)}
        >
          <span className={a.id === pickedId ? 'pm-check pm-check--on' : 'pm-check'} aria-hidden />
          <AddressCard address={a} />
        </button>
      ) : (
        <AddressCard address={a} />
      )}
      {a.scope === 'ORGANIZATION' ? (
        manage ? (
          <div className="pm-addr-item__ops">
            <span className="pm-addr-item__spacer" />
            <button type="button" className="pm-link" onClick={() => setOrgEditing(a)}>
              编辑<span className="pm-sr-only"> 企业地址 {a.detail}</span>
            </button>
            <button
              type="button"
              className="pm-link pm-link--danger"
              disabled={busy}
              onClick={() => void onRemove(a)}
            >
              删除<span className="pm-sr-only"> 企业地址 {a.detail}</span>
            </button>
          </div>
        ) : (
          <div className="pm-addr-item__ops pm-muted">企业地址，由采购经理维护</div>
        )
      ) : (
        <div className="pm-addr-item__ops">
          {!onPick &&
            (a.isDefault ? (
              <span className="pm-addr-item__default">默认地址</span>
            ) : (
              <button
                type="button"
                className="pm-link"
                disabled={busy}
                onClick={() => setDefault.mutate(a.id)}
              >
                设为默认
              </button>
            ))}
          <span className="pm-addr-item__spacer" />
          <button type="button" className="pm-link" onClick={() => onEdit(a)}>
            编辑<span className="pm-sr-only"> {a.consignee} 的地址</span>
          </button>
          {!onPick && (
            <button
              type="button"
              className="pm-link pm-link--danger"
              disabled={busy}
              onClick={() => void onRemove(a)}
            >
              删除<span className="pm-sr-only"> {a.consignee} 的地址</span>
            </button>
          )}
        </div>
      )}
    </li>
  );

  return (
    <div className="pm-addr-list">
      {own.length === 0 && shared.length === 0 && !manage ? (
        <EmptyState title="暂无收货地址" description="添加收货地址后，下单时可直接选择" />
      ) : (
        <>
          <MemberGroupHead title="个人地址" count={own.length} />
          {own.length === 0 ? (
            <p className="pm-member-group__empty">还没有个人地址</p>
          ) : (
            <ul className="pm-addr-list__items" aria-label="个人地址">
              {own.map(item)}
            </ul>
          )}
          {(shared.length > 0 || manage) && (
            <>
              <MemberGroupHead
                title="企业地址"
                count={shared.length}
                action={
                  manage ? (
                    <button
                      type="button"
                      className="pm-link"
                      disabled={orgFull}
                      onClick={() => setOrgEditing(null)}
                    >
                      {orgFull ? `最多 ${MAX_ADDRESSES} 个` : '新增企业地址'}
                    </button>
                  ) : undefined
                }
              />
              {shared.length === 0 ? (
                <p className="pm-member-group__empty">还没有企业地址，新增后本企业的采购员下单时都可选用</p>
              ) : (
                <ul className="pm-addr-list__items" aria-label="企业地址">
                  {shared.map(item)}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" className="pm-go" shape="rounded" disabled={full} onClick={onAdd}>
          {full ? `最多保存 ${MAX_ADDRESSES} 个地址` : '新增收货地址'}
        </Button>
      </div>
      {manage && (
        <Sheet
          visible={orgEditing !== undefined}
          tall
          title={orgEditing ? '编辑企业收货地址' : '新增企业收货地址'}
          onClose={() => setOrgEditing(undefined)}
        >
          {orgEditing !== undefined && (
            <AddressForm address={orgEditing} organization onSaved={() => setOrgEditing(undefined)} />
          )}
        </Sheet>
      )}
    </div>
  );
}
