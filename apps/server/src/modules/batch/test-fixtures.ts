/** Helpers of the batch purchase tests: multipart bodies, xlsx files and goods picked from the demo catalog. */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A multipart/form-data body holding `file` (as a browser's FormData sends it). */
export async function multipartBody(
  data: Uint8Array | string,
  filename: string,
  type = 'application/octet-stream',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : Buffer.from(data)], { type }), filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

/** An xlsx file of the given rows (first sheet). */
export async function xlsxOf(rows: (string | number | null)[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface PickedGoods {
  id: string;
  sku_code: string;
  name: string;
  model: string;
  brand: string;
  moq: number;
  order_multiple: number;
  unit: string;
}

/** Goods of the demo catalog matching a condition, in id order. */
export async function pickGoods(db: Db, where: ReturnType<typeof sql>, limit = 1): Promise<PickedGoods[]> {
  const { rows } = await sql<PickedGoods>`
    SELECT g.id, g.sku_code, g.name, g.model, b.name_cn AS brand, g.moq, g.order_multiple, g.unit
      FROM goods g JOIN brands b ON b.id = g.brand_id
     WHERE ${where}
     ORDER BY g.id
     LIMIT ${limit}`.execute(db);
  return rows;
}
