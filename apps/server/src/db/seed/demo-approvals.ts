/**
 * Demo approvals (`npm start` only, after the demo plans): buyer02, the purchasing manager of buyer01's
 * organization, keeps an amount rule (orders above ¥2,000 need approval); buyer01's orders above it went
 * through the real checkout, so two wait in buyer02's queue (stock and credit held), one was approved (now
 * with its supplier) and one rejected (cancelled, stock and credit given back).
 *
 * Atomic and once per database: one transaction (the services' own transactions run inside it) under an
 * advisory lock, with its marker in app_meta written last. Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import { ManualClock } from '../../lib/clock';
import { createApprovalService } from '../../modules/approval/index';
import { createOrders } from '../../modules/order/index';
import type { Db } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

export const DEMO_APPROVALS_MARKER = 'demo_approvals_v1';
/** The demo rule: submissions above ¥2,000 need the manager's approval. */
export const DEMO_APPROVAL_THRESHOLD = 200_000;

const HOUR = 3_600_000;

/** Seeds the demo approvals once; the number of submissions, or null when there already or not possible. */
export async function seedDemoApprovals(
  db: Db,
  opts: { now?: Date; autoConfirmDays?: number; log?: (m: string) => void } = {},
): Promise<number | null> {
  const made = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-approvals'))`.execute(trx);
    return seedIn(within(trx), opts);
  });
  if (made) opts.log?.(`demo approvals added: ${made} submissions (2 waiting, 1 approved, 1 rejected)`);
  return made;
}

async function seedIn(db: Db, opts: { now?: Date; autoConfirmDays?: number }): Promise<number | null> {
  if (await seeded(db, DEMO_APPROVALS_MARKER)) return null;
  const buyer = await authOf(db, 'buyer01');
  const manager = await authOf(db, 'buyer02');
  if (!buyer || !manager || manager.organizationId !== buyer.organizationId) return null;
  if (!manager.roleTypes.includes('APPROVER')) return null;
  const address = await db
    .selectFrom('addresses')
    .select(['id', 'province_code'])
    .where('user_id', '=', buyer.userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!address) return null;
  // Goods of suppliers with an account, orderable at once, with ample stock for the address, at the
  // organization's price.
  const goods = await sql<{ id: string; price: string; stock: number }>`
    SELECT g.id::text AS id, coalesce(ap.price, g.list_price)::text AS price,
      (SELECT coalesce(sum(st.quantity), 0)::int FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
       WHERE st.goods_id = g.id AND ${address.province_code} = ANY (w.serves)) AS stock
    FROM goods g
    LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${buyer.organizationId}
    WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
      AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
      AND EXISTS (SELECT 1 FROM users u WHERE u.organization_id = g.supplier_id)
      AND coalesce(ap.price, g.list_price) BETWEEN 5000 AND 150000
    ORDER BY g.sales DESC, g.id
    LIMIT 40`.execute(db);
  const fit = goods.rows
    .map((g) => ({
      ...g,
      price: Number(g.price),
      num: Math.ceil((DEMO_APPROVAL_THRESHOLD * 1.3) / Number(g.price)),
    }))
    .filter((g) => g.stock > g.num * 2)
    .slice(0, 4);
  if (fit.length < 4) return null;

  const now = opts.now ?? new Date();
  const clock = new ManualClock(new Date(now.getTime() - 30 * HOUR));
  const approvals = createApprovalService(db, clock);
  await approvals.saveRule(manager, {
    amountThreshold: DEMO_APPROVAL_THRESHOLD,
    catalogIds: [],
    outsidePlan: false,
    holdHours: 48,
  });
  const { checkout } = createOrders(db, clock, { autoConfirmDays: opts.autoConfirmDays ?? 10 });
  const place = async (i: number) => {
    const g = fit[i]!;
    const placed = await checkout.place(buyer, {
      lines: [
        {
          goodsId: g.id,
          num: g.num,
          price: g.price,
          origin: { kind: 'api', clientId: 'demo', reference: `${i}` },
        },
      ],
      addressId: address.id,
      remarks: ['车间改造项目用料', '季度备件补库', '新产线试运行耗材', '仓库货架更换'][i]!,
      key: `demo-approvals-${i}`,
    });
    const row = await db
      .selectFrom('order_approvals')
      .select('id')
      .where('submission_id', '=', placed.submissionId)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  // Yesterday: one approved after two hours, one rejected after an hour.
  const approved = await place(0);
  clock.advance(2 * HOUR);
  await approvals.approve(manager, approved, '项目已立项，同意采购');
  clock.advance(HOUR);
  const rejected = await place(1);
  clock.advance(HOUR);
  await approvals.reject(manager, rejected, '请改用协议供应商的同类商品后重新下单');
  // Today: two waiting in the manager's queue.
  clock.set(new Date(now.getTime() - 3 * HOUR));
  await place(2);
  clock.advance(2 * HOUR);
  await place(3);

  await markSeeded(db, DEMO_APPROVALS_MARKER, now);
  return 4;
}
