/**
 * 协同采购 on the desktop against fixture answers: the list with its status tabs and counts, the detail with
 * lines per member (only one's own lines edited), 加入 for a colleague, and the owner's send dialog, which
 * sends exactly the chosen goods lines into the cart.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import type {
  SynergyDetail,
  SynergyLine,
  SynergyStatusCount,
  SynergySummary,
} from '@pm/contract/purchasing-synergy';
import { queryClient } from '@/lib/query-client';
import { SynergyDetailView } from './synergy-detail';
import { SynergyList } from './synergy-list';
import { setRequestStandIn } from '@/lib/http';

const summary: SynergySummary = {
  id: '31',
  code: 'XT202611260001',
  name: '二季度车间耗材',
  status: 'open',
  statusText: '协同中',
  version: 4,
  ownerId: '1',
  ownerName: '张伟',
  isOwner: true,
  isMember: true,
  memberCount: 2,
  lineCount: 3,
  amount: 123_450,
  remarks: '各班组周五前补充',
  sentTo: null,
  sentAt: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};
const counts: SynergyStatusCount = { all: 3, open: 1, ended: 1, sent: 1, closed: 0, joinable: 2 };

const line = (over: Partial<SynergyLine>): SynergyLine => ({
  id: '0',
  version: 1,
  memberId: '1',
  memberName: '张伟',
  mine: true,
  goodsId: '501',
  name: '内六角扳手',
  spec: '9 件套',
  unit: '套',
  quantity: 2,
  price: 4_500,
  amount: 9_000,
  remark: '',
  sentTo: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

const ownerDetail: SynergyDetail = {
  ...summary,
  members: [
    { userId: '1', name: '张伟', isOwner: true, joinedAt: '2026-11-20T02:00:00.000Z', lineCount: 2 },
    { userId: '2', name: '李娜', isOwner: false, joinedAt: '2026-11-21T02:00:00.000Z', lineCount: 1 },
  ],
  lines: [
    line({ id: '71' }),
    line({
      id: '72',
      goodsId: null,
      name: '劳保手套（加厚）',
      spec: 'L 码',
      unit: '双',
      quantity: 50,
      price: 850,
      amount: 42_500,
    }),
    line({
      id: '73',
      memberId: '2',
      memberName: '李娜',
      mine: false,
      goodsId: '502',
      name: '十字螺丝刀',
      quantity: 4,
      price: 1_200,
      amount: 4_800,
      remark: '仓库补货',
    }),
  ],
  actions: ['earlyDead', 'send', 'close'],
  canJoin: false,
  canEdit: true,
  sentPlanId: null,
  sentPlanName: '',
};

/** What a colleague of the organization who has not joined sees. */
const colleagueDetail: SynergyDetail = {
  ...ownerDetail,
  isOwner: false,
  isMember: false,
  lines: ownerDetail.lines.map((l) => ({ ...l, mine: false })),
  actions: [],
  canJoin: true,
  canEdit: false,
};

let detail: SynergyDetail = ownerDetail;
const calls: { path: string; body: unknown }[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, body: unknown) => {
    calls.push({ path: endpoint.path, body });
    switch (endpoint.path) {
      case '/purchasing-bills/synergy/status-count':
        return Promise.resolve(counts);
      case '/purchasing-bills/synergy/page': {
        const q = body as { scope?: string };
        const records = q.scope === 'joinable' ? [] : [summary];
        return Promise.resolve({ records, total: records.length, page: 1, limit: 50 });
      }
      case '/purchasing-bills/synergy/detail/:id':
        return Promise.resolve(detail);
      case '/purchasing-bills/synergy/send':
        return Promise.resolve({
          list: { ...detail, status: 'sent', statusText: '已发送', actions: [] },
          target: 'cart',
          sent: (body as { lineIds: string[] }).lineIds.length,
          cartCount: 1,
          planId: null,
        });
      case '/purchasing-bills/synergy/join':
      case '/purchasing-bills/synergy/item/batch-save':
        return Promise.resolve(ownerDetail);
      default:
        return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    }
  }),
);

function renderIn(node: ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      {/* as in the app: no antd <App> around the pages */}
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  detail = ownerDetail;
});
afterEach(() => {
  queryClient.clear();
  calls.length = 0;
});

describe('SynergyList', () => {
  it('shows the tabs with their counts and my lists with a link to each', async () => {
    renderIn(
      <SynergyList tab="all" onTab={() => undefined} detailHref={(id) => `/shop/person/synergy/${id}`} />,
    );
    const link = await screen.findByRole('link', { name: '二季度车间耗材' });
    expect(link.getAttribute('href')).toBe('/shop/person/synergy/31');
    await screen.findByRole('tab', { name: '全部 3' });
    expect(screen.getByRole('tab', { name: '可加入 2' })).toBeTruthy();
    const row = link.closest('tr')!;
    expect(within(row).getByText('协同中')).toBeTruthy();
    expect(within(row).getByText('XT202611260001')).toBeTruthy();
    expect(row.textContent).toContain('1,234.50');
  });

  it('asks for the joinable lists on 可加入 and says when there are none', async () => {
    const onTab = vi.fn();
    const { rerender } = renderIn(<SynergyList tab="all" onTab={onTab} detailHref={(id) => `/x/${id}`} />);
    await userEvent.setup().click(await screen.findByRole('tab', { name: '可加入 2' }));
    expect(onTab).toHaveBeenCalledWith('joinable');
    rerender(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SynergyList tab="joinable" onTab={onTab} detailHref={(id) => `/x/${id}`} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('本单位暂时没有可加入的协同采购单');
    expect(
      calls.some((c) => c.path.endsWith('/page') && (c.body as { scope: string }).scope === 'joinable'),
    ).toBe(true);
  });
});

describe('SynergyDetailView', () => {
  it('groups the lines per member; only my own lines have a quantity box and 删除', async () => {
    renderIn(<SynergyDetailView id="31" onSent={() => undefined} />);
    const mine = await screen.findByRole('region', { name: '张伟的明细' });
    const theirs = screen.getByRole('region', { name: '李娜的明细' });
    expect(within(mine).getByText(/张伟（发起人） · 2 条/)).toBeTruthy();
    expect(within(mine).getByRole('spinbutton', { name: '内六角扳手 数量' })).toBeTruthy();
    expect(within(mine).getByText('自由填写')).toBeTruthy();
    expect(within(mine).getAllByRole('button', { name: /删\s*除/ })).toHaveLength(2);
    expect(within(theirs).getByText('十字螺丝刀')).toBeTruthy();
    expect(within(theirs).getByText('仓库补货')).toBeTruthy();
    expect(within(theirs).queryByRole('spinbutton')).toBeNull();
    expect(within(theirs).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /加入协同采购/ })).toBeNull();
  });

  it('offers a colleague who has not joined 加入, and no owner action', async () => {
    detail = colleagueDetail;
    renderIn(<SynergyDetailView id="31" onSent={() => undefined} />);
    const join = await screen.findByRole('button', { name: /加入协同采购/ });
    expect(screen.queryByRole('button', { name: /发送到购物车/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /提前结束/ })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await userEvent.setup().click(join);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/join'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/join'))!.body).toEqual({ id: '31' });
  });

  it('sends the chosen goods lines after the confirmation; a free-text line cannot be chosen', async () => {
    const onSent = vi.fn();
    renderIn(<SynergyDetailView id="31" onSent={onSent} />);
    const user = userEvent.setup();
    // two goods lines chosen; the free-text line's box is disabled
    const send = await screen.findByRole('button', { name: /发送到购物车（2）/ });
    const freeRow = screen.getByText('劳保手套（加厚）').closest('tr')!;
    expect(within(freeRow).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    // leave 李娜's line out
    const theirs = screen.getByRole('region', { name: '李娜的明细' });
    await user.click(within(theirs).getByRole('checkbox'));
    await screen.findByRole('button', { name: /发送到购物车（1）/ });
    await user.click(send);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('将所选 1 条明细加入您的购物车');
    await user.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const sent = calls.find((c) => c.path.endsWith('/send'))!;
    expect(sent.body).toEqual({ id: '31', version: 4, lineIds: ['71'], target: 'cart' });
  });

  it('adds a free-text line (catalog goods come from the goods pages, no goods id to type)', async () => {
    renderIn(<SynergyDetailView id="31" onSent={() => undefined} />);
    const form = await screen.findByRole('region', { name: '添加明细' });
    expect(within(form).queryByText(/商品 ?ID|商品编号/)).toBeNull();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('品名'), '防护眼镜');
    await user.type(within(form).getByLabelText('单位'), '副');
    await user.clear(within(form).getByLabelText('数量'));
    await user.type(within(form).getByLabelText('数量'), '6');
    await user.click(within(form).getByRole('button', { name: '添加明细' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/item/batch-save'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/item/batch-save'))!.body).toEqual({
      billId: '31',
      lines: [{ name: '防护眼镜', spec: '', unit: '副', quantity: 6 }],
    });
  });

  it('asks before 提前结束 and sends nothing when cancelled', async () => {
    renderIn(<SynergyDetailView id="31" onSent={() => undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /提前结束/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('成员不能再添加或修改明细');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    // nothing was sent
    expect(calls.some((c) => c.path.endsWith('/early-dead'))).toBe(false);
  });
});
