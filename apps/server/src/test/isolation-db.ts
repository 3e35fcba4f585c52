/**
 * The database side of the isolation test, read from the catalog so that new tables count by
 * themselves: the business tables and a fingerprint of their contents, the rows an organization owns
 * (directly through an organization or user column, or as children of such rows through a foreign
 * key), and the ids a caller owns itself (which it may legitimately reach).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Tables of sessions, logs, traces and statistics: they may change on any call. */
export const NOT_BUSINESS =
  /^(sessions|rate_limits|action_traces|analytics_events|search_keyword_stats|user_search_history|schema_migrations)$|_(logs?|history|stats|statistics|events|traces)$/;

/**
 * Columns of owned rows that copy public catalog data (an order line keeps its goods' name, model …
 * as they were): the same values in a goods answer are no leak.
 */
export const PUBLIC_COPIES: Record<string, readonly string[]> = {
  order_lines: [
    'goods_id',
    'sku_code',
    'name',
    'brand_name',
    'model',
    'spec',
    'unit',
    'image',
    'delivery_days',
  ],
  // A collaborative list's goods line keeps its goods' name, specification and unit.
  purchasing_synergy_lines: ['goods_id', 'name', 'spec', 'unit'],
};

/** Columns naming the organization a row belongs to, on either side (buyer, supplier). */
const ORG_COLUMN = /^(organization|org|supplier|vendor|buyer)_id$|_(organization|org)_id$/;
/** Columns naming the user a row belongs to. */
const USER_COLUMN = /^(user|creator|created_by|owner)_id$|_user_id$/;
/** Columns that hold a row's referenceable id. */
const ID_COLUMN = /^(id|uuid)$/;

export interface TableInfo {
  name: string;
  columns: string[];
}

export async function tablesOf(db: Db): Promise<TableInfo[]> {
  const rows = await sql<{ table_name: string; columns: string[] }>`
    SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    GROUP BY c.table_name ORDER BY c.table_name`.execute(db);
  return rows.rows.map((r) => ({ name: r.table_name, columns: r.columns }));
}

function ident(name: string) {
  return sql.id(name);
}

/**
 * Per business table, a fingerprint: `versions` is the row count and the newest row version (xmin;
 * any insert, update or delete changes one of them, and it reads no column, so it is cheap enough
 * around every operation); `contents` adds a hash of every row's text.
 */
export async function fingerprint(
  db: Db,
  tables: TableInfo[],
  mode: 'versions' | 'contents' = 'versions',
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const business = tables.filter((t) => !NOT_BUSINESS.test(t.name));
  const parts = business.map((t) =>
    mode === 'versions'
      ? sql`SELECT ${t.name}::text AS name, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text AS fp FROM ${ident(t.name)} x`
      : sql`SELECT ${t.name}::text AS name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 7)), 0)::text AS fp FROM ${ident(t.name)} x`,
  );
  if (parts.length === 0) return out;
  const rows = await sql<{ name: string; fp: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  for (const r of rows.rows) out.set(r.name, r.fp);
  return out;
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

interface ForeignKey {
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
}

async function foreignKeysOf(db: Db): Promise<ForeignKey[]> {
  const rows = await sql<ForeignKey>`
    SELECT cl.relname AS child, ca.attname AS "childColumn", pl.relname AS parent, pa.attname AS "parentColumn"
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_class pl ON pl.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
    JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND n.nspname = 'public' AND cardinality(c.conkey) = 1`.execute(db);
  return rows.rows;
}

export interface Owner {
  organizationId: string;
  userId: string;
}

/** Rows of one table that belong to an owner: their ids (and uuids) and the row itself. */
export interface OwnedRows {
  table: string;
  columns: string[];
  rows: Record<string, unknown>[];
}

/**
 * Every row an owner holds, by table: rows whose organization column is the owner's organization or
 * whose user column is the owner, and (two levels deep) rows referring to those through a foreign key.
 * Only tables with an `id` or `uuid` column, and never the log tables.
 */
export async function ownedRowsOf(db: Db, tables: TableInfo[], owner: Owner): Promise<OwnedRows[]> {
  const fks = await foreignKeysOf(db);
  const byTable = new Map<string, Map<string, Record<string, unknown>>>();
  const info = new Map(tables.map((t) => [t.name, t]));
  const add = (table: string, rows: Record<string, unknown>[]) => {
    const key = info.get(table)!.columns.find((c) => ID_COLUMN.test(c))!;
    const map = byTable.get(table) ?? new Map<string, Record<string, unknown>>();
    for (const r of rows) map.set(String(r[key]), r);
    byTable.set(table, map);
  };
  const eligible = tables.filter(
    (t) => !NOT_BUSINESS.test(t.name) && t.columns.some((c) => ID_COLUMN.test(c)),
  );
  for (const t of eligible) {
    const conds = [
      ...t.columns
        .filter((c) => ORG_COLUMN.test(c))
        .map((c) => sql`${ident(c)}::text = ${owner.organizationId}`),
      ...t.columns.filter((c) => USER_COLUMN.test(c)).map((c) => sql`${ident(c)}::text = ${owner.userId}`),
    ];
    if (conds.length === 0) continue;
    const rows = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${ident(t.name)} WHERE ${sql.join(conds, sql` OR `)}`.execute(db);
    if (rows.rows.length) add(t.name, rows.rows);
  }
  for (let level = 0; level < 2; level++) {
    for (const fk of fks) {
      const parent = byTable.get(fk.parent);
      const child = info.get(fk.child);
      if (!parent || !child || NOT_BUSINESS.test(child.name) || !child.columns.some((c) => ID_COLUMN.test(c)))
        continue;
      const values = [...parent.values()].map((r) => String(r[fk.parentColumn]));
      if (values.length === 0) continue;
      const rows = await sql<Record<string, unknown>>`
        SELECT * FROM ${ident(fk.child)} WHERE ${ident(fk.childColumn)}::text = ANY(${values}::text[])`.execute(
        db,
      );
      if (rows.rows.length) add(fk.child, rows.rows);
    }
  }
  return [...byTable.entries()]
    .map(([table, rows]) => ({ table, columns: info.get(table)!.columns, rows: [...rows.values()] }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

/** The ids (and uuids) of owned rows, as text. */
export function idsOf(owned: OwnedRows): string[] {
  const out: string[] = [];
  for (const r of owned.rows) {
    for (const c of owned.columns)
      if (ID_COLUMN.test(c) && r[c] !== null && r[c] !== undefined) out.push(String(r[c]));
  }
  return out;
}

/** Every id a caller reaches legitimately: the ids of its own rows in any table (by the same rules). */
export async function ownIdsOf(db: Db, tables: TableInfo[], owner: Owner): Promise<Set<string>> {
  const owned = await ownedRowsOf(db, tables, owner);
  return new Set(owned.flatMap(idsOf));
}

/** A few ids per table: the first, the last and one between, skipping ids in `avoid`. */
export function representatives(ids: string[], avoid: Set<string>, count = 3): string[] {
  const usable = [...new Set(ids)].filter((id) => !avoid.has(id));
  if (usable.length <= count) return usable;
  const picks = [usable[0]!, usable[usable.length - 1]!, usable[Math.floor(usable.length / 2)]!];
  return [...new Set(picks)].slice(0, count);
}
