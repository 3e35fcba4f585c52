/** A plan as xlsx, and plan lines imported from pasted text or spreadsheet lines through the batch matcher. */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@pm/contract/order';
import {
  planCloseEndpoint,
  planExportEndpoint,
  planImportEndpoint,
  planOrderEndpoint,
  planSaveEndpoint,
  planStartEndpoint,
  type PlanDetail,
} from '@pm/contract/purchasing-plan';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { requestOf } from '../../test/call';
import { newKey, orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const { orgOf, addressOf, goodsOf } = orderFixtures(ctx);

let buyer01: string;
let buyer11: string;
let address01: string;
let goods: { id: string; sku: string; name: string }[];

beforeAll(async () => {
  [buyer01, buyer11] = await Promise.all([login(ctx.app, DEMO.buyer01), login(ctx.app, DEMO.buyer11)]);
  address01 = await addressOf('buyer01');
  const ids = await goodsOf([await orgOf('vendor01')], 3);
  const rows = await sql<{ id: string; sku: string; name: string }>`
    SELECT id::text AS id, sku_code AS sku, name FROM goods WHERE id::text = ANY (${ids}::text[]) ORDER BY id`.execute(
    db(),
  );
  goods = rows.rows;
});

function savePlan(lines: { goodsId: string; quantity: number }[], name = '导入导出测试') {
  return dataOf(
    ctx.call(
      planSaveEndpoint,
      { name, periodType: 'quarter', period: '2026-Q4', budget: 50_000_000, lines },
      buyer01,
    ),
  );
}

async function workbookOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('plan export (xlsx)', () => {
  it('writes the budget and every line with planned, ordered, received and pending figures', async () => {
    const plan = await savePlan([
      { goodsId: goods[0]!.id, quantity: 6 },
      { goodsId: goods[1]!.id, quantity: 4 },
    ]);
    await dataOf(ctx.call(planStartEndpoint, { id: plan.id }, buyer01));
    const ordered = await dataOf(
      ctx.call(
        planOrderEndpoint,
        { billId: plan.id, lines: [{ id: plan.lines[0]!.id, num: 2 }], addressId: address01 },
        buyer01,
        { headers: { [IDEMPOTENCY_HEADER]: newKey() } },
      ),
    );
    const now: PlanDetail = ordered.plan;
    const res = await ctx.app.inject(requestOf(planExportEndpoint, { id: plan.id }, buyer01));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const ws = await workbookOf(res.rawPayload);
    expect(String(ws.getCell('A1').value)).toContain(plan.code);
    expect(ws.getRow(3).getCell(2).value).toBe(now.budget / 100);
    expect(ws.getRow(3).getCell(4).value).toBe(now.budgetUsed / 100);
    const head = (ws.getRow(6).values as unknown[]).slice(1);
    expect(head).toEqual(expect.arrayContaining(['计划数量', '已下单数量', '已收货数量', '待采购数量']));
    const col = (title: string) => head.indexOf(title) + 1;
    const first = ws.getRow(7);
    const line = now.lines[0]!;
    expect(first.getCell(col('品名')).value).toBe(line.name);
    expect(first.getCell(col('计划数量')).value).toBe(6);
    expect(first.getCell(col('已下单数量')).value).toBe(2);
    expect(first.getCell(col('已下单金额（元）')).value).toBe(line.orderedAmount / 100);
    expect(first.getCell(col('已收货数量')).value).toBe(0);
    expect(first.getCell(col('待采购数量')).value).toBe(4);
    expect(ws.getRow(9).getCell(1).value).toBe('合计');
    expect(ws.getRow(9).getCell(col('计划数量')).value).toBe(10);

    // another organization's plan does not exist
    const other = await ctx.app.inject(requestOf(planExportEndpoint, { id: plan.id }, buyer11));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404, message: '采购计划不存在' });
  });
});

describe('plan import (batch matcher)', () => {
  it('matches pasted lines, answers problems, and adds the matched lines with apply', async () => {
    const plan = await savePlan([{ goodsId: goods[0]!.id, quantity: 1 }]);
    const text = [
      '商品编码\t商品名称\t数量',
      `${goods[0]!.sku}\t\t3`,
      `${goods[1]!.sku}\t\t5`,
      `\t完全不存在的东西QZXW\t2`,
      `${goods[2]!.sku}\t\t两箱`,
    ].join('\n');
    const preview = await dataOf(ctx.call(planImportEndpoint, { billId: plan.id, text }, buyer01));
    expect(preview.total).toBe(4);
    expect(preview.added).toBe(0);
    expect(preview.plan).toBeNull();
    expect(preview.matched.map((m) => [m.goodsId, m.quantity, m.row])).toEqual([
      [goods[0]!.id, 3, 2],
      [goods[1]!.id, 5, 3],
    ]);
    expect(preview.matched[0]!.estimatedPrice).toBeGreaterThan(0);
    expect(preview.problems.map((p) => p.row)).toEqual([4, 5]);
    expect(preview.problems[1]!.message).toContain('数量');
    for (const p of preview.problems) expect(p.message).toMatch(/[\u4e00-\u9fff]/);

    const applied = await dataOf(
      ctx.call(planImportEndpoint, { billId: plan.id, text, apply: true }, buyer01),
    );
    expect(applied.added).toBe(2);
    const lines = applied.plan!.lines.map((l) => [l.goodsId, l.plannedQuantity]);
    expect(lines).toEqual([
      [goods[0]!.id, 4],
      [goods[1]!.id, 5],
    ]);

    // spreadsheet lines as the batch purchase maps them
    const fromSheet = await dataOf(
      ctx.call(
        planImportEndpoint,
        { billId: plan.id, lines: [{ code: goods[2]!.sku, num: '7', row: 2 }], apply: true },
        buyer01,
      ),
    );
    expect(fromSheet.plan!.lines.find((l) => l.goodsId === goods[2]!.id)!.plannedQuantity).toBe(7);
  });

  it('refuses bad input in Chinese, another organization (404) and a closed plan (409), changing nothing', async () => {
    const plan = await savePlan([]);
    const both = await ctx.call(
      planImportEndpoint,
      { billId: plan.id, text: 'x 1', lines: [{ code: goods[0]!.sku, num: '1' }] },
      buyer01,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('二者选一');
    const blank = await ctx.call(planImportEndpoint, { billId: plan.id, text: '  \n  ' }, buyer01);
    expect(blank.status).toBe(400);
    const noQuantity = await ctx.call(
      planImportEndpoint,
      { billId: plan.id, text: '商品名称\n订书机' },
      buyer01,
    );
    expect(noQuantity.status).toBe(400);
    expect(noQuantity.body.message).toMatch(/[\u4e00-\u9fff]/);
    const badApply = await ctx.call(
      planImportEndpoint,
      unchecked({ billId: plan.id, text: `${goods[0]!.sku} 1`, apply: 'yes' }),
      buyer01,
    );
    expect(badApply.status).toBe(400);
    const other = await ctx.call(
      planImportEndpoint,
      { billId: plan.id, text: `${goods[0]!.sku} 1`, apply: true },
      buyer11,
    );
    expect(other.status).toBe(404);
    await dataOf(ctx.call(planCloseEndpoint, { id: plan.id }, buyer01));
    const closed = await ctx.call(
      planImportEndpoint,
      { billId: plan.id, text: `${goods[0]!.sku} 1`, apply: true },
      buyer01,
    );
    expect(closed.status).toBe(409);
    const count = await db()
      .selectFrom('purchasing_plan_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('plan_id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
