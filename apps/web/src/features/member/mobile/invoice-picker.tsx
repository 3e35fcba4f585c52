import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import type { InvoiceTitle } from '@pm/contract/member';
import { MAX_INVOICE_TITLES } from '@pm/contract/member-rules';
import { Sheet } from '@/ui/mobile/sheet';
import { FileIcon, RightIcon } from '@/ui/mobile/icons';
import { QueryError } from '@/ui/mobile/query-error';
import { useInvoicePage } from '../api/invoice-page';
import { useOrgInvoiceList } from '../api/org-invoice-list';
import { invoiceKind, preselectedOf, scopeMark, withOrganization } from '../model/member-view';
import { InvoiceForm } from './invoice-form';
import { ALL_INVOICES, InvoiceCard } from './invoice-list';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

/**
 * 发票信息 of a mobile checkout: 不开发票 or one of the user's invoice titles or the organization's (企业,
 * marked, not edited here), and 新增发票抬头 (the new title is chosen at once). `value` null is 不开发票;
 * undefined (nothing chosen yet) takes the default title, or the organization's first when the user has
 * none of his own (`preselectedOf`), when there is one (`onChange` is called once).
 */
export function InvoicePicker({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (invoice: InvoiceTitle | null) => void;
}) {
  const q = useInvoicePage(ALL_INVOICES);
  const org = useOrgInvoiceList();
  const [listOpen, setListOpen] = useState(false);
  const [editing, setEditing] = useState<InvoiceTitle | null | undefined>(undefined);
  // the user's own, then the organization's (企业, kept by its purchasing managers)
  const list = withOrganization(q.data?.records, org.data);
  const chosen = value ? list.find((t) => t.id === value) : undefined;
  // the user's default, else (none of his own) the organization's first: the desktop picker's rule
  const fallback = preselectedOf(q.data?.records, org.data);

  const offered = useRef(false);
  useEffect(() => {
    if (!q.isSuccess || org.isPending || offered.current) return;
    // nothing chosen yet takes the default; a title that is gone falls back to 不开发票
    if (value === undefined) {
      offered.current = true;
      onChange(fallback);
    } else if (value && !chosen) {
      offered.current = true;
      onChange(null);
    }
  }, [q.isSuccess, org.isPending, value, chosen, fallback, onChange]);

  const full = (q.data?.total ?? 0) >= MAX_INVOICE_TITLES;
  const pick = (t: InvoiceTitle | null) => {
    onChange(t);
    setListOpen(false);
  };

  return (
    <>
      <button type="button" className="pm-section pm-pick-card" onClick={() => setListOpen(true)}>
        <FileIcon className="pm-pick-card__icon" />
        <span className="pm-pick-card__main">
          <span className="pm-pick-card__label">发票</span>
          {q.isPending ? (
            <DotLoading color="primary" />
          ) : chosen ? (
            <span className="pm-pick-card__value">
              {chosen.title}
              {scopeMark(chosen) && <span className="pm-badge pm-badge--org">{scopeMark(chosen)}</span>}
              <span className="pm-pick-card__sub">{invoiceKind(chosen)}</span>
            </span>
          ) : (
            <span className="pm-pick-card__value">不开发票</span>
          )}
        </span>
        <RightIcon className="pm-pick-card__arrow" />
      </button>

      <Sheet visible={listOpen} title="发票信息" onClose={() => setListOpen(false)}>
        {q.isError ? (
          <QueryError error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <ul className="pm-addr-list__items" aria-label="发票抬头">
            <li className="pm-section pm-addr-item">
              <button
                type="button"
                className="pm-addr-item__pick"
                aria-pressed={!chosen}
                onClick={() => pick(null)}
              >
                <span className={!chosen ? 'pm-check pm-check--on' : 'pm-check'} aria-hidden />
                <span className="pm-addr">
                  <strong className="pm-addr__name">不开发票</strong>
                  <span className="pm-addr__text">本次采购不需要发票</span>
                </span>
              </button>
            </li>
            {list.map((t) => (
              <li key={t.id} className="pm-section pm-addr-item">
                <button
                  type="button"
                  className="pm-addr-item__pick"
                  aria-pressed={t.id === chosen?.id}
                  onClick={() => pick(t)}
                >
                  <span className={t.id === chosen?.id ? 'pm-check pm-check--on' : 'pm-check'} aria-hidden />
                  <InvoiceCard invoice={t} />
                </button>
                {t.scope === 'ORGANIZATION' ? (
                  <div className="pm-addr-item__ops pm-muted">企业发票抬头，由采购经理维护</div>
                ) : (
                  <div className="pm-addr-item__ops">
                    <span className="pm-addr-item__spacer" />
                    <button type="button" className="pm-link" onClick={() => setEditing(t)}>
                      编辑<span className="pm-sr-only"> {t.title}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="pm-bottom-bar">
          <Button
            block
            color="danger"
            className="pm-go"
            shape="rounded"
            disabled={full}
            onClick={() => setEditing(null)}
          >
            {full ? `最多保存 ${MAX_INVOICE_TITLES} 个发票抬头` : '新增发票抬头'}
          </Button>
        </div>
      </Sheet>

      <Sheet
        visible={editing !== undefined}
        tall
        title={editing ? '编辑发票抬头' : '新增发票抬头'}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <InvoiceForm
            invoice={editing}
            onSaved={(t) => {
              if (!editing || editing.id === chosen?.id) pick(t);
              setEditing(undefined);
            }}
          />
        )}
      </Sheet>
    </>
  );
}
