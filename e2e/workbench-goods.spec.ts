/**
 * 运营工作台 (issue 29) against the real mall: vendor01 creates a goods item with a picture in 商品管理 and
 * submits it; admin opens it in 商品审核 and approves it; vendor01 stocks its warehouses; buyer01 finds it
 * by the shop's search and orders it; vendor01 raises its price by an xlsx import (the dry run shows the
 * difference, the apply's progress ends, the list shows the new price). Screenshots of the pages (1366×900)
 * go to /tmp/wb-*.png.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { deliveryAddress, ok } from './support/orders';
import { pageReady, signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();

// A 2×2 PNG (the server decodes it and encodes it again).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const NAME = `工作台演示防爆扭力扳手${Date.now().toString().slice(-6)}`;

interface Options {
  brands: { id: string; name: string }[];
  catalogs: { id: string; path: string }[];
  warehouses: { id: string; name: string }[];
}

/**
 * Picks the option holding `text` in the select labelled `label`, until the field shows it. On a busy machine
 * the previous select's list may still be closing (an option of it matched and hid before the click): the
 * option is taken from an open list and by its text, and the pick is repeated until the field shows it.
 */
async function pick(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label);
  const item = page.locator('.ant-form-item', { has: field });
  await expect
    .poll(
      async () => {
        await field.click({ timeout: 5_000 }).catch(() => undefined);
        await field.fill(text, { timeout: 5_000 }).catch(() => undefined);
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
          .filter({ hasText: text })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return item
          .locator('.ant-select-content')
          .first()
          .innerText({ timeout: 2_000 })
          .catch(() => '');
      },
      { timeout: 90_000, interval: 500 },
    )
    .toContain(text);
}

async function shot(page: Page, name: string): Promise<void> {
  await pageReady(page);
  await keepScreenshot(page, { path: `/tmp/wb-${name}.png`, fullPage: true });
}

let goodsId = '';

describe('workbench goods: create, review, search and order', () => {
  it('vendor01 creates a goods item with a picture and submits it', async () => {
    const vendor = await tokenOf('vendor01', 'Vendor2026');
    const options = await ok(api<Options>('/workbench/goods/options', {}, vendor), 'options');
    const brand = options.brands[0]!;
    const catalog = options.catalogs[0]!;
    const page = b.page;
    await signIn(page, { username: 'vendor01', password: 'Vendor2026', redirect: '/workbench' });
    await page.getByTestId('wb-goods-counts').waitFor();
    await expect.poll(() => page.getByRole('menuitem', { name: '商品管理' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: '商品审核' }).count()).toBe(0);
    await shot(page, 'vendor-home');

    await page.getByRole('menuitem', { name: '商品管理' }).click();
    await page.waitForURL(/#\/workbench\/goods$/);
    await shot(page, 'vendor-goods');
    await page.getByRole('button', { name: '新建商品' }).click();
    await page.waitForURL(/#\/workbench\/goods\/new$/);
    await page.getByLabel('商品名称').fill(NAME);
    await pick(page, '品牌', brand.name);
    await pick(page, '分类', catalog.path.split(' / ')[2]!);
    await page.getByLabel('型号').fill('WB-E2E-200');
    await page.getByLabel('单位').fill('把');
    await page.getByLabel('销售价').fill('88.8');
    await page.getByLabel('市场价').fill('99');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'wrench.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.ant-upload-list-item-done').waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL(/#\/workbench\/goods\/\d+$/);
    goodsId = /goods\/(\d+)$/.exec(page.url())![1]!;
    await page.getByText('草稿', { exact: true }).first().waitFor();
    await shot(page, 'vendor-edit');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('待审核', { exact: true }).first().waitFor();
    const detail = await ok(
      api<{ status: string; current: { images: string[] } }>(`/workbench/goods/${goodsId}`, {}, vendor),
      'detail',
    );
    expect(detail.status).toBe('PENDING');
    expect(detail.current.images).toHaveLength(1);
  });

  it('admin approves it in 商品审核', async () => {
    expect(goodsId).not.toBe('');
    const page = b.page;
    await signIn(page, { username: 'admin', password: 'Admin2026', redirect: '/workbench/review' });
    await page.getByRole('link', { name: NAME }).first().click();
    await page.waitForURL(new RegExp(`#/workbench/review/${goodsId}$`));
    await page.getByText('新商品（尚未上架）').waitFor();
    await shot(page, 'admin-review');
    await page.getByRole('button', { name: '审核通过' }).click();
    await page.waitForURL(/#\/workbench\/review$/);
    await shot(page, 'admin-queue');
  });

  it('buyer01 finds it by search and orders it', async () => {
    const vendor = await tokenOf('vendor01', 'Vendor2026');
    const options = await ok(api<Options>('/workbench/goods/options', {}, vendor), 'options');
    for (const w of options.warehouses) {
      const d = await ok(api<{ version: number }>(`/workbench/goods/${goodsId}`, {}, vendor), 'detail');
      await ok(
        api(
          `/workbench/goods/${goodsId}/stock`,
          { method: 'POST', body: JSON.stringify({ version: d.version, warehouseId: w.id, quantity: 500 }) },
          vendor,
        ),
        'stock',
      );
    }
    const page = b.page;
    await signIn(page, { username: 'buyer01', redirect: '/shop' });
    await page.goto(`${b.baseUrl}/#/shop/list?k=${encodeURIComponent(NAME)}`);
    await page.getByText(NAME).first().waitFor();
    await shot(page, 'buyer-search');

    const buyer = await tokenOf('buyer01');
    const address = await deliveryAddress(buyer);
    const cart = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer);
    const old = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
    if (old.length)
      await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids: old }) }, buyer);
    await ok(
      api(
        '/cart/shop/append',
        {
          method: 'POST',
          body: new URLSearchParams({ id: goodsId, num: '2' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        buyer,
      ),
      'append to cart',
    );
    const lines = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer);
    const cartLineIds = lines.data.groups.flatMap((g) => g.lines.map((l) => l.id));
    const submitted = await ok(
      api<{ orderIds: string[] }>(
        '/order/submit',
        {
          method: 'POST',
          body: JSON.stringify({
            cartLineIds,
            addressId: address.id,
            invoiceId: null,
            remarks: 'e2e 工作台',
          }),
          headers: { 'idempotency-key': `e2e-wb-${Date.now().toString(36)}` },
        },
        buyer,
      ),
      'submit',
    );
    const order = await ok(
      api<{ lines: { goodsId: string; price: number; num: number }[] }>(
        `/order/detail/${submitted.orderIds[0]}`,
        {},
        buyer,
      ),
      'order detail',
    );
    expect(order.lines).toEqual([expect.objectContaining({ goodsId, price: 8880, num: 2 })]);
  });
  it('vendor01 raises its price by an xlsx import: dry run, diff, apply, the list shows it', async () => {
    expect(goodsId).not.toBe('');
    const vendor = await tokenOf('vendor01', 'Vendor2026');
    const d = await ok(api<{ version: number }>(`/workbench/goods/${goodsId}`, {}, vendor), 'detail');
    // a small file as a supplier keeps it: the id, the new price and the version it was exported at
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('价格库存');
    ws.addRow(['商品ID', '商品名称', '销售价（元）', '版本号（请勿修改）']);
    ws.addRow([goodsId, NAME, 95.5, d.version]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const page = b.page;
    await signIn(page, {
      username: 'vendor01',
      password: 'Vendor2026',
      redirect: `/workbench/goods?keyword=${encodeURIComponent(NAME)}`,
    });
    await page.getByRole('cell', { name: '¥88.80' }).waitFor();
    await page.getByRole('button', { name: '导入价格库存' }).click();
    const dialog = page.getByRole('dialog', { name: '导入价格库存' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: '价格库存.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByText('1 行将被修改').waitFor();
    await dialog.getByRole('cell', { name: '95.50' }).waitFor();
    expect(await dialog.getByRole('cell', { name: '88.80' }).count()).toBe(1);
    await shot(page, 'import-dialog');
    await dialog.getByRole('button', { name: '确认导入' }).click();
    await dialog.getByText('已导入 1 行').first().waitFor();
    await shot(page, 'import-done');
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await page.getByRole('cell', { name: '¥95.50' }).waitFor();
    const after = await ok(
      api<{ current: { listPrice: number }; priceHistory: { listPrice: number }[] }>(
        `/workbench/goods/${goodsId}`,
        {},
        vendor,
      ),
      'detail after import',
    );
    expect(after.current.listPrice).toBe(9550);
    expect(after.priceHistory[0]!.listPrice).toBe(9550);
  });
});
