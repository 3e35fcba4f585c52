import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartListEndpoint } from '@pm/contract/cart';
import {
  inquiryCancelEndpoint,
  inquiryInviteEndpoint,
  inquirySuppliersEndpoint,
  vendorInquiryPageEndpoint,
  vendorOfferGoodsEndpoint,
} from '@pm/contract/inquiry';
import { type CallInput, unchecked, useTestApp } from '../../test/app';
import { INQUIRY_T0, inquiryFixtures } from './test-fixtures';

/**
 * Further suppliers invited to an inquiry (询价邀请): the buyer picks verified suppliers of the platform,
 * the invited supplier quotes the inquiry's lines with goods of its own, and the buyer's accept puts the
 * offered goods into the cart at the quoted price.
 */
const ctx = useTestApp();
const fx = inquiryFixtures(ctx);
const { goodsOf, detail, vendorDetail, quote, accept, newInquiry } = fx;
const T0 = INQUIRY_T0;
let buyer: string;
let buyer02: string;
let other: string;
let vendor: string;
let vendor2: string;
let buyerId: string;
/** Plain goods (MOQ 1, multiple 1) of vendor01's organization (3) and of vendor02's (4). */
let v1: string[];
let v2: string[];
/** Suppliers made for the cap (vendor organizations without accounts). */
let extra: string[];

type Json = Record<string, unknown>;

const invite = (token: string, inquiryId: string, supplierIds: string[]) =>
  ctx.call(inquiryInviteEndpoint, { inquiryId, supplierIds }, token);
const suppliers = (token: string, query: CallInput<typeof inquirySuppliersEndpoint>) =>
  ctx.call(inquirySuppliersEndpoint, query, token);

async function snapshot() {
  const db = ctx.tdb.db;
  const [inquiries, invitations, quotes, cart] = await Promise.all([
    db.selectFrom('inquiries').selectAll().orderBy('id').execute(),
    db.selectFrom('inquiry_invitations').selectAll().orderBy('inquiry_id').orderBy('vendor_org_id').execute(),
    db.selectFrom('inquiry_quotes').selectAll().orderBy('id').execute(),
    db.selectFrom('cart_lines').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ inquiries, invitations, quotes, cart });
}

async function invitationRows(inquiryId: string) {
  return ctx.tdb.db
    .selectFrom('inquiry_invitations')
    .select(['vendor_org_id', 'invited_by'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('vendor_org_id')
    .execute();
}

beforeAll(async () => {
  ({ buyer, buyer02, other, vendor, vendor2, buyerId } = await fx.signIn());
  v1 = await goodsOf(3, 8);
  v2 = await goodsOf(4, 4);
  const made = await ctx.tdb.db
    .insertInto('organizations')
    .values(Array.from({ length: 10 }, (_, i) => ({ name: `测试供应商${i + 1}`, kind: 'vendor' as const })))
    .returning('id')
    .execute();
  extra = made.map((r) => r.id);
});

describe('the suppliers a buyer may invite', () => {
  it('lists verified suppliers with their state for the inquiry, searchable by name', async () => {
    const id = await newInquiry([v1[0]!]);
    const res = await suppliers(buyer, { inquiryId: id, limit: 100 });
    expect(res.status).toBe(200);
    const page = res.body.data as { total: number; records: Json[] };
    const vendorOrgs = await ctx.tdb.db
      .selectFrom('organizations')
      .select('id')
      .where('kind', '=', 'vendor')
      .execute();
    expect(page.total).toBe(vendorOrgs.length);
    const byId = new Map(page.records.map((r) => [r.id, r]));
    // the supplier of the asked goods has the inquiry already; buyers and the platform are no suppliers
    expect(byId.get('3')).toMatchObject({ name: '苏州联创工业品供应链有限公司', state: 'addressed' });
    expect(byId.get('4')).toMatchObject({ shortName: '恒通五金', state: 'available' });
    expect((byId.get('4')!.goodsCount as number) > 0).toBe(true);
    for (const notSupplier of ['1', '2', '5']) expect(byId.has(notSupplier)).toBe(false);

    const found = (await suppliers(buyer, { inquiryId: id, keyword: '恒通' })).body.data;
    expect(found.records.map((r: Json) => r.id)).toEqual(['4']);
    const none = (await suppliers(buyer, { inquiryId: id, keyword: '%' })).body.data;
    expect(none.total).toBe(0);

    expect((await invite(buyer, id, ['4'])).status).toBe(200);
    const after = (await suppliers(buyer, { inquiryId: id, keyword: '恒通五金' })).body;
    expect(after.data.records[0]).toMatchObject({ id: '4', state: 'invited' });

    // another buyer's inquiry does not exist for the caller; suppliers may not ask
    for (const token of [other, buyer02])
      expect((await suppliers(token, { inquiryId: id })).status).toBe(404);
    expect((await suppliers(vendor, { inquiryId: id })).status).toBe(403);
    expect((await suppliers(buyer, unchecked({ inquiryId: 'x' }))).status).toBe(400);
    expect((await suppliers(buyer, { inquiryId: id, keyword: 'x'.repeat(51) })).body.message).toContain(
      '搜索关键字最长 50 个字',
    );
  });
});

describe('inviting a supplier', () => {
  it('invites a supplier: the buyer sees the invitation, the supplier the inquiry', async () => {
    const id = await newInquiry([v1[1]!, v1[2]!]);
    expect((await vendorDetail(vendor2, id)).status).toBe(404);
    const res = await invite(buyer, id, ['4']);
    expect(res.body).toMatchObject({
      code: 200,
      message: '已邀请供应商报价',
      data: { invited: 1, total: 1 },
    });
    expect(await invitationRows(id)).toEqual([{ vendor_org_id: '4', invited_by: buyerId }]);

    const d = (await detail(buyer, id)).body.data;
    expect(d).toMatchObject({ supplierCount: 2, canInvite: true });
    expect(d.invitations).toEqual([
      {
        supplierId: '4',
        supplierName: '恒通五金',
        invitedAt: new Date(T0).toISOString(),
        invitedBy: expect.any(String),
        quotedCount: 0,
      },
    ]);
    expect(d.lines.every((l: { offers: unknown[] }) => l.offers.length === 0)).toBe(true);

    // the invited supplier: in its list, every line, none its own
    const page = (await ctx.call(vendorInquiryPageEndpoint, { limit: 100 }, vendor2)).body.data;
    expect(page.records.find((r: Json) => r.id === id)).toMatchObject({
      status: 'pending',
      lineCount: 2,
      quotedCount: 0,
      buyerName: '华东精工制造有限公司',
    });
    const vd = (await vendorDetail(vendor2, id)).body.data;
    expect(vd).toMatchObject({ invited: true, open: true, lineCount: 2 });
    expect(page.records.find((r: Json) => r.id === id)).toMatchObject({ invited: true });
    expect(vd.lines.map((l: Json) => [l.goodsId, l.own, l.quote])).toEqual([
      [v1[1], false, null],
      [v1[2], false, null],
    ]);
    // the supplier of the goods is not invited, sees its own lines as before
    const own = (await vendorDetail(vendor, id)).body.data;
    expect(own).toMatchObject({ invited: false });
    expect(own.lines.every((l: Json) => l.own === true)).toBe(true);
  });

  it('refuses bad invitations in Chinese and changes nothing', async () => {
    const id = await newInquiry([v1[3]!]);
    expect((await invite(buyer, id, ['4'])).status).toBe(200);
    const before = await snapshot();
    const cases: [string[], number, string][] = [
      [['4'], 409, '「恒通五金」已受邀参与本次询价，请勿重复邀请'],
      [['3'], 400, '「联创工业品」供应本询价单的商品，已收到询价，无需邀请'],
      [['1'], 400, '不能邀请本企业'],
      [['2'], 400, '所选企业不是平台认证的供应商'],
      [['5'], 400, '所选企业不是平台认证的供应商'],
      [['999999999'], 400, '所选企业不是平台认证的供应商'],
      [[extra[0]!, '5'], 400, '所选企业不是平台认证的供应商'],
      [['x'], 400, 'ID 格式不正确'],
      [[], 400, '请至少选择一条'],
      [Array.from({ length: 11 }, (_, i) => String(100 + i)), 400, '每张询价单最多邀请 10 家供应商'],
    ];
    for (const [ids, status, message] of cases) {
      const res = await invite(buyer, id, ids);
      expect(res.status, JSON.stringify(ids)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect(await snapshot()).toBe(before);
  });

  it('holds the cap of 10 invited suppliers per inquiry', async () => {
    const id = await newInquiry([v1[4]!]);
    expect((await invite(buyer, id, extra.slice(0, 8))).body.data).toEqual({ invited: 8, total: 8 });
    const before = await snapshot();
    const over = await invite(buyer, id, ['4', extra[8]!, extra[9]!]);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('每张询价单最多邀请 10 家供应商，本单已邀请 8 家，还可邀请 2 家');
    expect(await snapshot()).toBe(before);
    // concurrent invitations of different suppliers: the cap holds
    const answers = await Promise.all([extra[8]!, extra[9]!, '4'].map((s) => invite(buyer, id, [s])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect((await invitationRows(id)).length).toBe(10);
    const d = (await detail(buyer, id)).body.data;
    expect(d).toMatchObject({ canInvite: false });
    expect(d.invitations).toHaveLength(10);
  });

  it('ends concurrent invitations of the same supplier in one invitation', async () => {
    const id = await newInquiry([v1[5]!]);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => invite(buyer, id, ['4'])));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toContain('已受邀参与本次询价');
    expect(await invitationRows(id)).toEqual([{ vendor_org_id: '4', invited_by: buyerId }]);
  });

  it('invites only to an open inquiry of the caller', async () => {
    const id = await newInquiry([v1[6]!], '2026-11-21T20:00:00+08:00');
    // nobody else may invite to it
    const before = await snapshot();
    for (const token of [other, buyer02]) expect((await invite(token, id, ['4'])).status).toBe(404);
    expect((await invite(vendor, id, ['4'])).status).toBe(403);
    expect((await invite(buyer, '999999999', ['4'])).status).toBe(404);
    expect(await snapshot()).toBe(before);

    // after the deadline
    ctx.clock.set('2026-11-21T20:00:00+08:00');
    const late = await invite(buyer, id, ['4']);
    expect(late.body).toMatchObject({ code: 400, message: '已过报价截止时间，不能再邀请供应商' });
    expect((await detail(buyer, id)).body.data.canInvite).toBe(false);
    ctx.clock.set(T0);

    // cancelled
    const cancelled = await newInquiry([v1[7]!]);
    await ctx.call(inquiryCancelEndpoint, { id: cancelled }, buyer);
    const refused = await invite(buyer, cancelled, ['4']);
    expect(refused.body).toMatchObject({ code: 400, message: '询价已取消，不能邀请供应商' });
    expect((await detail(buyer, cancelled)).body.data.canInvite).toBe(false);
    expect(await invitationRows(cancelled)).toEqual([]);
  });
});

describe('an invited supplier quotes with goods of its own', () => {
  let id: string;
  let lineId: string;

  beforeAll(async () => {
    await sql`DELETE FROM cart_lines WHERE user_id = ${buyerId}`.execute(ctx.tdb.db);
    id = await newInquiry([v1[0]!]);
    expect((await invite(buyer, id, ['4'])).status).toBe(200);
    lineId = (await vendorDetail(vendor2, id)).body.data.lines[0]!.id;
  });

  it('lists the supplier its own goods on sale to offer', async () => {
    const res = await ctx.call(vendorOfferGoodsEndpoint, { limit: 100 }, vendor2);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((g: Json) => g.supplierId === '4')).toBe(true);
    const first = page.records[0] as { name: string; catalogId: string };
    const byKeyword = await ctx.call(vendorOfferGoodsEndpoint, { keyword: first.name }, vendor2);
    expect(byKeyword.body.data.records.map((g: Json) => g.name)).toContain(first.name);
    const byCatalog = (
      await ctx.call(vendorOfferGoodsEndpoint, { catalogId: first.catalogId, limit: 100 }, vendor2)
    ).body.data;
    expect(byCatalog.records.every((g: Json) => g.catalogId === first.catalogId)).toBe(true);
    expect((await ctx.call(vendorOfferGoodsEndpoint, {}, buyer)).status).toBe(403);
  });

  it('refuses quotes without goods of its own, with goods not its own or not orderable, in Chinese', async () => {
    const [bulky] = (
      await sql<{ id: string; moq: number }>`
        SELECT id::text, moq FROM goods WHERE supplier_id = 4 AND status = 'on' AND moq > 2 ORDER BY id LIMIT 1`.execute(
        ctx.tdb.db,
      )
    ).rows;
    const [off] = (
      await sql<{ id: string }>`
        UPDATE goods SET status = 'off' WHERE id = (SELECT max(id) FROM goods WHERE supplier_id = 4 AND status = 'on')
        RETURNING id::text`.execute(ctx.tdb.db)
    ).rows;
    const before = await snapshot();
    const base = { lineId, price: 1000, validUntil: '2026-11-30' };
    const cases: [Json, string][] = [
      [base, '选择贵司在售的商品报价'],
      [{ ...base, offeredGoodsId: v1[1] }, '报价商品须为贵司在售的商品'],
      [{ ...base, offeredGoodsId: off!.id }, '报价商品须为贵司在售的商品'],
      [{ ...base, offeredGoodsId: '999999999' }, '报价商品须为贵司在售的商品'],
      [{ ...base, offeredGoodsId: 'x' }, 'ID 格式不正确'],
      [{ ...base, offeredGoodsId: bulky!.id, quotedNum: 1 }, `起订量为 ${bulky!.moq}`],
      [{ ...base, offeredGoodsId: v2[0], price: 100_000_000, quotedNum: 200 }, '超过上限'],
    ];
    for (const [line, message] of cases) {
      const res = await quote(vendor2, id, [line]);
      expect(res.status, JSON.stringify(line)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    // a supplier neither addressed nor invited: the inquiry does not exist for it
    const stranger = await ctx.tdb.db
      .selectFrom('inquiry_lines')
      .select('inquiry_id')
      .where('supplier_id', '=', '3')
      .where('inquiry_id', '<>', id)
      .where('inquiry_id', 'not in', (eb) =>
        eb.selectFrom('inquiry_invitations').select('inquiry_id').where('vendor_org_id', '=', '4'),
      )
      .executeTakeFirstOrThrow();
    const foreignLine = (await vendorDetail(vendor, stranger.inquiry_id)).body.data.lines[0]!.id;
    expect((await vendorDetail(vendor2, stranger.inquiry_id)).status).toBe(404);
    const foreign = await quote(vendor2, stranger.inquiry_id, [
      { ...base, lineId: foreignLine, offeredGoodsId: v2[0] },
    ]);
    expect(foreign.status).toBe(404);
    // a line of another inquiry through the invited one: not found either
    const mixed = await quote(vendor2, id, [{ ...base, lineId: foreignLine, offeredGoodsId: v2[0] }]);
    expect(mixed.status).toBe(404);
    expect(await snapshot()).toBe(before);
    await sql`UPDATE goods SET status = 'on' WHERE id = ${off!.id}`.execute(ctx.tdb.db);
  });

  it('quotes a line with its own goods; the buyer sees the offer beside the line', async () => {
    const res = await quote(vendor2, id, [
      {
        lineId,
        price: 2345,
        quotedNum: 3,
        offeredGoodsId: v2[0],
        validUntil: '2026-11-30',
        remark: '同等品',
      },
    ]);
    expect(res.body).toMatchObject({ code: 200, data: { saved: 1 } });
    const vd = (await vendorDetail(vendor2, id)).body.data;
    expect(vd).toMatchObject({ status: 'quoted', quotedCount: 1 });
    expect(vd.lines[0]!.quote).toMatchObject({ price: 2345, quotedNum: 3, offeredGoods: { id: v2[0] } });
    // the supplier of the goods still sees no quote of its own
    expect((await vendorDetail(vendor, id)).body.data.lines[0]!.quote).toBeNull();

    const d = (await detail(buyer, id)).body.data;
    expect(d).toMatchObject({ status: 'quoted', quotedCount: 1 });
    expect(d.lines[0]).toMatchObject({ goodsId: v1[0], supplierId: '3', quote: null });
    expect(d.lines[0]!.offers).toEqual([
      {
        supplierId: '4',
        supplierName: '恒通五金',
        quote: expect.objectContaining({
          price: 2345,
          quotedNum: 3,
          remark: '同等品',
          offeredGoods: expect.objectContaining({ id: v2[0], supplierId: '4' }),
        }),
      },
    ]);
    expect(d.invitations[0]).toMatchObject({ supplierId: '4', quotedCount: 1 });
  });

  it('puts the offered goods into the cart at the quoted price; one supplier per line', async () => {
    // the supplier of the goods quotes the same line
    const own = await quote(vendor, id, [{ lineId, price: 3000, validUntil: '2026-11-30' }]);
    expect(own.status).toBe(200);
    const d = (await detail(buyer, id)).body.data;
    const ownQuote = d.lines[0]!.quote!.id;
    const offer = d.lines[0]!.offers[0]!.quote.id;
    expect(d.lines[0]!.quote!.offeredGoods).toBeNull();

    const before = await snapshot();
    const both = await accept(buyer, [ownQuote, offer]);
    expect(both.body).toMatchObject({ code: 400, message: '同一商品行只能接受一家供应商的报价' });
    for (const token of [other, buyer02]) expect((await accept(token, [offer])).status).toBe(404);
    expect((await accept(vendor2, [offer])).status).toBe(403);
    expect(await snapshot()).toBe(before);

    const answers = await Promise.all([1, 2, 3].map(() => accept(buyer, [offer])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((n, a) => n + a.body.data.accepted, 0)).toBe(1);
    const cart = await ctx.tdb.db
      .selectFrom('cart_lines')
      .select(['goods_id', 'num', 'quote_line_id', 'quote_price'])
      .where('user_id', '=', buyerId)
      .execute();
    expect(cart).toEqual([{ goods_id: v2[0], num: 3, quote_line_id: offer, quote_price: '2345' }]);
    const list = (await ctx.call(cartListEndpoint, {}, buyer)).body.data;
    const line = list.groups
      .flatMap((g: { lines: Json[] }) => g.lines)
      .find((l: Json) => l.goodsId === v2[0]);
    expect(line).toMatchObject({ price: 2345, quote: { quoteLineId: offer, price: 2345 } });

    // the line went to 恒通五金: 联创's quote of it can no longer be accepted
    const second = await accept(buyer, [ownQuote]);
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('已接受其他供应商的报价');
    const accepted = (await detail(buyer, id)).body.data;
    expect(accepted).toMatchObject({ status: 'converted', canInvite: false });
    expect(accepted.lines[0]!.offers[0]!.quote.accepted).toBe(true);
    expect((await vendorDetail(vendor2, id)).body.data).toMatchObject({ status: 'accepted' });
    // an accepted offer is not changed any more; inviting to a converted inquiry is refused
    const locked = await quote(vendor2, id, [
      { lineId, price: 1, offeredGoodsId: v2[0], validUntil: '2026-11-30' },
    ]);
    expect(locked.body.message).toBe('该报价已被采购商接受，不能修改');
    const late = await invite(buyer, id, [extra[0]!]);
    expect(late.body).toMatchObject({ code: 400, message: '询价已转订单，不能再邀请供应商' });
  });
});
