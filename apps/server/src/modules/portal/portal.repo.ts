import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PortalStoriesTable } from '../../db/schema';

const COLUMNS = [
  'id',
  'customer_name',
  'short_name',
  'industry',
  'region',
  'size',
  'headline',
  'problem',
  'solution',
  'figures',
  'quote',
  'quote_by',
  'sort',
  'published',
  'updated_at',
] as const;

/** What a story is made of, as read (figures parsed); written with the figures as JSON text. */
export type StoryFields = Omit<Selectable<PortalStoriesTable>, 'id' | 'created_at' | 'updated_at'>;

export interface StoryFilter {
  industry?: string | undefined;
  published?: boolean | undefined;
  page: number;
  limit: number;
}

/** SQL of customer stories (portal_stories, migration 0036). */
export class PortalRepo {
  private select(db: Executor) {
    return db.selectFrom('portal_stories').select(COLUMNS);
  }

  /** Stories in the list's order (sort, then oldest first), with the total of the filter. */
  async page(db: Executor, f: StoryFilter) {
    let q = db.selectFrom('portal_stories');
    if (f.industry !== undefined) q = q.where('industry', '=', f.industry);
    if (f.published !== undefined) q = q.where('published', '=', f.published);
    const [records, total] = await Promise.all([
      q
        .select(COLUMNS)
        .orderBy('sort')
        .orderBy('id')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  /** Published stories per industry. */
  industryCounts(db: Executor) {
    return db
      .selectFrom('portal_stories')
      .select(['industry', sql<string>`count(*)`.as('n')])
      .where('published', '=', true)
      .groupBy('industry')
      .execute();
  }

  byId(db: Executor, id: string) {
    return this.select(db).where('id', '=', id).executeTakeFirst();
  }

  lock(db: Executor, id: string) {
    return this.select(db).where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Other published stories, the same industry first, then in the list's order. */
  related(db: Executor, id: string, industry: string, limit: number) {
    return this.select(db)
      .where('published', '=', true)
      .where('id', '<>', id)
      .orderBy(sql`industry = ${industry}`, 'desc')
      .orderBy('sort')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  insert(db: Executor, s: StoryFields, at: Date) {
    return db
      .insertInto('portal_stories')
      .values({ ...s, figures: JSON.stringify(s.figures), created_at: at, updated_at: at })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  update(db: Executor, id: string, s: StoryFields, at: Date) {
    return db
      .updateTable('portal_stories')
      .set({ ...s, figures: JSON.stringify(s.figures), updated_at: at })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  setPublished(db: Executor, id: string, published: boolean, at: Date) {
    return db
      .updateTable('portal_stories')
      .set({ published, updated_at: at })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('portal_stories').where('id', '=', id).execute();
  }
}

export type StoryRow = NonNullable<Awaited<ReturnType<PortalRepo['byId']>>>;
