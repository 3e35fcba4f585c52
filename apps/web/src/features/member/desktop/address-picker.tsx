import { useEffect, useRef, useState } from 'react';
import { Button, Skeleton, Tag } from 'antd';
import type { Address } from '@pm/contract/member';
import { MAX_ADDRESSES, regionText } from '@pm/contract/member-rules';
import { QueryError } from '@/ui/desktop/query-error';
import { useAddressList } from '../api/address-list';
import { useOrgAddressList } from '../api/org-address-list';
import { preselectedOf, scopeMark, withOrganization } from '../model/member-view';
import { AddressForm } from './address-form';
import './member.css';

/** Cards shown before 显示全部地址. */
const FOLDED = 4;

/**
 * 收货地址 of a checkout: the user's addresses as selectable cards (the default first), 新增收货地址
 * (opens the form and selects the new one) and 编辑 on each card. Without a usable `value` the
 * default address (`preselectedOf`: else the organization's first) is chosen (`onChange` is called once), unless `autoSelect` is false.
 */
export function AddressPicker({
  value,
  onChange,
  autoSelect = true,
}: {
  /** The chosen address id. */
  value?: string;
  onChange: (address: Address) => void;
  autoSelect?: boolean;
}) {
  const q = useAddressList();
  const org = useOrgAddressList();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [adding, setAdding] = useState(false);
  // the user's own, then the organization's (企业, kept by its purchasing managers)
  const list = withOrganization(q.data, org.data);
  const chosen = list.find((a) => a.id === value);
  // the user's default, else (none of his own) the organization's first: the phone checkout's rule too
  const first = preselectedOf(q.data, org.data);

  const offered = useRef<string | null>(null);
  useEffect(() => {
    if (!autoSelect || chosen || !first || offered.current === `${value}:${first.id}`) return;
    offered.current = `${value}:${first.id}`;
    onChange(first);
  }, [autoSelect, chosen, first, value, onChange]);

  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;

  // the chosen card stays in sight when folded
  let shown = expanded ? list : list.slice(0, FOLDED);
  if (!expanded && chosen && !shown.includes(chosen)) shown = [...shown.slice(0, FOLDED - 1), chosen];
  const full = (q.data?.length ?? 0) >= MAX_ADDRESSES;

  return (
    <div className="pm-pick">
      {list.length === 0 ? (
        <p className="pm-pick__empty">还没有收货地址，请先新增一个收货地址。</p>
      ) : (
        <div className="pm-pick__grid" role="radiogroup" aria-label="收货地址">
          {shown.map((a) => {
            const on = a.id === value;
            return (
              <div
                key={a.id}
                role="radio"
                aria-checked={on}
                tabIndex={0}
                className={on ? 'pm-pick__card pm-pick__card--on' : 'pm-pick__card'}
                onClick={() => onChange(a)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onChange(a);
                  }
                }}
              >
                <div className="pm-pick__head">
                  <strong className="pm-pick__name">{a.consignee}</strong>
                  <span className="pm-pick__mobile">{a.mobile}</span>
                  {a.isDefault && <Tag color="red">默认</Tag>}
                  {scopeMark(a) && <Tag color="blue">{scopeMark(a)}</Tag>}
                  {a.tag && <Tag>{a.tag}</Tag>}
                </div>
                <div className="pm-pick__region">{regionText(a)}</div>
                <div className="pm-pick__detail">{a.detail}</div>
                {a.scope === 'USER' && (
                  <button
                    type="button"
                    className="pm-pick__edit"
                    onClick={(e) => {
                      e.stopPropagation();
                      setEditing(a);
                    }}
                  >
                    编辑
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
      <div className="pm-pick__bar">
        <Button
          onClick={() => setAdding(true)}
          disabled={full}
          title={full ? `最多保存 ${MAX_ADDRESSES} 个收货地址` : undefined}
        >
          新增收货地址
        </Button>
        {list.length > FOLDED && (
          <Button type="link" onClick={() => setExpanded((x) => !x)}>
            {expanded ? '收起地址' : `显示全部地址（${list.length}）`}
          </Button>
        )}
      </div>
      <AddressForm open={adding} onClose={() => setAdding(false)} onSaved={(a) => onChange(a)} />
      <AddressForm
        open={editing !== null}
        address={editing}
        onClose={() => setEditing(null)}
        onSaved={(a) => {
          if (a.id === value) onChange(a);
        }}
      />
    </div>
  );
}
