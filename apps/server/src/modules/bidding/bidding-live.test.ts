import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidMineVendorEndpoint } from '@pm/contract/bidding';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import { dataOf, useTestApp } from '../../test/app';
import { biddingOf } from '.';
import { biddingFixtures, MINUTE } from './test-fixtures';
import { listen, openStream } from './test-stream';

/**
 * Real concurrency and live updates: 50 suppliers bidding at once, bids racing the end, and the stream
 * (server-sent events) from two app instances on one database, with a reconnecting client catching up.
 */
const ctx = useTestApp();
const fx = biddingFixtures(ctx);
const { publishedEvent, line, bid } = fx;
let p: Awaited<ReturnType<typeof fx.signIn>>;
let many: { orgId: string; token: string }[];
let second: { app: FastifyInstance; db: Db };
let baseA: string;
let baseB: string;

beforeAll(async () => {
  p = await fx.signIn();
  many = await fx.makeVendors(50, 'lv');
  const { db } = createDb(ctx.tdb.url, 5);
  const app = await buildApp({ config: ctx.config, db, clock: ctx.clock, logger: false });
  await app.ready();
  second = { app, db };
  baseA = await listen(ctx.app);
  baseB = await listen(app);
});

afterAll(async () => {
  await second?.app.close();
  await second?.db.destroy();
});

describe('concurrency', () => {
  it('50 suppliers bidding at once on one item: persisted = accepted, one best, ties by the server sequence', async () => {
    const e = await publishedEvent({ scope: 'all', supplierIds: [], minBidders: 1, snipeWindowMinutes: 0 });
    const item = e.itemIds[0]!;
    ctx.clock.set(e.startAt);
    // Ten prices, five suppliers each: ties everywhere.
    const answers = await Promise.all(many.map((v, i) => bid(v.token, e.id, [line(item, 500 + (i % 10))])));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.length).toBe(50);
    const rows = await ctx.tdb.db
      .selectFrom('bids')
      .select(['id', 'supplier_id', 'price', 'seq'])
      .where('item_id', '=', item)
      .where('current', '=', true)
      .execute();
    expect(rows.length).toBe(accepted.length);
    const ranking = await biddingOf(ctx.tdb.db).repo.ranking(ctx.tdb.db, item);
    const best = ranking.filter((r) => Number(r.price) === 500);
    expect(best.length).toBe(5);
    // Equal prices rank by the sequence: exactly one rank 1, the lowest sequence among the 500s.
    const ranks = accepted.map((a) => a.body.data.lines[0]!.rank);
    const firsts = (
      await Promise.all(many.map((v) => ctx.call(bidMineVendorEndpoint, { id: e.id }, v.token)))
    ).filter((a) => a.body.data.lines[0]!.rank === 1);
    expect(firsts.length).toBe(1);
    const minSeq = best.map((b) => BigInt(b.seq)).reduce((a, b) => (a < b ? a : b));
    expect(BigInt(ranking[0]!.seq)).toBe(minSeq);
    expect(ranks.length).toBe(50);
    const log = await ctx.tdb.db
      .selectFrom('bid_log')
      .select('position')
      .where('event_id', '=', e.id)
      .execute();
    expect(log.length).toBe(50);
  });

  it('bids racing the end: each is counted before the close or refused, never accepted and ignored', async () => {
    const e = await publishedEvent({ scope: 'all', supplierIds: [], minBidders: 1, snipeWindowMinutes: 0 });
    const item = e.itemIds[0]!;
    ctx.clock.set(new Date(e.endAt.getTime() - 1));
    const racing = many.slice(0, 30).map((v, i) => bid(v.token, e.id, [line(item, 600 + i)]));
    // The clock reaches the end while the bids are in flight; the close runs among them.
    const moved = Promise.resolve().then(() => {
      ctx.clock.set(e.endAt);
      return biddingOf(ctx.tdb.db).bids.closeOne(e.id);
    });
    const answers = await Promise.all(racing);
    await moved;
    await biddingOf(ctx.tdb.db).bids.closeDue(100);
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(accepted.length + refused.length).toBe(30);
    const log = await ctx.tdb.db
      .selectFrom('bid_log')
      .select(['position', 'kind', 'body'])
      .where('event_id', '=', e.id)
      .orderBy('position')
      .execute();
    const close = log.find((l) => l.kind === 'close')!;
    expect(close).toBeDefined();
    const bidEntries = log.filter((l) => l.kind === 'bid');
    expect(bidEntries.length).toBe(accepted.length);
    expect(bidEntries.every((b) => b.position < close.position)).toBe(true);
    expect((JSON.parse(close.body) as { validBidders: number }).validBidders).toBe(accepted.length);
    for (const a of accepted) {
      const row = await ctx.tdb.db
        .selectFrom('bids')
        .select('current')
        .where('id', '=', a.body.data.lines[0]!.bidId)
        .executeTakeFirstOrThrow();
      expect(row.current).toBe(true);
    }
  });
});

describe('live stream', () => {
  it('two app instances on one database both push; an extension shows at once; a reconnecting client catches up', async () => {
    const e = await publishedEvent({
      visibility: 'rank',
      snipeWindowMinutes: 5,
      snipeTopRanks: 1,
      decrementValue: 10,
    });
    const [item] = e.itemIds as [string];
    ctx.clock.set(e.startAt);
    const buyerOnB = openStream(baseB, p.buyer, e.id);
    const vendor2OnA = openStream(baseA, p.vendor2, e.id);
    await buyerOnB.waitFor((x) => x.kind === 'status');
    await vendor2OnA.waitFor((x) => x.kind === 'status');
    // A bid through instance A reaches the buyer watching on B.
    await dataOf(bid(p.vendor, e.id, [line(item, 900)]));
    const seen = await buyerOnB.waitFor((x) => x.kind === 'bid');
    expect(seen.bestPrice).toBe(900);
    expect(seen.myRank).toBeNull();
    // vendor02 sees the activity but not the price (rank-only visibility) nor who bid.
    const other = await vendor2OnA.waitFor((x) => x.kind === 'bid');
    expect(other.bestPrice).toBeNull();
    expect(Object.keys(other)).not.toContain('supplierId');
    // vendor02 takes rank 1 in the last minutes through B: the end moves, both streams say so.
    ctx.clock.set(new Date(e.endAt.getTime() - MINUTE));
    const placed = await dataOf(
      second.app
        .inject({
          method: 'POST',
          url: '/pm-api/bidding/bid',
          headers: { authorization: `Bearer ${p.vendor2}` },
          payload: { eventId: e.id, lines: [{ itemId: item, price: 850, deliveryDays: 5 }] },
        })
        .then((res) => ({ status: res.statusCode, body: res.json() })) as never,
    );
    expect((placed as { extended: boolean }).extended).toBe(true);
    const ext = await buyerOnB.waitFor((x) => x.kind === 'extended');
    expect(ext.endAt).toBe(new Date(e.endAt.getTime() + 5 * MINUTE).toISOString());
    const mine = await vendor2OnA.waitFor((x) => x.kind === 'bid' && x.myRank === 1);
    expect(mine.myRank).toBe(1);
    // The buyer's connection drops; a bid happens meanwhile; reconnecting with Last-Event-ID catches up.
    const last = buyerOnB.events[buyerOnB.events.length - 1]!.seq;
    buyerOnB.close();
    await dataOf(bid(p.vendor, e.id, [line(item, 800)]));
    const again = openStream(baseA, p.buyer, e.id, last);
    const missed = await again.waitFor((x) => x.kind === 'bid' && x.seq > last);
    expect(missed.bestPrice).toBe(800);
    // Not invited: 404 before any stream.
    const stranger = openStream(baseA, many[0]!.token, e.id);
    const strangerStatus = await new Promise<number>((resolve) => {
      const tick = () => (stranger.status() ? resolve(stranger.status()) : setImmediate(tick));
      tick();
    });
    expect(strangerStatus).toBe(404);
    again.close();
    vendor2OnA.close();
    stranger.close();
  });
});
