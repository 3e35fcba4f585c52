import type { InvoiceTitle } from '@pm/contract/member';
import { INVOICE_TYPE_LABELS, MAX_INVOICE_TITLES } from '@pm/contract/member-rules';
import '@/ui/mobile/react19-render';
import { useInvoicePage } from '../api/invoice-page';
import { useRemoveInvoice } from '../api/invoice-remove';
import { useSetDefaultInvoice } from '../api/invoice-set-default';
import { useOrgInvoiceList } from '../api/org-invoice-list';
import { useRemoveOrgInvoice } from '../api/org-invoice-remove';
import { invoiceKind, scopeMark } from '../model/member-view';
import { InvoiceForm } from './invoice-form';
import { MemberGroups } from './member-groups';
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
  return (
    <MemberGroups<InvoiceTitle>
      query={q}
      own={q.data?.records ?? []}
      ownTotal={q.data?.total ?? 0}
      organization={org.data}
      max={MAX_INVOICE_TITLES}
      words={{
        noun: '发票抬头',
        own: '个人发票抬头',
        org: '企业发票抬头',
        orgAdd: '新增企业抬头',
        short: '抬头',
        unit: '发票抬头',
      }}
      card={(t) => <InvoiceCard invoice={t} />}
      ownName={(t) => t.title}
      orgName={(t) => t.title}
      removeQuestion={(t) =>
        t.scope === 'ORGANIZATION'
          ? `确定删除企业发票抬头“${t.title}”吗？删除后本企业的采购员下单时将不能再选用它。`
          : `确定删除发票抬头“${t.title}”吗？`
      }
      useSetDefault={useSetDefaultInvoice}
      useRemove={useRemoveInvoice}
      useRemoveOrg={useRemoveOrgInvoice}
      onEdit={onEdit}
      onAdd={onAdd}
      keepsOrganization={manage}
      orgForm={(t, onSaved) => <InvoiceForm invoice={t} organization onSaved={onSaved} />}
    />
  );
}
