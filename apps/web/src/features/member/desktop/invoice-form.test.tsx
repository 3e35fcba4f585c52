import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import { InvoiceForm } from './invoice-form';

afterEach(cleanup);

function open() {
  render(
    <QueryClientProvider client={queryClient}>
      <InvoiceForm open onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

// A whole antd form or modal: its own budget (see test/budgets.ts).
describe('InvoiceForm (新增发票抬头)', { timeout: UI_TEST_MS }, () => {
  it('switching to 专票 shows no error on fields the buyer has not typed in yet', async () => {
    const user = userEvent.setup();
    const dialog = open();
    await user.click(screen.getByText('增值税专用发票'));
    // the registration fields are required now, but nothing is said before the buyer types or saves
    await new Promise((r) => setTimeout(r, 50));
    expect(errors()).toEqual([]);
    expect(dialog.textContent).toContain('注册地址');
  });

  it('checks a touched field again under the new type, and clears an error that no longer applies', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByText('增值税专用发票'));
    // typed and emptied: required under 专票
    const address = screen.getByPlaceholderText('营业执照上的注册地址');
    await user.type(address, '上');
    await user.clear(address);
    await waitFor(() => expect(errors().length).toBeGreaterThan(0), UI_WAIT);
    // 普票 does not need it: the error goes
    await user.click(screen.getByText('增值税普通发票'));
    await waitFor(() => expect(errors()).toEqual([]), UI_WAIT);
  });
});
