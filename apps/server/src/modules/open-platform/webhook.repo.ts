/** SQL of webhooks and events: endpoints, the delivery queue, its attempts, the event feed. */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

const ENDPOINT_COLUMNS = [
  'id',
  'app_id',
  'organization_id',
  'url',
  'event_types',
  'description',
  'secret',
  'previous_secret',
  'previous_secret_expires_at',
  'enabled',
  'disabled_reason',
  'failing_since',
  'created_at',
] as const;

const DELIVERY_COLUMNS = [
  'd.id',
  'd.endpoint_id',
  'd.event_id',
  'e.type',
  'd.status',
  'd.attempts',
  'd.next_attempt_at',
  'd.last_status_code',
  'd.last_error',
  'd.created_at',
  'd.delivered_at',
] as const;

const EVENT_COLUMNS = ['id', 'type', 'object_type', 'object_id', 'sequence', 'data', 'created_at'] as const;

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  give_up_at: Date;
  endpoint_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  event_id: string;
  type: string;
  object_type: string;
  object_id: string;
  sequence: number;
  data: unknown;
  event_at: Date;
}

export class WebhookRepo {
  endpoints(db: Executor, appId: string) {
    return db
      .selectFrom('webhook_endpoints')
      .select(ENDPOINT_COLUMNS)
      .where('app_id', '=', appId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** The organization's endpoint (null: none, deleted or another organization's). */
  endpoint(db: Executor, organizationId: string, id: string, lock = false) {
    let q = db
      .selectFrom('webhook_endpoints')
      .select(ENDPOINT_COLUMNS)
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null);
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  }

  async countEndpoints(db: Executor, appId: string): Promise<number> {
    const row = await db
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('app_id', '=', appId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertEndpoint(
    db: Executor,
    e: {
      appId: string;
      organizationId: string;
      url: string;
      eventTypes: string[];
      description: string;
      secret: string;
      now: Date;
    },
  ): Promise<string> {
    const row = await db
      .insertInto('webhook_endpoints')
      .values({
        app_id: e.appId,
        organization_id: e.organizationId,
        url: e.url,
        event_types: e.eventTypes,
        description: e.description,
        secret: e.secret,
        created_at: e.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateEndpoint(
    db: Executor,
    id: string,
    patch: {
      url?: string;
      eventTypes?: string[];
      description?: string;
      enabled?: boolean;
      disabledReason?: string | null;
    },
  ): Promise<void> {
    const set = {
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.eventTypes !== undefined ? { event_types: patch.eventTypes } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.enabled !== undefined
        ? { enabled: patch.enabled, disabled_reason: patch.enabled ? null : (patch.disabledReason ?? null) }
        : {}),
      ...(patch.enabled ? { failing_since: null } : {}),
    };
    // Nothing to change (a body without any of the fields): the endpoint stays as it is.
    if (Object.keys(set).length === 0) return;
    await db.updateTable('webhook_endpoints').set(set).where('id', '=', id).execute();
  }

  async rotateEndpoint(db: Executor, id: string, secret: string, overlapUntil: Date): Promise<void> {
    await sql`
      UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = ${overlapUntil},
             secret = ${secret}
       WHERE id = ${id}`.execute(db);
  }

  async deleteEndpoint(db: Executor, id: string, now: Date): Promise<void> {
    await db
      .updateTable('webhook_endpoints')
      .set({ deleted_at: now, enabled: false })
      .where('id', '=', id)
      .execute();
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'FAILED', last_error: '地址已删除', next_attempt_at: null })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  deliveries(db: Executor, endpointId: string, status: string | undefined, offset: number, limit: number) {
    let q = db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('open_events as e', 'e.id', 'd.event_id')
      .select(DELIVERY_COLUMNS)
      .where('d.endpoint_id', '=', endpointId);
    if (status) q = q.where('d.status', '=', status);
    return q.orderBy('d.id', 'desc').offset(offset).limit(limit).execute();
  }

  async countDeliveries(db: Executor, endpointId: string, status: string | undefined): Promise<number> {
    let q = db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('endpoint_id', '=', endpointId);
    if (status) q = q.where('status', '=', status);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** The organization's delivery, with its endpoint's URL. */
  delivery(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('open_events as e', 'e.id', 'd.event_id')
      .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
      .select([...DELIVERY_COLUMNS, 'w.url', 'w.deleted_at'])
      .where('d.organization_id', '=', organizationId)
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  attempts(db: Executor, deliveryId: string) {
    return db
      .selectFrom('webhook_attempts')
      .select([
        'attempt',
        'at',
        'request_headers',
        'request_body',
        'response_status',
        'response_body',
        'error',
        'duration_ms',
      ])
      .where('delivery_id', '=', deliveryId)
      .orderBy('attempt')
      .execute();
  }

  event(db: Executor, id: string) {
    return db.selectFrom('open_events').select(EVENT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** New deliveries of events to an endpoint (resend, replay), due now; their ids. */
  async enqueue(db: Executor, endpointId: string, eventIds: readonly string[], now: Date): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const rows = await sql<{ id: string }>`
      INSERT INTO webhook_deliveries
        (endpoint_id, organization_id, event_id, object_key, sequence, next_attempt_at, give_up_at, created_at)
      SELECT w.id, e.organization_id, e.id, e.object_type || ':' || e.object_id, e.sequence, ${now},
             ${now}::timestamptz + interval '3 days', ${now}
        FROM open_events e JOIN webhook_endpoints w ON w.id = ${endpointId}
       WHERE e.id = ANY(${eventIds}::bigint[])
       ORDER BY e.id
      RETURNING id::text`.execute(db);
    await sql`SELECT pg_notify('pm_webhooks', '')`.execute(db);
    return rows.rows.map((r) => r.id);
  }

  /** Events of the organization in a time range that an endpoint subscribed to `filters` receives. */
  async eventsBetween(
    db: Executor,
    organizationId: string,
    filters: string[],
    from: Date,
    to: Date,
  ): Promise<string[]> {
    const rows = await sql<{ id: string }>`
      SELECT e.id::text FROM open_events e
       WHERE e.organization_id = ${organizationId} AND e.created_at >= ${from} AND e.created_at <= ${to}
         AND (e.type = ANY(${filters}::text[]) OR split_part(e.type, '.', 1) || '.*' = ANY(${filters}::text[]))
       ORDER BY e.id LIMIT 10000`.execute(db);
    return rows.rows.map((r) => r.id);
  }

  /** The organization's events after a cursor, oldest first (one more than `limit`: is there more). */
  feed(db: Executor, organizationId: string, after: string, limit: number, since: Date) {
    return db
      .selectFrom('open_events')
      .select(EVENT_COLUMNS)
      .where('organization_id', '=', organizationId)
      .where('id', '>', after)
      .where('created_at', '>=', since)
      .orderBy('id')
      .limit(limit + 1)
      .execute();
  }

  /**
   * Claims up to `limit` due deliveries no other worker holds (SKIP LOCKED) and whose object has no earlier
   * pending delivery to the same endpoint: leased until `leaseUntil`, their attempt counted.
   */
  async claim(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    const rows = await sql<ClaimedDelivery>`
      WITH due AS (
        SELECT d.id FROM webhook_deliveries d
         WHERE d.status = 'PENDING' AND d.next_attempt_at <= ${now}
           AND (d.lease_until IS NULL OR d.lease_until <= ${now})
           AND EXISTS (
             SELECT 1 FROM webhook_endpoints w JOIN open_apps a ON a.id = w.app_id
              WHERE w.id = d.endpoint_id AND w.enabled AND w.deleted_at IS NULL AND a.status = 'ACTIVE')
           AND NOT EXISTS (
             SELECT 1 FROM webhook_deliveries p
              WHERE p.endpoint_id = d.endpoint_id AND p.object_key = d.object_key AND p.status = 'PENDING'
                AND (p.sequence < d.sequence OR (p.sequence = d.sequence AND p.id < d.id)))
         ORDER BY d.next_attempt_at, d.id
         LIMIT ${limit}
         FOR UPDATE SKIP LOCKED
      ),
      claimed AS (
        UPDATE webhook_deliveries d SET lease_until = ${leaseUntil}, attempts = d.attempts + 1
          FROM due WHERE d.id = due.id
        RETURNING d.id, d.attempts, d.give_up_at, d.endpoint_id, d.event_id
      )
      SELECT c.id::text, c.attempts, c.give_up_at, c.endpoint_id::text, w.url, w.secret, w.previous_secret,
             w.previous_secret_expires_at, w.failing_since, c.event_id::text, e.type, e.object_type,
             e.object_id::text, e.sequence, e.data, e.created_at AS event_at
        FROM claimed c
        JOIN webhook_endpoints w ON w.id = c.endpoint_id
        JOIN open_events e ON e.id = c.event_id
       ORDER BY c.id`.execute(db);
    return rows.rows;
  }

  async recordAttempt(
    db: Executor,
    a: {
      deliveryId: string;
      attempt: number;
      at: Date;
      requestHeaders: Record<string, string>;
      requestBody: string;
      responseStatus: number | null;
      responseBody: string;
      error: string | null;
      durationMs: number;
    },
  ): Promise<void> {
    await db
      .insertInto('webhook_attempts')
      .values({
        delivery_id: a.deliveryId,
        attempt: a.attempt,
        at: a.at,
        request_headers: JSON.stringify(a.requestHeaders),
        request_body: a.requestBody,
        response_status: a.responseStatus,
        response_body: a.responseBody,
        error: a.error,
        duration_ms: a.durationMs,
      })
      .execute();
  }

  /** The outcome of an attempt: SUCCEEDED, FAILED, or PENDING again at `nextAttemptAt`. */
  async settle(
    db: Executor,
    id: string,
    o: {
      status: 'SUCCEEDED' | 'FAILED' | 'PENDING';
      nextAttemptAt: Date | null;
      statusCode: number | null;
      error: string | null;
      now: Date;
    },
  ): Promise<void> {
    await db
      .updateTable('webhook_deliveries')
      .set({
        status: o.status,
        next_attempt_at: o.nextAttemptAt,
        lease_until: null,
        last_status_code: o.statusCode,
        last_error: o.error,
        ...(o.status === 'SUCCEEDED' ? { delivered_at: o.now } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** An endpoint answered 2xx: no longer failing. */
  async endpointSucceeded(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', id)
      .where('failing_since', 'is not', null)
      .execute();
  }

  /** An endpoint failed: failing since now unless already; disabled (with the reason) when `disable`. */
  async endpointFailed(db: Executor, id: string, now: Date, disable: string | null): Promise<void> {
    await sql`
      UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, ${now})
             ${disable ? sql`, enabled = false, disabled_reason = ${disable}` : sql``}
       WHERE id = ${id}`.execute(db);
    if (disable) {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'FAILED', next_attempt_at: null, lease_until: null, last_error: disable })
        .where('endpoint_id', '=', id)
        .where('status', '=', 'PENDING')
        .execute();
    }
  }

  /**
   * Endpoints failing without a success since `since` or earlier (failing_since: the first failure of an
   * unbroken run) and no attempt in flight: disabled with `reason`, their pending deliveries FAILED; their ids.
   */
  async disableFailing(db: Executor, since: Date, now: Date, reason: string): Promise<string[]> {
    const rows = await sql<{ id: string }>`
      UPDATE webhook_endpoints w SET enabled = false, disabled_reason = ${reason}
       WHERE w.enabled AND w.deleted_at IS NULL AND w.failing_since <= ${since}
         AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries d
            WHERE d.endpoint_id = w.id AND d.status = 'PENDING' AND d.lease_until > ${now})
      RETURNING w.id::text`.execute(db);
    const ids = rows.rows.map((r) => r.id);
    if (ids.length > 0) {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'FAILED', next_attempt_at: null, lease_until: null, last_error: reason })
        .where('endpoint_id', 'in', ids)
        .where('status', '=', 'PENDING')
        .execute();
    }
    return ids;
  }

  /**
   * Up to 5000 events created before `before`, with their deliveries and attempts (ON DELETE CASCADE); how
   * many. An event with a delivery that may still be attempted (pending, before its give-up time: a resend
   * or replay of an old event) stays until that delivery is settled or out of time (one left pending past
   * it, as on a disabled endpoint that no worker claims, holds nothing). The last sequence of each object whose events go is kept
   * (open_object_sequences), so the object's next event continues its numbering instead of starting at 1.
   */
  async purgeEvents(db: Executor, before: Date, now: Date): Promise<number> {
    const r = await sql<{ n: string }>`
      WITH gone AS (
        DELETE FROM open_events WHERE id IN (
          SELECT e.id FROM open_events e
           WHERE e.created_at < ${before}
             AND NOT EXISTS (
               SELECT 1 FROM webhook_deliveries d
                WHERE d.event_id = e.id AND d.status = 'PENDING' AND d.give_up_at > ${now})
           LIMIT 5000)
        RETURNING organization_id, object_type, object_id, sequence
      ),
      kept AS (
        INSERT INTO open_object_sequences (organization_id, object_type, object_id, sequence)
        SELECT organization_id, object_type, object_id, max(sequence) FROM gone GROUP BY 1, 2, 3
        ON CONFLICT (organization_id, object_type, object_id)
          DO UPDATE SET sequence = greatest(open_object_sequences.sequence, excluded.sequence)
      )
      SELECT count(*)::text AS n FROM gone`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }
}
