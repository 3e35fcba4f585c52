/** The pages of the personal center (/shop/person/*). */
import { useState } from 'react';
import { Button, Descriptions, Form, Input, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@pm/contract/constants';
import { isPhone, isValidPassword, RULE_MESSAGES } from '@pm/contract/rules';
import { getSessionUser } from '@/features/auth/model/session';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';
import { get, post } from '@/lib/http';
import { notify } from '@/lib/notify';

function GoShopping() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/shop')}>
      去逛逛
    </Button>
  );
}

export function OrderListPage() {
  const [status, setStatus] = useState('all');
  return (
    <Panel title="我的订单">
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[
          { key: 'all', label: '全部' },
          ...ORDER_STATUSES.map((s) => ({ key: s, label: ORDER_STATUS_LABELS[s] })),
        ]}
      />
      <EmptyState
        description={
          status === 'all'
            ? '暂无订单'
            : `暂无${ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]}的订单`
        }
      >
        <GoShopping />
      </EmptyState>
    </Panel>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Panel title={`订单详情`} extra={<span>订单号：{id}</span>}>
      <EmptyState description="暂无该订单的信息">
        <Button onClick={() => navigate('/shop/person/order')}>返回我的订单</Button>
      </EmptyState>
    </Panel>
  );
}

export function InquiryListPage() {
  return (
    <Panel title="我的询价">
      <EmptyState description="暂无询价记录，在商品详情页可将商品加入询价篮">
        <GoShopping />
      </EmptyState>
    </Panel>
  );
}

export function CompareListPage() {
  return (
    <Panel title="核价单">
      <EmptyState description="核价单还是空的，挑选商品后可加入核价单比价">
        <GoShopping />
      </EmptyState>
    </Panel>
  );
}

export function RefundListPage() {
  return (
    <Panel title="退款/售后">
      <EmptyState description="暂无退款/售后记录" />
    </Panel>
  );
}

export function RefundDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Panel title="售后详情" extra={<span>售后单号：{id}</span>}>
      <EmptyState description="暂无该售后单的信息">
        <Button onClick={() => navigate('/shop/person/refund')}>返回退款/售后</Button>
      </EmptyState>
    </Panel>
  );
}

function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

function AccountSummary() {
  const user = getSessionUser();
  if (!user) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 24 }}
      items={[
        { key: 'u', label: '账号', children: user.username },
        { key: 'p', label: '绑定手机', children: maskPhone(user.cellphone) || '未绑定' },
        { key: 'o', label: '所属企业', children: user.organizationName || '—' },
      ]}
    />
  );
}

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the new password follows the §5 rule; GET /user/updatePassword (§7). */
export function PasswordPage() {
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const onFinish = async (v: PasswordForm) => {
    setSaving(true);
    try {
      await get<unknown>(
        '/user/updatePassword',
        { oldPassword: v.oldPassword, newPassword: v.newPassword },
        { action: '修改密码' },
      );
      notify('密码修改成功', 'success');
      form.resetFields();
    } catch {
      // the client already showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel title="修改密码">
      <AccountSummary />
      <Form form={form} layout="vertical" style={{ maxWidth: 400 }} onFinish={onFinish} requiredMark={false}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          rules={[
            { required: true, message: RULE_MESSAGES.passwordRequired },
            {
              validator: (_r, value: string) =>
                !value || isValidPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(RULE_MESSAGES.passwordInvalid)),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="8-16位，包含数字、小写字母和大写字母" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_r, value: string) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(RULE_MESSAGES.confirmMismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          确认修改
        </Button>
      </Form>
    </Panel>
  );
}

/** 修改手机号: a mainland mobile number (§5); /user/cellphone/update (§7). */
export function PhonePage() {
  const [form] = Form.useForm<{ cellphone: string }>();
  const [saving, setSaving] = useState(false);
  const onFinish = async (v: { cellphone: string }) => {
    setSaving(true);
    try {
      await post<unknown>(
        '/user/cellphone/update',
        { cellphone: v.cellphone.trim() },
        { action: '修改手机号' },
      );
      notify('手机号修改成功', 'success');
      form.resetFields();
    } catch {
      // the client already showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel title="修改手机号">
      <AccountSummary />
      <Form form={form} layout="vertical" style={{ maxWidth: 400 }} onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="cellphone"
          label="新手机号"
          rules={[
            { required: true, whitespace: true, message: RULE_MESSAGES.phoneRequired },
            {
              validator: (_r, value: string) =>
                !value || isPhone(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(RULE_MESSAGES.phoneInvalid)),
            },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="请输入新手机号" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          确认修改
        </Button>
      </Form>
    </Panel>
  );
}

export function InvoicePage() {
  return (
    <Panel title="发票抬头">
      <EmptyState description="暂无发票抬头" />
    </Panel>
  );
}

export function AddressPage() {
  return (
    <Panel title="收货地址">
      <EmptyState description="暂无收货地址" />
    </Panel>
  );
}
