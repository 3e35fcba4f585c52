import { sql } from 'kysely';
import type { Executor } from '../../db/database';

function likeEscape(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface AgreementRow {
  goods_id: string;
  sku_code: string;
  name: string;
  model: string;
  unit: string;
  list_price: string;
  price: string;
  organization_id: string;
  organization_name: string;
  updated_at: Date;
  updated_by: string;
}

export interface AgreementKey {
  goodsId: string;
  organizationId: string;
}

/** A buyer organization a supplier may price for: kind 'buyer' and verified. */
const BUYER = sql`o.kind = 'buyer' AND o.verified_at IS NOT NULL`;

const ROW_COLUMNS = sql`
  g.id::text AS goods_id, g.sku_code, g.name, g.model, g.unit, g.list_price::text AS list_price,
  ap.price::text AS price, o.id::text AS organization_id, o.name AS organization_name, ap.updated_at,
  coalesce(u.fullname, u.username, '') AS updated_by`;

const ROWS_FROM = sql`
  goods_agreement_prices ap
  JOIN goods g ON g.id = ap.goods_id
  JOIN organizations o ON o.id = ap.organization_id
  LEFT JOIN users u ON u.id = ap.updated_by`;

/** SQL of 协议价管理: a supplier's agreement prices, always filtered by the goods' supplier. */
export class AgreementAdminRepo {
  async page(
    db: Executor,
    supplierId: string,
    q: { organizationId?: string | undefined; keyword?: string | undefined; page: number; limit: number },
  ): Promise<{ total: number; rows: AgreementRow[] }> {
    const where = [sql`g.supplier_id = ${supplierId}`];
    if (q.organizationId) where.push(sql`ap.organization_id = ${q.organizationId}`);
    if (q.keyword) {
      const like = likeEscape(q.keyword);
      where.push(sql`(g.name ILIKE ${like} OR g.sku_code ILIKE ${like} OR g.model ILIKE ${like})`);
    }
    const cond = sql.join(where, sql` AND `);
    const [rows, total] = await Promise.all([
      sql<AgreementRow>`SELECT ${ROW_COLUMNS} FROM ${ROWS_FROM} WHERE ${cond}
        ORDER BY ap.updated_at DESC, ap.goods_id DESC, ap.organization_id
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM goods_agreement_prices ap
        JOIN goods g ON g.id = ap.goods_id WHERE ${cond}`.execute(db),
    ]);
    return { total: total.rows[0]?.n ?? 0, rows: rows.rows };
  }

  /** The rows of these keys of the supplier's goods (what a set answers). */
  async rowsOf(db: Executor, supplierId: string, keys: readonly AgreementKey[]): Promise<AgreementRow[]> {
    if (keys.length === 0) return [];
    const rows = await sql<AgreementRow>`SELECT ${ROW_COLUMNS} FROM ${ROWS_FROM}
      JOIN unnest(${keys.map((k) => k.goodsId)}::bigint[], ${keys.map((k) => k.organizationId)}::bigint[])
        AS k (goods_id, organization_id) ON k.goods_id = ap.goods_id AND k.organization_id = ap.organization_id
      WHERE g.supplier_id = ${supplierId}
      ORDER BY ap.goods_id, ap.organization_id`.execute(db);
    return rows.rows;
  }

  /** Buyer organizations by name or short name, with the supplier's count of prices for each. */
  async buyers(
    db: Executor,
    supplierId: string,
    q: { keyword?: string | undefined; page: number; limit: number },
  ) {
    const where = [BUYER];
    if (q.keyword) {
      const like = likeEscape(q.keyword);
      where.push(sql`(o.name ILIKE ${like} OR coalesce(o.short_name, '') ILIKE ${like})`);
    }
    const cond = sql.join(where, sql` AND `);
    const [rows, total] = await Promise.all([
      sql<{ id: string; name: string; short_name: string; price_count: number }>`
        SELECT o.id::text AS id, o.name, coalesce(o.short_name, '') AS short_name,
               (SELECT count(*)::int FROM goods_agreement_prices ap JOIN goods g ON g.id = ap.goods_id
                 WHERE ap.organization_id = o.id AND g.supplier_id = ${supplierId}) AS price_count
        FROM organizations o WHERE ${cond}
        ORDER BY o.id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM organizations o WHERE ${cond}`.execute(db),
    ]);
    return { total: total.rows[0]?.n ?? 0, rows: rows.rows };
  }

  /** Those of the ids that are buyer organizations a supplier may price for. */
  async buyerIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await sql<{ id: string }>`SELECT o.id::text AS id FROM organizations o
      WHERE o.id = ANY (${[...ids]}::bigint[]) AND ${BUYER}`.execute(db);
    return new Set(rows.rows.map((r) => r.id));
  }

  /**
   * The supplier's goods among the ids, share-locked in id order (their list price cannot change before the
   * caller commits; the order of the other goods locks, so no deadlock with checkout or the import).
   */
  async lockOwnGoods(
    db: Executor,
    supplierId: string,
    ids: readonly string[],
  ): Promise<Map<string, { name: string; listPrice: number }>> {
    const sorted = [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
    if (sorted.length === 0) return new Map();
    const rows = await sql<{ id: string; name: string; list_price: string }>`
      SELECT id::text AS id, name, list_price::text AS list_price FROM goods
      WHERE id = ANY (${sorted}::bigint[]) AND supplier_id = ${supplierId}
      ORDER BY id FOR SHARE`.execute(db);
    return new Map(rows.rows.map((r) => [r.id, { name: r.name, listPrice: Number(r.list_price) }]));
  }

  /**
   * Inserts or changes the prices in one statement (key order, so overlapping batches queue rather than
   * deadlock; a concurrent insert of the same key becomes an update: one row, never a unique violation).
   */
  async upsert(
    db: Executor,
    rows: readonly (AgreementKey & { price: number })[],
    userId: string,
    at: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    const sorted = [...rows].sort(
      (a, b) => Number(a.organizationId) - Number(b.organizationId) || Number(a.goodsId) - Number(b.goodsId),
    );
    await sql`INSERT INTO goods_agreement_prices AS ap (goods_id, organization_id, price, updated_at, updated_by)
      SELECT k.goods_id, k.organization_id, k.price, ${at}::timestamptz, ${userId}::bigint
        FROM unnest(${sorted.map((r) => r.goodsId)}::bigint[], ${sorted.map((r) => r.organizationId)}::bigint[],
                    ${sorted.map((r) => r.price)}::bigint[]) WITH ORDINALITY AS k (goods_id, organization_id, price, n)
       ORDER BY k.n
      ON CONFLICT (organization_id, goods_id) DO UPDATE
        SET price = EXCLUDED.price, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`.execute(
      db,
    );
  }

  /** Deletes the rows of these keys of the supplier's goods; answers how many there were. */
  async remove(db: Executor, supplierId: string, keys: readonly AgreementKey[]): Promise<number> {
    if (keys.length === 0) return 0;
    const r = await sql`DELETE FROM goods_agreement_prices ap
      USING goods g, unnest(${keys.map((k) => k.goodsId)}::bigint[], ${keys.map((k) => k.organizationId)}::bigint[])
        AS k (goods_id, organization_id)
      WHERE g.id = ap.goods_id AND g.supplier_id = ${supplierId}
        AND ap.goods_id = k.goods_id AND ap.organization_id = k.organization_id`.execute(db);
    return Number(r.numAffectedRows ?? 0);
  }
}
