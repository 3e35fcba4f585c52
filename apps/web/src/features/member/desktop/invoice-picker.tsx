import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Skeleton, Tag } from 'antd';
import type { InvoiceTitle } from '@pm/contract/member';
import { MAX_INVOICE_TITLES } from '@pm/contract/member-rules';
import { QueryError } from '@/ui/desktop/query-error';
import { useInvoicePage } from '../api/invoice-page';
import { useOrgInvoiceList } from '../api/org-invoice-list';
import { invoiceKind, preselectedOf, scopeMark, withOrganization } from '../model/member-view';
import { InvoiceForm } from './invoice-form';
import './member.css';

const ALL = { page: 1, limit: MAX_INVOICE_TITLES };

function Card({ on, onPick, children }: { on: boolean; onPick: () => void; children: ReactNode }) {
  return (
    <div
      role="radio"
      aria-checked={on}
      tabIndex={0}
      className={on ? 'pm-pick__card pm-pick__card--on' : 'pm-pick__card'}
      onClick={onPick}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onPick();
        }
      }}
    >
      {children}
    </div>
  );
}

/**
 * 发票信息 of a checkout: 不开发票 or one of the user's invoice titles (the default first), and
 * 新增发票抬头 (opens the form and selects the new title). `value` null is 不开发票; undefined (nothing
 * chosen yet) takes the default title, or the organization's first when the user has none of his own
 * (`preselectedOf`), when there is one (`onChange` is called once), unless
 * `autoSelect` is false.
 */
export function InvoicePicker({
  value,
  onChange,
  autoSelect = true,
}: {
  /** The chosen title id; null for 不开发票. */
  value?: string | null;
  onChange: (invoice: InvoiceTitle | null) => void;
  autoSelect?: boolean;
}) {
  const q = useInvoicePage(ALL);
  const org = useOrgInvoiceList();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<InvoiceTitle | null>(null);
  // the user's own, then the organization's (企业, kept by its purchasing managers)
  const list = withOrganization(q.data?.records, org.data);
  const chosen = value ? list.find((t) => t.id === value) : undefined;
  // the user's default, else (none of his own) the organization's first: the phone checkout's rule too
  const fallback = preselectedOf(q.data?.records, org.data);
  const loaded = q.isSuccess && !org.isPending;

  const offered = useRef(false);
  useEffect(() => {
    if (!loaded || offered.current) return;
    // a title that is gone falls back to 不开发票; nothing chosen yet takes the default
    if (value === undefined && autoSelect) {
      offered.current = true;
      onChange(fallback);
    } else if (value && !chosen) {
      offered.current = true;
      onChange(null);
    }
  }, [loaded, value, chosen, fallback, autoSelect, onChange]);

  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;

  const full = (q.data?.total ?? 0) >= MAX_INVOICE_TITLES;

  return (
    <div className="pm-pick">
      <div className="pm-pick__grid" role="radiogroup" aria-label="发票信息">
        <Card on={value === null || (value === undefined && !autoSelect)} onPick={() => onChange(null)}>
          <div className="pm-pick__head">
            <strong className="pm-pick__name">不开发票</strong>
          </div>
          <div className="pm-pick__detail">本次采购不需要发票</div>
        </Card>
        {list.map((t) => (
          <Card key={t.id} on={t.id === value} onPick={() => onChange(t)}>
            <div className="pm-pick__head">
              <strong className="pm-pick__name" title={t.title}>
                {t.title}
              </strong>
              {t.isDefault && <Tag color="red">默认</Tag>}
              {scopeMark(t) && <Tag color="blue">{scopeMark(t)}</Tag>}
            </div>
            <div className="pm-pick__region">{invoiceKind(t)}</div>
            <div className="pm-pick__detail">{t.taxNo ? `纳税人识别号 ${t.taxNo}` : '个人抬头'}</div>
            {t.scope === 'USER' && (
              <button
                type="button"
                className="pm-pick__edit"
                onClick={(e) => {
                  e.stopPropagation();
                  setEditing(t);
                }}
              >
                编辑
              </button>
            )}
          </Card>
        ))}
      </div>
      <div className="pm-pick__bar">
        <Button
          onClick={() => setAdding(true)}
          disabled={full}
          title={full ? `最多保存 ${MAX_INVOICE_TITLES} 个发票抬头` : undefined}
        >
          新增发票抬头
        </Button>
      </div>
      <InvoiceForm open={adding} onClose={() => setAdding(false)} onSaved={(t) => onChange(t)} />
      <InvoiceForm
        open={editing !== null}
        invoice={editing}
        onClose={() => setEditing(null)}
        onSaved={(t) => {
          if (t.id === value) onChange(t);
        }}
      />
    </div>
  );
}
