/**
 * What each kind of account meets (issue 23): a supplier lands on its 供应商工作台 and is never signed out
 * by a buyer's page or call; each role's header offers what it may use (screenshots under
 * data/e2e-shots); the open platform neither says 没有匹配的接口 while loading nor lists a visitor the
 * operators' endpoints; a phone page loads each stylesheet once; a missing order is asked for once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../packages/contract/src/constants';
import { tokenOf } from './support/api';
import { launchBrowser, newContext } from './support/browser';
import { placedOrder } from './support/orders';
import { repoRoot } from './support/server';
import { pageReady, signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const SHOTS = path.join(repoRoot, 'data', 'e2e-shots');
let browser: Browser;
const base = () => inject('baseUrl');

async function desktop(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  return { context, page: await context.newPage() };
}

const token = (page: Page) => page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.authorization);
/** The header's quick links, the 消息 bell apart (its count changes as notices arrive). */
const quickLinks = (page: Page) =>
  page.getByRole('navigation', { name: '快捷入口' }).locator('a:not(.notice-bell)').allInnerTexts();
const bells = (page: Page) =>
  page.getByRole('navigation', { name: '快捷入口' }).locator('a.notice-bell').count();

async function shot(page: Page, name: string, header = false): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  if (header) await keepScreenshot(page.locator('header.shop-header'), { path: file });
  else await keepScreenshot(page, { path: file });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // vendor01 has an order to ship
  await placedOrder(await tokenOf('buyer01'), await tokenOf('vendor01', 'Vendor2026'), { num: 1 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a supplier', () => {
  it('lands on 供应商工作台 with its orders to ship, quotes and refunds; a buyer page sends it home, signed in', async () => {
    const { context, page } = await desktop();
    try {
      await signIn(page, { username: 'vendor01', password: 'Vendor2026', redirect: 'login' });
      expect(page.url()).toMatch(/#\/shop\/supplier$/);
      const toShip = page.getByRole('region', { name: '待发货订单' });
      await toShip.locator('.supplier-card__list a').first().waitFor();
      await page.getByRole('region', { name: '待报价询价' }).waitFor();
      await page.getByRole('region', { name: '待处理售后' }).waitFor();
      expect(await quickLinks(page)).toEqual([
        '供应商工作台',
        '订单管理',
        '报价管理',
        '退款/售后',
        '履约看板',
        '运营工作台',
        '帮助中心',
      ]);
      expect(await bells(page), 'a supplier has its 消息').toBe(1);
      expect(await page.getByRole('link', { name: /我的购物车/ }).count()).toBe(0);
      await shot(page, 'supplier-home');
      await shot(page, 'header-supplier', true);

      // a buyer's page (the header no longer offers it): home again, still signed in
      await page.goto(`${base()}/#/shop/cart`);
      await page.waitForURL(/#\/shop\/supplier$/);
      await pageReady(page);
      expect(await token(page)).not.toBeNull();

      // a call the role may not make (加入购物车 on a goods page): refused, and the supplier stays signed in
      await page.goto(`${base()}/#/shop/list?k=扳手`);
      await page.locator('a[href*="/shop/detail/"]').first().click();
      await page.waitForURL(/#\/shop\/detail\//);
      await pageReady(page);
      // The refusal is a toast that goes after a few seconds: wait for the answer first, then for the toast.
      const refused = page.waitForResponse((r) => r.url().includes('/pm-api/cart/') && r.status() === 403);
      await page.getByRole('button', { name: '加入购物车' }).click();
      await refused;
      await page.getByText('没有操作权限').first().waitFor();
      expect(page.url()).toContain('#/shop/detail/');
      expect(await token(page)).not.toBeNull();
      await page.goto(`${base()}/#/shop/supplier`);
      await pageReady(page);
      expect(page.url()).toMatch(/#\/shop\/supplier$/);
    } finally {
      await context.close();
    }
  });
});

describe('the header per role', () => {
  it('offers a visitor and a buyer the buyer links, an operator neither cart nor orders', async () => {
    for (const [who, password, expected] of [
      [null, '', ['我的订单', '我的询价', '核价单', '固买云', '帮助中心']],
      ['buyer01', 'Buyer2026', ['我的订单', '我的询价', '核价单', '固买云', '帮助中心']],
      ['admin', 'Admin2026', ['运营工作台', '开放平台', '帮助中心']],
    ] as const) {
      const { context, page } = await desktop();
      try {
        if (who) await signIn(page, { username: who, password, redirect: 'login' });
        else {
          await page.goto(`${base()}/#/shop`);
          await pageReady(page);
        }
        expect(page.url(), `${who ?? 'visitor'} lands on the shop home`).toMatch(/#\/shop$/);
        expect(await quickLinks(page)).toEqual(expected);
        expect(await bells(page), '消息 for the signed-in only').toBe(who ? 1 : 0);
        const cart = await page.getByRole('link', { name: /我的购物车/ }).count();
        expect(cart).toBe(who === 'admin' ? 0 : 1);
        const batch = await page.getByRole('navigation', { name: '主导航' }).getByText('批量采购').count();
        expect(batch).toBe(who === 'admin' ? 0 : 1);
        await shot(page, `header-${who ?? 'visitor'}`, true);
        if (who === 'admin') {
          // the person centre offers an operator only its messages and its account
          await page.goto(`${base()}/#/shop/person/update/password`);
          await pageReady(page);
          const menu = await page.locator('.shop-personal-center__menu [role="menuitem"]').allInnerTexts();
          expect(menu.map((m) => m.trim())).toEqual(['消息中心', '修改密码', '修改手机号']);
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('the open platform', () => {
  it('says nothing of matches while loading, and lists a visitor no operator endpoint', async () => {
    const { context, page } = await desktop();
    try {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const isDocument = (u: URL) => u.pathname.endsWith('/openapi.json');
      await page.route(isDocument, async (route) => {
        await held;
        await route.continue();
      });
      const asked = page.waitForRequest((r) => isDocument(new URL(r.url())));
      await page.goto(`${base()}/#/open-platform/docs`);
      await asked;
      await page.getByText('正在加载接口文档…').waitFor();
      expect(await page.getByText('没有匹配的接口').count()).toBe(0);
      release();
      await pageReady(page);
      await page.getByText(/共 \d+ 个接口/).waitFor();
      await page.getByPlaceholder('按路径、说明或分组筛选').fill('/admin/');
      await page.getByText('没有匹配的接口').waitFor();
      await page.getByPlaceholder('按路径、说明或分组筛选').fill('/open/token');
      await page
        .getByText(/\/pm-api\/open\/token/)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('requests made once', () => {
  it('a phone page loads each stylesheet once (the preloads are used)', async () => {
    const context = await newContext(browser, 'phone');
    try {
      const page = await context.newPage();
      const css: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('.css')) css.push(new URL(r.url()).pathname);
      });
      await page.goto(`${base()}/#/m-shop/category/list`);
      await pageReady(page);
      expect(css.length).toBeGreaterThan(0);
      expect(css.filter((p, i) => css.indexOf(p) !== i)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a missing order is asked for once (a 404 is not retried)', async () => {
    const { context, page } = await desktop();
    try {
      await signIn(page, { username: 'buyer01', password: 'Buyer2026', redirect: 'login' });
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/pm-api/order/detail/')) asked.push(r.url());
      });
      await page.goto(`${base()}/#/shop/person/order/987654321`);
      await pageReady(page);
      expect(asked).toHaveLength(1);
      expect(await token(page)).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});
