import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import type { QueryTerm } from '../goods/search-terms';
import { HelpMarksRepo } from './help-marks.repo';

/** The columns of an article card (joined with its directory as d). */
const CARD = [
  'a.id',
  'a.title',
  'a.summary',
  'a.directory_id',
  'd.name as directory_name',
  'a.tags',
  'a.view_count',
  'a.like_count',
  'a.updated_at',
] as const;

export interface ArticleWrite {
  directoryId: string;
  slug?: string | null;
  title: string;
  summary: string;
  bodyMd: string;
  bodyHtml: string;
  bodyText: string;
  tags: string[];
  searchTerms: string[];
  titleTerms: string[];
  sort: number;
  published: boolean;
  at: Date;
}

/** `search_terms` (or `title_terms`) holds every key of one alternative of each term. */
function matches(
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
 * Runs `run` with sequential scans off (in a transaction of its own unless `db` is one): for statements that
 * must read the GIN indexes, whose cost of reading an article's out-of-line keys the planner does not see.
 */
function withoutSeqscan<T>(db: Executor, run: (ex: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction
    ? run(db)
    : db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return run(trx);
      });
}

/** A search hit: an article card with its text (for the snippet) and whether its title matched. */
interface SearchRow {
  id: string;
  title: string;
  summary: string;
  directory_id: string;
  directory_name: string;
  tags: string[];
  view_count: number;
  like_count: number;
  updated_at: Date;
  body_text: string;
  in_title: boolean;
}

/** SQL of the help centre: directories and articles (readers' marks and searches in HelpMarksRepo). */
export class HelpRepo extends HelpMarksRepo {
  // ---- directories ----

  directories(db: Executor) {
    return db
      .selectFrom('help_directories as d')
      .select([
        'd.id',
        'd.parent_id',
        'd.name',
        'd.sort',
        (eb) =>
          eb
            .selectFrom('help_articles as a')
            .whereRef('a.directory_id', '=', 'd.id')
            .where('a.published', '=', true)
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('published_count'),
        (eb) =>
          eb
            .selectFrom('help_articles as a')
            .whereRef('a.directory_id', '=', 'd.id')
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('own_count'),
      ])
      .orderBy('d.sort')
      .orderBy('d.id')
      .execute();
  }

  directory(db: Executor, id: string) {
    return db.selectFrom('help_directories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  directoryByName(db: Executor, parentId: string | null, name: string) {
    let q = db.selectFrom('help_directories').selectAll().where('name', '=', name);
    q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
    return q.executeTakeFirst();
  }

  async insertDirectory(db: Executor, d: { parentId: string | null; name: string; sort: number; at: Date }) {
    const r = await db
      .insertInto('help_directories')
      .values({ parent_id: d.parentId, name: d.name, sort: d.sort, created_at: d.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async updateDirectory(
    db: Executor,
    id: string,
    d: { parentId: string | null; name: string; sort: number },
  ) {
    await db
      .updateTable('help_directories')
      .set({ parent_id: d.parentId, name: d.name, sort: d.sort })
      .where('id', '=', id)
      .execute();
  }

  async directoryInUse(db: Executor, id: string): Promise<boolean> {
    const r = await sql<{ used: boolean }>`
      SELECT EXISTS (SELECT 1 FROM help_articles WHERE directory_id = ${id})
          OR EXISTS (SELECT 1 FROM help_directories WHERE parent_id = ${id}) AS used`.execute(db);
    return r.rows[0]!.used;
  }

  async deleteDirectory(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('help_directories').where('id', '=', id).execute();
  }

  /** The ids of a directory and every directory below it. */
  async subtree(db: Executor, id: string): Promise<string[]> {
    const r = await sql<{ id: string }>`
      WITH RECURSIVE t AS (
        SELECT id FROM help_directories WHERE id = ${id}
        UNION ALL SELECT d.id FROM help_directories d JOIN t ON d.parent_id = t.id)
      SELECT id::text AS id FROM t`.execute(db);
    return r.rows.map((x) => x.id);
  }

  // ---- articles ----

  private cards(db: Executor) {
    return db.selectFrom('help_articles as a').innerJoin('help_directories as d', 'd.id', 'a.directory_id');
  }

  /** Published articles of some directories (all when null), in order. */
  async articlePage(db: Executor, q: { directoryIds: string[] | null; page: number; limit: number }) {
    let base = this.cards(db).where('a.published', '=', true);
    if (q.directoryIds) base = base.where('a.directory_id', 'in', q.directoryIds);
    const [records, total] = await Promise.all([
      base
        .select(CARD)
        .orderBy('d.sort')
        .orderBy('a.directory_id')
        .orderBy('a.sort')
        .orderBy('a.id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  /** The first `perDirectory` published articles of each directory. */
  firstArticles(db: Executor, perDirectory: number) {
    return sql<{ id: string; title: string; directory_id: string }>`
      SELECT id::text AS id, title, directory_id::text AS directory_id FROM (
        SELECT id, title, directory_id,
               row_number() OVER (PARTITION BY directory_id ORDER BY sort, id) AS n
        FROM help_articles WHERE published) x
      WHERE n <= ${perDirectory} ORDER BY directory_id, n`
      .execute(db)
      .then((r) => r.rows);
  }

  article(db: Executor, id: string, opts: { published?: boolean } = {}) {
    let q = this.cards(db)
      .select([...CARD, 'a.body_md', 'a.body_html', 'a.published', 'a.sort', 'a.slug'])
      .where('a.id', '=', id);
    if (opts.published) q = q.where('a.published', '=', true);
    return q.executeTakeFirst();
  }

  /** Published articles sharing the most tags with the article, then of its directory. */
  related(db: Executor, a: { id: string; directoryId: string; tags: string[] }, limit: number) {
    return this.cards(db)
      .select(CARD)
      .where('a.published', '=', true)
      .where('a.id', '<>', a.id)
      .where((eb) =>
        eb.or([eb('a.directory_id', '=', a.directoryId), sql<SqlBool>`a.tags && ${sql.val(a.tags)}::text[]`]),
      )
      .orderBy(
        sql`cardinality(ARRAY(SELECT unnest(a.tags) INTERSECT SELECT unnest(${sql.val(a.tags)}::text[])))`,
        'desc',
      )
      .orderBy(sql`a.directory_id = ${a.directoryId}`, 'desc')
      .orderBy('a.sort')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  hotArticles(db: Executor, limit: number) {
    return this.cards(db)
      .select(CARD)
      .where('a.published', '=', true)
      .orderBy('a.view_count', 'desc')
      .orderBy('a.like_count', 'desc')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  byTag(db: Executor, tag: string, limit: number) {
    return this.cards(db)
      .select(CARD)
      .where('a.published', '=', true)
      .where(sql<SqlBool>`a.tags @> ARRAY[${tag}]::text[]`)
      .orderBy('a.sort')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  /**
   * Published articles matching every term, those whose title holds every term first, then the most read
   * (help_articles_hot_idx's order). Each group is read in that index's order and stops at the page's end,
   * so a common word (发票 in a quarter of the articles) reads a page's worth of rows, not every match; a
   * rare one is found through the GIN indexes (search_terms, title_terms). `total` counts at most
   * `countCap` matches.
   */
  async search(db: Executor, q: { terms: QueryTerm[]; page: number; limit: number; countCap: number }) {
    const where = matches('a.search_terms', q.terms);
    const inTitle = matches('a.title_terms', q.terms);
    const upTo = q.page * q.limit;
    /** Matches of `cond` in the hot index's order up to the page's end, each marked whether its title matched. */
    const group = (cond: Expression<SqlBool>) => sql`(
      SELECT a.id, ${inTitle} AS in_title, a.view_count, a.like_count FROM help_articles a
      WHERE a.published AND ${cond}
      ORDER BY a.view_count DESC, a.like_count DESC, a.id LIMIT ${upTo})`;
    /** A page of `matches` (id, in_title, view_count, like_count) as cards, title matches first. */
    const pageOf = (matches: RawBuilder<unknown>, withClause: RawBuilder<unknown> = sql``) => sql<SearchRow>`
      ${withClause}
      SELECT a.id, a.title, a.summary, a.directory_id, d.name AS directory_name, a.tags, a.view_count,
        a.like_count, a.updated_at, a.body_text, p.in_title
      FROM (SELECT * FROM ${matches} u
        ORDER BY u.in_title DESC, u.view_count DESC, u.like_count DESC, u.id
        OFFSET ${(q.page - 1) * q.limit} LIMIT ${q.limit}) p
      JOIN help_articles a ON a.id = p.id
      JOIN help_directories d ON d.id = a.directory_id
      ORDER BY p.in_title DESC, p.view_count DESC, p.like_count DESC, p.id`;
    /**
     * The title matches and all matches, each read in the hot index's order up to the page's end: the first
     * `upTo` of all matches hold at least as many others as the page needs after the title matches.
     */
    const walked = pageOf(
      sql`(${group(inTitle)} UNION ALL (SELECT * FROM ${group(where)} b WHERE NOT b.in_title))`,
    );
    /** Every match found through the GIN index, then sorted. */
    const gathered = pageOf(
      sql`m`,
      sql`WITH m AS MATERIALIZED (SELECT a.id, ${inTitle} AS in_title, a.view_count, a.like_count
        FROM help_articles a WHERE a.published AND ${where})`,
    );
    // The planner does not cost reading an article's keys (search_terms, kept out of line: ~5 KB each), so
    // two of its choices are made here: the count reads the GIN index's matches (`counts`), and the page walks
    // the hot index only for a word with at least `countCap` matches (one article in a hundred or more, so
    // a page is found within a few thousand rows); below that the GIN indexes find the few rows and they are
    // sorted, where a walk would read the keys of every article before giving up.
    const total = (await this.counts(db, [q.terms], q.countCap))[0]!;
    if (total === 0) return { records: [], total };
    const records = (
      total < q.countCap ? await withoutSeqscan(db, (ex) => gathered.execute(ex)) : await walked.execute(db)
    ).rows;
    return { records, total };
  }

  /**
   * How many published articles match every term of each list, at most `cap` each, in one statement. The
   * counts read the GIN index's matches: for a common word the planner would scan the table and read every
   * article's keys (0.5 s at 100,000 articles).
   */
  async counts(db: Executor, lists: readonly (readonly QueryTerm[])[], cap: number): Promise<number[]> {
    if (lists.length === 0) return [];
    const parts = lists.map(
      (terms, i) => sql`SELECT ${sql.lit(i)} AS i, count(*) AS n FROM (SELECT 1 FROM help_articles a
        WHERE a.published AND ${matches('a.search_terms', terms)} LIMIT ${cap}) x`,
    );
    const rows = await withoutSeqscan(db, (ex) =>
      sql<{ i: number; n: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(ex),
    );
    const out = lists.map(() => 0);
    for (const r of rows.rows) out[Number(r.i)] = Number(r.n);
    return out;
  }

  async insertArticle(db: Executor, w: ArticleWrite): Promise<string> {
    const r = await db
      .insertInto('help_articles')
      .values({ ...this.columnsOf(w), slug: w.slug ?? null, created_at: w.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async updateArticle(db: Executor, id: string, w: ArticleWrite): Promise<void> {
    await db.updateTable('help_articles').set(this.columnsOf(w)).where('id', '=', id).execute();
  }

  private columnsOf(w: ArticleWrite) {
    return {
      directory_id: w.directoryId,
      title: w.title,
      summary: w.summary,
      body_md: w.bodyMd,
      body_html: w.bodyHtml,
      body_text: w.bodyText,
      tags: w.tags,
      search_terms: w.searchTerms,
      title_terms: w.titleTerms,
      sort: w.sort,
      published: w.published,
      updated_at: w.at,
    };
  }

  lockArticle(db: Executor, id: string) {
    return db
      .selectFrom('help_articles')
      .select(['id', 'title', 'published', 'directory_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async setPublished(db: Executor, id: string, published: boolean, at: Date): Promise<void> {
    await db.updateTable('help_articles').set({ published, updated_at: at }).where('id', '=', id).execute();
  }

  slugs(db: Executor) {
    return db
      .selectFrom('help_articles')
      .select('slug')
      .where('slug', 'is not', null)
      .execute()
      .then((r) => new Set(r.map((x) => x.slug!)));
  }

  async adminPage(
    db: Executor,
    q: {
      directoryId?: string | undefined;
      status?: 'published' | 'draft' | undefined;
      k?: string | undefined;
      page: number;
      limit: number;
    },
  ) {
    let base = this.cards(db);
    if (q.directoryId) base = base.where('a.directory_id', '=', q.directoryId);
    if (q.status) base = base.where('a.published', '=', q.status === 'published');
    if (q.k) base = base.where('a.title', 'ilike', `%${q.k.replace(/[\\%_]/g, '\\$&')}%`);
    const [records, total] = await Promise.all([
      base
        .select([...CARD, 'a.published', 'a.sort'])
        .orderBy('a.updated_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  async favoritePage(db: Executor, userId: string, q: { page: number; limit: number }) {
    const base = this.cards(db)
      .innerJoin('help_favorites as f', 'f.article_id', 'a.id')
      .where('f.user_id', '=', userId)
      .where('a.published', '=', true);
    const [records, total] = await Promise.all([
      base
        .select([...CARD, 'f.created_at as favorited_at'])
        .orderBy('f.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }
}
