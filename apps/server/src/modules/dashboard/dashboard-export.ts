/**
 * The xlsx of one dashboard view (exceljs, the pieces of lib/xlsx.ts): a title row, the table's head, its
 * rows and a totals row 合计 that repeats the JSON answer's totals. Money in yuan with two decimals.
 */
import ExcelJS from 'exceljs';
import {
  DASHBOARD_EXPORT_MAX_ROWS,
  DASHBOARD_VIEW_LABELS,
  type DashboardView,
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

const col = (header: string, width = 14, money = false): Column => ({ header, width, money });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const figure = (v: ScoreValue, percent: boolean): Cell =>
  v.value === null ? v.reason : percent ? Math.round(v.value * 10000) / 100 : Math.round(v.value * 100) / 100;

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
        return {
          columns: [col('类目', 20), ...a.months.map((m) => col(m, 12, true)), col('合计（元）', 14, true)],
          rows: a.categories.map((c) => [c.name, ...c.amounts.map(yuan), yuan(c.total)]),
          totals: ['合计', ...a.monthTotals.map(yuan), yuan(a.total)],
        };
      }
      case 'by-category': {
        const a = await this.views.spendByCategory(auth, f);
        return {
          columns: [col('类目', 20), col('采购额（元）', 16, true), col('数量'), col('订单行数')],
          rows: a.records.map((r) => [r.name, yuan(r.amount), r.quantity, r.lineCount]),
          totals: [
            '合计',
            yuan(a.total),
            sum(a.records.map((r) => r.quantity)),
            sum(a.records.map((r) => r.lineCount)),
          ],
        };
      }
      case 'by-supplier': {
        const a = await this.views.spendBySupplier(auth, f);
        const rows: Cell[][] = a.records.map((r) => [r.name, yuan(r.amount), r.orderCount, r.share * 100]);
        if (a.other)
          rows.push([
            `${a.other.name}（${a.other.supplierCount} 家）`,
            yuan(a.other.amount),
            a.other.orderCount,
            a.other.share * 100,
          ]);
        return {
          columns: [col('供应商', 28), col('采购额（元）', 16, true), col('订单数'), col('占比（%）')],
          rows,
          totals: [
            '合计',
            yuan(a.total),
            sum(a.records.map((r) => r.orderCount)) + (a.other?.orderCount ?? 0),
            100,
          ],
        };
      }
      case 'by-department': {
        const a = await this.views.spendByDepartment(auth, f);
        return {
          columns: [col('部门', 20), ...a.months.map((m) => col(m, 12, true)), col('合计（元）', 14, true)],
          rows: a.departments.map((d) => [d.name, ...d.amounts.map(yuan), yuan(d.total)]),
          totals: [
            '合计',
            ...a.months.map((_, i) => yuan(sum(a.departments.map((d) => d.amounts[i]!)))),
            yuan(a.total),
          ],
        };
      }
      case 'budget': {
        const a = await this.views.budget(auth, f);
        return {
          columns: [
            col('采购计划', 28),
            col('周期'),
            col('部门'),
            col('预算（元）', 14, true),
            col('已占用（元）', 14, true),
            col('已收货（元）', 14, true),
          ],
          rows: a.records.map((r) => [
            r.name,
            r.period,
            r.departmentName,
            yuan(r.budget),
            yuan(r.committed),
            yuan(r.received),
          ]),
          totals: ['合计', '', '', yuan(a.totals.budget), yuan(a.totals.committed), yuan(a.totals.received)],
        };
      }
      case 'funnel': {
        const a = await this.views.funnel(auth, f);
        return {
          columns: [col('订单状态', 16), col('订单数'), col('金额（元）', 16, true)],
          rows: a.statuses.map((s) => [s.label, s.count, yuan(s.amount)]),
          totals: ['合计', a.total, yuan(sum(a.statuses.map((s) => s.amount)))],
        };
      }
      case 'top-goods': {
        const a = await this.views.topGoods(auth, f);
        return {
          columns: [col('商品', 40), col('单位', 8), col('数量'), col('采购额（元）', 16, true)],
          rows: a.records.map((r) => [r.name, r.unit, r.quantity, yuan(r.amount)]),
          totals: [
            '合计',
            '',
            sum(a.records.map((r) => r.quantity)),
            yuan(sum(a.records.map((r) => r.amount))),
          ],
        };
      }
      case 'savings': {
        const a = await this.views.savings(auth, f);
        return {
          columns: [
            col('基准', 40),
            col('基准金额（元）', 16, true),
            col('实付（元）', 16, true),
            col('节约（元）', 16, true),
            col('样本数'),
            col('说明', 30),
          ],
          rows: a.items.map((i) => [
            i.label,
            yuan(i.baselineAmount),
            yuan(i.paidAmount),
            yuan(i.saving),
            i.n,
            i.note ?? '',
          ]),
          totals: ['合计', null, null, yuan(a.total), null, null],
        };
      }
      case 'lines': {
        const a = await this.detail.lines(auth, f, q, 1, DASHBOARD_EXPORT_MAX_ROWS);
        return {
          columns: [
            col('订单号', 20),
            col('下单时间', 20),
            col('状态', 10),
            col('下单人', 10),
            col('部门'),
            col('供应商', 24),
            col('类目'),
            col('商品', 36),
            col('规格', 16),
            col('单位', 6),
            col('单价（元）', 12, true),
            col('数量', 8),
            col('金额（元）', 14, true),
            col('已退款（元）', 14, true),
          ],
          rows: a.records.map((r) => [
            r.orderNo,
            r.createdAt,
            r.statusLabel,
            r.userName,
            r.departmentName,
            r.supplierName,
            r.categoryName,
            r.name,
            r.spec,
            r.unit,
            yuan(r.price),
            r.num,
            yuan(r.amount),
            yuan(r.refundAmount),
          ]),
          totals: [
            '合计',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
            null,
            a.totals.num,
            yuan(a.totals.amount),
            yuan(a.totals.refundAmount),
          ],
        };
      }
      case 'saving-lines': {
        if (!q.baseline) throw AppError.badRequest(DASHBOARD_MESSAGES.baselineRequired);
        const a = await this.detail.savingLines(auth, f, q.baseline, 1, DASHBOARD_EXPORT_MAX_ROWS);
        return {
          columns: [
            col('时间', 20),
            col('单号', 20),
            col('竞价标题', 20),
            col('商品', 36),
            col('规格', 16),
            col('单位', 6),
            col('供应商', 24),
            col('数量', 8),
            col('成交单价（元）', 14, true),
            col('基准', 20),
            col('基准单价（元）', 14, true),
            col('基准金额（元）', 14, true),
            col('实付（元）', 14, true),
            col('节约（元）', 14, true),
          ],
          rows: a.records.map((r) => [
            r.at,
            r.reference,
            r.title,
            r.name,
            r.spec,
            r.unit,
            r.supplierName,
            r.quantity,
            yuan(r.price),
            r.basis,
            yuan(r.baselinePrice),
            yuan(r.baselineAmount),
            yuan(r.paidAmount),
            yuan(r.saving),
          ]),
          totals: [
            '合计',
            '',
            '',
            '',
            '',
            '',
            '',
            sum(a.records.map((r) => r.quantity)),
            null,
            '',
            null,
            yuan(a.totals.baselineAmount),
            yuan(a.totals.paidAmount),
            yuan(a.totals.saving),
          ],
        };
      }
      case 'collection': {
        const a = await this.detail.collection(auth, f, q.goodsId, 1, DASHBOARD_EXPORT_MAX_ROWS);
        return {
          columns: [
            col('商品', 36),
            col('单位', 6),
            col('供应商', 24),
            col('数量'),
            col('金额（元）', 14, true),
            col('均价（元）', 12, true),
            col('最近成交价（元）', 16, true),
          ],
          rows: a.records.map((r) => [
            r.name,
            r.unit,
            r.supplierName,
            r.quantity,
            yuan(r.amount),
            yuan(r.averagePrice),
            yuan(r.lastPrice),
          ]),
          totals: ['合计', '', '', a.totals.quantity, yuan(a.totals.amount), null, null],
        };
      }
      case 'scorecards': {
        const a = await this.detail.scorecards(auth, f);
        const cards = a.overall ? [a.overall, ...a.records] : a.records;
        return {
          columns: [
            col('名称', 24),
            col('订单数'),
            col('采购额（元）', 14, true),
            col('准时发货率（%）', 16),
            col('退款退货率（%）', 16),
            col('售后响应（小时）', 16),
            col('成交价/标价（%）', 16),
            col('竞价参与率（%）', 16),
            col('竞价中标率（%）', 16),
          ],
          rows: cards.map((c) => [
            c.name,
            c.orderCount,
            yuan(c.amount),
            figure(c.onTime, true),
            figure(c.refundRate, true),
            figure(c.responseHours, false),
            figure(c.priceVsList, true),
            figure(c.bidParticipation, true),
            figure(c.bidWin, true),
          ]),
          totals: a.overall
            ? null
            : [
                '合计',
                sum(a.records.map((c) => c.orderCount)),
                yuan(sum(a.records.map((c) => c.amount))),
                null,
                null,
                null,
                null,
                null,
                null,
              ],
        };
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
