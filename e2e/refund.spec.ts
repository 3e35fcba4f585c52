/**
 * After-sales (退款/售后) against the real mall. Set up through the API: buyer01 orders a goods of
 * vendor01, vendor01 ships it and buyer01 confirms receipt (已完成). Then in the browser: buyer01 opens
 * the order, 申请售后 → 退货退款 with a photo; vendor01 finds it under 退款/售后 and agrees with a return
 * address; buyer01 enters the return waybill; vendor01 confirms the goods arrived; buyer01 sees 已退款
 * and the 企业月结 credit given back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { newContext, useBrowser } from './support/browser';
import { confirmPopover, popconfirmButton } from './support/dialog';
import { ok, placedOrder, type OrderDetail } from './support/orders';
import { signIn } from './support/sign-in';

const b = useBrowser();

const BUYER = 'buyer01';
const VENDOR = 'vendor01';

interface Credit {
  limit: number;
  used: number;
  remaining: number;
}
interface RefundDetail {
  id: string;
  refundNo: string;
  status: string;
  type: string;
  amount: number;
  photos: { id: string; contentType: string }[];
  returnAddress: string;
  returnLogistics: { carrier: string; waybillNo: string } | null;
  refundedAt: string | null;
}

let buyer: string;
let vendor: string;
let order: OrderDetail;
let photoFile: string;

// ---- a small real PNG (16×16, red-white stripes) ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function stripesPng(size = 16): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(...(y % 4 < 2 ? [228, 57, 60] : [255, 255, 255]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- API set-up ----

async function credit(): Promise<Credit> {
  return ok(api<Credit>('/organization/credit', {}, buyer), 'credit');
}

// ---- browser helpers ----

const refundStatus = async (id: string, token: string) =>
  (await ok(api<RefundDetail>(`/refund/detail/${id}`, {}, token), 'refund detail')).status;

/** The photo on a refund detail page shows (fetched with the session into an object URL). */
async function photoShown(page: Page): Promise<void> {
  const img = page.getByAltText('凭证图片 1');
  await img.waitFor();
  await expect.poll(() => img.getAttribute('src')).toMatch(/^blob:/);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(16);
}

beforeAll(async () => {
  buyer = await tokenOf(BUYER);
  vendor = await tokenOf(VENDOR, 'Vendor2026');
  order = await placedOrder(buyer, vendor, { receive: true });
  expect(order.status).toBe('DONE');
  expect(order.actions).toContain('afterSale');
  photoFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-refund-')), '破损照片.png');
  fs.writeFileSync(photoFile, stripesPng());
});

afterAll(() => {
  if (photoFile) fs.rmSync(path.dirname(photoFile), { recursive: true, force: true });
});

describe('after-sales', () => {
  it('a return with a photo: the supplier agrees, the buyer sends it back, the supplier receives it, the credit comes back', async () => {
    const { page } = b;
    const before = await credit();

    // buyer01: the completed order → 申请售后
    await signIn(page, { username: BUYER, redirect: `/shop/person/order/${order.id}` });
    await page.getByTestId('order-detail').waitFor();
    await page.getByRole('button', { name: /申请售后/ }).click();
    const dialog = page.getByRole('dialog', { name: `申请售后：订单 ${order.orderNo}` });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /^退货退款/ }).check();
    // The reason: on a busy machine a click can land while the list is still opening and be lost (the
    // form then says 请选择售后原因 on submit): choose until the field shows the reason.
    const reason = dialog.getByRole('combobox', { name: '售后原因' });
    const reasonField = dialog.locator('.ant-select', {
      has: page.getByRole('combobox', { name: '售后原因' }),
    });
    await expect
      .poll(
        async () => {
          const shown = await reasonField.innerText({ timeout: 5_000 });
          if (shown.includes('商品破损')) return shown;
          await reason.click();
          await page
            .locator('.ant-select-item-option[title="商品破损"]')
            .click({ timeout: 10_000 })
            .catch(() => undefined);
          return reasonField.innerText({ timeout: 5_000 });
        },
        { timeout: 60_000, interval: 500 },
      )
      .toContain('商品破损');
    // the order's single line is chosen for the buyer, with all of it and its whole amount
    const lineBox = dialog.getByRole('checkbox', { name: /^选择 / });
    await expect.poll(() => lineBox.isChecked()).toBe(true);
    const amountBox = dialog.getByRole('textbox', { name: /退款金额$/ });
    const expected = order.lines[0]!.amount;
    expect(await amountBox.inputValue()).toBe((expected / 100).toFixed(2));
    await dialog.getByRole('textbox', { name: '问题描述' }).fill('到货时外包装破损，商品有明显划痕');
    await dialog.locator('input[type="file"]').setInputFiles(photoFile);
    await dialog.locator('.ant-upload-list-item-done').waitFor();
    await dialog.getByRole('button', { name: /提交申请/ }).click();
    await page.waitForURL(/#\/shop\/person\/refund\/\d+$/);
    const refundId = /refund\/(\d+)$/.exec(page.url())![1]!;
    const detailView = page.getByTestId('refund-detail');
    await detailView.getByText('退款申请中').first().waitFor();
    await detailView.getByText('到货时外包装破损，商品有明显划痕').waitFor();
    await photoShown(page);
    const applied = await ok(api<RefundDetail>(`/refund/detail/${refundId}`, {}, buyer), 'refund');
    expect(applied).toMatchObject({ type: 'RETURN', status: 'REFUND_APPLICATION', amount: expected });
    expect(applied.photos.map((p) => p.contentType)).toEqual(['image/png']);

    // the order lists its refund
    await page.goto(`${b.baseUrl}/#/shop/person/order/${order.id}`);
    await page.getByRole('list', { name: '售后记录' }).getByText(applied.refundNo).waitFor();

    // vendor01: 退款/售后 → 同意 with a return address
    const vendorContext = await newContext(b.browser);
    try {
      const vp = await vendorContext.newPage();
      vp.setDefaultTimeout(30_000);
      await signIn(vp, { username: VENDOR, password: 'Vendor2026', redirect: '/shop/person/refund' });
      const vendorCard = vp.locator('[data-testid="refund-card"]', { hasText: applied.refundNo });
      await vendorCard.waitFor();
      await vendorCard.getByRole('button', { name: /同\s*意/ }).click();
      const approve = vp.getByRole('dialog', { name: `同意售后申请：${applied.refundNo}` });
      // the return address is required for a 退货退款
      await approve.getByRole('button', { name: /同意退货/ }).click();
      await approve.getByText('请填写退货地址（收件人、电话、地址）').waitFor();
      const returnAddress = '李工 13700000001 江苏省苏州市工业园区星湖街 328 号 售后仓';
      await approve.getByLabel('退货地址').fill(returnAddress);
      await approve.getByLabel('备注（选填）').fill('请在包裹内附售后单号');
      await approve.getByRole('button', { name: /同意退货/ }).click();
      await approve.waitFor({ state: 'detached' });
      await expect.poll(() => vendorCard.innerText()).toContain('待退货');
      await expect.poll(() => refundStatus(refundId, buyer)).toBe('TO_RETURN');

      // buyer01: the address is shown; the return waybill
      await page.goto(`${b.baseUrl}/#/shop/person/refund/${refundId}`);
      const answer = detailView.getByRole('region', { name: '供应商答复' });
      await answer.getByText(returnAddress).waitFor();
      await answer.getByText('请在包裹内附售后单号').waitFor();
      const shipping = page.getByRole('form', { name: '填写退货物流' });
      await shipping.getByLabel('物流公司').fill('顺丰速运');
      await shipping.getByLabel('运单号').fill('SF 1');
      await shipping.getByRole('button', { name: /提交退货物流/ }).click();
      await shipping.getByText('运单号应为 6 到 40 位字母、数字或 -').waitFor();
      await shipping.getByLabel('运单号').fill('SF7788990011');
      await shipping.getByRole('button', { name: /提交退货物流/ }).click();
      await detailView
        .getByRole('region', { name: '退货物流' })
        .getByText('SF7788990011', { exact: true })
        .waitFor();
      await detailView.getByText('退货中').first().waitFor();

      // vendor01: the detail (the buyer's photo too) → 确认收到退货
      await vp.goto(`${b.baseUrl}/#/shop/person/refund/${refundId}`);
      const vendorDetail = vp.getByTestId('refund-detail');
      await vendorDetail
        .getByRole('region', { name: '退货物流' })
        .getByText('SF7788990011', { exact: true })
        .waitFor();
      await photoShown(vp);
      await confirmPopover(
        popconfirmButton(vp, /确认收货/),
        vendorDetail.getByRole('button', { name: /确认收到退货/ }),
        async () => (await refundStatus(refundId, buyer)) !== 'RETURNING',
      );
      // the money goes back by the refund job, woken by the transition
      await expect.poll(() => refundStatus(refundId, buyer), { timeout: 30_000 }).toBe('RETURNED');
    } finally {
      await vendorContext.close();
    }

    // buyer01: 已退款, and the credit given back
    await page.reload();
    await detailView.getByText('已退款').first().waitFor();
    await detailView.getByText(/已退回贵司的企业月结额度/).waitFor();
    const after = await credit();
    expect(after.used).toBe(before.used - expected);
    expect(after.remaining).toBe(before.remaining + expected);

    // the list: under 已退款
    await page.goto(`${b.baseUrl}/#/shop/person/refund`);
    await page.getByRole('tab', { name: /^已退款/ }).click();
    await page.waitForURL(/status=RETURNED/);
    await expect
      .poll(() => page.locator('[data-testid="refund-card"]', { hasText: applied.refundNo }).innerText())
      .toContain('已退款');
  }, 180_000);
});
