/**
 * Batch purchase (批量采购): a buyer's spreadsheet of goods codes, names, brands, models and
 * quantities is matched to goods (exact code first, then brand + model, then name search), the buyer
 * picks among candidates and fixes quantities, and the chosen lines go to the cart in one batch append
 * (cart.ts). Up to BATCH_INLINE_MAX lines are answered at once; more run as a job stored in
 * PostgreSQL whose progress and results the result endpoint answers.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { BUYER_ROLES } from './roles';
import type * as S from './batch-schema';

/** Lines matched within the request; a longer list runs as a job. */
export const BATCH_INLINE_MAX = 200;
/** Most lines one match (or one uploaded file) takes. */
export const BATCH_MAX_LINES = 2000;
/** Largest uploaded file. */
export const BATCH_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Candidates answered per line at most. */
export const BATCH_MAX_CANDIDATES = 5;
/** A line is matched without asking when its best candidate is at least this sure (0–100). */
export const BATCH_SURE_CONFIDENCE = 90;
/** Jobs a buyer may have waiting or running at once. */
export const BATCH_MAX_OPEN_JOBS = 3;
/** The media type of the template (and of uploaded xlsx files). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type BatchLineInput = z.input<typeof S.batchLineInput>;
export type BatchMatchRequest = z.input<typeof S.batchMatchRequest>;
export type BatchResultQuery = z.input<typeof S.batchResultQuery>;
export type BatchJobStatus = z.infer<typeof S.batchJobStatus>;
export type BatchLineStatus = z.infer<typeof S.batchLineStatus>;
export type BatchMatchedBy = z.infer<typeof S.batchMatchedBy>;
export type BatchCandidate = z.infer<typeof S.batchCandidate>;
export type BatchLineResult = z.infer<typeof S.batchLineResult>;
export type BatchMatchResult = z.infer<typeof S.batchMatchResult>;
export type BatchSheet = z.infer<typeof S.batchSheet>;

/** An uploaded file as the client sends it: a multipart/form-data part named `file`. */
export interface BatchParseRequest {
  file: Blob;
}

/** Chinese words of the line states. */
export const BATCH_LINE_STATUS_LABELS: Record<BatchLineStatus, string> = {
  matched: '已匹配',
  candidates: '待确认',
  unmatched: '未匹配',
  empty: '空行',
};

export const BATCH_MATCHED_BY_LABELS: Record<BatchMatchedBy, string> = {
  code: '商品编码',
  model: '品牌型号',
  name: '名称搜索',
};

export const BATCH_JOB_STATUS_LABELS: Record<BatchJobStatus, string> = {
  pending: '排队中',
  running: '匹配中',
  done: '已完成',
  failed: '匹配失败',
};

const buyers = { roles: BUYER_ROLES } as const;
const TAG = '批量采购';

export const batchParseEndpoint: Endpoint<BatchParseRequest, BatchSheet> = {
  method: 'POST',
  path: '/goods/batch/parse',
  access: buyers,
  multipart: true,
  tag: TAG,
  summary: '读取上传的采购清单（xlsx 或 csv，UTF-8/GBK），识别表头与各列含义',
};

export const batchMatchEndpoint: Endpoint<BatchMatchRequest, BatchMatchResult> = {
  method: 'POST',
  path: '/goods/batch/match',
  access: buyers,
  codes: [429],
  form: true,
  tag: TAG,
  summary: `批量匹配商品（编码→品牌型号→名称搜索）；不超过 ${BATCH_INLINE_MAX} 行直接返回结果，更多行创建任务并返回 uuid`,
};

export const batchResultEndpoint: Endpoint<BatchResultQuery, BatchMatchResult> = {
  method: 'GET',
  path: '/shop/item/search-batch/result',
  access: buyers,
  idRefs: { uuid: 'owned' },
  tag: TAG,
  summary: '批量匹配任务的进度与结果（仅本人的任务）',
};

/** The xlsx template (a file, not the envelope). */
export const batchTemplateEndpoint: Endpoint<void, Blob> = {
  method: 'GET',
  path: '/goods/batch/template',
  access: buyers,
  tag: TAG,
  summary: '下载批量采购模板（xlsx 文件）',
};
