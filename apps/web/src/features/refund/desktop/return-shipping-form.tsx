import { AutoComplete, Button, Form, Input } from 'antd';
import { REFUND_ACTION_LABELS } from '@pm/contract/refund';
import { useSendReturnShipping } from '../api/refund-return-shipping';
import { CARRIERS, SHIP_RULES, waybillProblem } from '../model/refund-view';
import './refund.css';

interface ShippingForm {
  carrier: string;
  waybillNo: string;
}

/** 填写退货物流: the carrier and waybill of the goods the buyer sent back (→ 退货中). */
export function ReturnShippingForm({ refundId }: { refundId: string }) {
  const [form] = Form.useForm<ShippingForm>();
  const send = useSendReturnShipping();

  const submit = (v: ShippingForm) => {
    send.mutate({ id: refundId, carrier: v.carrier.trim(), waybillNo: v.waybillNo.trim() });
  };

  return (
    <Form<ShippingForm>
      form={form}
      layout="inline"
      className="refund-shipping-form"
      aria-label={REFUND_ACTION_LABELS.returnShipping}
      onFinish={submit}
    >
      <Form.Item
        name="carrier"
        label="物流公司"
        rules={[
          { required: true, whitespace: true, message: '请填写物流公司' },
          { max: SHIP_RULES.carrierMax, message: `物流公司最长 ${SHIP_RULES.carrierMax} 个字` },
        ]}
      >
        <AutoComplete
          className="refund-shipping-form__carrier"
          options={CARRIERS.map((value) => ({ value }))}
          placeholder="选择或输入物流公司"
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
          className="refund-shipping-form__waybill"
          placeholder="6 到 40 位字母、数字或 -"
          maxLength={SHIP_RULES.waybillMax}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          提交退货物流
        </Button>
      </Form.Item>
    </Form>
  );
}
