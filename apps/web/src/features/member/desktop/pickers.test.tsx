import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import { queryClient } from '@/lib/query-client';
import { AddressPicker } from './address-picker';
import { InvoicePicker } from './invoice-picker';
import { setRequestStandIn } from '@/lib/http';

const pudong: Address = {
  id: '1',
  consignee: '张伟',
  mobile: '13800000001',
  provinceCode: '310000',
  cityCode: '310100',
  countyCode: '310115',
  provinceName: '上海市',
  cityName: '上海市',
  countyName: '浦东新区',
  detail: '张江路 88 号',
  tag: '公司',
  isDefault: true,
  scope: 'USER',
};
const haidian: Address = {
  ...pudong,
  id: '2',
  consignee: '王强',
  provinceCode: '110000',
  cityCode: '110100',
  countyCode: '110108',
  provinceName: '北京市',
  cityName: '北京市',
  countyName: '海淀区',
  detail: '中关村大街 27 号',
  tag: '',
  isDefault: false,
};
const company: InvoiceTitle = {
  id: '5',
  type: 'SPECIAL',
  titleType: 'COMPANY',
  title: '华东精工制造有限公司',
  taxNo: '91310115MA1K4AB20T',
  address: '上海市浦东新区张江路 88 号',
  phone: '021-58881234',
  bank: '招商银行上海张江支行',
  account: '121909876510001',
  isDefault: true,
  scope: 'USER',
};
const personal: InvoiceTitle = {
  ...company,
  id: '6',
  type: 'NORMAL',
  titleType: 'PERSONAL',
  title: '张伟',
  taxNo: '',
  isDefault: false,
};

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint) => {
    if (endpoint.path === '/member/address/list') return Promise.resolve([pudong, haidian]);
    if (endpoint.path === '/member/invoice/page')
      return Promise.resolve({ records: [company, personal], total: 2, page: 1, limit: 50 });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  }),
);

function renderIn(node: ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

afterEach(() => queryClient.clear());

describe('AddressPicker', () => {
  it('offers the default address when nothing is chosen, and picks the card clicked', async () => {
    const onChange = vi.fn();
    const { rerender } = renderIn(<AddressPicker onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(pudong));
    rerender(
      <QueryClientProvider client={queryClient}>
        <AddressPicker value="1" onChange={onChange} />
      </QueryClientProvider>,
    );
    const cards = screen.getAllByRole('radio');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getAttribute('aria-checked')).toBe('true');
    expect(cards[0]!.textContent).toContain('默认');
    expect(cards[1]!.textContent).toContain('北京市 海淀区');
    await userEvent.setup().click(screen.getByText('中关村大街 27 号'));
    expect(onChange).toHaveBeenLastCalledWith(haidian);
    expect(screen.getByRole('button', { name: '新增收货地址' })).toBeTruthy();
  });

  it('leaves the choice alone with autoSelect off', async () => {
    const onChange = vi.fn();
    renderIn(<AddressPicker onChange={onChange} autoSelect={false} />);
    await screen.findByText('张江路 88 号');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('InvoicePicker', () => {
  it('takes the default title when nothing is chosen yet', async () => {
    const onChange = vi.fn();
    renderIn(<InvoicePicker onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(company));
  });

  it('shows 不开发票 for null, and picks a title or 不开发票', async () => {
    const onChange = vi.fn();
    renderIn(<InvoicePicker value={null} onChange={onChange} />);
    await screen.findByText('华东精工制造有限公司');
    expect(onChange).not.toHaveBeenCalled();
    const none = screen.getByText('不开发票').closest('[role="radio"]')!;
    expect(none.getAttribute('aria-checked')).toBe('true');
    const user = userEvent.setup();
    await user.click(screen.getByText('普票 · 个人'));
    expect(onChange).toHaveBeenLastCalledWith(personal);
    await user.click(none);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('专票 · 企业')).toBeTruthy();
    expect(screen.getByText('纳税人识别号 91310115MA1K4AB20T')).toBeTruthy();
  });
});
