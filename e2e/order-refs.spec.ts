/**
 * The buyer's own references end to end (desktop): buyer01 checks out a goods of vendor01 with a 采购单号,
 * a 成本中心, remarks and the organization's 专票 title (企业, kept by buyer02, the purchasing manager); the
 * order detail shows them; vendor01's order list and detail show them; the xlsx export of the buyer's list,
 * read back with exceljs, carries them with the remarks, the invoice data and, on the sheet 订单明细, the
 * line's SKU code and unit price. Then the person-centre pages of 企业 addresses and titles: buyer01 reads
 * them, buyer02 keeps them (desktop 1366×900 and phone 390×844); screenshots go to
 * data/e2e-screens/order-refs-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { confirmRemoval } from './support/dialog';
import { newContext, useBrowser } from './support/browser';
import { deliveryAddress, ok, supplierGoods, type Card } from './support/orders';
import { pickRegion } from './support/region';
import { repoRoot } from './support/server';
import { signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();
const SHOTS = path.join(repoRoot, 'data/e2e-screens');

interface InvoiceTitle {
  id: string;
  type: string;
  title: string;
  taxNo: string;
  scope: string;
}
interface OrderLine {
  skuCode: string;
  name: string;
  num: number;
  price: number;
}
interface OrderDetail {
  id: string;
  orderNo: string;
  poNumber: string;
  costCenter: string;
  remarks: string;
  invoice: { type: string; title: string; taxNo: string } | null;
  lines: OrderLine[];
}

let buyer01: string;
let goods: Card;
/** The organization's 专票 title (demo data: 华东精工制造有限公司). */
let orgTitle: InvoiceTitle;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await keepScreenshot(page, { path: path.join(SHOTS, `order-refs-${name}.png`), fullPage: true });
}

async function newPage(browser: Browser, phone = false): Promise<Page> {
  const context = await newContext(browser, phone ? 'phone' : 'desktop');
  return context.newPage();
}

/** Every cell of a sheet as text, by row. */
function rowsOf(ws: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  ws.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

beforeAll(async () => {
  buyer01 = await tokenOf('buyer01');
  const vendor = await tokenOf('vendor01', 'Vendor2026');
  const me = await ok(api<{ organizationId: string }>('/user/get-session-user', {}, vendor), 'vendor');
  // a cart of one line of vendor01's: the checkout takes exactly that
  const cart = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer01);
  const old = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (old.length) {
    await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids: old }) }, buyer01);
  }
  const address = await deliveryAddress(buyer01);
  goods = await supplierGoods(buyer01, me.organizationId, address.countyCode);
  await ok(
    api(
      '/cart/shop/append',
      {
        method: 'POST',
        body: new URLSearchParams({ id: goods.id, num: '2' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      buyer01,
    ),
    'append to cart',
  );
  // the organization's 专票 title, kept by the purchasing manager; buyer01 reads it beside his own
  const titles = await ok(
    api<InvoiceTitle[]>('/member/invoice/organization/list', {}, buyer01),
    'organization titles',
  );
  orgTitle = titles.find((t) => t.type === 'SPECIAL')!;
  expect(orgTitle, 'the organization 专票 title of the demo').toBeDefined();
});

describe("the buyer's own references", () => {
  it('buyer01 orders with 采购单号, 成本中心 and the 企业 专票 title; the order, vendor01 and the export show them', async () => {
    const { page } = b;
    const po = `PO-E2E-${Date.now().toString(36).toUpperCase()}`;
    const costCenter = '生产部-CC01';
    const remarks = `e2e 采购单号 ${po}，请工作日送货`;

    await signIn(page, { username: 'buyer01', redirect: '/shop/cart' });
    await page.getByRole('button', { name: /去\s*结\s*算/ }).click();
    await page.waitForURL(/#\/shop\/confirm$/);

    // the 企业 专票 title, marked 企业, chosen beside buyer01's own 普票 title
    const invoices = page.getByRole('radiogroup', { name: '发票信息' });
    const orgCard = invoices.getByRole('radio', { name: /专票 · 企业/ });
    await expect.poll(() => orgCard.innerText()).toContain('企业');
    await orgCard.click();
    await expect.poll(() => orgCard.getAttribute('aria-checked')).toBe('true');

    await page.getByLabel('采购单号').fill(po);
    await page.getByLabel('成本中心').fill(costCenter);
    await page.getByRole('textbox', { name: '订单备注' }).fill(remarks);
    await shot(page, 'checkout');
    const submit = page.getByRole('button', { name: /提交订单/ });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('订单提交成功').waitFor();

    // the order, found by its PO number (the list's keyword finds it)
    const found = await ok(
      api<{ records: { id: string }[] }>(`/order/page?keyword=${encodeURIComponent(po)}`, {}, buyer01),
      'orders by PO number',
    );
    expect(found.records).toHaveLength(1);
    const order = await ok(api<OrderDetail>(`/order/detail/${found.records[0]!.id}`, {}, buyer01), 'detail');
    expect(order.poNumber).toBe(po);
    expect(order.costCenter).toBe(costCenter);
    expect(order.remarks).toBe(remarks);
    expect(order.invoice).toMatchObject({ type: 'SPECIAL', title: orgTitle.title, taxNo: orgTitle.taxNo });
    const line = order.lines[0]!;
    expect(line.skuCode).not.toBe('');

    // the buyer's order detail
    await page.goto(`${b.baseUrl}/#/shop/person/order/${order.id}`);
    const detail = page.getByTestId('order-detail');
    await detail.getByText(po, { exact: true }).waitFor();
    await detail.getByText(costCenter, { exact: true }).waitFor();
    await detail.getByText('增值税专用发票').waitFor();
    await detail.getByText(orgTitle.taxNo).waitFor();
    await detail.getByText(remarks).waitFor();
    await shot(page, 'order-detail');

    // the export of the list filtered by the PO number
    await page.goto(`${b.baseUrl}/#/shop/person/order`);
    const box = page.getByRole('searchbox', { name: '搜索订单' }).or(page.getByLabel('搜索订单'));
    await box.first().fill(po);
    await box.first().press('Enter');
    await page.locator('[data-testid="order-card"]', { hasText: order.orderNo }).waitFor();
    await expect.poll(() => page.locator('[data-testid="order-card"]').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);

    const list = rowsOf(book.getWorksheet('订单列表')!);
    const head = list[0]!;
    const row = list.find((r) => r.includes(order.orderNo))!;
    expect(row, 'the order on 订单列表').toBeDefined();
    const cell = (name: string) => row[head.indexOf(name)];
    expect(cell('采购单号')).toBe(po);
    expect(cell('成本中心')).toBe(costCenter);
    expect(cell('订单备注')).toBe(remarks);
    expect(cell('发票类型')).toBe('增值税专用发票');
    expect(cell('发票抬头')).toBe(orgTitle.title);
    expect(cell('纳税人识别号')).toBe(orgTitle.taxNo);

    const lines = rowsOf(book.getWorksheet('订单明细')!);
    const lineHead = lines[0]!;
    const lineRow = lines.find((r) => r.includes(order.orderNo))!;
    expect(lineRow, 'the order line on 订单明细').toBeDefined();
    const lineCell = (name: string) => lineRow[lineHead.indexOf(name)];
    expect(lineCell('采购单号')).toBe(po);
    expect(lineCell('成本中心')).toBe(costCenter);
    expect(lineCell('商品编码')).toBe(line.skuCode);
    expect(Number(lineCell('单价（元）'))).toBe(line.price / 100);
    expect(Number(lineCell('数量'))).toBe(line.num);

    // vendor01: the list card carries the PO number, the detail both references and the invoice
    const vp = await newPage(b.browser);
    try {
      await signIn(vp, { username: 'vendor01', password: 'Vendor2026', redirect: '/shop/person/order' });
      const vendorCard = vp.locator('[data-testid="order-card"]', { hasText: order.orderNo });
      await vendorCard.getByText(po).waitFor();
      await vp.goto(`${b.baseUrl}/#/shop/person/order/${order.id}`);
      const vendorDetail = vp.getByTestId('order-detail');
      await vendorDetail.getByText(po, { exact: true }).waitFor();
      await vendorDetail.getByText(costCenter, { exact: true }).waitFor();
      await vendorDetail.getByText(orgTitle.taxNo).waitFor();
      await vendorDetail.getByText(remarks).waitFor();
      await shot(vp, 'vendor-detail');
    } finally {
      await vp.context().close();
    }
  }, 240_000);
});

describe('企业 addresses and invoice titles in the person centre', () => {
  it('buyer01 reads them; buyer02, the purchasing manager, keeps them (desktop and phone)', async () => {
    const { page } = b;
    // buyer01: the 企业 tab read-only, no write button
    await signIn(page, { username: 'buyer01', redirect: '/shop/person/update/invoice' });
    await page.getByRole('tab', { name: '企业发票抬头' }).click();
    await page.waitForURL(/scope=organization/);
    const panel = page.getByRole('tabpanel');
    await panel.getByText(orgTitle.taxNo).waitFor();
    await panel.getByText(/由本企业的采购经理维护/).waitFor();
    expect(await panel.getByRole('button', { name: /新增|编\s*辑|删\s*除/ }).count()).toBe(0);
    await shot(page, 'invoice-org-buyer01');
    await page.goto(`${b.baseUrl}/#/shop/person/address?scope=organization`);
    await page.getByRole('tabpanel').getByText('企业', { exact: true }).first().waitFor();
    await shot(page, 'address-org-buyer01');

    // buyer02 adds a 企业 address, sees it, and deletes it again
    const mp = await newPage(b.browser);
    const detail = `e2e 企业仓库 ${Date.now() % 100000} 号`;
    try {
      await signIn(mp, { username: 'buyer02', redirect: '/shop/person/address?scope=organization' });
      const orgPanel = mp.getByRole('tabpanel');
      await orgPanel.getByRole('button', { name: '新增企业收货地址' }).click();
      const dialog = mp.getByRole('dialog', { name: '新增企业收货地址' });
      await pickRegion(mp, dialog, ['江苏省', '苏州市', '虎丘区']);
      await dialog.getByLabel('详细地址').fill(detail);
      await dialog.getByLabel('收货人').fill('赵刚');
      await dialog.getByLabel('手机号').fill('13800000021');
      expect(await dialog.getByText('设为默认收货地址').count()).toBe(0);
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = orgPanel.getByRole('row', { name: new RegExp(detail) });
      await row.waitFor();
      await shot(mp, 'address-org-buyer02');
      // buyer01's list of the organization has it too
      const shared = await ok(
        api<{ detail: string }[]>('/member/address/organization/list', {}, buyer01),
        'organization addresses',
      );
      expect(shared.map((a) => a.detail)).toContain(detail);
      const remove = row.getByRole('button', { name: /删\s*除/ });
      await remove.click();
      await confirmRemoval(mp, remove, row);
    } finally {
      await mp.context().close();
    }

    // phone (m-shop): buyer02 sees the 企业 group with its actions, buyer01 reads it
    for (const [who, keeps] of [
      ['buyer02', true],
      ['buyer01', false],
    ] as const) {
      const pp = await newPage(b.browser, true);
      try {
        await signIn(pp, { username: who, redirect: '/m-shop/invoice' });
        const org = pp.getByRole('list', { name: '企业发票抬头' });
        await org.getByText(orgTitle.title, { exact: true }).waitFor();
        expect(await pp.getByRole('button', { name: '新增企业抬头' }).count()).toBe(keeps ? 1 : 0);
        expect(await org.getByRole('button', { name: /删除/ }).count()).toBe(keeps ? 1 : 0);
        await shot(pp, `m-invoice-${who}`);
        await pp.goto(`${b.baseUrl}/#/m-shop/address`);
        await pp.getByRole('list', { name: '企业地址' }).waitFor();
        await shot(pp, `m-address-${who}`);
      } finally {
        await pp.context().close();
      }
    }
  }, 240_000);
});
