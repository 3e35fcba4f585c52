import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bidAwardEndpoint,
  bidChallengeAnswerEndpoint,
  bidChallengeEndpoint,
  bidCompareEndpoint,
  bidDetailEndpoint,
  bidEventPublishEndpoint,
  bidEventRevokeEndpoint,
  bidEventSaveEndpoint,
  bidFailEndpoint,
  bidHallEndpoint,
  bidItemEndpoint,
  bidMineEndpoint,
  bidMineVendorEndpoint,
  bidResultPageEndpoint,
  bidTimeEndpoint,
  bidVendorPageEndpoint,
  bidChangesEndpoint,
} from '@pm/contract/bidding';
import { dataOf, unchecked, useTestApp, VISITOR } from '../../test/app';
import { biddingOf } from '.';
import { chainIsIntact, readLog } from './bidding-log';
import { replay } from './bidding-replay';
import { biddingFixtures, MINUTE } from './test-fixtures';

const ctx = useTestApp();
const fx = biddingFixtures(ctx);
const { publishedEvent, line, bid, countRows } = fx;
let p: Awaited<ReturnType<typeof fx.signIn>>;
/** A third and fourth supplier (for minimum bidders). */
let extra: { orgId: string; token: string }[];

beforeAll(async () => {
  p = await fx.signIn();
  extra = await fx.makeVendors(3, 'bt');
});

const at = (d: Date) => ctx.clock.set(d);

describe('drafts and publishing', () => {
  it('saves a draft, changes it, publishes it; a published event refuses changes (409)', async () => {
    const saved = await dataOf(
      ctx.call(
        bidEventSaveEndpoint,
        { title: '草稿', items: [{ name: '钢板', unit: '张', quantity: 5 }] },
        p.buyer,
      ),
    );
    expect(saved.status).toBe('draft');
    expect(saved.code).toMatch(/^JJ\d{12}$/);
    const start = new Date(ctx.clock.now().getTime() + MINUTE);
    const end = new Date(start.getTime() + 30 * MINUTE);
    // Publishing an incomplete draft: Chinese 400, nothing changes.
    const early = await ctx.call(bidEventPublishEndpoint, { id: saved.id }, p.buyer);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('请填写开始时间和截止时间');
    await dataOf(
      ctx.call(
        bidEventSaveEndpoint,
        {
          id: saved.id,
          title: '草稿改',
          supplierIds: [p.vendorOrg, p.vendor2Org],
          minBidders: 2,
          startAt: start.toISOString(),
          endAt: end.toISOString(),
          addressId: p.addressId,
          items: [{ name: '钢板', unit: '张', quantity: 6 }],
        },
        p.buyer,
      ),
    );
    const published = await dataOf(ctx.call(bidEventPublishEndpoint, { id: saved.id }, p.buyer));
    expect(published.status).toBe('pending');
    const again = await ctx.call(
      bidEventSaveEndpoint,
      { id: saved.id, title: 'x', items: [{ name: 'a', unit: 'b', quantity: 1 }] },
      p.buyer,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('竞价已发布，规则不能再修改');
  });

  it('refuses bad input with Chinese messages and changes nothing', async () => {
    const before = await ctx.tdb.db.selectFrom('bid_events').select('id').execute();
    const cases: [unknown, number][] = [
      [{ title: '', items: [{ name: 'a', unit: 'b', quantity: 1 }] }, 400],
      [{ title: 't', items: [] }, 400],
      [{ title: 't', items: [{ name: 'a', unit: 'b', quantity: -1 }] }, 400],
      [{ title: 't', items: [{ name: 'a', unit: 'b', quantity: 1, ceilingPrice: 1e12 }] }, 400],
      [{ title: 't', items: [{ quantity: 1 }] }, 400],
      [
        {
          title: 't',
          decrementKind: 'percent',
          decrementValue: 9000,
          items: [{ name: 'a', unit: 'b', quantity: 1 }],
        },
        400,
      ],
      [{ title: 't', startAt: 'tomorrow', items: [{ name: 'a', unit: 'b', quantity: 1 }] }, 400],
      [{ title: 't', supplierIds: [p.buyerOrg], items: [{ name: 'a', unit: 'b', quantity: 1 }] }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await ctx.call(bidEventSaveEndpoint, unchecked(body), p.buyer);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // Another buyer's address: 404.
    const other = await ctx.call(
      bidEventSaveEndpoint,
      { title: 't', addressId: p.addressId, items: [{ name: 'a', unit: 'b', quantity: 1 }] },
      p.other,
    );
    expect(other.status).toBe(404);
    expect(await ctx.tdb.db.selectFrom('bid_events').select('id').execute()).toEqual(before);
  });

  it('revokes before the start with a reason (invited suppliers told); not after', async () => {
    const e = await publishedEvent();
    const res = await dataOf(ctx.call(bidEventRevokeEndpoint, { id: e.id, reason: '需求变更' }, p.buyer));
    expect(res.status).toBe('revoked');
    const notices = await ctx.tdb.db
      .selectFrom('notifications')
      .select('kind')
      .where('subject_id', '=', e.id)
      .where('kind', '=', 'BID_CANCELLED')
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    const e2 = await publishedEvent();
    at(e2.startAt);
    const late = await ctx.call(bidEventRevokeEndpoint, { id: e2.id, reason: '晚了' }, p.buyer);
    expect(late.status).toBe(409);
    const foreign = await ctx.call(bidEventRevokeEndpoint, { id: e2.id, reason: 'x' }, p.other);
    expect(foreign.status).toBe(404);
  });
});

describe('who sees an event', () => {
  it('an invited event: its buyer and invited suppliers; others 404; the hall shows open events only', async () => {
    const e = await publishedEvent();
    expect((await ctx.call(bidDetailEndpoint, { id: e.id }, p.buyer)).body.data.viewer).toBe('owner');
    const asVendor = await dataOf(ctx.call(bidDetailEndpoint, { id: e.id }, p.vendor));
    expect(asVendor.viewer).toBe('supplier');
    expect(asVendor.items[0]!.ceilingPrice).toBeNull();
    expect(asVendor.invited).toEqual([]);
    for (const who of [p.other, extra[0]!.token, VISITOR]) {
      expect((await ctx.call(bidDetailEndpoint, { id: e.id }, who)).status).toBe(404);
    }
    const open = await publishedEvent({ scope: 'all', supplierIds: [] });
    expect((await ctx.call(bidDetailEndpoint, { id: open.id }, VISITOR)).body.data.viewer).toBe('visitor');
    const hall = await dataOf(ctx.call(bidHallEndpoint, { limit: 100 }, VISITOR));
    const ids = hall.records.map((r) => r.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(e.id);
    expect(hall.counts.pending).toBeGreaterThan(0);
    const mine = await dataOf(ctx.call(bidMineEndpoint, { status: 'pending', limit: 100 }, p.buyer));
    expect(mine.records.every((r) => r.status === 'pending')).toBe(true);
    expect(mine.records.map((r) => r.id)).toEqual(expect.arrayContaining([e.id, open.id]));
    const joinable = await dataOf(
      ctx.call(bidVendorPageEndpoint, { tab: 'joinable', limit: 100 }, extra[0]!.token),
    );
    expect(joinable.records.map((r) => r.id)).toContain(open.id);
    expect(joinable.records.map((r) => r.id)).not.toContain(e.id);
    const item = await ctx.call(bidItemEndpoint, { eventId: e.id, itemId: e.itemIds[0]! }, p.vendor);
    expect(item.status).toBe(200);
    expect((await ctx.call(bidItemEndpoint, { eventId: e.id, itemId: e.itemIds[0]! }, p.other)).status).toBe(
      404,
    );
    const time = await dataOf(ctx.call(bidTimeEndpoint, undefined, VISITOR));
    expect(time.epochMs).toBe(ctx.clock.now().getTime());
  });
});

describe('live bidding', () => {
  it('takes decreasing bids, refuses bad ones without changing anything, ranks by price then sequence', async () => {
    const e = await publishedEvent({ decrementKind: 'amount', decrementValue: 10 });
    const [bolt, nut] = e.itemIds as [string, string];
    // Before the start: 409.
    expect((await bid(p.vendor, e.id, [line(bolt, 900)])).status).toBe(409);
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(bolt, 900), line(nut, 500)]));
    const tied = await dataOf(bid(p.vendor2, e.id, [line(bolt, 900)]));
    expect(tied.lines[0]!.rank).toBe(2); // equal price: the earlier sequence ranks first
    const logBefore = await countRows('bid_log', e.id);
    const bidsBefore = await countRows('bids', e.id);
    const refusals: [string, unknown, number, RegExp][] = [
      [p.vendor, [line(bolt, 895)], 400, /至少低一个降价幅度/],
      [p.vendor, [line(bolt, 1001)], 400, /最高限价/],
      [p.vendor, [{ itemId: bolt, price: -5, deliveryDays: 3 }], 400, /报价必须大于 0/],
      [p.vendor, [{ itemId: bolt, price: 1e15, deliveryDays: 3 }], 400, /单价最高/],
      [p.vendor, [{ itemId: bolt, price: 12.5, deliveryDays: 3 }], 400, /整数/],
      [p.vendor, [line('999999999', 100)], 404, /竞价商品不存在/],
      [extra[0]!.token, [line(bolt, 100)], 404, /竞价不存在/],
      [p.buyer, [line(bolt, 100)], 403, /./],
    ];
    for (const [who, lines, status, message] of refusals) {
      const res = await ctx.call(
        (await import('@pm/contract/bidding')).bidPlaceEndpoint,
        unchecked({ eventId: e.id, lines }),
        who,
      );
      expect(res.status, JSON.stringify(lines)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await countRows('bid_log', e.id)).toBe(logBefore);
    expect(await countRows('bids', e.id)).toBe(bidsBefore);
    const lower = await dataOf(bid(p.vendor2, e.id, [line(bolt, 890)]));
    expect(lower.lines[0]!.rank).toBe(1);
    const mine = await dataOf(ctx.call(bidMineVendorEndpoint, { id: e.id }, p.vendor));
    expect(mine.lines.find((l) => l.itemId === bolt)!.rank).toBe(2);
    // The default visibility is the rank only: no best price.
    expect(mine.lines[0]!.bestPrice).toBeNull();
    // Another supplier's identity is nowhere in what a supplier reads.
    const detail = await ctx.call(bidDetailEndpoint, { id: e.id }, p.vendor);
    expect(detail.res.body).not.toContain(p.vendor2Org === p.vendorOrg ? 'x' : '恒通');
  });

  it('a percent decrement is against the supplier’s own previous price', async () => {
    const e = await publishedEvent({ decrementKind: 'percent', decrementValue: 100 }); // 1%
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(e.itemIds[0]!, 1000)]));
    expect((await bid(p.vendor, e.id, [line(e.itemIds[0]!, 991)])).status).toBe(400);
    expect((await bid(p.vendor, e.id, [line(e.itemIds[0]!, 990)])).status).toBe(200);
    // Another supplier's first bid is free of it.
    expect((await bid(p.vendor2, e.id, [line(e.itemIds[0]!, 995)])).status).toBe(200);
  });

  it('the server clock decides: 1 ms before the end accepted, at the end refused', async () => {
    const e = await publishedEvent({ snipeWindowMinutes: 0 });
    at(new Date(e.endAt.getTime() - 1));
    expect((await bid(p.vendor, e.id, [line(e.itemIds[0]!, 800)])).status).toBe(200);
    at(e.endAt);
    const late = await bid(p.vendor2, e.id, [line(e.itemIds[0]!, 700)]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('竞价已截止，报价未被接受');
  });

  it('tells invited suppliers and the buyer five minutes before the end, once', async () => {
    const e = await publishedEvent();
    at(new Date(e.endAt.getTime() - 4 * MINUTE));
    const { bids } = biddingOf(ctx.tdb.db);
    // Two instances' jobs at once: one of them tells; later runs find it told.
    const told = await Promise.all([bids.noticeEnding(), bids.noticeEnding()]);
    expect(told.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await bids.noticeEnding()).toBe(0);
    const rows = await ctx.tdb.db
      .selectFrom('notifications')
      .select(['organization_id'])
      .where('subject_id', '=', e.id)
      .where('kind', '=', 'BID_ENDING')
      .execute();
    const orgs = new Set(rows.map((r) => r.organization_id));
    expect(orgs).toEqual(new Set([p.vendorOrg, p.vendor2Org, p.buyerOrg]));
    const perOrg = rows.filter((r) => r.organization_id === p.vendorOrg).length;
    const users = await ctx.tdb.db
      .selectFrom('users')
      .select('id')
      .where('organization_id', '=', p.vendorOrg)
      .where('status', '=', 'active')
      .execute();
    expect(perOrg).toBe(users.length);
    // An extension moves the end: the new end gets its notice, once.
    const later = new Date(e.endAt.getTime() + 2 * MINUTE);
    await ctx.tdb.db
      .updateTable('bid_events')
      .set({ current_end_at: later })
      .where('id', '=', e.id)
      .execute();
    expect(await bids.noticeEnding()).toBe(0);
    at(new Date(later.getTime() - 4 * MINUTE));
    expect(await bids.noticeEnding()).toBe(1);
    expect(await bids.noticeEnding()).toBe(0);
    const again = await ctx.tdb.db
      .selectFrom('notifications')
      .select('id')
      .where('subject_id', '=', e.id)
      .where('kind', '=', 'BID_ENDING')
      .where('organization_id', '=', p.vendorOrg)
      .execute();
    expect(again.length).toBe(2 * users.length);
  });

  it('anti-sniping: a rank-changing bid in the window extends; rejected bids and rank-keeping bids do not; never past the hard close', async () => {
    const e = await publishedEvent({
      decrementValue: 10,
      snipeWindowMinutes: 5,
      snipeTopRanks: 1,
      snipeExtendMinutes: 5,
      maxExtensions: 5,
      hardCloseAt: undefined,
      minutes: 30,
    });
    const [bolt] = e.itemIds as [string];
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(bolt, 900)]));
    at(new Date(e.endAt.getTime() - 2 * MINUTE));
    // Rejected (above the ceiling): no extension.
    expect((await bid(p.vendor2, e.id, [line(bolt, 5000)])).status).toBe(400);
    // Does not change rank 1: no extension.
    const keeps = await dataOf(bid(p.vendor2, e.id, [line(bolt, 950)]));
    expect(keeps.extended).toBe(false);
    // Takes rank 1 in the window: extends by 5 minutes.
    const takes = await dataOf(bid(p.vendor2, e.id, [line(bolt, 850)]));
    expect(takes.extended).toBe(true);
    expect(new Date(takes.endAt).getTime()).toBe(e.endAt.getTime() + 5 * MINUTE);
    // The stream (JSON twin) says so to the buyer.
    const changes = await dataOf(ctx.call(bidChangesEndpoint, { id: e.id, since: 0 }, p.buyer));
    expect(changes.events.some((c) => c.kind === 'extended')).toBe(true);
    // A position before the log's start is refused in Chinese, with the field's Chinese name.
    const before = await ctx.call(bidChangesEndpoint, { id: e.id, since: -1 }, p.buyer);
    expect([before.status, before.body.message]).toEqual([400, '起始位置最小为 0']);
    // Hard close: with the default (end + 5 × 5 min), extensions stop at it.
    const hard = e.endAt.getTime() + 25 * MINUTE;
    let price = 840;
    let who = p.vendor;
    for (let i = 0; i < 8; i++) {
      const row = await ctx.tdb.db
        .selectFrom('bid_events')
        .select('current_end_at')
        .where('id', '=', e.id)
        .executeTakeFirstOrThrow();
      at(new Date(row.current_end_at!.getTime() - MINUTE));
      await dataOf(bid(who, e.id, [line(bolt, price)]));
      price -= 20;
      who = who === p.vendor ? p.vendor2 : p.vendor;
    }
    const row = await ctx.tdb.db
      .selectFrom('bid_events')
      .select(['current_end_at', 'extensions'])
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    expect(row.extensions).toBe(5);
    expect(row.current_end_at!.getTime()).toBe(hard);
  });
});

describe('sealed bids', () => {
  it('are encrypted at rest during the event, revisable, visible to nobody until the end', async () => {
    const e = await publishedEvent({
      format: 'sealed',
      items: [
        { name: '定制螺栓', unit: '个', quantity: 100 },
        { name: '定制螺母', unit: '个', quantity: 200 },
      ],
    });
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(e.itemIds[0]!, 777_777), line(e.itemIds[1]!, 654_321)]));
    await dataOf(bid(p.vendor, e.id, [line(e.itemIds[0]!, 765_432)]));
    await dataOf(bid(p.vendor2, e.id, [line(e.itemIds[0]!, 888_888)]));
    // The database holds no amount in clear: not in bids, not in the log.
    const dump = await sql<{ t: string }>`
      SELECT (SELECT json_agg(b)::text FROM bids b WHERE b.event_id = ${e.id}) ||
             (SELECT json_agg(l)::text FROM bid_log l WHERE l.event_id = ${e.id}) AS t`.execute(ctx.tdb.db);
    for (const amount of ['777777', '765432', '654321', '888888'])
      expect(dump.rows[0]!.t).not.toContain(amount);
    // The supplier sees its own bid; no rank, no best price.
    const mine = await dataOf(ctx.call(bidMineVendorEndpoint, { id: e.id }, p.vendor));
    expect(mine.lines.find((l) => l.itemId === e.itemIds[0])!.price).toBe(765_432);
    expect(mine.lines[0]!.rank).toBeNull();
    // The buyer cannot compare before the end.
    expect((await ctx.call(bidCompareEndpoint, { id: e.id }, p.buyer)).status).toBe(409);
    const changes = await dataOf(ctx.call(bidChangesEndpoint, { id: e.id, since: 0 }, p.buyer));
    expect(changes.events.every((c) => c.bestPrice === null && c.kind !== 'bid')).toBe(true);
    // After the end: opened, compared, ranked.
    at(e.endAt);
    const cmp = await dataOf(ctx.call(bidCompareEndpoint, { id: e.id }, p.buyer));
    const bolt = cmp.items[0]!;
    expect(bolt.bids.map((b) => b.price)).toEqual([765_432, 888_888]);
    expect(bolt.bids[0]!.lowest).toBe(true);
    expect(cmp.status).toBe('awarding');
  });
});

describe('close, award, publicity, challenge, orders', () => {
  it('fewer valid bidders than the minimum: 已流标', async () => {
    const e = await publishedEvent({ minBidders: 2 });
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(e.itemIds[0]!, 900)]));
    at(e.endAt);
    expect(await biddingOf(ctx.tdb.db).bids.closeDue()).toBeGreaterThanOrEqual(1);
    const d = await dataOf(ctx.call(bidDetailEndpoint, { id: e.id }, p.buyer));
    expect(d.status).toBe('failed');
    // why, to the buyer and to the supplier that bid
    expect(d.failReason).toBe('有效报价供应商 1 家，少于 2 家');
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: e.id }, p.vendor))).failReason).toBe(d.failReason);
    expect((await ctx.call(bidAwardEndpoint, { id: e.id, supplierId: p.vendorOrg }, p.buyer)).status).toBe(
      409,
    );
  });

  it('awards (a reason when not the lowest), publishes, takes a challenge, reopens, awards again, orders after publicity once', async () => {
    const goods = await ctx.tdb.db
      .selectFrom('goods')
      .select('id')
      .where('supplier_id', '=', p.vendor2Org)
      .where('status', '=', 'on')
      .where('moq', '<=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
      .catch(async () =>
        ctx.tdb.db
          .selectFrom('goods')
          .select('id')
          .where('supplier_id', '=', p.vendor2Org)
          .where('status', '=', 'on')
          .orderBy('id')
          .executeTakeFirstOrThrow(),
      );
    const e = await publishedEvent({ scope: 'all', supplierIds: [], publicityDays: 2 });
    const [bolt, nut] = e.itemIds as [string, string];
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(bolt, 900), line(nut, 300)]));
    await dataOf(bid(p.vendor2, e.id, [line(bolt, 950, { offeredGoodsId: goods.id }), line(nut, 310)]));
    at(e.endAt);
    const cmp = await dataOf(ctx.call(bidCompareEndpoint, { id: e.id }, p.buyer));
    const boltBids = cmp.items[0]!.bids;
    const v2bolt = boltBids.find((b) => b.supplierId === p.vendor2Org)!;
    const v1nut = cmp.items[1]!.bids.find((b) => b.supplierId === p.vendorOrg)!;
    // Not the lowest without a reason: 400, nothing awarded.
    const noReason = await ctx.call(
      bidAwardEndpoint,
      {
        id: e.id,
        lines: [
          { itemId: bolt, bidId: v2bolt.bidId },
          { itemId: nut, bidId: v1nut.bidId },
        ],
      },
      p.buyer,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('未选择最低报价时须填写定标理由');
    expect(
      await ctx.tdb.db.selectFrom('bid_awards').select('item_id').where('event_id', '=', e.id).execute(),
    ).toEqual([]);
    // Someone else's event: 404.
    expect((await ctx.call(bidAwardEndpoint, { id: e.id, supplierId: p.vendorOrg }, p.other)).status).toBe(
      404,
    );
    await dataOf(
      ctx.call(
        bidAwardEndpoint,
        {
          id: e.id,
          lines: [
            { itemId: bolt, bidId: v2bolt.bidId },
            { itemId: nut, bidId: v1nut.bidId },
          ],
          reason: '交期更短',
        },
        p.buyer,
      ),
    );
    const results = await dataOf(ctx.call(bidResultPageEndpoint, { limit: 100 }, VISITOR));
    const r = results.records.find((x) => x.eventId === e.id)!;
    expect(r.items.map((i) => i.winnerName)).toHaveLength(2);
    expect(r.bidderCount).toBe(2);
    // Savings: ceiling (1000) − 950 per bolt × 100; nut: first bid 300 − 300.
    const items = await ctx.tdb.db
      .selectFrom('bid_items')
      .select(['id', 'saving'])
      .where('event_id', '=', e.id)
      .orderBy('position')
      .execute();
    expect(items.map((i) => Number(i.saving))).toEqual([5000, 0]);
    // A challenge by a participant; the buyer reopens; the event is 定标中 again.
    const c = await dataOf(
      ctx.call(bidChallengeEndpoint, { eventId: e.id, reason: '价格更低却未中标' }, p.vendor),
    );
    expect(c.status).toBe('open');
    expect(
      (await ctx.call(bidChallengeEndpoint, { eventId: e.id, reason: 'x' }, extra[0]!.token)).status,
    ).toBe(409);
    expect(
      (await ctx.call(bidChallengeAnswerEndpoint, { id: c.id, upheld: false, answer: 'x' }, p.other)).status,
    ).toBe(404);
    const answered = await dataOf(
      ctx.call(bidChallengeAnswerEndpoint, { id: c.id, upheld: false, answer: '重新评审' }, p.buyer),
    );
    expect(answered.status).toBe('reopened');
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: e.id }, p.buyer))).status).toBe('awarding');
    // Award the whole event to vendor02 (not lowest on both: reason).
    await dataOf(
      ctx.call(bidAwardEndpoint, { id: e.id, supplierId: p.vendor2Org, reason: '整单采购' }, p.buyer),
    );
    // After the publicity, the job makes the order once, even run twice.
    at(new Date(ctx.clock.now().getTime() + 2 * 24 * 3600_000 + 1));
    await biddingOf(ctx.tdb.db).completer.completeDue();
    await biddingOf(ctx.tdb.db).completer.completeDue();
    const done = await dataOf(ctx.call(bidDetailEndpoint, { id: e.id }, p.buyer));
    expect(done.status).toBe('completed');
    const rows = await ctx.tdb.db
      .selectFrom('bid_items')
      .select(['order_id'])
      .where('event_id', '=', e.id)
      .orderBy('position')
      .execute();
    expect(rows[0]!.order_id).not.toBeNull();
    // The free-text nut without offered goods: awarded without an order.
    expect(rows[1]!.order_id).toBeNull();
    const orders = await ctx.tdb.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['o.id', 'o.supplier_id', 'l.price', 'l.num'])
      .where('o.id', '=', rows[0]!.order_id!)
      .execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]!.supplier_id).toBe(p.vendor2Org);
    expect(Number(orders[0]!.price)).toBe(950);
    expect(orders[0]!.num).toBe(100);
    // Buyer "fail" only in 定标中.
    expect((await ctx.call(bidFailEndpoint, { id: e.id, reason: 'x' }, p.buyer)).status).toBe(409);
  });
});

describe('the log', () => {
  it('is append-only', async () => {
    const row = await ctx.tdb.db
      .selectFrom('bid_log')
      .select(['event_id', 'position'])
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE bid_log SET body = '{}' WHERE event_id = ${row.event_id} AND position = ${row.position}`.execute(
        ctx.tdb.db,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM bid_log WHERE event_id = ${row.event_id}`.execute(ctx.tdb.db),
    ).rejects.toThrow(/append-only/);
  });

  it('replays every closed event of this file: chain intact, ranks, extensions and award candidates agree', async () => {
    at(new Date(ctx.clock.now().getTime() + 400 * 24 * 3600_000));
    await biddingOf(ctx.tdb.db).bids.closeDue(500);
    const events = await ctx.tdb.db
      .selectFrom('bid_events')
      .selectAll()
      .where('phase', 'not in', ['draft', 'published', 'revoked'])
      .execute();
    expect(events.length).toBeGreaterThan(3);
    for (const e of events) {
      const log = await readLog(ctx.tdb.db, e.id);
      expect(chainIsIntact(log), e.id).toBe(true);
      expect(log[log.length - 1]?.hash ?? '').toBe(e.log_head);
      const r = replay(log, biddingOf(ctx.tdb.db).sealer, e.sealed_key);
      expect(r.extensions).toBe(e.extensions);
      if (r.extendedTo) expect(r.extendedTo).toBe(e.current_end_at!.toISOString());
      for (const item of await biddingOf(ctx.tdb.db).repo.items(ctx.tdb.db, e.id)) {
        const ranked = await biddingOf(ctx.tdb.db).repo.ranking(ctx.tdb.db, item.id);
        expect(
          (r.ranks.get(item.id) ?? []).map((b) => b.bidId),
          `${e.id}/${item.id}`,
        ).toEqual(ranked.map((b) => b.id));
        const lowest = ranked.find((b) => b.over_ceiling !== true);
        expect(r.candidates.get(item.id)).toBe(lowest?.id);
      }
      if (e.phase === 'publicity' || e.phase === 'completed') {
        const awards = await biddingOf(ctx.tdb.db).repo.awards(ctx.tdb.db, e.id);
        expect(r.awards!.items.map((a) => a.bidId).sort()).toEqual(awards.map((a) => a.bid_id).sort());
      }
    }
  });
});
