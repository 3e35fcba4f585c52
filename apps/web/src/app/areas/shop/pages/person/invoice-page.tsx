import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { InvoiceTitle } from '@pm/contract/member';
import {
  INVOICE_TITLE_TYPE_LABELS,
  INVOICE_TYPE_LABELS,
  MAX_INVOICE_TITLES,
} from '@pm/contract/member-rules';
import { storedSessionUser } from '@/features/auth/model/session';
import { getInvoicePageQuery, useInvoicePage } from '@/features/member/api/invoice-page';
import { useRemoveInvoice } from '@/features/member/api/invoice-remove';
import { useSetDefaultInvoice } from '@/features/member/api/invoice-set-default';
import { InvoiceForm } from '@/features/member/desktop/invoice-form';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

const PAGE_SIZE = 10;

/** Starts loading the first page of invoice titles with the page's code (buyers only). */
export function loader() {
  if (storedSessionUser()?.isVendor) return null;
  void queryClient.prefetchQuery(getInvoicePageQuery({ page: 1, limit: PAGE_SIZE }));
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

function Invoices() {
  const [page, setPage] = useState(1);
  const q = useInvoicePage({ page, limit: PAGE_SIZE });
  const remove = useRemoveInvoice();
  const setDefault = useSetDefaultInvoice();
  const [editing, setEditing] = useState<InvoiceTitle | null>(null);
  const [adding, setAdding] = useState(false);
  const total = q.data?.total ?? 0;
  const full = total >= MAX_INVOICE_TITLES;

  const columns: TableColumnsType<InvoiceTitle> = [
    {
      title: '发票抬头',
      dataIndex: 'title',
      render: (title: string, t) => (
        <Space size={4} wrap>
          <span>{title}</span>
          {t.isDefault && <Tag color="red">默认</Tag>}
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
      width: 80,
      render: (tt: InvoiceTitle['titleType']) => INVOICE_TITLE_TYPE_LABELS[tt],
    },
    {
      title: '纳税人识别号',
      dataIndex: 'taxNo',
      width: 180,
      render: (no: string) => no || <span className="pm-member-count">—</span>,
    },
    { title: '注册信息', key: 'registration', render: (_, t) => <Registration t={t} /> },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, t) => (
        <Space size={0} split={<span className="pm-member-count">|</span>}>
          <Button type="link" size="small" onClick={() => setEditing(t)}>
            编辑
          </Button>
          <Popconfirm
            title="删除发票抬头"
            description={
              t.isDefault ? '这是默认抬头，删除后最新的抬头将成为默认抬头。' : '确定删除该发票抬头吗？'
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(t.id).then(() => {
                notify('发票抬头已删除', 'success');
                if (page > 1 && q.data?.records.length === 1) setPage(page - 1);
              })
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
          {!t.isDefault && (
            <Button
              type="link"
              size="small"
              loading={setDefault.isPending && setDefault.variables === t.id}
              onClick={() =>
                setDefault.mutate(t.id, { onSuccess: () => notify('已设为默认抬头', 'success') })
              }
            >
              设为默认
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Panel
      title="发票抬头"
      extra={
        <Space size={12}>
          <span className="pm-member-count">
            已保存 {total} 个，最多 {MAX_INVOICE_TITLES} 个
          </span>
          <Button type="primary" disabled={full} onClick={() => setAdding(true)}>
            新增发票抬头
          </Button>
        </Space>
      }
    >
      {q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<InvoiceTitle>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.records ?? []}
          loading={q.isPending || (q.isFetching && q.isPlaceholderData)}
          locale={{ emptyText: <EmptyState compact description="还没有发票抬头" /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            onChange: setPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
        />
      )}
      <InvoiceForm open={adding} onClose={() => setAdding(false)} />
      <InvoiceForm open={editing !== null} invoice={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}

/**
 * /shop/person/update/invoice: 发票抬头 — 增值税普通发票 and 增值税专用发票 titles of the buyer, one of
 * them the default.
 */
export default function InvoicePage() {
  const { user } = useDesktopSession();
  if (user?.isVendor) {
    return (
      <Panel title="发票抬头">
        <EmptyState description="发票抬头用于采购下单，供应商账号无需维护发票抬头" />
      </Panel>
    );
  }
  return <Invoices />;
}
