/**
 * Demo trading history (`npm start` only, scripts/start.mjs sets SEED_DEMO_HISTORY): about six months of
 * orders of the demo buyers (buyer01, buyer11) from the demo suppliers, in every order status, refunds in
 * every lasting refund status, and inquiries (waiting, quoted, one with an invited further supplier, one
 * expired, one cancelled). Everything goes through the real services (checkout, order transitions,
 * after-sales and its payment job, basket, inquiries, quotes, invitations) on a clock set to the moment
 * being simulated, so stock, credit, numbers and logs stay what the services make them. Runs once per
 * database: a marker in app_meta says it is done (set too when an earlier run stopped half-way, so a
 * second start never adds the history twice).
 *
 * Not for the test template nor the e2e database: their specs assume empty histories.
 */
import { sql } from 'kysely';
import type { RefundReason, RefundType } from '@pm/contract/refund';
import type { RoleType } from '@pm/contract/roles';
import { AppError } from '../../lib/app-error';
import { chinaDate, ManualClock } from '../../lib/clock';
import type { AuthContext } from '../../modules/auth/auth.service';
import { CartWriter } from '../../modules/cart/cart-writer';
import { AddToListsRepo } from '../../modules/add-to-lists/add-to-lists.repo';
import { AddToListsService } from '../../modules/add-to-lists/add-to-lists.service';
import { GoodsCardRepo } from '../../modules/goods/goods-card.repo';
import { InquiryInvitationRepo } from '../../modules/inquiry/inquiry-invitation.repo';
import { InquiryInvitationService } from '../../modules/inquiry/inquiry-invitation.service';
import { InquiryQuoteRepo } from '../../modules/inquiry/inquiry-quote.repo';
import { InquiryQuoteService } from '../../modules/inquiry/inquiry-quote.service';
import { InquiryRepo } from '../../modules/inquiry/inquiry.repo';
import { InquiryService } from '../../modules/inquiry/inquiry.service';
import type { PlacedOrder } from '../../modules/order/checkout.service';
import { createOrders } from '../../modules/order/index';
import { createRefunds } from '../../modules/refund/index';
import type { Db } from '../database';

export const DEMO_HISTORY_MARKER = 'demo_history_v1';
/** Idempotency keys of the history's checkouts: a run that stopped half-way is recognised by them. */
const KEY_PREFIX = 'demo-history-';
/** The advisory lock the step holds (any fixed number no other lock of the project uses). */
const LOCK_KEY = 7_202_611;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the history reaches. */
const SPAN_DAYS = 182;

export interface DemoHistoryOptions {
  /** Where the refund module keeps its photo files (the history uploads none). */
  dataDir: string;
  /** The present the history leads up to; default: now. */
  now?: Date;
  /** The order module's auto-confirm days (config.orderAutoConfirmDays). */
  autoConfirmDays?: number;
  log?: (message: string) => void;
}

export interface DemoHistoryStats {
  orders: number;
  refunds: number;
  inquiries: number;
  /** Steps a service refused (logged; the rest goes on). */
  refused: number;
  ms: number;
}

/** A small deterministic PRNG (mulberry32): the same history on every fresh database. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + next() * (hi - lo),
    int: (lo: number, hi: number) => Math.floor(lo + next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

interface Actor {
  auth: AuthContext;
  username: string;
}

interface PoolGoods {
  id: string;
  price: number;
  moq: number;
  multiple: number;
}

/** What happens to one order after checkout. */
type Fate = 'packaging' | 'delivered' | 'done' | 'cancelled';

interface RefundPlan {
  type: RefundType;
  reason: RefundReason;
  description: string;
  /** packaging → … what it ends as. */
  outcome: 'applied' | 'toReturn' | 'returning' | 'returned' | 'rejected' | 'cancelled';
}

interface OrderPlan {
  supplierOrg: string;
  fate: Fate;
  shipAt?: Date;
  finishAt?: Date;
  cancelAt?: Date;
  refund?: RefundPlan & { at: Date };
  placed?: PlacedOrder;
}

interface Event {
  at: Date;
  seq: number;
  what: string;
  run: () => Promise<void>;
}

const CARRIERS = ['顺丰速运', '京东物流', '德邦快递', '中通快递', '跨越速运'];
const REMARKS = [
  '',
  '',
  '',
  '车间月度备件补货',
  '设备检修用，请尽快发货',
  '请开增值税专用发票',
  '收货时间工作日 9:00-17:00',
];

/**
 * Adds the demo trading history once. Answers null when it was added before (or there is nothing to
 * add it to: no demo accounts or no demo catalog).
 */
export async function seedDemoHistory(db: Db, opts: DemoHistoryOptions): Promise<DemoHistoryStats | null> {
  // Two processes starting on one database at once: the second waits, then finds the marker.
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      return await addHistory(db, opts);
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
}

async function addHistory(db: Db, opts: DemoHistoryOptions): Promise<DemoHistoryStats | null> {
  const log = opts.log ?? (() => undefined);
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', DEMO_HISTORY_MARKER)
    .executeTakeFirst();
  if (done) return null;
  const started = Date.now();
  const mark = () =>
    db
      .insertInto('app_meta')
      .values({ key: DEMO_HISTORY_MARKER, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

  const half = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM order_submissions WHERE idempotency_key LIKE ${`${KEY_PREFIX}%`}`.execute(
    db,
  );
  if (half.rows[0]!.n > 0) {
    // An earlier run stopped half-way: what it added stays, nothing is added twice.
    log('demo history: an earlier run added part of it; not adding more');
    await mark();
    return null;
  }

  const actors = await loadActors(db, ['buyer01', 'buyer11', 'vendor01', 'vendor02']);
  const buyer01 = actors.get('buyer01');
  const buyer11 = actors.get('buyer11');
  const vendor01 = actors.get('vendor01');
  const vendor02 = actors.get('vendor02');
  const goodsCount = await sql<{ n: number }>`SELECT count(*)::int AS n FROM goods`.execute(db);
  if (!buyer01 || !buyer11 || !vendor01 || !vendor02 || goodsCount.rows[0]!.n === 0) return null;

  const now = opts.now ?? new Date();
  const autoConfirmDays = opts.autoConfirmDays ?? 10;
  const clock = new ManualClock(now);
  const { checkout, orders } = createOrders(db, clock, { autoConfirmDays });
  const refunds = createRefunds(db, clock, opts.dataDir);
  const inquiryRepo = new InquiryRepo();
  const invitationRepo = new InquiryInvitationRepo();
  const cards = new GoodsCardRepo();
  const inquiries = new InquiryService(db, inquiryRepo, invitationRepo, cards, new CartWriter(clock), clock);
  const quotes = new InquiryQuoteService(db, new InquiryQuoteRepo(), cards, clock);
  const invitations = new InquiryInvitationService(db, invitationRepo, inquiryRepo, clock);
  const basket = new AddToListsService(db, new AddToListsRepo(), clock);

  const vendorOf = new Map([
    [vendor01.auth.organizationId, vendor01],
    [vendor02.auth.organizationId, vendor02],
  ]);
  const rnd = prng(20261126);
  const events: Event[] = [];
  let seq = 0;
  const at = (when: Date, what: string, run: () => Promise<void>) =>
    events.push({ at: when, seq: seq++, what, run });
  const latest = new Date(now.getTime() - 20 * 60_000);
  const before = (d: Date) => (d > latest ? new Date(latest.getTime() - rnd.between(0, 2) * HOUR) : d);

  // ---------------------------------------------------------------- orders
  const stats = { orders: 0, refunds: 0, inquiries: 0, refused: 0 };
  const allOrders: OrderPlan[] = [];
  const buyers = [
    { actor: buyer01, submissions: 44 },
    { actor: buyer11, submissions: 20 },
  ];
  // The recent orders with another supplier of the catalog (no account to ship them: they wait).
  const others = await sql<{ id: string }>`
    SELECT o.id::text AS id FROM organizations o
    WHERE o.kind = 'vendor' AND o.id NOT IN (${vendor01.auth.organizationId}, ${vendor02.auth.organizationId})
    ORDER BY o.id LIMIT 2`.execute(db);

  for (const { actor, submissions } of buyers) {
    const address = await db
      .selectFrom('addresses')
      .select(['id', 'province_code'])
      .where('user_id', '=', actor.auth.userId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    if (!address) continue;
    const pools = new Map<string, PoolGoods[]>();
    for (const org of [...vendorOf.keys(), ...others.rows.map((r) => r.id)]) {
      pools.set(org, await goodsPool(db, org, actor.auth.organizationId, address.province_code, 60));
    }
    const mainSuppliers = [...vendorOf.keys()].filter((s) => pools.get(s)!.length > 0);
    if (mainSuppliers.length === 0) continue;

    const plans: { placedAt: Date; suppliers: string[]; orders: OrderPlan[] }[] = [];
    for (let i = 0; i < submissions; i++) {
      // Spread over the span, newest last; a working hour of the day in China.
      // The newest three wait to ship, the seven before them fall in the last three weeks (delivered,
      // refunds under way), the rest spread over the months before.
      const fromEnd = submissions - i;
      const age =
        fromEnd <= 3
          ? rnd.between(0.1, 2.4)
          : fromEnd <= 10
            ? 2.5 + ((fromEnd - 4 + rnd.next()) * 17.5) / 7
            : 20 + ((fromEnd - 11 + rnd.next()) * (SPAN_DAYS - 20)) / (submissions - 10);
      const placedAt = before(workingHour(new Date(now.getTime() - age * DAY), rnd.between(9, 17.5)));
      const both = mainSuppliers.length > 1 && rnd.next() < 0.2;
      const suppliers = both ? mainSuppliers : [rnd.pick(mainSuppliers)];
      plans.push({ placedAt, suppliers, orders: suppliers.map((s) => fateOf(s, placedAt)) });
    }
    // Two recent orders from other suppliers of the catalog (waiting to ship), one cancelled.
    for (const [i, org] of others.rows.entries()) {
      if (!pools.get(org.id)?.length) continue;
      const placedAt = before(new Date(now.getTime() - (1 + i * 2) * DAY + rnd.between(0, 6) * HOUR));
      const plan: OrderPlan = { supplierOrg: org.id, fate: 'packaging' };
      if (i === 1) {
        plan.fate = 'cancelled';
        plan.cancelAt = before(new Date(placedAt.getTime() + 3 * HOUR));
      }
      plans.push({ placedAt, suppliers: [org.id], orders: [plan] });
    }

    for (const [n, plan] of plans.entries()) {
      const lines = plan.suppliers.flatMap((s) => linesFor(pools.get(s)!, rnd));
      const key = `${KEY_PREFIX}${actor.username}-${n}`;
      const remarks = rnd.pick(REMARKS);
      at(plan.placedAt, `checkout ${key}`, async () => {
        const result = await checkout.place(actor.auth, {
          lines: lines.map((l, i) => ({
            goodsId: l.goodsId,
            num: l.num,
            price: l.price,
            origin: { kind: 'api', clientId: 'demo-history', reference: `${key}-${i}` },
          })),
          addressId: address.id,
          key,
          remarks,
        });
        for (const o of result.orders) {
          const p = plan.orders.find((x) => x.supplierOrg === o.supplierId);
          if (p) p.placed = o;
        }
        stats.orders += result.orders.length;
      });
      for (const o of plan.orders) {
        allOrders.push(o);
        scheduleOrder(o, actor);
      }
    }
  }

  function fateOf(supplierOrg: string, placedAt: Date): OrderPlan {
    const age = (now.getTime() - placedAt.getTime()) / DAY;
    if (age < 2.5) return { supplierOrg, fate: 'packaging' };
    if (age > 4 && rnd.next() < 0.1) {
      return {
        supplierOrg,
        fate: 'cancelled',
        cancelAt: before(new Date(placedAt.getTime() + rnd.between(1, 20) * HOUR)),
      };
    }
    const shipAt = before(new Date(placedAt.getTime() + rnd.between(18, 40) * HOUR));
    const shipAge = (now.getTime() - shipAt.getTime()) / DAY;
    if (age < 9 || shipAge < 5) {
      if (shipAge < autoConfirmDays - 1) return { supplierOrg, fate: 'delivered', shipAt };
    }
    const finishAt = before(new Date(shipAt.getTime() + rnd.between(2, 5) * DAY));
    return { supplierOrg, fate: 'done', shipAt, finishAt };
  }

  function scheduleOrder(o: OrderPlan, buyer: Actor): void {
    const id = () => o.placed?.id;
    if (o.fate === 'cancelled' && o.cancelAt) {
      at(o.cancelAt, 'cancel', async () => {
        if (id()) await orders.cancel(buyer.auth, id()!);
      });
    }
    const vendor = vendorOf.get(o.supplierOrg);
    if (!vendor) return;
    if (o.shipAt) {
      const carrier = rnd.pick(CARRIERS);
      const waybill = String(rnd.int(100_000_000, 999_999_999)) + String(rnd.int(1000, 9999));
      at(o.shipAt, 'ship', async () => {
        if (id()) await orders.ship(vendor.auth, id()!, carrier, waybill);
      });
    }
    if (o.finishAt) {
      at(o.finishAt, 'confirm receipt', async () => {
        if (id()) await orders.confirmReceipt(buyer.auth, id()!);
      });
    }
  }

  // ---------------------------------------------------------------- refunds
  // Old completed orders: settled refunds; recent delivered/completed ones: refunds still under way.
  const old = allOrders.filter(
    (o) =>
      o.fate === 'done' && vendorOf.has(o.supplierOrg) && now.getTime() - o.finishAt!.getTime() > 20 * DAY,
  );
  const recent = allOrders.filter(
    (o) =>
      vendorOf.has(o.supplierOrg) &&
      ((o.fate === 'delivered' && now.getTime() - o.shipAt!.getTime() > 2 * DAY) ||
        (o.fate === 'done' &&
          now.getTime() - o.finishAt!.getTime() < 10 * DAY &&
          now.getTime() - o.finishAt!.getTime() > 2 * DAY)),
  );
  const settled: RefundPlan[] = [
    { type: 'REFUND_ONLY', reason: 'DAMAGED', description: '外包装破损，部分商品变形', outcome: 'returned' },
    { type: 'REFUND_ONLY', reason: 'MISSING', description: '少发 2 件，与物流核对无误', outcome: 'returned' },
    { type: 'RETURN', reason: 'WRONG_GOODS', description: '型号发错，需退回换购', outcome: 'returned' },
    { type: 'RETURN', reason: 'QUALITY', description: '使用一周出现漏油', outcome: 'returned' },
    { type: 'REFUND_ONLY', reason: 'NOT_NEEDED', description: '项目取消，申请退款', outcome: 'rejected' },
    { type: 'REFUND_ONLY', reason: 'NOT_AS_DESCRIBED', description: '尺寸与详情页不符', outcome: 'rejected' },
    { type: 'RETURN', reason: 'NOT_NEEDED', description: '采购重复下单', outcome: 'cancelled' },
  ];
  const open: RefundPlan[] = [
    {
      type: 'REFUND_ONLY',
      reason: 'DAMAGED',
      description: '到货时箱体破损，见签收单备注',
      outcome: 'applied',
    },
    { type: 'RETURN', reason: 'QUALITY', description: '开箱后发现外壳有裂纹', outcome: 'applied' },
    { type: 'REFUND_ONLY', reason: 'MISSING', description: '少件 1 件', outcome: 'applied' },
    { type: 'RETURN', reason: 'WRONG_GOODS', description: '规格发错，申请退货', outcome: 'toReturn' },
    { type: 'RETURN', reason: 'NOT_AS_DESCRIBED', description: '材质与描述不符', outcome: 'returning' },
    { type: 'RETURN', reason: 'QUALITY', description: '通电后无法启动', outcome: 'returning' },
  ];
  spreadRefunds(old, settled, (o) => new Date(o.finishAt!.getTime() + rnd.between(1, 6) * DAY));
  spreadRefunds(recent, open, (o) => {
    const from = (o.finishAt ?? o.shipAt!).getTime() + 6 * HOUR;
    return new Date(Math.max(from, now.getTime() - rnd.between(40, 60) * HOUR));
  });

  function spreadRefunds(
    candidates: OrderPlan[],
    refundPlans: RefundPlan[],
    applyAt: (o: OrderPlan) => Date,
  ) {
    // Every supplier gets some: alternate between them while both have candidates.
    const bySupplier = [...vendorOf.keys()].map((s) => candidates.filter((o) => o.supplierOrg === s));
    let turn = 0;
    for (const plan of refundPlans) {
      let list = bySupplier[turn % bySupplier.length]!;
      if (list.length === 0) list = bySupplier.find((l) => l.length > 0) ?? [];
      turn++;
      const o = list.splice(Math.floor(rnd.next() * list.length), 1)[0];
      if (!o) continue;
      o.refund = { ...plan, at: applyAt(o) };
      scheduleRefund(o);
    }
  }

  function scheduleRefund(o: OrderPlan): void {
    const r = o.refund!;
    const vendor = vendorOf.get(o.supplierOrg)!;
    let refundId: string | undefined;
    const step = (hours: number) => before(new Date(r.at.getTime() + hours * HOUR));
    const buyerOf = async (orderId: string) => {
      const row = await db
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return [buyer01!, buyer11!].find((b) => b.auth.userId === row.user_id) ?? buyer01!;
    };
    at(r.at, `refund ${r.outcome}`, async () => {
      if (!o.placed) return;
      const who = await buyerOf(o.placed.id);
      const lines = await db
        .selectFrom('order_lines')
        .select(['id', 'num', 'price'])
        .where('order_id', '=', o.placed.id)
        .orderBy('id')
        .execute();
      const line = lines[0]!;
      const num = Math.max(1, Math.min(line.num, Math.ceil(line.num / 3)));
      const amount = Number(line.price) * num;
      const detail = await refunds.service.apply(who.auth, `${KEY_PREFIX}refund-${o.placed.id}`, {
        orderId: o.placed.id,
        type: r.type,
        reason: r.reason,
        description: r.description,
        lines: [{ orderLineId: line.id, num, amount }],
        photoIds: [],
      });
      refundId = detail.id;
      stats.refunds++;
    });
    const returnAddress = '江苏省苏州市工业园区星湖街 328 号 售后部（收）';
    const ifApplied = (f: (id: string) => Promise<unknown>) => async () => {
      if (refundId) await f(refundId);
    };
    switch (r.outcome) {
      case 'applied':
        break;
      case 'rejected':
        at(
          step(rnd.between(4, 30)),
          'refund reject',
          ifApplied((id) =>
            refunds.service.reject(vendor.auth, id, '商品签收时完好，且已超出可退范围，请联系客服协商'),
          ),
        );
        break;
      case 'cancelled':
        at(
          step(rnd.between(2, 20)),
          'refund cancel',
          ifApplied(async (id) => refunds.service.cancel((await buyerOf(o.placed!.id)).auth, id)),
        );
        break;
      case 'returned':
      case 'toReturn':
      case 'returning': {
        at(
          step(rnd.between(3, 20)),
          'refund approve',
          ifApplied((id) =>
            refunds.service.approve(vendor.auth, id, r.type === 'RETURN' ? returnAddress : undefined, '同意'),
          ),
        );
        if (r.type === 'RETURN' && r.outcome !== 'toReturn') {
          at(
            step(rnd.between(24, 30)),
            'return shipping',
            ifApplied(async (id) =>
              refunds.service.returnShipping(
                (await buyerOf(o.placed!.id)).auth,
                id,
                rnd.pick(CARRIERS),
                String(rnd.int(100_000_000, 999_999_999)),
              ),
            ),
          );
        }
        if (r.outcome === 'returned') {
          if (r.type === 'RETURN') {
            at(
              step(rnd.between(72, 96)),
              'return received',
              ifApplied((id) => refunds.service.receive(vendor.auth, id)),
            );
          }
          // The payment job, at the simulated moment (it pays what is due).
          at(step(100), 'refund paid', async () => {
            await refunds.worker.runOnce();
          });
        }
        break;
      }
    }
  }

  // ---------------------------------------------------------------- inquiries
  const inquiryPools = new Map<string, PoolGoods[]>();
  for (const org of vendorOf.keys()) {
    inquiryPools.set(
      org,
      (await goodsPool(db, org, buyer01.auth.organizationId, '310000', 40)).filter(
        (g) => g.moq === 1 && g.multiple === 1,
      ),
    );
  }
  const v1 = vendor01.auth.organizationId;
  const v2 = vendor02.auth.organizationId;
  let inquiryNo = 0;
  function inquiry(spec: {
    buyer: Actor;
    pushedDaysAgo: number;
    deadlineDays: number;
    goods: [string, number][];
    remark: string;
    quotes?: { vendor: Actor; afterHours: number; validDays?: number }[];
    invite?: { vendor: Actor; afterHours: number; quoteAfterHours?: number };
    cancelAfterHours?: number;
  }): void {
    const n = inquiryNo++;
    const pushedAt = new Date(now.getTime() - spec.pushedDaysAgo * DAY);
    const used = new Set<string>();
    const picks = spec.goods.flatMap(([org, count]) => {
      const pool = (inquiryPools.get(org) ?? []).filter((g) => !used.has(g.id));
      return pool.slice(n * 2, n * 2 + count).map((g) => {
        used.add(g.id);
        return g;
      });
    });
    if (picks.length === 0) return;
    let inquiryId: string | undefined;
    at(new Date(pushedAt.getTime() - HOUR), `inquiry ${n} push`, async () => {
      const ids: string[] = [];
      for (const g of picks) {
        ids.push((await basket.saveInquiry(spec.buyer.auth, g.id, 5 * rnd.int(1, 10), true)).id);
      }
      clock.set(pushedAt);
      const pushed = await inquiries.push(spec.buyer.auth, {
        ids,
        deadline: new Date(pushedAt.getTime() + spec.deadlineDays * DAY),
        remark: spec.remark,
      });
      inquiryId = pushed.id;
      stats.inquiries++;
    });
    const quoteAll = (vendor: Actor, validDays: number, offerOwn: boolean) => async () => {
      if (!inquiryId) return;
      const detail = await quotes.vendorDetail(vendor.auth, inquiryId);
      const own = (inquiryPools.get(vendor.auth.organizationId) ?? []).slice(20);
      const today = chinaDate(clock.now());
      const validUntil = chinaDate(new Date(clock.now().getTime() + validDays * DAY));
      const lines = detail.lines
        .filter((l) => l.own || offerOwn)
        .map((l, i) => {
          const offered = l.own ? null : own[i % Math.max(1, own.length)];
          const base = offered ? offered.price : (l.goods.price ?? 0);
          return {
            lineId: l.id,
            price: Math.max(1, Math.round((base || 10_000) * rnd.between(0.82, 0.95))),
            quotedNum: null,
            offeredGoodsId: offered?.id ?? null,
            validUntil: validUntil < today ? today : validUntil,
            remark: offered
              ? '同等规格替代品，现货供应'
              : rnd.pick(['含税含运费', '现货，2 天内发货', '批量价，含 13% 增值税']),
          };
        })
        .filter((l) => l.offeredGoodsId !== null || detail.lines.find((x) => x.id === l.lineId)?.own);
      if (lines.length) await quotes.saveQuotes(vendor.auth, { inquiryId, lines });
    };
    for (const q of spec.quotes ?? []) {
      at(
        new Date(pushedAt.getTime() + q.afterHours * HOUR),
        `inquiry ${n} quote`,
        quoteAll(q.vendor, q.validDays ?? 30, false),
      );
    }
    if (spec.invite) {
      const inv = spec.invite;
      at(new Date(pushedAt.getTime() + inv.afterHours * HOUR), `inquiry ${n} invite`, async () => {
        if (inquiryId)
          await invitations.invite(spec.buyer.auth, {
            inquiryId,
            supplierIds: [inv.vendor.auth.organizationId],
          });
      });
      if (inv.quoteAfterHours !== undefined) {
        at(
          new Date(pushedAt.getTime() + inv.quoteAfterHours * HOUR),
          `inquiry ${n} invited quote`,
          quoteAll(inv.vendor, 30, true),
        );
      }
    }
    if (spec.cancelAfterHours !== undefined) {
      at(new Date(pushedAt.getTime() + spec.cancelAfterHours * HOUR), `inquiry ${n} cancel`, async () => {
        if (inquiryId) await inquiries.cancel(spec.buyer.auth, inquiryId);
      });
    }
  }
  inquiry({
    buyer: buyer01,
    pushedDaysAgo: 2,
    deadlineDays: 7,
    goods: [[v1, 3]],
    remark: '年度检修备件询价，请含税报价',
  });
  inquiry({
    buyer: buyer01,
    pushedDaysAgo: 1,
    deadlineDays: 7,
    goods: [
      [v1, 2],
      [v2, 1],
    ],
    remark: '二季度劳保与工具集中采购',
    quotes: [{ vendor: vendor02, afterHours: 10 }],
  });
  inquiry({
    buyer: buyer01,
    pushedDaysAgo: 6,
    deadlineDays: 9,
    goods: [
      [v1, 2],
      [v2, 2],
    ],
    remark: '新产线配套物料，请注明交期',
    quotes: [
      { vendor: vendor01, afterHours: 20 },
      { vendor: vendor02, afterHours: 44 },
    ],
  });
  inquiry({
    buyer: buyer01,
    pushedDaysAgo: 3,
    deadlineDays: 10,
    goods: [[v1, 2]],
    remark: '可接受同等品牌替代',
    invite: { vendor: vendor02, afterHours: 2, quoteAfterHours: 26 },
    quotes: [{ vendor: vendor01, afterHours: 50 }],
  });
  inquiry({
    buyer: buyer11,
    pushedDaysAgo: 0.8,
    deadlineDays: 6,
    goods: [
      [v1, 2],
      [v2, 1],
    ],
    remark: '北方基地月度询价',
  });
  inquiry({
    buyer: buyer11,
    pushedDaysAgo: 40,
    deadlineDays: 7,
    goods: [[v1, 2]],
    remark: '去年同类物料比价',
    quotes: [{ vendor: vendor01, afterHours: 30, validDays: 12 }],
  });
  inquiry({
    buyer: buyer01,
    pushedDaysAgo: 15,
    deadlineDays: 5,
    goods: [[v2, 2]],
    remark: '预算未批，暂缓',
    cancelAfterHours: 20,
  });

  // ---------------------------------------------------------------- run, oldest first
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
  const refusals: string[] = [];
  for (const e of events) {
    clock.set(e.at);
    try {
      await e.run();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      stats.refused++;
      if (refusals.length < 5) refusals.push(`${e.what}: ${err.message}`);
    }
  }
  for (const r of refusals) log(`demo history: refused ${r}`);
  await mark();
  return { ...stats, ms: Date.now() - started };
}

/** The China working hour `hour` (9.5 = 09:30) of the day `day` falls on in China. */
function workingHour(day: Date, hour: number): Date {
  const date = chinaDate(day);
  return new Date(new Date(`${date}T00:00:00+08:00`).getTime() + hour * HOUR);
}

/** Order lines for one supplier: 1–4 goods, ¥50–¥20,000 in all. */
function linesFor(pool: PoolGoods[], rnd: ReturnType<typeof prng>) {
  if (pool.length === 0) return [];
  const budget = Math.round(Math.exp(rnd.between(Math.log(8_000), Math.log(1_500_000))));
  const count = rnd.int(1, 4);
  const picked = new Map<string, { goodsId: string; num: number; price: number }>();
  let total = 0;
  for (let i = 0; i < count * 3 && picked.size < count; i++) {
    const g = rnd.pick(pool);
    if (picked.has(g.id)) continue;
    const per = budget / count;
    const step = g.multiple;
    const min = Math.ceil(g.moq / step) * step;
    let num = Math.max(min, Math.round(per / g.price / step) * step);
    num = Math.min(num, Math.max(min, 200 - (200 % step)));
    if (total + num * g.price > 1_900_000) continue;
    total += num * g.price;
    picked.set(g.id, { goodsId: g.id, num, price: g.price });
  }
  if (picked.size === 0) {
    const g = pool.reduce((a, b) => (a.price * a.moq <= b.price * b.moq ? a : b));
    const num = Math.ceil(g.moq / g.multiple) * g.multiple;
    picked.set(g.id, { goodsId: g.id, num, price: g.price });
  }
  return [...picked.values()];
}

/**
 * Goods of a supplier the buyer can order into the province: on sale, no area limits, plenty of stock
 * there, ¥5–¥3,000 a piece at the buyer's price (agreement, else list); a fixed spread of the catalog.
 */
async function goodsPool(
  db: Db,
  supplierOrg: string,
  buyerOrg: string,
  province: string,
  limit: number,
): Promise<PoolGoods[]> {
  const r = await sql<{ id: string; price: string; moq: number; order_multiple: number }>`
    SELECT g.id::text AS id, coalesce(ap.price, g.list_price)::text AS price, g.moq, g.order_multiple
    FROM goods g
    LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${buyerOrg}
    WHERE g.status = 'on' AND g.supplier_id = ${supplierOrg}
      AND g.moq <= 20 AND g.order_multiple <= 10
      AND coalesce(ap.price, g.list_price) BETWEEN 500 AND 300000
      AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
      AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
           WHERE st.goods_id = g.id AND ${province} = ANY (w.serves)) > 400
    ORDER BY md5(g.id::text) LIMIT ${limit}`.execute(db);
  return r.rows.map((g) => ({ id: g.id, price: Number(g.price), moq: g.moq, multiple: g.order_multiple }));
}

async function loadActors(db: Db, usernames: string[]): Promise<Map<string, Actor>> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .leftJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.username', 'u.organization_id', 'r.role_type'])
    .where('u.username', 'in', usernames)
    .execute();
  const out = new Map<string, Actor>();
  for (const row of rows) {
    const a = out.get(row.username) ?? {
      username: row.username,
      auth: { userId: row.id, organizationId: row.organization_id, sessionId: 'demo-history', roleTypes: [] },
    };
    if (row.role_type) (a.auth.roleTypes as RoleType[]).push(row.role_type as RoleType);
    out.set(row.username, a);
  }
  return out;
}
