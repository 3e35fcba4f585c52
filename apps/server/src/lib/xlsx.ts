/** Spreadsheet pieces shared by the xlsx downloads (核价单 report, order export): exceljs. */
import type ExcelJS from 'exceljs';

/** Fen as yuan (a number with two decimals: cells are numbers, formatted by MONEY). */
export const yuan = (fen: number) => Math.round(fen) / 100;
export const MONEY = '#,##0.00';

export const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
export const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFD9D9D9' } };
export const BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

export function tableHead(
  ws: ExcelJS.Worksheet,
  rowNo: number,
  columns: readonly { header: string; width: number }[],
): void {
  const row = ws.getRow(rowNo);
  columns.forEach((c, i) => {
    const cell = row.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
    cell.fill = HEAD_FILL;
    cell.border = BORDER;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    ws.getColumn(i + 1).width = c.width;
  });
  row.height = 22;
}

export function writeRow(
  ws: ExcelJS.Worksheet,
  columns: readonly { header: string; money?: boolean }[],
  values: readonly (string | number | null)[],
  fill?: ExcelJS.Fill,
): ExcelJS.Row {
  const row = ws.addRow([...values]);
  columns.forEach((c, i) => {
    const cell = row.getCell(i + 1);
    cell.border = BORDER;
    if (c.money) cell.numFmt = MONEY;
    if (fill) cell.fill = fill;
  });
  return row;
}
