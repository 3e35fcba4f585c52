import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BatchLineResult,
  type BatchMatchResult,
  type BatchSheet,
  batchMatchEndpoint,
  batchParseEndpoint,
  batchResultEndpoint,
  batchTemplateEndpoint,
} from '@pm/contract/batch';
import {
  type Answer,
  type CallInput,
  type Caller,
  DEMO,
  login,
  unchecked,
  useTestApp,
  VISITOR,
} from '../../test/app';
import { requestOf } from '../../test/call';
import { pickGoods, xlsxOf, type PickedGoods } from './test-fixtures';

const ctx = useTestApp();
let buyer: string;
let plain: PickedGoods[];
let moqGoods: PickedGoods;
let multipleGoods: PickedGoods;
let delisted: PickedGoods;
/** Goods whose brand and model name one product of one supplier. */
let byModel: PickedGoods;

beforeAll(async () => {
  buyer = await login(ctx.app, DEMO.buyer01);
  const db = ctx.tdb.db;
  // Plain goods with stock for any quantity the tests ask (a line beyond the stock is not addable).
  plain = await pickGoods(
    db,
    sql`g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1 AND g.stock_total >= 1200`,
    4,
  );
  moqGoods = (await pickGoods(db, sql`g.status = 'on' AND g.moq > 1 AND g.order_multiple = 1`))[0]!;
  multipleGoods = (await pickGoods(db, sql`g.status = 'on' AND g.order_multiple > 1`))[0]!;
  delisted = (await pickGoods(db, sql`g.status = 'off'`))[0]!;
  byModel = (
    await pickGoods(
      db,
      sql`g.status = 'on' AND length(g.model_norm) >= 4 AND (SELECT count(*) FROM goods o
      WHERE o.model_norm = g.model_norm AND o.brand_id = g.brand_id AND o.status = 'on') = 1`,
    )
  )[0]!;
  expect(plain).toHaveLength(4);
  expect(moqGoods && multipleGoods && delisted && byModel).toBeTruthy();
});

/** Asks for a match of the lines as a JSON body (the route takes JSON and, as the web sends it, a form). */
const match = (as: Caller, input: CallInput<typeof batchMatchEndpoint>) =>
  ctx.call(batchMatchEndpoint, input, as, { form: false });

/** Asks for a match with a form body written by hand (the lines as JSON text in form fields). */
const matchForm = (as: Caller, text: string) =>
  ctx.call(batchMatchEndpoint, unchecked(text), as, { form: true });

/** Uploads a file (multipart, as the browser sends it). */
const upload = (as: Caller, data: Uint8Array | string, filename: string) =>
  ctx.call(
    batchParseEndpoint,
    {
      file: new File([typeof data === 'string' ? data : Buffer.from(data)], filename, {
        type: 'application/octet-stream',
      }),
    },
    as,
  );

const result = (token: string, uuid: string) => ctx.call(batchResultEndpoint, { uuid }, token);

function lineOf(res: Answer<BatchMatchResult>, index: number): BatchLineResult {
  return res.body.data.lines[index]!;
}

describe('POST /goods/batch/parse', () => {
  it('reads an xlsx with a title row and headers in any order and wording', async () => {
    const file = await xlsxOf([
      ['2026年11月 车间耗材采购清单'],
      ['序号', '品名', '采购数量', '规格型号', '品牌', '物料编码', '计量单位', '备注'],
      [1, plain[0]!.name, 5, plain[0]!.model, plain[0]!.brand, plain[0]!.sku_code, plain[0]!.unit, '急'],
      [],
      [2, plain[1]!.name, '10', '', '', plain[1]!.sku_code, '', ''],
    ]);
    const res = await upload(buyer, file, '清单.xlsx');
    expect(res.status).toBe(200);
    const sheet = res.body.data as BatchSheet;
    expect(sheet).toMatchObject({
      fileName: '清单.xlsx',
      sheetName: 'Sheet1',
      headerRow: 2,
      mapping: { code: 5, name: 1, brand: 4, model: 3, num: 2, unit: 6 },
    });
    expect(sheet.columns).toEqual([
      '序号',
      '品名',
      '采购数量',
      '规格型号',
      '品牌',
      '物料编码',
      '计量单位',
      '备注',
    ]);
    // The blank row is no line; rows keep their numbers in the file.
    expect(sheet.rows.map((r) => r.row)).toEqual([3, 5]);
    expect(sheet.rows[0]!.cells[5]).toBe(plain[0]!.sku_code);
    expect(sheet.rows[1]!.cells[2]).toBe('10');
  });

  it('reads CSV in UTF-8 with a BOM, GBK, and tab separated text without a header', async () => {
    const csv = `\uFEFF商品编码,数量,单位\n${plain[0]!.sku_code},3,个\n"${plain[1]!.sku_code}","1,000",盒\n`;
    const utf8 = await upload(buyer, Buffer.from(csv, 'utf8'), 'list.csv');
    expect(utf8.status).toBe(200);
    expect(utf8.body.data).toMatchObject({
      headerRow: 1,
      mapping: { code: 0, num: 1, unit: 2, name: null },
      rows: [
        { row: 2, cells: [plain[0]!.sku_code, '3', '个'] },
        { row: 3, cells: [plain[1]!.sku_code, '1,000', '盒'] },
      ],
    });

    // 编码,数量 and one line, as Excel on a Chinese Windows saves CSV (GBK).
    const gbk = Buffer.concat([
      Buffer.from([0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0a]),
      Buffer.from(`${plain[2]!.sku_code},7\n`),
    ]);
    expect(new TextDecoder('gb18030').decode(gbk.subarray(0, 10))).toBe('编码,数量\n');
    const g = await upload(buyer, gbk, 'gbk.csv');
    expect(g.status).toBe(200);
    expect(g.body.data).toMatchObject({ columns: ['编码', '数量'], mapping: { code: 0, num: 1 } });

    const tsv = `${plain[0]!.sku_code}\t螺丝刀 十字\t12\t个\n${plain[1]!.sku_code}\t扳手 活动\t3\t把\n`;
    const t = await upload(buyer, tsv, 'paste.txt');
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({
      headerRow: null,
      columns: ['第1列', '第2列', '第3列', '第4列'],
      mapping: { code: 0, name: 1, num: 2, unit: 3 },
    });
  });

  it('refuses files it cannot read with a Chinese message', async () => {
    const cases: [Uint8Array | string, string, number, string][] = [
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), 'old.xls', 400, '.xls'],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]),
        'broken.xlsx',
        400,
        '无法读取该 Excel 文件',
      ],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe]),
        'a.png',
        400,
        '无法识别',
      ],
      [Buffer.alloc(0), 'empty.csv', 400, '没有数据'],
      ['\n\n ,, \n', 'blank.csv', 400, '没有数据'],
    ];
    for (const [data, name, status, text] of cases) {
      const res = await upload(buyer, data, name);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toContain(text);
    }
    // Only a header: no data.
    const headerOnly = await upload(buyer, await xlsxOf([['商品编码', '数量']]), 'h.xlsx');
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.message).toContain('没有数据');
    // Too many rows.
    const many = await upload(
      buyer,
      ['商品编码,数量', ...Array.from({ length: 2011 }, (_, i) => `C${i},1`)].join('\n'),
      'many.csv',
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('2000');
    // Too large.
    const big = await upload(buyer, Buffer.alloc(2 * 1024 * 1024 + 10, 0x41), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('文件不能超过 2 MB');
    // No file at all.
    const none = await ctx.call(batchParseEndpoint, unchecked({ file: 'x' }), buyer, { multipart: false });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('请选择要上传的文件');
  });

  it('needs a signed-in buyer', async () => {
    expect((await upload(VISITOR, 'a,b', 'a.csv')).status).toBe(401);
    const vendor = await login(ctx.app, DEMO.vendor01);
    expect((await upload(vendor, 'a,b', 'a.csv')).status).toBe(403);
  });
});

describe('POST /goods/batch/match', () => {
  it('matches codes exactly, with the buyer prices of the goods', async () => {
    const lines = plain.slice(0, 3).map((g, i) => ({ code: g.sku_code, num: String(i + 1), row: i + 2 }));
    // A code typed in lower case and full width still finds its goods.
    lines[2]!.code = lines[2]!.code.toLowerCase().replace('g', 'ｇ');
    const res = await match(buyer, { lines });
    expect(res.status).toBe(200);
    const data = res.body.data as BatchMatchResult;
    expect(data).toMatchObject({ uuid: null, status: 'done', total: 3, done: 3, error: null });
    data.lines.forEach((line, i) => {
      expect(line).toMatchObject({
        index: i,
        row: i + 2,
        status: 'matched',
        goodsId: plain[i]!.id,
        num: i + 1,
        numOk: true,
        suggestedNum: null,
        messages: [],
        candidates: [{ goodsId: plain[i]!.id, confidence: 100, by: 'code' }],
      });
    });
    // Cards carry the caller's price: its agreement price where it has one.
    const agreements = await ctx.tdb.db
      .selectFrom('goods_agreement_prices')
      .select(['goods_id', 'price'])
      .where('organization_id', '=', '1')
      .where(
        'goods_id',
        'in',
        plain.map((g) => g.id),
      )
      .execute();
    for (const card of data.goods) {
      const ap = agreements.find((a) => a.goods_id === card.id);
      expect(card.price).toBe(ap ? Number(ap.price) : card.listPrice);
      expect(card.agreement).toBe(Boolean(ap));
    }
    expect(new Set(data.goods.map((g) => g.id))).toEqual(new Set(plain.slice(0, 3).map((g) => g.id)));
  });

  it('matches by brand and model, then by name search with candidates and confidence', async () => {
    const res = await match(buyer, {
      lines: [
        { brand: byModel.brand, model: byModel.model, num: '2' },
        { name: byModel.name, num: '1' },
        { name: plain[3]!.name.split(' ').slice(0, 3).join(' '), num: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const [model, name, partial] = (res.body.data as BatchMatchResult).lines;
    expect(model).toMatchObject({ status: 'matched', goodsId: byModel.id });
    expect(model!.candidates[0]).toMatchObject({ goodsId: byModel.id, by: 'model' });
    expect(model!.candidates[0]!.confidence).toBeGreaterThanOrEqual(90);
    // The full name finds the goods (or an offer of the same product by another supplier) by name.
    expect(name!.candidates.length).toBeGreaterThan(0);
    expect(name!.candidates[0]!.by).toBe('name');
    const names = await ctx.tdb.db
      .selectFrom('goods')
      .select('name')
      .where('id', '=', name!.goodsId!)
      .executeTakeFirstOrThrow();
    expect(names.name).toBe(byModel.name);
    // A shorter name: candidates, best first, each with a confidence.
    expect(partial!.candidates.length).toBeGreaterThan(0);
    const conf = partial!.candidates.map((c) => c.confidence);
    expect([...conf].sort((a, b) => b - a)).toEqual(conf);
    expect(partial!.goodsId).toBe(partial!.candidates[0]!.goodsId);
  });

  it('answers every line its own Chinese message', async () => {
    const res = await match(buyer, {
      lines: [
        { code: '', name: '', num: '' },
        { code: plain[0]!.sku_code, num: 'abc' },
        { code: plain[0]!.sku_code, num: '0' },
        { code: plain[0]!.sku_code, num: '1.5' },
        { code: plain[0]!.sku_code },
        { code: moqGoods.sku_code, num: '1' },
        { code: multipleGoods.sku_code, num: String(multipleGoods.order_multiple * 2 + 1) },
        { code: 'NOSUCH-CODE-1' },
        { code: delisted.sku_code, num: '1' },
        { name: '完全不存在的奇怪东西 qzxqzx', num: '1' },
        { brand: '得力', unit: '个', num: '3' },
        { code: plain[1]!.sku_code, num: '1,200' },
      ],
    });
    expect(res.status).toBe(200);
    const at = (i: number) => lineOf(res, i);
    expect(at(0)).toMatchObject({ status: 'empty', messages: ['空行，已跳过'], numOk: false });
    expect(at(1)).toMatchObject({ status: 'matched', num: null, numOk: false, suggestedNum: 1 });
    expect(at(1).messages).toEqual(['数量「abc」不是正整数']);
    expect(at(2).messages).toEqual(['数量应大于 0']);
    expect(at(3).messages).toEqual(['数量「1.5」不是正整数']);
    expect(at(4)).toMatchObject({ messages: ['未填写数量'], numOk: false, suggestedNum: 1 });
    const minMoq = Math.ceil(moqGoods.moq / moqGoods.order_multiple) * moqGoods.order_multiple;
    expect(at(5)).toMatchObject({ status: 'matched', num: 1, numOk: false, suggestedNum: minMoq });
    expect(at(5).messages[0]).toBe(`数量 1 起订量为 ${moqGoods.moq}${moqGoods.unit}，建议改为 ${minMoq}`);
    const m = multipleGoods.order_multiple;
    const odd = m * 2 + 1;
    expect(at(6)).toMatchObject({ numOk: false, suggestedNum: m * 3 });
    expect(at(6).messages).toContain(
      `数量 ${odd} 须按 ${m}${multipleGoods.unit}的整数倍购买，建议改为 ${m * 3}`,
    );
    expect(at(7)).toMatchObject({ status: 'unmatched', goodsId: null, candidates: [] });
    expect(at(7).messages).toEqual(['商品编码「NOSUCH-CODE-1」不存在', '未填写数量']);
    // The delisted goods is never proposed; the same product from another supplier may be.
    expect(at(8).messages[0]).toBe(`商品编码「${delisted.sku_code}」对应的商品已下架`);
    expect(at(8).candidates.map((c) => c.goodsId)).not.toContain(delisted.id);
    expect(at(9)).toMatchObject({ status: 'unmatched', goodsId: null });
    expect(at(9).messages).toEqual(['未找到匹配的商品，请修改商品信息后重新匹配']);
    expect(at(10)).toMatchObject({ status: 'unmatched', messages: ['请填写商品编码、商品名称或型号'] });
    expect(at(11)).toMatchObject({ status: 'matched', num: 1200, numOk: true });
  });

  it('takes the lines as JSON text in a form body', async () => {
    const lines = JSON.stringify([{ code: plain[0]!.sku_code, num: '2' }]);
    const res = await matchForm(buyer, `lines=${encodeURIComponent(lines)}`);
    expect(res.status).toBe(200);
    expect(lineOf(res, 0)).toMatchObject({ status: 'matched', goodsId: plain[0]!.id, num: 2 });
    // One JSON object per repeated field, as a form of an array of objects is written.
    const one = (code: string, num: string) => `lines=${encodeURIComponent(JSON.stringify({ code, num }))}`;
    const repeated = await matchForm(
      buyer,
      `${one(plain[0]!.sku_code, '1')}&${one(plain[1]!.sku_code, '4')}`,
    );
    expect(repeated.status).toBe(200);
    expect(lineOf(repeated, 1)).toMatchObject({ goodsId: plain[1]!.id, num: 4 });
    const single = await matchForm(buyer, one(plain[2]!.sku_code, '3'));
    expect(lineOf(single, 0)).toMatchObject({ goodsId: plain[2]!.id, num: 3 });
  });

  it('takes a form of 2000 lines with long names (more than the default body limit)', async () => {
    const name = '工业级不锈钢十字槽盘头自攻螺钉'.repeat(8);
    const lines = Array.from({ length: 2000 }, (_, i) => ({ code: plain[i % 4]!.sku_code, name, num: '1' }));
    const body = `lines=${encodeURIComponent(JSON.stringify(lines))}`;
    expect(body.length).toBeGreaterThan(1024 * 1024 * 1.5);
    const res = await matchForm(buyer, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', total: 2000 });
  });

  it('refuses bad requests in Chinese', async () => {
    const cases: [unknown, string][] = [
      [{ lines: [] }, '请至少填写一行商品'],
      [{}, '明细应为商品行列表'],
      [{ lines: 'not json' }, '明细应为商品行列表'],
      [{ lines: Array.from({ length: 2001 }, () => ({ code: 'x' })) }, '一次最多匹配 2000 行'],
      [{ lines: [{ name: 'x'.repeat(201) }] }, '商品名称最多 200 个字符'],
      [{ lines: [{ code: { a: 1 } }] }, '商品编码应为文本'],
    ];
    for (const [body, text] of cases) {
      const res = await match(buyer, unchecked(body));
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toContain(text);
    }
  });

  it('needs a signed-in buyer', async () => {
    expect((await match(VISITOR, { lines: [{ code: 'x' }] })).status).toBe(401);
    const vendor = await login(ctx.app, DEMO.vendor01);
    expect((await match(vendor, { lines: [{ code: 'x' }] })).status).toBe(403);
  });
});

describe('lines as buyers paste them: brands, codes in the name, stock in the area', () => {
  const brandOf = async (goodsId: string | null) =>
    (
      await sql<{ brand: string; name: string }>`SELECT b.name_cn AS brand, g.name FROM goods g
        JOIN brands b ON b.id = g.brand_id WHERE g.id = ${goodsId}`.execute(ctx.tdb.db)
    ).rows[0]!;

  it('得力 订书机 10 finds a 得力 stapler, in one column, in two or without a space', async () => {
    const res = await match(buyer, {
      lines: [
        { name: '得力 订书机', num: '10' },
        { brand: '得力', name: '订书机', num: '10' },
        { name: '得力订书机', num: '10' },
      ],
    });
    expect(res.status).toBe(200);
    for (const line of (res.body.data as BatchMatchResult).lines) {
      expect(line.goodsId, JSON.stringify(line.input)).not.toBeNull();
      const g = await brandOf(line.goodsId);
      expect(g.brand).toBe('得力');
      expect(g.name).toContain('订书机');
      expect(line.num).toBe(10);
    }
  });

  it('3M 安全帽 finds a 3M helmet, never another brand first', async () => {
    const res = await match(buyer, {
      lines: [
        { name: '3M 安全帽', num: '5' },
        { brand: '3M', name: '安全帽', num: '5' },
      ],
    });
    for (const line of (res.body.data as BatchMatchResult).lines) {
      const g = await brandOf(line.goodsId);
      expect(g.brand).toBe('3M');
      expect(g.name).toContain('安全帽');
    }
  });

  it('finds a goods code typed in the name column', async () => {
    const res = await match(buyer, {
      lines: [
        { name: plain[2]!.sku_code, num: '2' },
        { name: plain[3]!.sku_code.toLowerCase(), model: '', num: '1' },
      ],
    });
    expect(lineOf(res, 0)).toMatchObject({
      status: 'matched',
      goodsId: plain[2]!.id,
      candidates: [{ goodsId: plain[2]!.id, confidence: 100, by: 'code' }],
    });
    expect(lineOf(res, 1)).toMatchObject({ status: 'matched', goodsId: plain[3]!.id });
  });

  it('never proposes first nor marks addable goods out of stock for the delivery area', async () => {
    const db = ctx.tdb.db;
    // A product several suppliers offer: the line's candidates are its offers.
    const { rows } = await sql<{ name: string }>`
      SELECT g.name FROM goods g WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
         AND g.stock_total >= 10
       GROUP BY g.name HAVING count(*) >= 3 AND min(g.stock_total) >= 10
       ORDER BY g.name LIMIT 1`.execute(db);
    const name = rows[0]!.name;
    const province = '310000';
    const ask = () => match(buyer, { lines: [{ name, num: '1' }], divisionCode: province });
    const before = lineOf(await ask(), 0);
    expect(before.candidates.length).toBeGreaterThanOrEqual(2);
    // The proposed goods runs out where the buyer is (its warehouses serving 上海 hold nothing).
    const first = before.goodsId!;
    await sql`UPDATE goods_stock st SET quantity = 0 FROM warehouses w
       WHERE w.id = st.warehouse_id AND st.goods_id = ${first} AND ${province} = ANY (w.serves)`.execute(db);
    const after = lineOf(await ask(), 0);
    expect(after.goodsId).not.toBe(first);
    expect(after.candidates[0]!.goodsId).not.toBe(first);
    expect(after.candidates.map((c) => c.goodsId)).toContain(first);

    // Asked by its code, the goods is the only candidate: proposed, but not addable, with the reason.
    const sku = (await sql<{ sku_code: string }>`SELECT sku_code FROM goods WHERE id = ${first}`.execute(db))
      .rows[0]!.sku_code;
    const byCode = lineOf(
      await match(buyer, { lines: [{ code: sku, num: '1' }], divisionCode: province }),
      0,
    );
    expect(byCode).toMatchObject({ goodsId: first, numOk: false });
    expect(byCode.messages).toContain('该商品在当前配送地区无货');
    // Elsewhere it still is.
    const { rows: other } = await sql<{ serves: string[] }>`
      SELECT w.serves FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
       WHERE st.goods_id = ${first} AND st.quantity > 0 AND NOT (${province} = ANY (w.serves)) LIMIT 1`.execute(
      db,
    );
    if (other[0]) {
      const there = other[0].serves.find((p) => p !== province)!;
      const ok = lineOf(await match(buyer, { lines: [{ code: sku, num: '1' }], divisionCode: there }), 0);
      expect(ok).toMatchObject({ goodsId: first, numOk: true });
    }
    // A bad area is refused in Chinese.
    const bad = await match(buyer, { lines: [{ code: sku, num: '1' }], divisionCode: '31' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('地区编码');
  });
});

describe('match jobs (more than 200 lines)', () => {
  async function waitDone(token: string, uuid: string): Promise<BatchMatchResult> {
    for (let i = 0; i < 600; i++) {
      const res = await result(token, uuid);
      expect(res.status).toBe(200);
      const data = res.body.data as BatchMatchResult;
      if (data.status === 'done' || data.status === 'failed') return data;
      expect(data.lines).toEqual([]);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('job did not finish');
  }

  it('runs as a job whose progress and results the result endpoint answers, to its owner only', async () => {
    const lines = Array.from({ length: 260 }, (_, i) =>
      i % 2 === 0
        ? { code: plain[(i / 2) % 4]!.sku_code, num: '1', row: i + 2 }
        : { code: `UNKNOWN-${i}`, num: '1', row: i + 2 },
    );
    const res = await match(buyer, { lines });
    expect(res.status).toBe(200);
    const created = res.body.data as BatchMatchResult;
    expect(created).toMatchObject({ status: 'pending', total: 260, done: 0, lines: [], goods: [] });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const uuid = created.uuid!;

    // Another buyer, of this organization or another, does not see it.
    for (const who of [DEMO.buyer02, DEMO.buyer11]) {
      const other = await result(await login(ctx.app, who), uuid);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('批量匹配任务不存在');
    }
    const vendor = await result(await login(ctx.app, DEMO.vendor01), uuid);
    expect(vendor.status).toBe(403);

    const done = await waitDone(buyer, uuid);
    expect(done).toMatchObject({ uuid, status: 'done', total: 260, done: 260, error: null });
    expect(done.lines).toHaveLength(260);
    expect(done.lines.map((l) => l.index)).toEqual(lines.map((_, i) => i));
    expect(done.lines[0]).toMatchObject({ row: 2, status: 'matched', goodsId: plain[0]!.id });
    expect(done.lines[1]).toMatchObject({ status: 'unmatched', messages: ['商品编码「UNKNOWN-1」不存在'] });
    expect(done.goods.map((g) => g.id).sort()).toEqual(plain.map((g) => g.id).sort());
  });

  it('answers 400 for a malformed uuid and 404 for an unknown one', async () => {
    const bad = await result(buyer, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('uuid');
    const unknown = await result(buyer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });

  it('caps the jobs one buyer has open', async () => {
    const token = await login(ctx.app, DEMO.buyer02);
    const user = await ctx.tdb.db
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .where('username', '=', 'buyer02')
      .executeTakeFirstOrThrow();
    // Three jobs held by a live worker elsewhere.
    for (let i = 0; i < 3; i++) {
      await ctx.tdb.db
        .insertInto('batch_match_jobs')
        .values({
          uuid: crypto.randomUUID(),
          organization_id: user.organization_id,
          user_id: user.id,
          status: 'running',
          total: 300,
          input: '[]',
          locked_by: 'elsewhere/1/x',
          locked_until: new Date(ctx.clock.now().getTime() + 3_600_000),
          created_at: ctx.clock.now(),
          updated_at: ctx.clock.now(),
        })
        .execute();
    }
    const lines = Array.from({ length: 201 }, () => ({ code: plain[0]!.sku_code, num: '1' }));
    const res = await match(token, { lines });
    expect(res.status).toBe(429);
    expect(res.body.message).toContain('个批量匹配任务正在进行');
    // Up to 200 lines still match at once.
    expect((await match(token, { lines: lines.slice(0, 200) })).status).toBe(200);
  });
});

describe('GET /goods/batch/template', () => {
  it('downloads an xlsx whose columns the parser recognizes', async () => {
    // An xlsx, not an envelope: the raw answer of the endpoint's request.
    const res = await ctx.app.inject(requestOf(batchTemplateEndpoint, undefined, buyer));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('批量采购模板.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('采购清单');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '商品编码',
      '商品名称',
      '品牌',
      '型号',
      '数量',
      '单位',
    ]);
    // Filled in, it reads back with every column detected.
    sheet.addRow([plain[0]!.sku_code, '', '', '', 3, '']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const parsed = await upload(buyer, filled, '批量采购模板.xlsx');
    expect(parsed.body.data).toMatchObject({
      headerRow: 1,
      mapping: { code: 0, name: 1, brand: 2, model: 3, num: 4, unit: 5 },
      rows: [{ row: 2, cells: [plain[0]!.sku_code, '', '', '', '3', ''] }],
    });
    expect((await ctx.call(batchTemplateEndpoint, undefined, VISITOR)).status).toBe(401);
  });

  it('is documented with its media type, the upload as multipart', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json();
    const template = doc.paths['/pm-api/goods/batch/template'].get;
    expect(Object.keys(template.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(template.responses['401']).toBeDefined();
    const parse = doc.paths['/pm-api/goods/batch/parse'].post;
    expect(parse.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(doc.paths['/pm-api/shop/item/search-batch/result'].get['x-id-refs']).toEqual({ uuid: 'owned' });
  });
});
