import { Form, Input, Modal, Radio } from 'antd';
import type { ProductWorkOrderRequest } from '@pm/contract/mall';
import { notify } from '@/lib/notify';
import { useSaveProductWorkOrder } from '../api/product-work-order';

type Kind = ProductWorkOrderRequest['kind'];

const KINDS: { value: Kind; label: string }[] = [
  { value: 'price', label: '价格有误' },
  { value: 'spec', label: '规格参数有误' },
  { value: 'image', label: '图片有误' },
  { value: 'stock', label: '库存有误' },
  { value: 'other', label: '其他问题' },
];

interface Values {
  kind: Kind;
  content: string;
  contact: string;
}

/** 商品纠错: a signed-in buyer reports what is wrong with a goods item. */
export function WorkOrderModal({
  goodsId,
  goodsName,
  open,
  onClose,
}: {
  goodsId: string;
  goodsName: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProductWorkOrder();

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      goodsId,
      kind: v.kind,
      content: v.content.trim(),
      contact: v.contact?.trim() ?? '',
    });
    notify('感谢反馈，我们会尽快核实处理', 'success');
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="商品纠错"
      open={open}
      okText="提交"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="pm-wo__goods">{goodsName}</p>
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'price', content: '', contact: '' }}>
        <Form.Item name="kind" label="问题类型" rules={[{ required: true, message: '请选择问题类型' }]}>
          <Radio.Group options={KINDS} />
        </Form.Item>
        <Form.Item
          name="content"
          label="问题描述"
          rules={[
            { required: true, whitespace: true, message: '请描述问题（至少 2 个字）' },
            { min: 2, message: '请描述问题（至少 2 个字）' },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder="例如：页面价格与合同价不一致，规格应为 M6×20"
          />
        </Form.Item>
        <Form.Item name="contact" label="联系方式（选填）">
          <Input maxLength={50} placeholder="手机号或邮箱，方便我们回复您" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
