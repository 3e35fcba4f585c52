/**
 * The cart against the real mall: a guest's 加入购物车 / 立即购买 / 加入核价单 / 加入询价篮 waits for
 * sign-in and runs exactly once after it; the cart page groups lines by supplier, changes quantities,
 * selection and deletes, with totals from the server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { confirmPopover, popconfirmButton } from './support/dialog';
import { useBrowser } from './support/browser';
import type { Card } from './support/orders';
import { clearSiteData, signIn } from './support/sign-in';

const b = useBrowser();

interface Line {
  id: string;
  goodsId: string;
  num: number;
  selected: boolean;
}
interface Cart {
  count: number;
  selectedCount: number;
  total: number;
  groups: { supplierId: string; lines: Line[] }[];
}

let token: string;
const cart = async () => (await api<Cart>('/cart/shop/list', {}, token)).data;
const linesOf = (c: Cart) => c.groups.flatMap((g) => g.lines);

/** Goods in stock with MOQ 1 and multiple 1, from different suppliers. */
async function goodsOfSuppliers(keyword: string, count: number): Promise<Card[]> {
  const r = await api<{ records: Card[] }>(
    '/mall/goods/mall-goods/page',
    // In the cart page's delivery area (the default, 上海 浦东新区): stock elsewhere does not let a line be
    // selected there.
    { method: 'POST', body: JSON.stringify({ keyword, limit: 60, divisionCode: '310115' }) },
    token,
  );
  const out: Card[] = [];
  for (const g of r.data.records) {
    if (g.stock < 100 || g.moq !== 1 || g.orderMultiple !== 1) continue;
    if (out.some((o) => o.supplierId === g.supplierId)) continue;
    out.push(g);
    if (out.length === count) break;
  }
  expect(out.length).toBe(count);
  return out;
}

async function emptyCart(): Promise<void> {
  const ids = linesOf(await cart()).map((l) => l.id);
  if (ids.length) {
    await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids }) }, token);
  }
}

const todo = (page: Page) => page.evaluate(() => localStorage.getItem('ShopTodoAction'));

beforeEach(async () => {
  token ??= await tokenOf('buyer02');
  await emptyCart();
});

describe('a guest’s pending action runs once after sign-in', () => {
  it('加入购物车: the line is in the cart after sign-in, once', async () => {
    const { page } = b;
    const [g] = await goodsOfSuppliers('手套', 1);
    await page.goto(`${b.baseUrl}/#/shop/detail/${g!.id}`);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await signIn(page);
    await page.waitForURL(new RegExp(`#/shop/detail/${g!.id}$`));
    await expect.poll(() => todo(page)).toBeNull();
    await expect.poll(async () => linesOf(await cart()).map((l) => [l.goodsId, l.num])).toEqual([[g!.id, 1]]);
    // a reload does not run it again
    await page.reload();
    await page.getByRole('button', { name: '加入购物车' }).waitFor();
    expect(linesOf(await cart())[0]!.num).toBe(1);

    await page.goto(`${b.baseUrl}/#/shop/cart`);
    await page.getByRole('link', { name: g!.name }).waitFor();
  });

  it('立即购买: opens the cart with that goods as the only selected line', async () => {
    const { page } = b;
    const [other, g] = await goodsOfSuppliers('螺丝', 2);
    await api(
      '/cart/shop/append',
      { method: 'POST', body: JSON.stringify({ id: other!.id, num: 2 }) },
      token,
    );
    await page.goto(`${b.baseUrl}/#/shop/detail/${g!.id}`);
    await page.getByRole('button', { name: '立即购买' }).click();
    await signIn(page);
    await page.waitForURL(/#\/shop\/cart$/);
    await page.getByRole('link', { name: g!.name }).waitFor();
    await expect.poll(() => todo(page)).toBeNull();
    const lines = linesOf(await cart());
    expect(lines.find((l) => l.goodsId === g!.id)).toMatchObject({ num: 1, selected: true });
    expect(lines.find((l) => l.goodsId === other!.id)).toMatchObject({ num: 2, selected: false });
    await expect.poll(() => page.locator('.cart-footer').innerText()).toMatch(/已选\s*1\s*种商品/);
  });

  it('加入核价单 and 加入询价篮: each runs once after sign-in', async () => {
    const { page } = b;
    const [g] = await goodsOfSuppliers('手套', 1);
    const compareNum = async () => {
      const r = await api<{ records: { lines: { goodsId: string; num: number }[] }[] }>(
        '/cart/compare-price/page?limit=100',
        {},
        token,
      );
      return r.data.records.flatMap((set) => set.lines).find((x) => x.goodsId === g!.id)?.num ?? 0;
    };
    const basketNum = async () => {
      const r = await api<
        { goodsId: string; num: number }[] | { records: { goodsId: string; num: number }[] }
      >('/inquiry-basket/customize/customer', {}, token);
      const rows = Array.isArray(r.data) ? r.data : r.data.records;
      return rows.find((x) => x.goodsId === g!.id)?.num ?? 0;
    };
    const compareBefore = await compareNum();
    const basketBefore = await basketNum();

    await page.goto(`${b.baseUrl}/#/shop/detail/${g!.id}`);
    await page.getByRole('button', { name: '加入核价单' }).click();
    await signIn(page);
    await page.getByText('加入核价单成功').waitFor();
    await expect.poll(() => todo(page)).toBeNull();
    expect(await compareNum()).toBe(compareBefore + 1);

    // sign out, then the inquiry basket as a guest again
    await clearSiteData(page);
    await page.goto(`${b.baseUrl}/#/shop/detail/${g!.id}`);
    await page.getByRole('button', { name: '加入询价篮' }).click();
    await signIn(page);
    await page.getByText('加入询价篮成功').waitFor();
    await expect.poll(() => todo(page)).toBeNull();
    expect(await basketNum()).toBe(basketBefore + 1);
    expect(await compareNum()).toBe(compareBefore + 1);
  });
});

describe('the cart page', () => {
  it('groups by supplier, changes a quantity, deselects and deletes, with the server’s totals', async () => {
    const { page } = b;
    const [a, c] = await goodsOfSuppliers('扳手', 2);
    for (const g of [a!, c!]) {
      await api('/cart/shop/append', { method: 'POST', body: JSON.stringify({ id: g.id, num: 1 }) }, token);
    }
    await page.goto(`${b.baseUrl}/#/login?redirect=${encodeURIComponent('/shop/cart')}`);
    await signIn(page);
    await page.waitForURL(/#\/shop\/cart$/);
    await expect.poll(() => page.locator('.cart-group').count()).toBe(2);
    const totalText = () => page.locator('.cart-footer__total').innerText();
    const before = await totalText();

    const lineA = page.locator('[data-testid="cart-line"]', {
      has: page.getByRole('link', { name: a!.name }),
    });
    await lineA.getByRole('button', { name: '增加数量' }).click();
    await expect.poll(async () => linesOf(await cart()).find((l) => l.goodsId === a!.id)?.num).toBe(2);
    await expect.poll(totalText).not.toBe(before);

    await lineA.getByRole('checkbox').click();
    await expect.poll(() => page.locator('.cart-footer').innerText()).toMatch(/已选\s*1\s*种商品/);
    expect((await cart()).selectedCount).toBe(1);

    // Opened and pressed until the line is gone from the cart (a press lost while the popover grew, again).
    await confirmPopover(
      popconfirmButton(page, /删\s*除/),
      lineA.getByRole('button', { name: '删除' }),
      async () => (await cart()).count === 1,
    );
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count()).toBe(1);
    expect((await cart()).count).toBe(1);
  });
});
