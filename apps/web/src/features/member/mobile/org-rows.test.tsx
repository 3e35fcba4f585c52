/**
 * The 企业 rows on a phone: the checkout's invoice picker starts with the organization's title when the
 * buyer has none of his own (the desktop's rule, `preselectedOf`) and marks it 企业 without 编辑; the
 * 发票抬头 screen shows the two groups, with 新增企业抬头 only for a purchasing manager.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { InvoiceTitle } from '@pm/contract/member';
import { queryClient } from '@/lib/query-client';
import { InvoiceList } from './invoice-list';
import { InvoicePicker } from './invoice-picker';
import { setRequestStandIn } from '@/lib/http';

const orgTitle: InvoiceTitle = {
  id: '9',
  type: 'SPECIAL',
  titleType: 'COMPANY',
  title: '华东精工制造有限公司',
  taxNo: '91310115MA1K4AB20T',
  address: '上海市浦东新区张江路 88 号',
  phone: '021-58881234',
  bank: '招商银行上海张江支行',
  account: '121909876510001',
  isDefault: false,
  scope: 'ORGANIZATION',
};
const own: InvoiceTitle = { ...orgTitle, id: '5', title: '张伟', isDefault: true, scope: 'USER' };
let ownTitles: InvoiceTitle[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint) => {
    if (endpoint.path === '/member/invoice/page')
      return Promise.resolve({ records: ownTitles, total: ownTitles.length, page: 1, limit: 50 });
    if (endpoint.path === '/member/invoice/organization/list') return Promise.resolve([orgTitle]);
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  }),
);

function renderIn(node: ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

afterEach(() => {
  queryClient.clear();
  ownTitles = [];
});

describe('phone checkout invoice picker', () => {
  it("takes the organization's title when the buyer has none of his own", async () => {
    const onChange = vi.fn();
    renderIn(<InvoicePicker value={undefined} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(orgTitle));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("takes the buyer's own default before the organization's", async () => {
    ownTitles = [own];
    const onChange = vi.fn();
    renderIn(<InvoicePicker value={undefined} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(own));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen 企业 title with its mark', async () => {
    renderIn(<InvoicePicker value="9" onChange={() => undefined} />);
    const card = (await screen.findByText('华东精工制造有限公司')).closest('button')!;
    expect(within(card).getByText('企业')).toBeTruthy();
  });
});

describe('phone 发票抬头 screen', () => {
  it('lists the two groups; a buyer reads the 企业 one', async () => {
    ownTitles = [own];
    renderIn(<InvoiceList onEdit={() => undefined} onAdd={() => undefined} />);
    const org = await screen.findByRole('list', { name: '企业发票抬头' });
    expect(within(org).getByText('企业发票抬头，由采购经理维护')).toBeTruthy();
    expect(within(org).queryByRole('button')).toBeNull();
    expect(screen.getByRole('list', { name: '个人发票抬头' }).textContent).toContain('张伟');
    expect(screen.queryByRole('button', { name: '新增企业抬头' })).toBeNull();
  });

  it('gives a purchasing manager 新增企业抬头, 编辑 and 删除', async () => {
    renderIn(<InvoiceList onEdit={() => undefined} onAdd={() => undefined} keepsOrganization />);
    const org = await screen.findByRole('list', { name: '企业发票抬头' });
    expect(within(org).getByRole('button', { name: /编辑/ })).toBeTruthy();
    expect(within(org).getByRole('button', { name: /删除/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增企业抬头' })).toBeTruthy();
    expect(screen.getByText('还没有个人发票抬头')).toBeTruthy();
  });
});
