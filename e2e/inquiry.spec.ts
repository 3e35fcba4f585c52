/**
 * The inquiry basket and supplier quotes against the real mall: buyer01 adds two goods of vendor01's
 * organization to the inquiry basket from their detail pages and submits the basket, then invites a
 * further supplier (vendor02's 恒通五金) from the inquiry's quotes; vendor01 signs in, opens 报价管理 and
 * quotes both lines; vendor02 quotes a line with goods of its own; on the phone buyer01 invites one more
 * supplier and accepts the offer; on the desktop buyer01 sees 已报价 and accepts a quote, and the cart
 * lines carry the quoted prices (the offer: its goods).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { api, tokenOf } from './support/api';
import { newContext, useBrowser } from './support/browser';
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
  it('buyer01 asks and invites a further supplier, both suppliers quote, buyer01 accepts into the cart', async () => {
    const { page, browser } = b;

    // buyer01 signs in and fills the basket from the detail pages
    await page.goto(`${b.baseUrl}/#/shop/person/inquire`);
    await signIn(page, 'buyer01', 'Buyer2026');
    await page.waitForURL(/#\/shop\/person\/inquire$/);
    const basketGoods = async () =>
      (
        await api<{ records: { goodsId: string }[] }>('/inquiry-basket/customize/customer', {}, buyerToken)
      ).data.records.map((x) => x.goodsId);
    for (const g of goods) {
      await page.goto(`${b.baseUrl}/#/shop/detail/${g.id}`);
      await page.getByRole('button', { name: '加入询价篮' }).click();
      // this round's add, not the toast of the one before (a toast may still be on screen)
      await expect.poll(basketGoods).toContain(g.id);
    }

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

    // buyer01 invites a further supplier from the inquiry's quotes
    await buyerRow.getByRole('button', { name: '查看报价' }).click();
    await page.getByRole('button', { name: '邀请供应商' }).click();
    const picker = page.getByRole('dialog', { name: /邀请供应商报价/ });
    await picker.getByPlaceholder('搜索供应商名称').fill('恒通');
    await picker.getByPlaceholder('搜索供应商名称').press('Enter');
    const hengtong = picker.getByRole('row').filter({ hasText: '广州恒通五金有限公司' });
    await hengtong.getByText('可邀请').waitFor();
    // the supplier of the asked goods has the inquiry already
    await hengtong.getByRole('checkbox').check();
    await picker.getByRole('button', { name: '邀请报价' }).click();
    await page.getByText('已邀请 1 家供应商报价').waitFor();
    await page.getByLabel('受邀供应商').getByText('恒通五金 · 待报价').waitFor();
    await buyerRow.getByRole('button', { name: '收起' }).click();

    // vendor01 signs in (another browser context), opens 报价管理 and quotes both lines
    const vendorContext = await newContext(browser);
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

    // vendor02 (invited) finds the inquiry in 报价管理 and offers goods of its own for the second line
    const invitedContext = await newContext(browser);
    try {
      const vp = await invitedContext.newPage();
      await vp.goto(`${b.baseUrl}/#/shop/person/quote`);
      await signIn(vp, 'vendor02', 'Vendor2026');
      await vp.waitForURL(/#\/shop\/person\/quote$/);
      const row = vp.getByRole('row').filter({ hasText: code }).first();
      await row.getByText('待报价').waitFor();
      await row.getByRole('button', { name: '报价' }).click();
      await vp.getByText(/贵司受采购商邀请参与本次询价/).waitFor();
      await vp.getByRole('spinbutton', { name: `${goods[1]!.name} 报价单价` }).fill('99');
      // without goods of its own the line cannot be quoted
      await vp.getByRole('button', { name: '提交报价' }).click();
      await vp.getByText(`请为「${goods[1]!.name}」选择贵司的报价商品`).waitFor();
      await vp.getByRole('combobox', { name: `${goods[1]!.name} 报价商品` }).click();
      const option = vp.locator('.ant-select-item-option').first();
      await option.waitFor();
      await option.click();
      await vp.getByRole('button', { name: '提交报价' }).click();
      // the state, not the 500 ms toast (报价已提交（1 条）), which a busy page can show and drop between polls
      await row.getByText('已报价').waitFor();
    } finally {
      await invitedContext.close();
    }

    // on the phone, buyer01 opens the inquiry from 我的询价, invites one more supplier and accepts the
    // invited supplier's offer
    const phone = await newContext(browser, 'phone');
    try {
      await phone.addInitScript(
        ([key, token]) => localStorage.setItem(key!, token!),
        [STORAGE_KEYS.authorization, buyerToken],
      );
      const mp = await phone.newPage();
      await mp.goto(`${b.baseUrl}/#/m-shop/inquiry`);
      await mp.getByText(code).click();
      await mp.waitForURL(/#\/m-shop\/inquiry\?id=\d+$/);
      await mp.locator('.ms-inq-head').getByText('已报价', { exact: true }).waitFor();
      const invited = mp.getByLabel('受邀供应商');
      await invited.getByText('恒通五金 · 已报 1 行').waitFor();
      await mp.getByRole('button', { name: '邀请供应商' }).click();
      await mp.getByPlaceholder('搜索供应商名称').fill('固安');
      await mp.getByPlaceholder('搜索供应商名称').press('Enter');
      await mp
        .locator('.adm-list-item')
        .filter({ hasText: '上海固安劳保用品有限公司' })
        .locator('.adm-checkbox')
        .click();
      await mp.getByRole('button', { name: /邀请报价（1）/ }).click();
      await mp.getByText('已邀请 1 家供应商报价').waitFor();
      await invited.getByText('固安劳保 · 待报价').waitFor();
      const offer = mp.locator('.ms-inq-offer').filter({ hasText: '恒通五金' });
      await offer.getByText(/¥99\.00/).waitFor();
      await offer.getByRole('button', { name: /^接受报价/ }).click();
      await mp.getByText('已接受报价，商品已按报价加入购物车').waitFor();
      await offer.getByText(/已接受/).waitFor();
    } finally {
      await phone.close();
    }

    // on the desktop the inquiry went to the cart (已转订单) with the offer; buyer01 opens the quotes and
    // accepts vendor01's quote of the first line
    await page.reload();
    await buyerRow.getByText('已转订单').waitFor();
    await buyerRow.getByRole('button', { name: '查看报价' }).click();
    // the last matching row is the line inside the expanded detail
    const quoteRow = page
      .getByRole('row')
      .filter({ hasText: goods[0]!.name })
      .filter({ hasText: '¥88.50' })
      .last();
    await quoteRow.getByRole('button', { name: '接受报价' }).click();
    await page.getByText('已接受报价，商品已按报价加入购物车').waitFor();
    await quoteRow.getByText('已接受').waitFor();

    // the invited supplier's offer for the second line (accepted on the phone): its own goods at ¥99.00;
    // the last matching row is the offer's own, inside the expanded detail
    const offerRow = page
      .getByRole('row')
      .filter({ hasText: '受邀报价' })
      .filter({ hasText: '恒通五金' })
      .last();
    await offerRow.getByText('¥99.00').waitFor();
    await offerRow.getByText('已接受').waitFor();
    await page.getByLabel('受邀供应商').getByText('固安劳保 · 待报价').waitFor();

    // the cart line carries the quoted price
    const cart = await api<{ groups: { lines: CartLine[] }[] }>('/cart/shop/list', {}, buyerToken);
    const line = cart.data.groups.flatMap((g) => g.lines).find((l) => l.goodsId === goods[0]!.id);
    expect(line).toMatchObject({ num: 1, price: 8850, quote: { price: 8850 } });
    const mine = await api<{ records: { id: string; code: string }[] }>(
      '/inquiry-basket/customize/inquiry/page?limit=100',
      {},
      buyerToken,
    );
    const inquiryId = mine.data.records.find((r) => r.code === code)!.id;
    const detail = await api<{
      lines: { goodsId: string; offers: { quote: { id: string; offeredGoods: { id: string } } }[] }[];
    }>(`/inquiry-basket/customize/inquiry/detail?id=${inquiryId}`, {}, buyerToken);
    const offer = detail.data.lines.find((l) => l.goodsId === goods[1]!.id)!.offers[0]!.quote;
    const offered = cart.data.groups.flatMap((g) => g.lines).find((l) => l.goodsId === offer.offeredGoods.id);
    expect(offered).toMatchObject({ price: 9900, quote: { quoteLineId: offer.id, price: 9900 } });
    await page.goto(`${b.baseUrl}/#/shop/cart`);
    await page
      .getByText(/报价有效至/)
      .first()
      .waitFor();
    // four accounts' journeys (buyer on desktop and phone, two suppliers) in one test: its own budget
  }, 180_000);
});
