/**
 * The inquiry basket and supplier quotes against the real mall: buyer01 adds two goods of vendor01's
 * organization to the inquiry basket from their detail pages and submits the basket; vendor01 signs in,
 * opens 报价管理 and quotes both lines; buyer01 sees 已报价, accepts a quote, and the cart line carries
 * the quoted price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import type { Card as GoodsCard } from './support/orders';

const b = useBrowser();

interface Card extends GoodsCard {
  price: number;
}
interface CartLine {
  goodsId: string;
  num: number;
  price: number;
  quote: { quoteLineId: string; price: number; expiresAt: string } | null;
}

/** Goods of vendor01's organization (3), in stock, MOQ 1 and multiple 1. */
async function vendor01Goods(token: string, count: number): Promise<Card[]> {
  const out: Card[] = [];
  for (const keyword of ['手套', '螺丝', '胶带', '扳手', '电缆']) {
    const r = await api<{ records: Card[] }>(
      '/mall/goods/mall-goods/page',
      { method: 'POST', body: JSON.stringify({ keyword, limit: 60 }) },
      token,
    );
    for (const g of r.data.records) {
      if (g.supplierId !== '3' || g.stock < 10 || g.moq !== 1 || g.orderMultiple !== 1) continue;
      if (out.some((o) => o.id === g.id)) continue;
      out.push(g);
      break;
    }
    if (out.length === count) return out;
  }
  throw new Error(`found only ${out.length} goods of vendor01`);
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.waitForURL(/#\/login\?redirect=/);
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

let buyerToken: string;
let goods: Card[];

beforeAll(async () => {
  buyerToken = await tokenOf('buyer01', 'Buyer2026');
  goods = await vendor01Goods(buyerToken, 2);
  // a clean basket and cart for buyer01
  const basket = await api<{ records: { id: string }[] }>(
    '/inquiry-basket/customize/customer?limit=100',
    {},
    buyerToken,
  );
  const ids = basket.data.records.map((r) => r.id);
  if (ids.length) {
    await api(`/inquiry-basket/customize/remove-all?ids=${ids.join(',')}`, { method: 'DELETE' }, buyerToken);
  }
  const cart = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyerToken);
  const lines = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (lines.length) {
    await api(
      '/cart/shop/batch/delete',
      { method: 'POST', body: JSON.stringify({ ids: lines }) },
      buyerToken,
    );
  }
});

describe('inquiry basket → supplier quote → cart', () => {
  it('buyer01 asks, vendor01 quotes, buyer01 accepts the quote into the cart', async () => {
    const { page, browser } = b;

    // buyer01 signs in and fills the basket from the detail pages
    await page.goto(`${b.baseUrl}/#/shop/person/inquire`);
    await signIn(page, 'buyer01', 'Buyer2026');
    await page.waitForURL(/#\/shop\/person\/inquire$/);
    for (const g of goods) {
      await page.goto(`${b.baseUrl}/#/shop/detail/${g.id}`);
      await page.getByRole('button', { name: '加入询价篮' }).click();
      await page.getByText('加入询价篮成功').last().waitFor();
    }
    await expect
      .poll(async () => {
        const r = await api<{ records: { goodsId: string }[] }>(
          '/inquiry-basket/customize/customer',
          {},
          buyerToken,
        );
        return r.data.records.map((x) => x.goodsId);
      })
      .toEqual(expect.arrayContaining(goods.map((g) => g.id)));

    // the basket shows both goods; submit it with a remark
    await page.goto(`${b.baseUrl}/#/shop/person/inquire`);
    for (const g of goods) await page.getByRole('link', { name: g.name }).first().waitFor();
    await page.getByRole('textbox', { name: '备注' }).fill('请报含税价，E2E');
    await page.getByRole('button', { name: /提交询价/ }).click();
    await page.getByText(/询价已提交，询价单号 XJ\d{12}/).waitFor();
    const code = /XJ\d{12}/.exec(await page.getByText(/询价已提交，询价单号/).innerText())![0];
    await page.getByText('询价篮是空的').waitFor();
    const buyerRow = page.getByRole('row').filter({ hasText: code }).first();
    await buyerRow.getByText('待报价').waitFor();

    // vendor01 signs in (another browser context), opens 报价管理 and quotes both lines
    const vendorContext = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
    });
    vendorContext.setDefaultTimeout(15_000);
    try {
      const vp = await vendorContext.newPage();
      await vp.goto(`${b.baseUrl}/#/shop/person/quote`);
      await signIn(vp, 'vendor01', 'Vendor2026');
      await vp.waitForURL(/#\/shop\/person\/quote$/);
      await vp.getByRole('menuitem', { name: /报价管理/ }).waitFor();
      const row = vp.getByRole('row').filter({ hasText: code }).first();
      await row.getByText('待报价').waitFor();
      await row.getByRole('button', { name: '报价' }).click();
      const prices = [8850, 12000];
      for (const [i, g] of goods.entries()) {
        await vp.getByRole('spinbutton', { name: `${g.name} 报价单价` }).fill(String(prices[i]! / 100));
      }
      await vp.getByRole('button', { name: '提交报价' }).click();
      await vp.getByText('报价已提交（2 条）').waitFor();
      await row.getByText('已报价').waitFor();
    } finally {
      await vendorContext.close();
    }

    // buyer01 sees 已报价, opens the quotes and accepts the first one
    await page.reload();
    await buyerRow.getByText('已报价').waitFor();
    await buyerRow.getByRole('button', { name: '查看报价' }).click();
    // the last matching row is the line inside the expanded detail
    const quoteRow = page
      .getByRole('row')
      .filter({ hasText: goods[0]!.name })
      .filter({ hasText: '¥88.50' })
      .last();
    await quoteRow.getByRole('button', { name: '接受报价' }).click();
    await page.getByText('已接受报价，商品已按报价加入购物车').waitFor();
    await buyerRow.getByText('已转订单').waitFor();

    // the cart line carries the quoted price
    const cart = await api<{ groups: { lines: CartLine[] }[] }>('/cart/shop/list', {}, buyerToken);
    const line = cart.data.groups.flatMap((g) => g.lines).find((l) => l.goodsId === goods[0]!.id);
    expect(line).toMatchObject({ num: 1, price: 8850, quote: { price: 8850 } });
    await page.goto(`${b.baseUrl}/#/shop/cart`);
    await page
      .getByText(/报价有效至/)
      .first()
      .waitFor();
  });
});
