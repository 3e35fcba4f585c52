/**
 * The phone buyer's whole journey on /m-shop (Chromium, 390×844 touch), as a person clicks through it:
 * register (every message of the phone and password rules once on the way), land signed in on the index
 * as an individual account; the operator attaches the account to buyer01's organization (API); sign in
 * again; search 螺丝, open a result, add it to the cart (the tab badge counts it), settle with a new
 * address added in the checkout (region sheet), submit, find the order under 待发货; the supplier ships
 * and the buyer confirms receipt (API); apply for a refund from the order detail and find it in the
 * after-sales list. axe-core finds no serious or critical violation on each page on the way.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
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

const PASSWORD = 'Mobile2026';

const url = (path: string) => `${b.baseUrl}/#${path}`;

/** The one validation message of a field, shown exactly once on the form. */
async function seeOnce(page: Page, message: string): Promise<void> {
  const shown = page.getByRole('alert').filter({ hasText: message });
  await shown.first().waitFor();
  expect(await shown.count(), message).toBe(1);
}

describe('m-shop: the buying journey on a phone', () => {
  it(
    'registers, is attached, signs in, buys 螺丝 with a new address, finds the order under 待发货 and applies for a refund',
    { timeout: 240_000 },
    async () => {
      const { page } = b;
      const vendors = await vendorAccounts();
      const goods = await buyableGoods('螺丝', [...vendors.keys()]);
      // Unique per run and retry, never a demo account's number (13[6-9]0000000x).
      const phone = `1395${String(Date.now()).slice(-7)}`;

      // ---- registration: every message of the phone and password rules once, then a new account ----
      await page.goto(url('/m-shop/register'));
      const phoneBox = page.getByLabel('手机号');
      const passwordBox = page.getByLabel('密码', { exact: true });
      const confirmBox = page.getByLabel('确认密码');
      await phoneBox.waitFor();
      await expectAccessible(page, 'm-shop register');
      await phoneBox.focus();
      await passwordBox.focus();
      await seeOnce(page, RULE_MESSAGES.phoneRequired);
      await confirmBox.focus();
      await seeOnce(page, RULE_MESSAGES.passwordRequired);
      await phoneBox.fill('12345678901');
      await seeOnce(page, RULE_MESSAGES.phoneInvalid);
      await passwordBox.fill('abc12345');
      await seeOnce(page, RULE_MESSAGES.passwordInvalid);
      await confirmBox.fill('abc123456');
      await phoneBox.focus();
      await seeOnce(page, RULE_MESSAGES.confirmMismatch);
      await expectAccessible(page, 'm-shop register with its messages');
      await phoneBox.fill(phone);
      await passwordBox.fill(PASSWORD);
      await confirmBox.fill(PASSWORD);
      await expect.poll(() => page.getByRole('alert').count()).toBe(0);
      await page.getByRole('button', { name: '注册' }).click();
      await page.waitForURL(/#\/m-shop\/index$/);
      const registered = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { id: string; attached: boolean } | null,
        STORAGE_KEYS.user,
      );
      expect(registered).toMatchObject({ attached: false });

      // ---- the operator attaches the account to buyer01's organization ----
      const admin = await tokenOf('admin', 'Admin2026');
      const waiting = await api<{ records: { id: string; cellphone: string }[] }>(
        `/admin/user/page?cellphone=${phone}`,
        {},
        admin,
      );
      const account = waiting.data.records.find((u) => u.cellphone === phone);
      expect(account?.id).toBe(registered!.id);
      const buyer01 = await api<{ organizationId: string }>(
        '/user/get-session-user',
        {},
        await tokenOf('buyer01'),
      );
      const attached = await api<{ organizationName: string }>(
        '/admin/user/attach',
        {
          method: 'POST',
          body: JSON.stringify({ userId: account!.id, organizationId: buyer01.data.organizationId }),
        },
        admin,
      );
      expect(attached.code, attached.message).toBe(200);

      // ---- attaching ended the account's sessions: 我的 asks to sign in again ----
      const oldToken = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authorization);
      expect((await api('/user/get-session-user', {}, oldToken!)).code).toBe(401);
      await page.locator('.pm-mobile__footer').getByText('我的', { exact: true }).click();
      await page.waitForURL(/#\/m-shop\/login(\?|$)/);
      await page.getByPlaceholder('请输入手机号').fill(phone);
      await page.getByPlaceholder('请输入密码').fill(PASSWORD);
      await expectAccessible(page, 'm-shop login');
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/#\/m-shop\/index$/);
      await page.getByRole('heading', { name: '为您推荐' }).waitFor();
      await page.locator('.mg-feed a[href*="/item/detail/"]').first().waitFor();
      await expectAccessible(page, 'm-shop index');

      // ---- search 螺丝 from the index, open a result, add it to the cart ----
      await page.getByRole('link', { name: '搜索商品名称、品牌、型号' }).click();
      await page.waitForURL(/#\/m-shop\/search$/);
      const searchBox = page.getByPlaceholder('搜索商品名称、品牌、型号');
      await searchBox.waitFor();
      await expectAccessible(page, 'm-shop search');
      await searchBox.fill('螺丝');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.waitForURL(/#\/m-shop\/item\/list\?k=/);
      await page.getByText('搜索“螺丝”的结果').waitFor();
      const { card, goods: chosen } = await firstBuyableCard(page.locator('main'), goods);
      await expectAccessible(page, 'm-shop item/list');
      await card.click();
      await page.waitForURL(new RegExp(`#/m-shop/item/detail/${chosen.id}$`));
      await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
      await expectAccessible(page, 'm-shop item/detail');
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByText('加入购物车成功').waitFor();

      // ---- the cart: the tab's badge counts the line; settle ----
      await page.getByRole('link', { name: '购物车' }).click();
      await page.waitForURL(/#\/m-shop\/shopping-cart\/list$/);
      const badge = page.locator('.pm-mobile__footer .adm-badge-content');
      await expect.poll(() => badge.textContent()).toBe('1');
      await page.getByText(chosen.name).first().waitFor();
      await expectAccessible(page, 'm-shop cart');
      await page.getByRole('button', { name: /^去结算/ }).click();
      await page.waitForURL(/#\/m-shop\/shopping-cart\/settlement$/);
      await page.getByText(chosen.name).first().waitFor();
      // a new account has no address of its own: the card asks for one and opens the form at once; or, when
      // its organization keeps 企业 addresses, the card shows one and opens the list, which adds a new one
      await page.getByRole('button', { name: /^收货地址：/ }).click();
      const form = page.getByRole('heading', { name: '新增收货地址' });
      const list = page
        .locator('.pm-sheet')
        .filter({ has: page.getByRole('heading', { name: '选择收货地址' }) });
      await form.or(list).first().waitFor();
      if (!(await form.isVisible())) await list.getByRole('button', { name: '新增收货地址' }).click();
      const detail = `干将西路 ${phone.slice(-4)} 号 移动端验收`;
      await fillNewAddress(page, detail);
      await newAddressChosen(page, detail);
      const submit = page.getByRole('button', { name: '提交订单' });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await expectAccessible(page, 'm-shop settlement');
      await submit.click();
      await page.getByText('订单提交成功').waitFor();
      const orderLink = page.getByRole('list', { name: '订单号' }).getByRole('link');
      const orderNo = (await orderLink.innerText()).trim();
      const orderId = /detail\/(\d+)$/.exec((await orderLink.getAttribute('href')) ?? '')?.[1];
      expect(orderId).toBeTruthy();

      // ---- 查看订单 opens the new order; the order under 待发货 ----
      await page.getByRole('button', { name: '查看订单' }).click();
      await page.waitForURL(new RegExp(`#/m-shop/order/detail/${orderId}$`));
      await page.getByRole('heading', { name: '待发货' }).waitFor();
      await page.goto(url('/m-shop/order/all'));
      await page.getByRole('tab', { name: /^待发货/ }).click();
      await page.waitForURL(/#\/m-shop\/order\/PACKAGING$/);
      const orderCard = page.getByRole('article', { name: `订单 ${orderNo}` });
      await orderCard.waitFor();
      expect(await orderCard.innerText()).toContain('待发货');
      await expectAccessible(page, 'm-shop order list');
      await orderCard.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`#/m-shop/order/detail/${orderId}$`));
      await page.getByRole('heading', { name: '待发货' }).waitFor();
      await page.getByRole('region', { name: '收货信息' }).getByText(detail, { exact: false }).waitFor();
      await expectAccessible(page, 'm-shop order detail');

      // ---- shipped by the goods' supplier, receipt confirmed (API) ----
      await shipAndReceive(orderId!, await tokenOf(phone, PASSWORD), vendors);

      // ---- 申请售后 from the order detail, then the refund in the after-sales list ----
      await page.reload();
      await page.getByRole('heading', { name: '已完成' }).waitFor();
      await page.getByRole('button', { name: /^申请售后/ }).click();
      await page.waitForURL(new RegExp(`#/m-shop/refund/apply/${orderId}$`));
      await page.getByRole('radio', { name: /^仅退款/ }).waitFor();
      await applyForRefund(page, '螺丝规格与订单不符，申请退款');
      await page.waitForURL(/#\/m-shop\/refund\/\d+$/);
      const refundId = /refund\/(\d+)$/.exec(page.url())![1]!;
      await page.getByRole('heading', { name: '退款申请中' }).waitFor();
      await expectAccessible(page, 'm-shop refund detail');
      const refund = await api<{ refundNo: string }>(
        `/refund/detail/${refundId}`,
        {},
        await tokenOf(phone, PASSWORD),
      );
      await page.goto(url('/m-shop/personal-center'));
      await page.getByText(phone).first().waitFor();
      await expectAccessible(page, 'm-shop personal center');
      await page.getByText('退款/售后', { exact: true }).last().click();
      await page.waitForURL(/#\/m-shop\/refund$/);
      await page.getByText(refund.data.refundNo).waitFor();
      await expectAccessible(page, 'm-shop refund list');
    },
  );
});
