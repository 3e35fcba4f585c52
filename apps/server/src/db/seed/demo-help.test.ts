import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { seedDemoHelp } from './demo-help';

const ctx = useTestApp();

describe('demo help centre activity', () => {
  it('adds feedback in every status (buyer01 answered, with its notice), likes and searches, once', async () => {
    const db = ctx.tdb.db;
    expect(await seedDemoHelp(db, { dataDir: ctx.config.dataDir })).toBeGreaterThan(3);
    const statuses = await db.selectFrom('help_feedback').select(['status', 'user_id', 'reply']).execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['open', 'replied', 'closed']));
    const notices = await db
      .selectFrom('notifications')
      .select('kind')
      .where('kind', '=', 'HELP_FEEDBACK_REPLIED')
      .execute();
    expect(notices).toHaveLength(1);
    const likes = await db
      .selectFrom('help_likes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(likes.n)).toBeGreaterThan(0);
    const zero = await db
      .selectFrom('help_search_stats')
      .select('keyword')
      .where('found', '=', false)
      .execute();
    expect(zero.map((z) => z.keyword)).toContain('电子合同');
    expect(await seedDemoHelp(db, { dataDir: ctx.config.dataDir })).toBeNull();
  });
});
