import { submitValid } from '@/ui/desktop/submit-valid';
import { useState } from 'react';
import { Button, Form, Input, Modal, Segmented, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { AdminSupplier } from '@pm/contract/workbench-admin';
import {
  getAdminSupplierPageQuery,
  useAdminSupplierPage,
} from '@/features/workbench-admin/api/admin-supplier-page';
import { useVerifySupplier } from '@/features/workbench-admin/api/admin-supplier-verify';
import { timeText } from '@/features/workbench-admin/model/admin-view';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;
type Filter = 'all' | 'true' | 'false';

export function loader() {
  void queryClient.prefetchQuery(getAdminSupplierPageQuery({ page: 1, limit: LIMIT }));
  return null;
}

function VerifyDialog({ supplier, onClose }: { supplier: AdminSupplier; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const save = useVerifySupplier();
  const verify = !supplier.verified;
  return (
    <Modal
      open
      title={`${verify ? '认证供应商' : '取消认证'}：${supplier.name}`}
      okText={verify ? '认证' : '取消认证'}
      okButtonProps={{ danger: !verify }}
      cancelText="返回"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await save.mutateAsync({ organizationId: supplier.id, verified: verify, reason: v.reason });
          onClose();
        })
      }
    >
      <p>{verify ? '认证后可被竞价和询价邀请。' : '取消认证后，竞价与询价不再邀请该供应商。'}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="理由"
          rules={[
            { required: true, whitespace: true, message: '请填写理由' },
            { min: 2, message: '理由至少 2 个字' },
            { max: 200, message: '理由最长 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /workbench/suppliers: 供应商 and their verification (bidding and inquiries invite verified ones only). */
export default function AdminSuppliersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const filter = (params.get('verified') ?? 'all') as Filter;
  const list = useAdminSupplierPage({
    page,
    limit: LIMIT,
    ...(keyword ? { keyword } : {}),
    ...(filter !== 'all' ? { verified: filter } : {}),
  });
  const [editing, setEditing] = useState<AdminSupplier | null>(null);
  const go = (next: { keyword?: string; verified?: Filter; page?: number }) => {
    const k = next.keyword ?? keyword;
    const v = next.verified ?? filter;
    setParams(
      {
        ...(k ? { keyword: k } : {}),
        ...(v !== 'all' ? { verified: v } : {}),
        ...(next.page ? { page: String(next.page) } : {}),
      },
      { replace: true },
    );
  };
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Panel
      title={`供应商（${list.data?.total ?? 0}）`}
      extra={
        <>
          <Segmented<Filter>
            value={filter}
            onChange={(v) => go({ verified: v })}
            options={[
              { value: 'all', label: '全部' },
              { value: 'true', label: '已认证' },
              { value: 'false', label: '未认证' },
            ]}
          />
          <Input.Search
            allowClear
            placeholder="搜索供应商名称"
            defaultValue={keyword}
            onSearch={(v) => go({ keyword: v.trim() })}
            style={{ width: 240, marginLeft: 12 }}
          />
        </>
      }
    >
      <Table<AdminSupplier>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '没有符合条件的供应商' }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 家`,
          onChange: (p) => go({ page: p }),
        }}
        columns={[
          { title: '供应商', dataIndex: 'name' },
          { title: '简称', dataIndex: 'shortName', width: 140, render: (s: string) => s || '—' },
          { title: '在售商品', dataIndex: 'goodsCount', width: 100 },
          { title: '账号数', dataIndex: 'userCount', width: 90 },
          {
            title: '认证',
            width: 190,
            render: (_: unknown, r) =>
              r.verified ? (
                <Tag color="green">已认证 {timeText(r.verifiedAt)}</Tag>
              ) : (
                <Tag color="orange">未认证</Tag>
              ),
          },
          {
            title: '操作',
            width: 110,
            render: (_: unknown, r) => (
              <Button type="link" danger={r.verified} onClick={() => setEditing(r)}>
                {r.verified ? '取消认证' : '认证'}
              </Button>
            ),
          },
        ]}
      />
      {editing && <VerifyDialog supplier={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
