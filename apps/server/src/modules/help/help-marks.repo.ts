import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** SQL of what readers leave on articles (likes, favourites, reads, views, votes, events) and of searches. */
export class HelpMarksRepo {
  // ---- readers' marks ----

  /** A like, once per user: true when this call added it (the count moves with it, in one transaction). */
  async like(db: Executor, articleId: string, userId: string, at: Date): Promise<boolean> {
    const r = await db
      .insertInto('help_likes')
      .values({ article_id: articleId, user_id: userId, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    await db
      .updateTable('help_articles')
      .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
      .where('id', '=', articleId)
      .execute();
    return true;
  }

  async unlike(db: Executor, articleId: string, userId: string): Promise<boolean> {
    const r = await db
      .deleteFrom('help_likes')
      .where('article_id', '=', articleId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) return false;
    await db
      .updateTable('help_articles')
      .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
      .where('id', '=', articleId)
      .execute();
    return true;
  }

  async marks(db: Executor, articleId: string, userId: string) {
    const r = await sql<{ liked: boolean; favorited: boolean; read_at: Date | null; like_count: number }>`
      SELECT EXISTS (SELECT 1 FROM help_likes WHERE article_id = ${articleId} AND user_id = ${userId}) AS liked,
             EXISTS (SELECT 1 FROM help_favorites WHERE article_id = ${articleId} AND user_id = ${userId}) AS favorited,
             (SELECT read_at FROM help_reads WHERE article_id = ${articleId} AND user_id = ${userId}) AS read_at,
             (SELECT like_count FROM help_articles WHERE id = ${articleId}) AS like_count`.execute(db);
    return r.rows[0]!;
  }

  async favorite(db: Executor, articleId: string, userId: string, at: Date): Promise<void> {
    await db
      .insertInto('help_favorites')
      .values({ article_id: articleId, user_id: userId, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async unfavorite(db: Executor, articleId: string, userId: string): Promise<void> {
    await db
      .deleteFrom('help_favorites')
      .where('article_id', '=', articleId)
      .where('user_id', '=', userId)
      .execute();
  }

  async markRead(db: Executor, articleId: string, userId: string, at: Date): Promise<void> {
    await db
      .insertInto('help_reads')
      .values({ article_id: articleId, user_id: userId, read_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'article_id']).doUpdateSet({ read_at: at }))
      .execute();
  }

  /** A page view once per reader per article per day: true when counted now. */
  async pageView(db: Executor, articleId: string, viewer: string, day: string): Promise<boolean> {
    const r = await db
      .insertInto('help_page_views')
      .values({ article_id: articleId, viewer, day })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    await db
      .updateTable('help_articles')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', articleId)
      .execute();
    return true;
  }

  viewCount(db: Executor, articleId: string) {
    return db
      .selectFrom('help_articles')
      .select('view_count')
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow()
      .then((r) => r.view_count);
  }

  async vote(
    db: Executor,
    v: {
      articleId: string;
      voter: string;
      userId: string | null;
      helpful: boolean;
      reason: string;
      at: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('help_votes')
      .values({
        article_id: v.articleId,
        voter: v.voter,
        user_id: v.userId,
        helpful: v.helpful,
        reason: v.reason,
        created_at: v.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['article_id', 'voter'])
          .doUpdateSet({ helpful: v.helpful, reason: v.reason, created_at: v.at }),
      )
      .execute();
  }

  async votes(db: Executor, articleId: string, voter: string | null) {
    const r = await sql<{
      helpful_count: string;
      unhelpful_count: string;
      mine: boolean | null;
      reason: string | null;
    }>`
      SELECT count(*) FILTER (WHERE helpful) AS helpful_count,
             count(*) FILTER (WHERE NOT helpful) AS unhelpful_count,
             bool_or(helpful) FILTER (WHERE voter = ${voter}) AS mine,
             max(reason) FILTER (WHERE voter = ${voter}) AS reason
      FROM help_votes WHERE article_id = ${articleId}`.execute(db);
    const row = r.rows[0]!;
    return {
      helpful: row.mine,
      reason: row.reason ?? '',
      helpfulCount: Number(row.helpful_count),
      unhelpfulCount: Number(row.unhelpful_count),
    };
  }

  async recordEvent(
    db: Executor,
    e: {
      event: string;
      userId: string | null;
      organizationId: string | null;
      payload: Record<string, unknown>;
      at: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('analytics_events')
      .values({
        kind: 'help',
        event: e.event,
        goods_id: null,
        user_id: e.userId,
        organization_id: e.organizationId,
        payload: JSON.stringify(e.payload),
        created_at: e.at,
      })
      .execute();
  }

  // ---- searches ----

  /**
   * Counts a search. Its own transaction commits without waiting for the WAL flush (a statistic: a crash may
   * lose the last moment's counts, never a half write), so a search does not wait for the disk.
   */
  async recordSearch(db: Executor, keyword: string, found: boolean, at: Date): Promise<void> {
    const write = async (ex: Executor) =>
      sql`
        INSERT INTO help_search_stats (keyword, count, zero_count, found, last_searched_at)
        VALUES (${keyword}, 1, ${found ? 0 : 1}, ${found}, ${at})
        ON CONFLICT (keyword) DO UPDATE SET count = help_search_stats.count + 1,
          zero_count = help_search_stats.zero_count + EXCLUDED.zero_count,
          found = EXCLUDED.found, last_searched_at = EXCLUDED.last_searched_at`.execute(ex);
    if (db.isTransaction) {
      await write(db);
      return;
    }
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      await write(trx);
    });
  }

  /** Searches that found articles, most frequent first, none holding a word of the hot-search blocklist. */
  hotTerms(db: Executor, limit: number) {
    return sql<{ keyword: string; count: number }>`
      SELECT s.keyword, s.count FROM help_search_stats s
      WHERE s.found AND NOT EXISTS (
        SELECT 1 FROM search_blocked_words b WHERE strpos(lower(s.keyword), lower(b.word)) > 0)
      ORDER BY s.count DESC, s.last_searched_at DESC LIMIT ${limit}`
      .execute(db)
      .then((r) => r.rows);
  }

  async zeroSearches(db: Executor, q: { page: number; limit: number }) {
    const [records, total] = await Promise.all([
      db
        .selectFrom('help_search_stats')
        .select(['keyword', 'zero_count', 'last_searched_at'])
        .where('found', '=', false)
        .orderBy('last_searched_at', 'desc')
        .orderBy('keyword')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      db
        .selectFrom('help_search_stats')
        .where('found', '=', false)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }
}
