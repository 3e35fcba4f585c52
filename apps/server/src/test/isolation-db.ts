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
 * Per business table, a fingerprint. `versions` (around every operation the test calls) reads a change log
 * that row triggers on every business table fill in this test's own database (installed on the first call:
 * `installChangeLog`): per table, the number and the newest of the rows inserted, updated or deleted, and
 * truncations; a change that is rolled back leaves no entry, as it leaves no row. It reads a few rows, where
 * counting every table (the earlier way: row count and newest row version) took 150–280 ms a call over the
 * demo's 20,000 goods and 52,000 stock rows, twice per operation and caller. `contents` is a hash of every
 * row's text per table (before and after a whole sweep).
 */
export async function fingerprint(
  db: Db,
  tables: TableInfo[],
  mode: 'versions' | 'contents' = 'versions',
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const business = tables.filter((t) => !NOT_BUSINESS.test(t.name));
  if (business.length === 0) return out;
  if (mode === 'versions') {
    await installChangeLog(db, business);
    const rows = await sql<{ name: string; fp: string }>`
      SELECT name, count(*)::text || ':' || max(id)::text AS fp FROM isolation_change_log GROUP BY name`.execute(
      db,
    );
    for (const r of rows.rows) out.set(r.name, r.fp);
    return out;
  }
  const parts = business.map(
    (t) =>
      sql`SELECT ${t.name}::text AS name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 7)), 0)::text AS fp FROM ${ident(t.name)} x`,
  );
  const rows = await sql<{ name: string; fp: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  for (const r of rows.rows) out.set(r.name, r.fp);
  return out;
}

const logged = new WeakMap<Db, Promise<void>>();

class RolledBack extends Error {}

/**
 * The log must see what the test looks for: an update of one row of the first non-empty business table is
 * logged inside its transaction, and nothing stays once that transaction rolls back.
 */
async function provesChangeLog(db: Db, business: TableInfo[]): Promise<void> {
  const mark = async (ex: Db) =>
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM isolation_change_log`.execute(ex)).rows[0]!.n;
  const before = await mark(db);
  let seen: string | null = null;
  for (const t of business) {
    const column = ident(t.columns[0]!);
    await db
      .transaction()
      .execute(async (trx) => {
        const r = await sql`UPDATE ${ident(t.name)} SET ${column} = ${column}
          WHERE ctid = (SELECT ctid FROM ${ident(t.name)} LIMIT 1)`.execute(trx);
        if (Number(r.numAffectedRows ?? 0) > 0) seen = `${t.name}: ${await mark(trx as unknown as Db)}`;
        throw new RolledBack();
      })
      // RolledBack, or a column that may not be set (an identity): the next table then
      .catch(() => undefined);
    if (seen) break;
  }
  if (seen === null) throw new Error('the change log found no business row to prove itself on');
  const counted = (seen as string).split(': ')[1];
  if (Number(counted) !== Number(before) + 1)
    throw new Error(`the change log did not see an update (${seen}, ${before} before)`);
  if ((await mark(db)) !== before) throw new Error('the change log kept a rolled-back update');
}

/**
 * Test instrumentation, in the test file's own database only: a row trigger on each business table (and a
 * statement trigger for TRUNCATE) appends the table's name to `isolation_change_log` (a log table by its name,
 * so never a business table itself). Append-only, so concurrent writers never wait on each other's entries.
 */
export function installChangeLog(db: Db, business: TableInfo[]): Promise<void> {
  let done = logged.get(db);
  if (!done) {
    done = (async () => {
      await sql`CREATE TABLE IF NOT EXISTS isolation_change_log (id bigserial PRIMARY KEY, name text NOT NULL)`.execute(
        db,
      );
      await sql`CREATE OR REPLACE FUNCTION isolation_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO isolation_change_log (name) VALUES (TG_TABLE_NAME);
          RETURN NULL;
        END $$`.execute(db);
      for (const t of business) {
        await sql`CREATE OR REPLACE TRIGGER isolation_log_row AFTER INSERT OR UPDATE OR DELETE ON ${ident(t.name)}
          FOR EACH ROW EXECUTE FUNCTION isolation_log_change()`.execute(db);
        await sql`CREATE OR REPLACE TRIGGER isolation_log_truncate AFTER TRUNCATE ON ${ident(t.name)}
          FOR EACH STATEMENT EXECUTE FUNCTION isolation_log_change()`.execute(db);
      }
      await provesChangeLog(db, business);
    })();
    logged.set(db, done);
  }
  return done;
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
