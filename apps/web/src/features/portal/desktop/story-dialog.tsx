import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Switch } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PORTAL_FIGURES_MAX,
  PORTAL_FIGURES_MIN,
  PORTAL_INDUSTRIES,
  PORTAL_SIZES,
  type AdminPortalStory,
  type PortalFigure,
  type SavePortalStoryRequest,
} from '@pm/contract/portal';
import { useSaveStory } from '../api/admin-story-save';

type StoryForm = Omit<SavePortalStoryRequest, 'id' | 'figures'> & { figures: PortalFigure[] };

const EMPTY: StoryForm = {
  customerName: '',
  shortName: '',
  industry: '机械制造',
  region: '',
  size: '1000–4999 人',
  headline: '',
  problem: '',
  solution: '',
  figures: [
    { value: '', unit: '%', label: '' },
    { value: '', unit: '', label: '' },
  ],
  quote: '',
  quoteBy: '',
  sort: 0,
  published: false,
};

const text = (label: string, min: number, max: number) => [
  { required: true, whitespace: true, message: `请填写${label}` },
  { min, message: `${label}至少 ${min} 个字` },
  { max, message: `${label}最长 ${max} 个字` },
];

/** Adds (story null) or changes a customer story; the server checks everything again. */
export function StoryDialog({ story, onClose }: { story: AdminPortalStory | null; onClose: () => void }) {
  const [form] = Form.useForm<StoryForm>();
  const save = useSaveStory();
  return (
    <Modal
      open
      width={860}
      title={story ? `修改客户案例：${story.shortName}` : '新增客户案例'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={async () => {
        // the form shows what is wrong; a refused save is toasted by the client and the dialog stays open
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        await save.mutateAsync({ ...(story ? { id: story.id } : {}), ...v }).then(onClose, () => undefined);
      }}
    >
      <Form form={form} layout="vertical" initialValues={story ?? EMPTY}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="customerName" label="客户名称" rules={text('客户名称', 4, 40)}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="shortName" label="客户简称" rules={text('客户简称', 2, 8)}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="region" label="所在地区" rules={text('所在地区', 2, 20)}>
              <Input maxLength={20} placeholder="江苏 常州" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="industry" label="行业">
              <Select options={PORTAL_INDUSTRIES.map((i) => ({ value: i, label: i }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="size" label="规模">
              <Select options={PORTAL_SIZES.map((s) => ({ value: s, label: s }))} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="sort" label="顺序（小的在前）">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="published" label="发布" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="headline" label="案例标题" rules={text('案例标题', 6, 40)}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="problem" label="客户面临的问题" rules={text('客户面临的问题', 20, 1200)}>
          <Input.TextArea rows={4} maxLength={1200} showCount />
        </Form.Item>
        <Form.Item name="solution" label="解决方案（如何使用商城）" rules={text('解决方案', 20, 2000)}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Form.List name="figures">
          {(fields, { add, remove }) => (
            <Form.Item label={`成效数据（${PORTAL_FIGURES_MIN}–${PORTAL_FIGURES_MAX} 项）`} required>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[f.name, 'value']}
                    rules={[
                      { required: true, message: '请填写数据' },
                      { pattern: /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/, message: '数据应为数字' },
                    ]}
                  >
                    <Input placeholder="数值，如 38" style={{ width: 130 }} aria-label="数值" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'unit']} rules={[{ max: 6, message: '单位最长 6 个字' }]}>
                    <Input placeholder="单位，如 %" style={{ width: 100 }} aria-label="单位" />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'label']}
                    rules={[
                      { required: true, whitespace: true, message: '请填写数据说明' },
                      { min: 2, message: '数据说明至少 2 个字' },
                      { max: 16, message: '数据说明最长 16 个字' },
                    ]}
                  >
                    <Input placeholder="说明，如 采购周期缩短" style={{ width: 260 }} aria-label="数据说明" />
                  </Form.Item>
                  {fields.length > PORTAL_FIGURES_MIN && (
                    <MinusCircleOutlined aria-label="删除这项数据" onClick={() => remove(f.name)} />
                  )}
                </Space>
              ))}
              {fields.length < PORTAL_FIGURES_MAX && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ value: '', unit: '', label: '' })}
                >
                  添加一项数据
                </Button>
              )}
            </Form.Item>
          )}
        </Form.List>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item name="quote" label="客户评价" rules={[{ max: 300, message: '客户评价最长 300 个字' }]}>
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="quoteBy" label="评价人" rules={[{ max: 30, message: '评价人最长 30 个字' }]}>
              <Input maxLength={30} placeholder="采购部经理 周建国" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
