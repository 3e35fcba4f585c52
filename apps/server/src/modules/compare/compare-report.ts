/**
 * The 核价单 as an xlsx approval file (exceljs): a heading with the buyer organization, the maker, the
 * date and the delivery area; every line of every comparable set with supplier, prices, quantity,
 * freight and total, the chosen (lowest total) line of each set marked; then a sheet of the chosen lines
 * with their sum. Money is written in yuan as numbers with two decimals.
 */
import ExcelJS from 'exceljs';
import type { CompareSet } from '@pm/contract/compare';
import { chinaDate } from '../../lib/clock';
import { tableHead, writeRow, yuan } from '../../lib/xlsx';

export interface ReportInput {
  sets: readonly CompareSet[];
  organizationName: string;
  userName: string;
  /** Province, city, county names of the delivery area; empty when none was chosen. */
  areaNames: readonly string[];
  now: Date;
}

export interface ReportFile {
  buffer: Buffer;
  /** File name for the download (Chinese): 核价单-20261121.xlsx. */
  fileName: string;
  /** An ASCII fallback name: compare-price-20261121.xlsx. */
  asciiName: string;
}

export const CHOSEN_MARK = '✓ 最低总价';

/** Columns of the lines sheet, in order: header, width, money or not. */
const LINE_COLUMNS = [
  { header: '比价组', width: 18 },
  { header: '商品编码', width: 16 },
  { header: '商品名称', width: 36 },
  { header: '品牌', width: 12 },
  { header: '型号', width: 14 },
  { header: '规格', width: 14 },
  { header: '单位', width: 6 },
  { header: '供应商', width: 22 },
  { header: '价格类型', width: 9 },
  { header: '单价（元）', width: 12, money: true },
  { header: '商城价（元）', width: 12, money: true },
  { header: '数量', width: 8 },
  { header: '金额（元）', width: 13, money: true },
  { header: '运费（元）', width: 11, money: true },
  { header: '总价（元）', width: 13, money: true },
  { header: '库存', width: 8 },
  { header: '货期（天）', width: 9 },
  { header: '状态', width: 14 },
  { header: '是否选定', width: 12 },
] as const;

const CHOSEN_COLUMNS = [
  { header: '比价组', width: 18 },
  { header: '商品编码', width: 16 },
  { header: '商品名称', width: 36 },
  { header: '品牌', width: 12 },
  { header: '型号', width: 14 },
  { header: '规格', width: 14 },
  { header: '供应商', width: 22 },
  { header: '单价（元）', width: 12, money: true },
  { header: '数量', width: 8 },
  { header: '金额（元）', width: 13, money: true },
  { header: '运费（元）', width: 11, money: true },
  { header: '总价（元）', width: 13, money: true },
  { header: '货期（天）', width: 9 },
  { header: '较同组最高总价节省（元）', width: 16, money: true },
] as const;

const CHOSEN_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F7EE' } };

function heading(
  ws: ExcelJS.Worksheet,
  title: string,
  width: number,
  input: ReportInput,
  date: string,
): void {
  ws.mergeCells(1, 1, 1, width);
  const t = ws.getCell(1, 1);
  t.value = title;
  t.font = { bold: true, size: 16 };
  t.alignment = { horizontal: 'center', vertical: 'middle' };
  ws.getRow(1).height = 28;
  const area = input.areaNames.length > 0 ? input.areaNames.join(' ') : '未选择（按默认运费计算）';
  const facts = [
    `采购单位：${input.organizationName}`,
    `制单人：${input.userName}`,
    `制单日期：${date}`,
    `收货地区：${area}`,
  ];
  facts.forEach((text, i) => {
    ws.mergeCells(2 + i, 1, 2 + i, width);
    ws.getCell(2 + i, 1).value = text;
  });
}

export async function buildCompareReport(input: ReportInput): Promise<ReportFile> {
  const date = chinaDate(input.now);
  const wb = new ExcelJS.Workbook();
  wb.creator = input.userName || '固买商城';
  wb.created = input.now;
  wb.modified = input.now;

  // Sheet 1: every line, set by set.
  const ws = wb.addWorksheet('核价单', { views: [{ state: 'frozen', ySplit: 7 }] });
  heading(ws, '核价单', LINE_COLUMNS.length, input, date);
  tableHead(ws, 7, LINE_COLUMNS);
  let lineCount = 0;
  for (const set of input.sets) {
    for (const l of set.lines) {
      lineCount += 1;
      const g = l.goods;
      writeRow(
        ws,
        LINE_COLUMNS,
        [
          set.title,
          g.skuCode,
          g.name,
          g.brandName,
          g.model,
          g.spec,
          g.unit,
          g.supplierName,
          g.agreement ? '协议价' : '商城价',
          yuan(g.price),
          yuan(g.listPrice),
          l.num,
          yuan(l.amount),
          yuan(l.freight),
          yuan(l.total),
          g.stock,
          l.deliveryDays,
          l.stateText || '可购买',
          l.cheapest ? CHOSEN_MARK : '',
        ],
        l.cheapest ? CHOSEN_FILL : undefined,
      );
    }
  }
  ws.addRow([]);
  ws.addRow([
    `共 ${input.sets.length} 个比价组、${lineCount} 件商品；每组选定含运费总价最低且可购买的商品。`,
  ]);

  // Sheet 2: the chosen line of each set, with the sum.
  const chosen = wb.addWorksheet('选定商品', { views: [{ state: 'frozen', ySplit: 7 }] });
  heading(chosen, '核价单 · 选定商品', CHOSEN_COLUMNS.length, input, date);
  tableHead(chosen, 7, CHOSEN_COLUMNS);
  let sumAmount = 0;
  let sumFreight = 0;
  let sumTotal = 0;
  for (const set of input.sets) {
    const l = set.lines.find((x) => x.id === set.cheapestLineId);
    if (!l) {
      writeRow(chosen, CHOSEN_COLUMNS, [set.title, '', '本组没有可购买的商品']);
      continue;
    }
    sumAmount += l.amount;
    sumFreight += l.freight;
    sumTotal += l.total;
    const g = l.goods;
    writeRow(chosen, CHOSEN_COLUMNS, [
      set.title,
      g.skuCode,
      g.name,
      g.brandName,
      g.model,
      g.spec,
      g.supplierName,
      yuan(g.price),
      l.num,
      yuan(l.amount),
      yuan(l.freight),
      yuan(l.total),
      l.deliveryDays,
      yuan(set.spread),
    ]);
  }
  const total = writeRow(chosen, CHOSEN_COLUMNS, [
    '合计',
    '',
    '',
    '',
    '',
    '',
    '',
    null,
    null,
    yuan(sumAmount),
    yuan(sumFreight),
    yuan(sumTotal),
    null,
    null,
  ]);
  total.font = { bold: true };

  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  const compact = date.replace(/-/g, '');
  return { buffer, fileName: `核价单-${compact}.xlsx`, asciiName: `compare-price-${compact}.xlsx` };
}
