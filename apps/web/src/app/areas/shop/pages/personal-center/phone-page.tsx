import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { SessionUser } from '@pm/contract/user';
import { ACCOUNT_MESSAGES } from '@pm/contract/user';
import { isPhone, RULE_MESSAGES } from '@pm/contract/rules';
import { Panel } from '@/ui/desktop/empty-state';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { useUpdateCellphone } from '@/features/account/api/update-cellphone';
import { loadSessionUser } from '@/features/auth/model/session';
import { notify } from '@/lib/notify';
import { AccountSummary } from './account-summary';

interface PhoneForm {
  cellphone: string;
  password: string;
}

/**
 * 修改手机号 (/user/cellphone/update): a mainland number and the current password. After the change the
 * session user is loaded again (APP_USER), so the account summary shows the new number.
 */
export default function PhonePage() {
  const [form] = Form.useForm<PhoneForm>();
  const update = useUpdateCellphone();
  const session = useDesktopSession();
  const [reloaded, setReloaded] = useState<SessionUser | null>(null);
  const user = reloaded ?? session.user;
  const onFinish = (v: PhoneForm) =>
    update.mutate(
      { cellphone: v.cellphone.trim(), password: v.password },
      {
        // a failure: the client already showed the server's message
        onSuccess: async () => {
          notify(ACCOUNT_MESSAGES.cellphoneChanged, 'success');
          form.resetFields();
          const fresh = await loadSessionUser();
          if (fresh) setReloaded(fresh);
        },
      },
    );
  return (
    <Panel title="修改手机号">
      <AccountSummary user={user} />
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
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入新手机号" />
        </Form.Item>
        <Form.Item
          name="password"
          label="当前密码"
          extra="为保护账号安全，修改手机号需验证当前密码"
          rules={[{ required: true, message: RULE_MESSAGES.passwordRequired }]}
        >
          <Input.Password autoComplete="current-password" placeholder="请输入当前密码" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          确认修改
        </Button>
      </Form>
    </Panel>
  );
}
