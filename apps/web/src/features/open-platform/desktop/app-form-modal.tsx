import { Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import {
  OPEN_LIMITS,
  OPEN_SCOPE_LABELS,
  type OpenApp,
  type OpenAppInput,
  type OpenScope,
} from '@pm/contract/open-platform';
import { parseIpList } from '../model/manage';

interface Values {
  name: string;
  scopes: OpenScope[];
  rateLimitPerMinute: number;
  ipText: string;
}

/** Create an app, or change one (name, scopes, rate limit, IP allowlist). */
export function AppFormModal({
  app,
  scopes,
  saving,
  onSave,
  onClose,
}: {
  /** The app to change; none: a new one. */
  app?: OpenApp;
  /** The scopes this organization may grant. */
  scopes: readonly OpenScope[];
  saving: boolean;
  onSave: (input: Required<OpenAppInput>) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const initial: Values = app
    ? {
        name: app.name,
        scopes: app.scopes,
        rateLimitPerMinute: app.rateLimitPerMinute,
        ipText: app.ipAllowlist.join('\n'),
      }
    : { name: '', scopes: [], rateLimitPerMinute: OPEN_LIMITS.rateLimitDefault, ipText: '' };
  return (
    <Modal
      open
      title={app ? `修改应用：${app.name}` : '创建应用'}
      okText={app ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(async (v) => {
          await onSave({
            name: v.name.trim(),
            scopes: v.scopes,
            rateLimitPerMinute: v.rateLimitPerMinute,
            ipAllowlist: parseIpList(v.ipText ?? ''),
          });
        })
      }
      width={620}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="name"
          label="应用名称"
          rules={[
            { required: true, whitespace: true, message: '请填写应用名称' },
            { max: 50, message: '应用名称最长 50 个字' },
          ]}
        >
          <Input placeholder="如：金蝶云星空对接" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label="权限范围"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个权限范围' }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}
            options={scopes.map((s) => ({
              value: s,
              label: (
                <span>
                  <code>{s}</code> {OPEN_SCOPE_LABELS[s]}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="rateLimitPerMinute"
          label="每分钟请求上限"
          rules={[{ required: true, message: '请填写每分钟请求上限' }]}
          extra={`${OPEN_LIMITS.rateLimitMin}–${OPEN_LIMITS.rateLimitMax} 次；超出时答复 HTTP 429 与 Retry-After`}
        >
          <InputNumber
            min={OPEN_LIMITS.rateLimitMin}
            max={OPEN_LIMITS.rateLimitMax}
            precision={0}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="ipText"
          label="IP 白名单（选填）"
          extra={`每行一个 IP 地址或网段（如 203.0.113.7 或 203.0.113.0/24），最多 ${OPEN_LIMITS.ipAllowlistMax} 条；留空表示不限来源`}
          rules={[
            {
              validator: (_, text: string | undefined) =>
                parseIpList(text ?? '').length > OPEN_LIMITS.ipAllowlistMax
                  ? Promise.reject(new Error(`IP 白名单最多 ${OPEN_LIMITS.ipAllowlistMax} 条`))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder="203.0.113.0/24" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
