/**
 * AI素材 through the API: vendor01 generates candidates for its own goods (offline generator: three per
 * request, none marked by the spec lock, for 30 goods and every kind and tone), saves a draft, edits it,
 * submits; a contradiction blocks submitting and approving; admin approves or rejects with a comment
 * (logged); versions, revert, comments, the published selling points, posters as WebP at widths;
 * another supplier's goods and material are 404; bad input answers Chinese 400s and changes nothing.
 */
import sharp from 'sharp';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MATERIAL_KINDS,
  MATERIAL_TONES,
  materialApproveEndpoint,
  materialCommentEndpoint,
  materialDetailEndpoint,
  materialGenerateEndpoint,
  materialGoodsEndpoint,
  materialPageEndpoint,
  materialPosterEndpoint,
  materialPublishedEndpoint,
  materialRejectEndpoint,
  materialReviewPageEndpoint,
  materialRevertEndpoint,
  materialSaveEndpoint,
  materialSubmitEndpoint,
  materialSummaryEndpoint,
} from '@pm/contract/material';
import { checkSpecs } from '@pm/contract/spec-lock';
import { requestOf } from '../../test/call';
import { dataOf, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { offlineGenerator } from './generator';

const ctx = useTestApp();
const db = () => ctx.tdb.db;

let vendor01: string;
let vendor02: string;
let admin: string;
let buyer01: string;
/** Goods of vendor01's organization and of vendor02's. */
let own: string[];
let foreign: string;

const counts = async () =>
  (
    await sql<{ m: string; v: string; c: string }>`
      SELECT (SELECT count(*) FROM materials) AS m, (SELECT count(*) FROM material_versions) AS v,
             (SELECT count(*) FROM material_comments) AS c`.execute(db())
  ).rows[0];

async function goodsOf(username: string, n: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    SELECT g.id::text AS id FROM goods g JOIN users u ON u.organization_id = g.supplier_id
    WHERE u.username = ${username} AND g.status = 'on' ORDER BY g.id LIMIT ${n}`.execute(db());
  return rows.rows.map((r) => r.id);
}

beforeAll(async () => {
  vendor01 = await login(ctx.app, DEMO.vendor01);
  vendor02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
  admin = await login(ctx.app, DEMO.admin);
  buyer01 = await login(ctx.app, DEMO.buyer01);
  own = await goodsOf('vendor01', 30);
  foreign = (await goodsOf('vendor02', 1))[0]!;
  expect(own.length).toBe(30);
});

describe('generating', () => {
  it('offers three candidates per request that the spec lock marks nothing in, for 30 goods, every kind and tone', async () => {
    const marked: string[] = [];
    let n = 0;
    for (const goodsId of own) {
      for (const kind of MATERIAL_KINDS) {
        for (const tone of MATERIAL_TONES) {
          const r = await dataOf(ctx.call(materialGenerateEndpoint, { goodsId, kind, tone }, vendor01));
          expect(r.candidates.length).toBe(3);
          for (const c of r.candidates) {
            n++;
            expect(c.content.trim()).not.toBe('');
            if (c.lock.marks.length)
              marked.push(`${goodsId} ${kind} ${tone}: ${c.content} ${JSON.stringify(c.lock.marks)}`);
          }
        }
      }
    }
    expect(n).toBe(30 * 4 * 3 * 3);
    expect(marked).toEqual([]);
  }, 120_000);

  it('is deterministic and writes from the goods data', async () => {
    const input = { goodsId: own[0]!, kind: 'SELLING_POINTS' as const, tone: 'PRO' as const };
    const a = await dataOf(ctx.call(materialGenerateEndpoint, input, vendor01));
    const b = await dataOf(ctx.call(materialGenerateEndpoint, input, vendor01));
    expect(a).toEqual(b);
    expect(a.generator).toBe('离线模板');
    expect(a.candidates[0]!.content).toContain(a.facts.brand);
  });

  it("answers another supplier's goods with 404, a buyer with 40301, bad input with Chinese 400s", async () => {
    const r = await ctx.call(
      materialGenerateEndpoint,
      { goodsId: foreign, kind: 'TITLE', tone: 'PRO' },
      vendor01,
    );
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('商品不存在');
    const b = await ctx.call(
      materialGenerateEndpoint,
      { goodsId: own[0]!, kind: 'TITLE', tone: 'PRO' },
      buyer01,
    );
    expect([r.status, b.status, b.body.code]).toEqual([404, 403, 40301]);
    const bad = await ctx.call(
      materialGenerateEndpoint,
      unchecked({ goodsId: own[0], kind: 'SLOGAN', tone: '夸张' }),
      vendor01,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/素材类型不正确|文案风格不正确/);
    // An operator may generate for any goods.
    expect(
      (await ctx.call(materialGenerateEndpoint, { goodsId: foreign, kind: 'TITLE', tone: 'BRIEF' }, admin))
        .status,
    ).toBe(200);
  });

  it('searches goods by keyword: a supplier its own, an operator all', async () => {
    const name = (
      await db().selectFrom('goods').select('name').where('id', '=', own[0]!).executeTakeFirstOrThrow()
    ).name;
    const word = name.split(' ').find((w) => /\p{Script=Han}{2}/u.test(w)) ?? name.slice(0, 2);
    const mine = await dataOf(ctx.call(materialGoodsEndpoint, { keyword: word, limit: 50 }, vendor01));
    expect(mine.total).toBeGreaterThan(0);
    const supplier = await db()
      .selectFrom('goods')
      .select('supplier_id')
      .where('id', '=', own[0]!)
      .executeTakeFirstOrThrow();
    const ids = mine.records.map((g) => g.id);
    const suppliers = await db().selectFrom('goods').select('supplier_id').where('id', 'in', ids).execute();
    expect(suppliers.every((s) => s.supplier_id === supplier.supplier_id)).toBe(true);
    const all = await dataOf(ctx.call(materialGoodsEndpoint, { keyword: word, limit: 50 }, admin));
    expect(all.total).toBeGreaterThanOrEqual(mine.total);
  });
});

describe('drafts, review and publishing', () => {
  it('saves, edits, submits; admin approves; the goods detail data shows the approved selling points only', async () => {
    const goodsId = own[1]!;
    const gen = await dataOf(
      ctx.call(materialGenerateEndpoint, { goodsId, kind: 'SELLING_POINTS', tone: 'PRO' }, vendor01),
    );
    const first = gen.candidates[0]!.content;
    let d = await dataOf(
      ctx.call(
        materialSaveEndpoint,
        { goodsId, kind: 'SELLING_POINTS', content: first, tone: 'PRO', version: 0 },
        vendor01,
      ),
    );
    expect([d.status, d.latestNo, d.versions.length]).toEqual(['DRAFT', 1, 1]);
    // Saving again replaces the draft (same version number); a stale version is refused.
    const edited = `${first}\n现货充足，支持批量采购`;
    d = await dataOf(
      ctx.call(
        materialSaveEndpoint,
        { goodsId, kind: 'SELLING_POINTS', content: edited, version: d.version },
        vendor01,
      ),
    );
    expect([d.latestNo, d.content]).toEqual([1, edited]);
    const stale = await ctx.call(
      materialSaveEndpoint,
      { goodsId, kind: 'SELLING_POINTS', content: 'x', version: 0 },
      vendor01,
    );
    expect([stale.status, stale.body.message]).toEqual([409, '素材已被修改（版本已变化），请刷新后再操作']);
    // Nothing is published before approval.
    expect((await dataOf(ctx.call(materialPublishedEndpoint, { goodsId }, VISITOR))).sellingPoints).toEqual(
      [],
    );
    d = await dataOf(ctx.call(materialSubmitEndpoint, { id: d.id, version: d.version }, vendor01));
    expect(d.status).toBe('PENDING');
    const locked = await ctx.call(
      materialSaveEndpoint,
      { goodsId, kind: 'SELLING_POINTS', content: 'x', version: d.version },
      vendor01,
    );
    expect([locked.status, locked.body.message]).toEqual([409, '素材正在审核中，不能修改']);
    const queue = await dataOf(ctx.call(materialReviewPageEndpoint, {}, admin));
    expect(queue.records.map((r) => r.id)).toContain(d.id);
    expect((await ctx.call(materialApproveEndpoint, { id: d.id, version: d.version }, vendor01)).status).toBe(
      403,
    );
    d = await dataOf(
      ctx.call(materialApproveEndpoint, { id: d.id, version: d.version, comment: '内容准确' }, admin),
    );
    expect([d.status, d.publishedNo]).toEqual(['APPROVED', 1]);
    expect(d.comments.map((c) => [c.action, c.content])).toEqual([['APPROVE', '内容准确']]);
    const pub = await dataOf(ctx.call(materialPublishedEndpoint, { goodsId }, VISITOR, { public: true }));
    expect(pub.sellingPoints.at(-1)).toBe('现货充足，支持批量采购');
    const logged = await db()
      .selectFrom('operator_actions')
      .select(['action', 'object_id'])
      .where('object_type', '=', 'material')
      .execute();
    expect(logged).toContainEqual({ action: 'material.approve', object_id: d.id });

    // A new version waits for review while buyers keep the approved one; revert makes a new draft.
    d = await dataOf(
      ctx.call(
        materialSaveEndpoint,
        { goodsId, kind: 'SELLING_POINTS', content: '只有一条新卖点', version: d.version },
        vendor01,
      ),
    );
    expect([d.latestNo, d.status, d.publishedNo]).toEqual([2, 'DRAFT', 1]);
    expect(
      (await dataOf(ctx.call(materialPublishedEndpoint, { goodsId }, VISITOR))).sellingPoints.at(-1),
    ).toBe('现货充足，支持批量采购');
    d = await dataOf(ctx.call(materialRevertEndpoint, { id: d.id, version: d.version, fromNo: 1 }, vendor01));
    expect([d.latestNo, d.status, d.content, d.versions[0]!.revertedFrom]).toEqual([3, 'DRAFT', edited, 1]);
    const noSuch = await ctx.call(
      materialRevertEndpoint,
      { id: d.id, version: d.version, fromNo: 9 },
      vendor01,
    );
    expect([noSuch.status, noSuch.body.message]).toEqual([400, '该版本不存在']);
    d = await dataOf(ctx.call(materialCommentEndpoint, { id: d.id, content: '恢复第 1 版' }, vendor01));
    expect(d.comments.at(-1)!.content).toBe('恢复第 1 版');
  });

  it('blocks submitting and approving a text that contradicts the goods, and rejects only with a comment', async () => {
    const goodsId = own[2]!;
    const facts = (
      await dataOf(ctx.call(materialGenerateEndpoint, { goodsId, kind: 'TITLE', tone: 'PRO' }, vendor01))
    ).facts;
    const wrongModel = `${facts.brand} ${facts.name} 型号 ZZ-${facts.model.replace(/[^A-Za-z0-9]/g, '')}9`;
    expect(checkSpecs(wrongModel, facts).blocked).toBe(true);
    let d = await dataOf(
      ctx.call(
        materialSaveEndpoint,
        { goodsId, kind: 'TITLE', content: wrongModel.slice(0, 80), version: 0 },
        vendor01,
      ),
    );
    const refused = await ctx.call(materialSubmitEndpoint, { id: d.id, version: d.version }, vendor01);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^素材与商品规格不符/);
    expect(d.lock.blocked).toBe(true);
    d = await dataOf(
      ctx.call(
        materialSaveEndpoint,
        { goodsId, kind: 'TITLE', content: `${facts.brand} ${facts.name}`.slice(0, 80), version: d.version },
        vendor01,
      ),
    );
    d = await dataOf(ctx.call(materialSubmitEndpoint, { id: d.id, version: d.version }, vendor01));
    const noComment = await ctx.call(
      materialRejectEndpoint,
      { id: d.id, version: d.version, comment: ' ' },
      admin,
    );
    expect([noComment.status, noComment.body.message]).toEqual([400, '请填写驳回意见']);
    d = await dataOf(
      ctx.call(materialRejectEndpoint, { id: d.id, version: d.version, comment: '标题请写明规格' }, admin),
    );
    expect([d.status, d.publishedNo, d.comments.at(-1)!.content]).toEqual(['REJECTED', 0, '标题请写明规格']);
    const again = await ctx.call(materialApproveEndpoint, { id: d.id, version: d.version }, admin);
    expect([again.status, again.body.message]).toEqual([409, '该素材不在待审核状态']);
  });

  it('composes posters on the server as WebP at widths; only approved ones are public and downloadable', async () => {
    const goodsId = own[3]!;
    const gen = await dataOf(
      ctx.call(materialGenerateEndpoint, { goodsId, kind: 'POSTER', tone: 'PROMO' }, vendor01),
    );
    const noTemplate = await ctx.call(
      materialSaveEndpoint,
      { goodsId, kind: 'POSTER', content: gen.candidates[0]!.content, version: 0 },
      vendor01,
    );
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.message).toMatch(/请选择海报模板/);
    let d = await dataOf(
      ctx.call(
        materialSaveEndpoint,
        { goodsId, kind: 'POSTER', content: gen.candidates[0]!.content, template: 'BOLD', version: 0 },
        vendor01,
      ),
    );
    const id = d.posterUrl.split('/').at(-1)!;
    const img = await ctx.app.inject(requestOf(materialPosterEndpoint, { id, w: 480 }, vendor01));
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(img.rawPayload).metadata()).width).toBe(480);
    expect((await ctx.app.inject(requestOf(materialPosterEndpoint, { id }, VISITOR))).statusCode).toBe(404);
    expect((await ctx.app.inject(requestOf(materialPosterEndpoint, { id }, vendor02))).statusCode).toBe(404);
    const badWidth = await ctx.app.inject(requestOf(materialPosterEndpoint, { id, w: 333 }, vendor01));
    expect(badWidth.statusCode).toBe(400);
    d = await dataOf(ctx.call(materialSubmitEndpoint, { id: d.id, version: d.version }, vendor01));
    d = await dataOf(ctx.call(materialApproveEndpoint, { id: d.id, version: d.version }, admin));
    const pub = await dataOf(ctx.call(materialPublishedEndpoint, { goodsId }, VISITOR));
    expect(pub.posters.map((p) => p.template)).toEqual(['BOLD']);
    const dl = await ctx.app.inject(requestOf(materialPosterEndpoint, { id, download: '1' }, VISITOR));
    expect(dl.statusCode).toBe(200);
    expect(String(dl.headers['content-disposition'])).toMatch(/^attachment/);
    expect((await sharp(dl.rawPayload).metadata()).width).toBe(1200);
  });

  it("lists by goods, kind and status with counts; another supplier's material is 404 and unchanged", async () => {
    const summary = await dataOf(ctx.call(materialSummaryEndpoint, undefined, vendor01));
    expect(summary.counts.APPROVED).toBeGreaterThanOrEqual(1);
    expect(summary.counts.DRAFT).toBeGreaterThanOrEqual(1);
    expect(summary.recent.length).toBeGreaterThan(0);
    const approved = await dataOf(
      ctx.call(materialPageEndpoint, { status: 'APPROVED', kind: 'POSTER' }, vendor01),
    );
    expect(approved.records.every((r) => r.status === 'APPROVED' && r.kind === 'POSTER')).toBe(true);
    const byGoods = await dataOf(ctx.call(materialPageEndpoint, { goodsId: own[1]! }, vendor01));
    expect(byGoods.records.map((r) => r.goodsId)).toEqual([own[1]]);
    const theirs = await dataOf(ctx.call(materialPageEndpoint, {}, vendor02));
    expect(theirs.total).toBe(0);
    const material = byGoods.records[0]!;
    const before = await counts();
    for (const r of [
      await ctx.call(materialDetailEndpoint, { id: material.id }, vendor02),
      await ctx.call(materialSubmitEndpoint, { id: material.id, version: material.version }, vendor02),
      await ctx.call(
        materialRevertEndpoint,
        { id: material.id, version: material.version, fromNo: 1 },
        vendor02,
      ),
      await ctx.call(materialCommentEndpoint, { id: material.id, content: '看看' }, vendor02),
      await ctx.call(
        materialSaveEndpoint,
        { goodsId: own[1]!, kind: 'TITLE', content: '别人的', version: 0 },
        vendor02,
      ),
    ])
      expect(r.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('answers bad input with Chinese 400s and changes nothing', async () => {
    const before = await counts();
    const cases: [unknown, RegExp][] = [
      [{ goodsId: own[0], kind: 'TITLE', content: '', version: 0 }, /请填写素材内容/],
      [{ goodsId: own[0], kind: 'TITLE', content: '标'.repeat(81), version: 0 }, /商品标题最多 80 字/],
      [{ goodsId: 'abc', kind: 'TITLE', content: '标题', version: 0 }, /ID/],
      [{ goodsId: own[0], kind: 'TITLE', content: '标题', version: -1 }, /版本号不正确/],
      [{ goodsId: own[0], kind: 'TITLE', content: 'x'.repeat(2001), version: 0 }, /素材内容最多 2000 字/],
    ];
    for (const [input, message] of cases) {
      const r = await ctx.call(materialSaveEndpoint, unchecked(input), vendor01);
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    const badStatus = await ctx.call(materialPageEndpoint, unchecked({ status: 'DONE' }), vendor01);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toMatch(/素材状态不正确/);
    expect(await counts()).toEqual(before);
  });
});

describe('offline generator', () => {
  it('writes good Chinese in three tones without words the advertising law forbids', async () => {
    const facts = {
      goodsId: '1',
      name: '世达 防爆套筒 9/16英寸',
      brand: '世达',
      model: 'SD-9916',
      spec: '9/16',
      unit: '个',
      listPrice: 12_800,
      image: '',
      catalogPath: '五金工具 / 手动工具 / 套筒',
      attrs: [{ name: '材质', value: '铍铜' }],
    };
    for (const tone of MATERIAL_TONES) {
      const texts = await offlineGenerator.generate({
        organizationId: '1',
        facts,
        kind: 'DESCRIPTION',
        tone,
      });
      expect(texts.length).toBe(3);
      for (const t of texts) expect(checkSpecs(t, facts).marks).toEqual([]);
    }
  });
});
