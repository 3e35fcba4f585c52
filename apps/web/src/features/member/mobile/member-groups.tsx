import { useState, type ReactNode } from 'react';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import type { UseMutationResult } from '@tanstack/react-query';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { Sheet } from '@/ui/mobile/sheet';
import '@/ui/mobile/react19-render';
import { withOrganization } from '../model/member-view';
import { MemberGroupHead } from './member-group';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

type Row = { id: string; isDefault: boolean; scope: 'USER' | 'ORGANIZATION' };
type Remove = () => UseMutationResult<unknown, Error, string>;

export interface MemberGroupsProps<T extends Row> {
  /** The user's own rows: what the list query reads of its state. */
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  own: readonly T[];
  /** How many the user has saved (against `max`). */
  ownTotal: number;
  /** The organization's rows (企业). */
  organization: readonly T[] | undefined;
  max: number;
  /** Words: what a row is (收货地址), the groups (个人地址, 企业地址), the 企业 add button (新增企业地址),
   * the short word of 默认… (地址) and of 最多保存 N 个… (地址). */
  words: { noun: string; own: string; org: string; orgAdd: string; short: string; unit: string };
  /** A row's card. */
  card: (row: T) => ReactNode;
  /** What names a row for screen readers after 编辑 / 删除. */
  ownName: (row: T) => string;
  orgName: (row: T) => string;
  /** The question before 删除. */
  removeQuestion: (row: T) => string;
  useSetDefault: Remove;
  useRemove: Remove;
  useRemoveOrg: Remove;
  onEdit: (row: T) => void;
  onAdd: () => void;
  /** Choosing at checkout: a tap chooses the row, `pickedId` is marked, nothing is kept or deleted. */
  onPick?: ((row: T) => void) | undefined;
  pickedId?: string | undefined;
  /** The signed-in buyer keeps the 企业 rows (a purchasing manager, APPROVER): 新增, 编辑, 删除. */
  keepsOrganization: boolean;
  /** The form of a 企业 row (null: a new one), in a sheet so the page keeps its place. */
  orgForm: (row: T | null, onSaved: () => void) => ReactNode;
}

/**
 * A phone list of addresses or invoice titles in two groups: the user's own (default first), each with
 * 设为默认, 编辑 and 删除 (confirmed), and 新增…; then the organization's (企业, marked so): a purchasing
 * manager adds, edits and deletes them here (in sheets, so the page keeps its place), every other buyer
 * reads them.
 */
export function MemberGroups<T extends Row>(props: MemberGroupsProps<T>) {
  const { query: q, own, max, words, card, onPick, pickedId } = props;
  const setDefault = props.useSetDefault();
  const remove = props.useRemove();
  const removeOrg = props.useRemoveOrg();
  /** The 企业 row in the form: null for a new one, undefined: the form is closed. */
  const [orgEditing, setOrgEditing] = useState<T | null | undefined>(undefined);
  const busy = setDefault.isPending || remove.isPending || removeOrg.isPending;

  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  // the organization's, without a row the user's list also has
  const shared = withOrganization(own, props.organization).slice(own.length);
  const full = props.ownTotal >= max;
  // a purchasing manager keeps them (not while choosing at checkout)
  const manage = props.keepsOrganization && !onPick;
  const orgFull = shared.length >= max;

  const onRemove = async (row: T) => {
    const ok = await Dialog.confirm({
      content: props.removeQuestion(row),
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    if (row.scope === 'ORGANIZATION') removeOrg.mutate(row.id);
    else remove.mutate(row.id);
  };

  const editAndRemove = (row: T, name: string, edit: () => void, removable: boolean) => (
    <>
      <span className="pm-addr-item__spacer" />
      <button type="button" className="pm-link" onClick={edit}>
        编辑<span className="pm-sr-only"> {name}</span>
      </button>
      {removable && (
        <button
          type="button"
          className="pm-link pm-link--danger"
          disabled={busy}
          onClick={() => void onRemove(row)}
        >
          删除<span className="pm-sr-only"> {name}</span>
        </button>
      )}
    </>
  );

  const ops = (row: T) => {
    if (row.scope === 'ORGANIZATION') {
      return manage ? (
        <div className="pm-addr-item__ops">
          {editAndRemove(row, `${words.org} ${props.orgName(row)}`, () => setOrgEditing(row), true)}
        </div>
      ) : (
        <div className="pm-addr-item__ops pm-muted">{words.org}，由采购经理维护</div>
      );
    }
    return (
      <div className="pm-addr-item__ops">
        {!onPick &&
          (row.isDefault ? (
            <span className="pm-addr-item__default">默认{words.short}</span>
          ) : (
            <button
              type="button"
              className="pm-link"
              disabled={busy}
              onClick={() => setDefault.mutate(row.id)}
            >
              设为默认
            </button>
          ))}
        {editAndRemove(row, props.ownName(row), () => props.onEdit(row), !onPick)}
      </div>
    );
  };

  const item = (row: T) => (
    <li key={row.id} className="pm-section pm-addr-item">
      {onPick ? (
        <button
          type="button"
          className="pm-addr-item__pick"
          aria-pressed={row.id === pickedId}
          onClick={() => onPick(row)}
        >
          <span className={row.id === pickedId ? 'pm-check pm-check--on' : 'pm-check'} aria-hidden />
          {card(row)}
        </button>
      ) : (
        card(row)
      )}
      {ops(row)}
    </li>
  );

  return (
    <div className="pm-addr-list">
      {own.length === 0 && shared.length === 0 && !manage ? (
        <EmptyState title={`暂无${words.noun}`} description={`添加${words.noun}后，下单时可直接选择`} />
      ) : (
        <>
          <MemberGroupHead title={words.own} count={own.length} />
          {own.length === 0 ? (
            <p className="pm-member-group__empty">还没有{words.own}</p>
          ) : (
            <ul className="pm-addr-list__items" aria-label={words.own}>
              {own.map(item)}
            </ul>
          )}
          {(shared.length > 0 || manage) && (
            <>
              <MemberGroupHead
                title={words.org}
                count={shared.length}
                action={
                  manage ? (
                    <button
                      type="button"
                      className="pm-link"
                      disabled={orgFull}
                      onClick={() => setOrgEditing(null)}
                    >
                      {orgFull ? `最多 ${max} 个` : words.orgAdd}
                    </button>
                  ) : undefined
                }
              />
              {shared.length === 0 ? (
                <p className="pm-member-group__empty">
                  还没有{words.org}，新增后本企业的采购员下单时都可选用
                </p>
              ) : (
                <ul className="pm-addr-list__items" aria-label={words.org}>
                  {shared.map(item)}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" className="pm-go" shape="rounded" disabled={full} onClick={props.onAdd}>
          {full ? `最多保存 ${max} 个${words.unit}` : `新增${words.noun}`}
        </Button>
      </div>
      {manage && (
        <Sheet
          visible={orgEditing !== undefined}
          tall
          title={orgEditing ? `编辑企业${words.noun}` : `新增企业${words.noun}`}
          onClose={() => setOrgEditing(undefined)}
        >
          {orgEditing !== undefined && props.orgForm(orgEditing, () => setOrgEditing(undefined))}
        </Sheet>
      )}
    </div>
  );
}
