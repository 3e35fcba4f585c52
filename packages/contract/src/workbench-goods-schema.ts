import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { MAX_UNIT_PRICE_FEN } from './money';
import { idSchema, pageOf, pageQuery } from './page';
import { QUANTITY_MAX } from './quantity';
import {
  WB_FIELD_LABELS,
  WB_GOODS_LIMITS as L,
  WB_GOODS_MESSAGES as M,
  WB_GOODS_STATUSES,
  wbGoodsCreateEndpoint,
  wbGoodsDelistEndpoint,
  wbGoodsDetailEndpoint,
  wbGoodsOptionsEndpoint,
  wbGoodsPageEndpoint,
  wbGoodsPriceEndpoint,
  wbGoodsSaveEndpoint,
  wbGoodsStockEndpoint,
  wbGoodsSubmitEndpoint,
  wbGoodsSummaryEndpoint,
  wbGoodsWithdrawEndpoint,
  wbPictureEndpoint,
  wbPictureUploadEndpoint,
  wbReviewApproveEndpoint,
  wbReviewDetailEndpoint,
  wbReviewPageEndpoint,
  wbReviewRejectEndpoint,
} from './workbench-goods';

export const wbGoodsStatus = z.enum(WB_GOODS_STATUSES, { message: '商品状态不正确' });

function text(label: string, max: number, required = false) {
  const s = z
    .string({ message: `${label}应为文字` })
    .trim()
    .max(max, { message: `${label}最多 ${max} 字` });
  return required ? s.min(1, { message: `请填写${label}` }) : s;
}

function count(label: string) {
  return z
    .number({ message: `${label}必须是数字` })
    .int({ message: `${label}必须是整数` })
    .min(1, { message: `${label}最小为 1` })
    .max(QUANTITY_MAX, { message: `${label}最大为 ${QUANTITY_MAX}` });
}

/** A price in fen: a positive integer within the unit price cap. */
export function fenOf(label: string) {
  return z
    .number({ message: `${label}必须是数字（分）` })
    .int({ message: `${label}必须是整数（分）` })
    .min(1, { message: `${label}必须大于 0` })
    .max(MAX_UNIT_PRICE_FEN, { message: `${label}不能超过 ¥${MAX_UNIT_PRICE_FEN / 100}` });
}

export const wbAttr = z.object({
  name: text('参数名', L.attrNameMax, true),
  value: text('参数值', L.attrValueMax, true),
});

/** A goods picture: the address the server gave its upload (or a picture the goods already had). */
export const wbImage = z
  .string({ message: '图片地址应为文字' })
  .regex(/^\/(?:pm-api\/workbench\/goods\/picture\/[1-9][0-9]{0,18}|img\/[\w/.-]+\.svg)$/, {
    message: '商品图片地址不正确，请重新上传',
  });

/** The fields of a goods item the supplier edits. */
export const wbGoodsFields = z
  .object({
    name: text(WB_FIELD_LABELS.name, L.nameMax, true),
    brandId: idSchema,
    catalogId: idSchema,
    model: text(WB_FIELD_LABELS.model, L.modelMax).default(''),
    spec: text(WB_FIELD_LABELS.spec, L.specMax).default(''),
    attrs: z
      .array(wbAttr, { message: '规格参数格式不正确' })
      .max(L.attrsMax, { message: `规格参数最多 ${L.attrsMax} 项` })
      .default([]),
    unit: text(WB_FIELD_LABELS.unit, L.unitMax, true),
    moq: count(WB_FIELD_LABELS.moq).default(1),
    orderMultiple: count(WB_FIELD_LABELS.orderMultiple).default(1),
    listPrice: fenOf(WB_FIELD_LABELS.listPrice),
    marketPrice: fenOf(WB_FIELD_LABELS.marketPrice),
    images: z
      .array(wbImage, { message: '商品图片格式不正确' })
      .max(L.picturesMax, { message: `商品图片最多 ${L.picturesMax} 张` })
      .default([]),
    /** Rich text (HTML); the server keeps only what its allow-list admits. */
    description: z
      .string({ message: '商品详情应为文字' })
      .max(L.descriptionMax, { message: `商品详情最多 ${L.descriptionMax} 字` })
      .default(''),
  })
  .refine((f) => f.marketPrice >= f.listPrice, { message: M.priceBelowList, path: ['marketPrice'] });

const version = z
  .number({ message: '版本号必须是数字' })
  .int({ message: '版本号必须是整数' })
  .min(0, { message: '版本号不正确' });

export const wbGoodsIdRequest = z.object({ id: idSchema });
export const wbGoodsVersionBody = z.object({ version });
export const wbGoodsVersionRequest = wbGoodsIdRequest.extend({ version });
export const wbGoodsSaveBody = wbGoodsFields.and(z.object({ version }));
export const wbGoodsSaveRequest = wbGoodsFields.and(z.object({ id: idSchema, version }));
export const wbGoodsPriceBody = z
  .object({
    version,
    listPrice: fenOf(WB_FIELD_LABELS.listPrice),
    marketPrice: fenOf(WB_FIELD_LABELS.marketPrice),
  })
  .refine((f) => f.marketPrice >= f.listPrice, { message: M.priceBelowList, path: ['marketPrice'] });
export const wbGoodsPriceRequest = wbGoodsPriceBody.and(wbGoodsIdRequest);
export const wbGoodsStockBody = z.object({
  version,
  warehouseId: idSchema,
  quantity: z
    .number({ message: '库存必须是数字' })
    .int({ message: '库存必须是整数' })
    .min(0, { message: '库存不能小于 0' })
    .max(100_000_000, { message: '库存最大为 100000000' }),
});
export const wbGoodsStockRequest = wbGoodsStockBody.and(wbGoodsIdRequest);

export const wbGoodsPageQuery = pageQuery.extend({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), wbGoodsStatus.optional()),
  keyword: text('关键词', L.keywordMax).optional(),
});

export const wbGoodsRecord = z.object({
  id: z.string(),
  name: z.string(),
  skuCode: z.string(),
  brandName: z.string(),
  catalogName: z.string(),
  model: z.string(),
  listPrice: z.number().int(),
  stock: z.number().int(),
  image: z.string(),
  status: wbGoodsStatus,
  statusText: z.string(),
  /** A listed item with a saved change not submitted yet. */
  hasDraft: z.boolean(),
  rejectReason: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});

const goodsView = z.object({
  name: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  catalogId: z.string(),
  catalogPath: z.string(),
  model: z.string(),
  spec: z.string(),
  attrs: z.array(z.object({ name: z.string(), value: z.string() })),
  unit: z.string(),
  moq: z.number().int(),
  orderMultiple: z.number().int(),
  listPrice: z.number().int(),
  marketPrice: z.number().int(),
  images: z.array(z.string()),
  description: z.string(),
});

export const wbDiffLine = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

export const wbGoodsDetail = z.object({
  id: z.string(),
  skuCode: z.string(),
  status: wbGoodsStatus,
  statusText: z.string(),
  hasDraft: z.boolean(),
  rejectReason: z.string(),
  version: z.number().int(),
  /** What the supplier edits (the draft, the submitted version, or the listed one). */
  current: goodsView,
  /** What buyers see; null before the first approval. */
  listed: goodsView.nullable(),
  /** Fields of `current` that differ from `listed` (empty for a new item). */
  diff: z.array(wbDiffLine),
  priceHistory: z.array(
    z.object({ listPrice: z.number().int(), marketPrice: z.number().int(), at: z.string(), by: z.string() }),
  ),
  stock: z.array(
    z.object({ warehouseId: z.string(), warehouseName: z.string(), quantity: z.number().int() }),
  ),
});

export const wbGoodsOptions = z.object({
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  catalogs: z.array(z.object({ id: z.string(), path: z.string() })),
  warehouses: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const wbGoodsSummary = z.object({
  /** A supplier: its goods per status; an operator: zeros but PENDING (all suppliers' items in review). */
  counts: z.record(wbGoodsStatus, z.number().int()),
});

export const wbPicture = z.object({ id: z.string(), url: z.string() });

/** An uploaded picture as the server reads it (multipart part `file`). */
export interface UploadedPicture {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}
const uploadedPicture = z
  .custom<UploadedPicture>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      (v as { data?: unknown }).data instanceof Uint8Array &&
      typeof (v as { filename?: unknown }).filename === 'string',
    { message: '请选择要上传的图片（表单字段 file）' },
  )
  .meta({ type: 'string', format: 'binary', description: 'JPEG、PNG 或 WebP 图片，最大 5 MB' });
export const wbPictureUploadRequest = z.object({ file: uploadedPicture });

export const wbReviewPageQuery = pageQuery;
export const wbReviewRecord = z.object({
  id: z.string(),
  name: z.string(),
  supplierName: z.string(),
  /** Never listed before: the whole item is new. */
  isNew: z.boolean(),
  changedFields: z.array(z.string()),
  submittedAt: z.string(),
  version: z.number().int(),
});
export const wbReviewDetail = z.object({
  id: z.string(),
  supplierName: z.string(),
  status: wbGoodsStatus,
  statusText: z.string(),
  rejectReason: z.string(),
  version: z.number().int(),
  submitted: goodsView,
  listed: goodsView.nullable(),
  diff: z.array(wbDiffLine),
  submittedAt: z.string().nullable(),
});
export const wbReviewRejectBody = z.object({
  version,
  reason: text('驳回原因', L.reasonMax).pipe(z.string().min(1, { message: M.reasonRequired })),
});
export const wbReviewRejectRequest = wbReviewRejectBody.and(wbGoodsIdRequest);

export const wbGoodsPageRoute = routeOf(wbGoodsPageEndpoint, {
  querystring: wbGoodsPageQuery,
  response: pageOf(wbGoodsRecord),
});
export const wbGoodsSummaryRoute = routeOf(wbGoodsSummaryEndpoint, { response: wbGoodsSummary });
export const wbGoodsOptionsRoute = routeOf(wbGoodsOptionsEndpoint, { response: wbGoodsOptions });
export const wbGoodsDetailRoute = routeOf(wbGoodsDetailEndpoint, {
  params: wbGoodsIdRequest,
  response: wbGoodsDetail,
});
export const wbGoodsCreateRoute = routeOf(wbGoodsCreateEndpoint, {
  body: wbGoodsFields,
  response: wbGoodsDetail,
});
export const wbGoodsSaveRoute = routeOf(wbGoodsSaveEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsSaveBody,
  response: wbGoodsDetail,
});
export const wbGoodsSubmitRoute = routeOf(wbGoodsSubmitEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsVersionBody,
  response: wbGoodsDetail,
});
export const wbGoodsWithdrawRoute = routeOf(wbGoodsWithdrawEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsVersionBody,
  response: wbGoodsDetail,
});
export const wbGoodsDelistRoute = routeOf(wbGoodsDelistEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsVersionBody,
  response: wbGoodsDetail,
});
export const wbGoodsPriceRoute = routeOf(wbGoodsPriceEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsPriceBody,
  response: wbGoodsDetail,
});
export const wbGoodsStockRoute = routeOf(wbGoodsStockEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsStockBody,
  response: wbGoodsDetail,
});
export const wbPictureUploadRoute = routeOf(wbPictureUploadEndpoint, {
  body: wbPictureUploadRequest,
  response: wbPicture,
});
/** A file answer (the picture itself), registered with its media types rather than the envelope. */
export const wbPictureRoute = {
  endpoint: wbPictureEndpoint,
  params: wbGoodsIdRequest,
  response: z.string().meta({ format: 'binary', description: '图片（image/jpeg、image/png 或 image/webp）' }),
} as const;
export const wbReviewPageRoute = routeOf(wbReviewPageEndpoint, {
  querystring: wbReviewPageQuery,
  response: pageOf(wbReviewRecord),
});
export const wbReviewDetailRoute = routeOf(wbReviewDetailEndpoint, {
  params: wbGoodsIdRequest,
  response: wbReviewDetail,
});
export const wbReviewApproveRoute = routeOf(wbReviewApproveEndpoint, {
  params: wbGoodsIdRequest,
  body: wbGoodsVersionBody,
  response: wbReviewDetail,
});
export const wbReviewRejectRoute = routeOf(wbReviewRejectEndpoint, {
  params: wbGoodsIdRequest,
  body: wbReviewRejectBody,
  response: wbReviewDetail,
});
