/**
 * Demo data of the help centre (`npm start` only, after the articles are loaded by the demo seed): likes
 * and favourites of buyer01 and buyer02, page views, searches (hot terms and one that found nothing), and
 * feedback in every status, one of buyer01's answered by the operator (with its notice). Through the
 * module's services, so the action log and the notice are what a real reply writes. Once per database.
 */
import { sql } from 'kysely';
import { ManualClock } from '../../lib/clock';
import { UploadStore } from '../../lib/upload';
import { HelpFeedbackRepo } from '../../modules/help/help-feedback.repo';
import { HelpFeedbackService } from '../../modules/help/help-feedback.service';
import { HelpRepo } from '../../modules/help/help.repo';
import { HelpService } from '../../modules/help/help.service';
import type { Db } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

export const DEMO_HELP_MARKER = 'demo_help_v1';

export async function seedDemoHelp(
  db: Db,
  opts: { dataDir: string; now?: Date; log?: (m: string) => void },
): Promise<number | null> {
  if (await seeded(db, DEMO_HELP_MARKER)) return null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-help'))`.execute(trx);
    const tdb = within(trx);
    if (await seeded(tdb, DEMO_HELP_MARKER)) return null;
    const [admin, buyer01, buyer02, buyer11] = await Promise.all(
      ['admin', 'buyer01', 'buyer02', 'buyer11'].map((u) => authOf(tdb, u)),
    );
    const articles = await trx
      .selectFrom('help_articles')
      .select('id')
      .where('published', '=', true)
      .orderBy('id')
      .execute();
    if (!admin || !buyer01 || !buyer02 || !buyer11 || articles.length < 3) return null;
    const clock = new ManualClock(opts.now ?? new Date());
    const repo = new HelpRepo();
    const help = new HelpService(tdb, repo, clock);
    const feedback = new HelpFeedbackService(
      tdb,
      new HelpFeedbackRepo(),
      new UploadStore(opts.dataDir, 'help-feedback'),
      clock,
    );
    const ids = articles.map((a) => a.id);
    // Views, likes and favourites spread over the first articles (more on the first ones: hot articles).
    for (const [i, id] of ids.slice(0, 12).entries()) {
      for (const [j, who] of [buyer01, buyer02, buyer11].entries()) {
        if ((i + j) % 2 === 0 || i < 3) {
          await help.pageView(id, { auth: who, visitorId: null });
          if (i < 6) await help.like(who, id, true);
        }
      }
      for (let v = 0; v < 12 - i; v++)
        await help.pageView(id, { auth: null, visitorId: `demo${i}x${v}`.padEnd(32, '0') });
    }
    await help.favorite(buyer01, ids[0]!, true);
    await help.favorite(buyer01, ids[2]!, true);
    await help.favorite(buyer02, ids[1]!, true);
    await help.vote({ id: ids[0]!, helpful: true, reason: '' }, { auth: buyer02, visitorId: null });
    await help.vote(
      { id: ids[1]!, helpful: false, reason: '步骤和页面不一致' },
      { auth: buyer11, visitorId: null },
    );
    for (const k of [
      '发票',
      '发票',
      '发票',
      '专票',
      '竞价',
      '竞价',
      '售后',
      '退货',
      '核价单',
      '密码',
      '登录',
    ]) {
      await help.search({ k, page: 1, limit: 20 });
    }
    await help.search({ k: '电子合同', page: 1, limit: 20 });
    const answered = await feedback.submit(buyer01, {
      type: 'content',
      content: '“如何开具增值税专用发票”里没有写专票抬头在哪里维护，找了半天。',
      contact: '13800000001',
    });
    clock.advance(2 * 3600_000);
    await feedback.reply(admin, {
      id: answered.id,
      reply: '专票抬头在 个人中心 → 发票抬头 中维护，文章已补充这一步，感谢反馈。',
    });
    await feedback.submit(buyer01, {
      type: 'product',
      content: '希望帮助中心能按我常用的功能推荐文章。',
      contact: '',
    });
    const closed = await feedback.submit(buyer02, {
      type: 'other',
      content: '测试一下反馈功能，请忽略。',
      contact: '',
    });
    await feedback.close(admin, closed.id);
    await markSeeded(tdb, DEMO_HELP_MARKER, clock.now());
    opts.log?.('demo help centre activity added');
    return ids.length;
  });
}
