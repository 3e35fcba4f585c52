import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../lib/upload';
import {
  orderConfirmReceiptEndpoint,
  orderDetailEndpoint,
  orderPageEndpoint,
  vendorOrderShipEndpoint,
} from '@pm/contract/order';
import {
  refundableOrderEndpoint,
  REFUND_PHOTO_MAX_BYTES,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDetailEndpoint,
  refundPageEndpoint,
  refundPhotoEndpoint,
  refundPhotoUploadEndpoint,
  refundReturnShippingEndpoint,
  vendorRefundApproveEndpoint,
  vendorRefundDetailEndpoint,
  vendorRefundPageEndpoint,
  vendorRefundReceiveEndpoint,
  vendorRefundRejectEndpoint,
} from '@pm/contract/refund';
import { type CallInput, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { requestOf } from '../../test/call';
import { orderFixtures } from '../order/test-fixtures';
import { createRefunds } from './index';
import { MAX_UNUSED_PHOTOS, REFUND_MESSAGES } from './refund.service';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-refund-test-'));
const ctx = useTestApp({
  dataDir,
  login: { accountFailures: 5, addressAttempts: 10_000, windowSeconds: 900 },
});
const { orgOf, addressOf, goodsOf, clearCart, cartLines, submit, credit } = orderFixtures(ctx);
const db = () => ctx.tdb.db;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
let vendor02: string;
const ids: Record<string, string> = {};

interface OrderLineInfo {
  id: string;
  name: string;
  num: number;
  price: number;
  amount: number;
}

// A 1×1 PNG; real JPEG and WebP pictures drawn by sharp before the tests (the server decodes them).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let JPEG: Buffer;
let WEBP: Buffer;
/** A JPEG as a phone writes it: EXIF with the camera and the place it was taken, turned by its orientation. */
let PHONE_JPEG: Buffer;

const drawn = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3070c0' } });

beforeAll(async () => {
  JPEG = await drawn(30, 20).jpeg().toBuffer();
  WEBP = await drawn(30, 20).webp().toBuffer();
  PHONE_JPEG = await drawn(60, 40)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 54/1 27/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '116/1 23/1 29/1',
        },
      },
    })
    .toBuffer();
});

/** Waits until `check` holds, asking again every 20 ms: bounded by the test's timeout, not a deadline of its own. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

/** Uploads a photo (multipart, as the browser sends it). */
function upload(token: string, data: Uint8Array | string, name: string, type = 'image/jpeg') {
  const file = new File([typeof data === 'string' ? data : Buffer.from(data)], name, { type });
  return ctx.call(refundPhotoUploadEndpoint, { file }, token);
}

/** A stored photo: the picture's bytes, not an envelope (the raw answer of the endpoint's request). */
function photo(token: string, id: string) {
  return ctx.app.inject(requestOf(refundPhotoEndpoint, { id }, token));
}

/**
 * An order of buyer01 (or `who`) from vendor01 through the real endpoints: cart, submission, shipping by
 * the supplier and, with `done`, the buyer's confirmation of receipt.
 */
async function orderOf(
  goods: { id: string; num: number }[],
  opts: { done?: boolean; ship?: boolean; who?: string; token?: string } = {},
): Promise<{ orderId: string; orderNo: string; lines: OrderLineInfo[]; amount: number }> {
  const who = opts.who ?? 'buyer01';
  const token = opts.token ?? buyer01;
  await clearCart(who);
  const cart = await cartLines(token, goods);
  const res = await submit(token, { cartLineIds: cart, addressId: ids[`address:${who}`]! });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderId = res.body.data.orderIds[0]!;
  if (opts.ship !== false) {
    const shipped = await ctx.call(
      vendorOrderShipEndpoint,
      { id: orderId, carrier: '顺丰速运', waybillNo: 'SF1234567890' },
      vendor01,
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  }
  if (opts.done) {
    const done = await ctx.call(orderConfirmReceiptEndpoint, { id: orderId }, token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
  const detail = await ctx.call(orderDetailEndpoint, { id: orderId }, token);
  return {
    orderId,
    orderNo: detail.body.data.orderNo,
    lines: detail.body.data.lines,
    amount: detail.body.data.amount,
  };
}

let goodsTurn = 0;
/** Goods of vendor01 not used by an earlier test (each order gets its own). */
async function freshGoods(count = 1): Promise<string[]> {
  const got = await goodsOf([ids.vendor01Org!], count, 40 + goodsTurn);
  goodsTurn += count;
  return got;
}

type ApplyBody = CallInput<typeof refundApplyEndpoint>;

function apply(token: string, body: ApplyBody, key?: string) {
  return ctx.call(refundApplyEndpoint, body, token, { headers: key ? { 'idempotency-key': key } : {} });
}

/** buyer01 orders one piece of a fresh vendor01 goods and applies for a refund only of ¥1 of it. */
async function refundOnlyOfOnePiece() {
  const [g] = await freshGoods();
  const o = await orderOf([{ id: g!, num: 1 }]);
  return apply(buyer01, {
    orderId: o.orderId,
    type: 'REFUND_ONLY',
    reason: 'OTHER',
    lines: [{ orderLineId: o.lines[0]!.id, num: 1, amount: 100 }],
  });
}

async function lineHeld(lineId: string): Promise<{ num: number; amount: number }> {
  const r = await db()
    .selectFrom('order_lines')
    .select(['refund_num', 'refund_amount'])
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
  return { num: r.refund_num, amount: Number(r.refund_amount) };
}

/** A goods' stock: its total, the sum over its warehouses, its sales. */
async function goodsStock(goodsId: string): Promise<{ total: number; warehouses: number; sales: number }> {
  const r = await sql<{ total: number; warehouses: number; sales: number }>`
    SELECT g.stock_total::int AS total, (SELECT sum(quantity)::int FROM goods_stock WHERE goods_id = g.id) AS warehouses,
           g.sales::int AS sales
      FROM goods g WHERE g.id = ${goodsId}`.execute(db());
  return r.rows[0]!;
}

/** How many pieces an order line still holds of the warehouses it took them from. */
async function lineTaken(lineId: string): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT coalesce(sum(quantity), 0)::int AS n FROM order_line_stock WHERE order_line_id = ${lineId}`.execute(
    db(),
  );
  return r.rows[0]!.n;
}

async function refundRow(id: string) {
  return db().selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A worker over the test database, as a restarted process would build it. */
function freshWorker() {
  return createRefunds(db(), ctx.clock, dataDir).worker;
}

/** Pays every due refund (this process's worker may have done it already) and waits until none is due. */
async function settle(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await freshWorker().runOnce();
    const due = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM refunds WHERE status = 'REFUNDING'`.execute(db());
    if (due.rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('refunds stayed due');
}

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  vendor02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
  ids.vendor01Org = await orgOf('vendor01');
  ids.buyerOrg = await orgOf('buyer01');
  ids['address:buyer01'] = await addressOf('buyer01');
  ids['address:buyer11'] = await addressOf('buyer11');
}, 60_000);

describe('what may be applied for', () => {
  it('answers the refundable lines of a delivered order; not yet for an unshipped one; 404 to others', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 4 }]);
    const res = await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, buyer01);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      open: true,
      closedReason: '',
      deadline: null,
      orderStatus: 'DELIVERED',
    });
    const line = res.body.data.lines[0]!;
    expect(line).toMatchObject({ num: 4, refundableNum: 4, refundableAmount: line.amount });
    expect(line.amount).toBe(line.price * 4);

    const packaging = await orderOf([{ id: g!, num: 1 }], { ship: false });
    const closed = await ctx.call(refundableOrderEndpoint, { orderId: packaging.orderId }, buyer01);
    expect(closed.body.data.open).toBe(false);
    expect(closed.body.data.closedReason).toBe('订单尚未发货，发货后才能申请售后');
    const refused = await apply(buyer01, {
      orderId: packaging.orderId,
      type: 'REFUND_ONLY',
      reason: 'NOT_NEEDED',
      lines: [{ orderLineId: packaging.lines[0]!.id, num: 1, amount: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('订单尚未发货，发货后才能申请售后');

    expect((await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, buyer11)).status).toBe(404);
    expect((await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, vendor01)).status).toBe(403);
    expect((await ctx.call(refundableOrderEndpoint, { orderId: 'abc' }, buyer01)).status).toBe(400);
    // The manager of the organization sees its orders.
    expect((await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, buyer02)).status).toBe(200);
  });

  it('closes completed orders AFTER_SALE_DAYS after completion (409 to an application)', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 2 }], { done: true });
    const open = await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, buyer01);
    expect(open.body.data.open).toBe(true);
    expect(open.body.data.deadline).not.toBeNull();
    const finished = new Date(ctx.clock.now().getTime() - 16 * 86_400_000);
    await db().updateTable('orders').set({ finished_at: finished }).where('id', '=', o.orderId).execute();
    const closed = await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, buyer01);
    expect(closed.body.data.open).toBe(false);
    expect(closed.body.data.closedReason).toMatch(/已过售后期限/);
    const res = await apply(buyer01, {
      orderId: o.orderId,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ orderLineId: o.lines[0]!.id, num: 1, amount: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('订单完成已超过 15 天，已过售后期限');
    const detail = await ctx.call(orderDetailEndpoint, { id: o.orderId }, buyer01);
    expect(detail.body.data.actions).toEqual(['buyAgain']);
  });
});

describe('photos', () => {
  it('takes JPEG, PNG and WebP by their content, refuses anything else and what is too large', async () => {
    const png = await upload(buyer01, PNG, 'a.png', 'image/png');
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body.data.contentType).toBe('image/png');
    expect(png.body.data.size).toBeGreaterThan(0);
    // The name and the claimed type do not count: the bytes do.
    const jpeg = await upload(buyer01, JPEG, 'photo.png', 'application/octet-stream');
    expect(jpeg.body.data.contentType).toBe('image/jpeg');
    const webp = await upload(buyer01, WEBP, 'x.bin', 'text/plain');
    expect(webp.body.data.contentType).toBe('image/webp');

    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM refund_photos`.execute(db());
    const text = await upload(buyer01, '这不是图片，只是文字', 'evidence.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('仅支持 JPEG、PNG 或 WebP 图片');
    // A PNG signature followed by HTML is not a picture.
    const html = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const fake = await upload(buyer01, html, 'a.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(UPLOAD_MESSAGES.imageBroken);
    // More than 40 megapixels, in a small file.
    const huge = await drawn(8000, 8000).png().toBuffer();
    expect(huge.length).toBeLessThan(REFUND_PHOTO_MAX_BYTES);
    const tooManyPixels = await upload(buyer01, huge, 'huge.png', 'image/png');
    expect(tooManyPixels.status).toBe(400);
    expect(tooManyPixels.body.message).toBe(UPLOAD_MESSAGES.imagePixels);
    const gif = await upload(buyer01, Buffer.from('GIF89a....'), 'a.gif', 'image/gif');
    expect(gif.status).toBe(400);
    const big = Buffer.alloc(REFUND_PHOTO_MAX_BYTES + 1, 0x20);
    JPEG.copy(big);
    const tooLarge = await upload(buyer01, big, 'big.jpg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('图片不能超过 5 MB');
    const empty = await upload(buyer01, Buffer.alloc(0), 'empty.jpg');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const noFile = await ctx.call(refundPhotoUploadEndpoint, unchecked({ file: 'x' }), buyer01, {
      multipart: false,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/请选择要上传的图片/);
    expect((await upload(vendor01, PNG, 'a.png')).status).toBe(403);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM refund_photos`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // Stored under the data directory with a random name, never the uploader's.
    const files = fs.readdirSync(path.join(dataDir, 'refund-photos'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.every((f) => /^[0-9a-f]{32}\.bin$/.test(f))).toBe(true);
  });

  it('serves a photo to the uploader side and the supplier of its refund, 404 to anybody else', async () => {
    const up = await upload(buyer01, PNG, 'a.png', 'image/png');
    const id = up.body.data.id;
    const mine = await photo(buyer01, id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(String(mine.headers['content-disposition'])).toMatch(/^inline/);
    // What is served is the picture as stored: decoded and encoded again, the same 1×1 PNG.
    expect(mine.rawPayload.length).toBe(up.body.data.size);
    expect(await sharp(mine.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await photo(buyer02, id)).statusCode).toBe(200);
    expect((await photo(buyer11, id)).statusCode).toBe(404);
    // Not attached yet: no supplier sees it.
    expect((await photo(vendor01, id)).statusCode).toBe(404);
    const admin = await login(ctx.app, DEMO.admin);
    expect((await photo(admin, id)).statusCode).toBe(404);
    expect((await photo(buyer01, '999999999')).statusCode).toBe(404);
    expect((await photo(buyer01, 'abc')).statusCode).toBe(400);

    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 1 }]);
    const res = await apply(buyer01, {
      orderId: o.orderId,
      type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [{ orderLineId: o.lines[0]!.id, num: 1, amount: o.lines[0]!.amount }],
      photoIds: [id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.photos).toEqual([{ id, contentType: 'image/png', size: up.body.data.size }]);
    const vendorView = await photo(vendor01, id);
    expect(vendorView.statusCode).toBe(200);
    expect(Buffer.compare(vendorView.rawPayload, mine.rawPayload)).toBe(0);
    expect((await photo(vendor02, id)).statusCode).toBe(404);
    expect((await photo(buyer11, id)).statusCode).toBe(404);

    // A used photo cannot be used again; another organization's photo is not found.
    const [g2] = await freshGoods();
    const o2 = await orderOf([{ id: g2!, num: 1 }]);
    const line = { orderLineId: o2.lines[0]!.id, num: 1, amount: 1 };
    const again = await apply(buyer01, {
      orderId: o2.orderId,
      type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [line],
      photoIds: [id],
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('凭证图片不存在或已被使用，请重新上传');
    const theirs = await upload(buyer11, PNG, 'a.png');
    const foreign = await apply(buyer01, {
      orderId: o2.orderId,
      type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      lines: [line],
      photoIds: [theirs.body.data.id],
    });
    expect(foreign.status).toBe(404);
    expect(await lineHeld(o2.lines[0]!.id)).toEqual({ num: 0, amount: 0 });
    await ctx.call(refundCancelEndpoint, { id: res.body.data.id }, buyer01);
  });

  it('stores a phone photo without its EXIF (camera, place), turned upright', async () => {
    expect((await sharp(PHONE_JPEG).metadata()).exif?.includes('PhoneMaker')).toBe(true);
    const up = await upload(buyer01, PHONE_JPEG, 'IMG_0001.jpg', 'image/jpeg');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.contentType).toBe('image/jpeg');
    const row = await db()
      .selectFrom('refund_photos')
      .select(['file_name', 'size'])
      .where('id', '=', up.body.data.id)
      .executeTakeFirstOrThrow();
    const stored = fs.readFileSync(path.join(dataDir, 'refund-photos', row.file_name));
    expect(stored.length).toBe(row.size);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    const served = await photo(buyer01, up.body.data.id);
    expect(Buffer.compare(served.rawPayload, stored)).toBe(0);
  });

  it('keeps at most 30 unused photos per user, also under 150 concurrent uploads', async () => {
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO.buyer02.username)
      .executeTakeFirstOrThrow();
    const unused = () =>
      db()
        .selectFrom('refund_photos')
        .select(['id', 'file_name'])
        .where('user_id', '=', user.id)
        .where('refund_id', 'is', null)
        .execute();
    await db()
      .deleteFrom('refund_photos')
      .where('user_id', '=', user.id)
      .where('refund_id', 'is', null)
      .execute();
    const folder = path.join(dataDir, 'refund-photos');
    const filesBefore = fs.readdirSync(folder).length;

    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => upload(buyer02, PNG, `${i}.png`, 'image/png')),
    );
    const stored = answers.filter((a) => a.status === 200);
    expect(stored).toHaveLength(MAX_UNUSED_PHOTOS);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      expect(a.body.message).toBe(REFUND_MESSAGES.tooManyUnused);
    }
    const rows = await unused();
    expect(rows).toHaveLength(MAX_UNUSED_PHOTOS);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(stored.map((a) => a.body.data.id)));
    // A file for each photo stored, none for a refused upload.
    const files = new Set(fs.readdirSync(folder));
    expect(files.size).toBe(filesBefore + MAX_UNUSED_PHOTOS);
    for (const r of rows) expect(files.has(r.file_name)).toBe(true);

    await db()
      .deleteFrom('refund_photos')
      .where('user_id', '=', user.id)
      .where('refund_id', 'is', null)
      .execute();
    for (const r of rows) fs.rmSync(path.join(dataDir, 'refund-photos', r.file_name));
  });

  it('documents the photo answer with its image types and error answers', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    const op = doc.paths['/pm-api/refund/photo/{id}']!.get!;
    expect(Object.keys(op.responses['200']!.content ?? {})).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '500']));
    const uploadOp = doc.paths['/pm-api/refund/photo']!.post!;
    expect(Object.keys(uploadOp.responses)).toEqual(expect.arrayContaining(['400', '403', '413']));
    const applyOp = doc.paths['/pm-api/refund/apply']!.post! as unknown as {
      parameters?: { in: string; name: string }[];
      responses: object;
    };
    expect(applyOp.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
    expect(Object.keys(applyOp.responses)).toContain('409');
  });
});

describe('applying', () => {
  let o: Awaited<ReturnType<typeof orderOf>>;
  let line: OrderLineInfo;

  beforeAll(async () => {
    const [g] = await freshGoods();
    o = await orderOf([{ id: g!, num: 5 }]);
    line = o.lines[0]!;
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const refundsBefore = await sql<{ n: number }>`SELECT count(*)::int AS n FROM refunds`.execute(db());
    const ok: ApplyBody = {
      orderId: o.orderId,
      type: 'RETURN',
      reason: 'QUALITY',
      lines: [{ orderLineId: line.id, num: 1, amount: line.price }],
    };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...ok, lines: [] }, /请选择要售后的商品/],
      [{ ...ok, lines: undefined }, /请选择要售后的商品|必填|lines/],
      [{ ...ok, type: 'SWAP' }, /请选择售后类型/],
      [{ ...ok, reason: 'BORED' }, /请选择售后原因/],
      [{ ...ok, description: '描'.repeat(501) }, /问题描述最多 500 字/],
      [{ ...ok, lines: [{ orderLineId: line.id, num: 0, amount: 1 }] }, /售后数量至少为 1/],
      [{ ...ok, lines: [{ orderLineId: line.id, num: 1.5, amount: 1 }] }, /售后数量必须是整数/],
      [{ ...ok, lines: [{ orderLineId: line.id, num: 1, amount: 0 }] }, /退款金额必须大于 0/],
      [{ ...ok, lines: [{ orderLineId: line.id, num: 1, amount: 9.5 }] }, /退款金额必须是整数/],
      [{ ...ok, lines: [ok.lines[0], ok.lines[0]] }, /同一商品只能填写一次/],
      [{ ...ok, photoIds: ['1', '2', '3', '4', '5', '6'] }, /凭证图片最多 5 张/],
      [{ ...ok, photoIds: ['1', '1'] }, /凭证图片重复/],
      [{ ...ok, orderId: 'x' }, /ID 格式不正确/],
      [
        { ...ok, lines: [{ orderLineId: line.id, num: 6, amount: 1 }] },
        /售后数量超出可申请数量：最多还可申请 5/,
      ],
      [
        { ...ok, lines: [{ orderLineId: line.id, num: 1, amount: line.price + 1 }] },
        /退款金额超出可退金额：1.+最多可退 ¥/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await apply(buyer01, unchecked(payload));
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message, JSON.stringify(payload)).toMatch(message);
    }
    const named = await apply(buyer01, { ...ok, lines: [{ orderLineId: line.id, num: 6, amount: 1 }] });
    expect(named.body.message).toContain(`「${line.name}」`);
    const badKey = await apply(buyer01, ok, 'no spaces please');
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/Idempotency-Key/);

    // A line of another order, another organization's order, a supplier: not found / forbidden.
    const [g] = await freshGoods();
    const other = await orderOf([{ id: g!, num: 1 }]);
    const wrongLine = await apply(buyer01, {
      ...ok,
      lines: [{ orderLineId: other.lines[0]!.id, num: 1, amount: 1 }],
    });
    expect(wrongLine.status).toBe(404);
    expect(wrongLine.body.message).toBe('订单中没有所选商品');
    const foreign = await apply(buyer11, ok);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('订单不存在');
    expect((await apply(vendor01, ok)).status).toBe(403);

    const refundsAfter = await sql<{ n: number }>`SELECT count(*)::int AS n FROM refunds`.execute(db());
    expect(refundsAfter.rows[0]!.n).toBe(refundsBefore.rows[0]!.n);
    expect(await lineHeld(line.id)).toEqual({ num: 0, amount: 0 });
  });

  it('answers a retry with the same Idempotency-Key with the first application', async () => {
    const body: ApplyBody = {
      orderId: o.orderId,
      type: 'REFUND_ONLY',
      reason: 'MISSING',
      description: '少发一件',
      lines: [{ orderLineId: line.id, num: 1, amount: line.price }],
    };
    const key = `refund-key-${Date.now()}`;
    const [a, b] = await Promise.all([apply(buyer01, body, key), apply(buyer01, body, key)]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(a.body.data.refundNo).toMatch(/^RF\d{14}$/);
    expect(await lineHeld(line.id)).toEqual({ num: 1, amount: line.price });
    const different = await apply(buyer01, { ...body, description: '另一份' }, key);
    expect(different.status).toBe(409);
    expect(different.body.message).toMatch(/Idempotency-Key/);
    const cancelled = await ctx.call(refundCancelEndpoint, { id: a.body.data.id }, buyer01);
    expect(cancelled.status).toBe(200);
    expect(await lineHeld(line.id)).toEqual({ num: 0, amount: 0 });
  });

  it('shows the refunds on the order; 申请售后 goes when nothing is left and comes back with a rejection', async () => {
    const first = await apply(buyer01, {
      orderId: o.orderId,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ orderLineId: line.id, num: 2, amount: line.price * 2 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const all = await apply(buyer01, {
      orderId: o.orderId,
      type: 'RETURN',
      reason: 'QUALITY',
      lines: [{ orderLineId: line.id, num: 3, amount: line.amount - line.price * 2 }],
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const full = await ctx.call(refundableOrderEndpoint, { orderId: o.orderId }, buyer01);
    expect(full.body.data.open).toBe(false);
    expect(full.body.data.closedReason).toBe('订单商品已全部申请售后');
    expect(full.body.data.lines[0]).toMatchObject({ refundableNum: 0, refundableAmount: 0 });
    const more = await apply(buyer01, {
      orderId: o.orderId,
      type: 'REFUND_ONLY',
      reason: 'QUALITY',
      lines: [{ orderLineId: line.id, num: 1, amount: 1 }],
    });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe(`「${line.name}」已全部申请售后，没有可再申请的数量或金额`);

    const detail = await ctx.call(orderDetailEndpoint, { id: o.orderId }, buyer01);
    expect(detail.body.data.status).toBe('DELIVERED');
    expect(detail.body.data.actions).toEqual(['confirmReceipt', 'buyAgain']);
    // Newest first (the withdrawn one of the idempotency test last).
    expect(detail.body.data.refunds.map((r) => r.id).slice(0, 2)).toEqual([
      all.body.data.id,
      first.body.data.id,
    ]);
    expect(detail.body.data.refunds.at(-1)).toMatchObject({ status: 'CANCELLED', statusText: '已撤销' });
    expect(detail.body.data.refunds[0]).toMatchObject({
      refundNo: all.body.data.refundNo,
      status: 'REFUND_APPLICATION',
      statusText: '退款申请中',
      typeText: '退货退款',
      amount: line.amount - line.price * 2,
    });

    const rejected = await ctx.call(
      vendorRefundRejectEndpoint,
      { id: all.body.data.id, reason: '商品无质量问题' },
      vendor01,
    );
    expect(rejected.status).toBe(200);
    const back = await ctx.call(orderDetailEndpoint, { id: o.orderId }, buyer01);
    expect(back.body.data.actions).toEqual(['confirmReceipt', 'buyAgain', 'afterSale']);
    await ctx.call(refundCancelEndpoint, { id: first.body.data.id }, buyer01);
  });
});

describe('the return flow', () => {
  it('applies with a photo, is approved with a return address, shipped back, received and paid back', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 3 }], { done: true });
    const line = o.lines[0]!;
    const up = await upload(buyer01, JPEG, 'broken.jpg');
    const applied = await apply(buyer01, {
      orderId: o.orderId,
      type: 'RETURN',
      reason: 'DAMAGED',
      description: '外包装破损，螺丝生锈',
      lines: [{ orderLineId: line.id, num: 2, amount: line.price * 2 }],
      photoIds: [up.body.data.id],
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.message).toBe('售后申请已提交');
    const r = applied.body.data;
    expect(r).toMatchObject({
      status: 'REFUND_APPLICATION',
      statusText: '退款申请中',
      type: 'RETURN',
      amount: line.price * 2,
      quantity: 2,
      orderNo: o.orderNo,
      orderStatus: 'DONE',
      orderAmount: o.amount,
      actions: ['cancel'],
      returnLogistics: null,
      refundedAt: null,
    });
    expect(r.log.map((l) => l.action)).toEqual(['申请售后']);
    expect(r.lines[0]).toMatchObject({ orderLineId: line.id, name: line.name, num: 2, price: line.price });

    // The supplier's list and detail; another supplier and another organization do not see it.
    const vendorList = await ctx.call(vendorRefundPageEndpoint, {}, vendor01);
    expect(vendorList.body.data.records.find((x) => x.id === r.id)?.actions).toEqual(['approve', 'reject']);
    expect((await ctx.call(vendorRefundDetailEndpoint, { id: r.id }, vendor02)).status).toBe(404);
    expect((await ctx.call(refundDetailEndpoint, { id: r.id }, buyer11)).status).toBe(404);
    expect((await ctx.call(refundDetailEndpoint, { id: r.id }, vendor01)).status).toBe(403);
    const list11 = await ctx.call(vendorRefundPageEndpoint, {}, vendor02);
    expect(list11.body.data.records.some((x) => x.id === r.id)).toBe(false);

    // Out of order: refused, nothing changed.
    const early = await ctx.call(
      refundReturnShippingEndpoint,
      { id: r.id, carrier: '顺丰速运', waybillNo: 'SF0000000001' },
      buyer01,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('售后单退款申请中，只有待退货的售后单可以填写退货物流');
    const earlyReceive = await ctx.call(vendorRefundReceiveEndpoint, { id: r.id }, vendor01);
    expect(earlyReceive.status).toBe(409);
    const noAddress = await ctx.call(vendorRefundApproveEndpoint, { id: r.id }, vendor01);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('请填写退货地址');
    expect((await refundRow(r.id)).status).toBe('REFUND_APPLICATION');
    const otherVendor = await ctx.call(
      vendorRefundApproveEndpoint,
      { id: r.id, returnAddress: '广州' },
      vendor02,
    );
    expect(otherVendor.status).toBe(404);

    const approved = await ctx.call(
      vendorRefundApproveEndpoint,
      {
        id: r.id,
        returnAddress: '江苏省苏州市工业园区星湖街 328 号 联创仓 王经理 13700000001',
        note: '请附上订单号',
      },
      vendor01,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'TO_RETURN',
      statusText: '待退货',
      vendorNote: '请附上订单号',
      actions: [],
    });
    expect(approved.body.data.returnAddress).toMatch(/星湖街/);
    const twice = await ctx.call(vendorRefundApproveEndpoint, { id: r.id, returnAddress: 'x' }, vendor01);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('售后单待退货，只有退款申请中的售后单可以同意');
    const buyerView = await ctx.call(refundDetailEndpoint, { id: r.id }, buyer01);
    expect(buyerView.body.data.actions).toEqual(['returnShipping', 'cancel']);

    const badShip = await ctx.call(
      refundReturnShippingEndpoint,
      { id: r.id, carrier: '', waybillNo: '1' },
      buyer01,
    );
    expect(badShip.status).toBe(400);
    expect(badShip.body.message).toMatch(/物流公司|运单号/);
    expect(
      (
        await ctx.call(
          refundReturnShippingEndpoint,
          { id: r.id, carrier: '顺丰速运', waybillNo: 'SF0000000002' },
          buyer11,
        )
      ).status,
    ).toBe(404);
    const shipped = await ctx.call(
      refundReturnShippingEndpoint,
      { id: r.id, carrier: '顺丰速运', waybillNo: 'SF0000000002' },
      buyer01,
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('RETURNING');
    expect(shipped.body.data.returnLogistics).toMatchObject({
      carrier: '顺丰速运',
      waybillNo: 'SF0000000002',
    });
    const lateCancel = await ctx.call(refundCancelEndpoint, { id: r.id }, buyer01);
    expect(lateCancel.status).toBe(409);
    expect(lateCancel.body.message).toBe('售后单退货中，只有退款申请中或待退货的售后单可以撤销');
    expect((await ctx.call(vendorRefundReceiveEndpoint, { id: r.id }, vendor02)).status).toBe(404);

    await settle();
    const before = await credit(ids.buyerOrg!);
    const stockBefore = await goodsStock(g!);
    const received = await ctx.call(vendorRefundReceiveEndpoint, { id: r.id }, vendor01);
    expect(received.status).toBe(200);
    expect(received.body.data.status).toBe('REFUNDING');
    expect(received.body.data.log.map((l) => `${l.status} ${l.action}`)).toEqual([
      'REFUND_APPLICATION 申请售后',
      'TO_RETURN 供应商同意退货',
      'RETURNING 填写退货物流',
      'RETIRED 供应商确认收到退货',
      'REFUNDING 等待退款',
    ]);
    expect(received.body.data.log[3]!.note).toBe('2 件退回库存');
    expect((await refundRow(r.id)).received_at).not.toBeNull();
    // The two pieces are back in stock (the warehouses' sum and the goods' total), and no longer sold.
    expect(await goodsStock(g!)).toEqual({
      total: stockBefore.total + 2,
      warehouses: stockBefore.warehouses + 2,
      sales: stockBefore.sales - 2,
    });
    // What the line still holds of stock is the one piece kept.
    expect(await lineTaken(line.id)).toBe(1);

    // The order list's 已退货 tab finds the order; while its refund is paid it shows 退款中 (not 已完成),
    // and its row stays DONE (the 已完成 count). The woken worker may pay it back before the list is read
    // (then 已完成): the refund's status read after the list tells which of the two the list must show.
    const retiredQuery = { status: 'RETIRED', keyword: o.orderNo } as const;
    const retired = await ctx.call(orderPageEndpoint, retiredQuery, buyer01);
    const stillPaying = (await refundRow(r.id)).status === 'REFUNDING';
    expect(retired.body.data.records.map((x) => x.id)).toEqual([o.orderId]);
    if (stillPaying) expect(retired.body.data.records[0]!.status).toBe('REFUNDING');
    else expect(['REFUNDING', 'DONE']).toContain(retired.body.data.records[0]!.status);
    expect(retired.body.data.statusCounts).toMatchObject({ all: 1, DONE: 1, RETIRED: 1 });

    await settle();
    // Paid back, nothing is open on the order any more: it shows 已完成 again.
    const afterPaid = await ctx.call(orderPageEndpoint, retiredQuery, buyer01);
    expect(afterPaid.body.data.records.map((x) => [x.id, x.status])).toEqual([[o.orderId, 'DONE']]);
    const paid = await ctx.call(refundDetailEndpoint, { id: r.id }, buyer01);
    expect(paid.body.data.status).toBe('RETURNED');
    expect(paid.body.data.statusText).toBe('已退款');
    expect(paid.body.data.refundedAt).not.toBeNull();
    expect(paid.body.data.log.at(-1)).toMatchObject({
      status: 'RETURNED',
      action: '退款到账',
      actorName: '系统',
    });
    expect(paid.body.data.log.at(-1)!.note).toMatch(/已退回企业月结额度/);
    expect((await credit(ids.buyerOrg!)).used).toBe(before.used - line.price * 2);
    // Finished refunds keep what they hold: the line has one piece left.
    expect(await lineHeld(line.id)).toEqual({ num: 2, amount: line.price * 2 });
    const returned = await ctx.call(orderPageEndpoint, { status: 'RETURNED', keyword: o.orderNo }, buyer01);
    expect(returned.body.data.records.map((x) => x.id)).toEqual([o.orderId]);
  });
});

describe('the refund-only flow and the ends without money', () => {
  it('approves a refund only, which the woken worker pays back at once', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 2 }]);
    const line = o.lines[0]!;
    await settle();
    const before = await credit(ids.buyerOrg!);
    const applied = await apply(buyer02, {
      orderId: o.orderId,
      type: 'REFUND_ONLY',
      reason: 'NOT_AS_DESCRIBED',
      lines: [{ orderLineId: line.id, num: 1, amount: line.price - 1 }],
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = applied.body.data.id;
    const approved = await ctx.call(vendorRefundApproveEndpoint, { id }, vendor01);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('REFUNDING');
    expect(approved.body.data.returnAddress).toBe('');
    const shipping = await ctx.call(
      refundReturnShippingEndpoint,
      { id, carrier: '顺丰速运', waybillNo: 'SF0000000003' },
      buyer01,
    );
    expect(shipping.status).toBe(409);
    expect(shipping.body.message).toBe('仅退款的售后单无需填写退货物流');
    // No run-once here: the worker of the app was woken by the approval (and waits for the row, which
    // the refused return-shipping call may still hold). Until paid, bounded by the test's timeout.
    await until(async () => (await refundRow(id)).status === 'RETURNED');
    expect((await credit(ids.buyerOrg!)).used).toBe(before.used - (line.price - 1));
    const page = await ctx.call(refundPageEndpoint, { status: 'RETURNED', keyword: o.orderNo }, buyer01);
    expect(page.body.data.records.map((x) => x.id)).toEqual([id]);
  });

  it('pays at once a refund approved while a competing transaction still holds its row', async () => {
    const applied = await refundOnlyOfOnePiece();
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = applied.body.data.id;
    await settle();
    const before = await credit(ids.buyerOrg!);
    const clockBefore = ctx.clock.now().getTime();

    const blocker = new pg.Client({ connectionString: ctx.tdb.url });
    const competitor = new pg.Client({ connectionString: ctx.tdb.url });
    await Promise.all([blocker.connect(), competitor.connect()]);
    try {
      const pidOf = async (c: pg.Client) =>
        (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const [blockerPid, competitorPid] = await Promise.all([pidOf(blocker), pidOf(competitor)]);
      /** How many sessions wait for a lock `pid` holds. */
      const waitingFor = async (pid: number) =>
        (
          await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`.execute(
            db(),
          )
        ).rows[0]!.n;
      const lockRow = 'SELECT id FROM refunds WHERE id = $1 FOR UPDATE';

      // The approval queues behind a transaction holding the row, and a competitor (a rejection, a
      // withdrawal) queues behind the approval.
      await blocker.query('BEGIN');
      await blocker.query(lockRow, [id]);
      const approving = ctx.call(vendorRefundApproveEndpoint, { id }, vendor01);
      await until(async () => (await waitingFor(blockerPid)) >= 1);
      await competitor.query('BEGIN');
      const competing = competitor.query(lockRow, [id]);
      await until(async () => {
        const r = await sql<{ w: string | null }>`
          SELECT wait_event_type AS w FROM pg_stat_activity WHERE pid = ${competitorPid}::int`.execute(db());
        return r.rows[0]?.w === 'Lock';
      });

      // The approval commits; the competitor takes the row before the woken worker can.
      await blocker.query('COMMIT');
      const approved = await approving;
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data.status).toBe('REFUNDING');
      expect((await competing).rows).toHaveLength(1);
      // The competitor was queued for the row first, but a woken run that asks while the competitor's
      // process is not yet scheduled (a loaded machine) can take the row before it: then it paid already,
      // once, and there is nothing to wait for.
      if ((await refundRow(id)).status === 'REFUNDING') {
        // The worker woken by the approval waits for the row rather than skipping it …
        await until(async () => (await waitingFor(competitorPid)) >= 1);
        expect((await refundRow(id)).status).toBe('REFUNDING');
      }
      // … and pays as soon as the competitor lets go (it lost: 409, rolled back).
      await competitor.query('ROLLBACK');
      await until(async () => (await refundRow(id)).status === 'RETURNED');
    } finally {
      await Promise.all([blocker.end(), competitor.end()]);
    }
    // Paid once, by the woken run: the clock did not move (no sweep is due by it), and the app's
    // sweep comes a minute after the previous one.
    expect(ctx.clock.now().getTime()).toBe(clockBefore);
    const logs = await db()
      .selectFrom('refund_logs')
      .select('action')
      .where('refund_id', '=', id)
      .where('status', '=', 'RETURNED')
      .execute();
    expect(logs).toEqual([{ action: '退款到账' }]);
    expect((await credit(ids.buyerOrg!)).used).toBe(before.used - 100);
    // A longer bound than the file's 30 s: on a loaded machine the woken run's wait for the row (5 s) can
    // run out while the test still steps through its locks; the run is then retried after 1, 2, 4 … s.
  }, 120_000);

  it('pays refunds left due by a stopped process with a fresh worker', async () => {
    const applied = await refundOnlyOfOnePiece();
    await settle();
    const before = await credit(ids.buyerOrg!);
    // As if the approval committed and its process died before its worker ran.
    await db()
      .updateTable('refunds')
      .set({ status: 'REFUNDING' })
      .where('id', '=', applied.body.data.id)
      .execute();
    const worker = freshWorker();
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect((await refundRow(applied.body.data.id)).status).toBe('RETURNED');
    expect((await credit(ids.buyerOrg!)).used).toBe(before.used - 100);
  });

  it('rejects with a reason or is withdrawn, giving back what the refund held', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 2 }]);
    const line = o.lines[0]!;
    const body: ApplyBody = {
      orderId: o.orderId,
      type: 'RETURN',
      reason: 'WRONG_GOODS',
      lines: [{ orderLineId: line.id, num: 2, amount: line.amount }],
    };
    const a = await apply(buyer01, body);
    expect(await lineHeld(line.id)).toEqual({ num: 2, amount: line.amount });
    const noReason = await ctx.call(
      vendorRefundRejectEndpoint,
      { id: a.body.data.id, reason: '  ' },
      vendor01,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/请填写驳回理由/);
    expect(
      (await ctx.call(vendorRefundRejectEndpoint, { id: a.body.data.id, reason: '否' }, vendor02)).status,
    ).toBe(404);
    const rejected = await ctx.call(
      vendorRefundRejectEndpoint,
      { id: a.body.data.id, reason: '型号与订单一致' },
      vendor01,
    );
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      statusText: '已驳回',
      vendorNote: '型号与订单一致',
    });
    expect(await lineHeld(line.id)).toEqual({ num: 0, amount: 0 });
    const again = await ctx.call(
      vendorRefundRejectEndpoint,
      { id: a.body.data.id, reason: '再驳回' },
      vendor01,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('售后单已驳回，只有退款申请中的售后单可以驳回');
    expect((await ctx.call(refundCancelEndpoint, { id: a.body.data.id }, buyer01)).status).toBe(409);

    // Withdrawn after approval (before sending the goods back).
    const b = await apply(buyer01, body);
    await ctx.call(vendorRefundApproveEndpoint, { id: b.body.data.id, returnAddress: '苏州' }, vendor01);
    expect((await ctx.call(refundCancelEndpoint, { id: b.body.data.id }, buyer11)).status).toBe(404);
    expect((await refundRow(b.body.data.id)).status).toBe('TO_RETURN');
    const cancelled = await ctx.call(refundCancelEndpoint, { id: b.body.data.id }, buyer01);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', statusText: '已撤销', actions: [] });
    expect(await lineHeld(line.id)).toEqual({ num: 0, amount: 0 });
    const twice = await ctx.call(refundCancelEndpoint, { id: b.body.data.id }, buyer01);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('售后申请已撤销');
  });
});

describe('every endpoint', () => {
  let refundId: string;

  beforeAll(async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 1 }]);
    const up = await upload(buyer01, PNG, 'a.png', 'image/png');
    const applied = await apply(buyer01, {
      orderId: o.orderId,
      type: 'RETURN',
      reason: 'QUALITY',
      lines: [{ orderLineId: o.lines[0]!.id, num: 1, amount: 1 }],
      photoIds: [up.body.data.id],
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    refundId = applied.body.data.id;
  });

  it('answers another organization and another supplier "not found" and changes nothing', async () => {
    const before = await refundRow(refundId);
    const logsBefore = await db()
      .selectFrom('refund_logs')
      .select('id')
      .where('refund_id', '=', refundId)
      .execute();
    const ship = { carrier: '顺丰速运', waybillNo: 'SF0000000009' };
    const id = refundId;
    const attempts = [
      () => ctx.call(refundDetailEndpoint, { id }, buyer11),
      () => ctx.call(refundCancelEndpoint, { id }, buyer11),
      () => ctx.call(refundReturnShippingEndpoint, { id, ...ship }, buyer11),
      () => ctx.call(vendorRefundDetailEndpoint, { id }, vendor02),
      () => ctx.call(vendorRefundApproveEndpoint, { id, returnAddress: '广州市' }, vendor02),
      () => ctx.call(vendorRefundRejectEndpoint, { id, reason: '不同意' }, vendor02),
      () => ctx.call(vendorRefundReceiveEndpoint, { id }, vendor02),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status, res.res.raw.req.url).toBe(404);
      expect(res.body.message, res.res.raw.req.url).toBe('售后单不存在');
    }
    // The wrong side: a buyer on the supplier's endpoints and the reverse are refused by role.
    expect(
      (await ctx.call(vendorRefundApproveEndpoint, { id: refundId, returnAddress: 'x' }, buyer01)).status,
    ).toBe(403);
    expect((await ctx.call(refundCancelEndpoint, { id: refundId }, vendor01)).status).toBe(403);
    const photos = (await ctx.call(refundDetailEndpoint, { id: refundId }, buyer01)).body.data.photos;
    for (const token of [buyer11, vendor02]) expect((await photo(token, photos[0]!.id)).statusCode).toBe(404);
    const after = await refundRow(refundId);
    expect(after).toEqual(before);
    const logsAfter = await db()
      .selectFrom('refund_logs')
      .select('id')
      .where('refund_id', '=', refundId)
      .execute();
    expect(logsAfter).toHaveLength(logsBefore.length);
  });

  it('refuses malformed ids and bodies in Chinese', async () => {
    const id = refundId;
    const cases = [
      () => ctx.call(refundDetailEndpoint, { id: 'abc' }, buyer01),
      () => ctx.call(refundCancelEndpoint, { id: '0' }, buyer01),
      () =>
        ctx.call(refundReturnShippingEndpoint, { id, carrier: '顺丰速运', waybillNo: '单号 12' }, buyer01),
      () => ctx.call(refundReturnShippingEndpoint, unchecked({ id }), buyer01),
      () => ctx.call(vendorRefundDetailEndpoint, { id: '-1' }, vendor01),
      () => ctx.call(vendorRefundPageEndpoint, unchecked({ status: 'DONE' }), vendor01),
      () => ctx.call(vendorRefundApproveEndpoint, { id, returnAddress: '址'.repeat(201) }, vendor01),
      () => ctx.call(vendorRefundApproveEndpoint, { id, note: '注'.repeat(201) }, vendor01),
      () => ctx.call(vendorRefundRejectEndpoint, { id, reason: '驳'.repeat(201) }, vendor01),
      () => ctx.call(vendorRefundRejectEndpoint, unchecked({ id }), vendor01),
      () => ctx.call(vendorRefundReceiveEndpoint, { id: '1.5' }, vendor01),
    ];
    for (const attempt of cases) {
      const res = await attempt();
      const sent = `${res.res.raw.req.url} ${String(res.res.raw.req.headers['content-length'] ?? '')}`;
      expect(res.status, sent).toBe(400);
      expect(res.body.message, sent).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await refundRow(refundId)).status).toBe('REFUND_APPLICATION');
  });
});

describe('lists', () => {
  it('filters by status and keyword (refund no, order no, goods name) with counts, newest first', async () => {
    const all = await ctx.call(refundPageEndpoint, { limit: 100 }, buyer01);
    expect(all.status).toBe(200);
    const counts = all.body.data.statusCounts;
    expect(counts.all).toBe(all.body.data.total);
    expect(counts.all).toBe(Object.entries(counts).reduce((n, [k, v]) => (k === 'all' ? n : n + v), 0));
    const ids = all.body.data.records.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = all.body.data.records[0]!;
    for (const keyword of [first.refundNo, first.orderNo, first.lines[0]!.name]) {
      const res = await ctx.call(refundPageEndpoint, { keyword }, buyer01);
      expect(
        res.body.data.records.map((r) => r.id),
        keyword,
      ).toContain(first.id);
    }
    const cancelled = await ctx.call(refundPageEndpoint, { status: 'CANCELLED' }, buyer01);
    expect(cancelled.body.data.total).toBe(counts.CANCELLED);
    expect(cancelled.body.data.records.every((r) => r.status === 'CANCELLED')).toBe(true);
    for (const bad of [{ status: 'LOST' }, { limit: 1000 }, { keyword: 'x'.repeat(51) }, { page: 0 }]) {
      const res = await ctx.call(refundPageEndpoint, unchecked(bad), buyer01);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // Another organization and another supplier see none of them.
    const other = await ctx.call(refundPageEndpoint, {}, buyer11);
    expect(other.body.data.total).toBe(0);
    const vendor2 = await ctx.call(vendorRefundPageEndpoint, {}, vendor02);
    expect(vendor2.body.data.total).toBe(0);
    const vendor1 = await ctx.call(vendorRefundPageEndpoint, {}, vendor01);
    expect(vendor1.body.data.total).toBe(counts.all);
    expect((await ctx.call(vendorRefundPageEndpoint, {}, buyer01)).status).toBe(403);
  });
});

describe('races', () => {
  it('lets at most 3 of 20 concurrent applications of 30% each through; the sum never exceeds the paid amount', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 10 }], { done: true });
    const line = o.lines[0]!;
    const share = Math.floor(line.amount * 0.3);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_x, i) =>
        apply(i % 2 ? buyer02 : buyer01, {
          orderId: o.orderId,
          type: 'REFUND_ONLY',
          reason: 'QUALITY',
          lines: [{ orderLineId: line.id, num: 3, amount: share }],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/超出|已全部申请售后/);
    }
    const held = await lineHeld(line.id);
    expect(held).toEqual({ num: 9, amount: share * 3 });
    const sum = await sql<{ n: string }>`
      SELECT coalesce(sum(rl.amount), 0)::text AS n FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id
      WHERE rl.order_line_id = ${line.id} AND r.status NOT IN ('REJECTED', 'CANCELLED')`.execute(db());
    expect(Number(sum.rows[0]!.n)).toBe(share * 3);
    expect(Number(sum.rows[0]!.n)).toBeLessThanOrEqual(line.amount);

    // The database refuses more than was paid whatever the code does.
    await expect(
      sql`UPDATE order_lines SET refund_amount = amount + 1 WHERE id = ${line.id}`.execute(db()),
    ).rejects.toThrow(/order_lines_refund_bounds/);
  }, 60_000);

  it('lets exactly one of concurrent approvals, rejections and withdrawals of one refund win', async () => {
    const [g] = await freshGoods();
    const o = await orderOf([{ id: g!, num: 3 }]);
    const line = o.lines[0]!;
    for (let round = 0; round < 3; round++) {
      const applied = await apply(buyer01, {
        orderId: o.orderId,
        type: 'REFUND_ONLY',
        reason: 'QUALITY',
        lines: [{ orderLineId: line.id, num: 1, amount: line.price }],
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const id = applied.body.data.id;
      const calls = Array.from({ length: 12 }, (_x, i) =>
        i % 3 === 0
          ? ctx.call(vendorRefundApproveEndpoint, { id }, vendor01)
          : i % 3 === 1
            ? ctx.call(refundCancelEndpoint, { id }, buyer01)
            : ctx.call(vendorRefundRejectEndpoint, { id, reason: '不符合售后条件' }, vendor01),
      );
      const results = await Promise.all(calls);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(11);
      await settle();
      const row = await refundRow(id);
      const logs = await db()
        .selectFrom('refund_logs')
        .select('action')
        .where('refund_id', '=', id)
        .execute();
      // One step logged after the application (and the payment when approved).
      expect(logs.length).toBe(row.status === 'RETURNED' ? 3 : 2);
      const heldNow = await lineHeld(line.id);
      const finished = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM refunds WHERE order_id = ${o.orderId} AND status = 'RETURNED'`.execute(
        db(),
      );
      expect(heldNow).toEqual({ num: finished.rows[0]!.n, amount: finished.rows[0]!.n * line.price });
    }
  }, 60_000);
});
