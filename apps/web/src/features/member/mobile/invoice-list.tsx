import { Button, Dialog, DotLoading } from 'antd-mobile';
import type { InvoiceTitle } from '@pm/contract/member';
import { INVOICE_TYPE_LABELS, MAX_INVOICE_TITLES } from '@pm/contract/member-rules';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import '@/ui/mobile/react19-render';
import { useInvoicePage } from '../api/invoice-page';
import { useRemoveInvoice } from '../api/invoice-remove';
import { useSetDefaultInvoice } from '../api/invoice-set-default';
import { invoiceKind, scopeMark } from '../model/member-view';
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
        {scopeMark(t) && <span className="pm-badge">{scopeMark(t)}</span>}
      </div>
      <div className="pm-addr__text">
        <span title={INVOICE_TYPE_LABELS[t.type]}>{invoiceKind(t)}</span>
        {t.taxNo ? ` · 纳税人识别号 ${t.taxNo}` : ''}
      </div>
    </div>
  );
}

/**
 * 发票抬头 on a phone: the user's titles (default first) with 设为默认, 编辑 and 删除 (confirmed), and
 * 新增发票抬头.
 */
export function InvoiceList({
  onEdit,
  onAdd,
}: {
  onEdit: (invoice: InvoiceTitle) => void;
  onAdd: () => void;
}) {
  const q = useInvoicePage(ALL_INVOICES);
  const setDefault = useSetDefaultInvoice();
  const remove = useRemoveInvoice();
  const busy = setDefault.isPending || remove.isPending;

  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const list = q.data.records;
  const full = q.data.total >= MAX_INVOICE_TITLES;

  const onRemove = async (t: InvoiceTitle) => {
    const ok = await Dialog.confirm({
      content: `确定删除发票抬头“${t.title}”吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) remove.mutate(t.id);
  };

  return (
    <div className="pm-addr-list">
      {list.length === 0 ? (
        <EmptyState title="暂无发票抬头" description="添加发票抬头后，下单时可直接选择" />
      ) : (
        <ul className="pm-addr-list__items" aria-label="发票抬头">
          {list.map((t) => (
            <li key={t.id} className="pm-section pm-addr-item">
              <InvoiceCard invoice={t} />
              <div className="pm-addr-item__ops">
                {t.isDefault ? (
                  <span className="pm-addr-item__default">默认抬头</span>
                ) : (
                  <button
                    type="button"
                    className="pm-link"
                    disabled={busy}
                    onClick={() => setDefault.mutate(t.id)}
                  >
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
          ))}
        </ul>
      )}
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" className="pm-go" shape="rounded" disabled={full} onClick={onAdd}>
          {full ? `最多保存 ${MAX_INVOICE_TITLES} 个发票抬头` : '新增发票抬头'}
        </Button>
      </div>
    </div>
  );
}
