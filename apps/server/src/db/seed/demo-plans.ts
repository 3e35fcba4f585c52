/**
 * Demo purchasing plans (`npm start` only, with the demo trading history): plans of buyer01's organization
 * in every status, with catalog and free-text lines; the executing one partly ordered through the plan
 * (the real checkout, so stock, credit, the budget ledger and the logs are what the services make them).
 * Runs once per database (a marker in app_meta). Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import type { PlanAction } from '@pm/contract/purchasing-plan';
import type { RoleType } from '@pm/contract/roles';
import { ManualClock } from '../../lib/clock';
import type { AuthContext } from '../../modules/auth/auth.service';
import { createOrders } from '../../modules/order/index';
import { PlanOrderService } from '../../modules/purchasing-plan/plan-order.service';
import { PurchasingPlanRepo } from '../../modules/purchasing-plan/purchasing-plan.repo';
import { PurchasingPlanService } from '../../modules/purchasing-plan/purchasing-plan.service';
import type { Db } from '../database';

export const DEMO_PLANS_MARKER = 'demo_plans_v1';

export interface DemoPlansStats {
  plans: number;
  orders: number;
}

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

/** Seeds the demo plans once; null when they were there already or the catalog has no fitting goods. */
export async function seedDemoPlans(
  db: Db,
  opts: { now?: Date; autoConfirmDays?: number; log?: (m: string) => void } = {},
): Promise<DemoPlansStats | null> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', DEMO_PLANS_MARKER)
    .executeTakeFirst();
  if (done) return null;
  const buyer = await db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('username', '=', 'buyer01')
    .executeTakeFirst();
  if (!buyer) return null;
  const address = await db
    .selectFrom('addresses')
    .select(['id', 'province_code'])
    .where('user_id', '=', buyer.id)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!address) return null;
  // Goods that can be ordered at once: on sale, MOQ and multiple 1, stock for the address's province.
  const goods = await sql<{ id: string }>`
    SELECT g.id::text AS id FROM goods g
    WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
      AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
      AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
           WHERE st.goods_id = g.id AND ${address.province_code} = ANY (w.serves)) > 100
    ORDER BY g.sales DESC, g.id LIMIT 9`.execute(db);
  if (goods.rows.length < 9) return null;

  const clock = new ManualClock(opts.now ?? new Date());
  const repo = new PurchasingPlanRepo();
  const plans = new PurchasingPlanService(db, repo, clock);
  const { checkout } = createOrders(db, clock, { autoConfirmDays: opts.autoConfirmDays ?? 10 });
  const orders = new PlanOrderService(db, repo, plans, checkout);
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.role_type')
    .where('ur.user_id', '=', buyer.id)
    .execute();
  const auth: AuthContext = {
    userId: buyer.id,
    organizationId: buyer.organization_id,
    sessionId: '',
    roleTypes: roles.map((r) => r.role_type as RoleType),
  };
  const department = await db
    .selectFrom('users')
    .select('department_id')
    .where('id', '=', buyer.id)
    .executeTakeFirst();

  let ordered = 0;
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
      await orders.order(auth, 'demo-plans-order-1', {
        billId: plan.id,
        lines: [
          { id: a!.id, num: 4 },
          { id: b!.id, num: 5 },
        ],
        addressId: address.id,
        remarks: '',
      });
      ordered++;
    }
  }
  await db
    .insertInto('app_meta')
    .values({ key: DEMO_PLANS_MARKER, value: clock.now().toISOString() })
    .execute();
  opts.log?.(`demo purchasing plans added: ${PLANS.length} plans, ${ordered} order`);
  return { plans: PLANS.length, orders: ordered };
}
