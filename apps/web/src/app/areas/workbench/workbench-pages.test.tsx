import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type { Resource } from '@pm/contract/user';
import type { WbGoodsPage, WbReviewDetail } from '@pm/contract/workbench-goods';
import type { WbAgreementBuyerPage, WbAgreementPage } from '@pm/contract/workbench-agreement';
import { queryClient } from '@/lib/query-client';
import { UI_TEST_MS, UI_WAIT } from '@/test/budgets';
import AgreementPage from './pages/agreement-page';
import GoodsListPage from './pages/goods-list-page';
import ReviewDetailPage from './pages/review-detail-page';
import { workbenchEntriesFor } from './workbench-menu';
import { setRequestStandIn } from '@/lib/http';
import { setNotifier } from '@/lib/notify';

const calls: { method: string; path: string; input: unknown }[] = [];
const PAGE: WbGoodsPage = {
  total: 2,
  page: 1,
  limit: 20,
  records: [
    {
      id: '501',
      name: '不锈钢内六角螺钉',
      skuCode: 'SKU501',
      brandName: '得力',
      catalogName: '螺钉',
      model: 'M6',
      listPrice: 1250,
      stock: 30,
      image: '',
      status: 'ON',
      statusText: '已上架',
      hasDraft: true,
      rejectReason: '',
      version: 3,
      updatedAt: '2026-11-26T08:00:00.000Z',
    },
    {
      id: '502',
      name: '镀锌六角螺母',
      skuCode: '',
      brandName: '得力',
      catalogName: '螺母',
      model: '',
      listPrice: 80,
      stock: 0,
      image: '',
      status: 'REJECTED',
      statusText: '已驳回',
      hasDraft: false,
      rejectReason: '图片缺失',
      version: 2,
      updatedAt: '2026-11-26T07:00:00.000Z',
    },
  ],
};
const view = (name: string) => ({
  name,
  brandId: '1',
  brandName: '得力',
  catalogId: '9',
  catalogPath: '五金 / 紧固件 / 螺钉',
  model: 'M6',
  spec: '',
  attrs: [],
  unit: '个',
  moq: 1,
  orderMultiple: 1,
  listPrice: 1250,
  marketPrice: 1500,
  images: [],
  description: '',
});
const REVIEW: WbReviewDetail = {
  id: '501',
  supplierName: '苏州联创工业品供应链有限公司',
  status: 'PENDING',
  statusText: '待审核',
  rejectReason: '',
  version: 4,
  submitted: view('不锈钢内六角螺钉（新款）'),
  listed: view('不锈钢内六角螺钉'),
  diff: [{ field: 'name', label: '商品名称', before: '不锈钢内六角螺钉', after: '不锈钢内六角螺钉（新款）' }],
  submittedAt: '2026-11-26T08:00:00.000Z',
};

const AGREEMENTS: WbAgreementPage = {
  total: 1,
  page: 1,
  limit: 20,
  records: [
    {
      goodsId: '501',
      skuCode: 'SKU501',
      name: '不锈钢内六角螺钉',
      model: 'M6',
      unit: '个',
      listPrice: 1250,
      price: 1150,
      discount: 9.2,
      discountText: '9.2折',
      organizationId: '1',
      organizationName: '华东精工制造有限公司',
      updatedAt: '2026-11-26T08:00:00.000Z',
      updatedBy: '陈静',
    },
  ],
};
const BUYERS: WbAgreementBuyerPage = {
  total: 2,
  page: 1,
  limit: 20,
  records: [
    { id: '1', name: '华东精工制造有限公司', shortName: '华东精工', priceCount: 1 },
    { id: '2', name: '北方重型机械股份有限公司', shortName: '北方重型', priceCount: 0 },
  ],
};

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown) => {
    calls.push({ method: endpoint.method, path: endpoint.path, input });
    if (endpoint.path === '/workbench/agreement/page') return Promise.resolve(AGREEMENTS);
    if (endpoint.path === '/workbench/agreement/buyers') return Promise.resolve(BUYERS);
    if (endpoint.path === '/workbench/agreement/set') return Promise.resolve({ records: [] });
    if (endpoint.path === '/workbench/agreement/remove') return Promise.resolve({ removed: 1 });
    if (endpoint.path === '/workbench/goods/page') return Promise.resolve(PAGE);
    if (endpoint.path === '/workbench/review/:id') return Promise.resolve(REVIEW);
    return Promise.resolve(REVIEW);
  }),
);
beforeAll(() => {
  setNotifier(() => undefined);
});

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

function renderAt(path: string, pattern: string, page: React.ReactNode) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>其他页面</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const node = (code: string, children: Resource[] = []): Resource => ({
  id: code,
  code,
  title: code,
  href: '',
  typeDescription: 'menu',
  children,
});

describe('the workbench menu', () => {
  it('shows the entries whose resource code is in the tree', () => {
    const vendor = [node('workbench', [node('workbench:home'), node('workbench:goods')])];
    expect(workbenchEntriesFor(vendor).map((e) => e.label)).toEqual(['工作台首页', '商品管理']);
    expect(workbenchEntriesFor([node('workbench:review')]).map((e) => e.label)).toEqual(['商品审核']);
    expect(workbenchEntriesFor([])).toEqual([]);
  });
});

describe('商品管理', { timeout: UI_TEST_MS }, () => {
  it('lists the goods with statuses, the actions each allows, and filters by status', async () => {
    renderAt('/workbench/goods?status=ON', '/workbench/goods', <GoodsListPage />);
    const row = (await screen.findByText('不锈钢内六角螺钉', {}, UI_WAIT)).closest('tr')!;
    expect(within(row).getByText('已上架')).toBeTruthy();
    expect(within(row).getByText('有未提交的修改')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '提交审核' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '下架' })).toBeTruthy();
    const rejected = screen.getByText('镀锌六角螺母').closest('tr')!;
    expect(within(rejected).queryByRole('button', { name: '下架' })).toBeNull();
    expect(calls[0]).toMatchObject({
      path: '/workbench/goods/page',
      input: { page: 1, limit: 20, status: 'ON' },
    });
    await userEvent.click(within(row).getByRole('button', { name: '提交审核' }));
    expect(calls.find((c) => c.path === '/workbench/goods/:id/submit')).toMatchObject({
      input: { id: '501', version: 3 },
    });
  });
});

describe('商品审核', { timeout: UI_TEST_MS }, () => {
  it('shows the difference and rejects only with a reason', async () => {
    renderAt('/workbench/review/501', '/workbench/review/:id', <ReviewDetailPage />);
    await screen.findAllByText('不锈钢内六角螺钉（新款）', {}, UI_WAIT);
    expect(screen.getByText('商品名称')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const ok = await screen.findByRole('button', { name: '确认驳回' }, UI_WAIT);
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '名称不规范' } });
    expect((ok as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(ok);
    expect(calls.find((c) => c.path === '/workbench/review/:id/reject')).toMatchObject({
      input: { id: '501', version: 4, reason: '名称不规范' },
    });
  });
});

describe('协议价管理', { timeout: UI_TEST_MS }, () => {
  it('lists the prices with their discount, edits a price in yuan (not above the list price) and deletes', async () => {
    renderAt('/workbench/agreement?org=1', '/workbench/agreement', <AgreementPage />);
    const row = (await screen.findByText('不锈钢内六角螺钉', {}, UI_WAIT)).closest('tr')!;
    expect(within(row).getByText('9.2折')).toBeTruthy();
    expect(within(row).getByText('华东精工制造有限公司')).toBeTruthy();
    expect(within(row).getByText('¥11.50')).toBeTruthy();
    expect(calls.find((c) => c.path === '/workbench/agreement/page')).toMatchObject({
      input: { page: 1, limit: 20, organizationId: '1' },
    });

    await userEvent.click(within(row).getByRole('button', { name: '修改 不锈钢内六角螺钉 的协议价' }));
    const input = within(row).getByLabelText('协议价（元）');
    fireEvent.change(input, { target: { value: '13' } });
    expect(await within(row).findByText('「不锈钢内六角螺钉」的协议价不能高于销售价 ¥12.50')).toBeTruthy();
    const save = within(row).getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '10.8' } });
    await vi.waitFor(() => expect(save.disabled).toBe(false), UI_WAIT);
    await userEvent.click(save);
    await vi.waitFor(
      () =>
        expect(calls.find((c) => c.path === '/workbench/agreement/set')).toMatchObject({
          input: { items: [{ goodsId: '501', organizationId: '1', price: 1080 }] },
        }),
      UI_WAIT,
    );

    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const pop = (await screen.findByText(/将按销售价购买该商品，确定删除/, {}, UI_WAIT)).closest(
      '.ant-popover',
    )!;
    await userEvent.click(within(pop as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    await vi.waitFor(
      () =>
        expect(calls.find((c) => c.path === '/workbench/agreement/remove')).toMatchObject({
          input: { items: [{ goodsId: '501', organizationId: '1' }] },
        }),
      UI_WAIT,
    );
  });
});
