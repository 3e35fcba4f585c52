import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminHelpArticleEndpoint,
  adminHelpArticlePageEndpoint,
  adminHelpDirectoryListEndpoint,
  adminHelpFeedbackPageEndpoint,
  closeHelpFeedbackEndpoint,
  deleteHelpDirectoryEndpoint,
  helpArticleDetailEndpoint,
  helpDirectoryArticleEndpoint,
  helpEventEndpoint,
  helpFavoriteAddEndpoint,
  helpFavoritePageEndpoint,
  helpFavoriteRemoveEndpoint,
  helpFeedbackMyPageEndpoint,
  helpFeedbackScreenshotEndpoint,
  helpFeedbackSubmitEndpoint,
  helpHomeDirectoryEndpoint,
  helpHotArticlesEndpoint,
  helpHotTermsEndpoint,
  helpLikeEndpoint,
  helpLikeStatusEndpoint,
  helpPvEndpoint,
  helpReadStatusEndpoint,
  helpSearchEndpoint,
  helpTagArticlesEndpoint,
  helpVoteEndpoint,
  helpZeroSearchPageEndpoint,
  previewHelpArticleEndpoint,
  publishHelpArticleEndpoint,
  replyHelpFeedbackEndpoint,
  saveHelpArticleEndpoint,
  saveHelpDirectoryEndpoint,
  HELP_VISITOR_COOKIE,
} from '@pm/contract/help';
import { noticePageEndpoint } from '@pm/contract/notification';
import { blockWordEndpoint } from '@pm/contract/workbench-admin-content';
import { DEMO, dataOf, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { requestOf } from '../../test/call';
import { helpQuery } from './help-text';
import { HelpRepo } from './help.repo';
import { signatureOf } from './help-signature';

const ctx = useTestApp();
const db = () => ctx.tdb.db;

let admin: string;
let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
let dirId: string;
let articleId: string;
let draftId: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  [admin, buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.admin),
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  const dir = await dataOf(ctx.call(saveHelpDirectoryEndpoint, { name: '测试目录' }, admin));
  dirId = dir.id;
  const saved = await dataOf(
    ctx.call(
      saveHelpArticleEndpoint,
      {
        directoryId: dirId,
        title: '如何开具增值税专用发票',
        summary: '下单时选择专票抬头，订单完成后开票',
        bodyMd:
          '## 专票\n\n下单时在**发票信息**中选择单位的增值税专用发票抬头。采购订单自动审批流程通过后开票。',
        tags: ['发票', '专票', 'zz-test'],
        published: true,
      },
      admin,
    ),
  );
  articleId = saved.id;
  const draft = await dataOf(
    ctx.call(
      saveHelpArticleEndpoint,
      { directoryId: dirId, title: '草稿：对账单说明', bodyMd: '对账单每月生成。', tags: ['checkout'] },
      admin,
    ),
  );
  draftId = draft.id;
});

describe('help centre: content from files and reading', () => {
  it('loads the Markdown content files into directories with the template', async () => {
    const home = await dataOf(ctx.call(helpHomeDirectoryEndpoint, undefined, VISITOR, { public: true }));
    const account = home.find((d) => d.name === '账号与登录');
    expect(account?.articleCount).toBeGreaterThanOrEqual(3);
    expect(account?.articles.map((a) => a.title)).toContain('如何注册企业采购账号');
    expect(home.find((d) => d.id === dirId)?.articleCount).toBe(1);
  });

  it('lists a directory and answers an unknown one 404', async () => {
    const page = await dataOf(
      ctx.call(helpDirectoryArticleEndpoint, { directoryId: dirId }, VISITOR, { public: true }),
    );
    expect(page.directory?.name).toBe('测试目录');
    expect(page.records.map((r) => r.id)).toEqual([articleId]);
    const all = await dataOf(
      ctx.call(helpDirectoryArticleEndpoint, { limit: 100 }, VISITOR, { public: true }),
    );
    expect(all.records.some((r) => r.id === draftId)).toBe(false);
    const missing = await ctx.call(helpDirectoryArticleEndpoint, { directoryId: '999999' }, VISITOR);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('目录不存在');
    const bad = await ctx.call(helpDirectoryArticleEndpoint, unchecked({ directoryId: 'abc' }), VISITOR);
    expect(bad.status).toBe(400);
  });

  it('shows a published article with sanitized HTML and related articles; a draft is 404', async () => {
    const d = await dataOf(ctx.call(helpArticleDetailEndpoint, { id: articleId }, VISITOR, { public: true }));
    expect(d.html).toContain('<h2>专票</h2>');
    expect(d.html).toContain('<strong>发票信息</strong>');
    expect(d.me).toBeNull();
    const draft = await ctx.call(helpArticleDetailEndpoint, { id: draftId }, VISITOR);
    expect(draft.status).toBe(404);
    expect(draft.body.message).toBe('文章不存在或已下线');
    const mine = await dataOf(ctx.call(helpArticleDetailEndpoint, { id: articleId }, buyer01));
    expect(mine.me).toEqual({ liked: false, favorited: false, readAt: null });
  });

  it('lists articles by page tag and hot articles', async () => {
    const tagged = await dataOf(
      ctx.call(helpTagArticlesEndpoint, { tag: 'zz-test' }, VISITOR, { public: true }),
    );
    expect(tagged.map((a) => a.id)).toEqual([articleId]);
    const bad = await ctx.call(helpTagArticlesEndpoint, unchecked({ tag: '', limit: 99 }), VISITOR);
    expect(bad.status).toBe(400);
    const hot = await dataOf(ctx.call(helpHotArticlesEndpoint, undefined, VISITOR, { public: true }));
    expect(hot.length).toBeGreaterThan(0);
  });
});

describe('help centre: search in Chinese', () => {
  it('finds two-character words inside long runs, single characters and pinyin; title matches first', async () => {
    const r = await dataOf(
      ctx.call(helpSearchEndpoint, { k: '审批', limit: 100 }, VISITOR, { public: true }),
    );
    expect(r.records.map((x) => x.id)).toContain(articleId);
    const hit = r.records.find((x) => x.id === articleId)!;
    expect(hit.snippetHtml).toContain('<mark>审批</mark>');
    expect(hit.inTitle).toBe(false);
    const one = await dataOf(ctx.call(helpSearchEndpoint, { k: '票', limit: 100 }, VISITOR));
    expect(one.records.map((x) => x.id)).toContain(articleId);
    const py = await dataOf(ctx.call(helpSearchEndpoint, { k: 'fapiao', limit: 100 }, VISITOR));
    expect(py.records.map((x) => x.id)).toContain(articleId);
    const title = await dataOf(ctx.call(helpSearchEndpoint, { k: '发票', limit: 100 }, VISITOR));
    const flags = title.records.map((x) => x.inTitle);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(title.records.find((x) => x.id === articleId)).toMatchObject({
      inTitle: true,
      titleHtml: '如何开具增值税专用<mark>发票</mark>',
    });
  });

  it('reads the same pages whether a word is common (walked in the hot order) or rare (gathered and sorted)', async () => {
    const repo = new HelpRepo();
    for (const k of ['发票', '审批', 'fapiao', '竞价 延时']) {
      const { terms } = helpQuery(k);
      const all = await repo.search(db(), { terms, page: 1, limit: 100, countCap: 1000 });
      expect(all.total).toBeGreaterThan(3);
      for (const page of [1, 2, 3]) {
        // countCap 2: every word counts as common here, so its pages are walked
        const walked = await repo.search(db(), { terms, page, limit: 2, countCap: 2 });
        const gathered = await repo.search(db(), { terms, page, limit: 2, countCap: 1000 });
        expect(walked.total).toBe(2);
        expect(walked.records.map((r) => [r.id, r.in_title])).toEqual(
          gathered.records.map((r) => [r.id, r.in_title]),
        );
        expect(gathered.records.map((r) => r.id)).toEqual(
          all.records.slice((page - 1) * 2, page * 2).map((r) => r.id),
        );
      }
    }
  });

  it('answers a whole question by its main words when no article holds all of them, and says so', async () => {
    const q = await dataOf(ctx.call(helpSearchEndpoint, { k: '企业月结额度不够怎么办' }, VISITOR));
    expect(q.partial).toBe(true);
    expect(q.total).toBeGreaterThan(0);
    const first = q.records[0]!;
    expect(first.title).toContain('月结');
    expect(first.titleHtml).toContain('<mark>企业月结</mark>');
    // a question whose words are all in one article is answered in full
    const whole = await dataOf(ctx.call(helpSearchEndpoint, { k: '发票' }, VISITOR));
    expect(whole.partial).toBe(false);
    // a stray pair is not an answer: no article holds more than half of the question
    const none = await dataOf(ctx.call(helpSearchEndpoint, { k: '量子计算机怎么用' }, VISITOR));
    expect(none).toMatchObject({ total: 0, partial: false, records: [] });
  });

  it("signs keys as PostgreSQL does: every article holds its keys' bits, so the walk loses none", async () => {
    const keys = ['发票', '票', 'p:fapiao', 'i:fp', 'erp', '抬头'];
    const r = await sql<{ sig: string }>`SELECT help_terms_sig(${keys}::text[])::text AS sig`.execute(db());
    expect(r.rows[0]!.sig).toBe(signatureOf(keys));
    expect(signatureOf(keys).replace(/0/g, '').length).toBeGreaterThan(keys.length);
    const missing = await sql<{ n: string }>`SELECT count(*) AS n FROM help_articles a
      CROSS JOIN LATERAL unnest(a.search_terms) k
      WHERE (a.terms_sig & help_terms_sig(ARRAY[k])) <> help_terms_sig(ARRAY[k])`.execute(db());
    expect(Number(missing.rows[0]!.n)).toBe(0);
  });

  it('escapes what it shows and marks only the match', async () => {
    await dataOf(
      ctx.call(
        saveHelpArticleEndpoint,
        {
          directoryId: dirId,
          title: '标签 <b>测试</b> 说明',
          bodyMd: '正文里有 <script>alert(1)</script> 和 测试 两个字。',
          published: true,
        },
        admin,
      ),
    );
    const r = await dataOf(ctx.call(helpSearchEndpoint, { k: '测试' }, VISITOR));
    const hit = r.records.find((x) => x.title.startsWith('标签'))!;
    expect(hit.titleHtml).toBe('标签 &lt;b&gt;<mark>测试</mark>&lt;/b&gt; 说明');
    expect(hit.snippetHtml).not.toMatch(/<(?!\/?mark>)/);
  });

  it('keeps searches: found ones become hot terms (minus blocked words), the others are for operators', async () => {
    await dataOf(ctx.call(helpSearchEndpoint, { k: '发票' }, VISITOR));
    await dataOf(ctx.call(helpSearchEndpoint, { k: '火星快递' }, VISITOR));
    const hot = await dataOf(ctx.call(helpHotTermsEndpoint, undefined, VISITOR, { public: true }));
    expect(hot[0]).toMatchObject({ keyword: '发票' });
    expect(hot.some((h) => h.keyword === '火星快递')).toBe(false);
    await dataOf(ctx.call(blockWordEndpoint, { word: '发票' }, admin));
    const after = await dataOf(ctx.call(helpHotTermsEndpoint, undefined, VISITOR));
    expect(after.some((h) => h.keyword.includes('发票'))).toBe(false);
    const zero = await dataOf(ctx.call(helpZeroSearchPageEndpoint, {}, admin));
    expect(zero.records.map((z) => z.keyword)).toContain('火星快递');
    expect((await ctx.call(helpZeroSearchPageEndpoint, {}, buyer01)).status).toBe(403);
  });

  it('refuses an overlong keyword', async () => {
    const r = await ctx.call(helpSearchEndpoint, { k: '长'.repeat(51) }, VISITOR);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('搜索词最长 50 个字');
  });
});

describe('help centre: readers', () => {
  it('counts a page view once per reader per day, visitors by cookie', async () => {
    const first = await ctx.call(helpPvEndpoint, { id: articleId }, VISITOR, { public: true });
    expect(first.body.data).toMatchObject({ counted: true });
    const cookie = String(first.res.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${HELP_VISITOR_COOKIE}=`)).toBe(true);
    const again = await dataOf(
      ctx.call(helpPvEndpoint, { id: articleId }, VISITOR, { public: true, headers: { cookie } }),
    );
    expect(again.counted).toBe(false);
    expect(again.viewCount).toBe(first.body.data!.viewCount);
    expect((await dataOf(ctx.call(helpPvEndpoint, { id: articleId }, buyer01))).counted).toBe(true);
    expect((await dataOf(ctx.call(helpPvEndpoint, { id: articleId }, buyer01))).counted).toBe(false);
    ctx.clock.advance(24 * 3600_000);
    expect((await dataOf(ctx.call(helpPvEndpoint, { id: articleId }, buyer01))).counted).toBe(true);
    expect((await ctx.call(helpPvEndpoint, { id: draftId }, buyer01)).status).toBe(404);
  });

  it('likes once per user, exactly under 20 concurrent likes', async () => {
    const before = await dataOf(ctx.call(helpLikeStatusEndpoint, { id: articleId }, buyer02));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.call(helpLikeEndpoint, { id: articleId }, buyer02)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const after = await dataOf(ctx.call(helpLikeStatusEndpoint, { id: articleId }, buyer02));
    expect(after).toEqual({ liked: true, likeCount: before.likeCount + 1 });
    const both = await Promise.all([
      ctx.call(helpLikeEndpoint, { id: articleId }, buyer11),
      ctx.call(helpLikeEndpoint, { id: articleId }, vendor01),
      ctx.call(helpLikeEndpoint, { id: articleId, like: false }, buyer02),
    ]);
    expect(both.every((a) => a.status === 200)).toBe(true);
    const row = await db()
      .selectFrom('help_articles')
      .select('like_count')
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow();
    const likes = await db()
      .selectFrom('help_likes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('article_id', '=', articleId)
      .executeTakeFirstOrThrow();
    expect(row.like_count).toBe(Number(likes.n));
    expect((await ctx.call(helpLikeEndpoint, { id: articleId }, VISITOR)).status).toBe(401);
    expect((await ctx.call(helpLikeEndpoint, { id: draftId }, buyer01)).status).toBe(404);
    expect(
      (await ctx.call(helpLikeEndpoint, unchecked({ id: articleId, like: 'yes' }), buyer01)).status,
    ).toBe(400);
  });

  it('favourites, lists them and removes them', async () => {
    expect(await dataOf(ctx.call(helpFavoriteAddEndpoint, { id: articleId }, buyer01))).toEqual({
      favorited: true,
    });
    await dataOf(ctx.call(helpFavoriteAddEndpoint, { id: articleId }, buyer01));
    const mine = await dataOf(ctx.call(helpFavoritePageEndpoint, {}, buyer01));
    expect(mine.records.map((r) => r.id)).toEqual([articleId]);
    expect((await dataOf(ctx.call(helpFavoritePageEndpoint, {}, buyer02))).total).toBe(0);
    const detail = await dataOf(ctx.call(helpArticleDetailEndpoint, { id: articleId }, buyer01));
    expect(detail.me?.favorited).toBe(true);
    await dataOf(ctx.call(helpFavoriteRemoveEndpoint, { id: articleId }, buyer01));
    expect((await dataOf(ctx.call(helpFavoritePageEndpoint, {}, buyer01))).total).toBe(0);
    expect((await ctx.call(helpFavoriteAddEndpoint, { id: draftId }, buyer01)).status).toBe(404);
  });

  it('votes 有帮助 / 没帮助, the latter only with a reason', async () => {
    const no = await ctx.call(helpVoteEndpoint, unchecked({ id: articleId, helpful: false }), buyer01);
    expect(no.status).toBe(400);
    expect(no.body.message).toContain('请选择或填写没帮助的原因');
    const v = await dataOf(
      ctx.call(helpVoteEndpoint, { id: articleId, helpful: false, reason: '步骤看不懂' }, buyer01),
    );
    expect(v).toMatchObject({ helpful: false, reason: '步骤看不懂', unhelpfulCount: 1 });
    const changed = await dataOf(ctx.call(helpVoteEndpoint, { id: articleId, helpful: true }, buyer01));
    expect(changed).toMatchObject({ helpful: true, helpfulCount: 1, unhelpfulCount: 0 });
    const visitor = await dataOf(
      ctx.call(helpVoteEndpoint, { id: articleId, helpful: true }, VISITOR, { public: true }),
    );
    expect(visitor.helpfulCount).toBe(2);
  });

  it('marks an article read and records events', async () => {
    const r = await dataOf(ctx.call(helpReadStatusEndpoint, { id: articleId }, buyer01));
    expect(r.read).toBe(true);
    const d = await dataOf(ctx.call(helpArticleDetailEndpoint, { id: articleId }, buyer01));
    expect(d.me?.readAt).toBe(r.readAt);
    expect((await ctx.call(helpReadStatusEndpoint, { id: draftId }, buyer01)).status).toBe(404);
    await dataOf(
      ctx.call(helpEventEndpoint, { event: 'click-hot-term', keyword: '发票' }, VISITOR, { public: true }),
    );
    const bad = await ctx.call(helpEventEndpoint, unchecked({ event: 'nope' }), VISITOR);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('埋点事件不正确');
  });
});

describe('help centre: feedback', () => {
  let feedbackId: string;

  it('takes feedback with a screenshot; its author and operators see it, others 404', async () => {
    const sent = await dataOf(
      ctx.call(
        helpFeedbackSubmitEndpoint,
        {
          type: 'content',
          content: '文章里的菜单名称和页面不一致',
          contact: '13800000001',
          screenshot: new File([PNG], 'a.png', { type: 'image/png' }),
        },
        buyer01,
      ),
    );
    feedbackId = sent.id;
    expect(sent).toMatchObject({
      status: 'open',
      statusText: '待处理',
      hasScreenshot: true,
      typeText: '文章内容有误',
    });
    const shot = await ctx.app.inject(requestOf(helpFeedbackScreenshotEndpoint, { id: feedbackId }, buyer01));
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toContain('image/png');
    expect(
      (await ctx.app.inject(requestOf(helpFeedbackScreenshotEndpoint, { id: feedbackId }, admin))).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject(requestOf(helpFeedbackScreenshotEndpoint, { id: feedbackId }, buyer11)))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject(requestOf(helpFeedbackScreenshotEndpoint, { id: feedbackId }, buyer02)))
        .statusCode,
    ).toBe(404);
    expect((await dataOf(ctx.call(helpFeedbackMyPageEndpoint, {}, buyer11))).total).toBe(0);
  });

  it('refuses bad feedback and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('help_feedback')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const short = await ctx.call(helpFeedbackSubmitEndpoint, { type: 'bug', content: '短' }, buyer01);
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('反馈内容至少 5 个字');
    const wrongType = await ctx.call(
      helpFeedbackSubmitEndpoint,
      unchecked({ type: 'spam', content: '这是一条反馈内容' }),
      buyer01,
    );
    expect(wrongType.status).toBe(400);
    const notPicture = await ctx.call(
      helpFeedbackSubmitEndpoint,
      {
        type: 'bug',
        content: '页面打不开怎么办',
        screenshot: new File(['<html>'], 'x.png', { type: 'image/png' }),
      },
      buyer01,
    );
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.message).toBe('仅支持 JPEG、PNG 或 WebP 图片');
    const visitor = await ctx.call(
      helpFeedbackSubmitEndpoint,
      { type: 'bug', content: '页面打不开怎么办' },
      VISITOR,
    );
    expect(visitor.status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('operators reply: the author reads the reply and gets a notice; a closed one cannot be answered', async () => {
    const queue = await dataOf(ctx.call(adminHelpFeedbackPageEndpoint, { status: 'open' }, admin));
    expect(queue.records.find((r) => r.id === feedbackId)).toMatchObject({ username: 'buyer01' });
    expect((await ctx.call(adminHelpFeedbackPageEndpoint, {}, buyer01)).status).toBe(403);
    const replied = await dataOf(
      ctx.call(replyHelpFeedbackEndpoint, { id: feedbackId, reply: '已更正文章中的菜单名称，谢谢' }, admin),
    );
    expect(replied).toMatchObject({ status: 'replied', reply: '已更正文章中的菜单名称，谢谢' });
    const mine = await dataOf(ctx.call(helpFeedbackMyPageEndpoint, {}, buyer01));
    expect(mine.records[0]).toMatchObject({
      id: feedbackId,
      statusText: '已回复',
      reply: '已更正文章中的菜单名称，谢谢',
    });
    const notices = await dataOf(ctx.call(noticePageEndpoint, { category: 'HELP' }, buyer01));
    expect(notices.records[0]).toMatchObject({ kind: 'HELP_FEEDBACK_REPLIED' });
    expect((await dataOf(ctx.call(noticePageEndpoint, { category: 'HELP' }, buyer02))).records).toEqual([]);
    await dataOf(ctx.call(closeHelpFeedbackEndpoint, { id: feedbackId }, admin));
    const again = await ctx.call(replyHelpFeedbackEndpoint, { id: feedbackId, reply: '再次回复' }, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该反馈已关闭，不能再回复');
    expect(
      (await ctx.call(replyHelpFeedbackEndpoint, { id: '999999', reply: '回复内容' }, admin)).status,
    ).toBe(404);
    const log = await db()
      .selectFrom('operator_actions')
      .select('action')
      .where('object_type', '=', 'helpFeedback')
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual(['help-feedback.close', 'help-feedback.reply']);
  });
});

describe('help centre: operators', () => {
  it('previews Markdown on the server, sanitized', async () => {
    const p = await dataOf(
      ctx.call(
        previewHelpArticleEndpoint,
        { bodyMd: '# 标题\n\n[点我](javascript:alert(1)) <img src=x onerror=alert(1)>' },
        admin,
      ),
    );
    expect(p.html).not.toMatch(/href="javascript:|<img|<script/);
    expect(p.html).toContain('&lt;img');
    expect((await ctx.call(previewHelpArticleEndpoint, { bodyMd: 'x' }, buyer01)).status).toBe(403);
  });

  it('lists, edits and publishes articles, logging each change', async () => {
    const drafts = await dataOf(ctx.call(adminHelpArticlePageEndpoint, { status: 'draft' }, admin));
    expect(drafts.records.map((r) => r.id)).toContain(draftId);
    const a = await dataOf(ctx.call(adminHelpArticleEndpoint, { id: draftId }, admin));
    expect(a.bodyMd).toBe('对账单每月生成。');
    const pub = await dataOf(ctx.call(publishHelpArticleEndpoint, { id: draftId, published: true }, admin));
    expect(pub.published).toBe(true);
    expect((await ctx.call(helpArticleDetailEndpoint, { id: draftId }, VISITOR)).status).toBe(200);
    await dataOf(ctx.call(publishHelpArticleEndpoint, { id: draftId, published: false }, admin));
    expect((await ctx.call(helpArticleDetailEndpoint, { id: draftId }, VISITOR)).status).toBe(404);
    const edited = await dataOf(
      ctx.call(
        saveHelpArticleEndpoint,
        { id: draftId, directoryId: dirId, title: '对账单说明', bodyMd: '对账单**每月**生成。' },
        admin,
      ),
    );
    expect(edited.html).toContain('<strong>每月</strong>');
    const missingDir = await ctx.call(
      saveHelpArticleEndpoint,
      { directoryId: '999999', title: '标题标题', bodyMd: '正文' },
      admin,
    );
    expect(missingDir.status).toBe(404);
    const empty = await ctx.call(
      saveHelpArticleEndpoint,
      { directoryId: dirId, title: '标题标题', bodyMd: '   ' },
      admin,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请填写正文');
    const log = await db()
      .selectFrom('operator_actions')
      .select('action')
      .where('object_type', '=', 'helpArticle')
      .where('object_id', '=', draftId)
      .execute();
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining([
        'help-article.create',
        'help-article.publish',
        'help-article.unpublish',
        'help-article.update',
      ]),
    );
  });

  it('keeps the per-key counts of published articles exact through saves, publishing and deletes, raced', async () => {
    /** Keys whose kept count differs from a count over the articles (0 when exact). */
    const drift = async () =>
      Number(
        (
          await sql<{ n: string }>`WITH want AS (
            SELECT 's' AS field, k AS key, count(*)::int AS n FROM help_articles a,
              LATERAL (SELECT DISTINCT unnest(a.search_terms) AS k) x WHERE a.published GROUP BY 1, 2
            UNION ALL
            SELECT 't', k, count(*)::int FROM help_articles a,
              LATERAL (SELECT DISTINCT unnest(a.title_terms) AS k) x WHERE a.published GROUP BY 1, 2)
          SELECT count(*) AS n FROM want w
            FULL JOIN (SELECT * FROM help_term_counts WHERE n > 0) c ON c.field = w.field AND c.key = w.key
          WHERE w.n IS DISTINCT FROM c.n`.execute(db())
        ).rows[0]!.n,
      );
    const repo = new HelpRepo();
    const count = async (k: string) => (await repo.counts(db(), [helpQuery(k).terms], 1000))[0];
    expect(await drift()).toBe(0);
    const saved = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        dataOf(
          ctx.call(
            saveHelpArticleEndpoint,
            { directoryId: dirId, title: `并发计数测试${i}`, bodyMd: '发票 审批 并发计数', published: false },
            admin,
          ),
        ),
      ),
    );
    const ids = saved.map((a) => a.id);
    expect(await count('并发')).toBe(0);
    await Promise.all(
      ids.map((id) => dataOf(ctx.call(publishHelpArticleEndpoint, { id, published: true }, admin))),
    );
    expect(await count('并发')).toBe(5);
    await Promise.all([
      ...ids
        .slice(0, 3)
        .map((id) => dataOf(ctx.call(publishHelpArticleEndpoint, { id, published: false }, admin))),
      ...ids
        .slice(3)
        .map((id) =>
          dataOf(
            ctx.call(
              saveHelpArticleEndpoint,
              { id, directoryId: dirId, title: '计数改名', bodyMd: '改过的正文', published: true },
              admin,
            ),
          ),
        ),
    ]);
    expect(await drift()).toBe(0);
    expect(await count('并发')).toBe(0);
    expect(await count('改名')).toBe(2);
    await db().deleteFrom('help_articles').where('id', 'in', ids).execute();
    expect(await drift()).toBe(0);
    expect(await count('改名')).toBe(0);
  });

  it('manages directories: no duplicate names, no cycles, only empty ones deleted', async () => {
    const child = await dataOf(
      ctx.call(saveHelpDirectoryEndpoint, { name: '专票问题', parentId: dirId }, admin),
    );
    expect(child.parentId).toBe(dirId);
    const dup = await ctx.call(saveHelpDirectoryEndpoint, { name: '专票问题', parentId: dirId }, admin);
    expect(dup.status).toBe(409);
    const cycle = await ctx.call(
      saveHelpDirectoryEndpoint,
      { id: dirId, name: '测试目录', parentId: child.id },
      admin,
    );
    expect(cycle.status).toBe(400);
    const busy = await ctx.call(deleteHelpDirectoryEndpoint, { id: dirId }, admin);
    expect(busy.status).toBe(409);
    await dataOf(ctx.call(deleteHelpDirectoryEndpoint, { id: child.id }, admin));
    const list = await dataOf(ctx.call(adminHelpDirectoryListEndpoint, undefined, admin));
    expect(list.some((d) => d.id === child.id)).toBe(false);
    expect((await ctx.call(deleteHelpDirectoryEndpoint, { id: child.id }, admin)).status).toBe(404);
    expect((await ctx.call(saveHelpDirectoryEndpoint, { name: '买家目录' }, buyer01)).status).toBe(403);
  });
});
