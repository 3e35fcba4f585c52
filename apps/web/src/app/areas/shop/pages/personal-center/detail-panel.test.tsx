import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DETAIL_ID, DetailPanel, type DetailQuery } from './detail-panel';

const idle: DetailQuery<string> = { data: undefined, isError: false, error: null, refetch: () => undefined };

function show(query: DetailQuery<string>, valid = true) {
  return render(
    <MemoryRouter initialEntries={['/shop/person/order/7']}>
      <Routes>
        <Route
          path="/shop/person/order/:id"
          element={
            <DetailPanel
              title="订单详情"
              valid={valid}
              missing="订单不存在"
              query={query}
              backLabel="返回我的订单"
              backPath="/shop/person/order"
              loadingClassName="order-loading"
            >
              {(detail) => <p>详情：{detail}</p>}
            </DetailPanel>
          }
        />
        <Route path="/shop/person/order" element={<p>订单列表</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DetailPanel (personal-centre details)', () => {
  it('accepts the ids an address can carry', () => {
    expect(['1', '123456789012345678'].every((id) => DETAIL_ID.test(id))).toBe(true);
    expect(['0', 'abc', '01', '1234567890123456789'].some((id) => DETAIL_ID.test(id))).toBe(false);
  });

  it('says a malformed id does not exist, and its back button opens the list when opened directly', async () => {
    show(idle, false);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /返回我的订单/ })[0]!);
    expect(await screen.findByText('订单列表')).toBeTruthy();
  });

  it('shows a failed query with a retry, a spinner while loading, then the view', async () => {
    const refetch = vi.fn();
    const failed = show({ ...idle, isError: true, error: new Error('订单不存在或无权查看'), refetch });
    expect(await screen.findByText('订单不存在或无权查看')).toBeTruthy();
    failed.unmount();

    const loading = show(idle);
    expect(loading.container.querySelector('.order-loading .ant-spin')).not.toBeNull();
    loading.unmount();

    show({ ...idle, data: 'PO-1' });
    expect(await screen.findByText('详情：PO-1')).toBeTruthy();
    expect(screen.getByText('订单详情')).toBeTruthy();
  });
});
