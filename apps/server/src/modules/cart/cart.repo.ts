import { sql } from 'kysely';
import { lineMoneyProblem, MAX_LINE_AMOUNT_FEN, MAX_UNIT_PRICE_FEN, safeFen } from '@pm/contract/money';
import { PREPARED, reusable, type Executor } from '../../db/database';
import { cardQuery, type Viewer } from '../goods/goods-card.repo';
import { pricingFacts } from './pricing.repo';

/** Goods facts an add to the cart checks, with the caller's price (agreement, else list; fen). */
export interface GoodsForCart {
  id: string;
  name: string;
  unit: string;
  status: 'on' | 'off';
  moq: number;
  order_multiple: number;
  price: number;
}

export interface CartKey {
  organizationId: string;
  userId: string;
}

export interface QuoteOnLine {
  lineId: string;
  price: number;
  expiresAt: Date;
}

export interface BumpOptions {
  set: boolean;
  max: number;
  now: Date;
  quote: QuoteOnLine | null;
  /** The caller's price of the goods (fen): the line's price unless a quote holds. */
  goodsPrice: number;
}

/** Why `bumpLine` left an existing line as it was: a cap the result would break. */
export type BumpOver = { over: 'num' } | { over: 'unitPrice' | 'lineAmount'; price: number; num: number };

/** The money caps as SQL literals, and the check of a line of `num` pieces at `price` against them. */
const UNIT_CAP = sql.lit(MAX_UNIT_PRICE_FEN);
const LINE_CAP = sql.lit(MAX_LINE_AMOUNT_FEN);
function withinMoneyCaps(price: ReturnType<typeof sql>, num: ReturnType<typeof sql>) {
  // numeric: the product of a huge price and a quantity never overflows bigint here.
  return sql<boolean>`(${price} <= ${UNIT_CAP} AND (${num})::numeric * ${price} <= ${LINE_CAP})`;
}

type BumpRow = Omit<GoodsForCart, 'price'> & {
  price: string;
  line_id: string | null;
  line_num: number | null;
  count: string;
};

/**
 * The statement of `CartRepo.bumpChecked`, adding (`set` false) or setting the line's quantity: built
 * once (`reusable`), prepared once per connection.
 */
function bumpStatement(set: boolean) {
  return reusable(
    6,
    (_db, organizationId: string, goodsId: string, userId: string, num: number, now: Date, max: number) =>
      sql<BumpRow>`
      WITH /*prepared*/ g AS (
        SELECT g.id, g.name, g.unit, g.status, g.moq, g.order_multiple, coalesce(ap.price, g.list_price) AS price
        FROM goods g
        LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${organizationId}
        WHERE g.id = ${goodsId}
      ), bumped AS (
        UPDATE cart_lines c SET num = ${set ? sql`${num}::int` : sql`c.num + ${num}::int`}, updated_at = ${now}
        FROM g
        WHERE c.user_id = ${userId} AND c.goods_id = g.id AND g.status = 'on'
          AND ${num}::int % g.order_multiple = 0
          AND ${set ? sql`${num}::int >= g.moq AND ${num}::int` : sql`c.num + ${num}::int`} <= ${max}::int
          AND ${withinMoneyCaps(
            sql`(CASE WHEN c.quote_expires_at > ${now} AND c.quote_price IS NOT NULL THEN c.quote_price ELSE g.price END)`,
            set ? sql`${num}::int` : sql`c.num + ${num}::int`,
          )}
        RETURNING c.id, c.num
      )
      SELECT g.*, b.id AS line_id, b.num AS line_num,
        -- The statement's snapshot: an update leaves the count as it was.
        (SELECT count(*) FROM cart_lines WHERE user_id = ${userId}) AS count
      FROM g LEFT JOIN bumped b ON true`,
  );
}
const addChecked = bumpStatement(false);
const setChecked = bumpStatement(true);

type SetLineRow = Omit<GoodsForCart, 'id' | 'price'> & {
  goods_id: string;
  price: string;
  line_num: number | null;
  count: string;
};

/**
 * The statement of `CartRepo.setLine`: the line of this id (the caller's) with its goods and its price
 * (a valid quote's, else the agreement or list price), and the line set to `num` when the goods' rules
 * and the caps hold. It only ever updates the row it names: a line deleted meanwhile stays deleted.
 */
const setLineStatement = reusable(
  6,
  (_db, organizationId: string, lineId: string, userId: string, num: number, now: Date, max: number) =>
    sql<SetLineRow>`
    WITH /*prepared*/ l AS (
      SELECT c.id, c.goods_id, g.name, g.unit, g.status, g.moq, g.order_multiple,
        CASE WHEN c.quote_expires_at > ${now} AND c.quote_price IS NOT NULL THEN c.quote_price
          ELSE coalesce(ap.price, g.list_price) END AS price
      FROM cart_lines c
      JOIN goods g ON g.id = c.goods_id
      LEFT JOIN goods_agreement_prices ap ON ap.goods_id = g.id AND ap.organization_id = ${organizationId}
      WHERE c.id = ${lineId} AND c.user_id = ${userId}
    ), changed AS (
      UPDATE cart_lines c SET num = ${num}::int, updated_at = ${now}
      FROM l
      WHERE c.id = l.id AND c.user_id = ${userId} AND l.status = 'on'
        AND ${num}::int % l.order_multiple = 0 AND ${num}::int >= l.moq AND ${num}::int <= ${max}::int
        AND ${withinMoneyCaps(sql`l.price`, sql`${num}::int`)}
      RETURNING c.num
    )
    SELECT l.goods_id, l.name, l.unit, l.status, l.moq, l.order_multiple, l.price, ch.num AS line_num,
      (SELECT count(*) FROM cart_lines WHERE user_id = ${userId}) AS count
    FROM l LEFT JOIN changed ch ON true`,
);

export type CartLineRow = Awaited<ReturnType<CartRepo['lines']>>[number];

/** SQL of the cart: one line per user and goods. Money is bigint fen (strings from pg). */
export class CartRepo {
  async goodsForCart(db: Executor, ids: readonly string[], organizationId: string): Promise<GoodsForCart[]> {
    if (ids.length === 0) return [];
    let q = db.selectFrom('goods as g');
    // One goods (an add from a goods page or the cart): one text, worth preparing.
    if (ids.length === 1) q = q.modifyFront(PREPARED);
    const rows = await q
      .leftJoin('goods_agreement_prices as ap', (j) =>
        j.onRef('ap.goods_id', '=', 'g.id').on('ap.organization_id', '=', organizationId),
      )
      .select([
        'g.id',
        'g.name',
        'g.unit',
        'g.status',
        'g.moq',
        'g.order_multiple',
        sql<string>`coalesce(ap.price, g.list_price)`.as('price'),
      ])
      .where('g.id', 'in', ids)
      .execute();
    return rows.map((r) => ({ ...r, price: Number(r.price) }));
  }

  /** Serializes the adds of new lines to one cart (the line cap), until the transaction ends. */
  async lockCart(db: Executor, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(8008, (${userId}::bigint % 2147483647)::int)`.execute(db);
  }

  async countLines(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The update of `bumpLine`: the line of this goods, unless the result would exceed `max` or a money
   * cap at the line's price (the new quote's, a valid quote's, else the goods').
   */
  private bumpQuery(db: Executor, key: CartKey, goodsId: string, num: number, opts: BumpOptions) {
    const next = opts.set ? sql<number>`${num}::int` : sql<number>`num + ${num}::int`;
    const price = opts.quote
      ? sql`${opts.quote.price}::bigint`
      : sql`(CASE WHEN quote_expires_at > ${opts.now} AND quote_price IS NOT NULL THEN quote_price
          ELSE ${opts.goodsPrice}::bigint END)`;
    return db
      .updateTable('cart_lines')
      .set({
        num: next,
        updated_at: opts.now,
        ...(opts.quote
          ? {
              quote_line_id: opts.quote.lineId,
              quote_price: opts.quote.price,
              quote_expires_at: opts.quote.expiresAt,
              added_price: opts.quote.price,
            }
          : {}),
      })
      .where('user_id', '=', key.userId)
      .where('goods_id', '=', goodsId)
      .where(opts.set ? sql<boolean>`true` : sql<boolean>`num + ${num}::int <= ${opts.max}::int`)
      .where(withinMoneyCaps(price, next))
      .returning(['id', 'num']);
  }

  /** The price a line would have after `bumpLine`: the new quote's, a valid quote's, else the goods'. */
  private static linePrice(
    line: { quote_price: string | null; quote_expires_at: Date | null },
    opts: BumpOptions,
  ): number {
    if (opts.quote) return opts.quote.price;
    if (line.quote_price !== null && line.quote_expires_at !== null && line.quote_expires_at > opts.now) {
      return safeFen(line.quote_price);
    }
    return opts.goodsPrice;
  }

  /**
   * Adds `num` to an existing line (or sets it) in one statement, unless the result would exceed `max`
   * or a money cap. Answers the line, what it would break when it exists but breaks a cap, or undefined
   * when absent.
   */
  async bumpLine(
    db: Executor,
    key: CartKey,
    goodsId: string,
    num: number,
    opts: BumpOptions,
  ): Promise<{ id: string; num: number } | BumpOver | undefined> {
    // The update can miss a line another transaction committed just after this statement's snapshot;
    // the check after it sees that line, so the update runs again rather than calling it "over".
    for (;;) {
      const row = await this.bumpQuery(db, key, goodsId, num, opts).executeTakeFirst();
      if (row) return row;
      const existing = await db
        .selectFrom('cart_lines')
        .select(['num', 'quote_price', 'quote_expires_at'])
        .where('user_id', '=', key.userId)
        .where('goods_id', '=', goodsId)
        .executeTakeFirst();
      if (!existing) return undefined;
      const next = opts.set ? num : existing.num + num;
      if (next > opts.max) return { over: 'num' };
      const price = CartRepo.linePrice(existing, opts);
      const problem = lineMoneyProblem(price, next);
      if (problem) return { over: problem, price, num: next };
    }
  }

  /**
   * A single add or set without a quote, in one statement and no transaction: reads the goods (as
   * `goodsForCart`) and changes the cart's line of it when the goods are on sale, `num` keeps their
   * multiple (and, when setting, their MOQ) and the result stays within `max`; answers the goods and,
   * when a line changed, the line with the cart's line count. No line changed (none yet, or a rule
   * broken): the caller takes the transactional way, which tells these apart.
   */
  async bumpChecked(
    db: Executor,
    key: CartKey,
    goodsId: string,
    num: number,
    opts: { set: boolean; max: number; now: Date },
  ): Promise<{ goods: GoodsForCart | undefined; line: { id: string; num: number; count: number } | null }> {
    const run = opts.set ? setChecked : addChecked;
    const [row] = await run(db, key.organizationId, goodsId, key.userId, num, opts.now, opts.max);
    if (!row) return { goods: undefined, line: null };
    const { line_id, line_num, count, price, ...goods } = row;
    return {
      goods: { ...goods, price: Number(price) },
      line:
        line_id !== null && line_num !== null ? { id: line_id, num: line_num, count: Number(count) } : null,
    };
  }

  /**
   * Sets the quantity of the caller's line `lineId` in one statement, when its goods are on sale, `num`
   * keeps their MOQ and multiple and the caps hold. Answers undefined when the caller has no such line
   * (never here, or deleted meanwhile); else its goods (with the line's price) and, when it changed, the
   * new quantity and the cart's line count. Never inserts.
   */
  async setLine(
    db: Executor,
    key: CartKey,
    lineId: string,
    num: number,
    opts: { max: number; now: Date },
  ): Promise<{ goods: GoodsForCart; changed: { num: number; count: number } | null } | undefined> {
    const [row] = await setLineStatement(db, key.organizationId, lineId, key.userId, num, opts.now, opts.max);
    if (!row) return undefined;
    const { goods_id, line_num, count, price, ...goods } = row;
    return {
      goods: { ...goods, id: goods_id, price: safeFen(price) },
      changed: line_num === null ? null : { num: line_num, count: Number(count) },
    };
  }

  /** Inserts a line; a line that appeared meanwhile (another tab) gets `num` added instead. */
  async insertLine(
    db: Executor,
    key: CartKey,
    goodsId: string,
    num: number,
    opts: { addedPrice: number; now: Date; quote: QuoteOnLine | null; max: number },
  ): Promise<{ id: string; num: number }> {
    return db
      .insertInto('cart_lines')
      .values({
        organization_id: key.organizationId,
        user_id: key.userId,
        goods_id: goodsId,
        num,
        selected: true,
        added_price: opts.addedPrice,
        quote_line_id: opts.quote?.lineId ?? null,
        quote_price: opts.quote?.price ?? null,
        quote_expires_at: opts.quote?.expiresAt ?? null,
        created_at: opts.now,
        updated_at: opts.now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'goods_id']).doUpdateSet({
          num: sql<number>`least(cart_lines.num + excluded.num, ${opts.max}::int)`,
          updated_at: opts.now,
        }),
      )
      .returning(['id', 'num'])
      .executeTakeFirstOrThrow();
  }

  /** Makes `lineId` the only selected line of the cart (a direct buy). */
  async selectOnly(db: Executor, userId: string, lineId: string): Promise<void> {
    await db
      .updateTable('cart_lines')
      .set({ selected: sql<boolean>`id = ${lineId}::bigint` })
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * The cart's lines, newest first, each with its goods card for the viewer, the goods' status and
   * freight template, whether the division chain limits it, and the fastest delivery from a warehouse
   * holding stock that serves the province (any warehouse without one): one statement. With `only`,
   * just those lines.
   */
  lines(db: Executor, userId: string, viewer: Viewer, chain: readonly string[], only?: readonly string[]) {
    let q = cardQuery(db, viewer)
      .innerJoin('cart_lines as c', 'c.goods_id', 'g.id')
      .select([
        'c.id as line_id',
        'c.num',
        'c.selected',
        'c.added_price',
        'c.quote_line_id',
        'c.quote_price',
        'c.quote_expires_at',
        'c.created_at as added_at',
        'c.plan_line_id',
      ])
      .select((eb) =>
        eb
          .selectFrom('purchasing_plan_lines as pl')
          .innerJoin('purchasing_plans as pp', 'pp.id', 'pl.plan_id')
          .select(
            sql<{
              planId: string;
              code: string;
              name: string;
            }>`json_build_object('planId', pp.id::text, 'code', pp.code, 'name', pp.name)`.as('p'),
          )
          .whereRef('pl.id', '=', 'c.plan_line_id')
          .as('plan'),
      )
      .select(pricingFacts(chain))
      .where('c.user_id', '=', userId);
    if (only) q = q.where('c.id', 'in', only.length ? only : ['0']);
    return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
  }

  /**
   * What the caller's cart list was built from, as one string: the catalog's change number and the
   * count, sum and maximum of the cart's line numbers (migration 0016). It differs whenever a line of
   * the cart or a row the list shows changed (see the migration for the one exception).
   */
  async viewStamp(db: Executor, userId: string): Promise<string> {
    const { rows } = await sql<{ stamp: string }>`
      SELECT /*prepared*/ concat_ws('/', (SELECT last_value FROM cart_catalog_rev_seq), count(*), sum(rev), max(rev)) AS stamp
      FROM cart_lines WHERE user_id = ${userId}`.execute(db);
    return rows[0]!.stamp;
  }

  /**
   * The caller's lines among `ids`, locked until the transaction ends (two tabs settle them once), with
   * the plan line each was added from and its plan (migration 0027).
   */
  lockLines(db: Executor, userId: string, ids: readonly string[]) {
    return db
      .selectFrom('cart_lines')
      .select(['id', 'goods_id', 'plan_line_id'])
      .select((eb) =>
        eb
          .selectFrom('purchasing_plan_lines as pl')
          .select('pl.plan_id')
          .whereRef('pl.id', '=', 'cart_lines.plan_line_id')
          .as('plan_id'),
      )
      .where('user_id', '=', userId)
      .where('id', 'in', ids.length ? ids : ['0'])
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** The caller's lines of these goods, locked (a plan line joining the cart reads them first). */
  linesOfGoods(db: Executor, userId: string, goodsIds: readonly string[]) {
    return db
      .selectFrom('cart_lines')
      .select(['id', 'goods_id', 'num', 'plan_line_id'])
      .where('user_id', '=', userId)
      .where('goods_id', 'in', goodsIds.length ? goodsIds : ['0'])
      .orderBy('goods_id')
      .forUpdate()
      .execute();
  }

  /** Marks the caller's lines as added from these plan lines (their submission orders them for the plan). */
  async linkPlanLines(
    db: Executor,
    userId: string,
    links: readonly { cartLineId: string; planLineId: string }[],
  ): Promise<void> {
    for (const l of links) {
      await db
        .updateTable('cart_lines')
        .set({ plan_line_id: l.planLineId })
        .where('id', '=', l.cartLineId)
        .where('user_id', '=', userId)
        .execute();
    }
  }

  /** How many of `ids` are the user's lines. */
  async ownedCount(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
    const row = await db
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteLines(db: Executor, userId: string, ids: readonly string[]): Promise<number> {
    const rows = await db
      .deleteFrom('cart_lines')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return rows.length;
  }

  async select(db: Executor, userId: string, ids: readonly string[] | null, selected: boolean) {
    let q = db.updateTable('cart_lines').set({ selected }).where('user_id', '=', userId);
    if (ids) q = q.where('id', 'in', ids);
    const rows = await q.returning('id').execute();
    return rows.length;
  }

  /** Lines, pieces, selected lines and their amount (at the line's current price) of a cart. */
  async sum(db: Executor, userId: string, organizationId: string, now: Date) {
    const row = await db
      .selectFrom('cart_lines as c')
      .innerJoin('goods as g', 'g.id', 'c.goods_id')
      .leftJoin('goods_agreement_prices as ap', (j) =>
        j.onRef('ap.goods_id', '=', 'c.goods_id').on('ap.organization_id', '=', organizationId),
      )
      .select(() => {
        const price = sql`(CASE WHEN c.quote_expires_at > ${now} AND c.quote_price IS NOT NULL
          THEN c.quote_price ELSE coalesce(ap.price, g.list_price) END)`;
        // Lines over a money cap are not settled (the list's overLimit): out of the amount, as in the
        // list, which bounds the sum by 1,000 lines × the line cap. numeric: no bigint overflow.
        return [
          sql<string>`count(*)`.as('count'),
          sql<string>`coalesce(sum(c.num), 0)`.as('quantity'),
          sql<string>`count(*) FILTER (WHERE c.selected)`.as('selected_count'),
          sql<string>`coalesce(sum(c.num::numeric * ${price}) FILTER (WHERE c.selected AND g.status = 'on'
              AND ${withinMoneyCaps(price, sql`c.num`)}), 0)`.as('selected_amount'),
        ];
      })
      .where('c.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.count),
      quantity: Number(row.quantity),
      selectedCount: Number(row.selected_count),
      selectedAmount: safeFen(row.selected_amount),
    };
  }
}
