/**
 * 采购计划 on the desktop: buyer01 opens an executing plan in the person centre, orders a line of it, and
 * the plan's progress and the line's figures move; after the order is cancelled (the order's own page) they
 * move back. Screenshots of the pages land in data/e2e-screens/plans when E2E_SCREENS is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { confirmPopover, popconfirmButton } from './support/dialog';
import { newContext, useBrowser } from './support/browser';
import { deliveryAddress, ok, supplierGoods, type Card } from './support/orders';
import { pageReady, signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();

interface PlanLine {
  id: string;
  goodsId: string | null;
  name: string;
  plannedQuantity: number;
  orderedQuantity: number;
  pendingQuantity: number;
}
interface Plan {
  id: string;
  name: string;
  progress: number;
  budgetUsed: number;
  lines: PlanLine[];
}

const SCREENS = process.env.E2E_SCREENS ? path.join(import.meta.dirname, '../data/e2e-screens/plans') : null;

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENS) return;
  fs.mkdirSync(SCREENS, { recursive: true });
  await keepScreenshot(page, { path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

let buyer: string;
let goods: Card;
let plan: Plan;

const progressText = (p: number) => `${Number(p.toFixed(2))}%`;

async function planOf(id: string): Promise<Plan> {
  return ok(api<Plan>(`/purchasing-bills/detail/${id}`, {}, buyer), 'plan detail');
}

/** The 执行进度 figure of the plan's page. */
function progressFigure(page: Page) {
  return page.locator('.plan-figure', { hasText: '执行进度' }).locator('.plan-figure__value');
}

beforeAll(async () => {
  buyer = await tokenOf('buyer01');
  const vendor = await tokenOf('vendor01', 'Vendor2026');
  const me = await ok(api<{ organizationId: string }>('/user/get-session-user', {}, vendor), 'vendor');
  const address = await deliveryAddress(buyer);
  goods = await supplierGoods(buyer, me.organizationId, address.countyCode);
  const saved = await ok(
    api<Plan>(
      '/purchasing-bills/save',
      {
        method: 'POST',
        body: JSON.stringify({
          name: `e2e 十二月备件计划 ${Date.now().toString(36)}`,
          periodType: 'month',
          period: '2026-12',
          budget: 100_000_000,
          remarks: '端到端测试',
          lines: [
            { goodsId: goods.id, quantity: 10 },
            { name: '定制工牌', spec: 'PVC 85×54mm', unit: '个', quantity: 5, estimatedPrice: 350 },
          ],
        }),
      },
      buyer,
    ),
    'save plan',
  );
  plan = await ok(api<Plan>(`/purchasing-bills/start/${saved.id}`, { method: 'POST' }, buyer), 'start plan');
}, 120_000);

describe('采购计划 (desktop)', () => {
  it("a plan's progress moves with an order placed from it, and back when the order is cancelled", async () => {
    const { page } = b;
    await signIn(page, { username: 'buyer01', redirect: '/shop/person/plan' });
    await pageReady(page);
    await shot(page, 'desktop-plan-list');

    await page.getByRole('link', { name: plan.name }).first().click();
    await page.waitForURL(new RegExp(`#/shop/person/plan/${plan.id}$`));
    await pageReady(page);
    await expect.poll(() => progressFigure(page).innerText()).toBe('0%');
    await shot(page, 'desktop-plan-detail');

    // order 4 of the 10 planned pieces of the catalog line
    const line = plan.lines.find((l) => l.goodsId === goods.id)!;
    await page.getByRole('checkbox', { name: `选择${line.name}` }).check();
    await page.getByRole('button', { name: /按所选下单/ }).click();
    const dialog = page.getByRole('dialog', { name: /按计划下单/ });
    await dialog.getByRole('spinbutton', { name: `${line.name}下单数量` }).fill('4');
    await shot(page, 'desktop-plan-order');
    await dialog.getByRole('button', { name: /提交订单/ }).click();
    await page.getByText(/已下单：/).waitFor();

    const after = await planOf(plan.id);
    const ordered = after.lines.find((l) => l.id === line.id)!;
    expect(ordered.orderedQuantity).toBe(4);
    expect(ordered.pendingQuantity).toBe(6);
    expect(after.budgetUsed).toBeGreaterThan(0);
    await expect.poll(() => progressFigure(page).innerText()).toBe(progressText(after.progress));
    expect(after.progress).toBeGreaterThan(0);
    await shot(page, 'desktop-plan-ordered');

    // the order, cancelled on its own page
    const orderNo = (await page.getByText(/已下单：/).innerText()).match(/已下单：(\S+?)，/)![1]!;
    const orders = await ok(
      api<{ records: { id: string; orderNo: string }[] }>(
        `/order/page?keyword=${encodeURIComponent(orderNo)}&page=1&limit=10`,
        {},
        buyer,
      ),
      'orders',
    );
    const order = orders.records.find((o) => o.orderNo === orderNo)!;
    await page.goto(`${b.baseUrl}/#/shop/person/order/${order.id}`);
    await pageReady(page);
    // the confirm's own button (a `.last()` taken before the popover renders is the page's button again), pressed
    // until the order is cancelled (a press lost while the popover grew, again)
    await confirmPopover(
      popconfirmButton(page, /取消订单/),
      page.getByRole('button', { name: /取消订单/ }).first(),
      async () => (await planOf(plan.id)).lines.find((l) => l.id === line.id)!.orderedQuantity === 0,
    );
    await expect
      .poll(async () => (await planOf(plan.id)).lines.find((l) => l.id === line.id)!.orderedQuantity)
      .toBe(0);

    await page.goto(`${b.baseUrl}/#/shop/person/plan/${plan.id}`);
    await pageReady(page);
    await expect.poll(() => progressFigure(page).innerText()).toBe('0%');
    const back = await planOf(plan.id);
    expect(back.budgetUsed).toBe(0);
    expect(back.lines.find((l) => l.id === line.id)!.pendingQuantity).toBe(10);
    await shot(page, 'desktop-plan-cancelled');
  }, 120_000);

  it('desktop: 加入采购计划 on the goods detail adds a line; the create form and the import dialog', async () => {
    const { page } = b;
    await signIn(page, { username: 'buyer01', redirect: `/shop/detail/${goods.id}` });
    await pageReady(page);
    await page.getByRole('button', { name: '加入采购计划' }).click();
    const dialog = page.getByRole('dialog', { name: '加入采购计划' });
    await dialog.getByRole('radio', { name: new RegExp(plan.name) }).check();
    await dialog.getByRole('spinbutton', { name: '计划数量' }).fill('3');
    await shot(page, 'desktop-goods-add-to-plan');
    await dialog.getByRole('button', { name: '加入计划' }).click();
    await page.getByText(`已加入采购计划「${plan.name}」`).waitFor();
    // the goods was in the plan: its line plans 3 more
    await expect
      .poll(async () => (await planOf(plan.id)).lines.find((l) => l.goodsId === goods.id)?.plannedQuantity)
      .toBe(13);

    await page.goto(`${b.baseUrl}/#/shop/person/plan`);
    await pageReady(page);
    await page.getByRole('button', { name: '新建采购计划' }).click();
    await page
      .getByRole('dialog', { name: '新建采购计划' })
      .getByRole('button', { name: '保存为草稿' })
      .click();
    await page.getByText('请填写计划名称').waitFor();
    await shot(page, 'desktop-plan-create');
    await page.keyboard.press('Escape');

    await page.goto(`${b.baseUrl}/#/shop/person/plan/${plan.id}`);
    await pageReady(page);
    await page.getByRole('button', { name: '从清单导入' }).click();
    const importing = page.getByRole('dialog', { name: '导入计划明细' });
    await importing.getByRole('tab', { name: '粘贴内容' }).click();
    await importing
      .getByRole('textbox', { name: '粘贴采购清单' })
      .fill(`商品名称\t数量\t单位\n${goods.name}\t6\t个\n非标轴承座 ZC-221\t2\t套`);
    await importing.getByRole('button', { name: /下一步/ }).click();
    await importing.getByText(/共 2 行/).waitFor();
    await shot(page, 'desktop-plan-import');
  }, 120_000);

  it('phone: the app market plan list, detail and add-plan pages; 加入采购计划 on the goods detail', async () => {
    const phone = await newContext(b.browser, 'phone');
    const page = await phone.newPage();
    try {
      await page.goto(`${b.baseUrl}/#/app-market/login`);
      await page.getByPlaceholder('请输入账号').fill('buyer01');
      await page.getByPlaceholder('请输入密码').fill('Buyer2026');
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/#\/app-market\/index/);
      await page.goto(`${b.baseUrl}/#/app-market/plan-list`);
      await pageReady(page);
      await page.getByText(plan.name).first().waitFor();
      expect(await page.locator('.pm-mobile__footer').count()).toBe(0);
      await shot(page, 'phone-plan-list');

      await page.getByText(plan.name).first().click();
      await page.waitForURL(new RegExp(`#/app-market/plan-detail/${plan.id}$`));
      await pageReady(page);
      await page.getByText('计划明细（').waitFor();
      await shot(page, 'phone-plan-detail');

      await page.goto(`${b.baseUrl}/#/app-market/goods-detail/${goods.id}`);
      await pageReady(page);
      await page.getByRole('button', { name: /加入采购计划/ }).click();
      await page.getByRole('button', { name: new RegExp(plan.name) }).waitFor();
      await shot(page, 'phone-goods-add-to-plan');
      await page.getByRole('button', { name: '加入计划' }).click();
      await page.getByText(`已加入采购计划「${plan.name}」`).waitFor();

      await page.goto(`${b.baseUrl}/#/app-market/add-plan`);
      await pageReady(page);
      await page.getByRole('button', { name: '保存为草稿' }).click();
      await page.getByRole('alert').getByText('请填写计划名称').waitFor();
      await shot(page, 'phone-add-plan');
    } finally {
      await phone.close();
    }
  }, 120_000);
});
