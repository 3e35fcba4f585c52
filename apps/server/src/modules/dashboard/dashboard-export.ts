/**
 * The xlsx of one dashboard view (exceljs, the pieces of lib/xlsx.ts): a title row, the table's head, its
 * rows and a totals row 合计 that repeats the JSON answer's totals. Money in yuan with two decimals.
 */
import ExcelJS from 'exceljs';
import {
  DASHBOARD_EXPORT_MAX_ROWS,
  DASHBOARD_VIEW_LABELS,
  type DashboardView,
  type Scorecard,
  type ScoreValue,
} from '@pm/contract/dashboard';
import type { z } from 'zod';
import type { dashboardExportQuery } from '@pm/contract/dashboard-schema';
import { AppError } from '../../lib/app-error';
import type { FileAnswer } from '../../lib/route';
import { tableHead, writeRow, yuan } from '../../lib/xlsx';
import type { AuthContext } from '../auth/auth.service';
import type { DashboardDetailService } from './dashboard-detail.service';
import type { Filter } from './dashboard.repo';
import { DASHBOARD_MESSAGES, type DashboardService } from './dashboard.service';

type Cell = string | number | null;
interface Column {
  header: string;
  width: number;
  money?: boolean;
}
interface Table {
  columns: Column[];
  rows: Cell[][];
  totals: Cell[] | null;
}

/**
 * One column of a sheet: its head, its cell of a record (money in fen: written in yuan), and what the
 * totals row 合计 says under it: 'sum' of the cells, a figure the answer gives (fen for money), or nothing.
 */
interface Spec<R> {
  header: string;
  width?: number;
  money?: boolean;
  cell: (r: R) => Cell;
  total?: 'sum' | number | null;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const figure = (v: ScoreValue, percent: boolean): Cell =>
  v.value === null ? v.reason : percent ? Math.round(v.value * 10000) / 100 : Math.round(v.value * 100) / 100;

/** A sheet from its columns and records; `totals` false: no 合计 row (the first column's total is 合计). */
function sheet<R>(specs: Spec<R>[], records: readonly R[], totals = true): Table {
  const value = (c: Spec<R>, v: Cell): Cell => (c.money && typeof v === 'number' ? yuan(v) : v);
  return {
    columns: specs.map((c) => ({ header: c.header, width: c.width ?? 14, money: c.money ?? false })),
    rows: records.map((r) => specs.map((c) => value(c, c.cell(r)))),
    totals: !totals
      ? null
      : specs.map((c, i) =>
          i === 0
            ? '合计'
            : c.total === 'sum'
              ? value(c, sum(records.map((r) => Number(c.cell(r) ?? 0))))
              : c.total === undefined
                ? ''
                : value(c, c.total),
        ),
  };
}

/** Columns of months (money), one per month of the view, and their sums. */
const monthColumns = <R extends { amounts: number[] }>(months: readonly string[]): Spec<R>[] =>
  months.map((m, i) => ({ header: m, width: 12, money: true, cell: (r) => r.amounts[i]!, total: 'sum' }));

export type ExportQuery = Omit<z.infer<typeof dashboardExportQuery>, 'noDepartment' | 'otherSuppliers'> & {
  noDepartment?: boolean;
  otherSuppliers?: boolean;
};

export class DashboardExport {
  constructor(
    private readonly views: DashboardService,
    private readonly detail: DashboardDetailService,
  ) {}

  private async table(auth: AuthContext, view: DashboardView, q: ExportQuery): Promise<Table> {
    const f: Filter = q;
    switch (view) {
      case 'by-month': {
        const a = await this.views.spendByMonth(auth, f);
        return sheet(
          [
            { header: '类目', width: 20, cell: (c) => c.name },
            ...monthColumns<(typeof a.categories)[number]>(a.months),
            { header: '合计（元）', money: true, cell: (c) => c.total, total: a.total },
          ],
          a.categories,
        );
      }
      case 'by-category': {
        const a = await this.views.spendByCategory(auth, f);
        return sheet(
          [
            { header: '类目', width: 20, cell: (r) => r.name },
            { header: '采购额（元）', width: 16, money: true, cell: (r) => r.amount, total: a.total },
            { header: '数量', cell: (r) => r.quantity, total: 'sum' },
            { header: '订单行数', cell: (r) => r.lineCount, total: 'sum' },
          ],
          a.records,
        );
      }
      case 'by-supplier': {
        const a = await this.views.spendBySupplier(auth, f);
        const rows = a.records.map((r) => ({ ...r, label: r.name }));
        if (a.other)
          rows.push({
            ...a.other,
            supplierId: '',
            cumulativeShare: 1,
            label: `${a.other.name}（${a.other.supplierCount} 家）`,
          });
        return sheet(
          [
            { header: '供应商', width: 28, cell: (r) => r.label },
            { header: '采购额（元）', width: 16, money: true, cell: (r) => r.amount, total: a.total },
            { header: '订单数', cell: (r) => r.orderCount, total: 'sum' },
            { header: '占比（%）', cell: (r) => r.share * 100, total: 100 },
          ],
          rows,
        );
      }
      case 'by-department': {
        const a = await this.views.spendByDepartment(auth, f);
        return sheet(
          [
            { header: '部门', width: 20, cell: (d) => d.name },
            ...monthColumns<(typeof a.departments)[number]>(a.months),
            { header: '合计（元）', money: true, cell: (d) => d.total, total: a.total },
          ],
          a.departments,
        );
      }
      case 'budget': {
        const a = await this.views.budget(auth, f);
        return sheet(
          [
            { header: '采购计划', width: 28, cell: (r) => r.name },
            { header: '周期', cell: (r) => r.period },
            { header: '部门', cell: (r) => r.departmentName },
            { header: '预算（元）', money: true, cell: (r) => r.budget, total: a.totals.budget },
            { header: '已占用（元）', money: true, cell: (r) => r.committed, total: a.totals.committed },
            { header: '已收货（元）', money: true, cell: (r) => r.received, total: a.totals.received },
          ],
          a.records,
        );
      }
      case 'funnel': {
        const a = await this.views.funnel(auth, f);
        return sheet(
          [
            { header: '订单状态', width: 16, cell: (s) => s.label },
            { header: '订单数', cell: (s) => s.count, total: a.total },
            { header: '金额（元）', width: 16, money: true, cell: (s) => s.amount, total: 'sum' },
          ],
          a.statuses,
        );
      }
      case 'top-goods': {
        const a = await this.views.topGoods(auth, f);
        return sheet(
          [
            { header: '商品', width: 40, cell: (r) => r.name },
            { header: '单位', width: 8, cell: (r) => r.unit },
            { header: '数量', cell: (r) => r.quantity, total: 'sum' },
            { header: '采购额（元）', width: 16, money: true, cell: (r) => r.amount, total: 'sum' },
          ],
          a.records,
        );
      }
      case 'savings': {
        const a = await this.views.savings(auth, f);
        return sheet(
          [
            { header: '基准', width: 40, cell: (i) => i.label },
            { header: '基准金额（元）', width: 16, money: true, cell: (i) => i.baselineAmount, total: null },
            { header: '实付（元）', width: 16, money: true, cell: (i) => i.paidAmount, total: null },
            { header: '节约（元）', width: 16, money: true, cell: (i) => i.saving, total: a.total },
            { header: '样本数', cell: (i) => i.n, total: null },
            { header: '说明', width: 30, cell: (i) => i.note ?? '', total: null },
          ],
          a.items,
        );
      }
      case 'lines': {
        const a = await this.detail.lines(auth, f, q, 1, DASHBOARD_EXPORT_MAX_ROWS);
        return sheet(
          [
            { header: '订单号', width: 20, cell: (r) => r.orderNo },
            { header: '下单时间', width: 20, cell: (r) => r.createdAt },
            { header: '状态', width: 10, cell: (r) => r.statusLabel },
            { header: '下单人', width: 10, cell: (r) => r.userName },
            { header: '部门', cell: (r) => r.departmentName },
            { header: '供应商', width: 24, cell: (r) => r.supplierName },
            { header: '类目', cell: (r) => r.categoryName },
            { header: '商品', width: 36, cell: (r) => r.name },
            { header: '规格', width: 16, cell: (r) => r.spec },
            { header: '单位', width: 6, cell: (r) => r.unit },
            { header: '单价（元）', width: 12, money: true, cell: (r) => r.price, total: null },
            { header: '数量', width: 8, cell: (r) => r.num, total: a.totals.num },
            { header: '金额（元）', money: true, cell: (r) => r.amount, total: a.totals.amount },
            {
              header: '已退款（元）',
              money: true,
              cell: (r) => r.refundAmount,
              total: a.totals.refundAmount,
            },
          ],
          a.records,
        );
      }
      case 'saving-lines': {
        if (!q.baseline) throw AppError.badRequest(DASHBOARD_MESSAGES.baselineRequired);
        const a = await this.detail.savingLines(auth, f, q.baseline, 1, DASHBOARD_EXPORT_MAX_ROWS);
        return sheet(
          [
            { header: '时间', width: 20, cell: (r) => r.at },
            { header: '单号', width: 20, cell: (r) => r.reference },
            { header: '竞价标题', width: 20, cell: (r) => r.title },
            { header: '商品', width: 36, cell: (r) => r.name },
            { header: '规格', width: 16, cell: (r) => r.spec },
            { header: '单位', width: 6, cell: (r) => r.unit },
            { header: '供应商', width: 24, cell: (r) => r.supplierName },
            { header: '数量', width: 8, cell: (r) => r.quantity, total: 'sum' },
            { header: '成交单价（元）', money: true, cell: (r) => r.price, total: null },
            { header: '基准', width: 20, cell: (r) => r.basis },
            { header: '基准单价（元）', money: true, cell: (r) => r.baselinePrice, total: null },
            {
              header: '基准金额（元）',
              money: true,
              cell: (r) => r.baselineAmount,
              total: a.totals.baselineAmount,
            },
            { header: '实付（元）', money: true, cell: (r) => r.paidAmount, total: a.totals.paidAmount },
            { header: '节约（元）', money: true, cell: (r) => r.saving, total: a.totals.saving },
          ],
          a.records,
        );
      }
      case 'collection': {
        const a = await this.detail.collection(auth, f, q.goodsId, 1, DASHBOARD_EXPORT_MAX_ROWS);
        return sheet(
          [
            { header: '商品', width: 36, cell: (r) => r.name },
            { header: '单位', width: 6, cell: (r) => r.unit },
            { header: '供应商', width: 24, cell: (r) => r.supplierName },
            { header: '数量', cell: (r) => r.quantity, total: a.totals.quantity },
            { header: '金额（元）', money: true, cell: (r) => r.amount, total: a.totals.amount },
            { header: '均价（元）', width: 12, money: true, cell: (r) => r.averagePrice, total: null },
            { header: '最近成交价（元）', width: 16, money: true, cell: (r) => r.lastPrice, total: null },
          ],
          a.records,
        );
      }
      case 'scorecards': {
        const a = await this.detail.scorecards(auth, f);
        const score = (
          header: string,
          pick: (c: Scorecard) => ScoreValue,
          percent = true,
        ): Spec<Scorecard> => ({
          header,
          width: 16,
          cell: (c) => figure(pick(c), percent),
          total: null,
        });
        return sheet(
          [
            { header: '名称', width: 24, cell: (c) => c.name },
            { header: '订单数', cell: (c) => c.orderCount, total: 'sum' },
            { header: '采购额（元）', money: true, cell: (c) => c.amount, total: 'sum' },
            score('准时发货率（%）', (c) => c.onTime),
            score('退款退货率（%）', (c) => c.refundRate),
            score('售后响应（小时）', (c) => c.responseHours, false),
            score('成交价/标价（%）', (c) => c.priceVsList),
            score('竞价参与率（%）', (c) => c.bidParticipation),
            score('竞价中标率（%）', (c) => c.bidWin),
          ],
          a.overall ? [a.overall, ...a.records] : a.records,
          a.overall === null,
        );
      }
    }
  }

  async file(auth: AuthContext, q: ExportQuery): Promise<FileAnswer> {
    const t = await this.table(auth, q.view, q);
    const wb = new ExcelJS.Workbook();
    const title = DASHBOARD_VIEW_LABELS[q.view];
    const ws = wb.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
    ws.getCell(1, 1).value = `${title}（${q.from} 至 ${q.to}）`;
    ws.getCell(1, 1).font = { bold: true, size: 13 };
    tableHead(ws, 2, t.columns);
    for (const r of t.rows) writeRow(ws, t.columns, r);
    if (t.totals) writeRow(ws, t.columns, t.totals).font = { bold: true };
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    return {
      buffer,
      fileName: `固买云-${title}-${q.from}-${q.to}.xlsx`,
      asciiName: `dashboard-${q.view}-${q.from}-${q.to}.xlsx`,
    };
  }
}
