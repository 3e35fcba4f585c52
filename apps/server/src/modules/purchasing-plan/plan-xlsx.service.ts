/**
 * A plan as an xlsx (the spreadsheet pieces of lib/xlsx.ts the order export and the 核价单 report use),
 * and plan lines imported from pasted text or a spreadsheet's lines through the batch purchase's reader
 * and matcher (modules/batch).
 */
import ExcelJS from 'exceljs';
import { BATCH_FIELDS, lineOf as batchLineOf, mappingProblem } from '@pm/contract/batch-lines';
import {
  PLAN_PERIOD_TYPE_LABELS,
  type PlanImported,
  type PlanImportProblem,
  MAX_PLAN_IMPORT_LINES,
} from '@pm/contract/purchasing-plan';
import { PLAN_IMPORT_SOURCE_MESSAGE, type planImportRequest } from '@pm/contract/purchasing-plan-schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import { MONEY, tableHead, writeRow, yuan } from '../../lib/xlsx';
import type { AuthContext } from '../auth/auth.service';
import { readDelimited, toBatchSheet } from '../batch/batch-file';
import type { BatchMatcher, LineInput, StoredLine } from '../batch/batch-matcher';
import type { PurchasingPlanRepo } from './purchasing-plan.repo';
import { PLAN_MESSAGES, type PurchasingPlanService } from './purchasing-plan.service';

const COLUMNS = [
  { header: '序号', width: 6 },
  { header: '品名', width: 30 },
  { header: '规格型号', width: 24 },
  { header: '单位', width: 7 },
  { header: '预估单价（元）', width: 13, money: true },
  { header: '计划数量', width: 10 },
  { header: '计划金额（元）', width: 14, money: true },
  { header: '已下单数量', width: 11 },
  { header: '已下单金额（元）', width: 15, money: true },
  { header: '已收货数量', width: 11 },
  { header: '已收货金额（元）', width: 15, money: true },
  { header: '待采购数量', width: 11 },
  { header: '待采购金额（元）', width: 15, money: true },
  { header: '备注', width: 24 },
] as const;

export const PLAN_IMPORT_MESSAGES = {
  nothing: '没有读到计划明细，请粘贴商品编码、名称或型号及数量',
  tooMany: `一次最多导入 ${MAX_PLAN_IMPORT_LINES} 行`,
  goodsGone: '匹配到的商品已下架',
  chooseOne: '找到多个可能的商品，请在批量匹配中确认后再加入',
} as const;

/** Lines matched per step (each step reads codes, models and brands at once), as the batch purchase does. */
const CHUNK = 50;

export class PlanXlsxService {
  constructor(
    private readonly db: Db,
    private readonly repo: PurchasingPlanRepo,
    private readonly plans: PurchasingPlanService,
    private readonly matcher: BatchMatcher,
    private readonly clock: Clock,
  ) {}

  /** The plan (another organization's: 404) as an xlsx: its budget and each line's figures. */
  async exportFile(auth: AuthContext, id: string) {
    const plan = await this.plans.detail(auth, id);
    const now = this.clock.now();
    const wb = new ExcelJS.Workbook();
    wb.created = now;
    const ws = wb.addWorksheet('采购计划', { views: [{ state: 'frozen', ySplit: 6 }] });
    ws.getCell('A1').value = `采购计划 ${plan.code}「${plan.name}」`;
    ws.getCell('A1').font = { bold: true, size: 14 };
    ws.getRow(2).values = [
      '状态',
      plan.statusText,
      '周期',
      `${PLAN_PERIOD_TYPE_LABELS[plan.periodType]} ${plan.period}`,
      '部门',
      plan.departmentName,
      '负责人',
      plan.ownerName,
    ];
    ws.getRow(3).values = [
      '预算（元）',
      yuan(plan.budget),
      '已用（元）',
      yuan(plan.budgetUsed),
      '剩余（元）',
      yuan(plan.budgetRemaining),
      '进度',
      `${plan.progress}%`,
    ];
    for (const col of [2, 4, 6]) ws.getRow(3).getCell(col).numFmt = MONEY;
    ws.getRow(4).values = ['备注', plan.remarks];
    tableHead(ws, 6, COLUMNS);
    plan.lines.forEach((l, i) => {
      writeRow(ws, COLUMNS, [
        i + 1,
        l.name,
        l.spec,
        l.unit,
        yuan(l.estimatedPrice),
        l.plannedQuantity,
        yuan(l.plannedAmount),
        l.orderedQuantity,
        yuan(l.orderedAmount),
        l.receivedQuantity,
        yuan(l.receivedAmount),
        l.pendingQuantity,
        yuan(l.pendingAmount),
        l.remark,
      ]);
    });
    const sum = (f: (l: (typeof plan.lines)[number]) => number) => plan.lines.reduce((n, l) => n + f(l), 0);
    writeRow(ws, COLUMNS, [
      '合计',
      '',
      '',
      '',
      null,
      sum((l) => l.plannedQuantity),
      yuan(sum((l) => l.plannedAmount)),
      sum((l) => l.orderedQuantity),
      yuan(sum((l) => l.orderedAmount)),
      sum((l) => l.receivedQuantity),
      yuan(sum((l) => l.receivedAmount)),
      sum((l) => l.pendingQuantity),
      yuan(sum((l) => l.pendingAmount)),
      '',
    ]).font = { bold: true };
    const day = chinaDate(now).replaceAll('-', '');
    return {
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
      fileName: `采购计划-${plan.code}-${day}.xlsx`,
      asciiName: `plan-${plan.code}-${day}.xlsx`,
    };
  }

  /**
   * Pasted text (read as the batch purchase reads a list: columns by header or by their values, or words
   * separated by spaces) or a spreadsheet's lines, matched to goods by the batch matcher. A line is
   * matched when the matcher is sure of one goods and its quantity reads; every other line is a problem
   * with the matcher's message and candidates. `apply`: the matched lines join the plan (batch-save).
   */
  async importLines(auth: AuthContext, req: z.output<typeof planImportRequest>): Promise<PlanImported> {
    const plan = await this.repo.plan(this.db, auth.organizationId, req.billId);
    if (!plan) throw AppError.notFound(PLAN_MESSAGES.notFound);
    const hasText = (req.text ?? '').trim() !== '';
    if (hasText === (req.lines !== undefined)) throw AppError.badRequest(PLAN_IMPORT_SOURCE_MESSAGE);
    const lines = req.lines ?? this.readText(req.text ?? '');
    const stored: StoredLine[] = [];
    for (let at = 0; at < lines.length; at += CHUNK) {
      stored.push(...(await this.matcher.matchChunk(lines.slice(at, at + CHUNK), at)));
    }
    const read = stored.filter((s) => s.status !== 'empty');
    if (read.length === 0) throw AppError.badRequest(PLAN_IMPORT_MESSAGES.nothing);
    const goodsIds = [...new Set(read.flatMap((s) => s.candidates.map((c) => c.goodsId)))];
    const goods = new Map(
      (await this.repo.goodsForPlan(this.db, auth.organizationId, goodsIds)).map((g) => [g.id, g]),
    );
    const matched: PlanImported['matched'] = [];
    const problems: PlanImportProblem[] = [];
    for (const s of read) {
      const g = s.goodsId ? goods.get(s.goodsId) : undefined;
      if (s.status === 'matched' && g && g.status === 'on' && s.num !== null) {
        matched.push({
          row: s.row,
          goodsId: g.id,
          name: g.name,
          spec: [g.model, g.spec].filter((x) => x !== '').join(' '),
          unit: g.unit,
          quantity: s.num,
          estimatedPrice: g.price,
        });
        continue;
      }
      const why = [
        ...s.messages,
        ...(s.numMessage ? [s.numMessage] : []),
        ...(s.status === 'matched' && g && g.status !== 'on' ? [PLAN_IMPORT_MESSAGES.goodsGone] : []),
      ];
      problems.push({
        row: s.row,
        text: BATCH_FIELDS.filter((f) => f !== 'num' && f !== 'unit')
          .map((f) => s.input[f])
          .concat(s.input.num ? [`${s.input.num}${s.input.unit}`] : [])
          .filter((t) => t !== '')
          .join(' '),
        message: why.length ? why.join('；') : PLAN_IMPORT_MESSAGES.chooseOne,
        candidates: s.candidates
          .map((c) => goods.get(c.goodsId))
          .filter((c) => c !== undefined && c.status === 'on')
          .map((c) => ({ goodsId: c!.id, name: c!.name })),
      });
    }
    if (!req.apply || matched.length === 0) {
      return { total: read.length, matched, problems, added: 0, plan: null };
    }
    const after = await this.plans.itemsSave(auth, {
      billId: plan.id,
      lines: matched.map((m) => ({ goodsId: m.goodsId, quantity: m.quantity, remark: '' })),
    });
    return { total: read.length, matched, problems, added: matched.length, plan: after };
  }

  /** Pasted text as batch lines (the batch purchase's reader: header, columns, spaced words). */
  private readText(text: string): LineInput[] {
    const rows = readDelimited(text);
    if (rows.length === 0) throw AppError.badRequest(PLAN_IMPORT_MESSAGES.nothing);
    const sheet = toBatchSheet('粘贴内容', { sheetName: '', rows });
    const problem = mappingProblem(sheet.mapping);
    if (problem) throw AppError.badRequest(problem);
    if (sheet.rows.length > MAX_PLAN_IMPORT_LINES) throw AppError.badRequest(PLAN_IMPORT_MESSAGES.tooMany);
    return sheet.rows.map((r) => ({ ...batchLineOf(r.cells, sheet.mapping), row: r.row }));
  }
}
