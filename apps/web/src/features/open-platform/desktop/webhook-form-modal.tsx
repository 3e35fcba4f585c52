import { Checkbox, Form, Input, Modal } from 'antd';
import {
  OPEN_EVENT_FILTERS,
  OPEN_EVENT_LABELS,
  type OpenEventFilter,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@pm/contract/open-platform';

interface Values {
  url: string;
  eventTypes: OpenEventFilter[];
  description: string;
}

/** Add a webhook endpoint, or change one: its URL, the event types it receives, a description. */
export function WebhookFormModal({
  endpoint,
  saving,
  onSave,
  onClose,
}: {
  endpoint?: WebhookEndpoint;
  saving: boolean;
  onSave: (input: Required<WebhookEndpointInput>) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const initial: Values = endpoint
    ? { url: endpoint.url, eventTypes: endpoint.eventTypes, description: endpoint.description }
    : { url: '', eventTypes: ['order.*'], description: '' };
  return (
    <Modal
      open
      title={endpoint ? '修改 Webhook 地址' : '添加 Webhook 地址'}
      okText={endpoint ? '保存' : '添加'}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      width={640}
      onOk={() =>
        void form.validateFields().then(async (v) => {
          await onSave({
            url: v.url.trim(),
            eventTypes: v.eventTypes,
            description: (v.description ?? '').trim(),
          });
        })
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="url"
          label="接收地址"
          extra="http 或 https 网址；不能指向本机、内网或链路本地地址"
          rules={[
            { required: true, whitespace: true, message: '请填写 Webhook 地址' },
            { type: 'url', message: 'Webhook 地址应为 http 或 https 网址' },
            { pattern: /^https?:\/\//i, message: 'Webhook 地址应为 http 或 https 网址' },
            { max: 500, message: 'Webhook 地址最长 500 个字符' },
          ]}
        >
          <Input placeholder="https://erp.example.com/hooks/procurement" />
        </Form.Item>
        <Form.Item
          name="eventTypes"
          label="订阅的事件"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个事件类型' }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}
            options={OPEN_EVENT_FILTERS.map((f) => ({
              value: f,
              label: (
                <span>
                  <code>{f}</code> {OPEN_EVENT_LABELS[f]}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="说明（选填）"
          rules={[{ max: 100, message: '说明最长 100 个字' }]}
        >
          <Input maxLength={100} placeholder="如：生产环境 ERP" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
