/**
 * The outbox of the open platform: the one place events are written, called by the one home of each change
 * (orders: CheckoutRepo.insertOrders and OrderRepo.setStatus; refunds: RefundRepo.insertRefund and
 * RefundRepo.setStatus; bidding events: the bidding services' phase changes and extensions) inside the
 * transaction of the change, so an event exists exactly when its change
 * committed. Each organization that sees the object (the buyer, the supplier) gets its own row, only if it
 * has an active app, with the object's next sequence number for that organization (after its last event,
 * or after the last one the retention removed: open_object_sequences); each enabled endpoint
 * subscribed to the type gets a delivery in the same statement, and the delivery workers of every process
 * are woken by NOTIFY at commit.
 *
 * Before the insert the transaction takes an advisory lock per organization (in id order): an
 * organization's events then commit in id order, so a feed reader at cursor N never misses a smaller id
 * committed later.
 */
import { sql, type RawBuilder } from 'kysely';
import type { BidStatus } from '@pm/contract/bidding';
import type { OpenEventType } from '@pm/contract/open-platform';
import type { Executor } from '../../db/database';

/** The NOTIFY channel that wakes the delivery workers. */
export const WEBHOOK_CHANNEL = 'pm_webhooks';
/** First key of the organizations' advisory locks of the outbox. */
const LOCK_CLASS = 31031;

type OrderEventType = 'order.created' | 'order.shipped' | 'order.delivered' | 'order.cancelled';

/** The event of an order status (the status after the change), if it has one. */
const ORDER_EVENT_OF: Record<string, OrderEventType> = {
  PACKAGING: 'order.created',
  DELIVERED: 'order.shipped',
  DONE: 'order.delivered',
  CANCELLED: 'order.cancelled',
};

/** Rows (org, object_id, type, data) to emit for: a SELECT over the changed objects. */
async function emit(db: Executor, objectType: string, source: RawBuilder<unknown>, now: Date): Promise<void> {
  const orgs = await sql<{ org: string }>`
    SELECT DISTINCT s.org::text AS org FROM (${source}) s
     WHERE s.type IS NOT NULL
       AND EXISTS (SELECT 1 FROM open_apps a WHERE a.organization_id = s.org AND a.status = 'ACTIVE')
     ORDER BY 1`.execute(db);
  if (orgs.rows.length === 0) return;
  const ids = orgs.rows.map((r) => r.org).sort((a, b) => Number(a) - Number(b));
  for (const org of ids)
    await sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, ${Number(org)}::int)`.execute(db);
  const result = await sql<{ deliveries: string }>`
    WITH src AS (${source}),
    ev AS (
      INSERT INTO open_events (organization_id, type, object_type, object_id, sequence, data, created_at)
      SELECT s.org, s.type, ${objectType}, s.object_id,
             greatest(
               coalesce((SELECT max(e.sequence) FROM open_events e
                          WHERE e.organization_id = s.org AND e.object_type = ${objectType}
                            AND e.object_id = s.object_id), 0),
               coalesce((SELECT q.sequence FROM open_object_sequences q
                          WHERE q.organization_id = s.org AND q.object_type = ${objectType}
                            AND q.object_id = s.object_id), 0)) + 1,
             s.data, ${now}
        FROM src s
       WHERE s.type IS NOT NULL AND s.org = ANY(${ids}::bigint[])
      RETURNING id, organization_id, object_id, sequence, type
    ),
    dl AS (
      INSERT INTO webhook_deliveries
        (endpoint_id, organization_id, event_id, object_key, sequence, next_attempt_at, give_up_at, created_at)
      SELECT w.id, ev.organization_id, ev.id, ${objectType} || ':' || ev.object_id, ev.sequence, ${now},
             ${now}::timestamptz + interval '3 days', ${now}
        FROM ev
        JOIN webhook_endpoints w ON w.organization_id = ev.organization_id AND w.enabled AND w.deleted_at IS NULL
        JOIN open_apps a ON a.id = w.app_id AND a.status = 'ACTIVE'
       WHERE ev.type = ANY(w.event_types) OR split_part(ev.type, '.', 1) || '.*' = ANY(w.event_types)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM dl)::text AS deliveries`.execute(db);
  if (Number(result.rows[0]?.deliveries ?? 0) > 0) {
    await sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, '')`.execute(db);
  }
}

function orderSource(ids: readonly string[], type: string): RawBuilder<unknown> {
  return sql`
    SELECT x.org, o.id AS object_id, ${type}::text AS type,
           jsonb_build_object(
             'orderId', o.id::text, 'orderNo', o.order_no, 'status', o.status, 'amount', o.amount,
             'buyerOrganizationId', o.organization_id::text, 'supplierId', o.supplier_id::text,
             'carrier', o.carrier, 'waybillNo', o.waybill_no, 'poNumber', o.po_number) AS data
      FROM orders o CROSS JOIN LATERAL (VALUES (o.organization_id), (o.supplier_id)) AS x(org)
     WHERE o.id = ANY(${ids}::bigint[])`;
}

/** Orders were written (checkout): order.created. */
export async function emitOrdersCreated(db: Executor, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length > 0) await emit(db, 'order', orderSource(ids, 'order.created'), now);
}

/** Orders moved to `status`: its event, if the status has one (shipped, received, cancelled). */
export async function emitOrderStatus(
  db: Executor,
  ids: readonly string[],
  status: string,
  now: Date,
): Promise<void> {
  const type = status === 'PACKAGING' ? undefined : ORDER_EVENT_OF[status];
  if (ids.length > 0 && type) await emit(db, 'order', orderSource(ids, type), now);
}

/**
 * The event of a refund status: TO_RETURN (a return approved) and REFUNDING straight from the application
 * (仅退款 approved) are refund.approved; REFUNDING after the goods came back says nothing new (refund.received did).
 */
function refundSource(ids: readonly string[], status: string): RawBuilder<unknown> {
  return sql`
    SELECT x.org, r.id AS object_id,
           (CASE ${status}::text
              WHEN 'REFUND_APPLICATION' THEN 'refund.applied'
              WHEN 'TO_RETURN' THEN 'refund.approved'
              WHEN 'REFUNDING' THEN CASE WHEN r.type = 'REFUND_ONLY' THEN 'refund.approved' END
              WHEN 'RETURNING' THEN 'refund.returned'
              WHEN 'RETIRED' THEN 'refund.received'
              WHEN 'RETURNED' THEN 'refund.paid'
              WHEN 'REJECTED' THEN 'refund.rejected'
              WHEN 'CANCELLED' THEN 'refund.cancelled'
            END) AS type,
           jsonb_build_object(
             'refundId', r.id::text, 'refundNo', r.refund_no, 'status', r.status, 'type', r.type,
             'amount', r.amount, 'orderId', r.order_id::text,
             'buyerOrganizationId', r.organization_id::text, 'supplierId', r.supplier_id::text) AS data
      FROM refunds r CROSS JOIN LATERAL (VALUES (r.organization_id), (r.supplier_id)) AS x(org)
     WHERE r.id = ANY(${ids}::bigint[])`;
}

/** Refunds were applied for or moved to `status`: its event, if it has one. */
export async function emitRefundStatus(
  db: Executor,
  ids: readonly string[],
  status: string,
  now: Date,
): Promise<void> {
  if (ids.length > 0) await emit(db, 'refund', refundSource(ids, status), now);
}

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, Z), as the API answers times. */
function isoOf(column: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export type BidEventType = Extract<OpenEventType, `bid.${string}`>;

/**
 * A bidding event's change, for the organizations `orgs` (the buyer and the suppliers it concerns: the
 * bidding service decides who, as for its notices). Each gets what it may see of the event through the
 * API: its number, title, status and times; after an award (and at completion, with the orders) the buyer
 * gets every awarded line (supplier, price) and a supplier only its own (`awarded` says whether it won),
 * never another supplier's.
 * `status` is the event's status after the change (a published event's status depends on the clock).
 */
export async function emitBidEvent(
  db: Executor,
  eventId: string,
  type: BidEventType,
  status: BidStatus,
  orgs: readonly string[],
  now: Date,
): Promise<void> {
  const to = [...new Set(orgs)];
  if (to.length === 0) return;
  const awards = type === 'bid.awarded' || type === 'bid.completed';
  await emit(
    db,
    'bid',
    sql`
    SELECT x.org, e.id AS object_id, ${type}::text AS type,
           jsonb_build_object(
             'bidId', e.id::text, 'code', e.code, 'title', e.title, 'status', ${status}::text,
             'format', e.format, 'scope', e.scope, 'buyerOrganizationId', e.organization_id::text,
             'startAt', ${isoOf(sql`e.start_at`)}, 'endAt', ${isoOf(sql`e.current_end_at`)}, 'extensions', e.extensions,
             'reason', CASE WHEN ${type}::text = 'bid.cancelled' THEN e.revoke_reason
                            WHEN ${type}::text IN ('bid.failed', 'bid.closed') THEN e.fail_reason END)
           || CASE WHEN ${awards}::boolean THEN jsonb_build_object(
                'lines', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                            'itemId', a.item_id::text, 'supplierId', a.supplier_id::text, 'price', a.price,
                            'orderId', i.order_id::text) ORDER BY a.item_id), '[]'::jsonb)
                            FROM bid_awards a JOIN bid_items i ON i.id = a.item_id
                           WHERE a.event_id = e.id AND (x.org = e.organization_id OR a.supplier_id = x.org)))
              ELSE '{}'::jsonb END
           || CASE WHEN ${awards}::boolean AND x.org <> e.organization_id THEN jsonb_build_object(
                'awarded', EXISTS (SELECT 1 FROM bid_awards a WHERE a.event_id = e.id AND a.supplier_id = x.org))
              ELSE '{}'::jsonb END AS data
      FROM bid_events e CROSS JOIN unnest(${to}::bigint[]) AS x(org)
     WHERE e.id = ${eventId}`,
    now,
  );
}
