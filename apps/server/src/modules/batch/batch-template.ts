/** The batch purchase template: the list's columns and a sheet of instructions (xlsx). */
import ExcelJS from 'exceljs';
import { BATCH_FIELD_LABELS, BATCH_FIELDS } from '@pm/contract/batch-lines';
import { BATCH_INLINE_MAX, BATCH_MAX_LINES } from '@pm/contract/batch';

export const TEMPLATE_FILE_NAME = '批量采购模板.xlsx';

const WIDTHS: Record<(typeof BATCH_FIELDS)[number], number> = {
  code: 18,
  name: 36,
  brand: 14,
  model: 20,
  num: 10,
  unit: 8,
};

const INSTRUCTIONS = [
  '填写说明',
  '1. 在“采购清单”工作表中每行填写一种商品，表头保留即可，列的顺序可以调整。',
  '2. 商品编码（商城中的 SKU 编码）与商城一致时直接匹配；没有编码时按“品牌 + 型号”匹配，再按商品名称搜索。',
  '3. 数量须为正整数；低于起订量或不是订货倍数时，页面会给出建议数量。',
  `4. 一次最多 ${BATCH_MAX_LINES} 行；超过 ${BATCH_INLINE_MAX} 行时在后台匹配，页面显示进度。`,
  '5. 也可以从 Excel 中复制多行，直接粘贴到批量采购页面。',
  '6. 匹配完成后请核对每行商品与数量，确认后才会加入购物车。',
];

let cached: Buffer | null = null;

export async function buildTemplate(): Promise<Buffer> {
  if (cached) return cached;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '固买商城';
  const list = workbook.addWorksheet('采购清单', { views: [{ state: 'frozen', ySplit: 1 }] });
  list.columns = BATCH_FIELDS.map((f) => ({ header: BATCH_FIELD_LABELS[f], key: f, width: WIDTHS[f] }));
  const head = list.getRow(1);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE4393C' } };
  head.alignment = { vertical: 'middle', horizontal: 'center' };
  head.height = 22;
  // Codes and models stay text (a long code typed as a number would lose digits).
  for (const f of ['code', 'model'] as const) list.getColumn(f).numFmt = '@';
  const help = workbook.addWorksheet('填写说明');
  help.getColumn(1).width = 100;
  INSTRUCTIONS.forEach((text, i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = text;
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
  cached = Buffer.from(await workbook.xlsx.writeBuffer());
  return cached;
}
