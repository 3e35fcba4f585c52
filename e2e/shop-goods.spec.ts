/**
 * The desktop shop's goods pages against the real mall (demo catalog, no mocks): search from the home
 * page, filter by brand, open a detail page, change the delivery area, a goods item that does not exist,
 * and a guest's 加入购物车 that waits for sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Envelope } from '@pm/contract/envelope';
import { useBrowser } from './support/browser';

const b = useBrowser();

async function api<T>(path: string, init?: RequestInit): Promise<Envelope<T>> {
  const res = await fetch(`${b.baseUrl}/pm-api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
  });
  return (await res.json()) as Envelope<T>;
}

interface Card {
  id: string;
  name: string;
  brandName: string;
  stock: number;
  price: number;
  agreement: boolean;
  moq: number;
  orderMultiple: number;
}
interface Detail extends Card {
  deliveryText: string;
  areaLimited: boolean;
  freight: { fee: number; freeThreshold: number };
}

async function search(keyword: string, limit = 20, token?: string): Promise<Card[]> {
  const r = await api<{ records: Card[] }>('/mall/goods/mall-goods/page', {
    method: 'POST',
    body: JSON.stringify({ keyword, limit }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return r.data.records;
}

async function tokenOf(username: string, password: string): Promise<string> {
  const r = await api<{ access_token: string }>('/open/token', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return r.data.access_token;
}

/** Money as the page shows it: fen → ¥1,234.56. */
function yuan(fen: number): string {
  const [int, frac] = (fen / 100).toFixed(2).split('.');
  return `¥${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

function freightShown(f: Detail['freight']): string {
  if (f.fee <= 0) return '免运费';
  return f.freeThreshold > 0
    ? `运费 ${yuan(f.fee)}，满 ${yuan(f.freeThreshold)} 包邮`
    : `运费 ${yuan(f.fee)}`;
}

async function detail(id: string, divisionCode: string): Promise<Detail> {
  return (await api<Detail>(`/item/detail/get/${id}?divisionCode=${divisionCode}`)).data;
}

async function crumbs(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '面包屑' });
  await nav.waitFor();
  return (await nav.locator('li').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** What the page shows about stock, delivery and freight for the area on screen. */
async function deliveryShown(page: Page): Promise<string> {
  const rows = page.locator('.shop-detail__rows');
  await rows.waitFor();
  return (await rows.innerText()).replace(/\s+/g, ' ');
}

/** Opens the header's 配送至 picker and picks province → city → county. */
async function pickArea(page: Page, names: [string, string, string]): Promise<void> {
  await page
    .getByRole('button', { name: /配送至/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '选择配送地区' });
  await dialog.waitFor();
  // start from the provinces
  await dialog.getByRole('tab').first().click();
  for (const n of names) await dialog.getByRole('button', { name: n, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('desktop shop goods', () => {
  it('searches from the home page, filters by brand and opens a detail page', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/shop`);
    // the category menu of the home page comes from the catalog tree
    await page.getByRole('complementary', { name: '商品分类' }).getByRole('link').first().waitFor();

    const box = page.getByRole('combobox', { name: '搜索商品' });
    await box.fill('螺丝');
    const suggestions = page.getByRole('listbox', { name: '搜索建议' });
    await suggestions.getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.waitForURL(/#\/shop\/list\?k=/);
    expect(decodeURIComponent(page.url())).toContain('k=螺丝');
    expect(await crumbs(page)).toEqual(['首页', '螺丝']);

    const goods = page.getByRole('list', { name: '螺丝的商品' });
    await goods.getByRole('listitem').first().waitFor();
    expect(await goods.getByRole('listitem').count()).toBeGreaterThan(1);

    // one brand of the facets: every goods item shown is of that brand
    const brands = page.getByRole('region', { name: '筛选条件' }).getByRole('list', { name: '品牌' });
    const brand = brands.locator('label').first();
    const brandName = (await brand.locator('span').innerText()).trim();
    await brand.click();
    await page.waitForURL(/brand=\d+/);
    await expect
      .poll(async () => {
        const names = await goods.locator('.pm-gc__brand').allInnerTexts();
        return names.length > 0 && names.every((n) => n.trim() === brandName);
      })
      .toBe(true);
    // the choice is in the address: a reload keeps it
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: `取消 品牌：${brandName}` }).count()).toBe(1);

    const first = goods.getByRole('link').first();
    const name = (await first.getAttribute('title')) ?? '';
    await first.click();
    await page.waitForURL(/#\/shop\/detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await crumbs(page)).toEqual(['首页', '商品详情']);
    await page.getByRole('button', { name: '加入购物车' }).waitFor();

    // the main picture: a WebP the width of the gallery on this screen, a wider one offered for 2x screens
    const picture = page.locator('.pm-gallery__main img');
    await expect
      .poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBe(480);
    expect(await picture.getAttribute('srcset')).toMatch(/\.svg\?w=480 1x, .*\.svg\?w=960 2x$/);
    const type = await page.evaluate(
      async (src) => (await fetch(src)).headers.get('content-type'),
      await picture.evaluate((i: HTMLImageElement) => i.currentSrc),
    );
    expect(type).toBe('image/webp');
  });

  it('shows stock, delivery and freight for the delivery area, and again after the area changes', async () => {
    const { page } = b;
    // a goods item whose delivery differs between 上海 浦东 and 新疆 乌鲁木齐 天山区 (real data of the demo)
    const from = '310115';
    const to = '650102';
    let chosen: { id: string; before: Detail; after: Detail } | null = null;
    for (const g of await search('手套', 30)) {
      const [before, after] = await Promise.all([detail(g.id, from), detail(g.id, to)]);
      const differs =
        before.deliveryText !== after.deliveryText ||
        before.areaLimited !== after.areaLimited ||
        before.freight.fee !== after.freight.fee;
      if (differs && !before.areaLimited) {
        chosen = { id: g.id, before, after };
        break;
      }
    }
    expect(chosen, 'a demo goods item whose delivery differs by area').not.toBeNull();
    const { id, before, after } = chosen!;

    await page.goto(`${b.baseUrl}/#/shop/detail/${id}`);
    await page.getByRole('heading', { level: 1, name: before.name }).waitFor();
    expect(await deliveryShown(page)).toContain(before.deliveryText);
    expect(await deliveryShown(page)).toContain(freightShown(before.freight));

    await pickArea(page, ['新疆维吾尔自治区', '乌鲁木齐市', '天山区']);
    const expected = after.areaLimited ? '该地区不在销售范围' : after.deliveryText;
    await expect.poll(() => deliveryShown(page)).toContain(expected);
    expect(
      await page
        .getByRole('button', { name: /配送至/ })
        .first()
        .innerText(),
    ).toContain('天山区');

    // the area is kept for the visitor: a reload shows the same
    await page.reload();
    await expect.poll(() => deliveryShown(page)).toContain(expected);
  });

  it('shows the server message for a goods item that does not exist, with a way back', async () => {
    const { page } = b;
    const missing = '987654321';
    const answer = await api<null>(`/item/detail/get/${missing}`);
    expect(answer.code).not.toBe(200);
    await page.goto(`${b.baseUrl}/#/shop/detail/${missing}`);
    await page.getByText(answer.message, { exact: true }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL(/#\/shop$/);
  });

  it('sends a guest who presses 加入购物车 to sign in, keeps the action, and shows the agreement price after', async () => {
    const { page } = b;
    // a goods item in stock with an agreement price for buyer01's organization
    const token = await tokenOf('buyer01', 'Buyer2026');
    const g = (await search('手套', 60, token)).find((x) => x.agreement && x.stock > 0);
    expect(g, 'a demo goods item with an agreement price of 华东精工').toBeDefined();
    const guestView = await detail(g!.id, '310115');
    expect(guestView.agreement).toBe(false);

    await page.goto(`${b.baseUrl}/#/shop/detail/${g!.id}`);
    await page.getByRole('heading', { level: 1, name: g!.name }).waitFor();
    await page.getByText('登录后查看本企业协议价').waitFor();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.waitForURL(/#\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain(`redirect=/shop/detail/${g!.id}`);
    const saved = await page.evaluate(() => localStorage.getItem('ShopTodoAction'));
    // the quantity starts at the minimum order: the MOQ rounded up to the order multiple
    const num = Math.ceil(g!.moq / g!.orderMultiple) * g!.orderMultiple;
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ action: 'append', params: { id: g!.id, num } });

    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Buyer2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(new RegExp(`#/shop/detail/${g!.id}$`));
    // the saved action ran once after sign-in (the cart itself arrives with the cart work)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ShopTodoAction'))).toBeNull();
    const priceBox = page.locator('.shop-detail__pricebox');
    await expect.poll(() => priceBox.innerText()).toContain('协议价');
    expect((await priceBox.innerText()).replace(/\s+/g, '')).toContain(yuan(g!.price));

    // signed in now: the inquiry basket and the comparison list take the goods at once
    await page.getByRole('button', { name: '加入询价篮' }).click();
    await page.getByText('加入询价篮成功').waitFor();
    await page.getByRole('button', { name: '加入核价单' }).click();
    await page.getByText('加入核价单成功').waitFor();
  });

  it('keeps a visitor’s searches and shows them with the hot searches on focus', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/shop/list?k=${encodeURIComponent('胶带')}`);
    const box = page.getByRole('combobox', { name: '搜索商品' });
    await box.fill('手套');
    await box.press('Enter');
    await page.waitForURL(/k=%E6%89%8B%E5%A5%97/);
    // the box shows the list's keyword once the list is there
    await page.getByRole('list', { name: '手套的商品' }).getByRole('listitem').first().waitFor();
    await expect.poll(() => box.inputValue()).toBe('手套');
    await box.fill('');
    await box.focus();
    const panel = page.getByRole('listbox', { name: '搜索历史与热门搜索' });
    await panel.waitFor();
    expect(await panel.innerText()).toContain('手套');
    await panel.getByRole('button', { name: '清空' }).click();
    await expect.poll(() => panel.getByText('搜索历史').count()).toBe(0);
  });
});
