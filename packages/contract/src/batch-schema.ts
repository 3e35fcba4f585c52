import { z } from 'zod';
import { BATCH_MAX_LINES, batchMatchEndpoint, batchParseEndpoint, batchResultEndpoint } from './batch';
import { BATCH_FIELDS } from './batch-lines';
import { routeOf } from './endpoint-schema';
import { divisionCode, goodsCard } from './goods-schema';

/** Longest text of one cell. */
export const BATCH_CELL_MAX = 200;

/** A cell as typed: text or a number, trimmed; the quantity is read per line (a bad one is a line's message). */
const cell = (label: string) =>
  z
    .union([z.string(), z.number()], { message: `${label}应为文本` })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(BATCH_CELL_MAX, { message: `${label}最多 ${BATCH_CELL_MAX} 个字符` }))
    .optional()
    .default('');

export const batchLineInput = z.object({
  code: cell('商品编码'),
  name: cell('商品名称'),
  brand: cell('品牌'),
  model: cell('型号'),
  num: cell('数量'),
  unit: cell('单位'),
  /** Where the line stands in the buyer's file (1-based), for messages; optional. */
  row: z.number().int().min(1).max(1_000_000).optional(),
});

const parseJson = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * A JSON array; in a form body, the array as one JSON text (`lines=[…]`) or one JSON object per
 * repeated field (`lines={…}&lines={…}`).
 */
const jsonLines = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(parseJson);
  const parsed = parseJson(v);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && typeof v === 'string'
    ? [parsed]
    : parsed;
};

export const batchMatchRequest = z.object({
  lines: z.preprocess(
    jsonLines,
    z
      .array(batchLineInput, { message: '明细应为商品行列表（表单中为 JSON 文本）' })
      .min(1, { message: '请至少填写一行商品' })
      .max(BATCH_MAX_LINES, { message: `一次最多匹配 ${BATCH_MAX_LINES} 行，请分批提交` }),
  ),
  /**
   * The delivery area (county, city or province code): candidates are judged by its stock, goods
   * without stock there are never proposed first. All warehouses when absent.
   */
  divisionCode: divisionCode.optional(),
});

export const batchResultQuery = z.object({
  uuid: z.string({ message: '请提供任务编号 uuid' }).uuid({ message: '任务编号 uuid 格式不正确' }),
  /** The delivery area the lines are judged for (see the match request). */
  divisionCode: divisionCode.optional(),
});

export const batchJobStatus = z.enum(['pending', 'running', 'done', 'failed']);
export const batchLineStatus = z.enum(['matched', 'candidates', 'unmatched', 'empty']);
export const batchMatchedBy = z.enum(['code', 'model', 'name']);

export const batchCandidate = z.object({
  goodsId: z.string(),
  /** How sure the match is, 0–100 (100: the exact goods code). */
  confidence: z.number().int().min(0).max(100),
  by: batchMatchedBy,
});

const lineText = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  num: z.string(),
  unit: z.string(),
});

export const batchLineResult = z.object({
  /** Position in the request (0-based). */
  index: z.number().int(),
  /** Row in the buyer's file, when given. */
  row: z.number().int().nullable(),
  input: lineText,
  /**
   * matched: one sure candidate, proposed as `goodsId`; candidates: the buyer picks (the best is
   * proposed); unmatched: nothing found; empty: a blank line, skipped.
   */
  status: batchLineStatus,
  /** The quantity as read, null when missing or not a positive whole number. */
  num: z.number().int().nullable(),
  /** The proposed goods (the best candidate), null when none. */
  goodsId: z.string().nullable(),
  candidates: z.array(batchCandidate),
  /** The quantity suits the proposed goods (MOQ, order multiple, the delivery area's stock). */
  numOk: z.boolean(),
  /** A quantity the proposed goods accepts, when `num` does not suit it. */
  suggestedNum: z.number().int().nullable(),
  /** What the buyer should know about the line, in Chinese (unknown code, delisted, quantity …). */
  messages: z.array(z.string()),
});

export const batchMatchResult = z.object({
  /** The job, null when the lines were matched within the request. */
  uuid: z.string().nullable(),
  status: batchJobStatus,
  total: z.number().int(),
  /** Lines matched so far. */
  done: z.number().int(),
  /** Every line's result once the status is done (empty before). */
  lines: z.array(batchLineResult),
  /** The candidates' goods with the caller's prices, each once. */
  goods: z.array(goodsCard),
  /** Why a failed job failed (Chinese). */
  error: z.string().nullable(),
});

export const batchSheet = z.object({
  fileName: z.string(),
  sheetName: z.string(),
  /** The header row's number in the file (1-based), null when the file has none. */
  headerRow: z.number().int().nullable(),
  /** Column titles (the header's cells, or 第1列 … without one). */
  columns: z.array(z.string()),
  /** The data rows: their number in the file and their cells as text. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  /** The columns detected for each field (0-based), null when not found; the buyer may correct it. */
  mapping: z.object(
    Object.fromEntries(BATCH_FIELDS.map((f) => [f, z.number().int().nullable()])) as {
      [K in (typeof BATCH_FIELDS)[number]]: z.ZodNullable<z.ZodNumber>;
    },
  ),
});

/** An uploaded file as the server reads it (multipart part `file`). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

const uploadedFile = z
  .custom<UploadedFile>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      (v as { data?: unknown }).data instanceof Uint8Array &&
      typeof (v as { filename?: unknown }).filename === 'string',
    { message: '请选择要上传的文件（表单字段 file）' },
  )
  .meta({ type: 'string', format: 'binary', description: 'xlsx 或 csv 文件' });

export const batchParseRequest = z.object({ file: uploadedFile });

export const batchParseRoute = routeOf(batchParseEndpoint, { body: batchParseRequest, response: batchSheet });
export const batchMatchRoute = routeOf(batchMatchEndpoint, {
  body: batchMatchRequest,
  response: batchMatchResult,
});
export const batchResultRoute = routeOf(batchResultEndpoint, {
  querystring: batchResultQuery,
  response: batchMatchResult,
});

/** The template answers a file: its schema only documents the binary body. */
export const batchTemplateFile = z
  .string()
  .meta({ type: 'string', format: 'binary', description: 'xlsx 文件' });
