import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidChangesEndpoint,
  bidMineVendorEndpoint,
  bidPlaceEndpoint,
  type BidLineInput,
  type BidPlaced,
} from '@pm/contract/bidding';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import { call, type Answer } from '../../test/call';
import { dataOf, useTestApp } from '../../test/app';
import { chainIsIntact, readLog } from './bidding-log';
import { replay } from './bidding-replay';
import { biddingOf } from '.';
import { biddingFixtures, MINUTE } from './test-fixtures';
import { listen, openStream } from './test-stream';

/**
 * A supplier's rank, as every read says it: the answer to its bid, its bids (GET /bidding/vendor/bids,
 * what 参与竞价 shows) and the changes (the JSON twin of the stream), on two app instances over one
 * database (two server processes, each with its own bid batches and kept rules), as the live e2e journey
 * does with two suppliers in two sessions. Each rank is checked against the log's replay: an answer's rank
 * is the rank at some point between its own bid and the answer (never a state that did not exist), and a
 * read after the bids settle says the rank of the whole log.
 */
const ctx = useTestApp();
const fx = biddingFixtures(ctx);
const { publishedEvent, line } = fx;
let p: Awaited<ReturnType<typeof fx.signIn>>;
let second: { app: FastifyInstance; db: Db };
let baseA: string;
let baseB: string;

beforeAll(async () => {
  p = await fx.signIn();
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

type Side = 'A' | 'B';
const appOf = (side: Side) => (side === 'A' ? ctx.app : second.app);

function place(
  side: Side,
  token: string,
  eventId: string,
  lines: BidLineInput[],
): Promise<Answer<BidPlaced>> {
  return call(appOf(side), bidPlaceEndpoint, { eventId, lines }, token);
}

/** The event's log head (position) now. */
async function head(eventId: string): Promise<number> {
  const e = await ctx.tdb.db
    .selectFrom('bid_events')
    .select('log_position')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return e.log_position;
}

/** Per position of the log (0 = before any entry): supplier → rank per item, from the replay of that prefix. */
async function ranksByPosition(eventId: string): Promise<Map<string, number>[]> {
  const log = await readLog(ctx.tdb.db, eventId);
  const out: Map<string, number>[] = [];
  for (let n = 0; n <= log.length; n++) {
    const r = replay(log.slice(0, n));
    const m = new Map<string, number>();
    for (const [itemId, ranked] of r.ranks) {
      ranked.filter((b) => b.valid).forEach((b, i) => m.set(`${itemId}/${b.supplierId}`, i + 1));
    }
    out.push(m);
  }
  return out;
}

/** Every read of a supplier's ranks (its bids and the changes, on both instances) after the bids settled. */
async function readsOf(
  token: string,
  eventId: string,
): Promise<{ where: string; ranks: Record<string, number | null> }[]> {
  const out: { where: string; ranks: Record<string, number | null> }[] = [];
  for (const side of ['A', 'B'] as const) {
    const mine = await dataOf(call(appOf(side), bidMineVendorEndpoint, { id: eventId }, token));
    out.push({
      where: `bids on ${side}`,
      ranks: Object.fromEntries(mine.lines.map((l) => [l.itemId, l.rank])),
    });
    const changes = await dataOf(call(appOf(side), bidChangesEndpoint, { id: eventId, since: 0 }, token));
    // The latest bid entry of each item says the item's ranks now.
    const latest: Record<string, number | null> = {};
    for (const ev of changes.events) if (ev.kind === 'bid' && ev.itemId) latest[ev.itemId] = ev.myRank;
    out.push({ where: `changes on ${side}`, ranks: latest });
  }
  return out;
}

async function expectReadsAgree(eventId: string, who: { token: string; org: string }[], itemIds: string[]) {
  const byPos = await ranksByPosition(eventId);
  const final = byPos[byPos.length - 1]!;
  for (const w of who) {
    const expected = Object.fromEntries(
      itemIds.filter((i) => final.has(`${i}/${w.org}`)).map((i) => [i, final.get(`${i}/${w.org}`)!]),
    );
    for (const r of await readsOf(w.token, eventId)) {
      const got = Object.fromEntries(Object.entries(r.ranks).filter(([i]) => i in expected));
      expect(got, `${w.org}: ${r.where}`).toEqual(expected);
    }
  }
}

/** Waits until `n` bid writes wait for an event's row lock. */
async function waiting(n: number): Promise<void> {
  for (;;) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'WITH head AS%'`.execute(
      ctx.tdb.db,
    );
    if (r.rows[0]!.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A live event open to all with one item, `n` new suppliers, and A's first bid (by the first of them) in: A keeps
 * what it wrote and ids drawn ahead, so A's next batches can go behind a write on its way.
 */
async function pipelined(n: number, prefix: string) {
  const vendors = await fx.makeVendors(n, prefix);
  const e = await publishedEvent({
    scope: 'all',
    supplierIds: [],
    minBidders: 1,
    visibility: 'rank',
    decrementValue: 10,
    snipeWindowMinutes: 0,
    items: [{ name: '定制垫圈', spec: prefix, unit: '个', quantity: 100 }],
  });
  const [i1] = e.itemIds as [string];
  ctx.clock.set(e.startAt);
  await dataOf(place('A', vendors[0]!.token, e.id, [line(i1, 10_000)]));
  const counts = biddingOf(ctx.tdb.db).bids.placerCounts;
  /** Waits until a batch more than `before` was sent behind a write. */
  const sentBehind = async (before: number) => {
    for (let i = 0; i < 400 && counts.sentBehind === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { vendors, e, i1, counts, sentBehind, before: { ...counts } };
}

describe("a supplier's rank on two instances", () => {
  it('the live journey: after its own bid each supplier reads the rank the log says, in the answer and every read', async () => {
    const e = await publishedEvent({
      visibility: 'rank',
      decrementValue: 100,
      snipeWindowMinutes: 1,
      snipeTopRanks: 1,
      snipeExtendMinutes: 1,
      maxExtensions: 1,
      minutes: 3,
      items: [
        { name: '定制螺栓', spec: 'M8×40', unit: '个', quantity: 100 },
        { name: '定制螺母', spec: 'M8', unit: '个', quantity: 200 },
      ],
    });
    const [i1, i2] = e.itemIds as [string, string];
    ctx.clock.set(e.startAt);
    const v1 = { token: p.vendor, org: p.vendorOrg };
    const v2 = { token: p.vendor2, org: p.vendor2Org };
    // Each supplier watches the stream of the other instance than the one it bids through.
    const streams = new Map([
      [v1.org, openStream(baseB, v1.token, e.id)],
      [v2.org, openStream(baseA, v2.token, e.id)],
    ]);
    const steps: { who: typeof v1; side: Side; lines: BidLineInput[]; rank: number; at?: Date }[] = [
      { who: v1, side: 'A', lines: [line(i1, 10_000), line(i2, 5_000)], rank: 1 },
      { who: v2, side: 'B', lines: [line(i1, 9_900), line(i2, 4_900)], rank: 1 },
      { who: v1, side: 'A', lines: [line(i1, 9_800), line(i2, 4_800)], rank: 1 },
      { who: v2, side: 'B', lines: [line(i1, 9_700)], rank: 1, at: new Date(e.endAt.getTime() - 30_000) },
    ];
    for (const s of steps) {
      if (s.at) ctx.clock.set(s.at);
      const placed = await dataOf(place(s.side, s.who.token, e.id, s.lines));
      for (const l of placed.lines) expect(l.rank, `answer to ${s.who.org}`).toBe(s.rank);
      await expectReadsAgree(e.id, [v1, v2], e.itemIds);
      for (const r of await readsOf(s.who.token, e.id)) {
        for (const l of s.lines) expect(r.ranks[l.itemId], r.where).toBe(s.rank);
      }
      // The stream: once it reached the head, its latest bid event of each item says the rank the log says.
      const at = await head(e.id);
      const byPos = await ranksByPosition(e.id);
      for (const w of [v1, v2]) {
        const st = streams.get(w.org)!;
        await st.waitFor((x) => x.seq >= at);
        for (const item of e.itemIds) {
          const last = st.events.filter((x) => x.kind === 'bid' && x.itemId === item).at(-1);
          if (last)
            expect(last.myRank, `stream of ${w.org} on ${item}`).toBe(
              byPos[at]!.get(`${item}/${w.org}`) ?? null,
            );
        }
      }
    }
    for (const st of streams.values()) st.close();
    expect((await dataOf(place('A', v1.token, e.id, [line(i2, 4_700)]))).lines[0]!.rank).toBe(1);
    const ended = await ctx.tdb.db
      .selectFrom('bid_events')
      .select(['extensions', 'current_end_at'])
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    expect(ended.extensions).toBe(1);
    expect(ended.current_end_at!.getTime()).toBe(e.endAt.getTime() + MINUTE);
  });

  it('suppliers bidding at once through both instances: every answer is a rank that existed, every read the final one', async () => {
    const vendors = await fx.makeVendors(6, 'rk');
    const e = await publishedEvent({
      scope: 'all',
      supplierIds: [],
      visibility: 'rank',
      decrementValue: 10,
      snipeWindowMinutes: 0,
      items: [
        { name: '定制螺栓', spec: 'M8×40', unit: '个', quantity: 100 },
        { name: '定制螺母', spec: 'M8', unit: '个', quantity: 200 },
      ],
    });
    const [i1, i2] = e.itemIds as [string, string];
    ctx.clock.set(e.startAt);
    const who = vendors.map((v) => ({ token: v.token, org: v.orgId }));
    // Each round every supplier lowers its price on both items, half through A and half through B, all
    // at once; prices cross between suppliers from round to round, so ranks keep changing.
    const answers: { org: string; placed: BidPlaced; headAfter: number }[] = [];
    for (let round = 0; round < 8; round++) {
      const done = await Promise.all(
        who.map(async (w, k) => {
          const base = 10_000 - round * 200 - ((k * 37 + round * 53) % 150);
          const a = await place(k % 2 === 0 ? 'A' : 'B', w.token, e.id, [
            line(i1, base),
            line(i2, base - 7 * k),
          ]);
          return { org: w.org, a, headAfter: await head(e.id) };
        }),
      );
      for (const d of done) {
        expect(d.a.status, JSON.stringify(d.a.body)).toBe(200);
        answers.push({ org: d.org, placed: d.a.body.data, headAfter: d.headAfter });
      }
    }
    const byPos = await ranksByPosition(e.id);
    const log = await readLog(ctx.tdb.db, e.id);
    const positionOf = new Map(
      log
        .filter((l) => l.kind === 'bid')
        .map((l) => [(JSON.parse(l.body) as { bidId: string }).bidId, l.position]),
    );
    for (const a of answers) {
      for (const l of a.placed.lines) {
        const own = positionOf.get(l.bidId)!;
        expect(own, 'the accepted bid is in the log').toBeDefined();
        // Some state between the bid's own entry and the answer had this rank.
        const possible = new Set<number | undefined>();
        for (let pos = own; pos <= a.headAfter; pos++) possible.add(byPos[pos]!.get(`${l.itemId}/${a.org}`));
        expect([...possible], `answer rank ${l.rank} of ${a.org} on ${l.itemId}`).toContain(l.rank);
      }
    }
    await expectReadsAgree(e.id, who, [i1, i2]);
    // The tables agree with the replay of the log.
    const r = replay(log);
    for (const item of [i1, i2]) {
      const ranked = await biddingOf(ctx.tdb.db).repo.ranking(ctx.tdb.db, item);
      expect(r.ranks.get(item)!.map((b) => b.bidId)).toEqual(ranked.map((b) => b.id));
    }
  });

  it('two batches read the same event: the later write finds the row moved, writes nothing, and runs under the lock', async () => {
    const e = await publishedEvent({
      visibility: 'rank',
      decrementValue: 10,
      snipeWindowMinutes: 0,
      items: [{ name: '定制垫圈', spec: 'M8', unit: '个', quantity: 100 }],
    });
    const [i1] = e.itemIds as [string];
    ctx.clock.set(e.startAt);
    // The event's row is held, so both batches read the same state (log position 0) and both writes wait
    // for the row; A's asked first and gets it first. Without the guard B's would write position 1 again
    // (the log's primary key would refuse it: an error for the supplier).
    const [a, b] = await ctx.tdb.db.transaction().execute(async (trx) => {
      await trx.selectFrom('bid_events').select('id').where('id', '=', e.id).forUpdate().execute();
      const a = place('A', p.vendor, e.id, [line(i1, 9_000)]);
      await waiting(1);
      const b = place('B', p.vendor2, e.id, [line(i1, 8_000)]);
      await waiting(2);
      return [a, b] as const;
    });
    const [pa, pb] = [await dataOf(a), await dataOf(b)];
    expect([pa.seq, pa.lines[0]!.rank]).toEqual([1, 1]);
    // B's second try read A's bid: its own is the lower, so rank 1 after A's.
    expect([pb.seq, pb.lines[0]!.rank, pb.lines[0]!.bidCount]).toEqual([2, 1, 2]);
    const log = await readLog(ctx.tdb.db, e.id);
    expect(log.map((l) => l.position)).toEqual([1, 2]);
    expect(chainIsIntact(log)).toBe(true);
    // Nothing of B's first try was written: its ids were drawn but never inserted.
    const bids = await ctx.tdb.db.selectFrom('bids').select('id').where('event_id', '=', e.id).execute();
    expect(bids.map((x) => x.id).sort()).toEqual([pa.lines[0]!.bidId, pb.lines[0]!.bidId].sort());
    expect(await head(e.id)).toBe(2);
  });

  it('a batch sent behind the write on its way writes nothing when another instance moved the row first, and runs under the lock after it', async () => {
    const { vendors, e, i1, counts, sentBehind, before } = await pipelined(4, 'pb');
    const pending = await ctx.tdb.db.transaction().execute(async (trx) => {
      await trx.selectFrom('bid_events').select('id').where('id', '=', e.id).forUpdate().execute();
      // B's write waits for the row first, then A's first write; A's next bid goes behind that one.
      const b = place('B', vendors[1]!.token, e.id, [line(i1, 9_500)]);
      await waiting(1);
      const a = place('A', vendors[2]!.token, e.id, [line(i1, 9_000)]);
      await waiting(2);
      const next = place('A', vendors[3]!.token, e.id, [line(i1, 8_900)]);
      await sentBehind(before.sentBehind);
      return [b, a, next];
    });
    const placed = await Promise.all(pending.map((x) => dataOf(x)));
    expect(counts.sentBehind).toBe(before.sentBehind + 1);
    expect(counts.rowMoved).toBe(before.rowMoved + 1);
    // Each bid is in once, B's first: a log without gaps whose chain holds, and no bid row besides them.
    expect(placed.map((x) => x.seq)).toEqual([2, 3, 4]);
    const log = await readLog(ctx.tdb.db, e.id);
    expect(log.map((l) => l.position)).toEqual([1, 2, 3, 4]);
    expect(chainIsIntact(log)).toBe(true);
    const rows = await ctx.tdb.db.selectFrom('bids').select('id').where('event_id', '=', e.id).execute();
    expect(rows.length).toBe(4);
    // Each answer's rank is the one the log says after its batch.
    const byPos = await ranksByPosition(e.id);
    const by = [vendors[1]!, vendors[2]!, vendors[3]!];
    placed.forEach((x, k) => {
      expect(x.lines[0]!.rank).toBe(byPos[x.seq]!.get(`${i1}/${by[k]!.orgId}`));
    });
  });

  it('a batch sent behind the write on its way is written right after it, planned on what that one left', async () => {
    const { vendors, e, i1, counts, sentBehind, before } = await pipelined(2, 'pw');
    const pending = await ctx.tdb.db.transaction().execute(async (trx) => {
      await trx.selectFrom('bid_events').select('id').where('id', '=', e.id).forUpdate().execute();
      const a = place('A', vendors[1]!.token, e.id, [line(i1, 9_000)]);
      await waiting(1);
      // The same supplier again: its decrement is checked against the bid of the write still on its way.
      const refused = place('A', vendors[1]!.token, e.id, [line(i1, 8_995)]);
      const next = place('A', vendors[1]!.token, e.id, [line(i1, 8_990)]);
      await sentBehind(before.sentBehind);
      return [a, refused, next];
    });
    const [a, refused, next] = await Promise.all(pending);
    expect(counts.sentBehind).toBeGreaterThan(before.sentBehind);
    expect(counts.rowMoved).toBe(before.rowMoved);
    expect(refused!.status).toBe(400);
    const [pa, pn] = [await dataOf(Promise.resolve(a!)), await dataOf(Promise.resolve(next!))];
    expect([pa.seq, pa.lines[0]!.rank, pn.seq, pn.lines[0]!.rank]).toEqual([2, 1, 3, 1]);
    const log = await readLog(ctx.tdb.db, e.id);
    expect(log.map((l) => l.position)).toEqual([1, 2, 3]);
    expect(chainIsIntact(log)).toBe(true);
    // The supplier's first bid was retired by the one behind it: one current bid each.
    const current = await ctx.tdb.db
      .selectFrom('bids')
      .select(['supplier_id', 'price'])
      .where('event_id', '=', e.id)
      .where('current', '=', true)
      .orderBy('price')
      .execute();
    expect(current.map((b) => Number(b.price))).toEqual([8_990, 10_000]);
  });
});
