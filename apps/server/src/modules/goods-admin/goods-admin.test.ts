/**
 * 运营工作台's goods through the API: vendor01 creates, edits, submits, withdraws and delists its goods;
 * a change to a listed item waits for review while buyers keep the listed version; price and stock apply
 * at once (with history); versions refuse stale writes; another supplier's items are 404; admin approves
 * (searchable at once through the real search, facets and counts following) or rejects with a reason;
 * pictures under the upload rules; bad input answers Chinese 400s and changes nothing.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsSearchEndpoint } from '@pm/contract/goods';
import * as WB from '@pm/contract/workbench-goods';
import type { WbGoodsFields } from '@pm/contract/workbench-goods';
import { requestOf } from '../../test/call';
import { dataOf, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp();
const db = () => ctx.tdb.db;

let vendor01: string;
let vendor02: string;
let admin: string;
let buyer01: string;
let base: { brandId: string; catalogId: string; catalogName: string; warehouseId: string };
let JPEG: Buffer;

function fields(over: Partial<WbGoodsFields> = {}): WbGoodsFields {
  return {
    name: '工作台测试 钛合金扭力扳手',
    brandId: base.brandId,
    catalogId: base.catalogId,
    model: 'WB-TQ200',
    spec: '200N·m',
    attrs: [{ name: '材质', value: '钛合金' }],
    unit: '把',
    moq: 2,
    orderMultiple: 2,
    listPrice: 45_600,
    marketPrice: 52_000,
    images: [],
    description: '<p onclick="x()">好用<script>alert(1)</script><img src="https://evil.example/x.png"></p>',
    ...over,
  };
}

const tableCounts = async () => {
  const n = async (t: 'workbench_goods' | 'goods' | 'goods_price_history') =>
    Number(
      (
        await db()
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    work: await n('workbench_goods'),
    goods: await n('goods'),
    history: await n('goods_price_history'),
  };
};

beforeAll(async () => {
  [vendor01, vendor02, admin, buyer01] = await Promise.all([
    login(ctx.app, DEMO.vendor01),
    login(ctx.app, { username: 'vendor02', password: 'Vendor2026' }),
    login(ctx.app, DEMO.admin),
    login(ctx.app, DEMO.buyer01),
  ]);
  const options = await dataOf(ctx.call(WB.wbGoodsOptionsEndpoint, undefined, vendor01));
  const catalog = options.catalogs[0]!;
  base = {
    brandId: options.brands[0]!.id,
    catalogId: catalog.id,
    catalogName: catalog.path.split(' / ')[2]!,
    warehouseId: options.warehouses[0]!.id,
  };
  JPEG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer();
});

describe('商品管理 (vendor)', () => {
  it('lists own goods with statuses and filters; counts per status', async () => {
    const page = await dataOf(ctx.call(WB.wbGoodsPageEndpoint, { status: 'ON', limit: 5 }, vendor01));
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.status === 'ON' && r.statusText === '已上架')).toBe(true);
    const summary = await dataOf(ctx.call(WB.wbGoodsSummaryEndpoint, undefined, vendor01));
    expect(summary.counts.ON).toBe(page.total);
    const other = await dataOf(ctx.call(WB.wbGoodsPageEndpoint, { limit: 100 }, vendor02));
    expect(other.records.some((r) => page.records.some((m) => m.id === r.id))).toBe(false);
    // A keyword finds the item by its name, code or model (the fuzzer found every keyword answering 500).
    const first = page.records[0]!;
    for (const keyword of [first.name, first.skuCode]) {
      const found = await dataOf(ctx.call(WB.wbGoodsPageEndpoint, { keyword, limit: 100 }, vendor01));
      expect(found.records.map((r) => r.id)).toContain(first.id);
    }
    const none = await dataOf(
      ctx.call(WB.wbGoodsPageEndpoint, { keyword: '%_\\没有这种商品', limit: 5 }, vendor01),
    );
    expect(none.total).toBe(0);
    const bad = await ctx.call(WB.wbGoodsPageEndpoint, unchecked({ status: 'SOLD' }), vendor01);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('商品状态不正确');
  });

  it('refuses buyers and visitors', async () => {
    const asBuyer = await ctx.call(WB.wbGoodsPageEndpoint, {}, buyer01);
    expect([asBuyer.status, asBuyer.body.code]).toEqual([403, 40301]);
    expect((await ctx.call(WB.wbGoodsPageEndpoint, {}, VISITOR)).status).toBe(401);
    const review = await ctx.call(WB.wbReviewPageEndpoint, {}, vendor01);
    expect([review.status, review.body.code]).toEqual([403, 40301]);
  });

  it('creates a draft (sanitized description), submits, withdraws; bad input changes nothing', async () => {
    const before = await tableCounts();
    for (const [input, message] of [
      [{ ...fields(), name: '  ' }, '请填写商品名称'],
      [{ ...fields(), listPrice: 0 }, '销售价必须大于 0'],
      [{ ...fields(), marketPrice: 100 }, '市场价不能低于销售价'],
      [{ ...fields(), moq: 1.5 }, '起订量必须是整数'],
      [{ ...fields(), images: ['https://evil.example/a.png'] }, '商品图片地址不正确，请重新上传'],
    ] as const) {
      const r = await ctx.call(WB.wbGoodsCreateEndpoint, unchecked(input), vendor01);
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    const noBrand = await ctx.call(WB.wbGoodsCreateEndpoint, fields({ brandId: '999999999' }), vendor01);
    expect([noBrand.status, noBrand.body.message]).toEqual([400, '所选品牌不存在']);
    const foreignPicture = await ctx.call(
      WB.wbGoodsCreateEndpoint,
      fields({ images: ['/pm-api/workbench/goods/picture/999999'] }),
      vendor01,
    );
    expect([foreignPicture.status, foreignPicture.body.message]).toEqual([400, '商品图片不存在，请重新上传']);
    expect(await tableCounts()).toEqual(before);

    const draft = await dataOf(ctx.call(WB.wbGoodsCreateEndpoint, fields(), vendor01));
    expect(draft).toMatchObject({ status: 'DRAFT', statusText: '草稿', version: 1, listed: null });
    expect(draft.current.description).toBe('<p>好用</p>');
    const sent = await dataOf(ctx.call(WB.wbGoodsSubmitEndpoint, { id: draft.id, version: 1 }, vendor01));
    expect(sent).toMatchObject({ status: 'PENDING', version: 2 });
    const locked = await ctx.call(
      WB.wbGoodsSaveEndpoint,
      { ...fields(), id: draft.id, version: 2 },
      vendor01,
    );
    expect([locked.status, locked.body.message]).toEqual([409, '商品正在审核中，请先撤回再修改']);
    const back = await dataOf(ctx.call(WB.wbGoodsWithdrawEndpoint, { id: draft.id, version: 2 }, vendor01));
    expect(back).toMatchObject({ status: 'DRAFT', version: 3 });
    // another supplier's item does not exist for vendor02
    const foreign = await ctx.call(WB.wbGoodsDetailEndpoint, { id: draft.id }, vendor02);
    expect(foreign.status).toBe(404);
    const foreignSave = await ctx.call(
      WB.wbGoodsSaveEndpoint,
      { ...fields(), id: draft.id, version: 3 },
      vendor02,
    );
    expect(foreignSave.status).toBe(404);
  });

  it('refuses the second of two edits from the same version as stale', async () => {
    const draft = await dataOf(
      ctx.call(WB.wbGoodsCreateEndpoint, fields({ name: '工作台测试 并发编辑' }), vendor01),
    );
    const [a, b] = await Promise.all([
      ctx.call(
        WB.wbGoodsSaveEndpoint,
        { ...fields({ name: '甲的修改' }), id: draft.id, version: 1 },
        vendor01,
      ),
      ctx.call(
        WB.wbGoodsSaveEndpoint,
        { ...fields({ name: '乙的修改' }), id: draft.id, version: 1 },
        vendor01,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe('该商品已被修改（版本已变化），请刷新后再操作');
    const now = await dataOf(ctx.call(WB.wbGoodsDetailEndpoint, { id: draft.id }, vendor01));
    expect(now.version).toBe(2);
    expect(['甲的修改', '乙的修改']).toContain(now.current.name);
  });
});

describe('商品审核 (admin) and the search', () => {
  it('approves a new item with a picture: searchable at once, with its facets and counts', async () => {
    const file = new File([JPEG], 'wrench.jpg', { type: 'image/jpeg' });
    const picture = await dataOf(ctx.call(WB.wbPictureUploadEndpoint, { file }, vendor01));
    expect(picture.url).toBe(`/pm-api/workbench/goods/picture/${picture.id}`);
    // private until listed
    expect(
      (await ctx.app.inject(requestOf(WB.wbPictureEndpoint, { id: picture.id }, buyer01))).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject(requestOf(WB.wbPictureEndpoint, { id: picture.id }, admin))).statusCode,
    ).toBe(200);
    const notPicture = await ctx.call(
      WB.wbPictureUploadEndpoint,
      { file: new File(['<svg/>'], 'x.jpg', { type: 'image/jpeg' }) },
      vendor01,
    );
    expect(notPicture.status).toBe(400);

    const search = (keyword: string) =>
      dataOf(ctx.call(goodsSearchEndpoint, { keyword, catalogId: base.catalogId }, buyer01));
    const word = '钛合金棘轮扭力扳手工作台';
    expect((await search(word)).total).toBe(0);
    const inCatalog = (await dataOf(ctx.call(goodsSearchEndpoint, { catalogId: base.catalogId }, buyer01)))
      .total;

    const draft = await dataOf(
      ctx.call(WB.wbGoodsCreateEndpoint, fields({ name: word, images: [picture.url] }), vendor01),
    );
    const sent = await dataOf(
      ctx.call(WB.wbGoodsSubmitEndpoint, { id: draft.id, version: draft.version }, vendor01),
    );
    const queue = await dataOf(ctx.call(WB.wbReviewPageEndpoint, { limit: 100 }, admin));
    const row = queue.records.find((r) => r.id === draft.id);
    expect(row).toMatchObject({ isNew: true, supplierName: '苏州联创工业品供应链有限公司' });
    const approved = await dataOf(
      ctx.call(WB.wbReviewApproveEndpoint, { id: draft.id, version: sent.version }, admin),
    );
    expect(approved.status).toBe('ON');
    const again = await ctx.call(WB.wbReviewApproveEndpoint, { id: draft.id, version: sent.version }, admin);
    expect(again.status).toBe(409);
    // the operator's action log has the approval (one, the refused second one logged nothing)
    const logged = await db()
      .selectFrom('operator_actions')
      .select(['action', 'object_type', 'object_name'])
      .where('object_id', '=', draft.id)
      .execute();
    expect(logged).toEqual([{ action: 'goods.approve', object_type: 'goods', object_name: word }]);

    const found = await search(word);
    expect(found.records.map((r) => r.id)).toEqual([draft.id]);
    expect(found.facets.brands.map((b) => b.id)).toEqual([base.brandId]);
    expect((await dataOf(ctx.call(goodsSearchEndpoint, { catalogId: base.catalogId }, buyer01))).total).toBe(
      inCatalog + 1,
    );
    // the picture is public now
    expect(
      (await ctx.app.inject(requestOf(WB.wbPictureEndpoint, { id: picture.id }, VISITOR))).statusCode,
    ).toBe(200);

    // stock and price at once, with history
    const listed = await dataOf(ctx.call(WB.wbGoodsDetailEndpoint, { id: draft.id }, vendor01));
    const stocked = await dataOf(
      ctx.call(
        WB.wbGoodsStockEndpoint,
        { id: draft.id, version: listed.version, warehouseId: base.warehouseId, quantity: 80 },
        vendor01,
      ),
    );
    expect(stocked.stock.find((s) => s.warehouseId === base.warehouseId)?.quantity).toBe(80);
    const priced = await dataOf(
      ctx.call(
        WB.wbGoodsPriceEndpoint,
        { id: draft.id, version: stocked.version, listPrice: 39_900, marketPrice: 52_000 },
        vendor01,
      ),
    );
    expect(priced.listed?.listPrice).toBe(39_900);
    expect(priced.priceHistory.map((h) => h.listPrice)).toEqual([39_900, 45_600]);
    expect((await search(word)).records[0]?.price).toBe(39_900);
    const foreignWarehouse = await ctx.call(
      WB.wbGoodsStockEndpoint,
      { id: draft.id, version: priced.version, warehouseId: '999999', quantity: 1 },
      vendor01,
    );
    expect(foreignWarehouse.status).toBe(404);
  });

  it('keeps the listed version for buyers while a change waits; shows the difference; reject needs a reason', async () => {
    const mine = await dataOf(ctx.call(WB.wbGoodsPageEndpoint, { status: 'ON', limit: 20 }, vendor01));
    const id = mine.records.find((r) => r.version === 0)!.id;
    const item = await dataOf(ctx.call(WB.wbGoodsDetailEndpoint, { id }, vendor01));
    expect(item.version).toBe(0);
    const saved = await dataOf(
      ctx.call(
        WB.wbGoodsSaveEndpoint,
        { ...item.current, name: `${item.current.name} 改`, id, version: 0 },
        vendor01,
      ),
    );
    expect(saved).toMatchObject({ status: 'ON', hasDraft: true });
    expect(saved.listed?.name).toBe(item.current.name);
    expect(saved.diff.map((d) => d.label)).toEqual(['商品名称']);
    const sent = await dataOf(ctx.call(WB.wbGoodsSubmitEndpoint, { id, version: saved.version }, vendor01));
    const review = await dataOf(ctx.call(WB.wbReviewDetailEndpoint, { id }, admin));
    // the description as the review shows it: HTML kept to the allow-list on the way out too (a
    // catalog item's plain text as paragraphs), whatever the row holds
    expect(review.listed!.description).not.toMatch(/<script|onclick|javascript:/i);
    await db()
      .updateTable('workbench_goods')
      .set({
        description:
          '<h3 onclick="x()">说明</h3><script>alert(1)</script><p><a href="javascript:x()">链接</a></p>',
      })
      .where('goods_id', '=', id)
      .execute();
    const shown = await dataOf(ctx.call(WB.wbReviewDetailEndpoint, { id }, admin));
    expect(shown.submitted.description).toBe(
      '<h3>说明</h3><p><a rel="noopener noreferrer nofollow" target="_blank">链接</a></p>',
    );
    await db()
      .updateTable('workbench_goods')
      .set({ description: review.submitted.description })
      .where('goods_id', '=', id)
      .execute();
    expect(review.diff).toEqual([
      { field: 'name', label: '商品名称', before: item.current.name, after: `${item.current.name} 改` },
    ]);
    const noReason = await ctx.call(
      WB.wbReviewRejectEndpoint,
      { id, version: sent.version, reason: ' ' },
      admin,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请填写驳回原因');
    const rejected = await dataOf(
      ctx.call(WB.wbReviewRejectEndpoint, { id, version: sent.version, reason: '名称不规范' }, admin),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '名称不规范' });
    const seen = await dataOf(ctx.call(WB.wbGoodsDetailEndpoint, { id }, vendor01));
    expect(seen).toMatchObject({ status: 'REJECTED', rejectReason: '名称不规范' });
    const row = await db()
      .selectFrom('goods')
      .select(['name', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: item.current.name, status: 'on' });
  });

  it('delists at once (gone from search)', async () => {
    const mine = await dataOf(ctx.call(WB.wbGoodsPageEndpoint, { status: 'ON', limit: 1 }, vendor01));
    const r = mine.records[0]!;
    const off = await dataOf(ctx.call(WB.wbGoodsDelistEndpoint, { id: r.id, version: r.version }, vendor01));
    expect(off.status).toBe('OFF');
    const row = await db()
      .selectFrom('goods')
      .select('status')
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('off');
    const twice = await ctx.call(WB.wbGoodsDelistEndpoint, { id: r.id, version: off.version }, vendor01);
    expect([twice.status, twice.body.message]).toEqual([409, '该商品未上架，不能下架']);
  });

  it('answers operators the pending count', async () => {
    const s = await dataOf(ctx.call(WB.wbGoodsSummaryEndpoint, undefined, admin));
    const q = await dataOf(ctx.call(WB.wbReviewPageEndpoint, {}, admin));
    expect(s.counts.PENDING).toBe(q.total);
  });
});
