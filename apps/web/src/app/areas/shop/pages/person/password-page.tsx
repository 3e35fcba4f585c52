import { Button, Form, Input } from 'antd';
import { isValidPassword, RULE_MESSAGES } from '@pm/contract/rules';
import { Panel } from '@/ui/desktop/empty-state';
import { useUpdatePassword } from '@/features/account/api/update-password';
import { notify } from '@/lib/notify';
import { AccountSummary } from './account-summary';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the new password follows the phone and password rule; GET /user/updatePassword. */
export default function PasswordPage() {
  const [form] = Form.useForm<PasswordForm>();
  const update = useUpdatePassword();
  const saving = update.isPending;
  const onFinish = (v: PasswordForm) =>
    update.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        // a failure: the client already showed the server's message
        onSuccess: () => {
          notify('密码修改成功', 'success');
          form.resetFields();
        },
      },
    );
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
