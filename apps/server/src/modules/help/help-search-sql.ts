/**
 * The statements of the help centre's search (HelpRepo.search and counts): key conditions, the signature test,
 * capped counts (a single key's from help_term_counts) and the hot-order walks and gatherings, each run with
 * the plan it needs, since the planner misjudges them (docs/architecture.md, Help centre).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import type { QueryTerm } from '../goods/search-terms';
import { signatureOf } from './help-signature';

/** `search_terms` (or `title_terms`) holds every key of one alternative of each term. */
export function matches(
  column: 'a.search_terms' | 'a.title_terms',
  terms: readonly QueryTerm[],
): Expression<SqlBool> {
  const ref = sql.ref(column);
  const parts = terms.map(
    (t) =>
      sql<SqlBool>`(${sql.join(
        t.alternatives.map((keys) => sql`${ref} @> ${sql.val(keys)}::text[]`),
        sql` OR `,
      )})`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Whether an article may hold every term, by its keys' signature (`terms_sig`, migration 0045): each term's
 * alternative's bits all set. Cheap (the signature is inline); `matches` decides.
 */
export function mayMatch(terms: readonly QueryTerm[]): Expression<SqlBool> {
  const parts = terms.map(
    (t) =>
      sql<SqlBool>`(${sql.join(
        t.alternatives.map((keys) => {
          const sig = signatureOf(keys);
          return sql`(a.terms_sig & ${sig}::bit(2048)) = ${sig}::bit(2048)`;
        }),
        sql` OR `,
      )})`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Runs the search's statements in one transaction with sequential scans off (inside `db` when it is one
 * already, and then set back on): they read the GIN indexes or walk the hot index, as `hotIds` says.
 */
export async function planned<T>(db: Executor, run: (ex: Executor) => Promise<T>): Promise<T> {
  if (!db.isTransaction) {
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return run(trx);
    });
  }
  await sql`SET LOCAL enable_seqscan = off`.execute(db);
  try {
    return await run(db);
  } finally {
    await sql`SET LOCAL enable_seqscan = on`.execute(db);
  }
}

/** Terms counted against one of an article's key sets ('s': search_terms, 't': title_terms). */
interface Counted {
  terms: readonly QueryTerm[];
  field: 's' | 't';
}

/** The key of a word that is a single key (发票, 票, a character pair), else null. */
function oneKey(terms: readonly QueryTerm[]): string | null {
  const alts = terms.length === 1 ? terms[0]!.alternatives : [];
  return alts.length === 1 && alts[0]!.length === 1 ? alts[0]![0]! : null;
}

/**
 * Capped counts of published articles matching each list of terms, in one statement: a single key's from
 * help_term_counts (one row, kept by triggers: migration 0044), the others through the GIN index.
 */
export async function countsOf(ex: Executor, items: readonly Counted[], cap: number): Promise<number[]> {
  if (items.length === 0) return [];
  const parts = items.map(({ terms, field }, i) => {
    const key = oneKey(terms);
    if (key !== null) {
      return sql`SELECT ${sql.lit(i)} AS i, LEAST(coalesce((SELECT c.n FROM help_term_counts c
        WHERE c.field = ${field} AND c.key = ${key}), 0), ${sql.lit(cap)}) AS n`;
    }
    const cond = matches(field === 's' ? 'a.search_terms' : 'a.title_terms', terms);
    return sql`SELECT ${sql.lit(i)} AS i, count(*) AS n FROM (SELECT 1 FROM help_articles a
      WHERE a.published AND ${cond} LIMIT ${sql.lit(cap)}) x`;
  });
  const rows = await sql<{ i: number; n: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(ex);
  const out = items.map(() => 0);
  for (const r of rows.rows) out[Number(r.i)] = Number(r.n);
  return out;
}

/**
 * The ids of the first `limit` published articles matching `cond` in the hot index's order: walked along
 * that index (bitmap scans off: the GIN indexes answer only through bitmaps), or gathered through the GIN
 * indexes and sorted. Runs inside `planned`.
 */
export async function hotIds(
  ex: Executor,
  cond: Expression<SqlBool>,
  limit: number,
  how: 'walk' | 'gather',
): Promise<string[]> {
  if (how === 'walk') await sql`SET LOCAL enable_bitmapscan = off`.execute(ex);
  try {
    const r = await sql<{ id: string }>`SELECT a.id FROM help_articles a WHERE a.published AND ${cond}
      ORDER BY a.view_count DESC, a.like_count DESC, a.id LIMIT ${limit}`.execute(ex);
    return r.rows.map((x) => x.id);
  } finally {
    if (how === 'walk') await sql`SET LOCAL enable_bitmapscan = on`.execute(ex);
  }
}
