import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, orderCancelEndpoint } from '@pm/contract/order';
import {
  departmentUsersEndpoint,
  PLAN_ERROR_CODES,
  planCloseEndpoint,
  planDetailEndpoint,
  planFinishEndpoint,
  planItemQuantityEndpoint,
  planItemsRemoveByGoodsEndpoint,
  planItemsRemoveEndpoint,
  planItemsSaveEndpoint,
  planItemUpdateEndpoint,
  planLogPageEndpoint,
  planOrderEndpoint,
  planPageEndpoint,
  planPauseEndpoint,
  planRemoveEndpoint,
  planResumeEndpoint,
  planSaveEndpoint,
  planStartEndpoint,
  planUpdateEndpoint,
  type PlanDetail,
  type PlanOrderRequest,
  type PlanSaveRequest,
} from '@pm/contract/purchasing-plan';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { createOrders } from '../order';
import { newKey, orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const { orgOf, userId, addressOf, goodsOf, credit } = orderFixtures(ctx);

let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
let address01: string;
let address02: string;
/** Goods of vendor01's organization with stock in Shanghai, and their prices for buyer01's organization. */
let goods: string[];
const price = new Map<string, number>();

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  address01 = await addressOf('buyer01');
  address02 = await addressOf('buyer02');
  goods = await goodsOf([await orgOf('vendor01')], 6);
  const org = await orgOf('buyer01');
  const rows = await sql<{ id: string; price: string }>`
    SELECT g.id::text AS id, coalesce(ap.price, g.list_price)::text AS price FROM goods g
    LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${org}
    WHERE g.id::text = ANY (${goods}::text[])`.execute(db());
  for (const r of rows.rows) price.set(r.id, Number(r.price));
});

function newPlan(over: Partial<PlanSaveRequest> = {}, as = buyer01) {
  return ctx.call(
    planSaveEndpoint,
    { name: '十二月办公用品', periodType: 'month', period: '2026-12', budget: 1_000_000, ...over },
    as,
  );
}

function order(body: PlanOrderRequest, as = buyer01, key = newKey()) {
  return ctx.call(planOrderEndpoint, body, as, { headers: { [IDEMPOTENCY_HEADER]: key } });
}

/** An executing plan of buyer01 with the given goods lines (quantity 10 each) and budget. */
async function executing(goodsIds: string[], budget: number): Promise<PlanDetail> {
  const plan = await dataOf(
    newPlan({ budget, lines: goodsIds.map((id) => ({ goodsId: id, quantity: 10 })) }),
  );
  return dataOf(ctx.call(planStartEndpoint, { id: plan.id }, buyer01));
}

const lineOf = (plan: PlanDetail, goodsId: string) => plan.lines.find((l) => l.goodsId === goodsId)!;

async function planRow(id: string) {
  return db().selectFrom('purchasing_plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function ordersOf(username: string): Promise<number> {
  const r = await db()
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', await userId(username))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('plans: save, read, page', () => {
  it('saves a draft with goods and free-text lines, and reads its figures', async () => {
    const res = await newPlan({
      remarks: '行政部月度采购',
      lines: [
        { goodsId: goods[0]!, quantity: 4 },
        { name: 'A4 复印纸', spec: '70g 500张/包', unit: '包', quantity: 20, estimatedPrice: 2_350 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.data;
    expect(plan).toMatchObject({
      status: 'draft',
      statusText: '草稿',
      budget: 1_000_000,
      budgetUsed: 0,
      budgetRemaining: 1_000_000,
      lineCount: 2,
      progress: 0,
      actions: ['start', 'close'],
    });
    expect(plan.code).toMatch(/^JH\d{8}\d{6}$/);
    expect(plan.ownerName).not.toBe('');
    const g = lineOf(plan, goods[0]!);
    expect(g).toMatchObject({ plannedQuantity: 4, estimatedPrice: price.get(goods[0]!), pendingQuantity: 4 });
    const free = plan.lines.find((l) => l.goodsId === null)!;
    expect(free).toMatchObject({
      name: 'A4 复印纸',
      unit: '包',
      plannedAmount: 47_000,
      pendingAmount: 47_000,
    });
    expect(plan.plannedAmount).toBe(4 * price.get(goods[0]!)! + 47_000);

    const detail = await dataOf(ctx.call(planDetailEndpoint, { id: plan.id }, buyer02));
    expect(detail.lines).toHaveLength(2);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const before = await db()
      .selectFrom('purchasing_plans')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, RegExp][] = [
      [{ name: '无预算', periodType: 'month', period: '2026-12' }, /预算/],
      [{ name: '零预算', periodType: 'month', period: '2026-12', budget: 0 }, /预算/],
      [{ name: '错周期', periodType: 'quarter', period: '2026-12', budget: 100 }, /周期/],
      [{ name: '', periodType: 'year', period: '2026', budget: 100 }, /计划名称/],
      [
        {
          name: '无单位',
          periodType: 'year',
          period: '2026',
          budget: 100,
          lines: [{ name: '扳手', quantity: 1, estimatedPrice: 5 }],
        },
        /单位/,
      ],
      [
        {
          name: '负数量',
          periodType: 'year',
          period: '2026',
          budget: 100,
          lines: [{ goodsId: goods[0], quantity: -1 }],
        },
        /数量/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.call(planSaveEndpoint, unchecked(body), buyer01);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    // another organization's department, an unknown goods
    const otherDept = await db()
      .selectFrom('departments')
      .select('id')
      .where('organization_id', '=', await orgOf('buyer11'))
      .executeTakeFirstOrThrow();
    expect((await newPlan({ departmentId: otherDept.id })).status).toBe(404);
    expect((await newPlan({ lines: [{ goodsId: '999999999', quantity: 1 }] })).body.message).toBe(
      '商品不存在或已下架',
    );
    const after = await db()
      .selectFrom('purchasing_plans')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('pages by execution status with counts of every status', async () => {
    const a = await dataOf(newPlan({ name: '分页计划甲', lines: [{ goodsId: goods[1]!, quantity: 1 }] }));
    await dataOf(ctx.call(planStartEndpoint, { id: a.id }, buyer01));
    const page = await dataOf(ctx.call(planPageEndpoint, { status: 'executing', limit: 100 }, buyer01));
    expect(page.records.every((p) => p.status === 'executing')).toBe(true);
    expect(page.records.some((p) => p.id === a.id)).toBe(true);
    expect(page.counts.executing).toBe(page.total);
    expect(page.counts.all).toBe(
      page.counts.draft! +
        page.counts.executing! +
        page.counts.paused! +
        page.counts.completed! +
        page.counts.closed!,
    );
    const byName = await dataOf(ctx.call(planPageEndpoint, { keyword: '分页计划甲' }, buyer01));
    expect(byName.records.map((p) => p.id)).toEqual([a.id]);
    // another organization sees none of them
    const other = await dataOf(ctx.call(planPageEndpoint, {}, buyer11));
    expect(other.records.some((p) => p.id === a.id)).toBe(false);
    expect((await ctx.call(planPageEndpoint, {}, vendor01)).status).toBe(403);
  });
});

describe('plans: statuses', () => {
  it('草稿 → 执行中 ⇄ 已暂停 → 已完成; illegal moves are refused in Chinese and change nothing', async () => {
    const empty = await dataOf(newPlan({ name: '空计划' }));
    const noLines = await ctx.call(planStartEndpoint, { id: empty.id }, buyer01);
    expect(noLines.status).toBe(409);
    expect(noLines.body.message).toContain('没有明细');

    const plan = await dataOf(newPlan({ lines: [{ goodsId: goods[0]!, quantity: 2 }] }));
    const resumeDraft = await ctx.call(planResumeEndpoint, { id: plan.id }, buyer01);
    expect(resumeDraft.status).toBe(409);
    expect(resumeDraft.body.message).toBe(
      `采购计划「${plan.name}」草稿，不能恢复执行（只有已暂停的计划可以恢复执行）`,
    );
    expect((await dataOf(ctx.call(planStartEndpoint, { id: plan.id }, buyer01))).status).toBe('executing');
    const paused = await dataOf(ctx.call(planPauseEndpoint, { id: plan.id }, buyer01));
    expect(paused).toMatchObject({
      status: 'paused',
      statusText: '已暂停',
      actions: ['resume', 'finish', 'close'],
    });
    expect((await ctx.call(planPauseEndpoint, { id: plan.id }, buyer01)).status).toBe(409);
    expect((await dataOf(ctx.call(planResumeEndpoint, { id: plan.id }, buyer01))).status).toBe('executing');
    expect((await dataOf(ctx.call(planFinishEndpoint, { id: plan.id }, buyer01))).status).toBe('completed');

    const before = await planRow(plan.id);
    for (const e of [planResumeEndpoint, planPauseEndpoint, planCloseEndpoint, planStartEndpoint]) {
      const res = await ctx.call(e, { id: plan.id }, buyer01);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('已完成');
    }
    const edit = await ctx.call(
      planItemsSaveEndpoint,
      { billId: plan.id, lines: [{ goodsId: goods[1]!, quantity: 1 }] },
      buyer01,
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('不能再修改');
    expect((await ctx.call(planUpdateEndpoint, { id: plan.id, name: '改名' }, buyer01)).status).toBe(409);
    expect(await planRow(plan.id)).toEqual(before);

    // closing a draft; deleting: drafts only, all or nothing
    const draft = await dataOf(newPlan({ name: '待删除' }));
    const mixed = await ctx.call(planRemoveEndpoint, { ids: [draft.id, plan.id] }, buyer01);
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toContain('只有草稿可以删除');
    expect((await ctx.call(planDetailEndpoint, { id: draft.id }, buyer01)).status).toBe(200);
    expect(await dataOf(ctx.call(planRemoveEndpoint, { ids: [draft.id] }, buyer01))).toEqual({ removed: 1 });
    expect((await ctx.call(planDetailEndpoint, { id: draft.id }, buyer01)).status).toBe(404);
    expect((await dataOf(ctx.call(planCloseEndpoint, { id: empty.id }, buyer01))).status).toBe('closed');
  });

  it('another organization gets 404 for a plan, its lines and its log, and changes nothing', async () => {
    const plan = await dataOf(newPlan({ lines: [{ goodsId: goods[0]!, quantity: 2 }] }));
    const line = plan.lines[0]!;
    const before = await planRow(plan.id);
    const answers = await Promise.all([
      ctx.call(planDetailEndpoint, { id: plan.id }, buyer11),
      ctx.call(planStartEndpoint, { id: plan.id }, buyer11),
      ctx.call(planUpdateEndpoint, { id: plan.id, budget: 5 }, buyer11),
      ctx.call(planRemoveEndpoint, { ids: [plan.id] }, buyer11),
      ctx.call(
        planItemsSaveEndpoint,
        { billId: plan.id, lines: [{ goodsId: goods[1]!, quantity: 1 }] },
        buyer11,
      ),
      ctx.call(planItemQuantityEndpoint, { id: line.id, quantity: 9 }, buyer11),
      ctx.call(planItemUpdateEndpoint, { id: line.id, remark: 'x' }, buyer11),
      ctx.call(planItemsRemoveEndpoint, { billId: plan.id, ids: [line.id] }, buyer11),
      ctx.call(planItemsRemoveByGoodsEndpoint, { billId: plan.id, goodsIds: [goods[0]!] }, buyer11),
      ctx.call(planLogPageEndpoint, { billId: plan.id }, buyer11),
      order({ billId: plan.id, lines: [{ id: line.id, num: 1 }], addressId: address01 }, buyer11),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    expect(await planRow(plan.id)).toEqual(before);
  });
});

describe('plans: bill items', () => {
  it('batch-save merges the same goods; update, modify-item-quantity, remove-batch and batch-remove', async () => {
    const plan = await dataOf(newPlan({ lines: [{ goodsId: goods[0]!, quantity: 2 }] }));
    const saved = await dataOf(
      ctx.call(
        planItemsSaveEndpoint,
        {
          billId: plan.id,
          lines: [
            { goodsId: goods[0]!, quantity: 3 },
            { goodsId: goods[1]!, quantity: 1, estimatedPrice: 999 },
            { name: '劳保手套', unit: '双', quantity: 50, estimatedPrice: 800 },
          ],
        },
        buyer01,
      ),
    );
    expect(saved.lines).toHaveLength(3);
    expect(lineOf(saved, goods[0]!).plannedQuantity).toBe(5);
    expect(lineOf(saved, goods[1]!).estimatedPrice).toBe(999);

    const free = saved.lines.find((l) => l.goodsId === null)!;
    const updated = await dataOf(
      ctx.call(
        planItemUpdateEndpoint,
        { id: free.id, spec: '丁腈 L 码', estimatedPrice: 900, remark: '车间用' },
        buyer01,
      ),
    );
    expect(updated.lines.find((l) => l.id === free.id)).toMatchObject({
      spec: '丁腈 L 码',
      estimatedPrice: 900,
      remark: '车间用',
      plannedAmount: 45_000,
    });
    const q = await dataOf(ctx.call(planItemQuantityEndpoint, { id: free.id, quantity: 60 }, buyer01));
    expect(q.lines.find((l) => l.id === free.id)!.plannedQuantity).toBe(60);
    expect(
      (await ctx.call(planItemQuantityEndpoint, unchecked({ id: free.id, quantity: 0 }), buyer01)).status,
    ).toBe(400);

    // a line of another plan named with this plan: 404, nothing removed
    const other = await dataOf(newPlan({ lines: [{ goodsId: goods[2]!, quantity: 1 }] }));
    const wrong = await ctx.call(
      planItemsRemoveEndpoint,
      { billId: plan.id, ids: [free.id, other.lines[0]!.id] },
      buyer01,
    );
    expect(wrong.status).toBe(404);
    const removed = await dataOf(
      ctx.call(planItemsRemoveEndpoint, { billId: plan.id, ids: [free.id] }, buyer01),
    );
    expect(removed.lines.map((l) => l.goodsId)).toEqual([goods[0], goods[1]]);
    const byGoods = await dataOf(
      ctx.call(planItemsRemoveByGoodsEndpoint, { billId: plan.id, goodsIds: [goods[1]!] }, buyer01),
    );
    expect(byGoods.lines.map((l) => l.goodsId)).toEqual([goods[0]]);
    expect(
      (await ctx.call(planItemsRemoveByGoodsEndpoint, { billId: plan.id, goodsIds: [goods[5]!] }, buyer01))
        .status,
    ).toBe(404);
  });
});

describe('plans: ordering through checkout, the budget ledger', () => {
  it('orders plan lines: the order lines carry the plan line, the figures move, cancelling gives back', async () => {
    const [g0, g1] = [goods[0]!, goods[1]!];
    const plan = await executing([g0, g1], 10 * (price.get(g0)! + price.get(g1)!));
    const creditBefore = await credit(await orgOf('buyer01'));
    const key = newKey();
    const body = {
      billId: plan.id,
      lines: [
        { id: lineOf(plan, g0).id, num: 3 },
        { id: lineOf(plan, g1).id, num: 2 },
      ],
      addressId: address01,
    };
    const res = await order(body, buyer01, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const placed = res.body.data;
    const goodsAmount = 3 * price.get(g0)! + 2 * price.get(g1)!;
    expect(placed.plan).toMatchObject({
      budgetUsed: goodsAmount,
      budgetRemaining: plan.budget - goodsAmount,
    });
    expect(lineOf(placed.plan, g0)).toMatchObject({
      plannedQuantity: 10,
      orderedQuantity: 3,
      pendingQuantity: 7,
      orderedAmount: 3 * price.get(g0)!,
      receivedQuantity: 0,
    });
    expect(placed.plan.progress).toBe(25);
    expect((await credit(await orgOf('buyer01'))).used).toBe(creditBefore.used + placed.amount);

    const lines = await db()
      .selectFrom('order_lines')
      .select(['goods_id', 'plan_line_id'])
      .where('order_id', 'in', placed.orderIds)
      .orderBy('goods_id')
      .execute();
    expect(lines.map((l) => l.plan_line_id).sort()).toEqual(
      [lineOf(plan, g0).id, lineOf(plan, g1).id].sort(),
    );
    const ledger = await db()
      .selectFrom('purchasing_plan_commitments')
      .select(['kind', 'quantity', 'amount'])
      .where('plan_id', '=', plan.id)
      .execute();
    expect(ledger.map((l) => [l.kind, l.quantity]).sort()).toEqual([
      ['order', 2],
      ['order', 3],
    ]);

    // the same key again answers the first result and commits nothing more
    const again = await dataOf(order(body, buyer01, key));
    expect(again.orderIds).toEqual(placed.orderIds);
    expect(again.plan.budgetUsed).toBe(goodsAmount);
    // more than pending is refused, a free-text line cannot be ordered
    const tooMany = await order({
      billId: plan.id,
      lines: [{ id: lineOf(plan, g0).id, num: 8 }],
      addressId: address01,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain('超出计划数量');

    // cancelling the order gives the budget and the quantities back, in the cancellation's transaction
    await dataOf(ctx.call(orderCancelEndpoint, { id: placed.orderIds[0]! }, buyer01));
    const back = await dataOf(ctx.call(planDetailEndpoint, { id: plan.id }, buyer01));
    expect(back).toMatchObject({ budgetUsed: 0, budgetRemaining: plan.budget, progress: 0 });
    expect(lineOf(back, g0)).toMatchObject({ orderedQuantity: 0, pendingQuantity: 10, orderedAmount: 0 });
    // an ordered line stays (its order names it)
    const remove = await ctx.call(
      planItemsRemoveEndpoint,
      { billId: plan.id, ids: [lineOf(plan, g0).id] },
      buyer01,
    );
    expect(remove.status).toBe(409);
    expect(remove.body.message).toContain('已有下单记录');

    const log = await dataOf(ctx.call(planLogPageEndpoint, { billId: plan.id }, buyer01));
    expect(log.records.map((r) => r.action)).toEqual(['取消订单', '下单', '开始执行', '新建计划']);
    expect(log.records[1]!.detail).toContain(placed.orderNos[0]!);
  });

  it('refuses an order past the budget (40920) and orders nothing; a paused plan orders nothing', async () => {
    const g = goods[2]!;
    const plan = await executing([g], 2 * price.get(g)!);
    const ordersBefore = await ordersOf('buyer01');
    const over = await order({
      billId: plan.id,
      lines: [{ id: plan.lines[0]!.id, num: 3 }],
      addressId: address01,
    });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(PLAN_ERROR_CODES.overBudget);
    expect(over.body.message).toContain(`超出采购计划「${plan.name}」的预算`);
    expect(over.failure.data).toMatchObject({ budget: plan.budget, used: 0, amount: 3 * price.get(g)! });
    expect(await ordersOf('buyer01')).toBe(ordersBefore);
    expect((await planRow(plan.id)).committed).toBe('0');

    await dataOf(ctx.call(planPauseEndpoint, { id: plan.id }, buyer01));
    const paused = await order({
      billId: plan.id,
      lines: [{ id: plan.lines[0]!.id, num: 1 }],
      addressId: address01,
    });
    expect(paused.status).toBe(409);
    expect(paused.body.message).toContain('只有执行中的计划可以下单');
    expect(await ordersOf('buyer01')).toBe(ordersBefore);

    const free = await dataOf(
      newPlan({ lines: [{ name: '定制工装', unit: '套', quantity: 2, estimatedPrice: 30_000 }] }),
    );
    await dataOf(ctx.call(planStartEndpoint, { id: free.id }, buyer01));
    const freeOrder = await order({
      billId: free.id,
      lines: [{ id: free.lines[0]!.id, num: 1 }],
      addressId: address01,
    });
    expect(freeOrder.status).toBe(400);
    expect(freeOrder.body.message).toContain('不能直接下单');
  });

  it('no order bypasses the ledger: checkout itself commits plan lines and refuses an overrun', async () => {
    const g = goods[3]!;
    const plan = await executing([g], 2 * price.get(g)!);
    const { checkout } = createOrders(db(), ctx.clock, { autoConfirmDays: 10 });
    const auth = {
      userId: await userId('buyer01'),
      organizationId: await orgOf('buyer01'),
      sessionId: '',
      roleTypes: ['PURCHASER'] as const,
    };
    const origin = { kind: 'plan' as const, planId: plan.id, lineId: plan.lines[0]!.id };
    await expect(
      checkout.place(auth, {
        lines: [{ goodsId: g, num: 3, price: price.get(g)!, origin }],
        addressId: address01,
        key: newKey(),
      }),
    ).rejects.toMatchObject({ code: PLAN_ERROR_CODES.overBudget });
    const ok = await checkout.place(auth, {
      lines: [{ goodsId: g, num: 2, price: price.get(g)!, origin }],
      addressId: address01,
      key: newKey(),
    });
    expect(ok.orders).toHaveLength(1);
    expect(Number((await planRow(plan.id)).committed)).toBe(2 * price.get(g)!);
    // a plan of another organization named by a caller's line: not found, nothing ordered
    const other = {
      ...auth,
      userId: await userId('buyer11'),
      organizationId: await orgOf('buyer11'),
    };
    await expect(
      checkout.place(other, {
        lines: [{ goodsId: g, num: 1, price: price.get(g)!, origin }],
        addressId: await addressOf('buyer11'),
        key: newKey(),
      }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('two orders racing for the last of a budget: exactly one wins', async () => {
    const [ga, gb] = [goods[4]!, goods[5]!];
    const budget = Math.max(price.get(ga)!, price.get(gb)!) + Math.min(price.get(ga)!, price.get(gb)!) - 1;
    const plan = await executing([ga, gb], budget);
    const answers = await Promise.all([
      order({ billId: plan.id, lines: [{ id: lineOf(plan, ga).id, num: 1 }], addressId: address01 }, buyer01),
      order({ billId: plan.id, lines: [{ id: lineOf(plan, gb).id, num: 1 }], addressId: address02 }, buyer02),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe(PLAN_ERROR_CODES.overBudget);
    const row = await planRow(plan.id);
    expect(Number(row.committed)).toBeLessThanOrEqual(budget);
    const ledger = await db()
      .selectFrom('purchasing_plan_commitments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('plan_id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBe(1);
  });

  it('a budget cannot be lowered below what orders committed', async () => {
    const g = goods[0]!;
    const plan = await executing([g], 5 * price.get(g)!);
    await dataOf(
      order({ billId: plan.id, lines: [{ id: plan.lines[0]!.id, num: 2 }], addressId: address01 }),
    );
    const low = await ctx.call(planUpdateEndpoint, { id: plan.id, budget: price.get(g)! }, buyer01);
    expect(low.status).toBe(409);
    expect(low.body.message).toContain('预算不能低于已占用');
    const q = await ctx.call(planItemQuantityEndpoint, { id: plan.lines[0]!.id, quantity: 1 }, buyer01);
    expect(q.status).toBe(409);
    expect(q.body.message).toContain('不能少于已下单数量');
    const ok = await dataOf(
      ctx.call(planUpdateEndpoint, { id: plan.id, budget: 2 * price.get(g)!, name: '压缩预算' }, buyer01),
    );
    expect(ok).toMatchObject({ name: '压缩预算', budgetRemaining: 0 });
  });
});

describe('departments with their users', () => {
  it("lists the caller's organization's departments and people", async () => {
    const page = await dataOf(ctx.call(departmentUsersEndpoint, {}, buyer01));
    expect(page.total).toBeGreaterThan(0);
    const names = page.records.flatMap((d) => d.users.map((u) => u.username));
    expect(names).toContain('buyer01');
    expect(names).not.toContain('buyer11');
    const other = await dataOf(ctx.call(departmentUsersEndpoint, {}, buyer11));
    expect(other.records.flatMap((d) => d.users.map((u) => u.username))).not.toContain('buyer01');
  });
});
