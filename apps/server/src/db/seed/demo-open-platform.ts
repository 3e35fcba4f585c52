/**
 * The open platform's demo (issue 31): an app of buyer01's organization (created by its 采购经理 buyer02) and
 * one of vendor01's, with known demo secrets for the quick start, the events of their recent orders, a
 * webhook endpoint each and deliveries in every status (succeeded, failed after retries, pending). Once.
 * Besides, the sandbox organization 开放平台沙箱企业 for integrators to try the API on (its own check, so a
 * database seeded before it existed gets it too): its manager sandbox01 / Sandbox2026, an address, a few
 * orders placed through checkout's one entry (one shipped by its supplier) and the app pmc_sandbox01 /
 * pms_sandbox01_2026 with every scope a buyer may grant, so its event feed has the orders' events.
 */
import { sql } from 'kysely';
import { BUYER_SCOPES, OPEN_SANDBOX } from '@pm/contract/open-platform';
import type { Db } from '../database';
import { systemClock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { createOrders } from '../../modules/order';
import { emitOrdersCreated, emitOrderStatus } from '../../modules/open-platform/outbox';
import { authOf, within } from './demo-support';

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

/** The sandbox organization (the contract's, named by the portal's home and README). */
export const SANDBOX = OPEN_SANDBOX;

export async function seedDemoOpenPlatform(
  db: Db,
  opts: { log?: (m: string) => void; autoConfirmDays?: number } = {},
): Promise<boolean> {
  // The demo apps first: the sandbox's orders then tell their suppliers' apps as any order would.
  const apps = await seedDemoApps(db, opts);
  const sandbox = await seedSandbox(db, opts);
  return sandbox || apps;
}

async function seedDemoApps(db: Db, opts: { log?: (m: string) => void }): Promise<boolean> {
  const done = await db
    .selectFrom('open_apps')
    .select('id')
    .where('client_id', '=', DEMO_APPS[0].clientId)
    .executeTakeFirst();
  if (done) return false;
  const hashes = await Promise.all(DEMO_APPS.map((a) => hashPassword(a.secret)));
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    // The apps first, then the recent orders of their organizations as events, each order once (the outbox
    // writes a row for every organization of the order with an app), then each app's endpoint and log.
    const made: { app: { id: string }; user: { id: string; organization_id: string } }[] = [];
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
      made.push({ app, user });
    }
    const orders = await sql<{ id: string; status: string }>`
      SELECT DISTINCT o.id::text, o.status FROM unnest(${made.map((m) => m.user.organization_id)}::bigint[]) x(org)
        CROSS JOIN LATERAL (
          SELECT id, status FROM orders
           WHERE x.org IN (organization_id, supplier_id) AND status IN ('PACKAGING', 'DELIVERED', 'DONE', 'CANCELLED')
           ORDER BY created_at DESC LIMIT 6) o
       ORDER BY 1`.execute(trx);
    for (const o of orders.rows) {
      await emitOrdersCreated(trx, [o.id], now);
      if (o.status !== 'PACKAGING') await emitOrderStatus(trx, [o.id], o.status, now);
    }
    for (const { app, user } of made) {
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
        SELECT e.id::text, e.object_type, e.object_id::text, e.sequence FROM open_events e
         WHERE e.organization_id = ${user.organization_id} ORDER BY e.id`.execute(trx);
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

/** The sandbox organization, its manager, address, orders and app: once (the app's client_id says so). */
async function seedSandbox(
  db: Db,
  opts: { log?: (m: string) => void; autoConfirmDays?: number },
): Promise<boolean> {
  const done = await db
    .selectFrom('open_apps')
    .select('id')
    .where('client_id', '=', SANDBOX.clientId)
    .executeTakeFirst();
  if (done) return false;
  const roles = await db.selectFrom('roles').select(['id', 'role_type']).execute();
  const roleIds = roles.filter((r) => ['PURCHASER', 'APPROVER'].includes(r.role_type)).map((r) => r.id);
  if (roleIds.length < 2) return false;
  const hashes = await Promise.all([hashPassword(SANDBOX.password), hashPassword(SANDBOX.clientSecret)]);
  const now = new Date();
  const orders = await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({ name: SANDBOX.organization, kind: 'buyer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dept = await trx
      .insertInto('departments')
      .values({ organization_id: org.id, name: '信息化部' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        organization_id: org.id,
        department_id: dept.id,
        username: SANDBOX.username,
        cellphone: '13800009901',
        fullname: '沙箱管理员',
        password_hash: hashes[0],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ user_id: user.id, role_id })))
      .execute();
    // The same kind of address the demo buyers have (demo-member.ts: 上海市 浦东新区).
    const address = await trx
      .insertInto('addresses')
      .values({
        organization_id: org.id,
        user_id: user.id,
        consignee: '沙箱收货人',
        mobile: '13800009901',
        province_code: '310000',
        city_code: '310100',
        county_code: '310115',
        detail: '张江路 100 号 沙箱测试仓',
        tag: '公司',
        is_default: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The app first: the orders below then write their events for it.
    await trx
      .insertInto('open_apps')
      .values({
        organization_id: org.id,
        created_by: user.id,
        name: '沙箱：接口联调',
        client_id: SANDBOX.clientId,
        secret_hash: hashes[1],
        scopes: [...BUYER_SCOPES],
        rate_limit_per_minute: 600,
        created_at: now,
      })
      .execute();
    // A few orders through checkout's one entry, of the demo suppliers' goods in stock.
    const goods = await sql<{ id: string; price: string; supplier: string }>`
      SELECT DISTINCT ON (g.supplier_id) g.id::text, g.list_price::text AS price, u.username AS supplier
        FROM goods g JOIN users u ON u.organization_id = g.supplier_id AND u.username IN ('vendor01', 'vendor02')
       WHERE g.status = 'on' AND g.stock_total > 20 AND g.moq <= 1 AND g.list_price > 0
       ORDER BY g.supplier_id, g.id`.execute(trx);
    if (goods.rows.length === 0) return 0;
    const db2 = within(trx);
    const auth = (await authOf(db2, SANDBOX.username))!;
    const mall = createOrders(db2, systemClock, { autoConfirmDays: opts.autoConfirmDays ?? 10 });
    let placed = 0;
    for (const [i, g] of [...goods.rows, ...goods.rows].entries()) {
      const result = await mall.checkout.place(auth, {
        lines: [
          {
            goodsId: g.id,
            num: 2 + i,
            price: Number(g.price),
            origin: { kind: 'api', clientId: SANDBOX.clientId, reference: `SANDBOX-${i + 1}` },
          },
        ],
        addressId: address.id,
        key: `sandbox-order-${i + 1}`,
      });
      placed += result.orders.length;
      // The first order of each supplier shipped: the feed shows order.created, then order.shipped.
      const order = result.orders[0];
      if (order && i < goods.rows.length) {
        const supplier = (await authOf(db2, g.supplier))!;
        await mall.orders.ship(supplier, order.id, '顺丰速运', `SF10000${i + 1}2026`);
      }
    }
    return placed;
  });
  opts.log?.(
    `open platform sandbox added: ${SANDBOX.organization}, ${SANDBOX.username} / ${SANDBOX.password}, app ${SANDBOX.clientId} / ${SANDBOX.clientSecret}, ${orders} orders`,
  );
  return true;
}
