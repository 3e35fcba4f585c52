/**
 * Attachments of a bidding event (竞价附件), against the real mall: buyer01 writes an event in 发起竞价 with
 * a custom item and a PDF uploaded in the step form, saves the draft, reopens it (the PDF is still
 * there), invites vendor01 and publishes; vendor01 opens 竞价详情, sees the PDF and downloads it under
 * its name with the bytes that were uploaded.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { newContext, useBrowser } from './support/browser';
import { vendorAccounts } from './support/mobile-journey';
import { deliveryAddress, ok } from './support/orders';
import { signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PDF_NAME = '技术要求说明.pdf';

let buyer: string;
/** A goods of vendor01 (its name finds vendor01 in 邀请供应商) and vendor01's name. */
let vendorGoods: { name: string; supplierName: string };

interface Detail {
  id: string;
  status: string;
  attachments: { id: string; fileName: string; contentType: string }[];
}

beforeAll(async () => {
  buyer = await tokenOf('buyer01', 'Buyer2026');
  let vendor01Org = '';
  for (const [org, username] of await vendorAccounts()) if (username === 'vendor01') vendor01Org = org;
  for (const keyword of ['手套', '螺丝', '胶带', '扳手', '电缆']) {
    const r = await api<{ records: { name: string; supplierName: string; supplierId: string }[] }>(
      '/mall/goods/mall-goods/page',
      { method: 'POST', body: JSON.stringify({ keyword, limit: 60 }) },
      buyer,
    );
    const g = r.data.records.find((x) => x.supplierId === vendor01Org);
    if (g) {
      vendorGoods = g;
      break;
    }
  }
  if (!vendorGoods) throw new Error('no goods of vendor01 found');
  await deliveryAddress(buyer);
});

function openOptions(page: Page, text: string) {
  return page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text });
}

/** The browser's local text of an instant, as the date pickers read it (YYYY-MM-DD HH:mm). */
function localText(page: Page, ms: number): Promise<string> {
  return page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);
}

describe('bid attachments', () => {
  it(
    'a PDF uploaded in 发起竞价 stays with the draft, is published and downloaded by the invited supplier',
    async () => {
      const { page } = b;
      await page.setViewportSize({ width: 1366, height: 900 });
      const title = `e2e 竞价附件 ${Date.now().toString(36)}`;

      // ---- buyer01: 基本信息, a custom item, the address and the PDF; 保存草稿 ----
      await signIn(page, { username: 'buyer01', password: 'Buyer2026', redirect: '/shop/bid/create' });
      await page.getByLabel('竞价标题').fill(title);
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('button', { name: '添加自定义商品' }).click();
      await page.getByLabel('商品名称').fill('定制不锈钢支架');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('combobox', { name: '收货地址' }).click();
      await openOptions(page, '').first().click();
      await page
        .locator('.bid-attachment-picker input[type=file]')
        .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
      await page
        .locator('.bid-attachment-picker .ant-upload-list-item-done')
        .filter({ hasText: PDF_NAME })
        .waitFor();
      await keepScreenshot(page, { path: '/tmp/bid-attachments-step.png' });
      await page.getByRole('button', { name: '保存草稿' }).click();
      await page.getByText('草稿已保存，可在「竞价列表」中继续编辑').waitFor();
      const mine = await ok(
        api<{ records: { id: string; title: string }[] }>(
          '/bidding/event/mine?status=draft&limit=50',
          {},
          buyer,
        ),
        'drafts',
      );
      const id = mine.records.find((r) => r.title === title)!.id;
      const saved = await ok(api<Detail>(`/bidding/event/detail?id=${id}`, {}, buyer), 'draft');
      expect(saved.attachments.map((a) => a.fileName)).toEqual([PDF_NAME]);

      // ---- the reopened draft shows the PDF; invite vendor01, times, publish ----
      await page.goto(`${b.baseUrl}/#/shop/bid/create?id=${id}`);
      await page.getByLabel('竞价标题').waitFor();
      await expect.poll(() => page.getByLabel('竞价标题').inputValue()).toBe(title);
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.locator('.bid-attachment-picker').getByText(PDF_NAME).waitFor();
      await page.getByRole('button', { name: '下一步' }).click();
      const invite = page.getByRole('combobox', { name: '邀请供应商' });
      await invite.click();
      await invite.fill(vendorGoods.name);
      await openOptions(page, vendorGoods.supplierName).first().click();
      await page.keyboard.press('Escape');
      await page.getByLabel('最少有效报价数').fill('1');
      const now = await page.evaluate(() => Date.now());
      const start = Math.ceil((now + 3600_000) / 60_000) * 60_000;
      const pickers = page.locator('.ant-picker-range input');
      await pickers.nth(0).click();
      await pickers.nth(0).fill(await localText(page, start));
      await pickers.nth(0).press('Enter');
      await pickers.nth(1).fill(await localText(page, start + 3600_000));
      await pickers.nth(1).press('Enter');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => page.locator('.ant-descriptions').innerText()).toContain(PDF_NAME);
      await page.getByRole('button', { name: '发布竞价' }).click();
      await page.waitForURL(new RegExp(`#/shop/bid/detail/${id}$`));
      expect((await ok(api<Detail>(`/bidding/event/detail?id=${id}`, {}, buyer), 'published')).status).toBe(
        'pending',
      );

      // ---- vendor01 sees the PDF on 竞价详情 and downloads it ----
      const context = await newContext(b.browser);
      try {
        const v = await context.newPage();
        await signIn(v, { username: 'vendor01', password: 'Vendor2026', redirect: `/shop/bid/detail/${id}` });
        const link = v.getByRole('list', { name: '竞价附件' }).getByRole('button', { name: PDF_NAME });
        await link.waitFor();
        await keepScreenshot(v, { path: '/tmp/bid-attachments-detail.png' });
        const [download] = await Promise.all([v.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(PDF_NAME);
        expect(Buffer.compare(fs.readFileSync(await download.path()), PDF)).toBe(0);
      } finally {
        await context.close();
      }
    },
    5 * 60_000,
  );
});
