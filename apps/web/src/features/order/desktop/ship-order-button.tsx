import { useState } from 'react';
import { AutoComplete, Button, Form, Input, Modal } from 'antd';
import { ORDER_ACTION_LABELS } from '@pm/contract/order';
import { useShipOrder } from '../api/vendor-order-ship';
import { SHIP_RULES, waybillProblem } from '../model/order-view';

interface ShipForm {
  carrier: string;
  waybillNo: string;
}

/** Carriers offered in the 物流公司 field (any other may be typed). */
const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '申通快递', '德邦快递', 'EMS'];

/** 发货: a button that opens the ship form (物流公司 + 运单号) of one order. */
export function ShipOrderButton({
  orderId,
  orderNo,
  size = 'small',
}: {
  orderId: string;
  orderNo: string;
  size?: 'small' | 'middle';
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ShipForm>();
  const ship = useShipOrder();

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await ship.mutateAsync({
        id: orderId,
        carrier: values.carrier.trim(),
        waybillNo: values.waybillNo.trim(),
      });
      setOpen(false);
      form.resetFields();
    } catch {
      // the server's message was toasted; the form stays open to correct it
    }
  };

  return (
    <>
      <Button type="primary" size={size} className="no-print" onClick={() => setOpen(true)}>
        {ORDER_ACTION_LABELS.ship}
      </Button>
      <Modal
        title={`发货：订单 ${orderNo}`}
        open={open}
        okText="确认发货"
        cancelText="取消"
        confirmLoading={ship.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<ShipForm> form={form} layout="vertical" preserve={false} requiredMark>
          <Form.Item
            name="carrier"
            label="物流公司"
            rules={[
              { required: true, whitespace: true, message: '请填写物流公司' },
              { max: SHIP_RULES.carrierMax, message: `物流公司最长 ${SHIP_RULES.carrierMax} 个字` },
            ]}
          >
            <AutoComplete
              options={CARRIERS.map((value) => ({ value }))}
              placeholder="选择或输入物流公司，如：顺丰速运"
              maxLength={SHIP_RULES.carrierMax}
              showSearch={{
                filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
              }}
            />
          </Form.Item>
          <Form.Item
            name="waybillNo"
            label="运单号"
            required
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const problem = waybillProblem(v ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              placeholder="6 到 40 位字母、数字或 -"
              maxLength={SHIP_RULES.waybillMax}
              autoComplete="off"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
