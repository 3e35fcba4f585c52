/** Test helpers of bidding: people, events in a given shape, and suppliers made for a test. */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { BidEventSaveRequest, BidLineInput } from '@pm/contract/bidding';
import { bidEventPublishEndpoint, bidEventSaveEndpoint, bidPlaceEndpoint } from '@pm/contract/bidding';
import { DEMO, dataOf, login, type TestContext } from '../../test/app';
import { AuthRepo } from '../auth/auth.repo';
import { newSessionToken } from '../auth/auth.service';

export const MINUTE = 60_000;

export interface BidPeople {
  buyer: string;
  other: string;
  vendor: string;
  vendor2: string;
  vendorOrg: string;
  vendor2Org: string;
  buyerOrg: string;
  addressId: string;
}

export function biddingFixtures(ctx: TestContext) {
  let people: BidPeople;

  async function signIn(): Promise<BidPeople> {
    const [buyer, other, vendor, vendor2] = await Promise.all([
      login(ctx.app, DEMO.buyer01),
      login(ctx.app, DEMO.buyer11),
      login(ctx.app, DEMO.vendor01),
      login(ctx.app, { username: 'vendor02', password: 'Vendor2026' }),
    ]);
    const db = ctx.tdb.db;
    const orgOf = async (username: string) =>
      await db
        .selectFrom('users')
        .select(['id', 'organization_id'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
    const b = await orgOf('buyer01');
    const v1 = await orgOf('vendor01');
    const v2 = await orgOf('vendor02');
    let address = await db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', b.id)
      .executeTakeFirst();
    if (!address) {
      const county = await db
        .selectFrom('divisions')
        .select(['code', 'parent_code'])
        .where('level', '=', 3)
        .orderBy('code')
        .executeTakeFirstOrThrow();
      const city = await db
        .selectFrom('divisions')
        .select(['code', 'parent_code'])
        .where('code', '=', county.parent_code!)
        .executeTakeFirstOrThrow();
      address = await db
        .insertInto('addresses')
        .values({
          organization_id: b.organization_id,
          user_id: b.id,
          consignee: '张三',
          mobile: '13800000001',
          province_code: city.parent_code!,
          city_code: city.code,
          county_code: county.code,
          detail: '测试路 1 号',
          created_at: ctx.clock.now(),
          updated_at: ctx.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    people = {
      buyer,
      other,
      vendor,
      vendor2,
      buyerOrg: b.organization_id,
      vendorOrg: v1.organization_id,
      vendor2Org: v2.organization_id,
      addressId: address.id,
    };
    return people;
  }

  /** Supplier organizations with one signed-in vendor user each (sessions written directly). */
  async function makeVendors(n: number, prefix = 'bid'): Promise<{ orgId: string; token: string }[]> {
    const db = ctx.tdb.db;
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('role_type', '=', 'VENDOR')
      .executeTakeFirstOrThrow();
    const hash = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'vendor01')
      .executeTakeFirstOrThrow();
    const tag = crypto.randomBytes(3).toString('hex');
    const out: { orgId: string; token: string }[] = [];
    for (let i = 0; i < n; i++) {
      const org = await db
        .insertInto('organizations')
        .values({ name: `${prefix}供应商${tag}-${i}`, kind: 'vendor' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await db
        .insertInto('users')
        .values({
          organization_id: org.id,
          username: `${prefix}${tag}v${i}`,
          cellphone: `199${tag.slice(0, 4).replace(/[a-f]/g, '0')}${String(i).padStart(4, '0')}`,
          fullname: `供应商${i}`,
          password_hash: hash.password_hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
      const { token, tokenHash } = newSessionToken();
      await new AuthRepo().createSession(db, {
        tokenHash,
        userId: user.id,
        organizationId: org.id,
        createdAt: new Date('2026-01-01T00:00:00Z'),
        expiresAt: new Date('2030-01-01T00:00:00Z'),
        ip: null,
        userAgent: null,
      });
      out.push({ orgId: org.id, token });
    }
    return out;
  }

  /** A published event starting a minute from now and lasting `minutes`. */
  async function publishedEvent(
    over: Partial<BidEventSaveRequest> & { minutes?: number } = {},
  ): Promise<{ id: string; itemIds: string[]; startAt: Date; endAt: Date }> {
    const now = ctx.clock.now().getTime();
    const startAt = new Date(now + MINUTE);
    const endAt = new Date(startAt.getTime() + (over.minutes ?? 60) * MINUTE);
    const { minutes: _m, ...rest } = over;
    const saved = await dataOf(
      ctx.call(
        bidEventSaveEndpoint,
        {
          title: '测试竞价',
          format: 'live',
          scope: 'invited',
          supplierIds: [people.vendorOrg, people.vendor2Org],
          minBidders: 2,
          startAt: startAt.toISOString(),
          endAt: endAt.toISOString(),
          addressId: people.addressId,
          items: [
            { name: '定制螺栓', spec: 'M8×40', unit: '个', quantity: 100, ceilingPrice: 1000 },
            { name: '定制螺母', spec: 'M8', unit: '个', quantity: 200 },
          ],
          ...rest,
        },
        people.buyer,
      ),
    );
    await dataOf(ctx.call(bidEventPublishEndpoint, { id: saved.id }, people.buyer));
    const items = await ctx.tdb.db
      .selectFrom('bid_items')
      .select('id')
      .where('event_id', '=', saved.id)
      .orderBy('position')
      .execute();
    return { id: saved.id, itemIds: items.map((i) => i.id), startAt, endAt };
  }

  const line = (itemId: string, price: number, more: Partial<BidLineInput> = {}): BidLineInput => ({
    itemId,
    price,
    deliveryDays: 7,
    ...more,
  });

  const bid = (token: string, eventId: string, lines: BidLineInput[]) =>
    ctx.call(bidPlaceEndpoint, { eventId, lines }, token);

  async function countRows(table: 'bids' | 'bid_log', eventId: string): Promise<number> {
    const r = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE event_id = ${eventId}`.execute(ctx.tdb.db);
    return r.rows[0]!.n;
  }

  return { signIn, makeVendors, publishedEvent, line, bid, countRows, people: () => people };
}
