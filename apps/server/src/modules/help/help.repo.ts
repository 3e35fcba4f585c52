import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';
import type { QueryTerm } from '../goods/search-terms';
import { HelpMarksRepo } from './help-marks.repo';
import { countsOf, hotIds, matches, mayMatch, planned } from './help-search-sql';

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
   * (help_articles_hot_idx's order); `total` counts at most `countCap` matches.
   *
   * The planner misjudges these statements (it does not cost reading an article's keys, search_terms, kept
   * out of line at ~5 KB each, and it multiplies the selectivities of several keys into a few rows where a
   * quarter of the articles match), so the plan of each step is chosen here, from capped counts read
   * through the GIN indexes: a group (the title matches, then the others) with `countCap` matches or more
   * (one article in a hundred or more) is walked in the hot index's order and stops at the page's end,
   * within a few thousand rows; a smaller one is gathered through its GIN index and sorted, where a walk
   * would read the keys of every article before giving up. Then the page's cards are read by id.
   */
  async search(db: Executor, q: { terms: QueryTerm[]; page: number; limit: number; countCap: number }) {
    const where = matches('a.search_terms', q.terms);
    const inTitle = matches('a.title_terms', q.terms);
    const upTo = q.page * q.limit;
    return planned(db, async (ex) => {
      const [total, titled] = await countsOf(
        ex,
        [
          { terms: q.terms, field: 's' },
          { terms: q.terms, field: 't' },
        ],
        q.countCap,
      );
      if (total === 0) return { records: [] as SearchRow[], total: 0 };
      // a title match is a match: a walk of them tests the article's signature first too
      const titleIds =
        titled === 0
          ? []
          : titled! >= q.countCap
            ? await hotIds(
                ex,
                sql<SqlBool>`CASE WHEN ${mayMatch(q.terms)} THEN ${inTitle} ELSE false END`,
                upTo,
                'walk',
              )
            : await hotIds(ex, inTitle, upTo, 'gather');
      const walkOthers = total! >= q.countCap;
      const others =
        titleIds.length >= upTo
          ? []
          : await hotIds(
              ex,
              // a walk tests each article's signature before reading its keys (CASE keeps that order: the
              // planner would put the cheaper-looking array test first)
              walkOthers
                ? sql<SqlBool>`CASE WHEN ${mayMatch(q.terms)} THEN ${where} AND NOT ${inTitle} ELSE false END`
                : sql<SqlBool>`${where} AND NOT ${inTitle}`,
              upTo - titleIds.length,
              walkOthers ? 'walk' : 'gather',
            );
      const ids = [...titleIds, ...others].slice((q.page - 1) * q.limit, upTo);
      if (ids.length === 0) return { records: [], total: total! };
      const cards = await ex
        .selectFrom('help_articles as a')
        .innerJoin('help_directories as d', 'd.id', 'a.directory_id')
        .select([...CARD, 'a.body_text'])
        .where('a.id', 'in', ids)
        .execute();
      const byId = new Map(cards.map((c) => [c.id, c]));
      const titleSet = new Set(titleIds);
      const records = ids.flatMap((id) => {
        const c = byId.get(id);
        return c ? [{ ...c, in_title: titleSet.has(id) }] : [];
      });
      return { records, total: total! };
    });
  }

  /**
   * How many published articles match every term of each list, at most `cap` each, in one statement read
   * through the GIN index (for a common word the planner would scan the table and read every article's keys:
   * 0.5 s at 100,000 articles).
   */
  async counts(db: Executor, lists: readonly (readonly QueryTerm[])[], cap: number): Promise<number[]> {
    return planned(db, (ex) =>
      countsOf(
        ex,
        lists.map((terms) => ({ terms, field: 's' as const })),
        cap,
      ),
    );
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
