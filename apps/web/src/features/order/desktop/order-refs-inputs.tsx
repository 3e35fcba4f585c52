import { Form, Input } from 'antd';
import './confirm.css';
import { ORDER_REF_LABELS, ORDER_REF_MAX, type OrderRefField } from '@pm/contract/order-refs';

/** The buyer's references as typed, their setters and why one cannot be sent (useCheckout). */
export interface OrderRefsValue {
  poNumber: string;
  setPoNumber: (v: string) => void;
  costCenter: string;
  setCostCenter: (v: string) => void;
  refProblems: Record<OrderRefField, string | null>;
}

const PLACEHOLDER: Record<OrderRefField, string> = {
  poNumber: '选填：贵司内部的采购单号，便于对账（供应商可见）',
  costCenter: '选填：费用归属的成本中心',
};

/**
 * 采购信息 of the desktop checkout: the buyer's own 采购单号 and 成本中心 (optional, at most 40 characters,
 * one line; the same rule as the server, @pm/contract/order-refs).
 */
export function OrderRefsInputs({ value }: { value: OrderRefsValue }) {
  const fields: { field: OrderRefField; text: string; set: (v: string) => void }[] = [
    { field: 'poNumber', text: value.poNumber, set: value.setPoNumber },
    { field: 'costCenter', text: value.costCenter, set: value.setCostCenter },
  ];
  return (
    <Form layout="vertical" component={false}>
      <div className="confirm-refs">
        {fields.map(({ field, text, set }) => {
          const problem = value.refProblems[field];
          return (
            <Form.Item
              key={field}
              label={ORDER_REF_LABELS[field]}
              htmlFor={`confirm-ref-${field}`}
              validateStatus={problem ? 'error' : undefined}
              help={problem ?? undefined}
            >
              <Input
                id={`confirm-ref-${field}`}
                value={text}
                placeholder={PLACEHOLDER[field]}
                // one more than allowed, so that a pasted longer text is seen and explained, not cut silently
                maxLength={ORDER_REF_MAX + 1}
                allowClear
                onChange={(e) => set(e.target.value)}
              />
            </Form.Item>
          );
        })}
      </div>
    </Form>
  );
}
