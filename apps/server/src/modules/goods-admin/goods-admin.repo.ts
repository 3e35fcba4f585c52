import { sql } from 'kysely';
import type { WbGoodsStatus } from '@pm/contract/workbench-goods';
import type { Executor } from '../../db/database';

/** The fields of a goods item the workbench edits, as stored (prices in fen). */
export interface WorkFields {
  name: string;
  brandId: string;
  catalogId: string;
  model: string;
  spec: string;
  attrs: { name: string; value: string }[];
  unit: string;
  moq: number;
  orderMultiple: number;
  listPrice: number;
  marketPrice: number;
  images: string[];
  description: string;
}

export interface WorkRow extends WorkFields {
  goodsId: string;
  supplierId: string;
  state: 'draft' | 'pending' | 'rejected' | 'approved';
  version: number;
  rejectReason: string;
  submittedAt: Date | null;
  updatedAt: Date;
}

export interface ListedRow extends WorkFields {
  id: string;
  supplierId: string;
  skuCode: string;
  status: 'on' | 'off';
}

/** The status the supplier sees, from the workbench state and the listed row's status (null: never listed). */
export function statusOf(state: WorkRow['state'] | null, listed: 'on' | 'off' | null): WbGoodsStatus {
  if (state === 'pending') return 'PENDING';
  if (state === 'rejected') return 'REJECTED';
  if (listed === null) return 'DRAFT';
  return listed === 'on' ? 'ON' : 'OFF';
}

/** The SQL condition of one status over the columns `state` and `goods_status` of the item list. */
function statusCondition(status: WbGoodsStatus) {
  switch (status) {
    case 'PENDING':
      return sql`state = 'pending'`;
    case 'REJECTED':
      return sql`state = 'rejected'`;
    case 'DRAFT':
      return sql`goods_status IS NULL AND coalesce(state, '') NOT IN ('pending', 'rejected')`;
    case 'ON':
      return sql`goods_status = 'on' AND coalesce(state, '') NOT IN ('pending', 'rejected')`;
    case 'OFF':
      return sql`goods_status = 'off' AND coalesce(state, '') NOT IN ('pending', 'rejected')`;
  }
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A supplier's items: its goods rows with their workbench rows, and drafts never listed. */
function itemsOf(supplierId: string) {
  return sql`(
    SELECT g.id, coalesce(w.name, g.name) AS name, g.sku_code, coalesce(w.brand_id, g.brand_id) AS brand_id,
      coalesce(w.catalog_id, g.catalog_id) AS catalog_id, coalesce(w.model, g.model) AS model,
      g.list_price, g.stock_total AS stock, coalesce(g.images[1], w.images[1], '') AS image,
      g.status AS goods_status, w.state, coalesce(w.version, 0) AS version,
      coalesce(w.reject_reason, '') AS reject_reason, greatest(w.updated_at, g.updated_at) AS updated_at
    FROM goods g LEFT JOIN workbench_goods w ON w.goods_id = g.id
    WHERE g.supplier_id = ${supplierId}
    UNION ALL
    SELECT w.goods_id, w.name, '', w.brand_id, w.catalog_id, w.model, w.list_price, 0,
      coalesce(w.images[1], ''), NULL, w.state, w.version, w.reject_reason, w.updated_at
    FROM workbench_goods w
    WHERE w.supplier_id = ${supplierId} AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.id = w.goods_id)
  ) items`;
}

const FIELD_COLUMNS = sql`name, brand_id::text AS brand_id, catalog_id::text AS catalog_id, model, spec, attrs,
  unit, moq, order_multiple, list_price::text AS list_price, market_price::text AS market_price, images, description`;

interface FieldCols {
  name: string;
  brand_id: string;
  catalog_id: string;
  model: string;
  spec: string;
  attrs: { name: string; value: string }[];
  unit: string;
  moq: number;
  order_multiple: number;
  list_price: string;
  market_price: string;
  images: string[];
  description: string;
}

function fieldsOf(r: FieldCols): WorkFields {
  return {
    name: r.name,
    brandId: r.brand_id,
    catalogId: r.catalog_id,
    model: r.model,
    spec: r.spec,
    attrs: r.attrs,
    unit: r.unit,
    moq: r.moq,
    orderMultiple: r.order_multiple,
    listPrice: Number(r.list_price),
    marketPrice: Number(r.market_price),
    images: r.images,
    description: r.description,
  };
}

/** The fields of an item but its prices, as the columns of `workbench_goods` and `goods` hold them. */
export function describingColumns(f: WorkFields) {
  return {
    name: f.name,
    brand_id: f.brandId,
    catalog_id: f.catalogId,
    model: f.model,
    spec: f.spec,
    attrs: JSON.stringify(f.attrs),
    unit: f.unit,
    moq: f.moq,
    order_multiple: f.orderMultiple,
    images: f.images,
    description: f.description,
  };
}

/** All the fields of an item as columns: the one projection of WorkFields the writes share. */
export function fieldColumns(f: WorkFields) {
  return { ...describingColumns(f), list_price: f.listPrice, market_price: f.marketPrice };
}

/**
 * SQL of the workbench's goods: the suppliers' versions (`workbench_goods`), the listed goods rows they
 * become, price history and uploaded pictures. Stock is written through StockRepo; the search keys follow
 * the goods row by themselves (an expression index and statement triggers, migrations 0005 and 0020).
 */
export class GoodsAdminRepo {
  async page(
    db: Executor,
    supplierId: string,
    q: { status?: WbGoodsStatus; keyword?: string; page: number; limit: number },
  ) {
    const where = [sql`true`];
    if (q.status) where.push(statusCondition(q.status));
    if (q.keyword) {
      const like = `%${likeEscape(q.keyword)}%`;
      // qualified: the page's query joins catalogs, which have a name too
      where.push(
        sql`(items.name ILIKE ${like} OR items.sku_code ILIKE ${like} OR items.model ILIKE ${like})`,
      );
    }
    const cond = sql.join(where, sql` AND `);
    const total = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM ${itemsOf(supplierId)} WHERE ${cond}`.execute(db);
    const rows = await sql<{
      id: string;
      name: string;
      sku_code: string;
      brand_name: string;
      catalog_name: string;
      model: string;
      list_price: string;
      stock: number;
      image: string;
      goods_status: 'on' | 'off' | null;
      state: WorkRow['state'] | null;
      version: number;
      reject_reason: string;
      updated_at: Date;
    }>`
      SELECT items.id::text AS id, items.name, items.sku_code, b.name_cn AS brand_name, c.name AS catalog_name,
        items.model, items.list_price::text AS list_price, items.stock, items.image, items.goods_status,
        items.state, items.version, items.reject_reason, items.updated_at
      FROM ${itemsOf(supplierId)}
      JOIN brands b ON b.id = items.brand_id JOIN catalogs c ON c.id = items.catalog_id
      WHERE ${cond}
      ORDER BY items.updated_at DESC, items.id DESC
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`.execute(db);
    return { total: Number(total.rows[0]?.n ?? 0), rows: rows.rows };
  }

  /** A supplier's item count per status. */
  async counts(db: Executor, supplierId: string): Promise<Record<WbGoodsStatus, number>> {
    const rows = await sql<{ status: WbGoodsStatus; n: number }>`
      SELECT CASE WHEN state = 'pending' THEN 'PENDING' WHEN state = 'rejected' THEN 'REJECTED'
                  WHEN goods_status IS NULL THEN 'DRAFT' WHEN goods_status = 'on' THEN 'ON' ELSE 'OFF' END AS status,
             count(*)::int AS n
      FROM ${itemsOf(supplierId)} GROUP BY 1`.execute(db);
    const counts: Record<WbGoodsStatus, number> = { DRAFT: 0, PENDING: 0, REJECTED: 0, ON: 0, OFF: 0 };
    for (const r of rows.rows) counts[r.status] = r.n;
    return counts;
  }

  async pendingCount(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('workbench_goods')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The listed goods row of an item (of the supplier, when one is given). */
  async listed(
    db: Executor,
    id: string,
    supplierId: string | null,
    lock = false,
  ): Promise<ListedRow | undefined> {
    const r = await sql<
      FieldCols & { id: string; supplier_id: string; sku_code: string; status: 'on' | 'off' }
    >`
      SELECT id::text AS id, supplier_id::text AS supplier_id, sku_code, status, ${FIELD_COLUMNS}
      FROM goods WHERE id = ${id} AND (${supplierId}::bigint IS NULL OR supplier_id = ${supplierId}::bigint)
      ${lock ? sql`FOR NO KEY UPDATE` : sql``}`.execute(db);
    const row = r.rows[0];
    return (
      row && {
        ...fieldsOf(row),
        id: row.id,
        supplierId: row.supplier_id,
        skuCode: row.sku_code,
        status: row.status,
      }
    );
  }

  /** The workbench row of an item (of the supplier, when one is given), locked when asked. */
  async work(
    db: Executor,
    id: string,
    supplierId: string | null,
    lock = false,
  ): Promise<WorkRow | undefined> {
    const r = await sql<
      FieldCols & {
        goods_id: string;
        supplier_id: string;
        state: WorkRow['state'];
        version: number;
        reject_reason: string;
        submitted_at: Date | null;
        updated_at: Date;
      }
    >`
      SELECT goods_id::text AS goods_id, supplier_id::text AS supplier_id, state, version, reject_reason,
        submitted_at, updated_at, ${FIELD_COLUMNS}
      FROM workbench_goods
      WHERE goods_id = ${id} AND (${supplierId}::bigint IS NULL OR supplier_id = ${supplierId}::bigint)
      ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
    const row = r.rows[0];
    return (
      row && {
        ...fieldsOf(row),
        goodsId: row.goods_id,
        supplierId: row.supplier_id,
        state: row.state,
        version: row.version,
        rejectReason: row.reject_reason,
        submittedAt: row.submitted_at,
        updatedAt: row.updated_at,
      }
    );
  }

  /**
   * Listed items' first workbench rows: copies of their goods rows at version 0 (nothing where one exists).
   * Items that have one are left out before their goods rows are read (an import's batches mostly have all).
   */
  async copyListed(db: Executor, ids: readonly string[], now: Date): Promise<void> {
    await sql`
      INSERT INTO workbench_goods (goods_id, supplier_id, state, version, name, brand_id, catalog_id, model, spec,
        attrs, unit, moq, order_multiple, list_price, market_price, images, description, created_at, updated_at)
      SELECT g.id, g.supplier_id, 'approved', 0, g.name, g.brand_id, g.catalog_id, g.model, g.spec, g.attrs, g.unit,
        g.moq, g.order_multiple, g.list_price, g.market_price, g.images, g.description, ${now}, ${now}
      FROM goods g
      WHERE g.id = ANY (${[...ids]}::bigint[])
        AND NOT EXISTS (SELECT 1 FROM workbench_goods w WHERE w.goods_id = g.id)
      ORDER BY g.id
      ON CONFLICT (goods_id) DO NOTHING`.execute(db);
  }

  /** The versions of a supplier's workbench rows, locked in id order (the goods rows locked before). */
  async lockVersions(db: Executor, ids: readonly string[], supplierId: string): Promise<Map<string, number>> {
    const r = await sql<{ goods_id: string; version: number }>`
      SELECT goods_id::text AS goods_id, version FROM workbench_goods
      WHERE goods_id = ANY (${[...ids]}::bigint[]) AND supplier_id = ${supplierId}
      ORDER BY goods_id FOR UPDATE`.execute(db);
    return new Map(r.rows.map((x) => [x.goods_id, x.version]));
  }

  /**
   * `update` with new prices (null: unchanged) for many rows locked by the caller: the next version each,
   * in one statement (a supplier's import).
   */
  async updatePrices(
    db: Executor,
    rows: readonly { id: string; listPrice: number | null; marketPrice: number | null }[],
    now: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      UPDATE workbench_goods w SET version = w.version + 1, updated_at = ${now},
        list_price = coalesce(v.list_price, w.list_price), market_price = coalesce(v.market_price, w.market_price)
      FROM unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.listPrice)}::bigint[],
        ${rows.map((r) => r.marketPrice)}::bigint[]) AS v(id, list_price, market_price)
      WHERE w.goods_id = v.id`.execute(db);
  }

  /** The id a new item takes: the next of the goods sequence, so its goods row keeps it when listed. */
  async reserveGoodsId(db: Executor): Promise<string> {
    const r = await sql<{
      id: string;
    }>`SELECT nextval(pg_get_serial_sequence('goods', 'id'))::text AS id`.execute(db);
    return r.rows[0]!.id;
  }

  async insertDraft(
    db: Executor,
    p: { id: string; supplierId: string; fields: WorkFields; now: Date },
  ): Promise<void> {
    await db
      .insertInto('workbench_goods')
      .values({
        goods_id: p.id,
        supplier_id: p.supplierId,
        state: 'draft',
        version: 1,
        ...fieldColumns(p.fields),
        created_at: p.now,
        updated_at: p.now,
      })
      .execute();
  }

  /** Changes a row (locked by the caller): the given columns, the next version, the time. */
  async update(
    db: Executor,
    id: string,
    p: {
      fields?: WorkFields;
      prices?: { listPrice: number; marketPrice: number };
      state?: WorkRow['state'];
      rejectReason?: string;
      submittedBy?: string;
      reviewedBy?: string;
      now: Date;
    },
  ): Promise<void> {
    await db
      .updateTable('workbench_goods')
      .set((eb) => ({
        version: eb('version', '+', 1),
        updated_at: p.now,
        ...(p.fields ? fieldColumns(p.fields) : {}),
        ...(p.prices ? { list_price: p.prices.listPrice, market_price: p.prices.marketPrice } : {}),
        ...(p.state ? { state: p.state } : {}),
        ...(p.rejectReason !== undefined ? { reject_reason: p.rejectReason } : {}),
        ...(p.submittedBy ? { submitted_by: p.submittedBy, submitted_at: p.now } : {}),
        ...(p.reviewedBy ? { reviewed_by: p.reviewedBy, reviewed_at: p.now } : {}),
      }))
      .where('goods_id', '=', id)
      .execute();
  }

  /** The catalog chain of a third-level catalog: [level 1, level 2, level 3] with names; undefined otherwise. */
  async catalogChain(db: Executor, catalogId: string) {
    return db
      .selectFrom('catalogs as c3')
      .innerJoin('catalogs as c2', 'c2.id', 'c3.parent_id')
      .innerJoin('catalogs as c1', 'c1.id', 'c2.parent_id')
      .select(['c1.id as id1', 'c1.name as name1', 'c2.id as id2', 'c2.name as name2', 'c3.name as name3'])
      .where('c3.id', '=', catalogId)
      .where('c3.level', '=', 3)
      .executeTakeFirst();
  }

  brand(db: Executor, brandId: string) {
    return db
      .selectFrom('brands')
      .select(['id', 'name_cn', 'name_en'])
      .where('id', '=', brandId)
      .executeTakeFirst();
  }

  /** Names for a goods view: brand name and the catalog path of each id. */
  async names(db: Executor, brandIds: string[], catalogIds: string[]) {
    const brands = brandIds.length
      ? await db.selectFrom('brands').select(['id', 'name_cn']).where('id', 'in', brandIds).execute()
      : [];
    const catalogs = catalogIds.length
      ? await db
          .selectFrom('catalogs as c3')
          .leftJoin('catalogs as c2', 'c2.id', 'c3.parent_id')
          .leftJoin('catalogs as c1', 'c1.id', 'c2.parent_id')
          .select(['c3.id', 'c3.name as n3', 'c2.name as n2', 'c1.name as n1'])
          .where('c3.id', 'in', catalogIds)
          .execute()
      : [];
    return {
      brands: new Map(brands.map((b) => [b.id, b.name_cn])),
      catalogs: new Map(catalogs.map((c) => [c.id, [c.n1, c.n2, c.n3].filter(Boolean).join(' / ')])),
    };
  }

  priceHistory(db: Executor, id: string) {
    return db
      .selectFrom('goods_price_history as h')
      .leftJoin('users as u', 'u.id', 'h.changed_by')
      .select(['h.list_price', 'h.market_price', 'h.changed_at', 'u.fullname', 'u.username'])
      .where('h.goods_id', '=', id)
      .orderBy('h.changed_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(20)
      .execute();
  }

  /** The supplier's warehouses with the item's stock in each. */
  stockOf(db: Executor, id: string, supplierId: string) {
    return db
      .selectFrom('warehouses as w')
      .leftJoin('goods_stock as s', (j) => j.onRef('s.warehouse_id', '=', 'w.id').on('s.goods_id', '=', id))
      .select(['w.id', 'w.name', 's.quantity'])
      .where('w.supplier_id', '=', supplierId)
      .orderBy('w.id')
      .execute();
  }

  warehouse(db: Executor, id: string, supplierId: string) {
    return db
      .selectFrom('warehouses')
      .select('id')
      .where('id', '=', id)
      .where('supplier_id', '=', supplierId)
      .executeTakeFirst();
  }

  options(db: Executor, supplierId: string) {
    return Promise.all([
      db.selectFrom('brands').select(['id', 'name_cn']).orderBy('sort').orderBy('id').execute(),
      db
        .selectFrom('catalogs as c3')
        .innerJoin('catalogs as c2', 'c2.id', 'c3.parent_id')
        .innerJoin('catalogs as c1', 'c1.id', 'c2.parent_id')
        .select(['c3.id', 'c3.name as n3', 'c2.name as n2', 'c1.name as n1'])
        .where('c3.level', '=', 3)
        .orderBy('c1.sort')
        .orderBy('c1.id')
        .orderBy('c2.sort')
        .orderBy('c2.id')
        .orderBy('c3.sort')
        .orderBy('c3.id')
        .execute(),
      db
        .selectFrom('warehouses')
        .select(['id', 'name'])
        .where('supplier_id', '=', supplierId)
        .orderBy('id')
        .execute(),
    ]);
  }

  /** Items waiting for review, first submitted first. */
  async reviewPage(db: Executor, page: number, limit: number) {
    const total = await this.pendingCount(db);
    const rows = await db
      .selectFrom('workbench_goods as w')
      .innerJoin('organizations as o', 'o.id', 'w.supplier_id')
      .select(['w.goods_id', 'w.name', 'o.name as supplier_name', 'w.submitted_at', 'w.version'])
      .where('w.state', '=', 'pending')
      .orderBy('w.submitted_at')
      .orderBy('w.goods_id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { total, rows };
  }

  async supplierName(db: Executor, supplierId: string): Promise<string> {
    const r = await db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', supplierId)
      .executeTakeFirst();
    return r?.name ?? '';
  }
}
