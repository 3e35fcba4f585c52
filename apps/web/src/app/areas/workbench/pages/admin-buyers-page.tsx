import { submitValid } from '@/ui/desktop/submit-valid';
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { yuanToFen } from '@pm/contract/money';
import type { AdminBuyer, AdminOrgUser } from '@pm/contract/workbench-admin';
import { useAdminBuyerDetail } from '@/features/workbench-admin/api/admin-buyer-detail';
import { getAdminBuyerPageQuery, useAdminBuyerPage } from '@/features/workbench-admin/api/admin-buyer-page';
import { useSetCreditLimit } from '@/features/workbench-admin/api/admin-credit-limit';
import { useUpdateOrgUser } from '@/features/workbench-admin/api/admin-user-update';
import { yuanText } from '@/features/workbench-admin/model/admin-view';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;
const ROLE_OPTIONS = [
  { value: 'PURCHASER', label: '采购员' },
  { value: 'APPROVER', label: '采购经理' },
];

export function loader() {
  void queryClient.prefetchQuery(getAdminBuyerPageQuery({ page: 1, limit: LIMIT }));
  return null;
}

function CreditDialog({ buyer, onClose }: { buyer: AdminBuyer; onClose: () => void }) {
  const [form] = Form.useForm<{ yuan: number; reason: string }>();
  const save = useSetCreditLimit();
  return (
    <Modal
      open
      title={`调整授信额度：${buyer.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await save.mutateAsync({
            organizationId: buyer.id,
            creditLimit: yuanToFen(v.yuan) ?? -1,
            reason: v.reason,
          });
          onClose();
        })
      }
    >
      <p>
        当前额度 {yuanText(buyer.credit.limit)}，已用 {yuanText(buyer.credit.used)}，新额度不得低于已用额度。
      </p>
      <Form form={form} layout="vertical" initialValues={{ yuan: buyer.credit.limit / 100 }}>
        <Form.Item
          name="yuan"
          label="新授信额度（元）"
          rules={[{ required: true, message: '请填写授信额度' }]}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} aria-label="新授信额度（元）" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="调整理由"
          rules={[
            { required: true, whitespace: true, message: '请填写理由' },
            { min: 2, message: '理由至少 2 个字' },
            { max: 200, message: '理由最长 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} placeholder="例如：年度框架协议续签，追加授信" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UserDialog({
  user,
  departments,
  onClose,
}: {
  user: AdminOrgUser;
  departments: { id: string; name: string }[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ roleTypes: ('PURCHASER' | 'APPROVER')[]; departmentId: string | null }>();
  const save = useUpdateOrgUser();
  return (
    <Modal
      open
      title={`设置角色与部门：${user.fullname || user.username}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await save.mutateAsync({
            userId: user.id,
            roleTypes: v.roleTypes,
            departmentId: v.departmentId ?? null,
          });
          onClose();
        })
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          roleTypes: user.roleTypes.filter((t) => t === 'PURCHASER' || t === 'APPROVER'),
          departmentId: user.departmentId,
        }}
      >
        <Form.Item name="roleTypes" label="角色" rules={[{ required: true, message: '请至少选择一个角色' }]}>
          <Select mode="multiple" options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item name="departmentId" label="部门">
          <Select
            allowClear
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
            placeholder="无部门"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function BuyerUsers({ id }: { id: string }) {
  const detail = useAdminBuyerDetail({ id });
  const [editing, setEditing] = useState<AdminOrgUser | null>(null);
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <>
      <Table<AdminOrgUser>
        rowKey="id"
        size="small"
        pagination={false}
        loading={detail.isPending}
        dataSource={detail.data?.users ?? []}
        locale={{ emptyText: '该单位还没有用户' }}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'fullname' },
          { title: '手机号', dataIndex: 'cellphone' },
          { title: '部门', dataIndex: 'departmentName', render: (d: string) => d || '—' },
          {
            title: '角色',
            dataIndex: 'roleNames',
            render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>),
          },
          {
            title: '操作',
            width: 120,
            render: (_: unknown, u) => (
              <Button type="link" size="small" onClick={() => setEditing(u)}>
                角色与部门
              </Button>
            ),
          },
        ]}
      />
      {editing && detail.data && (
        <UserDialog user={editing} departments={detail.data.departments} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** /workbench/buyers: 采购单位, their credit limits (with a reason) and users (roles, departments). */
export default function AdminBuyersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const list = useAdminBuyerPage({ page, limit: LIMIT, ...(keyword ? { keyword } : {}) });
  const [credit, setCredit] = useState<AdminBuyer | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Panel
      title={`采购单位（${list.data?.total ?? 0}）`}
      extra={
        <Input.Search
          allowClear
          placeholder="搜索单位名称"
          defaultValue={keyword}
          onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {}, { replace: true })}
          style={{ width: 260 }}
        />
      }
    >
      <Table<AdminBuyer>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '没有符合条件的采购单位' }}
        expandable={{ expandedRowRender: (r) => <BuyerUsers id={r.id} /> }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 家`,
          onChange: (p) => setParams({ ...(keyword ? { keyword } : {}), page: String(p) }, { replace: true }),
        }}
        columns={[
          { title: '单位名称', dataIndex: 'name' },
          { title: '用户数', dataIndex: 'userCount', width: 90 },
          { title: '授信额度', width: 170, render: (_: unknown, r) => yuanText(r.credit.limit) },
          { title: '已用', width: 150, render: (_: unknown, r) => yuanText(r.credit.used) },
          { title: '可用', width: 170, render: (_: unknown, r) => yuanText(r.credit.remaining) },
          {
            title: '操作',
            width: 120,
            render: (_: unknown, r) => (
              <Space>
                <Button type="link" onClick={() => setCredit(r)}>
                  调整额度
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {credit && <CreditDialog buyer={credit} onClose={() => setCredit(null)} />}
    </Panel>
  );
}
