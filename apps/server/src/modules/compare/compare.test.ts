import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { compareAppendEndpoint } from '@pm/contract/add-to-lists';
import { cartListEndpoint } from '@pm/contract/cart';
import {
  compareCartAppendEndpoint,
  comparePageEndpoint,
  compareRemoveEndpoint,
  compareReportEndpoint,
} from '@pm/contract/compare';
import { type CallInput, type Caller, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { requestOf } from '../../test/call';
import { insertFixture, type Fixture } from '../goods-detail/test-fixtures';
import { CHOSEN_MARK } from './compare-report';

const ctx = useTestApp();
let buyer: string;
let buyer02: string;
let other: string;
let vendor: string;
let fx: Fixture;
let buyerId: string;
let vendor02Org: string;
/** buyer01's 核价单 line ids by fixture key. */
const line = {} as Record<'A' | 'B' | 'C' | 'D' | 'F', string>;

interface Line {
  id: string;
  goodsId: string;
  num: number;
  state: string;
  stateText: string;
  deliveryDays: number | null;
  amount: number;
  listAmount: number;
  freight: number;
  freeThreshold: number;
  total: number;
  cheapest: boolean;
  goods: {
    id: string;
    price: number;
    listPrice: number;
    agreement: boolean;
    stock: number;
    supplierId: string;
  };
}
interface Set {
  key: string;
  title: string;
  lines: Line[];
  supplierCount: number;
  cheapestLineId: string | null;
  spread: number;
}
interface Page {
  records: Set[];
  total: number;
  page: number;
  limit: number;
  divisionCode: string | null;
  lineCount: number;
}

/** The report: an xlsx, or a failure in the envelope; the raw answer of the endpoint's request. */
function report(as: Caller, query: CallInput<typeof compareReportEndpoint>) {
  return ctx.app.inject(requestOf(compareReportEndpoint, query, as));
}
async function page(token: string, query: CallInput<typeof comparePageEndpoint> = {}): Promise<Page> {
  const res = await ctx.call(comparePageEndpoint, query, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page;
}
const setOf = (p: Page, goodsId: string) =>
  p.records.find((s) => s.lines.some((l) => l.goodsId === goodsId))!;
const lineOf = (p: Page, goodsId: string) => setOf(p, goodsId).lines.find((l) => l.goodsId === goodsId)!;

/** Adds goods to a 核价单 through the add-to-lists endpoint, one clock tick apart. */
async function add(token: string, goodsId: string, num: number): Promise<string> {
  ctx.clock.advance(1000);
  const res = await ctx.call(compareAppendEndpoint, { id: goodsId, num, ifOverrideNum: 'true' }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

/** Everything the 核价单 and cart tables hold, to prove a refused call changed nothing. */
async function snapshot() {
  const db = ctx.tdb.db;
  return {
    compare: await db.selectFrom('compare_price_lines').selectAll().orderBy('id').execute(),
    cart: await db.selectFrom('cart_lines').selectAll().orderBy('id').execute(),
  };
}

async function resetBuyerList(): Promise<void> {
  await sql`DELETE FROM compare_price_lines WHERE user_id = ${buyerId}`.execute(ctx.tdb.db);
  await sql`DELETE FROM cart_lines WHERE user_id = ${buyerId}`.execute(ctx.tdb.db);
  for (const k of ['A', 'B', 'C', 'D', 'F'] as const)
    line[k] = await add(buyer, fx.ids[k]!, k === 'D' ? 2 : 1);
}

beforeAll(async () => {
  fx = await insertFixture(ctx.tdb.db, '核价');
  const db = ctx.tdb.db;
  vendor02Org = (
    await db
      .selectFrom('users')
      .select('organization_id')
      .where('username', '=', 'vendor02')
      .executeTakeFirstOrThrow()
  ).organization_id;
  // C comes from another supplier: the set of 游标卡尺 compares two suppliers.
  await db.updateTable('goods').set({ supplier_id: vendor02Org }).where('id', '=', fx.ids.C!).execute();
  buyerId = (
    await db.selectFrom('users').select('id').where('username', '=', 'buyer01').executeTakeFirstOrThrow()
  ).id;
  buyer = await login(ctx.app, DEMO.buyer01);
  buyer02 = await login(ctx.app, DEMO.buyer02);
  other = await login(ctx.app, DEMO.buyer11);
  vendor = await login(ctx.app, DEMO.vendor01);
  await resetBuyerList();
});

describe('GET /cart/compare-price/page', () => {
  it('groups comparable goods into sets and marks the lowest total with freight', async () => {
    const p = await page(buyer);
    expect(p).toMatchObject({ total: 3, page: 1, limit: 20, divisionCode: null, lineCount: 5 });
    // newest set first: F was added last, then D; A, B, C share the third-level category
    expect(p.records.map((s) => s.lines.map((l) => l.goodsId))).toEqual([
      [fx.ids.F],
      [fx.ids.D],
      [fx.ids.A, fx.ids.B, fx.ids.C],
    ]);
    const calipers = setOf(p, fx.ids.A!);
    expect(calipers).toMatchObject({ key: fx.catalogs.c3a, title: fx.names.c3a, supplierCount: 2 });
    // no area: the template's default freight (10.00, free from 99.00) and all stock
    expect(lineOf(p, fx.ids.A!)).toMatchObject({
      id: line.A,
      num: 1,
      state: 'ok',
      amount: 9900,
      listAmount: 12800,
      freight: 0,
      freeThreshold: 9900,
      total: 9900,
      cheapest: false,
      deliveryDays: 1,
      goods: { price: 9900, listPrice: 12800, agreement: true, stock: 50 },
    });
    expect(lineOf(p, fx.ids.C!)).toMatchObject({
      amount: 8800,
      freight: 1000,
      total: 9800,
      cheapest: true,
      deliveryDays: 2,
      goods: { supplierId: vendor02Org, agreement: true },
    });
    expect(lineOf(p, fx.ids.B!)).toMatchObject({
      total: 16800,
      cheapest: false,
      goods: { agreement: false },
    });
    expect(calipers.cheapestLineId).toBe(line.C);
    expect(calipers.spread).toBe(16800 - 9800);
    // a set of one is its own cheapest
    expect(lineOf(p, fx.ids.D!)).toMatchObject({ num: 2, amount: 44000, cheapest: true });
  });

  it('prices for the delivery area: stock, area limits, delivery days and freight rules', async () => {
    // 杭州 上城区: C has no stock in the warehouses serving 浙江, so A (free freight above 50.00) wins
    const hz = await page(buyer, { divisionCode: '330102' });
    expect(hz.divisionCode).toBe('330102');
    expect(lineOf(hz, fx.ids.C!)).toMatchObject({
      state: 'understock',
      stateText: '库存不足（库存 0把）',
      cheapest: false,
      goods: { stock: 0 },
    });
    expect(lineOf(hz, fx.ids.A!)).toMatchObject({
      state: 'ok',
      freight: 0,
      freeThreshold: 5000,
      cheapest: true,
    });
    expect(setOf(hz, fx.ids.A!).spread).toBe(16800 - 9900);
    // 西湖区: B may not be sold there
    const xh = await page(buyer, { divisionCode: '330106' });
    expect(lineOf(xh, fx.ids.B!)).toMatchObject({
      state: 'areaLimited',
      stateText: '该地区不在销售范围',
      deliveryDays: null,
      cheapest: false,
    });
    // 乌鲁木齐: A is limited, C has no stock there (北京仓 serves 北京、天津): nothing to choose
    const xj = await page(buyer, { divisionCode: '650100' });
    const set = setOf(xj, fx.ids.A!);
    expect(set.cheapestLineId).toBeNull();
    expect(set.lines.every((l) => !l.cheapest)).toBe(true);
  });

  it('pages by sets', async () => {
    const second = await page(buyer, { page: 2, limit: 1 });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1, lineCount: 5 });
    expect(second.records.map((s) => s.lines.map((l) => l.goodsId))).toEqual([[fx.ids.D]]);
    expect((await page(buyer, { page: 9, limit: 1 })).records).toEqual([]);
  });

  it("shows each user only their own list (the same organization's other buyer included)", async () => {
    expect(await page(buyer02)).toMatchObject({ total: 0, lineCount: 0, records: [] });
    expect(await page(other)).toMatchObject({ total: 0, lineCount: 0, records: [] });
  });

  it('refuses bad input in Chinese and callers who are not buyers', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ divisionCode: 'abc' }, '地区编码应为 6 位数字'],
      [{ divisionCode: '999999' }, '地区编码不存在'],
      [{ limit: 101 }, '每页条数'],
      [{ page: 0 }, '页码'],
    ];
    for (const [query, message] of cases) {
      const res = await ctx.call(comparePageEndpoint, unchecked(query), buyer);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message, JSON.stringify(query)).toContain(message);
    }
    expect((await ctx.call(comparePageEndpoint, {}, VISITOR)).status).toBe(401);
    expect((await ctx.call(comparePageEndpoint, {}, vendor)).status).toBe(403);
  });
});

describe('POST /cart/compare-price/remove', () => {
  it("answers 404 for another user's lines and changes nothing", async () => {
    const before = await snapshot();
    for (const token of [buyer02, other, vendor]) {
      const res = await ctx.call(compareRemoveEndpoint, { ids: [line.A] }, token, { form: false });
      expect(res.status).toBe(token === vendor ? 403 : 404);
      if (token !== vendor) expect(res.body.message).toBe('核价单商品不存在');
    }
    // one of the caller's own lines with an unknown one: none is removed
    const mixed = await ctx.call(compareRemoveEndpoint, { ids: `${line.A},999999999` }, buyer);
    expect(mixed.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad ids in Chinese', async () => {
    const cases: [unknown, boolean, string][] = [
      ['ids=', true, 'ID 格式不正确'],
      ['ids=abc', true, 'ID 格式不正确'],
      [{ ids: [] }, false, '请至少选择一条'],
      [{}, false, '应为 ID 列表'],
    ];
    for (const [payload, form, message] of cases) {
      const res = await ctx.call(compareRemoveEndpoint, unchecked(payload), buyer, { form });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message, JSON.stringify(payload)).toContain(message);
    }
  });

  it('removes the caller’s lines (form or JSON)', async () => {
    const form = await ctx.call(compareRemoveEndpoint, { ids: line.F }, buyer);
    expect(form.body).toMatchObject({ code: 200, message: '删除成功', data: { removed: 1, count: 4 } });
    const json = await ctx.call(compareRemoveEndpoint, { ids: [Number(line.D), line.D] }, buyer, {
      form: false,
    });
    expect(json.body.data).toEqual({ removed: 1, count: 3 });
    expect((await page(buyer)).total).toBe(1);
    await resetBuyerList();
  });
});

describe('POST /cart/compare-price/cart/append', () => {
  const cartOf = (userId: string) =>
    ctx.tdb.db
      .selectFrom('cart_lines')
      .select(['goods_id', 'num'])
      .where('user_id', '=', userId)
      .orderBy('goods_id')
      .execute();

  it('moves the chosen lines to the cart (appendCart 0) or copies them (appendCart 1)', async () => {
    const moved = await ctx.call(compareCartAppendEndpoint, { comparePriceIds: line.C }, buyer);
    expect(moved.body).toMatchObject({
      code: 200,
      message: '加入购物车成功',
      data: { added: 1, cartCount: 1, removed: 1, count: 4 },
    });
    expect(await cartOf(buyerId)).toEqual([{ goods_id: fx.ids.C, num: 1 }]);
    expect(lineOf(await page(buyer), fx.ids.A!).cheapest).toBe(true);

    const kept = await ctx.call(
      compareCartAppendEndpoint,
      { comparePriceIds: [line.A, line.D], appendCart: 1 },
      buyer,
      { form: false },
    );
    expect(kept.body.data).toEqual({ added: 2, cartCount: 3, removed: 0, count: 4 });
    // the cart shows them (through the cart's own list)
    const cart = await ctx.call(cartListEndpoint, {}, buyer);
    const goods = cart.body.data.groups.flatMap((g) => g.lines).map((l) => [l.goodsId, l.num]);
    expect(goods).toEqual(
      expect.arrayContaining([
        [fx.ids.A, 1],
        [fx.ids.C, 1],
        [fx.ids.D, 2],
      ]),
    );
    // adding again adds up
    await ctx.call(compareCartAppendEndpoint, { comparePriceIds: line.A, appendCart: 'true' }, buyer);
    expect((await cartOf(buyerId)).find((l) => l.goods_id === fx.ids.A)?.num).toBe(2);
    await resetBuyerList();
  });

  it("answers 404 for another user's lines and changes neither list", async () => {
    const before = await snapshot();
    for (const token of [buyer02, other]) {
      const res = await ctx.call(
        compareCartAppendEndpoint,
        { comparePriceIds: `${line.A},${line.B}` },
        token,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('核价单商品不存在');
    }
    const mixed = await ctx.call(
      compareCartAppendEndpoint,
      { comparePriceIds: [line.A, '999999999'] },
      buyer,
      { form: false },
    );
    expect(mixed.status).toBe(404);
    expect(
      (await ctx.call(compareCartAppendEndpoint, { comparePriceIds: [line.A] }, vendor, { form: false }))
        .status,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('adds nothing when one goods cannot go to the cart (delisted), and keeps the list', async () => {
    const db = ctx.tdb.db;
    const delisted = await db
      .insertInto('compare_price_lines')
      .values({
        organization_id: '1',
        user_id: buyerId,
        goods_id: fx.ids.E!,
        num: 1,
        created_at: ctx.clock.now(),
        updated_at: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    const res = await ctx.call(compareCartAppendEndpoint, { comparePriceIds: [line.A, delisted.id] }, buyer, {
      form: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('已下架');
    expect(await snapshot()).toEqual(before);
    // the page shows it as delisted, never as the cheapest (its agreement price is 1.00, 11.00 with freight)
    const p = await page(buyer);
    expect(lineOf(p, fx.ids.E!)).toMatchObject({
      state: 'delisted',
      stateText: '已下架',
      cheapest: false,
      total: 1100,
    });
    await db.deleteFrom('compare_price_lines').where('id', '=', delisted.id).execute();
  });

  it('moves a line once when two tabs move it at the same time', async () => {
    const [a, b] = await Promise.all([
      ctx.call(compareCartAppendEndpoint, { comparePriceIds: line.B }, buyer),
      ctx.call(compareCartAppendEndpoint, { comparePriceIds: line.B }, buyer),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    expect(await cartOf(buyerId)).toEqual([{ goods_id: fx.ids.B, num: 1 }]);
    await resetBuyerList();
  });

  it('refuses bad input in Chinese', async () => {
    const cases: [unknown, boolean, string][] = [
      [`comparePriceIds=${line.A}&appendCart=2`, true, '移入方式应为 0'],
      [`comparePriceIds=x`, true, 'ID 格式不正确'],
      [{ appendCart: 0 }, false, '核价单条目：应为 ID 列表'],
    ];
    for (const [payload, form, message] of cases) {
      const res = await ctx.call(compareCartAppendEndpoint, unchecked(payload), buyer, { form });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message, JSON.stringify(payload)).toContain(message);
    }
  });
});

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  return wb;
}
const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('GET /cart/compare-price/report', () => {
  it('downloads the 核价单 as xlsx: heading, every line, the chosen line per set and the sum', async () => {
    const res = await report(buyer, { divisionCode: '330102' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="compare-price-20261121.xlsx"; filename*=UTF-8''${encodeURIComponent('核价单-20261121.xlsx')}`,
    );
    const wb = await workbookOf(res.rawPayload);
    const sheet = wb.getWorksheet('核价单')!;
    const rows = rowsOf(sheet);
    // merged heading cells read back as the same value in every cell
    expect(rows[0]![0]).toBe('核价单');
    expect(rows.slice(1, 5).map((r) => r[0])).toEqual([
      '采购单位：华东精工制造有限公司',
      expect.stringMatching(/^制单人：.+/),
      '制单日期：2026-11-21',
      '收货地区：浙江省 杭州市 上城区',
    ]);
    const head = rows[5]!;
    expect(head).toEqual(
      expect.arrayContaining([
        '比价组',
        '商品名称',
        '供应商',
        '单价（元）',
        '数量',
        '运费（元）',
        '总价（元）',
        '是否选定',
      ]),
    );
    const col = (name: string) => head.indexOf(name);
    const body = rows.slice(6, 11);
    expect(body.map((r) => r[col('商品编码')])).toHaveLength(5);
    const a = body.find(
      (r) => String(r[col('商品名称')]).includes('0-150mm') && r[col('品牌')] === fx.names.brandA,
    )!;
    expect(a[col('单价（元）')]).toBe(99);
    expect(a[col('商城价（元）')]).toBe(128);
    expect(a[col('价格类型')]).toBe('协议价');
    expect(a[col('总价（元）')]).toBe(99);
    expect(a[col('是否选定')]).toBe(CHOSEN_MARK);
    const c = body.find((r) => r[col('品牌')] === fx.names.brandB && r[col('比价组')] === fx.names.c3a)!;
    expect(c[col('状态')]).toBe('库存不足（库存 0把）');
    expect(c[col('是否选定')]).toBeFalsy();
    expect(body.filter((r) => r[col('是否选定')] === CHOSEN_MARK)).toHaveLength(3);

    const chosen = rowsOf(wb.getWorksheet('选定商品')!);
    const chosenHead = chosen[5]!;
    const total = chosen[chosen.length - 1]!;
    expect(total[0]).toBe('合计');
    // A 99.00 + D 2 × 220.00 + F 12.00 + 5.00 freight (under 50.00 in 浙江)
    expect(total[chosenHead.indexOf('总价（元）')]).toBe(99 + 440 + 17);
  });

  it('restricts the report to some lines', async () => {
    const res = await report(buyer, { ids: `${line.A},${line.C}` });
    expect(res.statusCode).toBe(200);
    const rows = rowsOf((await workbookOf(res.rawPayload)).getWorksheet('核价单')!);
    expect(rows.slice(6).filter((r) => r.length > 5)).toHaveLength(2);
    // without an area: C is the cheaper of the two
    const head = rows[5]!;
    const chosen = rows.slice(6).find((r) => r[head.indexOf('是否选定')] === CHOSEN_MARK)!;
    expect(chosen[head.indexOf('总价（元）')]).toBe(98);
  });

  it('writes the delivery area as people do (上海市 浦东新区), or says none was chosen', async () => {
    const area = async (query: CallInput<typeof compareReportEndpoint>) => {
      const res = await report(buyer, query);
      expect(res.statusCode).toBe(200);
      return rowsOf((await workbookOf(res.rawPayload)).getWorksheet('核价单')!)[4]![0];
    };
    expect(await area({ divisionCode: '310115' })).toBe('收货地区：上海市 浦东新区');
    expect(await area({})).toBe('收货地区：未选择（按默认运费计算）');
  });

  it("answers 404 (in the envelope) for another user's lines, 400 for bad input or an empty list", async () => {
    for (const token of [buyer02, other]) {
      const res = await report(token, { ids: line.A });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe('核价单商品不存在');
    }
    const empty = await report(buyer02, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('核价单中没有商品，无法导出');
    for (const [query, message] of [
      [{ ids: 'abc' }, 'ID 格式不正确'],
      [{ divisionCode: '12' }, '地区编码应为 6 位数字'],
      [{ divisionCode: '999999' }, '地区编码不存在'],
    ] as const) {
      const res = await report(buyer, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await report(VISITOR, {})).statusCode).toBe(401);
    expect((await report(vendor, {})).statusCode).toBe(403);
  });

  it('appears in the OpenAPI document with its media type and error answers', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json();
    const op = doc.paths['/pm-api/cart/compare-price/report'].get;
    expect(op.responses['200'].content).toEqual({
      [XLSX_MEDIA_TYPE]: { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '500']));
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(['ids', 'divisionCode']);
    expect(doc.paths['/pm-api/cart/compare-price/cart/append'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
  });
});
