import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Address } from '@pm/contract/member';
import { MAX_ADDRESSES, regionText } from '@pm/contract/member-rules';
import { storedSessionUser } from '@/features/auth/model/session';
import { getAddressPageQuery, useAddressPage } from '@/features/member/api/address-page';
import { useRemoveAddress } from '@/features/member/api/address-remove';
import { useSetDefaultAddress } from '@/features/member/api/address-set-default';
import { AddressForm } from '@/features/member/desktop/address-form';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

const PAGE_SIZE = 10;

/** Starts loading the first page of addresses with the page's code (buyers only). */
export function loader() {
  if (storedSessionUser()?.isVendor) return null;
  void queryClient.prefetchQuery(getAddressPageQuery({ page: 1, limit: PAGE_SIZE }));
  return null;
}

function Addresses() {
  const [page, setPage] = useState(1);
  const q = useAddressPage({ page, limit: PAGE_SIZE });
  const remove = useRemoveAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Address | null>(null);
  const [adding, setAdding] = useState(false);
  const total = q.data?.total ?? 0;
  const full = total >= MAX_ADDRESSES;

  const columns: TableColumnsType<Address> = [
    {
      title: '收货人',
      dataIndex: 'consignee',
      width: 120,
      render: (name: string, a) => (
        <Space size={4} wrap>
          <span>{name}</span>
          {a.isDefault && <Tag color="red">默认</Tag>}
        </Space>
      ),
    },
    { title: '所在地区', key: 'region', width: 180, render: (_, a) => regionText(a) },
    { title: '详细地址', dataIndex: 'detail' },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    {
      title: '标签',
      dataIndex: 'tag',
      width: 80,
      render: (tag: string) => (tag ? <Tag>{tag}</Tag> : <span className="pm-member-count">—</span>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, a) => (
        <Space size={0} split={<span className="pm-member-count">|</span>}>
          <Button type="link" size="small" onClick={() => setEditing(a)}>
            编辑
          </Button>
          <Popconfirm
            title="删除收货地址"
            description={
              a.isDefault ? '这是默认地址，删除后最新的地址将成为默认地址。' : '确定删除该收货地址吗？'
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(a.id).then(() => {
                notify('收货地址已删除', 'success');
                // the last row of the last page: show the page before it
                if (page > 1 && q.data?.records.length === 1) setPage(page - 1);
              })
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
          {!a.isDefault && (
            <Button
              type="link"
              size="small"
              loading={setDefault.isPending && setDefault.variables === a.id}
              onClick={() =>
                setDefault.mutate(a.id, { onSuccess: () => notify('已设为默认地址', 'success') })
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
      title="收货地址"
      extra={
        <Space size={12}>
          <span className="pm-member-count">
            已保存 {total} 个，最多 {MAX_ADDRESSES} 个
          </span>
          <Button type="primary" disabled={full} onClick={() => setAdding(true)}>
            新增收货地址
          </Button>
        </Space>
      }
    >
      {q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<Address>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.records ?? []}
          loading={q.isPending || (q.isFetching && q.isPlaceholderData)}
          locale={{ emptyText: <EmptyState compact description="还没有收货地址" /> }}
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
      <AddressForm open={adding} onClose={() => setAdding(false)} />
      <AddressForm open={editing !== null} address={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}

/** /shop/person/address: 收货地址 — the buyer's delivery addresses, one of them the default. */
export default function AddressPage() {
  const { user } = useDesktopSession();
  if (user?.isVendor) {
    return (
      <Panel title="收货地址">
        <EmptyState description="收货地址用于采购下单，供应商账号无需维护收货地址" />
      </Panel>
    );
  }
  return <Addresses />;
}
