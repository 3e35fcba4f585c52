/**
 * Banner pictures uploaded by operators (the shared upload rules, BANNER_PICTURE's size and shape, kept
 * with the workbench's pictures) and notices as rich text that buyers read (GET /mall/notice/:id).
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mallIndexEndpoint, noticeDetailEndpoint } from '@pm/contract/mall';
import { operatorActionPageEndpoint } from '@pm/contract/workbench-admin';
import {
  adminBannerListEndpoint,
  adminNoticePageEndpoint,
  bannerPictureUploadEndpoint,
  saveBannerEndpoint,
  saveNoticeEndpoint,
  WORKBENCH_CONTENT_MESSAGES as M,
} from '@pm/contract/workbench-admin-content';
import { wbPictureEndpoint, wbPictureUploadEndpoint } from '@pm/contract/workbench-goods';
import { requestOf } from '../../test/call';
import { DEMO, dataOf, login, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp();
const db = () => ctx.tdb.db;

let admin: string;
let buyer01: string;
let vendor01: string;

function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1e6fd9' } })
    .jpeg()
    .toBuffer();
}

/** What an upload or a refused save must leave as it was. */
async function state() {
  const [banners, notices, pictures, actions] = await Promise.all([
    db().selectFrom('site_banners').selectAll().orderBy('id').execute(),
    db().selectFrom('site_notices').selectAll().orderBy('id').execute(),
    db().selectFrom('workbench_pictures').select(['id', 'used', 'listed']).orderBy('id').execute(),
    db()
      .selectFrom('operator_actions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ banners, notices, pictures, actions });
}

beforeAll(async () => {
  [admin, buyer01, vendor01] = await Promise.all([
    login(ctx.app, DEMO.admin),
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.vendor01),
  ]);
});

describe('banner pictures', () => {
  it('upload → banner saved with it → the home lists it, served publicly with cache headers', async () => {
    const file = new File([await jpeg(1200, 400)], '年末大促.jpg', { type: 'image/jpeg' });
    const picture = await dataOf(ctx.call(bannerPictureUploadEndpoint, { file }, admin));
    expect(picture.url).toBe(`/pm-api/workbench/goods/picture/${picture.id}`);
    // the operator's until a banner uses it
    const early = await ctx.app.inject(requestOf(wbPictureEndpoint, { id: picture.id }, VISITOR));
    expect(early.statusCode).toBe(404);

    const saved = await dataOf(
      ctx.call(
        saveBannerEndpoint,
        { title: '年末大促', subtitle: '全场包邮', link: '/shop/list', sort: 0, pictureId: picture.id },
        admin,
      ),
    );
    expect(saved).toMatchObject({ image: picture.url, pictureId: picture.id, enabled: true });
    const home = await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR));
    expect(home.banners.find((b) => b.id === saved.id)?.image).toBe(picture.url);

    const served = await ctx.app.inject(requestOf(wbPictureEndpoint, { id: picture.id }, VISITOR));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);

    // an edit without pictureId keeps it; null goes back to the drawn picture
    const kept = await dataOf(ctx.call(saveBannerEndpoint, { id: saved.id, title: '年末大促 2' }, admin));
    expect(kept.image).toBe(picture.url);
    const drawn = await dataOf(
      ctx.call(saveBannerEndpoint, { id: saved.id, title: '年末大促 2', pictureId: null }, admin),
    );
    expect(drawn).toMatchObject({ image: `/pm-api/mall/image/banner-${saved.id}.svg`, pictureId: null });
    const log = await dataOf(ctx.call(operatorActionPageEndpoint, { objectKey: saved.id }, admin));
    expect(log.records.map((r) => r.action)).toEqual(['banner.update', 'banner.update', 'banner.create']);
  });

  it('bad files: a Chinese 400 (or 413), nothing stored', async () => {
    const before = await state();
    const cases: [File, number, string][] = [
      [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.png', { type: 'image/png' }), 400, ''],
      [new File([Buffer.from('GIF89a')], 'a.gif', { type: 'image/gif' }), 400, ''],
      [new File([(await jpeg(1200, 400)).subarray(0, 600)], 'cut.jpg', { type: 'image/jpeg' }), 400, ''],
      [new File([await jpeg(300, 100)], 'small.jpg', { type: 'image/jpeg' }), 400, M.bannerPictureSmall],
      [new File([await jpeg(800, 800)], 'square.jpg', { type: 'image/jpeg' }), 400, M.bannerPictureShape],
      [new File([Buffer.alloc(6 * 1024 * 1024, 1)], 'big.jpg', { type: 'image/jpeg' }), 413, ''],
    ];
    for (const [file, status, message] of cases) {
      const res = await ctx.call(bannerPictureUploadEndpoint, { file }, admin);
      expect(res.status, file.name).toBe(status);
      expect(res.body.message, file.name).toMatch(/[\u4e00-\u9fa5]/);
      if (message) expect(res.body.message).toBe(message);
    }
    // only operators upload
    const asVendor = await ctx.call(
      bannerPictureUploadEndpoint,
      { file: new File([await jpeg(1200, 400)], 'v.jpg', { type: 'image/jpeg' }) },
      vendor01,
    );
    expect(asVendor.status).toBe(403);
    expect(await state()).toBe(before);
  });

  it('a picture that is not the operators’ own upload: 404, the banner unchanged', async () => {
    const vendorPicture = await dataOf(
      ctx.call(
        wbPictureUploadEndpoint,
        { file: new File([await jpeg(1200, 400)], 'v.jpg', { type: 'image/jpeg' }) },
        vendor01,
      ),
    );
    const banners = await dataOf(ctx.call(adminBannerListEndpoint, undefined, admin));
    const first = banners[0]!;
    const before = await state();
    for (const pictureId of [vendorPicture.id, '999999999']) {
      const res = await ctx.call(saveBannerEndpoint, { ...first, pictureId }, admin);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.bannerPictureNotFound);
    }
    expect(await state()).toBe(before);
  });
});

describe('notices as rich text', () => {
  it('hostile input is kept to the allow-list; buyers read the published notice', async () => {
    const hostile = [
      '<h3 onclick="alert(1)">放假安排</h3>',
      '<p style="color:red">1 月 1 日<strong>放假</strong>一天，<a href="javascript:alert(1)">详情</a></p>',
      '<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>',
      '<ul><li>订单照常受理</li><li>2 日起发货</li></ul>',
      '<img src="https://evil.example/x.png" onerror="alert(1)"><img src="/img/brands/a.svg" alt="品牌">',
      '<a href="https://www.example.com/a">说明</a> A &amp; B',
    ].join('');
    const saved = await dataOf(
      ctx.call(
        saveNoticeEndpoint,
        { title: '元旦放假安排', body: hostile, publishedOn: '2026-11-26' },
        admin,
      ),
    );
    for (const bad of ['script', 'style', 'iframe', 'onclick', 'onerror', 'javascript:', 'evil.example']) {
      expect(saved.body).not.toContain(bad);
    }
    expect(saved.body).toContain('<h3>放假安排</h3>');
    expect(saved.body).toContain('<strong>放假</strong>');
    expect(saved.body).toContain('<ul><li>订单照常受理</li><li>2 日起发货</li></ul>');
    expect(saved.body).toContain('<img src="/img/brands/a.svg" alt="品牌" />');
    expect(saved.body).toContain('A &amp; B');
    const stored = await db()
      .selectFrom('site_notices')
      .select('body')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe(saved.body);

    const home = await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR));
    expect(home.notices[0]).toMatchObject({ id: saved.id, title: '元旦放假安排', date: '2026-11-26' });
    const read = await dataOf(ctx.call(noticeDetailEndpoint, { id: saved.id }, VISITOR));
    expect(read).toMatchObject({
      id: saved.id,
      title: '元旦放假安排',
      html: saved.body,
      publishedOn: '2026-11-26',
    });
    expect(read.recent.map((r) => r.id)).not.toContain(saved.id);
    expect(read.recent.length).toBeGreaterThan(0);
    expect((await ctx.call(noticeDetailEndpoint, { id: saved.id }, buyer01)).status).toBe(200);

    // withdrawn and drafts: not found for buyers, still the operators'
    await dataOf(ctx.call(saveNoticeEndpoint, { ...saved, published: false }, admin));
    const draft = await dataOf(
      ctx.call(saveNoticeEndpoint, { title: '草稿公告', body: '<p>未发布</p>', published: false }, admin),
    );
    for (const id of [saved.id, draft.id, '999999999']) {
      const res = await ctx.call(noticeDetailEndpoint, { id }, buyer01);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('公告不存在或已撤回');
    }
    expect((await ctx.call(noticeDetailEndpoint, { id: 'abc' }, VISITOR)).status).toBe(400);
    const page = await dataOf(ctx.call(adminNoticePageEndpoint, { limit: 50 }, admin));
    expect(page.records.map((r) => r.id)).toEqual(expect.arrayContaining([saved.id, draft.id]));
  });

  it('a plain-text body of earlier notices reads as paragraphs; too long a body: 400, nothing saved', async () => {
    const row = await db()
      .insertInto('site_notices')
      .values({
        title: '旧公告',
        body: '第一行 1<2\n第二行 & 完',
        published_on: '2026-11-20',
        published: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await dataOf(ctx.call(noticeDetailEndpoint, { id: row.id }, VISITOR));
    expect(read.html).toBe('<p>第一行 1&lt;2</p><p>第二行 &amp; 完</p>');

    const before = await state();
    const long = await ctx.call(
      saveNoticeEndpoint,
      { title: '很长的公告', body: `<p>${'字'.repeat(5001)}</p>` },
      admin,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(M.noticeTooLong);
    const markup = await ctx.call(
      saveNoticeEndpoint,
      { title: '很长的公告', body: '<p><strong>字</strong></p>'.repeat(1200) },
      admin,
    );
    expect(markup.status).toBe(400);
    expect(markup.body.message).toBe(M.noticeMarkupTooLong);
    expect(await state()).toBe(before);
  });
});
