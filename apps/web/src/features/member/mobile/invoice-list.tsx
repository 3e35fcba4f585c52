import { useState } from 'react';
import { Button, Dialog, DotLoading } from 'antd-mobile';
import type { InvoiceTitle } from '@pm/contract/member';
import { INVOICE_TYPE_LABELS, MAX_INVOICE_TITLES } from '@pm/contract/member-rules';
import { EmptyState } from '@/ui/mobile/empty-state';
import { Sheet } from '@/ui/mobile/sheet';
import { QueryError } from '@/ui/mobile/query-error';
import '@/ui/mobile/react19-render';
import { useInvoicePage } from '../api/invoice-page';
import { useRemoveInvoice } from '../api/invoice-remove';
import { useSetDefaultInvoice } from '../api/invoice-set-default';
import { useOrgInvoiceList } from '../api/org-invoice-list';
import { useRemoveOrgInvoice } from '../api/org-invoice-remove';
import { invoiceKind, scopeMark, withOrganization } from '../model/member-view';
import { InvoiceForm } from './invoice-form';
import { MemberGroupHead } from './member-group';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

/** Every title of the user (at most MAX_INVOICE_TITLES): one page holds them all. */
export const ALL_INVOICES = { page: 1, limit: MAX_INVOICE_TITLES };

/** One invoice title as a card: title, kind, 默认 and the 纳税人识别号. */
export function InvoiceCard({ invoice: t }: { invoice: InvoiceTitle }) {
  return (
    <div className="pm-addr">
      <div className="pm-addr__head">
        <strong className="pm-addr__name">{t.title}</strong>
        {t.isDefault && <span className="pm-badge pm-badge--red">默认</span>}
        {scopeMark(t) && <span className="pm-badge pm-badge--org">{scopeMark(t)}</span>}
      </div>
      <div className="pm-addr__text">
        <span title={INVOICE_TYPE_LABELS[t.type]}>{invoiceKind(t)}</span>
        {t.taxNo ? ` · 纳税人识别号 ${t.taxNo}` : ''}
      </div>
    </div>
  );
}

/**
 * 发票抬头 on a phone, in two groups: the user's own (个人发票抬头, default first) with 设为默认, 编辑 and
 * 删除 (confirmed), and 新增发票抬头; then the organization's (企业发票抬头, marked 企业): a purchasing
 * manager adds, edits and deletes them here (in sheets), every other buyer reads them.
 */
export function InvoiceList({
  onEdit,
  onAdd,
  keepsOrganization: manage = false,
}: {
  onEdit: (invoice: InvoiceTitle) => void;
  onAdd: () => void;
  /** The signed-in buyer keeps the 企业 titles (a purchasing manager, APPROVER): 新增, 编辑, 删除. */
  keepsOrganization?: boolean;
}) {
  const q = useInvoicePage(ALL_INVOICES);
  const org = useOrgInvoiceList();
  const setDefault = useSetDefaultInvoice();
  const remove = useRemoveInvoice();
  const removeOrg = useRemoveOrgInvoice();
  /** The 企业 title in the form: null for a new one, undefined: the form is closed. */
  const [orgEditing, setOrgEditing] = useState<InvoiceTitle | null | undefined>(undefined);
  const busy = setDefault.isPending || remove.isPending || removeOrg.isPending;

  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const own = q.data.records;
  const shared = withOrganization(own, org.data).slice(own.length);
  const full = q.data.total >= MAX_INVOICE_TITLES;
  const orgFull = shared.length >= MAX_INVOICE_TITLES;

  const onRemove = async (t: InvoiceTitle) => {
    const ok = await Dialog.confirm({
      content:
        t.scope === 'ORGANIZATION'
          ? `确定删除企业发票抬头“${t.title}”吗？删除后本企业的采购员下单时将不能再选用它。`
          : `确定删除发票抬头“${t.title}”吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    if (t.scope === 'ORGANIZATION') removeOrg.mutate(t.id);
    else remove.mutate(t.id);
  };

  const ownItem = (t: InvoiceTitle) => (
    <li key={t.id} className="pm-section pm-addr-item">
      <InvoiceCard invoice={t} />
      <div className="pm-addr-item__ops">
        {t.isDefault ? (
          <span className="pm-addr-item__default">默认抬头</span>
        ) : (
          <button type="button" className="pm-link" disabled={busy} onClick={() => setDefault.mutate(t.id)}>
            设为默认
          </button>
        )}
        <span className="pm-addr-item__spacer" />
        <button type="button" className="pm-link" onClick={() => onEdit(t)}>
          编辑<span className="pm-sr-only"> {t.title}</span>
        </button>
        <button
          type="button"
          className="pm-link pm-link--danger"
          disabled={busy}
          onClick={() => void onRemove(t)}
        >
          删除<span className="pm-sr-only"> {t.title}</span>
        </button>
      </div>
    </li>
  );

  const orgItem = (t: InvoiceTitle) => (
    <li key={t.id} className="pm-section pm-addr-item">
      <InvoiceCard invoice={t} />
      {manage ? (
        <div className="pm-addr-item__ops">
          <span className="pm-addr-item__spacer" />
          <button type="button" className="pm-link" onClick={() => setOrgEditing(t)}>
            编辑<span className="pm-sr-only"> 企业发票抬头 {t.title}</span>
          </button>
          <button
            type="button"
            className="pm-link pm-link--danger"
            disabled={busy}
            onClick={() => void onRemove(t)}
          >
            删除<span className="pm-sr-only"> 企业发票抬头 {t.title}</span>
          </button>
        </div>
      ) : (
        <div className="pm-addr-item__ops pm-muted">企业发票抬头，由采购经理维护</div>
      )}
    </li>
  );

  return (
    <div className="pm-addr-list">
      {own.length === 0 && shared.length === 0 && !manage ? (
        <EmptyState title="暂无发票抬头" description="添加发票抬头后，下单时可直接选择" />
      ) : (
        <>
          <MemberGroupHead title="个人发票抬头" count={own.length} />
          {own.length === 0 ? (
            <p className="pm-member-group__empty">还没有个人发票抬头</p>
          ) : (
            <ul className="pm-addr-list__items" aria-label="个人发票抬头">
              {own.map(ownItem)}
            </ul>
          )}
          {(shared.length > 0 || manage) && (
            <>
              <MemberGroupHead
                title="企业发票抬头"
                count={shared.length}
                action={
                  manage ? (
                    <button
                      type="button"
                      className="pm-link"
                      disabled={orgFull}
                      onClick={() => setOrgEditing(null)}
                    >
                      {orgFull ? `最多 ${MAX_INVOICE_TITLES} 个` : '新增企业抬头'}
                    </button>
                  ) : undefined
                }
              />
              {shared.length === 0 ? (
                <p className="pm-member-group__empty">
                  还没有企业发票抬头，新增后本企业的采购员下单时都可选用
                </p>
              ) : (
                <ul className="pm-addr-list__items" aria-label="企业发票抬头">
                  {shared.map(orgItem)}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" className="pm-go" shape="rounded" disabled={full} onClick={onAdd}>
          {full ? `最多保存 ${MAX_INVOICE_TITLES} 个发票抬头` : '新增发票抬头'}
        </Button>
      </div>
      {manage && (
        <Sheet
          visible={orgEditing !== undefined}
          tall
          title={orgEditing ? '编辑企业发票抬头' : '新增企业发票抬头'}
          onClose={() => setOrgEditing(undefined)}
        >
          {orgEditing !== undefined && (
            <InvoiceForm invoice={orgEditing} organization onSaved={() => setOrgEditing(undefined)} />
          )}
        </Sheet>
      )}
    </div>
  );
}
