/**
 * Two years of demo spend for the customer dashboard (固买云, issue 28), written in bulk, up to a few days
 * before now: the demo trading history (demo-history.ts: its last six months through the real services, in
 * every status) adds its live orders among the last months, so the volume runs on continuously into them.
 *
 * The generator makes finished orders only (已完成 or 已取消; near the end shipped and received sooner, no
 * refund still under way: all of it over before now), so it holds no stock and no credit: stock
 * is not touched, credit is not touched, nothing waits for a job. What the rest of the code reads is there
 * and consistent: a submission per order, order numbers from the order sequence (PO + China date + number),
 * lines with their list price and top category (what checkout stamps), the order log (提交订单, 供应商发货,
 * 确认收货 or 系统自动确认收货, 取消订单), refunds with their lines, their log (the supplier's first answer is
 * the after-sales response time) and the lines' refunded amounts (paid refunds only; rejected ones give
 * back). Its shape: seasons (more in spring and autumn, a dip around 春节), departments (the history adds a
 * few to each demo buyer organization), several suppliers per category with their own punctuality
 * (late deliveries: shipped after the promised date), cancellations, refunds (paid and rejected), and
 * agreement prices below the list price (the savings' list-price baseline) that rise slowly over time.
 *
 * The rollups of exactly these orders are written by the dashboard's one writer (syncOrderRollups), in the
 * same transaction. `npm start` only (SEED_DEMO_HISTORY, like demo-history.ts): not in the test template
 * nor the e2e database. Atomic and once per database (advisory lock, marker in app_meta written last).
 *
 * `generateSpendBatches` is the generator; `seed-history.ts` (npm run seed:history) runs it scaled into a
 * bench database, batch by batch.
 */
import { sql } from 'kysely';
import { rebuildRollups, syncOrderRollups } from '../../modules/dashboard/rollup-writer';
import type pg from 'pg';
import type { Db, Executor } from '../database';
import { markSeeded, seeded, within } from './demo-support';
import { copySpendBatch, insertSpendBatch, maySkipChecks } from './demo-spend-writer';

export { insertSpendBatch };

export const DEMO_SPEND_HISTORY_MARKER = 'demo_spend_history_v1';
/** Idempotency keys of the history's submissions. */
export const SPEND_KEY_PREFIX = 'demo-spend-history-';
const LOCK_KEY = 7_202_628;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** China time is UTC+8 all year. */
const CHINA = 8 * HOUR;
/**
 * Where this history ends: a few days back, so the newest orders of demo-history.ts (waiting to ship, the
 * last weeks' deliveries and refunds under way) are the live ones on top of it, and the month chart runs on
 * without a step where demo-history.ts's few orders begin (it reaches 182 days back).
 */
const RECENT_DAYS = 3;
/** Months the dashboard shows: this history spans them. */
const TOTAL_MONTHS = 24;
/** The demo's orders over its 24 months (all buyer organizations together): about 170 a month. */
export const DEMO_SPEND_ORDERS = 4000;

/** Departments the history adds to the demo buyer organizations (kept with their orders). */
const EXTRA_DEPARTMENTS = ['生产部', '设备维修部', '行政部', '质量部', '研发中心'];

/** 春节 (the first day of the lunar year): the weeks around it buy little. */
const SPRING_FESTIVAL = ['2023-01-22', '2024-02-10', '2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26'];
/** Orders per month of the year, relative (1 = an ordinary month): spring and autumn buy most. */
const SEASON = [0.85, 0.6, 1.2, 1.25, 1.15, 0.95, 0.85, 0.9, 1.2, 1.25, 1.15, 1.05];

const CARRIERS = ['顺丰速运', '京东物流', '德邦快递', '中通快递', '跨越速运'];
const REFUND_REASONS = ['QUALITY', 'DAMAGED', 'WRONG_GOODS', 'MISSING', 'NOT_AS_DESCRIBED'] as const;
const REFUND_TEXT: Record<(typeof REFUND_REASONS)[number], string> = {
  QUALITY: '到货后试用发现质量问题',
  DAMAGED: '外包装破损，部分商品损坏',
  WRONG_GOODS: '到货型号与订单不符',
  MISSING: '少发一件',
  NOT_AS_DESCRIBED: '规格参数与页面描述不一致',
};

/** A small deterministic PRNG (mulberry32): the same history on every fresh database. */
export function prng(seed: number) {
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
    /** An index by weight. */
    weighted: (weights: readonly number[]): number => {
      const total = weights.reduce((a, b) => a + b, 0);
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i]!;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
type Rnd = ReturnType<typeof prng>;

// ------------------------------------------------------------------ the world the orders are made in

interface Goods {
  id: string;
  supplierId: string;
  categoryId: string;
  skuCode: string;
  name: string;
  brandName: string;
  model: string;
  spec: string;
  unit: string;
  image: string;
  listPrice: number;
  /** What the organization pays today (its agreement price, else a negotiated discount on the list). */
  price: number;
}

interface Supplier {
  id: string;
  /** Who answers for it in the logs (one of its users), or null: the log says 供应商. */
  actorId: string | null;
  actorName: string;
  /** Chance that an order ships after the promised date. */
  lateness: number;
  /** Hours it takes to answer an after-sales application, about. */
  responseHours: number;
  /** Days it promises to deliver in. */
  promiseDays: number;
  /** Chance that an order of it comes back as an after-sales refund. */
  refundRate: number;
}

interface BuyerUser {
  id: string;
  name: string;
  weight: number;
}

export interface BuyerWorld {
  organizationId: string;
  /** Share of all orders. */
  weight: number;
  users: BuyerUser[];
  departments: { id: string; weight: number; categories: Map<string, number> }[];
  address: Record<string, string>;
  divisionCode: string;
  invoice: Record<string, string> | null;
  /** Categories with their goods per supplier (suppliers in order of preference). */
  categories: {
    id: string;
    weight: number;
    suppliers: { supplier: Supplier; goods: Goods[]; weight: number }[];
  }[];
}

export interface SpendWorld {
  buyers: BuyerWorld[];
}

/** The buyer organizations of these demo users (each with its users that buy). */
async function buyerOrganizations(db: Executor, usernames: readonly string[]) {
  const r = await sql<{ organization_id: string }>`
    SELECT DISTINCT u.organization_id::text AS organization_id FROM users u
    JOIN organizations o ON o.id = u.organization_id AND o.kind = 'buyer'
    WHERE u.username = ANY(${usernames}::text[]) ORDER BY 1`.execute(db);
  return r.rows.map((x) => x.organization_id);
}

/** The extra departments of an organization (created when missing), then all of its departments. */
async function departmentsOf(db: Executor, organizationId: string, addExtra: boolean) {
  if (addExtra) {
    await sql`INSERT INTO departments (organization_id, name)
      SELECT ${organizationId}::bigint, n FROM unnest(${EXTRA_DEPARTMENTS}::text[]) n
      ON CONFLICT (organization_id, name) DO NOTHING`.execute(db);
  }
  const r = await sql<{ id: string; name: string }>`
    SELECT d.id::text AS id, d.name FROM departments d WHERE d.organization_id = ${organizationId}::bigint
     ORDER BY d.id`.execute(db);
  return r.rows;
}

/**
 * What the generator needs: the demo buyer organizations (their buying users, departments, address and
 * invoice title) and per top category the suppliers whose goods they buy (`goodsPerSupplier` goods of each,
 * at most `suppliersPerCategory` suppliers, the organization's agreement price where it has one).
 */
export async function loadSpendWorld(
  db: Executor,
  opts: {
    usernames?: readonly string[];
    goodsPerSupplier?: number;
    suppliersPerCategory?: number;
    seed?: number;
    addDepartments?: boolean;
  } = {},
): Promise<SpendWorld | null> {
  const rnd = prng(opts.seed ?? 20241201);
  const orgs = await buyerOrganizations(db, opts.usernames ?? ['buyer01', 'buyer02', 'buyer11']);
  if (orgs.length === 0) return null;
  const perSupplier = opts.goodsPerSupplier ?? 8;
  const perCategory = opts.suppliersPerCategory ?? 4;
  // Suppliers with their users (the first one answers in the logs).
  const vendors = await sql<{ id: string; name: string; actor_id: string | null; actor_name: string | null }>`
    SELECT o.id::text AS id, o.name,
      (SELECT u.id::text FROM users u WHERE u.organization_id = o.id ORDER BY u.id LIMIT 1) AS actor_id,
      (SELECT u.fullname FROM users u WHERE u.organization_id = o.id ORDER BY u.id LIMIT 1) AS actor_name
    FROM organizations o WHERE o.kind = 'vendor' ORDER BY o.id`.execute(db);
  const supplierOf = new Map<string, Supplier>();
  for (const v of vendors.rows) {
    supplierOf.set(v.id, {
      id: v.id,
      actorId: v.actor_id,
      actorName: v.actor_name ?? v.name,
      lateness: rnd.pick([0.02, 0.04, 0.06, 0.1, 0.15, 0.28]),
      responseHours: rnd.pick([3, 6, 12, 20, 36, 60]),
      promiseDays: rnd.int(3, 7),
      refundRate: rnd.pick([0.01, 0.02, 0.03, 0.05, 0.08]),
    });
  }
  const buyers: BuyerWorld[] = [];
  for (const [oi, organizationId] of orgs.entries()) {
    const users = await sql<{ id: string; fullname: string; approver: boolean }>`
      SELECT u.id::text AS id, u.fullname,
        EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE ur.user_id = u.id AND r.role_type = 'APPROVER') AS approver
      FROM users u WHERE u.organization_id = ${organizationId}::bigint
        AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE ur.user_id = u.id AND r.role_type IN ('PURCHASER', 'APPROVER'))
      ORDER BY u.id`.execute(db);
    if (users.rows.length === 0) continue;
    const address = await sql<{
      consignee: string;
      mobile: string;
      province_code: string;
      city_code: string;
      county_code: string;
      detail: string;
      province_name: string | null;
      city_name: string | null;
      county_name: string | null;
    }>`
      SELECT a.consignee, a.mobile, a.province_code, a.city_code, a.county_code, a.detail,
        (SELECT name FROM divisions WHERE code = a.province_code) AS province_name,
        (SELECT name FROM divisions WHERE code = a.city_code) AS city_name,
        (SELECT name FROM divisions WHERE code = a.county_code) AS county_name
      FROM addresses a WHERE a.organization_id = ${organizationId}::bigint
      ORDER BY a.is_default DESC, a.id LIMIT 1`.execute(db);
    const a = address.rows[0];
    if (!a) continue;
    const invoice = await sql<Record<string, string>>`
      SELECT type, title_type, title, tax_no, address, phone, bank, account FROM invoice_titles
      WHERE organization_id = ${organizationId}::bigint ORDER BY is_default DESC, id LIMIT 1`.execute(db);
    const inv = invoice.rows[0];
    // Goods on sale, orderable one by one, not limited to areas, of a supplier: the pool per category.
    const goods = await sql<{
      id: string;
      supplier_id: string;
      category_id: string;
      sku_code: string;
      name: string;
      brand_name: string;
      model: string;
      spec: string;
      unit: string;
      image: string;
      list_price: string;
      agreement: string | null;
    }>`
      SELECT * FROM (
        SELECT g.id::text AS id, g.supplier_id::text AS supplier_id, g.catalog1_id::text AS category_id,
          g.sku_code, g.name, coalesce(b.name_cn, '') AS brand_name, g.model, g.spec, g.unit,
          coalesce(g.images[1], '') AS image, g.list_price::text AS list_price, ap.price::text AS agreement,
          row_number() OVER (PARTITION BY g.catalog1_id, g.supplier_id ORDER BY g.sales DESC, g.id) AS rn,
          dense_rank() OVER (PARTITION BY g.catalog1_id ORDER BY g.supplier_id) AS sr
        FROM goods g
        JOIN organizations s ON s.id = g.supplier_id AND s.kind = 'vendor'
        LEFT JOIN brands b ON b.id = g.brand_id
        LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${organizationId}::bigint
        WHERE g.status = 'on' AND g.list_price BETWEEN 100 AND 5000000
      ) x WHERE x.rn <= ${perSupplier}
      ORDER BY x.category_id, x.supplier_id, x.rn`.execute(db);
    const byCategory = new Map<string, Map<string, Goods[]>>();
    for (const g of goods.rows) {
      const supplier = supplierOf.get(g.supplier_id);
      if (!supplier) continue;
      const list = Number(g.list_price);
      // The organization's agreement price, else a discount the supplier gave it (0–12 %).
      const discount = 1 - Number(BigInt(g.id) % 13n) / 100;
      const price = g.agreement
        ? Math.min(Number(g.agreement), list)
        : Math.max(1, Math.round(list * discount));
      const cat = byCategory.get(g.category_id) ?? new Map<string, Goods[]>();
      const pool = cat.get(g.supplier_id) ?? [];
      pool.push({
        id: g.id,
        supplierId: g.supplier_id,
        categoryId: g.category_id,
        skuCode: g.sku_code,
        name: g.name,
        brandName: g.brand_name,
        model: g.model,
        spec: g.spec,
        unit: g.unit,
        image: g.image,
        listPrice: list,
        price,
      });
      cat.set(g.supplier_id, pool);
      byCategory.set(g.category_id, cat);
    }
    const categories: BuyerWorld['categories'] = [];
    for (const [id, suppliers] of byCategory) {
      // Several suppliers per category, the first preferred (a Pareto of spend), a random few of them.
      const ids = [...suppliers.keys()];
      for (let i = ids.length - 1; i > 0; i--) {
        const j = Math.floor(rnd.next() * (i + 1));
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      }
      const chosen = ids.slice(0, perCategory);
      categories.push({
        id,
        weight: 0.3 + rnd.next() * 2,
        suppliers: chosen.map((s, k) => ({
          supplier: supplierOf.get(s)!,
          goods: suppliers.get(s)!,
          weight: 1 / (k + 1) ** 1.3,
        })),
      });
    }
    if (categories.length === 0) continue;
    const departments = (await departmentsOf(db, organizationId, opts.addDepartments ?? true)).map((d) => {
      // Each department leans on a few categories.
      const favourite = new Map<string, number>();
      for (let k = 0; k < 4; k++) favourite.set(rnd.pick(categories).id, 2 + rnd.next() * 4);
      return { id: d.id, weight: 0.5 + rnd.next() * 2, categories: favourite };
    });
    buyers.push({
      organizationId,
      weight: oi === 0 ? 0.65 : 0.35 / Math.max(1, orgs.length - 1),
      users: users.rows.map((u, k) => ({
        id: u.id,
        name: u.fullname,
        weight: u.approver ? 0.4 : 1 / (k + 1),
      })),
      departments,
      address: {
        consignee: a.consignee,
        mobile: a.mobile,
        provinceCode: a.province_code,
        cityCode: a.city_code,
        countyCode: a.county_code,
        provinceName: a.province_name ?? '',
        cityName: a.city_name ?? '',
        countyName: a.county_name ?? '',
        detail: a.detail,
      },
      divisionCode: a.county_code,
      invoice: inv
        ? {
            type: inv.type!,
            titleType: inv.title_type!,
            title: inv.title!,
            taxNo: inv.tax_no!,
            address: inv.address!,
            phone: inv.phone!,
            bank: inv.bank!,
            account: inv.account!,
          }
        : null,
      categories,
    });
  }
  return buyers.length === 0 ? null : { buyers };
}

// ------------------------------------------------------------------ generating orders

export interface GenOrder {
  key: string;
  organizationId: string;
  userId: string;
  userName: string;
  departmentId: string;
  supplierId: string;
  status: 'DONE' | 'CANCELLED';
  goodsAmount: number;
  freight: number;
  quantity: number;
  address: Record<string, string>;
  invoice: Record<string, string> | null;
  divisionCode: string;
  expectedDate: string;
  carrier: string | null;
  waybillNo: string | null;
  shippedAt: Date | null;
  finishedAt: Date;
  createdAt: Date;
  names: string;
  lines: {
    goods: Goods;
    num: number;
    price: number;
    listPrice: number;
    refundNum: number;
    refundAmount: number;
  }[];
  logs: {
    status: string;
    action: string;
    actorId: string | null;
    actorName: string;
    note: string;
    at: Date;
  }[];
  refund: GenRefund | null;
}

export interface GenRefund {
  type: 'REFUND_ONLY' | 'RETURN';
  status: 'RETURNED' | 'REJECTED';
  reason: string;
  description: string;
  /** Index of the order's line and how many of it. */
  line: number;
  num: number;
  amount: number;
  vendorNote: string;
  returnAddress: string;
  returnCarrier: string | null;
  returnWaybillNo: string | null;
  returnShippedAt: Date | null;
  receivedAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  logs: {
    status: string;
    action: string;
    actorId: string | null;
    actorName: string;
    note: string;
    at: Date;
  }[];
}

/** The China date of an instant (UTC+8, no daylight saving; lib/clock's chinaDate builds a formatter per call). */
const chinaDate = (at: Date) => new Date(at.getTime() + CHINA).toISOString().slice(0, 10);
/** Midnight (China) of a China date `YYYY-MM-DD`, as an instant. */
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The first instant of the China month `index` months after 2000-01. */
function monthStart(index: number): Date {
  const y = 2000 + Math.floor(index / 12);
  const m = (index % 12) + 1;
  return chinaMidnight(`${y}-${String(m).padStart(2, '0')}-01`);
}
function monthIndexOf(at: Date): number {
  const d = new Date(at.getTime() + CHINA);
  return (d.getUTCFullYear() - 2000) * 12 + d.getUTCMonth();
}

/** How much a day buys relative to an ordinary working day: weekends little, 春节 weeks little. */
function dayWeight(day: string): number {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  let w = dow === 0 || dow === 6 ? 0.08 : 1;
  for (const f of SPRING_FESTIVAL) {
    const d = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${f}T00:00:00Z`)) / DAY;
    if (d >= -10 && d <= 12) w *= d >= -3 && d <= 7 ? 0.03 : 0.35;
  }
  return w;
}

/**
 * The history's range: from the first day of the month 23 months before `now`'s (China), to RECENT_DAYS
 * before `now` (the live orders of demo-history.ts come after and among the last months).
 */
export function spendRange(now: Date): { from: Date; to: Date } {
  const thisMonth = monthIndexOf(now);
  return {
    from: monthStart(thisMonth - (TOTAL_MONTHS - 1)),
    to: new Date(now.getTime() - RECENT_DAYS * DAY),
  };
}

/**
 * Orders from `from` to `to` (about `orders` of them, spread by season, weekday and growth), in batches of
 * about `batchSize` orders, in time order. Deterministic for a seed. Lines per order 1–8 (about 3.5).
 */
export function* generateSpendBatches(
  world: SpendWorld,
  opts: {
    from: Date;
    to: Date;
    orders: number;
    batchSize: number;
    seed?: number;
    autoConfirmDays?: number;
    keyPrefix?: string;
    /**
     * Every order's story (shipping, receipt, after-sales) is over by then (default: `to` plus 40 days,
     * enough for any): orders near the end ship and are received sooner, refunds that would still be under
     * way are not made. The history stays finished orders whatever `to` is.
     */
    settledBy?: Date;
  },
): Generator<GenOrder[]> {
  const rnd = prng(opts.seed ?? 20241202);
  const autoConfirm = opts.autoConfirmDays ?? 10;
  const prefix = opts.keyPrefix ?? SPEND_KEY_PREFIX;
  const settle = opts.settledBy ?? new Date(opts.to.getTime() + 40 * DAY);
  // Days of the range with their weight (season × weekday × 春节 × slow growth).
  const days: { day: string; weight: number }[] = [];
  const first = chinaDate(opts.from);
  const last = chinaDate(new Date(opts.to.getTime() - 1));
  const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY + 1;
  for (let i = 0; i < span; i++) {
    const day = addDays(first, i);
    const month = Number(day.slice(5, 7));
    days.push({ day, weight: dayWeight(day) * SEASON[month - 1]! * (1 + (0.3 * i) / Math.max(1, span)) });
  }
  const total = days.reduce((s, d) => s + d.weight, 0);
  let n = 0;
  let batch: GenOrder[] = [];
  let carry = 0;
  for (const { day, weight } of days) {
    // Orders of the day: its share, the fractions carried so every order of the target is made.
    carry += (opts.orders * weight) / total;
    const today = Math.floor(carry);
    carry -= today;
    const start = chinaMidnight(day).getTime();
    const times = Array.from({ length: today }, () => start + rnd.between(8.5, 18) * HOUR).sort(
      (x, y) => x - y,
    );
    for (const t of times) {
      const at = new Date(t);
      if (at < opts.from || at >= opts.to) continue;
      batch.push(makeOrder(world, rnd, at, `${prefix}${n++}`, autoConfirm, opts.to, settle));
      if (batch.length >= opts.batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

function makeOrder(
  world: SpendWorld,
  rnd: Rnd,
  at: Date,
  key: string,
  autoConfirmDays: number,
  end: Date,
  settle: Date,
): GenOrder {
  const buyer = world.buyers[rnd.weighted(world.buyers.map((b) => b.weight))]!;
  const user = buyer.users[rnd.weighted(buyer.users.map((u) => u.weight))]!;
  const dept = buyer.departments[rnd.weighted(buyer.departments.map((d) => d.weight))]!;
  const category =
    buyer.categories[rnd.weighted(buyer.categories.map((c) => c.weight * (dept.categories.get(c.id) ?? 1)))]!;
  const { supplier, goods } = category.suppliers[rnd.weighted(category.suppliers.map((s) => s.weight))]!;
  // Prices rise slowly: two years ago about 6 % below today's.
  const monthsAgo = Math.max(0, (end.getTime() - at.getTime()) / (30 * DAY));
  const drift = 1 - 0.0025 * monthsAgo;
  const lineCount = Math.min(goods.length, 1 + Math.floor(-Math.log(1 - rnd.next() * 0.999) * 2.5));
  const picked = new Set<number>();
  while (picked.size < Math.max(1, lineCount)) picked.add(rnd.int(0, goods.length - 1));
  const lines = [...picked].map((i) => {
    const g = goods[i]!;
    const price = Math.max(1, Math.round(g.price * drift));
    const listPrice = Math.max(price, Math.round(g.listPrice * drift));
    // Cheap goods by the box, dear ones one or two.
    const num = Math.max(1, Math.round((rnd.between(0.3, 3) * 40_000) / Math.max(price, 500)));
    return { goods: g, num: Math.min(num, 500), price, listPrice, refundNum: 0, refundAmount: 0 };
  });
  const goodsAmount = lines.reduce((s, l) => s + l.price * l.num, 0);
  const freight = goodsAmount >= 9_900 ? 0 : 1_000;
  const orderDay = chinaDate(at);
  const expectedDate = addDays(orderDay, supplier.promiseDays);
  const buyerActor = { actorId: user.id, actorName: user.name };
  const vendorActor = { actorId: supplier.actorId, actorName: supplier.actorName };
  const logs: GenOrder['logs'] = [{ status: 'PACKAGING', action: '提交订单', ...buyerActor, note: '', at }];
  const base = {
    key,
    organizationId: buyer.organizationId,
    userId: user.id,
    userName: user.name,
    departmentId: dept.id,
    supplierId: supplier.id,
    goodsAmount,
    freight,
    quantity: lines.reduce((s, l) => s + l.num, 0),
    address: buyer.address,
    invoice: buyer.invoice,
    divisionCode: buyer.divisionCode,
    expectedDate,
    createdAt: at,
    names: lines.map((l) => l.goods.name).join(' '),
    lines,
    logs,
  };
  if (rnd.next() < 0.04) {
    const cancelled = new Date(at.getTime() + rnd.between(0.5, 20) * HOUR);
    logs.push({
      status: 'CANCELLED',
      action: '取消订单',
      ...buyerActor,
      note: '库存与信用额度已释放',
      at: cancelled,
    });
    return {
      ...base,
      status: 'CANCELLED',
      carrier: null,
      waybillNo: null,
      shippedAt: null,
      finishedAt: cancelled,
      refund: null,
    };
  }
  // Shipped by the promised date, or (the supplier's lateness) one to five days after it.
  const late = rnd.next() < supplier.lateness;
  const promised = chinaMidnight(addDays(expectedDate, 1)).getTime();
  let shippedAt = late
    ? new Date(promised + rnd.between(0.4, 5) * DAY)
    : new Date(Math.min(promised - HOUR, at.getTime() + rnd.between(3, 60) * HOUR));
  const carrier = rnd.pick(CARRIERS);
  const waybillNo = `${carrier === '顺丰速运' ? 'SF' : 'YT'}${String(rnd.int(1e11, 9e11))}`;
  let auto = rnd.next() < 0.3;
  let finishedAt = auto
    ? new Date(shippedAt.getTime() + autoConfirmDays * DAY)
    : new Date(shippedAt.getTime() + rnd.between(1, 6) * DAY);
  if (finishedAt >= settle) {
    // Near the end of the history: shipped in the first part of the time left, received in the rest.
    const left = settle.getTime() - at.getTime();
    shippedAt = new Date(Math.min(shippedAt.getTime(), at.getTime() + left * rnd.between(0.15, 0.45)));
    finishedAt = new Date(
      shippedAt.getTime() + (settle.getTime() - shippedAt.getTime()) * rnd.between(0.3, 0.9),
    );
    auto = false;
  }
  logs.push(
    {
      status: 'DELIVERED',
      action: '供应商发货',
      ...vendorActor,
      note: `${carrier} ${waybillNo}`,
      at: shippedAt,
    },
    auto
      ? {
          status: 'DONE',
          action: '系统自动确认收货',
          actorId: null,
          actorName: '系统',
          note: `发货 ${autoConfirmDays} 天后自动确认`,
          at: finishedAt,
        }
      : { status: 'DONE', action: '确认收货', ...buyerActor, note: '', at: finishedAt },
  );
  let refund: GenRefund | null = null;
  if (rnd.next() < supplier.refundRate * 1.5) {
    refund = makeRefund(rnd, lines, finishedAt, supplier, buyerActor);
    if (refund.updatedAt >= settle) {
      // Still under way at the end: not made (a paid one gave its amount back to the line).
      if (refund.status === 'RETURNED') {
        lines[refund.line]!.refundNum -= refund.num;
        lines[refund.line]!.refundAmount -= refund.amount;
      }
      refund = null;
    }
  }
  return { ...base, status: 'DONE', carrier, waybillNo, shippedAt, finishedAt, refund };
}

function makeRefund(
  rnd: Rnd,
  lines: GenOrder['lines'],
  received: Date,
  supplier: Supplier,
  buyer: { actorId: string; actorName: string },
): GenRefund {
  const line = rnd.int(0, lines.length - 1);
  const l = lines[line]!;
  const num = rnd.int(1, Math.min(l.num, 3));
  const amount = l.price * num;
  const reason = rnd.pick(REFUND_REASONS);
  const type = rnd.next() < 0.45 ? 'RETURN' : 'REFUND_ONLY';
  const createdAt = new Date(received.getTime() + rnd.between(2, 120) * HOUR);
  const answeredAt = new Date(createdAt.getTime() + supplier.responseHours * rnd.between(0.3, 1.8) * HOUR);
  const vendor = { actorId: supplier.actorId, actorName: supplier.actorName };
  const logs: GenRefund['logs'] = [
    { status: 'REFUND_APPLICATION', action: '申请售后', ...buyer, note: REFUND_TEXT[reason], at: createdAt },
  ];
  const common = {
    type,
    reason,
    description: REFUND_TEXT[reason],
    line,
    num,
    amount,
    createdAt,
  } as const;
  if (rnd.next() < 0.15) {
    const note = '经核实商品无质量问题，请按说明书安装使用';
    logs.push({ status: 'REJECTED', action: '供应商驳回', ...vendor, note, at: answeredAt });
    return {
      ...common,
      status: 'REJECTED',
      vendorNote: note,
      returnAddress: '',
      returnCarrier: null,
      returnWaybillNo: null,
      returnShippedAt: null,
      receivedAt: null,
      refundedAt: null,
      updatedAt: answeredAt,
      logs,
    };
  }
  l.refundNum += num;
  l.refundAmount += amount;
  if (type === 'REFUND_ONLY') {
    const paid = new Date(answeredAt.getTime() + rnd.between(0.1, 2) * HOUR);
    logs.push({ status: 'REFUNDING', action: '供应商同意退款', ...vendor, note: '', at: answeredAt });
    logs.push({
      status: 'RETURNED',
      action: '退款到账',
      actorId: null,
      actorName: '系统',
      note: '已退回企业月结额度',
      at: paid,
    });
    return {
      ...common,
      status: 'RETURNED',
      vendorNote: '',
      returnAddress: '',
      returnCarrier: null,
      returnWaybillNo: null,
      returnShippedAt: null,
      receivedAt: null,
      refundedAt: paid,
      updatedAt: paid,
      logs,
    };
  }
  const returnAddress = '江苏省苏州市工业园区星湖街 328 号 售后部 收';
  const shipped = new Date(answeredAt.getTime() + rnd.between(4, 48) * HOUR);
  const arrived = new Date(shipped.getTime() + rnd.between(24, 96) * HOUR);
  const paid = new Date(arrived.getTime() + rnd.between(0.1, 2) * HOUR);
  const waybill = `SF${String(rnd.int(1e11, 9e11))}`;
  logs.push(
    { status: 'TO_RETURN', action: '供应商同意退货', ...vendor, note: returnAddress, at: answeredAt },
    { status: 'RETURNING', action: '填写退货物流', ...buyer, note: `顺丰速运 ${waybill}`, at: shipped },
    { status: 'RETIRED', action: '供应商确认收到退货', ...vendor, note: `${num} 件退回库存`, at: arrived },
    { status: 'REFUNDING', action: '等待退款', ...vendor, note: '', at: arrived },
    {
      status: 'RETURNED',
      action: '退款到账',
      actorId: null,
      actorName: '系统',
      note: '已退回企业月结额度',
      at: paid,
    },
  );
  return {
    ...common,
    status: 'RETURNED',
    vendorNote: '',
    returnAddress,
    returnCarrier: '顺丰速运',
    returnWaybillNo: waybill,
    returnShippedAt: shipped,
    receivedAt: arrived,
    refundedAt: paid,
    updatedAt: paid,
    logs,
  };
}

// ------------------------------------------------------------------ the demo seed

export interface SpendHistoryStats {
  orders: number;
  lines: number;
  refunds: number;
  ms: number;
}

/** Orders per call of the rollup writer (its statements carry one VALUES row per changed rollup row). */
const ROLLUP_CHUNK = 500;

/**
 * Adds the two-year demo spend once (see the file's note); null when added before or when the database
 * has no demo buyers or catalog.
 */
export async function seedDemoSpendHistory(
  db: Db,
  opts: { now?: Date; orders?: number; autoConfirmDays?: number; log?: (m: string) => void } = {},
): Promise<SpendHistoryStats | null> {
  const started = Date.now();
  const stats = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    const tdb = within(trx);
    if (await seeded(tdb, DEMO_SPEND_HISTORY_MARKER)) return null;
    const now = opts.now ?? new Date();
    const world = await loadSpendWorld(trx);
    if (!world) return null;
    const { from, to } = spendRange(now);
    const s = { orders: 0, lines: 0, refunds: 0 };
    for (const batch of generateSpendBatches(world, {
      from,
      to,
      settledBy: new Date(now.getTime() - HOUR),
      orders: opts.orders ?? DEMO_SPEND_ORDERS,
      batchSize: 1000,
      autoConfirmDays: opts.autoConfirmDays ?? 10,
    })) {
      const ids = await insertSpendBatch(trx, batch);
      for (let i = 0; i < ids.length; i += ROLLUP_CHUNK)
        await syncOrderRollups(trx, ids.slice(i, i + ROLLUP_CHUNK));
      s.orders += batch.length;
      s.lines += batch.reduce((n, o) => n + o.lines.length, 0);
      s.refunds += batch.filter((o) => o.refund).length;
    }
    await markSeeded(tdb, DEMO_SPEND_HISTORY_MARKER, now);
    return s;
  });
  if (!stats) return null;
  const out = { ...stats, ms: Date.now() - started };
  opts.log?.(
    `demo spend history added: ${out.orders} orders, ${out.lines} lines, ${out.refunds} refunds over 24 months in ${(out.ms / 1000).toFixed(1)} s`,
  );
  return out;
}

// ------------------------------------------------------------------ scaled: seed:history and the bench

/** Order lines per order the generator makes, on average (for a target in lines). */
export const LINES_PER_ORDER = 2.95;

export interface FillStats {
  orders: number;
  lines: number;
  refunds: number;
  /** Seconds writing orders, and rebuilding the rollups. */
  insertSeconds: number;
  rollupSeconds: number;
}

/**
 * About `lines` order lines of the same generator over the `months` months up to `now` (default 24),
 * written batch by batch (each batch its own transaction, so memory stays flat and progress shows), then
 * the rollups rebuilt once from all orders by the writer's `rebuildRollups` (the plain GROUP BY the
 * rollups are defined by). For bench databases (npm run seed:history, bench:dashboard): it adds to what is
 * there, never once-only.
 */
export async function fillSpendHistory(
  db: Db,
  opts: {
    /** The pool of `db`: the batches go by COPY on its connections. */
    pool: pg.Pool;
    lines: number;
    now?: Date;
    months?: number;
    batchOrders?: number;
    seed?: number;
    log?: (m: string) => void;
  },
): Promise<FillStats> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const world = await loadSpendWorld(db, { goodsPerSupplier: 40, suppliersPerCategory: 6 });
  if (!world) throw new Error('no demo buyer organizations or no catalog to order from');
  const months = opts.months ?? TOTAL_MONTHS;
  const from = monthStart(monthIndexOf(now) - (months - 1));
  const orders = Math.max(1, Math.round(opts.lines / LINES_PER_ORDER));
  const stats = { orders: 0, lines: 0, refunds: 0 };
  const started = Date.now();
  let shown = started;
  const seed = opts.seed ?? now.getTime() % 1_000_000_007;
  const trusted = await maySkipChecks(db);
  // Two batches in flight: the server writes one while the next is generated and sent.
  const inflight = new Set<Promise<void>>();
  try {
    for (const batch of generateSpendBatches(world, {
      from,
      to: new Date(now.getTime() - HOUR),
      settledBy: now,
      orders,
      batchSize: opts.batchOrders ?? 5000,
      seed,
      keyPrefix: `seed-history-${seed}-`,
    })) {
      if (inflight.size >= 2) await Promise.race(inflight);
      const p: Promise<void> = copySpendBatch(opts.pool, db, batch, trusted).then(() => {
        inflight.delete(p);
        stats.orders += batch.length;
        stats.lines += batch.reduce((n, o) => n + o.lines.length, 0);
        stats.refunds += batch.filter((o) => o.refund).length;
        if (Date.now() - shown > 5000) {
          shown = Date.now();
          const s = (shown - started) / 1000;
          log(
            `${stats.lines.toLocaleString('en')} lines (${Math.round((100 * stats.orders) / orders)} %), ` +
              `${Math.round(stats.lines / s).toLocaleString('en')} lines/s, ${Math.round(stats.orders / s).toLocaleString('en')} orders/s`,
          );
        }
      });
      inflight.add(p);
    }
    await Promise.all(inflight);
  } finally {
    await Promise.allSettled(inflight);
  }
  const inserted = Date.now();
  log(`rebuilding the rollups from all orders (rebuildRollups) …`);
  await db.transaction().execute((trx) => rebuildRollups(trx));
  return {
    ...stats,
    insertSeconds: (inserted - started) / 1000,
    rollupSeconds: (Date.now() - inserted) / 1000,
  };
}
