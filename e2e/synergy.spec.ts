/**
 * 协同采购单 in the app market (market-only build, phone viewport 390×844): buyer01 creates a list, buyer02
 * (a colleague of the same organization) finds it under 可加入, joins and adds a line through the goods
 * search; buyer01 sees buyer02's line under buyer02's name, sends the list and the line is in buyer01's
 * cart. Screenshots of the list, create and detail pages go to data/e2e-screens/synergy-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { newContext, useBrowser } from './support/browser';
import { repoRoot } from './support/server';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser({ mobile: true });
const url = (p: string) => `${b.marketUrl}/#${p}`;
const SHOTS = path.join(repoRoot, 'data/e2e-screens');

interface Card {
  id: string;
  name: string;
  moq: number;
  orderMultiple: number;
}

let buyer01: string;
let goods: Card;
const KEYWORD = '螺丝';

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await keepScreenshot(page, { path: path.join(SHOTS, `synergy-${name}.png`), fullPage: true });
}

async function signInMarket(page: Page, username: string): Promise<void> {
  await page.goto(url('/app-market/login'));
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill('Buyer2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/app-market\/index$/);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await newContext(browser, 'phone');
  return context.newPage();
}

beforeAll(async () => {
  buyer01 = await tokenOf('buyer01');
  const cart = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer01);
  const old = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (old.length) {
    await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids: old }) }, buyer01);
  }
  // Goods the page's search shows (same request) that go into a cart at quantity 1, with a name of its own.
  const found = await api<{ records: Card[] }>('/mall/goods/mall-goods/page', {
    method: 'POST',
    body: JSON.stringify({ keyword: KEYWORD, page: 1, limit: 10 }),
  });
  const records = found.data.records;
  const pick = records.find(
    (g) => g.moq === 1 && g.orderMultiple === 1 && records.filter((x) => x.name === g.name).length === 1,
  );
  expect(pick, 'a buyable 螺丝 with a name of its own').toBeDefined();
  goods = pick!;
});

describe('协同采购单 on a phone', () => {
  it('buyer01 creates, buyer02 joins and adds a line, buyer01 sends it into the cart', async () => {
    const owner = b.page;
    const name = `e2e 协同采购 ${Date.now()}`;
    await signInMarket(owner, 'buyer01');
    await owner.goto(url('/app-market/purchasing-list'));
    await owner.getByRole('button', { name: '发起协同采购单' }).waitFor();
    await shot(owner, 'list');
    await owner.getByRole('button', { name: '发起协同采购单' }).click();
    await owner.waitForURL(/#\/app-market\/add-purchasing$/);
    await owner.getByPlaceholder('如：十二月行政部办公用品').fill(name);
    await owner.getByPlaceholder('如：请在周五前补充各组需要的商品').fill('请补充本组需要的螺丝');
    await shot(owner, 'create');
    await owner.getByRole('button', { name: '创建' }).click();
    await owner.waitForURL(/#\/app-market\/purchasing-detail\/\d+$/);
    const listId = /purchasing-detail\/(\d+)$/.exec(owner.url())![1]!;
    await owner.getByText(name).waitFor();

    const member = await phonePage(b.browser);
    try {
      await signInMarket(member, 'buyer02');
      await member.goto(url('/app-market/purchasing-list?status=joinable'));
      await member.getByRole('button', { name }).click();
      await member.waitForURL(new RegExp(`purchasing-detail/${listId}$`));
      await member.getByRole('button', { name: '加入协同采购' }).click();
      await member.getByRole('group', { name: '添加明细' }).waitFor();
      const search = member.getByPlaceholder('搜索商品名称、型号');
      await search.fill(KEYWORD);
      await search.press('Enter');
      const row = member.locator('.pm-syn-line', { hasText: goods.name }).first();
      await row.getByRole('button', { name: '添加' }).click();
      await member
        .getByRole('region', { name: /的明细$/ })
        .filter({ hasText: goods.name })
        .first()
        .waitFor();
      await shot(member, 'member-detail');
    } finally {
      await member.context().close();
    }

    await owner.reload();
    // buyer02's line, under buyer02's name (not the owner's section, which says 发起人).
    const theirs = owner.getByRole('region', { name: /的明细$/ }).filter({ hasText: goods.name });
    await theirs.first().waitFor();
    expect(await theirs.first().textContent()).not.toContain('发起人');
    await shot(owner, 'owner-detail');
    await owner.getByRole('button', { name: /发送到购物车（1）/ }).click();
    await owner.getByRole('button', { name: '发送', exact: true }).click();
    await owner.getByText('已发送').first().waitFor();
    await owner.getByText('已加入购物车').first().waitFor();
    await shot(owner, 'sent');

    const cart = await api<{ groups: { lines: { goodsId: string; num: number }[] }[] }>(
      '/cart/shop/list',
      {},
      buyer01,
    );
    const lines = cart.data.groups.flatMap((g) => g.lines);
    expect(lines.find((l) => l.goodsId === goods.id)?.num).toBe(1);

    await owner.goto(url('/app-market/cart'));
    await owner.getByText(goods.name).first().waitFor();
  });
});
