import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { ACCOUNT_MESSAGES } from '@pm/contract/user';
import { isValidPassword, RULE_MESSAGES } from '@pm/contract/rules';
import { Panel } from '@/ui/desktop/empty-state';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { useUpdatePassword } from '@/features/account/api/update-password';
import { DeactivateAccount } from '@/features/account/desktop/deactivate-account';
import { logout } from '@/features/auth/model/session';
import { env } from '@/lib/env';
import { navigateTo } from '@/lib/login-flow';
import { notify } from '@/lib/notify';
import { AccountSummary } from './account-summary';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Said after a change: this device stays signed in, every other one was signed out. */
export const PASSWORD_CHANGED_NOTE = '其他设备上的登录已退出，本设备保持登录。';

/**
 * 修改密码 (POST /user/updatePassword): the old password and a new one by the password rule (8-16 letters and
 * digits with a digit, a lowercase and an uppercase letter); every other session ends. Below it, 注销账号.
 */
export default function PasswordPage() {
  const [form] = Form.useForm<PasswordForm>();
  const update = useUpdatePassword();
  const [changed, setChanged] = useState(false);
  const { user } = useDesktopSession();
  const onFinish = (v: PasswordForm) => {
    setChanged(false);
    update.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        // a failure: the client already showed the server's message
        onSuccess: () => {
          notify(ACCOUNT_MESSAGES.passwordChanged, 'success');
          setChanged(true);
          form.resetFields();
        },
      },
    );
  };
  const signOutDeactivated = async () => {
    notify(ACCOUNT_MESSAGES.deactivated, 'success');
    await logout();
    navigateTo(env.signInPath, { replace: true });
  };
  return (
    <Panel title="修改密码">
      <AccountSummary user={user} />
      {changed && (
        <Alert
          type="success"
          showIcon
          title={ACCOUNT_MESSAGES.passwordChanged}
          description={PASSWORD_CHANGED_NOTE}
          style={{ maxWidth: 560, marginBottom: 24 }}
        />
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 400 }} onFinish={onFinish} requiredMark={false}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: '请输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_r, value: string) => {
                if (!value) return Promise.resolve();
                if (!isValidPassword(value)) return Promise.reject(new Error(RULE_MESSAGES.passwordInvalid));
                if (value === getFieldValue('oldPassword'))
                  return Promise.reject(new Error(ACCOUNT_MESSAGES.samePassword));
                return Promise.resolve();
              },
            }),
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
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          确认修改
        </Button>
      </Form>
      {user && <DeactivateAccount userId={user.id} onDeactivated={signOutDeactivated} />}
    </Panel>
  );
}
