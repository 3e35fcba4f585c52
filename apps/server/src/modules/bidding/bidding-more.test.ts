import { beforeAll, describe, expect, it } from 'vitest';
import {
  bidAwardEndpoint,
  bidDetailEndpoint,
  bidHallEndpoint,
  bidImportItemsEndpoint,
  bidResultPageEndpoint,
  bidRetryOrderEndpoint,
} from '@pm/contract/bidding';
import { cartAppendEndpoint } from '@pm/contract/cart';
import { dataOf, unchecked, useTestApp, VISITOR } from '../../test/app';
import { biddingOf } from '.';
import { biddingFixtures } from './test-fixtures';

const ctx = useTestApp();
const fx = biddingFixtures(ctx);
const { publishedEvent, line, bid } = fx;
let p: Awaited<ReturnType<typeof fx.signIn>>;
let goodsId: string;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  p = await fx.signIn();
  const g = await ctx.tdb.db
    .selectFrom('goods')
    .select('id')
    .where('supplier_id', '=', p.vendor2Org)
    .where('status', '=', 'on')
    .where('moq', '<=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  goodsId = g.id;
});

/** An event awarded to vendor02 on its goods, in publicity for a day. */
async function awarded(over: Parameters<typeof publishedEvent>[0] = {}, offer = true) {
  const e = await publishedEvent({
    items: [{ name: '定制螺栓', unit: '个', quantity: 1 }],
    publicityDays: 1,
    ...over,
  });
  ctx.clock.set(e.startAt);
  await dataOf(bid(p.vendor, e.id, [line(e.itemIds[0]!, 900)]));
  await dataOf(bid(p.vendor2, e.id, [line(e.itemIds[0]!, 800, offer ? { offeredGoodsId: goodsId } : {})]));
  ctx.clock.set(e.endAt);
  await biddingOf(ctx.tdb.db).bids.closeOne(e.id);
  await dataOf(ctx.call(bidAwardEndpoint, { id: e.id, supplierId: p.vendor2Org }, p.buyer));
  return e;
}

const setGoods = (status: 'on' | 'off') =>
  ctx.tdb.db.updateTable('goods').set({ status }).where('id', '=', goodsId).execute();

describe('an award whose order checkout refuses', () => {
  it('is recorded on the award, shown to the buyer, not retried by the job, and retried by the buyer', async () => {
    const refused = await awarded();
    const fine = await awarded({ items: [{ name: '自由文本物料', unit: '件', quantity: 2 }] }, false);
    await setGoods('off');
    try {
      ctx.clock.set(new Date(ctx.clock.now().getTime() + DAY + 1));
      const { completer } = biddingOf(ctx.tdb.db);
      // The refused event does not stop the sweep: the other one completes.
      await completer.completeDue(100);
      const fineDetail = await dataOf(ctx.call(bidDetailEndpoint, { id: fine.id }, p.buyer));
      expect(fineDetail.status).toBe('completed');
      const d = await dataOf(ctx.call(bidDetailEndpoint, { id: refused.id }, p.buyer));
      expect(d.status).toBe('publicity');
      expect(d.orderFailures).toHaveLength(1);
      expect(d.orderFailures[0]!.supplierId).toBe(p.vendor2Org);
      expect(d.orderFailures[0]!.reason).toMatch(/[\u4e00-\u9fff]/);
      const firstAt = d.orderFailures[0]!.at;
      // Suppliers do not see it.
      expect(
        (await dataOf(ctx.call(bidDetailEndpoint, { id: refused.id }, p.vendor2))).orderFailures,
      ).toEqual([]);
      // The job does not try again by itself.
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
      await completer.completeDue(100);
      const again = await dataOf(ctx.call(bidDetailEndpoint, { id: refused.id }, p.buyer));
      expect(again.orderFailures[0]!.at).toBe(firstAt);
      // Another organization: 404; a retry still refused: 409 naming the reason, recorded anew.
      expect((await ctx.call(bidRetryOrderEndpoint, { id: refused.id }, p.other)).status).toBe(404);
      const still = await ctx.call(bidRetryOrderEndpoint, { id: refused.id }, p.buyer);
      expect(still.status).toBe(409);
      expect(still.body.message).toMatch(/重新下单仍未成功/);
      const later = await dataOf(ctx.call(bidDetailEndpoint, { id: refused.id }, p.buyer));
      expect(later.orderFailures[0]!.at).not.toBe(firstAt);
      // The goods back on sale: the retry makes the order and completes the event, once.
      await setGoods('on');
      const ok = await dataOf(ctx.call(bidRetryOrderEndpoint, { id: refused.id }, p.buyer));
      expect(ok.status).toBe('completed');
      const item = await ctx.tdb.db
        .selectFrom('bid_items')
        .select('order_id')
        .where('event_id', '=', refused.id)
        .executeTakeFirstOrThrow();
      expect(item.order_id).not.toBeNull();
      expect((await ctx.call(bidRetryOrderEndpoint, { id: refused.id }, p.buyer)).status).toBe(409);
      expect((await dataOf(ctx.call(bidDetailEndpoint, { id: refused.id }, p.buyer))).orderFailures).toEqual(
        [],
      );
    } finally {
      await setGoods('on');
    }
  });
});

describe('who sees events and results', () => {
  it('the hall and 竞价公示 show a supplier its invited events; visitors and others see open ones only', async () => {
    const [outsider] = await fx.makeVendors(1, 'hall');
    const invited = await publishedEvent({ publicityDays: 1 });
    const open = await publishedEvent({ scope: 'all', supplierIds: [], minBidders: 1 });
    const ids = async (who: string | null) =>
      (await dataOf(ctx.call(bidHallEndpoint, { limit: 100 }, who))).records.map((r) => r.id);
    expect(await ids(p.vendor)).toEqual(expect.arrayContaining([invited.id, open.id]));
    for (const who of [VISITOR, p.other]) {
      expect(await ids(who)).toContain(open.id);
      expect(await ids(who)).not.toContain(invited.id);
    }
    expect(await ids(outsider!.token)).not.toContain(invited.id);
    // Event opened: told to the invited suppliers, and to every vendor organization when open to all.
    const opened = await ctx.tdb.db
      .selectFrom('notifications')
      .select(['subject_id', 'organization_id'])
      .where('kind', '=', 'BID_OPENED')
      .where('subject_id', 'in', [invited.id, open.id])
      .execute();
    const orgsOf = (id: string) =>
      new Set(opened.filter((n) => n.subject_id === id).map((n) => String(n.organization_id)));
    expect(orgsOf(invited.id)).toEqual(new Set([p.vendorOrg, p.vendor2Org]));
    expect(orgsOf(open.id)).toContain(p.vendorOrg);
    expect(orgsOf(open.id)).toContain(outsider!.orgId);
    expect(orgsOf(open.id)).not.toContain(p.buyerOrg);
    // The invited event awarded: its result is shown to its buyer and its invited suppliers only.
    ctx.clock.set(invited.startAt);
    await dataOf(bid(p.vendor, invited.id, [line(invited.itemIds[0]!, 900)]));
    await dataOf(bid(p.vendor2, invited.id, [line(invited.itemIds[0]!, 800)]));
    ctx.clock.set(invited.endAt);
    await biddingOf(ctx.tdb.db).bids.closeOne(invited.id);
    await dataOf(ctx.call(bidAwardEndpoint, { id: invited.id, supplierId: p.vendor2Org }, p.buyer));
    const results = async (who: string | null) =>
      (await dataOf(ctx.call(bidResultPageEndpoint, { limit: 100 }, who))).records.map((r) => r.eventId);
    for (const who of [p.buyer, p.vendor, p.vendor2]) expect(await results(who)).toContain(invited.id);
    for (const who of [VISITOR, p.other, outsider!.token])
      expect(await results(who)).not.toContain(invited.id);
  });
});

describe('the delivery date', () => {
  it('reads back as the calendar day the buyer set, to the buyer, a supplier and a visitor', async () => {
    const e = await publishedEvent({ scope: 'all', supplierIds: [], deliveryDate: '2026-12-10' });
    for (const who of [p.buyer, p.vendor, VISITOR]) {
      const d = await dataOf(ctx.call(bidDetailEndpoint, { id: e.id }, who));
      expect(d.deliveryDate).toBe('2026-12-10');
    }
  });
});

describe('items imported from the caller’s cart and inquiry basket', () => {
  it('reads the caller’s own lines only; a bad source is a Chinese 400', async () => {
    await dataOf(ctx.call(cartAppendEndpoint, { id: goodsId, num: 3, appendCartType: 2 }, p.buyer));
    const buyer = await ctx.tdb.db
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .where('username', '=', 'buyer01')
      .executeTakeFirstOrThrow();
    await ctx.tdb.db
      .insertInto('inquiry_basket_lines')
      .values({
        organization_id: buyer.organization_id,
        user_id: buyer.id,
        goods_id: goodsId,
        num: 7,
        created_at: ctx.clock.now(),
        updated_at: ctx.clock.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doUpdateSet({ num: 7 }))
      .execute();
    const cart = await dataOf(ctx.call(bidImportItemsEndpoint, { from: 'cart' }, p.buyer));
    const fromCart = cart.items.find((i) => i.goodsId === goodsId)!;
    expect(fromCart.quantity).toBe(3);
    expect(fromCart.name).not.toBe('');
    const basket = await dataOf(ctx.call(bidImportItemsEndpoint, { from: 'inquiry' }, p.buyer));
    expect(basket.items.find((i) => i.goodsId === goodsId)!.quantity).toBe(7);
    // Another buyer's import does not see these lines.
    const other = await dataOf(ctx.call(bidImportItemsEndpoint, { from: 'inquiry' }, p.other));
    expect(other.items.some((i) => i.quantity === 7 && i.goodsId === goodsId)).toBe(false);
    const bad = await ctx.call(bidImportItemsEndpoint, unchecked({ from: 'wishlist' }), p.buyer);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/导入来源/);
    expect((await ctx.call(bidImportItemsEndpoint, { from: 'cart' }, p.vendor)).status).toBe(403);
  });
});
