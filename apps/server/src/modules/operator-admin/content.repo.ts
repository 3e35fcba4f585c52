import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** What a banner, a notice or a work order is made of in the operators' lists. */
const BANNER_COLUMNS = ['id', 'title', 'subtitle', 'image', 'link', 'sort', 'enabled'] as const;

/** SQL of the mall's content as operators keep it: banners, notices, blocked words, site configuration. */
export class ContentRepo {
  banners(db: Executor) {
    return db.selectFrom('site_banners').select(BANNER_COLUMNS).orderBy('sort').orderBy('id').execute();
  }

  lockBanner(db: Executor, id: string) {
    return db
      .selectFrom('site_banners')
      .select(BANNER_COLUMNS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  insertBanner(
    db: Executor,
    b: { title: string; subtitle: string; link: string; sort: number; enabled: boolean },
  ) {
    return db.insertInto('site_banners').values(b).returning(BANNER_COLUMNS).executeTakeFirstOrThrow();
  }

  updateBanner(
    db: Executor,
    id: string,
    b: { title: string; subtitle: string; link: string; sort: number; enabled: boolean; image?: string },
  ) {
    return db
      .updateTable('site_banners')
      .set(b)
      .where('id', '=', id)
      .returning(BANNER_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async deleteBanner(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('site_banners').where('id', '=', id).execute();
  }

  private noticeSelect(db: Executor) {
    return db
      .selectFrom('site_notices')
      .select([
        'id',
        'title',
        'body',
        'link',
        'published',
        sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('published_on'),
      ]);
  }

  async noticePage(db: Executor, page: number, limit: number) {
    const [records, total] = await Promise.all([
      this.noticeSelect(db)
        .orderBy('site_notices.published_on', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      db
        .selectFrom('site_notices')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  lockNotice(db: Executor, id: string) {
    return this.noticeSelect(db).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  notice(db: Executor, id: string) {
    return this.noticeSelect(db).where('id', '=', id).executeTakeFirstOrThrow();
  }

  async insertNotice(
    db: Executor,
    n: { title: string; body: string; link: string; publishedOn: string; published: boolean },
  ): Promise<string> {
    const row = await db
      .insertInto('site_notices')
      .values({
        title: n.title,
        body: n.body,
        link: n.link,
        published_on: n.publishedOn,
        published: n.published,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateNotice(
    db: Executor,
    id: string,
    n: { title: string; body: string; link: string; publishedOn: string; published: boolean },
  ): Promise<void> {
    await db
      .updateTable('site_notices')
      .set({
        title: n.title,
        body: n.body,
        link: n.link,
        published_on: n.publishedOn,
        published: n.published,
      })
      .where('id', '=', id)
      .execute();
  }

  blockedWords(db: Executor) {
    return db
      .selectFrom('search_blocked_words')
      .select(['word', 'created_at'])
      .orderBy('created_at')
      .orderBy('word')
      .execute();
  }

  /** The stored blocked word equal to `word` ignoring case. */
  blockedWord(db: Executor, word: string) {
    return db
      .selectFrom('search_blocked_words')
      .select('word')
      .where(sql<boolean>`lower(word) = lower(${word})`)
      .executeTakeFirst();
  }

  /** Adds a word; false when it was there already. */
  async block(db: Executor, word: string, at: Date): Promise<boolean> {
    const row = await db
      .insertInto('search_blocked_words')
      .values({ word, created_at: at })
      .onConflict((oc) => oc.column('word').doNothing())
      .returning('word')
      .executeTakeFirst();
    return row !== undefined;
  }

  async unblock(db: Executor, word: string): Promise<void> {
    await db.deleteFrom('search_blocked_words').where('word', '=', word).execute();
  }

  /** The most searched keywords as counted, blocked ones included, with whether one is blocked. */
  hotAsCounted(db: Executor, limit: number) {
    return db
      .selectFrom('search_keyword_stats as s')
      .select([
        's.keyword',
        's.count',
        sql<boolean>`EXISTS (SELECT 1 FROM search_blocked_words b
          WHERE strpos(lower(s.keyword), lower(b.word)) > 0)`.as('blocked'),
      ])
      .orderBy('s.count', 'desc')
      .orderBy('s.last_searched_at', 'desc')
      .limit(limit)
      .execute();
  }

  siteConfigs(db: Executor) {
    return db.selectFrom('site_configs').select(['key', 'value']).orderBy('sort').orderBy('key').execute();
  }

  lockSiteConfig(db: Executor, key: string) {
    return db
      .selectFrom('site_configs')
      .select(['key', 'value'])
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
  }

  async setSiteConfig(db: Executor, key: string, value: string): Promise<void> {
    await db
      .updateTable('site_configs')
      .set({ value: JSON.stringify(value) })
      .where('key', '=', key)
      .execute();
  }
}
