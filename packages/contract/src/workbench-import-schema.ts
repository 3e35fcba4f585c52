import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { idSchema } from './page';
import {
  wbGoodsExportEndpoint,
  wbImportApplyEndpoint,
  wbImportCheckEndpoint,
  WB_IMPORT_MAX_BYTES,
} from './workbench-import';

/** An uploaded file as the server reads it (multipart part `file`). */
export interface UploadedImport {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}
const uploadedImport = z
  .custom<UploadedImport>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      (v as { data?: unknown }).data instanceof Uint8Array &&
      typeof (v as { filename?: unknown }).filename === 'string',
    { message: '请选择要上传的文件（表单字段 file）' },
  )
  .meta({
    type: 'string',
    format: 'binary',
    description: `导出的价格库存表（.xlsx，或 .csv），最大 ${WB_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  });
export const wbImportCheckRequest = z.object({ file: uploadedImport });

/** An error of the file: its row (0: the header) and column (empty: the whole row). */
export const wbImportError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });

/** A row that changes something: each changed field with its value now and after. */
export const wbImportChange = z.object({
  row: z.number().int(),
  goodsId: z.string(),
  skuCode: z.string(),
  name: z.string(),
  fields: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
});

export const wbImportCheck = z.object({
  /** The checked import, to apply. */
  id: z.string(),
  fileName: z.string(),
  /** Data rows of the file. */
  totalRows: z.number().int(),
  /** Rows with at least one error (never applied). */
  errorRows: z.number().int(),
  /** Valid rows that change something (what apply takes). */
  changeRows: z.number().int(),
  /** Valid rows that change nothing. */
  sameRows: z.number().int(),
  /** The first errors, by row and column (at most WB_IMPORT_SHOWN). */
  errors: z.array(wbImportError),
  /** The first changed rows (at most WB_IMPORT_SHOWN). */
  changes: z.array(wbImportChange),
});

export const wbImportApplyBody = z.object({
  /** Apply the valid rows of a file that has errors (otherwise such a file applies nothing: 409). */
  onlyValid: z.boolean({ message: 'onlyValid 必须是 true 或 false' }).default(false),
});
export const wbImportApplyRequest = wbImportApplyBody.extend({ id: idSchema });
const wbImportIdParams = z.object({ id: idSchema });

export const wbImportApplied = z.object({
  /** Rows to apply in all, and rows taken so far (applied or refused). */
  total: z.number().int(),
  done: z.number().int(),
  /** Rows applied so far. */
  applied: z.number().int(),
  /** Rows of this batch refused (their item changed since the check). */
  failures: z.array(z.object({ row: z.number().int(), message: z.string() })),
  finished: z.boolean(),
});

/** The export answers a file: its schema only documents the binary body. */
export const wbGoodsExportRoute = {
  endpoint: wbGoodsExportEndpoint,
  response: z
    .string()
    .meta({ format: 'binary', description: '价格库存表 xlsx（Content-Disposition: attachment）' }),
} as const;
export const wbImportCheckRoute = routeOf(wbImportCheckEndpoint, {
  body: wbImportCheckRequest,
  response: wbImportCheck,
});
export const wbImportApplyRoute = routeOf(wbImportApplyEndpoint, {
  params: wbImportIdParams,
  body: wbImportApplyBody,
  response: wbImportApplied,
});
