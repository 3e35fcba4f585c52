import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { useDeactivateAccount } from '../api/deactivate-account';
import './account.css';

/** What deactivation does, said before the password is asked. */
export const DEACTIVATE_CONSEQUENCES = '账号将无法登录，所在组织的订单与数据保留';

/**
 * 注销账号: a danger zone under the account forms. The modal says what happens and asks for the
 * password; after the server deactivated the account, `onDeactivated` signs out (the page knows how).
 */
export function DeactivateAccount({
  userId,
  onDeactivated,
}: {
  userId: string;
  onDeactivated: () => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const deactivate = useDeactivateAccount();

  const close = () => {
    setOpen(false);
    form.resetFields();
  };
  const submit = ({ password }: { password: string }) =>
    deactivate.mutate(
      { id: userId, password },
      // a failure (wrong password): the client already showed the server's message; the modal stays
      { onSuccess: () => void onDeactivated() },
    );

  return (
    <section className="account-danger" aria-labelledby="account-danger-title">
      <h3 id="account-danger-title" className="account-danger__title">
        注销账号
      </h3>
      <p className="account-danger__text">注销后{DEACTIVATE_CONSEQUENCES}。注销后无法恢复。</p>
      <Button danger onClick={() => setOpen(true)}>
        注销账号
      </Button>
      <Modal
        open={open}
        title="注销账号"
        okText="确认注销"
        okButtonProps={{ danger: true, loading: deactivate.isPending }}
        cancelText="取消"
        onOk={() => form.submit()}
        onCancel={close}
      >
        <Alert type="warning" showIcon title={`${DEACTIVATE_CONSEQUENCES}。`} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="password"
            label="当前密码"
            rules={[{ required: true, message: RULE_MESSAGES.passwordRequired }]}
          >
            <Input.Password autoComplete="current-password" placeholder="请输入当前密码以确认注销" />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
