import { sql, type Selectable } from 'kysely';
import type { BidStatus } from '@pm/contract/bidding';
import type { Executor } from '../../db/database';
import type { BidEventsTable, BidItemsTable } from '../../db/schema';
import { statusCondition, statusExpression } from './bidding-status';
import { verifiedSupplierSql } from '../organization/verified-supplier';

export type EventRow = Selectable<BidEventsTable>;
export type ItemRow = Selectable<BidItemsTable>;

/** Which events a list shows. */
export interface ListScope {
  /** The buyer's own (organization id). */
  ownerOrgId?: string;
  /** Open to all suppliers (the hall); with `hallFor`, also the events that supplier is invited to. */
  hall?: boolean;
  hallFor?: string;
  /** A supplier's: joinable or joined. */
  supplier?: { orgId: string; tab: 'joinable' | 'joined' };
}

function escapeLike(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** On `bid_events e`: open to all suppliers, or `supplierId` is invited. */
export function invitedOrAll(supplierId: string) {
  return sql<boolean>`(e.scope = 'all' OR EXISTS (SELECT 1 FROM bid_invitations i WHERE i.event_id = e.id AND i.supplier_id = ${supplierId}))`;
}

/** Verified vendor organizations (who an event open to all is announced to). */
export async function vendorOrganizations(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('organizations as o')
    .select('o.id')
    .where(verifiedSupplierSql('o'))
    .orderBy('o.id')
    .execute();
  return rows.map((r) => r.id);
}

/** SQL of bidding (migrations 0021, 0028); every method takes the executor first. */
export class BiddingRepo {
  event(db: Executor, id: string) {
    return db.selectFrom('bid_events').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The event's row, locked: bids, extensions, the close and awards of one event queue on it. */
  lockEvent(db: Executor, id: string) {
    return db.selectFrom('bid_events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  items(db: Executor, eventId: string) {
    return db
      .selectFrom('bid_items')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('position')
      .execute();
  }

  invited(db: Executor, eventId: string) {
    return db
      .selectFrom('bid_invitations as i')
      .innerJoin('organizations as o', 'o.id', 'i.supplier_id')
      .select(['i.supplier_id', sql<string>`coalesce(o.short_name, o.name)`.as('name')])
      .where('i.event_id', '=', eventId)
      .orderBy('i.supplier_id')
      .execute();
  }

  async isInvited(db: Executor, eventId: string, supplierId: string): Promise<boolean> {
    const row = await db
      .selectFrom('bid_invitations')
      .select('event_id')
      .where('event_id', '=', eventId)
      .where('supplier_id', '=', supplierId)
      .executeTakeFirst();
    return row !== undefined;
  }

  organizationKinds(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('organizations')
      .select(['id', 'kind', 'verified_at'])
      .where('id', 'in', ids)
      .execute();
  }

  organizationName(db: Executor, id: string) {
    return db
      .selectFrom('organizations')
      .select(['kind', sql<string>`coalesce(short_name, name)`.as('name')])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async nextCode(db: Executor, day: string): Promise<string> {
    const row = await sql<{ last: number }>`
      INSERT INTO bid_code_counters (day, last) VALUES (${day}, 1)
      ON CONFLICT (day) DO UPDATE SET last = bid_code_counters.last + 1
      RETURNING last`.execute(db);
    return `JJ${day.replaceAll('-', '')}${String(row.rows[0]!.last).padStart(4, '0')}`;
  }

  /** A page of events with the count per status (under the same filters but the status). */
  async page(
    db: Executor,
    scope: ListScope,
    opts: {
      status?: BidStatus | undefined;
      keyword?: string | undefined;
      page: number;
      limit: number;
      now: Date;
    },
  ) {
    let q = db.selectFrom('bid_events as e').innerJoin('organizations as b', 'b.id', 'e.organization_id');
    if (scope.ownerOrgId) q = q.where('e.organization_id', '=', scope.ownerOrgId);
    if (scope.hall) {
      q = q.where('e.phase', '<>', 'draft');
      q = scope.hallFor ? q.where(invitedOrAll(scope.hallFor)) : q.where('e.scope', '=', 'all');
    }
    if (scope.supplier) {
      const org = scope.supplier.orgId;
      const bid = sql<boolean>`EXISTS (SELECT 1 FROM bids x WHERE x.event_id = e.id AND x.supplier_id = ${org})`;
      if (scope.supplier.tab === 'joined') q = q.where(bid);
      else
        q = q
          .where('e.phase', '<>', 'draft')
          .where(invitedOrAll(org))
          .where(sql<boolean>`NOT ${bid}`)
          .where(sql<boolean>`(e.phase = 'published' AND e.current_end_at > ${opts.now})`);
    }
    if (opts.keyword) {
      const like = escapeLike(opts.keyword);
      q = q.where((eb) => eb.or([eb('e.title', 'ilike', like), eb('e.code', 'ilike', like)]));
    }
    const counts = await q
      .select([statusExpression(opts.now).as('status'), (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(sql`1`)
      .execute();
    const filtered = opts.status ? q.where(statusCondition(opts.status, opts.now)) : q;
    const rows = await filtered
      .selectAll('e')
      .select(sql<string>`coalesce(b.short_name, b.name)`.as('buyer_name'))
      .select(sql<number>`(SELECT count(*)::int FROM bid_items i WHERE i.event_id = e.id)`.as('item_count'))
      // By the items' current bids (bids_current_key), as `bidders` reads them: one index range per item.
      .select(
        sql<number>`(SELECT count(DISTINCT x.supplier_id)::int FROM bids x
          WHERE x.item_id IN (SELECT i.id FROM bid_items i WHERE i.event_id = e.id) AND x.current)`.as(
          'bidder_count',
        ),
      )
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute();
    return { rows, counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })) };
  }

  buyerName(db: Executor, orgId: string) {
    return db
      .selectFrom('organizations')
      .select(sql<string>`coalesce(short_name, name)`.as('name'))
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
  }

  /** The current bids of an item in rank order: valid first, then price, then the server's sequence. */
  ranking(db: Executor, itemId: string) {
    return db
      .selectFrom('bids')
      .select(['id', 'supplier_id', 'price', 'seq', 'over_ceiling'])
      .where('item_id', '=', itemId)
      .where('current', '=', true)
      .orderBy(sql`coalesce(over_ceiling, false)`)
      .orderBy('price')
      .orderBy('seq')
      .execute();
  }

  /** The current bids of an event's items in rank order (one query for the stream and the compare view). */
  eventRanking(db: Executor, eventId: string) {
    return db
      .selectFrom('bids')
      .select(['id', 'item_id', 'supplier_id', 'price', 'seq', 'over_ceiling'])
      .where('event_id', '=', eventId)
      .where('current', '=', true)
      .orderBy('item_id')
      .orderBy(sql`coalesce(over_ceiling, false)`)
      .orderBy('price')
      .orderBy('seq')
      .execute();
  }

  currentBid(db: Executor, itemId: string, supplierId: string) {
    return db
      .selectFrom('bids')
      .selectAll()
      .where('item_id', '=', itemId)
      .where('supplier_id', '=', supplierId)
      .where('current', '=', true)
      .executeTakeFirst();
  }

  supplierBids(db: Executor, eventId: string, supplierId: string) {
    return db
      .selectFrom('bids')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('supplier_id', '=', supplierId)
      .where('current', '=', true)
      .orderBy('item_id')
      .execute();
  }

  /** The first accepted bid's price of each item of an event (the saving's base without a ceiling). */
  firstPrices(db: Executor, eventId: string) {
    return db
      .selectFrom('bids')
      .select(['item_id', 'price'])
      .distinctOn('item_id')
      .where('event_id', '=', eventId)
      .where('price', 'is not', null)
      .orderBy('item_id')
      .orderBy('seq')
      .execute();
  }

  /** Past performance per supplier from its real orders: on time (shipped by the expected date) and refunds. */
  performance(db: Executor, supplierIds: readonly string[]) {
    if (supplierIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('orders as o')
      .select([
        'o.supplier_id',
        sql<number>`count(*) FILTER (WHERE o.shipped_at IS NOT NULL AND o.expected_date IS NOT NULL)::int`.as(
          'dated',
        ),
        sql<number>`count(*) FILTER (WHERE o.shipped_at IS NOT NULL AND o.expected_date IS NOT NULL
          AND (o.shipped_at AT TIME ZONE 'Asia/Shanghai')::date <= o.expected_date)::int`.as('on_time'),
        sql<number>`count(*)::int`.as('orders'),
        sql<number>`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id))::int`.as(
          'refunded',
        ),
      ])
      .where('o.supplier_id', 'in', supplierIds)
      .where('o.status', '<>', 'CANCELLED')
      .groupBy('o.supplier_id')
      .execute();
  }

  challenges(db: Executor, eventId: string, supplierId?: string) {
    let q = db
      .selectFrom('bid_challenges as c')
      .innerJoin('organizations as o', 'o.id', 'c.supplier_id')
      .selectAll('c')
      .select(sql<string>`coalesce(o.short_name, o.name)`.as('supplier_name'))
      .where('c.event_id', '=', eventId);
    if (supplierId) q = q.where('c.supplier_id', '=', supplierId);
    return q.orderBy('c.id').execute();
  }

  awards(db: Executor, eventId: string) {
    return db
      .selectFrom('bid_awards as a')
      .innerJoin('organizations as o', 'o.id', 'a.supplier_id')
      .innerJoin('bids as b', 'b.id', 'a.bid_id')
      .select([
        'a.item_id',
        'a.bid_id',
        'a.supplier_id',
        'a.price',
        'a.lowest',
        'b.offered_goods_id',
        sql<string>`coalesce(o.short_name, o.name)`.as('supplier_name'),
      ])
      .where('a.event_id', '=', eventId)
      .execute();
  }

  /** Awards whose order checkout refused, one row per supplier (the buyer's detail). */
  async orderFailures(db: Executor, eventId: string) {
    const rows = await db
      .selectFrom('bid_awards as a')
      .innerJoin('organizations as o', 'o.id', 'a.supplier_id')
      .select([
        'a.supplier_id',
        sql<string>`coalesce(o.short_name, o.name)`.as('supplier_name'),
        'a.order_error',
        'a.order_error_at',
      ])
      .distinctOn('a.supplier_id')
      .where('a.event_id', '=', eventId)
      .where('a.order_error', 'is not', null)
      .orderBy('a.supplier_id')
      .execute();
    return rows.map((r) => ({
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      reason: r.order_error ?? '',
      at: (r.order_error_at ?? new Date(0)).toISOString(),
    }));
  }

  /** Distinct suppliers with a current bid on the event. */
  async bidders(db: Executor, eventId: string): Promise<string[]> {
    // By the event's items: their current bids are one index range each (bids_current_key), where the event
    // alone is the second column of bids_supplier_idx and read all of that index.
    const rows = await db
      .selectFrom('bids')
      .select('supplier_id')
      .distinct()
      .where('item_id', 'in', (eb) => eb.selectFrom('bid_items').select('id').where('event_id', '=', eventId))
      .where('current', '=', true)
      .execute();
    return rows.map((r) => r.supplier_id);
  }
}
