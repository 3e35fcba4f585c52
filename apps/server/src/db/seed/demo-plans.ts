/**
 * Demo purchasing plans (`npm start` only, with the demo trading history): plans of buyer01's organization
 * in every status, with catalog and free-text lines; the executing one partly ordered through the plan
 * (the real checkout, so stock, credit, the budget ledger and the logs are what the services make them),
 * one of its orders shipped, received and partly refunded, so every figure of a line shows (ordered,
 * received, pending, budget given back).
 *
 * Atomic and once per database: everything runs in one transaction (the services' own transactions run
 * inside it), which takes an advisory lock, checks the marker in app_meta and writes it last. A start
 * that dies half-way leaves nothing, and the next start seeds again; two processes starting together seed
 * once. Not for the test template nor the e2e database.
 */
import os from 'node:os';
import { sql } from 'kysely';
import type { PlanAction } from '@pm/contract/purchasing-plan';
import { ManualClock } from '../../lib/clock';
import type { AuthContext } from '../../modules/auth/auth.service';
import { createOrders } from '../../modules/order/index';
import { UploadStore } from '../../lib/upload';
import { CreditRepo } from '../../modules/credit/credit.repo';
import { PlanOrderService } from '../../modules/purchasing-plan/plan-order.service';
import { PurchasingPlanRepo } from '../../modules/purchasing-plan/purchasing-plan.repo';
import { PurchasingPlanService } from '../../modules/purchasing-plan/purchasing-plan.service';
import { RefundPhotoRepo } from '../../modules/refund/refund-photo.repo';
import { RefundRepo } from '../../modules/refund/refund.repo';
import { RefundService } from '../../modules/refund/refund.service';
import { RefundWorker } from '../../modules/refund/refund-worker';
import { StockRepo } from '../../modules/stock/stock.repo';
import type { Db } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

export const DEMO_PLANS_MARKER = 'demo_plans_v1';

export interface DemoPlansStats {
  plans: number;
  orders: number;
  /** Orders received (and one line of the first partly refunded). */
  received: number;
}

const HOUR = 3_600_000;

interface PlanSeed {
  name: string;
  periodType: 'month' | 'quarter' | 'year';
  period: string;
  remarks: string;
  goods: number[];
  free: { name: string; spec: string; unit: string; quantity: number; estimatedPrice: number }[];
  then: PlanAction[];
}

const PLANS: PlanSeed[] = [
  {
    name: '2026年12月 行政办公用品',
    periodType: 'month',
    period: '2026-12',
    remarks: '行政部月度采购，按部门汇总',
    goods: [0, 1, 2],
    free: [{ name: '定制工牌', spec: 'PVC 85×54mm', unit: '个', quantity: 120, estimatedPrice: 350 }],
    then: ['start'],
  },
  {
    name: '2027年第一季度 设备维护备件',
    periodType: 'quarter',
    period: '2027-Q1',
    remarks: '设备部提报，待审核后执行',
    goods: [3, 4],
    free: [{ name: '非标轴承座', spec: '按图纸 ZC-221', unit: '套', quantity: 6, estimatedPrice: 48_000 }],
    then: [],
  },
  {
    name: '2026年11月 劳保用品',
    periodType: 'month',
    period: '2026-11',
    remarks: '供应商调价中，暂停执行',
    goods: [5, 6],
    free: [],
    then: ['start', 'pause'],
  },
  {
    name: '2026年度 IT 耗材',
    periodType: 'year',
    period: '2026',
    remarks: '',
    goods: [7],
    free: [{ name: '硒鼓回收服务', spec: '年度', unit: '项', quantity: 1, estimatedPrice: 120_000 }],
    then: ['start', 'finish'],
  },
  {
    name: '2026年10月 清洁用品',
    periodType: 'month',
    period: '2026-10',
    remarks: '并入年度计划，本计划关闭',
    goods: [8],
    free: [],
    then: ['close'],
  },
];

type SeedOptions = { now?: Date; autoConfirmDays?: number; log?: (m: string) => void };

/**
 * Seeds the demo plans once, in one transaction; null when they were there already or the catalog has no
 * fitting goods.
 */
export async function seedDemoPlans(db: Db, opts: SeedOptions = {}): Promise<DemoPlansStats | null> {
  const stats = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-plans'))`.execute(trx);
    return seedIn(within(trx), opts);
  });
  if (stats) {
    opts.log?.(
      `demo purchasing plans added: ${stats.plans} plans, ${stats.orders} orders (${stats.received} received, one partly refunded)`,
    );
  }
  return stats;
}

async function seedIn(db: Db, opts: SeedOptions): Promise<DemoPlansStats | null> {
  if (await seeded(db, DEMO_PLANS_MARKER)) return null;
  const auth = await authOf(db, 'buyer01');
  if (!auth) return null;
  const address = await db
    .selectFrom('addresses')
    .select(['id', 'province_code'])
    .where('user_id', '=', auth.userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!address) return null;
  // Goods that can be ordered at once: on sale, MOQ and multiple 1, stock for the address's province;
  // those of suppliers with an account first (their orders are shipped and refunded below).
  const goods = await sql<{ id: string }>`
    SELECT g.id::text AS id FROM goods g
    WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
      AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
      AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
           WHERE st.goods_id = g.id AND ${address.province_code} = ANY (w.serves)) > 100
    ORDER BY EXISTS (SELECT 1 FROM users u WHERE u.organization_id = g.supplier_id) DESC, g.sales DESC, g.id
    LIMIT 9`.execute(db);
  if (goods.rows.length < 9) return null;

  // The story starts five days ago: ordered, shipped the next day, received, partly refunded.
  const clock = new ManualClock(new Date((opts.now ?? new Date()).getTime() - 5 * 24 * HOUR));
  const repo = new PurchasingPlanRepo();
  const plans = new PurchasingPlanService(db, repo, clock);
  const { checkout, orders: orderService } = createOrders(db, clock, {
    autoConfirmDays: opts.autoConfirmDays ?? 10,
  });
  const orders = new PlanOrderService(db, repo, plans, checkout);
  const department = await db
    .selectFrom('users')
    .select('department_id')
    .where('id', '=', auth.userId)
    .executeTakeFirst();

  let ordered = 0;
  let received = 0;
  for (const [i, p] of PLANS.entries()) {
    const lines = [
      ...p.goods.map((k, j) => ({ goodsId: goods.rows[k]!.id, quantity: 10 * (j + 1), remark: '' })),
      ...p.free.map((f) => ({ ...f, remark: '' })),
    ];
    // A budget of the planned amount and a fifth more, in whole yuan.
    const prices = new Map(
      (
        await repo.goodsForPlan(
          db,
          auth.organizationId,
          p.goods.map((k) => goods.rows[k]!.id),
        )
      ).map((g) => [g.id, g.price]),
    );
    const planned = lines.reduce(
      (n, l) => n + l.quantity * ('goodsId' in l ? (prices.get(l.goodsId) ?? 0) : l.estimatedPrice),
      0,
    );
    let plan = await plans.save(auth, {
      name: p.name,
      periodType: p.periodType,
      period: p.period,
      departmentId: department?.department_id ?? null,
      budget: Math.max(100, Math.ceil((planned * 1.2) / 100) * 100),
      remarks: p.remarks,
      lines,
    });
    for (const action of p.then) plan = await plans.transition(auth, plan.id, action);
    if (i === 0) {
      // The executing plan, partly ordered: some of its first two catalog lines.
      const [a, b] = plan.lines.filter((l) => l.goodsId !== null);
      const placed = await orders.order(auth, 'demo-plans-order-1', {
        billId: plan.id,
        lines: [
          { id: a!.id, num: 4 },
          { id: b!.id, num: 5 },
        ],
        addressId: address.id,
        remarks: '',
      });
      ordered += placed.orderIds.length;
      // The order holding the first line: shipped, received, and one piece of that line refunded.
      const line = await db
        .selectFrom('order_lines as ol')
        .innerJoin('orders as o', 'o.id', 'ol.order_id')
        .select(['ol.id', 'ol.order_id', 'ol.price', 'o.supplier_id'])
        .where('ol.plan_line_id', '=', a!.id)
        .where('o.id', 'in', placed.orderIds)
        .executeTakeFirstOrThrow();
      const vendor = await db
        .selectFrom('users')
        .select('id')
        .where('organization_id', '=', line.supplier_id)
        .where('status', '=', 'active')
        .orderBy('id')
        .executeTakeFirst();
      if (vendor) {
        await receiveAndRefund(db, clock, orderService, auth, {
          vendor: {
            userId: vendor.id,
            organizationId: line.supplier_id,
            sessionId: '',
            roleTypes: ['VENDOR'],
          },
          orderId: line.order_id,
          orderLineId: line.id,
          price: Number(line.price),
        });
        received++;
      }
    }
  }
  await markSeeded(db, DEMO_PLANS_MARKER, clock.now());
  return { plans: PLANS.length, orders: ordered, received };
}

/**
 * An order of the plan shipped by its supplier, received by the buyer, and one piece of a line refunded
 * (仅退款, approved, paid back by the refund job): through the services, so the plan's ledger writes
 * the receipt and the refund as it does for real ones.
 */
async function receiveAndRefund(
  db: Db,
  clock: ManualClock,
  orders: ReturnType<typeof createOrders>['orders'],
  buyer: AuthContext,
  o: { vendor: AuthContext; orderId: string; orderLineId: string; price: number },
): Promise<void> {
  clock.advance(24 * HOUR);
  await orders.ship(o.vendor, o.orderId, '顺丰速运', 'SF1402611260001');
  clock.advance(2 * 24 * HOUR);
  await orders.confirmReceipt(buyer, o.orderId);
  clock.advance(3 * HOUR);
  const refundRepo = new RefundRepo();
  const refunds = new RefundService(db, refundRepo, new StockRepo(), clock);
  const refund = await refunds.apply(buyer, 'demo-plans-refund-1', {
    orderId: o.orderId,
    type: 'REFUND_ONLY',
    reason: 'DAMAGED',
    description: '到货一件外包装破损，协商仅退款',
    lines: [{ orderLineId: o.orderLineId, num: 1, amount: o.price }],
    photoIds: [],
  });
  clock.advance(5 * HOUR);
  await refunds.approve(o.vendor, refund.id, undefined, '同意退款');
  // The refund job pays it back (no photos are touched: the store's folder is never used here).
  const worker = new RefundWorker(
    db,
    refundRepo,
    new CreditRepo(),
    new RefundPhotoRepo(),
    new UploadStore(os.tmpdir(), 'pm-demo-unused'),
    clock,
  );
  await worker.runOnce();
}
