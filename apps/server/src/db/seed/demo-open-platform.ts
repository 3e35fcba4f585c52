/**
 * The open platform's demo (issue 31): an app of buyer01's organization (created by its 采购经理 buyer02) and
 * one of vendor01's, with known demo secrets for the quick start, the events of their recent orders, a
 * webhook endpoint each and deliveries in every status (succeeded, failed after retries, pending). Once.
 */
import { sql } from 'kysely';
import type { Db } from '../database';
import { hashPassword } from '../../lib/password';
import { emitOrdersCreated, emitOrderStatus } from '../../modules/open-platform/outbox';

/** The demo apps' credentials (README and the portal's quick start name them). */
export const DEMO_APPS = [
  {
    username: 'buyer02',
    name: '演示：采购 ERP 对接',
    clientId: 'pmc_demo_buyer01',
    secret: 'pms_demo_buyer01_2026',
    scopes: ['goods:read', 'order:read', 'order:write', 'refund:read', 'events:read'],
  },
  {
    username: 'vendor01',
    name: '演示：供应商 ERP 对接',
    clientId: 'pmc_demo_vendor01',
    secret: 'pms_demo_vendor01_2026',
    scopes: [
      'goods:read',
      'order:read',
      'refund:read',
      'stock:write',
      'price:write',
      'ship:write',
      'events:read',
    ],
  },
] as const;

const DEMO_SIGNING_SECRET = 'whsec_ZGVtby1zaWduaW5nLXNlY3JldC0yMDI2LWRlbW8=';

export async function seedDemoOpenPlatform(
  db: Db,
  opts: { log?: (m: string) => void } = {},
): Promise<boolean> {
  const done = await db
    .selectFrom('open_apps')
    .select('id')
    .where('client_id', '=', DEMO_APPS[0].clientId)
    .executeTakeFirst();
  if (done) return false;
  const hashes = await Promise.all(DEMO_APPS.map((a) => hashPassword(a.secret)));
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    for (const [i, a] of DEMO_APPS.entries()) {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'organization_id'])
        .where('username', '=', a.username)
        .executeTakeFirst();
      if (!user) continue;
      const app = await trx
        .insertInto('open_apps')
        .values({
          organization_id: user.organization_id,
          created_by: user.id,
          name: a.name,
          client_id: a.clientId,
          secret_hash: hashes[i]!,
          scopes: [...a.scopes],
          rate_limit_per_minute: 600,
          created_at: new Date(now.getTime() - 7 * 86_400_000),
          last_used_at: new Date(now.getTime() - 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The organization's recent orders as events (the app exists now, so the outbox writes them).
      const orders = await sql<{ id: string; status: string }>`
        SELECT id::text, status FROM orders
         WHERE ${user.organization_id} IN (organization_id, supplier_id) AND status IN ('PACKAGING', 'DELIVERED', 'DONE', 'CANCELLED')
         ORDER BY created_at DESC LIMIT 6`.execute(trx);
      for (const o of orders.rows) {
        await emitOrdersCreated(trx, [o.id], now);
        if (o.status !== 'PACKAGING') await emitOrderStatus(trx, [o.id], o.status, now);
      }
      const endpoint = await trx
        .insertInto('webhook_endpoints')
        .values({
          app_id: app.id,
          organization_id: user.organization_id,
          url: 'https://erp.example.com/hooks/procurement',
          event_types: ['order.*', 'refund.*'],
          description: '演示地址（不会真正收到投递）',
          secret: DEMO_SIGNING_SECRET,
          failing_since: new Date(now.getTime() - 3_600_000),
          created_at: new Date(now.getTime() - 7 * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const events = await sql<{ id: string; object_type: string; object_id: string; sequence: number }>`
        SELECT id::text, object_type, object_id::text, sequence FROM open_events
         WHERE organization_id = ${user.organization_id} ORDER BY id`.execute(trx);
      const statuses = ['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'PENDING'] as const;
      for (const [k, e] of events.rows.entries()) {
        const status = statuses[k % statuses.length]!;
        const at = new Date(now.getTime() - (events.rows.length - k) * 600_000);
        const attempts = status === 'SUCCEEDED' ? 1 : status === 'FAILED' ? 6 : 2;
        const d = await trx
          .insertInto('webhook_deliveries')
          .values({
            endpoint_id: endpoint.id,
            organization_id: user.organization_id,
            event_id: e.id,
            object_key: `${e.object_type}:${e.object_id}`,
            sequence: e.sequence,
            status,
            attempts,
            next_attempt_at: status === 'PENDING' ? new Date(now.getTime() + 3_600_000) : null,
            give_up_at: new Date(at.getTime() + 3 * 86_400_000),
            last_status_code: status === 'SUCCEEDED' ? 200 : 503,
            last_error: status === 'SUCCEEDED' ? null : 'HTTP 503',
            created_at: at,
            delivered_at: status === 'SUCCEEDED' ? at : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let n = 1; n <= attempts; n++) {
          const ok = status === 'SUCCEEDED' && n === attempts;
          await trx
            .insertInto('webhook_attempts')
            .values({
              delivery_id: d.id,
              attempt: n,
              at: new Date(at.getTime() + (n - 1) * 60_000),
              request_headers: JSON.stringify({
                'webhook-id': `msg_${e.id}`,
                'content-type': 'application/json',
              }),
              request_body: JSON.stringify({
                id: `msg_${e.id}`,
                objectType: e.object_type,
                objectId: e.object_id,
              }),
              response_status: ok ? 200 : 503,
              response_body: ok ? 'ok' : 'Service Unavailable',
              error: ok ? null : 'HTTP 503',
              duration_ms: 80 + n * 7,
            })
            .execute();
        }
      }
    }
  });
  opts.log?.(
    `demo open platform added: apps ${DEMO_APPS.map((a) => `${a.clientId} / ${a.secret}`).join(', ')}`,
  );
  return true;
}
