/**
 * The open platform's bid.* events, driven through the bidding API on a real PostgreSQL: each change writes
 * its event in its own transaction for the buyer and the suppliers it concerns, with a sequence per
 * organization and event; an award tells each supplier only its own lines; a supplier never invited gets
 * nothing; an endpoint subscribed to bid.* gets a delivery queued for each of its organization's events.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bidAwardEndpoint,
  bidChallengeAnswerEndpoint,
  bidChallengeEndpoint,
  bidEventRevokeEndpoint,
} from '@pm/contract/bidding';
import { dataOf, useTestApp } from '../../test/app';
import { biddingOf } from '.';
import { biddingFixtures, MINUTE } from './test-fixtures';

const ctx = useTestApp({ webhookAllowPrivate: true });
const fx = biddingFixtures(ctx);
const { publishedEvent, line, bid } = fx;
let p: Awaited<ReturnType<typeof fx.signIn>>;
let outsider: { orgId: string; token: string };
let buyerEndpoint: string;
const DAY = 24 * 3600_000;
const at = (d: Date) => ctx.clock.set(d);

interface EventRow {
  organization_id: string;
  type: string;
  sequence: number;
  data: Record<string, unknown>;
}

/** The outbox's rows of one bidding event, per organization, in order. */
async function eventsOf(eventId: string): Promise<EventRow[]> {
  return (await ctx.tdb.db
    .selectFrom('open_events')
    .select(['organization_id', 'type', 'sequence', 'data'])
    .where('object_type', '=', 'bid')
    .where('object_id', '=', eventId)
    .orderBy('id')
    .execute()) as EventRow[];
}

const typesFor = (rows: EventRow[], org: string) =>
  rows.filter((r) => r.organization_id === org).map((r) => r.type);

beforeAll(async () => {
  p = await fx.signIn();
  [outsider] = (await fx.makeVendors(1, 'webhook')) as [{ orgId: string; token: string }];
  // Every organization of the test has an active app (events are written only for those); the buyer's
  // has an endpoint subscribed to bid.* (rows written directly: buyer01 is no manager of its organization).
  const db = ctx.tdb.db;
  const now = ctx.clock.now();
  let buyerApp = '';
  for (const org of [p.buyerOrg, p.vendorOrg, p.vendor2Org, outsider.orgId]) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('organization_id', '=', org)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const app = await db
      .insertInto('open_apps')
      .values({
        organization_id: org,
        created_by: user.id,
        name: '竞价事件测试',
        client_id: `pmc_bidtest_${org}`,
        secret_hash: 'x',
        scopes: ['events:read'],
        rate_limit_per_minute: 60,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (org === p.buyerOrg) buyerApp = app.id;
  }
  const ep = await db
    .insertInto('webhook_endpoints')
    .values({
      app_id: buyerApp,
      organization_id: p.buyerOrg,
      url: 'http://127.0.0.1:9/bid-hook',
      event_types: ['bid.*'],
      secret: 'whsec_dGVzdA==',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  buyerEndpoint = ep.id;
});

describe('bid.* events', () => {
  it('follow an event through published, extended, closed, awarded, reopened, awarded, completed', async () => {
    const e = await publishedEvent({
      items: [{ name: '定制螺栓', unit: '个', quantity: 10 }],
      snipeWindowMinutes: 5,
      snipeTopRanks: 1,
      snipeExtendMinutes: 5,
      maxExtensions: 5,
      hardCloseAt: undefined,
      minutes: 30,
      publicityDays: 1,
    });
    const [bolt] = e.itemIds as [string];
    let rows = await eventsOf(e.id);
    expect(typesFor(rows, p.buyerOrg)).toEqual(['bid.published']);
    expect(typesFor(rows, p.vendorOrg)).toEqual(['bid.published']);
    expect(typesFor(rows, p.vendor2Org)).toEqual(['bid.published']);
    expect(rows.find((r) => r.organization_id === p.vendorOrg)!.data).toMatchObject({
      bidId: e.id,
      status: 'pending',
      buyerOrganizationId: p.buyerOrg,
    });

    // Bids; the one taking rank 1 in the anti-sniping window extends the end: bid.extended.
    at(e.startAt);
    await dataOf(bid(p.vendor, e.id, [line(bolt, 900)]));
    at(new Date(e.endAt.getTime() - 2 * MINUTE));
    expect((await dataOf(bid(p.vendor2, e.id, [line(bolt, 800)]))).extended).toBe(true);
    const endAt = new Date(e.endAt.getTime() + 5 * MINUTE);
    rows = await eventsOf(e.id);
    const extended = rows.filter((r) => r.type === 'bid.extended');
    expect(extended.map((r) => r.organization_id).sort()).toEqual(
      [p.buyerOrg, p.vendorOrg, p.vendor2Org].sort(),
    );
    expect(extended[0]!.data).toMatchObject({
      status: 'running',
      endAt: endAt.toISOString(),
      extensions: 1,
    });

    // The close job: 定标中.
    at(endAt);
    await biddingOf(ctx.tdb.db).bids.closeOne(e.id);
    rows = await eventsOf(e.id);
    expect(rows.filter((r) => r.type === 'bid.closed').map((r) => r.data.status)).toEqual([
      'awarding',
      'awarding',
      'awarding',
    ]);

    // Awarded to vendor02: the buyer sees the line, vendor02 its own, vendor01 that it lost and no price.
    await dataOf(
      ctx.call(bidAwardEndpoint, { id: e.id, supplierId: p.vendor2Org, reason: '交期更短' }, p.buyer),
    );
    rows = await eventsOf(e.id);
    const awarded = (org: string) => rows.find((r) => r.organization_id === org && r.type === 'bid.awarded')!;
    expect(awarded(p.buyerOrg).data).toMatchObject({
      status: 'publicity',
      lines: [{ itemId: bolt, supplierId: p.vendor2Org, price: 800 }],
    });
    expect(awarded(p.buyerOrg).data.awarded).toBeUndefined();
    expect(awarded(p.vendor2Org).data).toMatchObject({
      awarded: true,
      lines: [{ itemId: bolt, supplierId: p.vendor2Org, price: 800 }],
    });
    expect(awarded(p.vendorOrg).data).toMatchObject({ awarded: false, lines: [] });
    expect(JSON.stringify(awarded(p.vendorOrg).data)).not.toContain(p.vendor2Org);

    // A challenge upheld as 重新定标: bid.reopened; awarded again; after the publicity, completed.
    const c = await dataOf(
      ctx.call(bidChallengeEndpoint, { eventId: e.id, reason: '价格更低却未中标' }, p.vendor),
    );
    await dataOf(
      ctx.call(bidChallengeAnswerEndpoint, { id: c.id, upheld: false, answer: '重新评审' }, p.buyer),
    );
    await dataOf(
      ctx.call(bidAwardEndpoint, { id: e.id, supplierId: p.vendor2Org, reason: '交期更短' }, p.buyer),
    );
    at(new Date(ctx.clock.now().getTime() + DAY + 1));
    await biddingOf(ctx.tdb.db).completer.completeDue();
    rows = await eventsOf(e.id);
    const life = [
      'bid.published',
      'bid.extended',
      'bid.closed',
      'bid.awarded',
      'bid.reopened',
      'bid.awarded',
      'bid.completed',
    ];
    for (const org of [p.buyerOrg, p.vendorOrg, p.vendor2Org]) {
      const mine = rows.filter((r) => r.organization_id === org);
      expect(mine.map((r) => r.type)).toEqual(life);
      expect(mine.map((r) => r.sequence)).toEqual(life.map((_, i) => i + 1));
    }
    expect(
      rows.find((r) => r.organization_id === p.vendor2Org && r.type === 'bid.completed')!.data,
    ).toMatchObject({ status: 'completed', awarded: true });
    // The supplier never invited: nothing.
    expect(typesFor(rows, outsider.orgId)).toEqual([]);

    // The buyer's endpoint subscribed to bid.*: one delivery per event of its organization, in sequence.
    const deliveries = await ctx.tdb.db
      .selectFrom('webhook_deliveries')
      .select('sequence')
      .where('endpoint_id', '=', buyerEndpoint)
      .where('object_key', '=', `bid:${e.id}`)
      .orderBy('sequence')
      .execute();
    expect(deliveries.map((d) => d.sequence)).toEqual(life.map((_, i) => i + 1));
  });

  it('tells a revocation and a failed close (流标) to those concerned only', async () => {
    const revoked = await publishedEvent();
    await dataOf(ctx.call(bidEventRevokeEndpoint, { id: revoked.id, reason: '需求变更' }, p.buyer));
    let rows = await eventsOf(revoked.id);
    for (const org of [p.buyerOrg, p.vendorOrg, p.vendor2Org]) {
      expect(typesFor(rows, org)).toEqual(['bid.published', 'bid.cancelled']);
    }
    expect(rows.find((r) => r.type === 'bid.cancelled')!.data).toMatchObject({
      status: 'revoked',
      reason: '需求变更',
    });
    expect(typesFor(rows, outsider.orgId)).toEqual([]);

    // Only one supplier bids where two are needed: closed as 流标 (bid.closed, then bid.failed).
    const thin = await publishedEvent({ items: [{ name: '定制螺母', unit: '个', quantity: 5 }] });
    at(thin.startAt);
    await dataOf(bid(p.vendor, thin.id, [line(thin.itemIds[0]!, 500)]));
    at(thin.endAt);
    await biddingOf(ctx.tdb.db).bids.closeOne(thin.id);
    rows = await eventsOf(thin.id);
    for (const org of [p.buyerOrg, p.vendorOrg, p.vendor2Org]) {
      expect(typesFor(rows, org)).toEqual(['bid.published', 'bid.closed', 'bid.failed']);
    }
    expect(rows.find((r) => r.type === 'bid.closed')!.data).toMatchObject({ status: 'failed' });
    expect(typesFor(rows, outsider.orgId)).toEqual([]);
  });

  it('announces an event open to all suppliers to every supplier with an app', async () => {
    const open = await publishedEvent({ scope: 'all', supplierIds: [] });
    const rows = await eventsOf(open.id);
    const orgs = rows.filter((r) => r.type === 'bid.published').map((r) => r.organization_id);
    expect(orgs).toEqual(expect.arrayContaining([p.buyerOrg, p.vendorOrg, p.vendor2Org]));
  });
});
