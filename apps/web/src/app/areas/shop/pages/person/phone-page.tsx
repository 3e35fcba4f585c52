import { Button, Form, Input } from 'antd';
import { isPhone, RULE_MESSAGES } from '@pm/contract/rules';
import { Panel } from '@/ui/desktop/empty-state';
import { useUpdateCellphone } from '@/features/account/api/update-cellphone';
import { notify } from '@/lib/notify';
import { AccountSummary } from './account-summary';

/** 修改手机号: a mainland mobile number; /user/cellphone/update. */
export default function PhonePage() {
  const [form] = Form.useForm<{ cellphone: string }>();
  const update = useUpdateCellphone();
  const saving = update.isPending;
  const onFinish = (v: { cellphone: string }) =>
    update.mutate(
      { cellphone: v.cellphone.trim() },
      {
        // a failure: the client already showed the server's message
        onSuccess: () => {
          notify('手机号修改成功', 'success');
          form.resetFields();
        },
      },
    );
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
