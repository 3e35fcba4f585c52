/**
 * 审批 on the desktop: buyer02 (采购经理 of buyer01's organization) sets an amount rule; buyer01's order above
 * it waits in buyer02's queue, unseen by the supplier, until buyer02 approves it in the person centre; an
 * order over a plan's budget is refused for buyer01, sent for approval with a reason, and goes through when
 * buyer02 approves it; buyer01 withdraws (撤回) a waiting order from 我的订单 and it is 已取消. On a phone,
 * the manager keeps the rules (审批规则) and the buyer sees the order's approval with 撤回. The rule is
 * removed afterwards (other specs order on the same database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { deliveryAddress, ok, supplierGoods, type Address, type Card } from './support/orders';
import { clearSiteData, pageReady, signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();
const phone = useBrowser({ mobile: true });

let buyer: string;
let manager: string;
let vendor: string;
let address: Address;
let goods: Card;

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const key = () => `e2e-approval-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function saveRule(body: unknown) {
  return ok(api('/approval/rule/save', json(body), manager), 'save rule');
}

async function vendorSees(orderId: string): Promise<boolean> {
  return (await api(`/vendor/order/detail/${orderId}`, {}, vendor)).code === 200;
}

/** buyer02 approves the queue's entry of the order number in the person centre. */
async function approveInQueue(page: Page, orderNo: string, opinion: string): Promise<void> {
  await page.goto(`${b.baseUrl}/#/shop/person/approval`);
  await page.reload();
  await pageReady(page);
  await page.getByRole('row', { name: new RegExp(orderNo) }).click();
  const drawer = page.getByTestId('approval-detail');
  await drawer.waitFor();
  await drawer.getByTestId('approval-approve').click();
  const dialog = page.getByRole('dialog', { name: '审批通过' });
  await dialog.getByRole('textbox', { name: '审批意见' }).fill(opinion);
  await dialog.getByRole('button', { name: /确认通过/ }).click();
  await drawer.getByText('已通过').first().waitFor();
}

/** buyer01 orders the supplier goods from the cart; the rule in force decides whether it waits. */
async function orderFromCart(): Promise<{ orderIds: string[]; orderNos: string[] }> {
  await ok(
    api('/cart/shop/batch-append', json({ lines: [{ id: goods.id, num: goods.moq }] }), buyer),
    'cart',
  );
  const cart = await ok(
    api<{ groups: { lines: { id: string; goodsId: string }[] }[] }>('/cart/shop/list', {}, buyer),
    'cart list',
  );
  const line = cart.groups.flatMap((g) => g.lines).find((l) => l.goodsId === goods.id)!;
  return ok(
    api<{ orderIds: string[]; orderNos: string[] }>(
      '/order/submit',
      {
        ...json({ cartLineIds: [line.id], addressId: address.id, approvalReason: '月底盘点急需' }),
        headers: { 'Idempotency-Key': key() },
      },
      buyer,
    ),
    'submit',
  );
}

beforeAll(async () => {
  buyer = await tokenOf('buyer01');
  manager = await tokenOf('buyer02');
  vendor = await tokenOf('vendor01', 'Vendor2026');
  const me = await ok(api<{ organizationId: string }>('/user/get-session-user', {}, vendor), 'vendor');
  address = await deliveryAddress(buyer);
  goods = await supplierGoods(buyer, me.organizationId, address.countyCode);
}, 120_000);

afterAll(async () => {
  if (manager) await saveRule({ amountThreshold: null, catalogIds: [], outsidePlan: false, holdHours: 48 });
});

describe('审批 (desktop)', () => {
  it('an order above the approval amount waits in the manager queue and reaches the supplier only once approved', async () => {
    await saveRule({ amountThreshold: 1, holdHours: 48 });
    await ok(
      api('/cart/shop/batch-append', json({ lines: [{ id: goods.id, num: goods.moq }] }), buyer),
      'cart',
    );
    const cart = await ok(
      api<{ groups: { lines: { id: string; goodsId: string }[] }[] }>('/cart/shop/list', {}, buyer),
      'cart list',
    );
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.goodsId === goods.id)!;
    const placed = await ok(
      api<{ orderIds: string[]; orderNos: string[] }>(
        '/order/submit',
        { ...json({ cartLineIds: [line.id], addressId: address.id }), headers: { 'Idempotency-Key': key() } },
        buyer,
      ),
      'submit',
    );
    const [orderId] = placed.orderIds;
    expect(await vendorSees(orderId!)).toBe(false);

    // buyer01 sees who must approve on the order's page
    const { page } = b;
    await signIn(page, { username: 'buyer01', redirect: `/shop/person/order/${orderId}` });
    await pageReady(page);
    await page
      .getByTestId('order-approval-note')
      .getByText(/待 .* 审批/)
      .waitFor();
    await clearSiteData(page);

    await signIn(page, { username: 'buyer02', redirect: '/shop/person/approval' });
    await pageReady(page);
    await approveInQueue(page, placed.orderNos[0]!, '同意');
    await expect.poll(() => vendorSees(orderId!)).toBe(true);
  });

  it('an order over a plan budget is refused for buyer01 and goes through with buyer02 approval', async () => {
    await saveRule({ amountThreshold: null, holdHours: 48 });
    const saved = await ok(
      api<{ id: string }>(
        '/purchasing-bills/save',
        json({
          name: `e2e 审批计划 ${Date.now().toString(36)}`,
          periodType: 'month',
          period: '2026-12',
          budget: 100,
          lines: [{ goodsId: goods.id, quantity: goods.moq * 2 }],
        }),
        buyer,
      ),
      'save plan',
    );
    const plan = await ok(
      api<{ id: string; lines: { id: string }[] }>(
        `/purchasing-bills/start/${saved.id}`,
        { method: 'POST' },
        buyer,
      ),
      'start plan',
    );
    const body = {
      billId: plan.id,
      lines: [{ id: plan.lines[0]!.id, num: goods.moq }],
      addressId: address.id,
    };
    const refused = await api(
      '/purchasing-bills/order',
      { ...json(body), headers: { 'Idempotency-Key': key() } },
      buyer,
    );
    expect(refused.code).toBe(40920);

    const sent = await ok(
      api<{ orderIds: string[]; orderNos: string[] }>(
        '/purchasing-bills/order',
        { ...json({ ...body, approvalReason: '产线急需' }), headers: { 'Idempotency-Key': key() } },
        buyer,
      ),
      'order for approval',
    );
    expect(await vendorSees(sent.orderIds[0]!)).toBe(false);
    const queue = await ok(
      api<{ records: { orderNos: string[] }[] }>('/approval/page?status=PENDING&limit=100', {}, manager),
      'queue',
    );
    expect(queue.records.flatMap((r) => r.orderNos)).toContain(sent.orderNos[0]);

    // each test has a browser of its own: buyer02 signs in to approve
    const { page } = b;
    await signIn(page, { username: 'buyer02', redirect: '/shop/person/approval' });
    await pageReady(page);
    await approveInQueue(page, sent.orderNos[0]!, '特批');
    await expect.poll(() => vendorSees(sent.orderIds[0]!)).toBe(true);
    const after = await ok(
      api<{ budget: number; budgetUsed: number }>(`/purchasing-bills/detail/${plan.id}`, {}, buyer),
      'plan',
    );
    expect(after.budgetUsed).toBeGreaterThan(after.budget);
  });
});

describe('撤回 (desktop)', () => {
  it('buyer01 withdraws a 待审批 order from 我的订单 after confirming; it is 已取消 and the approval 已撤回', async () => {
    await saveRule({ amountThreshold: 1, holdHours: 48 });
    const placed = await orderFromCart();
    const [orderId] = placed.orderIds;
    const orderNo = placed.orderNos[0]!;
    const { page } = b;
    await signIn(page, { username: 'buyer01', redirect: '/shop/person/order' });
    await pageReady(page);
    const button = page.getByRole('button', { name: `撤回 ${orderNo}` });
    await button.waitFor();
    await keepScreenshot(page, { path: '/tmp/approval-withdraw-list.png' });
    await button.click();
    await page.getByText('撤回该待审批订单？').waitFor();
    await keepScreenshot(page, { path: '/tmp/approval-withdraw-confirm.png' });
    await page
      .getByRole('button', { name: '撤 回' })
      .or(page.getByRole('button', { name: '撤回', exact: true }))
      .last()
      .click();
    await page.getByRole('button', { name: `撤回 ${orderNo}` }).waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await ok(api<{ status: string }>(`/approval/order/${orderId}`, {}, buyer), 'approval')).status,
      )
      .toBe('WITHDRAWN');
    const detail = await ok(api<{ statusText: string }>(`/order/detail/${orderId}`, {}, buyer), 'detail');
    expect(detail.statusText).toBe('已取消');
    await page.goto(`${b.baseUrl}/#/shop/person/order/${orderId}`);
    await page.getByTestId('order-approval-note').getByText('审批已撤回').waitFor();
    await keepScreenshot(page, { path: '/tmp/approval-withdraw-detail.png' });
  });

  it('the confirm page asks for 申请说明 when the organization has a manager', async () => {
    await ok(
      api('/cart/shop/batch-append', json({ lines: [{ id: goods.id, num: goods.moq }] }), buyer),
      'cart',
    );
    const { page } = b;
    await signIn(page, { username: 'buyer01', redirect: '/shop/confirm' });
    await pageReady(page);
    await page.getByRole('textbox', { name: '申请说明' }).waitFor();
    await page.getByRole('textbox', { name: '申请说明' }).fill('月底盘点急需');
    await page.getByRole('textbox', { name: '申请说明' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: '/tmp/approval-reason-desktop.png' });
  });
});

describe('审批 (phone)', () => {
  it('the manager keeps 审批规则 on m-shop; buyer01 sees the order approval with 撤回', async () => {
    await saveRule({ amountThreshold: 1, holdHours: 48 });
    const placed = await orderFromCart();
    const { page } = phone;
    await signIn(page, { username: 'buyer02', redirect: '/m-shop/personal-center' });
    await page.getByText('审批规则').waitFor();
    await page.goto(`${phone.baseUrl}/#/m-shop/approval/rule`);
    await page.getByTestId('approval-rule-screen').waitFor();
    await keepScreenshot(page, { path: '/tmp/approval-rule-phone.png' });
    await page.getByRole('textbox', { name: '审批金额（元）' }).fill('1.234');
    await page.getByRole('button', { name: '保存规则' }).click();
    await page.getByText('审批金额应为不小于 0 的金额，最多两位小数').waitFor();
    await page.getByRole('textbox', { name: '审批金额（元）' }).fill('0.01');
    await page.getByRole('button', { name: '保存规则' }).click();
    await expect
      .poll(
        async () =>
          (await ok(api<{ amountThreshold: number | null }>('/approval/rule', {}, manager), 'rule'))
            .amountThreshold,
      )
      .toBe(1);
    await clearSiteData(page);

    await signIn(page, { username: 'buyer01', redirect: `/m-shop/order/detail/${placed.orderIds[0]}` });
    const note = page.getByTestId('order-approval-note');
    await note.getByText('审批待审批').waitFor();
    await keepScreenshot(page, { path: '/tmp/approval-withdraw-phone.png' });
    await note.getByRole('button', { name: '撤回' }).click();
    await page.getByText('撤回该待审批订单？').waitFor();
    await page.getByRole('button', { name: '撤回' }).last().click();
    await note.getByText('审批已撤回').waitFor();
  });
});
