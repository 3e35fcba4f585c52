import { Button, Form, Input } from 'antd-mobile';
import { useSendReturnShipping } from '../api/refund-return-shipping';
import { CARRIERS, SHIP_RULES, waybillProblem } from '../model/refund-view';
import './refund-mobile.css';

interface Values {
  carrier: string;
  waybillNo: string;
}

const carrierRule = {
  validator: (_r: unknown, v: unknown) => {
    const t = typeof v === 'string' ? v.trim() : '';
    if (!t) return Promise.reject(new Error('请填写物流公司'));
    if (t.length > SHIP_RULES.carrierMax) {
      return Promise.reject(new Error(`物流公司最长 ${SHIP_RULES.carrierMax} 个字`));
    }
    return Promise.resolve();
  },
};

const waybillRule = {
  validator: (_r: unknown, v: unknown) => {
    const problem = waybillProblem(typeof v === 'string' ? v : '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/** 物流公司: free text with the common carriers as quick choices. */
function CarrierField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  return (
    <div>
      <Input
        id={id}
        value={value}
        maxLength={SHIP_RULES.carrierMax}
        placeholder="如 顺丰速运"
        onChange={onChange}
      />
      <div className="pm-carriers" role="group" aria-label="常用物流公司">
        {CARRIERS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={value === c}
            className={value === c ? 'pm-carrier pm-carrier--on' : 'pm-carrier'}
            onClick={() => onChange?.(c)}
          >
            {c}
          </button>
        ))}
      </div>
    </div>
  );
}

/** 填写退货物流: the carrier and waybill of the goods sent back (the contract's rules and words). */
export function ReturnShippingForm({ refundId, onDone }: { refundId: string; onDone: () => void }) {
  const send = useSendReturnShipping();
  return (
    <Form
      layout="horizontal"
      className="pm-ship-form"
      initialValues={{ carrier: '', waybillNo: '' }}
      onFinish={(v: Values) =>
        send.mutate(
          { id: refundId, carrier: v.carrier.trim(), waybillNo: v.waybillNo.trim() },
          { onSuccess: onDone },
        )
      }
      footer={
        <Button
          block
          type="submit"
          color="danger"
          className="pm-go"
          shape="rounded"
          size="large"
          loading={send.isPending}
        >
          提交退货物流
        </Button>
      }
    >
      <Form.Item name="carrier" label="物流公司" required rules={[carrierRule]}>
        <CarrierField />
      </Form.Item>
      <Form.Item name="waybillNo" label="运单号" required rules={[waybillRule]}>
        <Input maxLength={SHIP_RULES.waybillMax} placeholder="6 到 40 位字母、数字或 -" clearable />
      </Form.Item>
    </Form>
  );
}
