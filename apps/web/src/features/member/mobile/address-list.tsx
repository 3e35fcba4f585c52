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
        {scopeMark(a) && <span className="pm-badge">{scopeMark(a)}</span>}
        {a.tag && <span className="pm-badge">{a.tag}</span>}
      </div>
      <div className="pm-addr__text">
        {regionText(a)} {a.detail}
      </div>
    </div>
  );
}

/**
 * 收货地址 on a phone: the user's addresses (default first), each with 设为默认, 编辑 and 删除 (confirmed),
 * and 新增收货地址. With `onPick` (checkout) a tap chooses the address instead, and `pickedId` is marked.
 */
export function AddressList({
  onEdit,
  onAdd,
  onPick,
  pickedId,
}: {
  onEdit: (address: Address) => void;
  onAdd: () => void;
  onPick?: (address: Address) => void;
  pickedId?: string;
}) {
  const q = useAddressList();
  const org = useOrgAddressList();
  const setDefault = useSetDefaultAddress();
  const remove = useRemoveAddress();
  const busy = setDefault.isPending || remove.isPending;

  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  // the user's own, then the organization's (企业: kept by its purchasing managers, not changed here)
  const list = withOrganization(q.data, org.data);
  const full = q.data.length >= MAX_ADDRESSES;

  const onRemove = async (a: Address) => {
    const ok = await Dialog.confirm({
      content: `确定删除 ${a.consignee} 的收货地址吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) remove.mutate(a.id);
  };

  return (
    <div className="pm-addr-list">
      {list.length === 0 ? (
        <EmptyState title="暂无收货地址" description="添加收货地址后，下单时可直接选择" />
      ) : (
        <ul className="pm-addr-list__items" aria-label="收货地址">
          {list.map((a) => (
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
                <div className="pm-addr-item__ops pm-muted">企业地址，由采购经理维护</div>
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
          ))}
        </ul>
      )}
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" className="pm-go" shape="rounded" disabled={full} onClick={onAdd}>
          {full ? `最多保存 ${MAX_ADDRESSES} 个地址` : '新增收货地址'}
        </Button>
      </div>
    </div>
  );
}
