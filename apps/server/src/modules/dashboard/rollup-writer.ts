/**
 * The ONE writer of the dashboard's rollups (migrations 0029, 0040): `dashboard_spend`, `dashboard_goods`,
 * `dashboard_goods_month`, `dashboard_orders` and the per-order marks of what each order contributes to them.
 *
 * `syncOrderRollups(trx, orderIds)` runs in the transaction of whatever changed the orders (checkout,
 * every status change through `OrderRepo.setStatus`: approval hold, release, rejection and expiry,
 * cancellation, shipping, receipt and its automatic confirmation; a refund paid): it locks the orders'
 * marks, takes away what the marks say the orders contributed, adds what they contribute now, and writes
 * the new marks. It is idempotent, so a second call changes nothing. Its first call for an order (at
 * checkout) also stamps what the order lacked: the ordering user's department and, per line, the list
 * price and top-level category of the goods at that moment.
 *
 * `rebuildRollups(db)` computes everything again from the orders with plain GROUP BY (the demo history
 * and the bench fill orders in bulk and call it; the rollup test compares it with the kept rollups).
 * Both read the orders through the same fact queries below, so they cannot disagree on a definition.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db, Executor } from '../../db/database';
import { lineFacts, orderFacts, type LineFact, type OrderFact } from './rollup-facts';

interface Mark {
  order_id: string;
  status: string;
  refund: string;
  shipped: boolean;
  timed: boolean;
  on_time: boolean;
  response_n: number;
  response_seconds: string;
  line_refunds: Record<string, string | number>;
}

interface RollupTable {
  name: string;
  keys: readonly string[];
  values: readonly string[];
  /** The count whose zero means the row is empty (removed). */
  count: string;
  /** Also the lines' lowest, highest and latest unit price (EXTREMES), not sums. */
  extremes?: true;
}

/** The columns of a rollup with extremes, after its sums. */
const EXTREME_COLUMNS = ['min_price', 'max_price', 'last_at', 'last_line_id', 'last_price'] as const;

/** The extremes of line facts (price, at, line_id): the latest line is the one of the latest order, then id. */
const EXTREMES = sql`min(price::bigint)::bigint AS min_price, max(price::bigint)::bigint AS max_price,
  max(at)::timestamptz AS last_at,
  (array_agg(line_id::bigint ORDER BY at DESC, line_id::bigint DESC))[1] AS last_line_id,
  (array_agg(price::bigint ORDER BY at DESC, line_id::bigint DESC))[1] AS last_price`;

export const SPEND: RollupTable = {
  name: 'dashboard_spend',
  keys: ['organization_id', 'month', 'user_id', 'department_id', 'supplier_id', 'category_id'],
  values: ['amount', 'refund', 'quantity', 'line_count', 'list_amount', 'list_paid', 'list_lines'],
  count: 'line_count',
};
export const GOODS: RollupTable = {
  name: 'dashboard_goods',
  keys: ['organization_id', 'month', 'user_id', 'department_id', 'supplier_id', 'category_id', 'goods_id'],
  values: ['amount', 'refund', 'quantity', 'line_count'],
  count: 'line_count',
};
/** Goods per organization and month (top goods, the collection): coarser than GOODS, with prices. */
export const GOODS_MONTH: RollupTable = {
  name: 'dashboard_goods_month',
  keys: ['organization_id', 'month', 'supplier_id', 'category_id', 'goods_id'],
  values: ['amount', 'refund', 'quantity', 'line_count'],
  count: 'line_count',
  extremes: true,
};
export const ORDERS: RollupTable = {
  name: 'dashboard_orders',
  keys: ['organization_id', 'month', 'user_id', 'department_id', 'supplier_id', 'category_id', 'status'],
  values: [
    'order_count',
    'amount',
    'refund',
    'refunded',
    'shipped',
    'timed',
    'on_time',
    'response_n',
    'response_seconds',
  ],
  count: 'order_count',
};
export const ROLLUP_TABLES = [SPEND, GOODS, GOODS_MONTH, ORDERS] as const;

/**
 * The plain GROUP BY of each rollup over the facts (`ids` null: all orders): what the rollups must hold.
 * The rebuild inserts it; the rollup test compares the kept rollups with it.
 */
export function plainRollup(
  table: RollupTable,
  ids: readonly string[] | null,
  goods?: readonly string[],
): RawBuilder<Record<string, unknown>> {
  const keys = sql.raw(table.keys.join(', '));
  if (table === ORDERS) {
    return sql`SELECT ${keys}, count(*)::int AS order_count, sum(amount::bigint)::bigint AS amount,
        sum(refund::bigint)::bigint AS refund, count(*) FILTER (WHERE refund::bigint > 0)::int AS refunded,
        count(*) FILTER (WHERE shipped)::int AS shipped, count(*) FILTER (WHERE timed)::int AS timed,
        count(*) FILTER (WHERE on_time)::int AS on_time, sum(response_n)::int AS response_n,
        sum(response_seconds::bigint)::bigint AS response_seconds
      FROM (${orderFacts(ids)}) f GROUP BY ${keys}`;
  }
  const listed =
    table === SPEND
      ? sql`, sum(CASE WHEN list_price IS NULL THEN 0 ELSE list_price::bigint * num END)::bigint AS list_amount,
        sum(CASE WHEN list_price IS NULL THEN 0 ELSE amount::bigint END)::bigint AS list_paid,
        count(list_price)::int AS list_lines`
      : table.extremes
        ? sql`, ${EXTREMES}`
        : sql``;
  return sql`SELECT ${keys}, sum(amount::bigint)::bigint AS amount, sum(refund::bigint)::bigint AS refund,
      sum(num)::bigint AS quantity, count(*)::int AS line_count ${listed}
    FROM (${lineFacts(ids, goods)}) f WHERE status <> 'CANCELLED' GROUP BY ${keys}`;
}

type Values = Record<string, number>;

function orderContribution(f: OrderFact): Values {
  const refund = Number(f.refund);
  return {
    order_count: 1,
    amount: Number(f.amount),
    refund,
    refunded: refund > 0 ? 1 : 0,
    shipped: f.shipped ? 1 : 0,
    timed: f.timed ? 1 : 0,
    on_time: f.on_time ? 1 : 0,
    response_n: f.response_n,
    response_seconds: Number(f.response_seconds),
  };
}

function lineContribution(f: LineFact, withList: boolean): Values {
  const v: Values = {
    amount: Number(f.amount),
    refund: Number(f.refund),
    quantity: f.num,
    line_count: 1,
  };
  if (withList) {
    const listed = f.list_price !== null;
    v.list_amount = listed ? Number(f.list_price) * f.num : 0;
    v.list_paid = listed ? Number(f.amount) : 0;
    v.list_lines = listed ? 1 : 0;
  }
  return v;
}

/** The extremes of the lines a change adds to a row (null: it adds none). */
interface Extremes {
  min: string;
  max: string;
  at: string;
  line: string;
  price: string;
}

interface DeltaRow {
  key: string[];
  values: Values;
  added: Extremes | null;
  /** Lines taken away and not added back (their row's extremes are computed again). */
  gone: Set<string>;
}

const later = (a: Extremes, at: string, line: string) =>
  at > a.at || (at === a.at && BigInt(line) > BigInt(a.line));

class Deltas {
  readonly rows = new Map<string, DeltaRow>();
  constructor(readonly table: RollupTable) {}
  add(fact: object, values: Values, sign: 1 | -1): void {
    const f = fact as Record<string, unknown>;
    const key = this.table.keys.map((k) => String(f[k]));
    const id = key.join('|');
    let row = this.rows.get(id);
    if (!row) {
      row = {
        key,
        values: Object.fromEntries(this.table.values.map((v) => [v, 0])),
        added: null,
        gone: new Set(),
      };
      this.rows.set(id, row);
    }
    for (const v of this.table.values) row.values[v]! += sign * (values[v] ?? 0);
    if (!this.table.extremes) return;
    const l = fact as LineFact;
    if (sign === -1) {
      row.gone.add(l.line_id);
      return;
    }
    row.gone.delete(l.line_id);
    const a = row.added;
    const p = BigInt(l.price);
    if (!a) {
      row.added = { min: l.price, max: l.price, at: l.at, line: l.line_id, price: l.price };
      return;
    }
    if (p < BigInt(a.min)) a.min = l.price;
    if (p > BigInt(a.max)) a.max = l.price;
    if (later(a, l.at, l.line_id)) Object.assign(a, { at: l.at, line: l.line_id, price: l.price });
  }
  /** Rows that change, in key order (two writers lock shared rows in one order). */
  changed(): DeltaRow[] {
    return [...this.rows.entries()]
      .filter(([, r]) => r.gone.size > 0 || this.table.values.some((v) => r.values[v] !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r);
  }
}

/** The columns of a rollup row read from text (VALUES, the facts' text columns), cast to the table's types. */
function castsOf(t: RollupTable, alias: string): RawBuilder<unknown> {
  return sql.raw(
    [
      ...t.keys.map((k) =>
        k === 'month' ? `${alias}.month::date` : k === 'status' ? `${alias}.status` : `${alias}.${k}::bigint`,
      ),
      ...t.values.map((v) => `${alias}.${v}::bigint`),
      ...(t.extremes
        ? EXTREME_COLUMNS.map((c) =>
            c === 'last_at' ? `${alias}.${c}::timestamptz` : `${alias}.${c}::bigint`,
          )
        : []),
    ].join(', '),
  );
}

/**
 * The extremes of a change that adds no line (it only takes lines away or changes refunds): what least,
 * greatest and the latest leave the row's own values against (not NULL: the columns are NOT NULL, checked
 * before the conflict is).
 */
const NO_LINE_ADDED = ['9223372036854775807', '-9223372036854775808', '-infinity', '0', '0'];

/** All columns of a rollup, in castsOf's order. */
export const columnsOf = (t: RollupTable) => [...t.keys, ...t.values, ...(t.extremes ? EXTREME_COLUMNS : [])];

/**
 * The extremes' updates on conflict: lowest and highest, the latest when the added one is later. Each reads
 * the row as it was, so their order is free.
 */
function extremeUpdates(t: RollupTable): string[] {
  if (!t.extremes) return [];
  const newer = `((excluded.last_at, excluded.last_line_id) > (${t.name}.last_at, ${t.name}.last_line_id))`;
  return [
    `min_price = least(${t.name}.min_price, excluded.min_price)`,
    `max_price = greatest(${t.name}.max_price, excluded.max_price)`,
    ...(['last_at', 'last_line_id', 'last_price'] as const).map(
      (c) => `${c} = CASE WHEN ${newer} THEN excluded.${c} ELSE ${t.name}.${c} END`,
    ),
  ];
}

async function apply(db: Executor, d: Deltas): Promise<void> {
  const rows = d.changed();
  if (rows.length === 0) return;
  const t = d.table;
  const cols = sql.raw(columnsOf(t).join(', '));
  const extremesOf = (r: DeltaRow) =>
    !t.extremes
      ? []
      : r.added
        ? [r.added.min, r.added.max, r.added.at, r.added.line, r.added.price]
        : NO_LINE_ADDED;
  const values = sql.join(
    rows.map((r) => sql`(${sql.join([...r.key, ...t.values.map((v) => r.values[v]!), ...extremesOf(r)])})`),
  );
  const casts = castsOf(t, 'v');
  const updates = sql.raw(
    [...t.values.map((v) => `${v} = ${t.name}.${v} + excluded.${v}`), ...extremeUpdates(t)].join(', '),
  );
  const keys = sql.raw(t.keys.join(', '));
  const empty = await sql<Record<string, string>>`
    INSERT INTO ${sql.raw(t.name)} (${cols})
    SELECT ${casts} FROM (VALUES ${values}) AS v (${cols})
    ON CONFLICT (${keys}) DO UPDATE SET ${updates}
    RETURNING ${keys}, ${sql.raw(t.count)} AS n`.execute(db);
  const keyOf = (r: Record<string, unknown>) =>
    sql`(${sql.join(t.keys.map((k) => (k === 'month' ? sql`${r[k]}::date` : k === 'status' ? sql`${r[k]}` : sql`${r[k]}::bigint`)))})`;
  const gone = empty.rows.filter((r) => Number(r.n) === 0);
  if (gone.length > 0) {
    await sql`DELETE FROM ${sql.raw(t.name)} WHERE (${keys}) IN (${sql.join(gone.map(keyOf))})
      AND ${sql.raw(t.count)} = 0`.execute(db);
  }
  // Rows some lines left (and not emptied): their extremes again from their lines. The row is locked by the
  // upsert above, so a writer adding to it meanwhile waits and then applies its own least/greatest/latest.
  const left = rows.filter((r) => r.gone.size > 0);
  if (!t.extremes || left.length === 0) return;
  const asRecord = (r: DeltaRow) => Object.fromEntries(t.keys.map((k, i) => [k, r.key[i]]));
  const goodsIds = [...new Set(left.map((r) => asRecord(r).goods_id as string))];
  const sets = sql.raw(EXTREME_COLUMNS.map((c) => `${c} = x.${c}`).join(', '));
  const match = sql.raw(
    t.keys.map((k) => `${t.name}.${k} = x.${k}${k === 'month' ? '::date' : '::bigint'}`).join(' AND '),
  );
  await sql`UPDATE ${sql.raw(t.name)} SET ${sets}
    FROM (SELECT * FROM (${plainRollup(t, null, goodsIds)}) p
      WHERE (${sql.raw(t.keys.map((k) => (k === 'month' ? 'p.month::date' : `p.${k}::bigint`)).join(', '))})
        IN (${sql.join(left.map((r) => keyOf(asRecord(r))))})) x
    WHERE ${match}`.execute(db);
}

/** Keeps the rollups in step with the orders (see the file's note); call it in the changing transaction. */
export async function syncOrderRollups(db: Executor, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  if (ids.length === 0) return;
  const marks = new Map(
    (
      await sql<Mark>`SELECT order_id::text AS order_id, status, refund::text AS refund, shipped, timed, on_time,
          response_n, response_seconds::text AS response_seconds, line_refunds
        FROM dashboard_order_marks WHERE order_id = ANY(${ids}::bigint[]) ORDER BY order_id FOR UPDATE`.execute(
        db,
      )
    ).rows.map((m) => [m.order_id, m]),
  );
  const fresh = ids.filter((id) => !marks.has(id));
  if (fresh.length > 0) {
    await sql`UPDATE orders o SET department_id = u.department_id FROM users u
      WHERE u.id = o.user_id AND o.id = ANY(${fresh}::bigint[]) AND o.department_id IS NULL`.execute(db);
    await sql`UPDATE order_lines l SET list_price = NULLIF(g.list_price, 0), category_id = g.catalog1_id
      FROM goods g WHERE g.id = l.goods_id AND l.order_id = ANY(${fresh}::bigint[]) AND l.category_id IS NULL`.execute(
      db,
    );
  }
  const orders = (await orderFacts(ids).execute(db)).rows;
  const lines = (await lineFacts(ids).execute(db)).rows;
  const spend = new Deltas(SPEND);
  const goods = new Deltas(GOODS);
  const goodsMonth = new Deltas(GOODS_MONTH);
  const counts = new Deltas(ORDERS);
  for (const o of orders) {
    const m = marks.get(o.order_id);
    if (m) {
      const old: OrderFact = { ...o, ...m };
      counts.add(old, orderContribution(old), -1);
    }
    counts.add(o, orderContribution(o), 1);
  }
  for (const l of lines) {
    const m = marks.get(l.order_id);
    if (m && m.status !== 'CANCELLED') {
      const old: LineFact = { ...l, status: m.status, refund: String(m.line_refunds[l.line_id] ?? 0) };
      spend.add(old, lineContribution(old, true), -1);
      goods.add(old, lineContribution(old, false), -1);
      goodsMonth.add(old, lineContribution(old, false), -1);
    }
    if (l.status !== 'CANCELLED') {
      spend.add(l, lineContribution(l, true), 1);
      goods.add(l, lineContribution(l, false), 1);
      goodsMonth.add(l, lineContribution(l, false), 1);
    }
  }
  for (const d of [spend, goods, goodsMonth, counts]) await apply(db, d);
  const refundsOf = new Map<string, Record<string, string>>();
  for (const l of lines) {
    if (Number(l.refund) === 0) continue;
    const r = refundsOf.get(l.order_id) ?? {};
    r[l.line_id] = l.refund;
    refundsOf.set(l.order_id, r);
  }
  if (orders.length === 0) return;
  await sql`INSERT INTO dashboard_order_marks
      (order_id, status, refund, shipped, timed, on_time, response_n, response_seconds, line_refunds)
    VALUES ${sql.join(
      orders.map(
        (
          o,
        ) => sql`(${o.order_id}::bigint, ${o.status}, ${o.refund}::bigint, ${o.shipped}, ${o.timed}, ${o.on_time},
          ${o.response_n}, ${o.response_seconds}::bigint, ${JSON.stringify(refundsOf.get(o.order_id) ?? {})}::jsonb)`,
      ),
    )}
    ON CONFLICT (order_id) DO UPDATE SET status = excluded.status, refund = excluded.refund,
      shipped = excluded.shipped, timed = excluded.timed, on_time = excluded.on_time,
      response_n = excluded.response_n, response_seconds = excluded.response_seconds,
      line_refunds = excluded.line_refunds`.execute(db);
}

/**
 * Computes every rollup and mark again from the orders (plain GROUP BY), in the caller's transaction.
 * Orders without their checkout stamps (bulk inserts) get them from their user and goods first.
 */
export async function rebuildRollups(db: Executor): Promise<void> {
  await sql`UPDATE orders o SET department_id = u.department_id FROM users u
    WHERE u.id = o.user_id AND o.department_id IS NULL AND u.department_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM dashboard_order_marks m WHERE m.order_id = o.id)`.execute(db);
  await sql`UPDATE order_lines l SET list_price = NULLIF(g.list_price, 0), category_id = g.catalog1_id
    FROM goods g WHERE g.id = l.goods_id AND l.category_id IS NULL`.execute(db);
  await sql`TRUNCATE ${sql.raw(ROLLUP_TABLES.map((t) => t.name).join(', '))}, dashboard_order_marks`.execute(
    db,
  );
  for (const t of ROLLUP_TABLES) {
    const cols = sql.raw(columnsOf(t).join(', '));
    await sql`INSERT INTO ${sql.raw(t.name)} (${cols})
      SELECT ${castsOf(t, 'p')} FROM (${plainRollup(t, null)}) p`.execute(db);
  }
  await sql`INSERT INTO dashboard_order_marks
      (order_id, status, refund, shipped, timed, on_time, response_n, response_seconds, line_refunds)
    SELECT f.order_id::bigint, f.status, f.refund::bigint, f.shipped, f.timed, f.on_time, f.response_n,
      f.response_seconds::bigint, coalesce(lr.refunds, '{}'::jsonb)
    FROM (${orderFacts(null)}) f
    LEFT JOIN (SELECT rl.order_id, jsonb_object_agg(rl.line_id, rl.refund) AS refunds
      FROM (SELECT l.order_id::text AS order_id, l.id::text AS line_id, sum(x.amount)::text AS refund
        FROM refund_lines x JOIN refunds r ON r.id = x.refund_id AND r.status = 'RETURNED'
        JOIN order_lines l ON l.id = x.order_line_id GROUP BY l.order_id, l.id) rl
      GROUP BY rl.order_id) lr ON lr.order_id = f.order_id`.execute(db);
}

/**
 * Every row of a rollup as text, sorted: as kept, or (`plain`) as the plain GROUP BY gives it. What the tests
 * compare (the latest price's time to the millisecond).
 */
export async function rollupRowsAsText(db: Executor, t: RollupTable, plain: boolean): Promise<string[]> {
  const r = plain
    ? await plainRollup(t, null).execute(db)
    : await sql<
        Record<string, unknown>
      >`SELECT *, to_char(month, 'YYYY-MM-DD') AS month FROM ${sql.raw(t.name)}`.execute(db);
  const text = (c: string, v: unknown) => (c === 'last_at' ? new Date(v as string).toISOString() : String(v));
  return r.rows
    .map((row) =>
      columnsOf(t)
        .map((c) => `${c}=${text(c, row[c])}`)
        .join(' '),
    )
    .sort();
}

/** The same for the orders of refunds (a refund paid): call it in the refund's transaction. */
export async function syncRefundRollups(db: Executor, refundIds: readonly string[]): Promise<void> {
  if (refundIds.length === 0) return;
  const rows = await sql<{ order_id: string }>`SELECT DISTINCT order_id::text AS order_id FROM refunds
    WHERE id = ANY(${refundIds}::bigint[])`.execute(db);
  await syncOrderRollups(
    db,
    rows.rows.map((r) => r.order_id),
  );
}

/** The app_meta key that says this database's rollups were built from its orders once. */
const ROLLUPS_BUILT = 'dashboard_rollups_v1';

/**
 * A database that had orders before migration 0029 (an earlier `npm start`) gets its rollups built from them
 * once, at start; afterwards the writer keeps them. Several processes starting together build them once (the
 * advisory lock; the marker is written in the same transaction). Answers whether it built them.
 */
export async function ensureRollupsBuilt(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(7202629)`.execute(trx);
    const done = await sql<{ n: number }>`SELECT 1 AS n FROM app_meta WHERE key = ${ROLLUPS_BUILT}`.execute(
      trx,
    );
    if (done.rows.length > 0) return false;
    await rebuildRollups(trx);
    await sql`INSERT INTO app_meta (key, value) VALUES (${ROLLUPS_BUILT}, ${new Date().toISOString()})`.execute(
      trx,
    );
    return true;
  });
}
