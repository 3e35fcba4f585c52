/**
 * The person-centre list of a buyer's own rows with one default (收货地址, 发票抬头): a paged table with
 * 编辑 / 删除 / 设为默认, the count against the cap, 新增 and the add/edit form.
 */
import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@pm/contract/page';
import { notify } from '@/lib/notify';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

export const MEMBER_PAGE_SIZE = 10;

export interface MemberListProps<T extends { id: string; isDefault: boolean }> {
  /** What a row is: 收货地址, 发票抬头. */
  noun: string;
  /** The short word in "默认…": 地址, 抬头. */
  short: string;
  max: number;
  /** The rows' own columns; the actions column is added here. */
  columns: TableColumnsType<T>;
  usePage: (q: { page: number; limit: number }) => UseQueryResult<Page<T>>;
  useRemove: () => UseMutationResult<unknown, Error, string>;
  useSetDefault: () => UseMutationResult<unknown, Error, string>;
  /** The form: adding when `item` is null. */
  renderForm: (props: { open: boolean; item: T | null; onClose: () => void }) => ReactNode;
}

export function MemberListPanel<T extends { id: string; isDefault: boolean }>(props: MemberListProps<T>) {
  const { noun, short } = props;
  const [page, setPage] = useState(1);
  const q = props.usePage({ page, limit: MEMBER_PAGE_SIZE });
  const remove = props.useRemove();
  const setDefault = props.useSetDefault();
  const [editing, setEditing] = useState<T | null>(null);
  const [adding, setAdding] = useState(false);
  const total = q.data?.total ?? 0;

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, row) => (
        <Space size={0} split={<span className="pm-member-count">|</span>}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除${noun}`}
            description={
              row.isDefault
                ? `这是默认${short}，删除后最新的${short}将成为默认${short}。`
                : `确定删除该${noun}吗？`
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(row.id).then(() => {
                notify(`${noun}已删除`, 'success');
                // the last row of the last page: show the page before it
                if (page > 1 && q.data?.records.length === 1) setPage(page - 1);
              })
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
          {!row.isDefault && (
            <Button
              type="link"
              size="small"
              loading={setDefault.isPending && setDefault.variables === row.id}
              onClick={() =>
                setDefault.mutate(row.id, { onSuccess: () => notify(`已设为默认${short}`, 'success') })
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
      title={noun}
      extra={
        <Space size={12}>
          <span className="pm-member-count">
            已保存 {total} 个，最多 {props.max} 个
          </span>
          <Button type="primary" disabled={total >= props.max} onClick={() => setAdding(true)}>
            新增{noun}
          </Button>
        </Space>
      }
    >
      {q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.records ?? []}
          loading={q.isPending || (q.isFetching && q.isPlaceholderData)}
          locale={{ emptyText: <EmptyState compact description={`还没有${noun}`} /> }}
          pagination={{
            current: page,
            pageSize: MEMBER_PAGE_SIZE,
            total,
            onChange: setPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
        />
      )}
      {props.renderForm({ open: adding, item: null, onClose: () => setAdding(false) })}
      {props.renderForm({ open: editing !== null, item: editing, onClose: () => setEditing(null) })}
    </Panel>
  );
}

/** A vendor has no addresses or invoice titles to keep: the page says so. */
export function VendorHasNone({ noun }: { noun: string }) {
  return (
    <Panel title={noun}>
      <EmptyState description={`${noun}用于采购下单，供应商账号无需维护${noun}`} />
    </Panel>
  );
}
