import { Space, Tag, type TableColumnsType } from 'antd';
import type { InvoiceTitle } from '@pm/contract/member';
import {
  INVOICE_TITLE_TYPE_LABELS,
  INVOICE_TYPE_LABELS,
  MAX_INVOICE_TITLES,
} from '@pm/contract/member-rules';
import { useIsApprover } from '@/features/auth/model/account-kind';
import { storedSessionUser } from '@/features/auth/model/session';
import { getInvoicePageQuery, useInvoicePage } from '@/features/member/api/invoice-page';
import { useRemoveInvoice } from '@/features/member/api/invoice-remove';
import { useSetDefaultInvoice } from '@/features/member/api/invoice-set-default';
import { getOrgInvoiceListQuery, useOrgInvoiceList } from '@/features/member/api/org-invoice-list';
import { useRemoveOrgInvoice } from '@/features/member/api/org-invoice-remove';
import { InvoiceForm } from '@/features/member/desktop/invoice-form';
import { MEMBER_PAGE_SIZE, MemberScopePage } from '@/features/member/desktop/member-list-panel';
import { scopeMark } from '@/features/member/model/member-view';
import { queryClient } from '@/lib/query-client';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

/** Starts loading the first page of invoice titles with the page's code (buyers only). */
export function loader() {
  if (storedSessionUser()?.isVendor) return null;
  void queryClient.prefetchQuery(getInvoicePageQuery({ page: 1, limit: MEMBER_PAGE_SIZE }));
  void queryClient.prefetchQuery(getOrgInvoiceListQuery());
  return null;
}

function Registration({ t }: { t: InvoiceTitle }) {
  const rows = [
    ['注册地址', t.address],
    ['注册电话', t.phone],
    ['开户银行', t.bank],
    ['银行账号', t.account],
  ].filter(([, v]) => v);
  if (rows.length === 0) return <span className="pm-member-count">—</span>;
  return (
    <div>
      {rows.map(([k, v]) => (
        <div key={k}>
          <span className="pm-member-count">{k}：</span>
          {v}
        </div>
      ))}
    </div>
  );
}

const COLUMNS: TableColumnsType<InvoiceTitle> = [
  {
    title: '发票抬头',
    dataIndex: 'title',
    render: (title: string, t) => (
      <Space size={4} wrap>
        <span>{title}</span>
        {t.isDefault && <Tag color="red">默认</Tag>}
        {scopeMark(t) && <Tag color="blue">{scopeMark(t)}</Tag>}
      </Space>
    ),
  },
  {
    title: '发票类型',
    dataIndex: 'type',
    width: 130,
    render: (type: InvoiceTitle['type']) => INVOICE_TYPE_LABELS[type],
  },
  {
    title: '抬头类型',
    dataIndex: 'titleType',
    width: 96,
    render: (tt: InvoiceTitle['titleType']) => INVOICE_TITLE_TYPE_LABELS[tt],
  },
  {
    title: '纳税人识别号',
    dataIndex: 'taxNo',
    width: 180,
    render: (no: string) => no || <span className="pm-member-count">—</span>,
  },
  { title: '注册信息', key: 'registration', render: (_, t) => <Registration t={t} /> },
];

/**
 * /shop/person/update/invoice: 发票抬头 — 增值税普通发票 and 增值税专用发票 titles: the buyer's own (one of
 * them the default) and the organization's (企业发票抬头: a purchasing manager keeps them, every other buyer
 * reads them).
 */
export default function InvoicePage() {
  const { user } = useDesktopSession();
  const approver = useIsApprover();
  return (
    <MemberScopePage<InvoiceTitle>
      title="发票抬头"
      short="抬头"
      ownLabel="个人发票抬头"
      orgLabel="企业发票抬头"
      orgNoun="企业发票抬头"
      max={MAX_INVOICE_TITLES}
      columns={COLUMNS}
      usePage={useInvoicePage}
      useRemove={useRemoveInvoice}
      useSetDefault={useSetDefaultInvoice}
      useOrgList={useOrgInvoiceList}
      useRemoveOrg={useRemoveOrgInvoice}
      vendor={user?.isVendor === true}
      editable={approver}
      renderForm={({ open, item, organization, onClose }) => (
        <InvoiceForm open={open} invoice={item} organization={organization} onClose={onClose} />
      )}
    />
  );
}
