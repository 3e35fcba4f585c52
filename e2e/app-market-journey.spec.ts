/**
 * The buying journey in the app market on the MARKET-ONLY build (Chromium, 390×844 touch): buyer02 signs
 * in, searches 螺丝, opens a result, adds it to the cart, checks out with a new address added in the
 * checkout, finds the order under 待发货; the supplier ships and the buyer confirms receipt (API); applies
 * for a refund and finds it under 退款/售后. Then the footer rule on every route of the route table, and
 * sign-out: the login route, unless the hash contains help. axe-core finds no serious or critical
 * violation on each page on the way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { repoRoot } from './support/server';
import {
  applyForRefund,
  buyableGoods,
  expectAccessible,
  fillNewAddress,
  firstBuyableCard,
  newAddressChosen,
  shipAndReceive,
  vendorAccounts,
} from './support/mobile-journey';

const b = useBrowser({ mobile: true });

const BUYER = 'buyer02';
const PASSWORD = 'Buyer2026';

/** The four routes with the footer tabs 首页 · 购物车 · 订单 · 我的 (issue 10). */
const FOOTER_ROUTES = ['index', 'cart', 'order', 'mine'];

/** What the journey made; the footer test visits its pages. */
const made: { goodsId?: string; orderId?: string; refundId?: string } = {};

const url = (p: string) => `${b.marketUrl}/#${p}`;

/**
 * The app-market route table as written in routes.ts: [path, title] of every route(R.name, title, …)
 * entry, each path looked up by its name in APP_MARKET_ROUTES of paths.ts (where each path is written once).
 */
function appMarketRouteTable(): { path: string; title: string }[] {
  const area = path.join(repoRoot, 'apps/web/src/app/areas/app-market');
  const file = path.join(area, 'routes.ts');
  const text = fs.readFileSync(file, 'utf8');
  const table = /APP_MARKET_ROUTES = \{([^}]*)\}/.exec(fs.readFileSync(path.join(area, 'paths.ts'), 'utf8'));
  const paths = new Map([...(table?.[1] ?? '').matchAll(/(\w+): '([^']*)'/g)].map((m) => [m[1]!, m[2]!]));
  const routes = [...text.matchAll(/\broute\(\s*R\.(\w+),\s*'([^']*)'/g)].map((m) => {
    const at = paths.get(m[1]!);
    expect(at, `APP_MARKET_ROUTES.${m[1]}`).toBeDefined();
    return { path: at!, title: m[2]! };
  });
  expect(routes.length, `routes parsed from ${file}`).toBeGreaterThan(20);
  return routes;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(url('/app-market/login'));
  await page.getByPlaceholder('请输入账号').fill(BUYER);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/app-market\/index$/);
}

const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authorization);

let buyer: string;

beforeAll(async () => {
  buyer = await tokenOf(BUYER, PASSWORD);
  // an empty cart, so that the badge counts this journey's line
  const cart = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer);
  const old = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (old.length) {
    await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids: old }) }, buyer);
  }
});

describe('app market (market-only build): the buying journey on a phone', () => {
  it(
    'signs in, buys 螺丝 with a new address, finds the order under 待发货 and applies for a refund',
    { timeout: 240_000 },
    async () => {
      const { page } = b;
      const vendors = await vendorAccounts();
      const goods = await buyableGoods('螺丝', [...vendors.keys()]);

      await page.goto(url('/app-market/login'));
      await page.getByPlaceholder('请输入账号').fill(BUYER);
      await page.getByPlaceholder('请输入密码').fill(PASSWORD);
      await expectAccessible(page, 'app-market login');
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/#\/app-market\/index$/);
      await page.getByRole('heading', { name: '为您推荐' }).waitFor();
      await page.locator('.mg-feed a[href*="/goods-detail/"]').first().waitFor();
      await expectAccessible(page, 'app-market index');

      // ---- search 螺丝, open a result, add it to the cart ----
      await page.getByRole('link', { name: '搜索商品名称、品牌、型号' }).click();
      await page.waitForURL(/#\/app-market\/search$/);
      const searchBox = page.getByPlaceholder('搜索商品名称、品牌、型号');
      await searchBox.waitFor();
      await expectAccessible(page, 'app-market search');
      await searchBox.fill('螺丝');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.waitForURL(/#\/app-market\/goods-list\?k=/);
      await page.getByText('搜索“螺丝”的结果').waitFor();
      const { card, goods: chosen } = await firstBuyableCard(page.locator('main'), goods);
      await expectAccessible(page, 'app-market goods-list');
      await card.click();
      await page.waitForURL(new RegExp(`#/app-market/goods-detail/${chosen.id}$`));
      await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
      await expectAccessible(page, 'app-market goods-detail');
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByText('加入购物车成功').waitFor();
      made.goodsId = chosen.id;

      // ---- the cart (badge), then add-order with a new address ----
      await page.getByRole('link', { name: '购物车' }).click();
      await page.waitForURL(/#\/app-market\/cart$/);
      const badge = page.locator('.pm-mobile__footer .adm-badge-content');
      await expect.poll(() => badge.textContent()).toBe('1');
      await page.getByText(chosen.name).first().waitFor();
      await expectAccessible(page, 'app-market cart');
      await page.getByRole('button', { name: /^去结算/ }).click();
      await page.waitForURL(/#\/app-market\/add-order$/);
      await page.getByText(chosen.name).first().waitFor();
      const addressCard = page.getByRole('button', { name: /^收货地址：/ });
      await page.locator('.pm-pick-card .adm-dot-loading').waitFor({ state: 'detached' });
      await addressCard.click();
      // with addresses the list opens first (新增收货地址 at its foot); without, the form at once
      const addInList = page.getByRole('button', { name: '新增收货地址' });
      const formHeading = page.getByRole('heading', { name: '新增收货地址' });
      await addInList.or(formHeading).first().waitFor();
      if (await addInList.isVisible()) await addInList.click();
      const detail = `干将西路 ${String(Date.now()).slice(-4)} 号 应用商城验收`;
      await fillNewAddress(page, detail);
      await newAddressChosen(page, detail);
      const submit = page.getByRole('button', { name: '提交订单' });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await expectAccessible(page, 'app-market add-order');
      await submit.click();
      await page.getByText('订单提交成功').waitFor();
      const orderLink = page.getByRole('list', { name: '订单号' }).getByRole('link');
      const orderNo = (await orderLink.innerText()).trim();
      const orderId = /order-detail\/(\d+)$/.exec((await orderLink.getAttribute('href')) ?? '')?.[1];
      expect(orderId).toBeTruthy();
      made.orderId = orderId;

      // ---- 查看订单 opens the new order; the order under 待发货 ----
      await page.getByRole('button', { name: '查看订单' }).click();
      await page.waitForURL(new RegExp(`#/app-market/order-detail/${orderId}$`));
      await page.getByRole('heading', { name: '待发货' }).waitFor();
      await page.goto(url('/app-market/order'));
      await page.getByRole('tab', { name: /^待发货/ }).click();
      await page.waitForURL(/#\/app-market\/order\?status=PACKAGING$/);
      const orderCard = page.getByRole('article', { name: `订单 ${orderNo}` });
      await orderCard.waitFor();
      expect(await orderCard.innerText()).toContain('待发货');
      await expectAccessible(page, 'app-market order');
      await orderCard.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`#/app-market/order-detail/${orderId}$`));
      await page.getByRole('heading', { name: '待发货' }).waitFor();
      await page.getByRole('region', { name: '收货信息' }).getByText(detail, { exact: false }).waitFor();
      await expectAccessible(page, 'app-market order-detail');

      // ---- shipped by the goods' supplier, receipt confirmed (API); then 申请售后 ----
      await shipAndReceive(orderId!, buyer, vendors);
      await page.reload();
      await page.getByRole('heading', { name: '已完成' }).waitFor();
      await page.getByRole('button', { name: /^申请售后/ }).click();
      await page.waitForURL(new RegExp(`#/app-market/apply-refund/${orderId}$`));
      await page.getByRole('radio', { name: /^仅退款/ }).waitFor();
      await applyForRefund(page, '螺丝数量与订单不符，申请退款');
      await page.waitForURL(/#\/app-market\/refund-detail\/\d+$/);
      const refundId = /refund-detail\/(\d+)$/.exec(page.url())![1]!;
      made.refundId = refundId;
      await page.getByRole('heading', { name: '退款申请中' }).waitFor();
      await expectAccessible(page, 'app-market refund detail');
      const refund = await api<{ refundNo: string }>(`/refund/detail/${refundId}`, {}, buyer);

      // ---- 我的 → 退款/售后 lists it ----
      await page.goto(url('/app-market/mine'));
      await page.getByText(`账号：${BUYER}`).waitFor();
      await expectAccessible(page, 'app-market mine');
      await page.getByText('退款/售后', { exact: true }).last().click();
      await page.waitForURL(/#\/app-market\/refund-list$/);
      await page.getByText(refund.data.refundNo).waitFor();
      await expectAccessible(page, 'app-market refund list');
    },
  );

  it(
    'shows the footer tabs 首页 · 购物车 · 订单 · 我的 on index, cart, order and mine only, on every route',
    { timeout: 180_000 },
    async () => {
      const { page } = b;
      expect(made.orderId, 'the journey above made an order and a refund').toBeDefined();
      const detail = await api<{ catalogPath: { id: string }[] }>(`/item/detail/get/${made.goodsId}`);
      const topCatalog = detail.data.catalogPath[0]?.id;
      expect(topCatalog).toBeTruthy();
      // real ids for the :id routes (plans and collaborative purchases have none yet: their empty state)
      const ids: Record<string, string> = {
        'goods-detail/:id': made.goodsId!,
        'order-detail/:id': made.orderId!,
        'refund-detail/:id': made.refundId!,
        'apply-refund/:orderId': made.orderId!,
        'category-full/:id': topCatalog!,
        'plan-detail/:id': '1',
        'purchasing-detail/:id': '1',
      };
      await signIn(page);
      const footer = page.locator('footer.pm-mobile__footer');
      const navBar = page.locator('.pm-nav-bar .adm-nav-bar-title');
      const routes = appMarketRouteTable();
      for (const r of routes) {
        let p = r.path;
        if (p.includes(':')) {
          expect(ids[p], `an id for ${p}`).toBeDefined();
          p = p.replace(/:[A-Za-z]+/, ids[p]!);
        }
        // the login page of a signed-in user is still the login page
        await page.goto(url(`/app-market/${p}`));
        await expect.poll(() => page.title(), { message: p }).toBe(`${r.title} - 固买商城`);
        if (FOOTER_ROUTES.includes(r.path)) {
          for (const tab of ['首页', '购物车', '订单', '我的']) {
            await footer.getByText(tab, { exact: true }).waitFor();
          }
          expect(await navBar.count(), `${p}: no NavBar under the tabs`).toBe(0);
        } else {
          await navBar.filter({ hasText: r.title }).waitFor();
          expect(await footer.count(), `${p}: no footer`).toBe(0);
        }
      }
      expect(
        routes
          .filter((r) => FOOTER_ROUTES.includes(r.path))
          .map((r) => r.path)
          .sort(),
      ).toEqual([...FOOTER_ROUTES].sort());
    },
  );

  it('signs out from 我的 to the login route, and stays where it is when the hash contains help', async () => {
    const { page } = b;
    await signIn(page);

    // 我的 (footer tab) → 帮助中心: the market-only build serves the help centre
    await page.locator('footer.pm-mobile__footer').getByText('我的', { exact: true }).click();
    await page.waitForURL(/#\/app-market\/mine$/);
    await page.getByText('帮助中心', { exact: true }).click();
    await page.waitForURL(/#\/help\/index$/);
    await page.getByRole('navigation', { name: '帮助中心导航' }).waitFor();
    await page.goBack();
    await page.waitForURL(/#\/app-market\/mine$/);

    // 退出登录 → the login route, the token gone
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/#\/app-market\/login$/);
    await page.getByPlaceholder('请输入账号').waitFor();
    expect(await storedToken(page)).toBeNull();

    // signed in again, on 我的 with a hash containing help: 退出登录 signs out and stays
    await signIn(page);
    await page.goto(url('/app-market/mine?from=help'));
    await page.getByText(`账号：${BUYER}`).waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => storedToken(page)).toBeNull();
    expect(new URL(page.url()).hash).toBe('#/app-market/mine?from=help');
  });
});
