import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { orderRefProblem } from '@pm/contract/order-refs';
import { OrderRefsInputs } from './order-refs-inputs';

/** The inputs with the checkout's state and rule (useCheckout keeps the same). */
function Harness() {
  const [poNumber, setPoNumber] = useState('');
  const [costCenter, setCostCenter] = useState('');
  return (
    <>
      <OrderRefsInputs
        value={{
          poNumber,
          setPoNumber,
          costCenter,
          setCostCenter,
          refProblems: {
            poNumber: orderRefProblem('poNumber', poNumber),
            costCenter: orderRefProblem('costCenter', costCenter),
          },
        }}
      />
      <output aria-label="已填">{`${poNumber}|${costCenter}`}</output>
    </>
  );
}

describe('OrderRefsInputs (desktop checkout 采购信息)', () => {
  it('takes 采购单号 and 成本中心 and explains one over 40 characters in Chinese', async () => {
    render(<Harness />);
    const po = screen.getByLabelText('采购单号');
    const cc = screen.getByLabelText('成本中心');
    fireEvent.change(po, { target: { value: 'PO-2026-0815' } });
    fireEvent.change(cc, { target: { value: 'CC-生产一部' } });
    expect(screen.getByLabelText('已填').textContent).toBe('PO-2026-0815|CC-生产一部');
    expect(screen.queryByText(/最多 40 个字/)).toBeNull();

    fireEvent.change(cc, { target: { value: '成'.repeat(41) } });
    expect(await screen.findByText('成本中心最多 40 个字')).toBeTruthy();
    // the input lets one more character in, so a pasted longer text is explained rather than cut
    expect(po.getAttribute('maxlength')).toBe('41');
  });
});
