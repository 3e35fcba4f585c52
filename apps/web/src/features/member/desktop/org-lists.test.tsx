/**
 * The 企业 rows on the desktop: the person-centre tab is read-only for a buyer and kept by a purchasing
 * manager (no write button is shown to whom the write would be refused), and the checkout's invoice
 * picker starts with the organization's title when the buyer has none of his own.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { InvoiceTitle } from '@pm/contract/member';
import { queryClient } from '@/lib/query-client';
import { useOrgInvoiceList } from '../api/org-invoice-list';
import { useRemoveOrgInvoice } from '../api/org-invoice-remove';
import { InvoicePicker } from './invoice-picker';
import { OrgList } from './member-list-panel';
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

const calls: { path: string; body: unknown }[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, body: unknown) => {
    calls.push({ path: endpoint.path, body });
    if (endpoint.path === '/member/invoice/page')
      return Promise.resolve({ records: [], total: 0, page: 1, limit: 50 });
    if (endpoint.path === '/member/invoice/organization/list') return Promise.resolve([orgTitle]);
    if (endpoint.path === '/member/invoice/organization/remove')
      return Promise.resolve({ id: '9', defaultId: null });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  }),
);

function renderIn(node: ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

afterEach(() => {
  queryClient.clear();
  calls.length = 0;
});

function Titles({ editable }: { editable: boolean }) {
  return (
    <OrgList<InvoiceTitle>
      label="企业发票抬头"
      noun="企业发票抬头"
      max={20}
      columns={[{ title: '发票抬头', dataIndex: 'title' }]}
      useList={useOrgInvoiceList}
      useRemove={useRemoveOrgInvoice}
      editable={editable}
      renderForm={({ open, item }) =>
        open ? <div role="dialog">{item ? `编辑 ${item.title}` : '新增'}</div> : null
      }
    />
  );
}

describe('企业 tab of the person centre', () => {
  it('shows a buyer the rows read-only, saying who keeps them', async () => {
    renderIn(<Titles editable={false} />);
    await screen.findByText('华东精工制造有限公司');
    expect(screen.getByText(/由本企业的采购经理维护/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('lets a purchasing manager add, edit and delete them', async () => {
    renderIn(<Titles editable />);
    const row = (await screen.findByText('华东精工制造有限公司')).closest('tr')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    expect(screen.getByRole('dialog').textContent).toBe('编辑 华东精工制造有限公司');
    expect(screen.getByRole('button', { name: /新增企业发票抬头/ })).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));
    // the confirmation's own 删除
    const confirm = await waitFor(() => {
      const b = document.querySelector<HTMLElement>('.ant-popconfirm-buttons .ant-btn-dangerous');
      expect(b).not.toBeNull();
      return b!;
    });
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/member/invoice/organization/remove')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/member/invoice/organization/remove')!.body).toEqual({ id: '9' });
  });
});

describe('checkout invoice picker', () => {
  it("starts with the organization's title, marked 企业 and not editable, when the buyer has none", async () => {
    const onChange = vi.fn();
    renderIn(<InvoicePicker onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(orgTitle));
    expect(onChange).toHaveBeenCalledTimes(1);
    const card = screen.getByText('华东精工制造有限公司').closest('[role="radio"]')!;
    expect(within(card as HTMLElement).getByText('企业')).toBeTruthy();
    expect(within(card as HTMLElement).queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
