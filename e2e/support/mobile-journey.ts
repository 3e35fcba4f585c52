/**
 * Steps shared by the phone journeys (m-shop and app-market): the accessibility check, the goods to buy
 * (a 螺丝 of a supplier with a demo vendor account, orderable one by one, in stock for both delivery
 * areas), the new address of the checkout with its region sheet, shipping and receipt through the API,
 * and the after-sales application on the phone.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, type Envelope, tokenOf } from './api';
import { seriousA11yViolations } from './axe';
import type { Card } from './orders';

/** The shop's default delivery area (上海市 浦东新区): what a fresh browser's goods lists are for. */
export const DEFAULT_COUNTY = '310115';

/** The new address added during checkout: 江苏省 苏州市 姑苏区 (served by both demo vendors). */
export const NEW_ADDRESS = {
  province: '江苏省',
  city: '苏州市',
  county: '姑苏区',
  countyCode: '320508',
  consignee: '周敏',
  mobile: '13812345678',
} as const;

/** How pages write the new address's region. */
export const NEW_ADDRESS_REGION = `${NEW_ADDRESS.province} ${NEW_ADDRESS.city} ${NEW_ADDRESS.county}`;

/** The page as it is now has no serious or critical axe-core violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // toasts gone (they fade in and out) and transitions finished (a button fading in from disabled is not
  // a contrast failure)
  await expect.poll(() => page.locator('.adm-toast-mask:visible').count(), { timeout: 8000 }).toBe(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const found = await seriousA11yViolations(page);
  // soft: one run reports every page's findings, and the test still fails
  expect.soft(found, `${where}: ${JSON.stringify(found)}`).toEqual([]);
}

async function ok<T>(p: Promise<Envelope<T>>, what: string): Promise<T> {
  const r = await p;
  expect(r.code, `${what}: ${r.message}`).toBe(200);
  return r.data;
}

/** The demo vendor accounts by their organization id. */
export async function vendorAccounts(): Promise<Map<string, string>> {
  const byOrg = new Map<string, string>();
  for (const username of ['vendor01', 'vendor02']) {
    const token = await tokenOf(username, 'Vendor2026');
    const me = await ok(api<{ organizationId: string }>('/user/get-session-user', {}, token), username);
    byOrg.set(me.organizationId, username);
  }
  return byOrg;
}

/**
 * The ids of the goods a phone search for `keyword` shows on its first page (20, relevance, the default
 * delivery area) that can be bought here: a supplier with a vendor account, MOQ 1 and multiple 1, in stock
 * for the default area and for the new address. The catalog of a fresh database may still be loading
 * when the server first answers, so the search is retried for a while.
 */
export async function buyableGoods(keyword: string, vendorOrgs: string[]): Promise<Card[]> {
  const search = (divisionCode: string, limit: number) =>
    api<{ total: number; records: Card[] }>('/mall/goods/mall-goods/page', {
      method: 'POST',
      body: JSON.stringify({ keyword, sort: 'relevance', page: 1, limit, divisionCode }),
    });
  let last = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [shown, there] = await Promise.all([
      search(DEFAULT_COUNTY, 20),
      search(NEW_ADDRESS.countyCode, 100),
    ]);
    const stockThere = new Map((there.data?.records ?? []).map((g) => [g.id, g.stock]));
    const found = (shown.data?.records ?? []).filter(
      (g) =>
        vendorOrgs.includes(g.supplierId) &&
        g.moq === 1 &&
        g.orderMultiple === 1 &&
        g.stock >= 10 &&
        (stockThere.get(g.id) ?? 0) >= 10,
    );
    if (found.length) return found;
    last = `${shown.code} ${shown.message} total ${shown.data?.total}`;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  throw new Error(`no buyable ${keyword} of the demo vendors on the first page: ${last}`);
}

/** The first card of `list` that links to one of `goods` (the hash link ends with the goods id). */
export async function firstBuyableCard(
  list: Locator,
  goods: Card[],
): Promise<{ card: Locator; goods: Card }> {
  const card = list.locator(goods.map((g) => `a[href$="detail/${g.id}"]`).join(', ')).first();
  await card.waitFor();
  const href = (await card.getAttribute('href')) ?? '';
  const chosen = goods.find((g) => href.endsWith(`detail/${g.id}`))!;
  return { card, goods: chosen };
}

/**
 * In the checkout's 新增收货地址 sheet: consignee, mobile, 所在地区 through the region sheet (province →
 * city → county, each level loaded when its parent is picked), detail; then 保存.
 */
export async function fillNewAddress(page: Page, detail: string): Promise<void> {
  const sheet = page
    .locator('.pm-sheet')
    .filter({ has: page.getByRole('heading', { name: '新增收货地址' }) });
  await sheet.waitFor();
  await sheet.getByLabel('收货人').fill(NEW_ADDRESS.consignee);
  await sheet.getByLabel('手机号').fill(NEW_ADDRESS.mobile);
  await sheet.getByText('请选择省 / 市 / 区县').click();
  const cascader = page.locator('.adm-cascader');
  await cascader.waitFor();
  await cascader.locator('.adm-check-list-item').first().waitFor();
  await expectAccessible(page, 'the region sheet');
  for (const name of [NEW_ADDRESS.province, NEW_ADDRESS.city, NEW_ADDRESS.county]) {
    await cascader
      .locator('.adm-check-list-item')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  }
  await cascader.getByText('确定', { exact: true }).click();
  await cascader.waitFor({ state: 'hidden' });
  await sheet.getByText(NEW_ADDRESS_REGION, { exact: true }).waitFor();
  await sheet.getByLabel('详细地址').fill(detail);
  await expectAccessible(page, "the checkout's 新增收货地址 sheet");
  await sheet.getByRole('button', { name: '保存' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** The checkout's 收货地址 card shows the new address (consignee, region and `detail`). */
export async function newAddressChosen(page: Page, detail: string): Promise<void> {
  const card = page.getByRole('button', { name: /^收货地址：/ });
  await card.getByText(NEW_ADDRESS.consignee).waitFor();
  await card.getByText(`${NEW_ADDRESS_REGION} ${detail}`).waitFor();
}

/** The vendor of the order's supplier ships it; the buyer confirms receipt (both through the API). */
export async function shipAndReceive(
  orderId: string,
  buyerToken: string,
  vendors: Map<string, string>,
): Promise<void> {
  const order = await ok(
    api<{ supplierId: string; status: string }>(`/order/detail/${orderId}`, {}, buyerToken),
    'order detail',
  );
  const vendor = vendors.get(order.supplierId);
  expect(vendor, `a vendor account of organization ${order.supplierId}`).toBeDefined();
  const vendorToken = await tokenOf(vendor!, 'Vendor2026');
  await ok(
    api(
      `/vendor/order/ship/${orderId}`,
      {
        method: 'POST',
        body: JSON.stringify({ carrier: '顺丰速运', waybillNo: `SF${Date.now()}` }),
      },
      vendorToken,
    ),
    'ship',
  );
  await ok(api(`/order/confirm-receipt/${orderId}`, { method: 'POST' }, buyerToken), 'confirm receipt');
}

/**
 * On the 申请售后 screen: 仅退款, a reason from the picker, the order's single line (chosen for the buyer),
 * a description; 提交申请. Ends on the new application's detail.
 */
export async function applyForRefund(page: Page, description: string): Promise<void> {
  await page.getByRole('radio', { name: /^仅退款/ }).click();
  await page.getByRole('button', { name: /^售后原因/ }).click();
  const picker = page.locator('.adm-picker');
  await picker.waitFor();
  await expectAccessible(page, 'the 售后原因 picker');
  await picker.getByText('确定', { exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByLabel('问题描述').fill(description);
  await expectAccessible(page, '申请售后');
  await page.getByRole('button', { name: '提交申请' }).click();
}
