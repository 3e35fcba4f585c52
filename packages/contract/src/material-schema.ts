import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import {
  MATERIAL_KINDS,
  MATERIAL_LIMITS as L,
  MATERIAL_MESSAGES as M,
  MATERIAL_STATUSES,
  MATERIAL_TONES,
  POSTER_TEMPLATES,
  materialApproveEndpoint,
  materialCommentEndpoint,
  materialDetailEndpoint,
  materialGenerateEndpoint,
  materialGoodsEndpoint,
  materialPageEndpoint,
  materialPosterEndpoint,
  materialPublishedEndpoint,
  materialRejectEndpoint,
  materialReviewPageEndpoint,
  materialRevertEndpoint,
  materialSaveEndpoint,
  materialSubmitEndpoint,
  materialSummaryEndpoint,
} from './material';
import { idSchema, pageOf, pageQuery } from './page';
import { PICTURE_WIDTHS } from './picture';
import { boundedText } from './purchase-line-schema';

export const materialKind = z.enum(MATERIAL_KINDS, { message: '素材类型不正确' });
export const materialStatus = z.enum(MATERIAL_STATUSES, { message: '素材状态不正确' });
export const materialTone = z.enum(MATERIAL_TONES, { message: '文案风格不正确' });
export const posterTemplate = z.enum(POSTER_TEMPLATES, { message: '海报模板不正确' });

const version = z
  .number({ message: '版本号必须是数字' })
  .int({ message: '版本号必须是整数' })
  .min(0, { message: '版本号不正确' })
  .max(1_000_000, { message: '版本号不正确' });
const versionNo = z
  .number({ message: '版本序号必须是数字' })
  .int({ message: '版本序号必须是整数' })
  .min(1, { message: '版本序号最小为 1' })
  .max(1_000_000, { message: '版本序号不正确' });

const content = boundedText('素材内容', L.contentMax).min(1, { message: '请填写素材内容' });
const optionalFilter = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), s.optional());

const lockMark = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  kind: z.enum(['conflict', 'unverified', 'adLaw']),
  category: z.string(),
  message: z.string(),
});
export const lockResult = z.object({ marks: z.array(lockMark), blocked: z.boolean() });

/** The goods' own data the material is made from and held to. */
export const materialFacts = z.object({
  goodsId: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  spec: z.string(),
  unit: z.string(),
  listPrice: z.number().int(),
  image: z.string(),
  catalogPath: z.string(),
  attrs: z.array(z.object({ name: z.string(), value: z.string() })),
});

export const materialGenerateRequest = z.object({
  goodsId: idSchema,
  kind: materialKind,
  tone: materialTone.default('PRO'),
});
export const materialCandidates = z.object({
  facts: materialFacts,
  generator: z.string(),
  candidates: z.array(z.object({ content: z.string(), lock: lockResult })),
});

export const materialGoodsQuery = pageQuery.extend({
  keyword: boundedText('关键词', L.keywordMax).optional(),
});
export const materialGoods = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  spec: z.string(),
  listPrice: z.number().int(),
  image: z.string(),
  supplierName: z.string(),
});

export const materialSaveRequest = z
  .object({
    goodsId: idSchema,
    kind: materialKind,
    content,
    tone: materialTone.optional(),
    template: posterTemplate.optional(),
    /** The material's version the text was made from (0: none yet). */
    version,
  })
  .refine((r) => r.kind !== 'TITLE' || r.content.length <= L.titleMax, {
    message: M.titleTooLong,
    path: ['content'],
  })
  .refine((r) => r.kind !== 'POSTER' || r.template !== undefined, {
    message: M.templateRequired,
    path: ['template'],
  });

export const materialIdRequest = z.object({ id: idSchema });
export const materialVersionBody = z.object({ version });
export const materialVersionRequest = materialIdRequest.extend({ version });
export const materialRevertBody = z.object({ version, fromNo: versionNo });
export const materialRevertRequest = materialIdRequest.extend({ version, fromNo: versionNo });
export const materialReviewBody = z.object({
  version,
  comment: boundedText('审核意见', L.commentMax).default(''),
});
export const materialReviewRequest = materialIdRequest.extend(materialReviewBody.shape);
export const materialCommentBody = z.object({
  content: boundedText('批注', L.commentMax).min(1, { message: '请填写批注' }),
});
export const materialCommentRequest = materialIdRequest.extend(materialCommentBody.shape);

export const materialPageQuery = pageQuery.extend({
  goodsId: idSchema.optional(),
  kind: optionalFilter(materialKind),
  status: optionalFilter(materialStatus),
  keyword: boundedText('关键词', L.keywordMax).optional(),
});
export const materialReviewQuery = pageQuery.extend({ kind: optionalFilter(materialKind) });

export const materialRecord = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImage: z.string(),
  supplierName: z.string(),
  kind: materialKind,
  kindText: z.string(),
  status: materialStatus,
  statusText: z.string(),
  latestNo: z.number().int(),
  publishedNo: z.number().int(),
  version: z.number().int(),
  /** The latest version's text (a poster: its selling points). */
  content: z.string(),
  posterUrl: z.string(),
  updatedAt: z.string(),
});

export const materialVersion = z.object({
  no: z.number().int(),
  status: materialStatus,
  statusText: z.string(),
  content: z.string(),
  tone: z.string(),
  template: z.string(),
  /** The poster's picture ('' for texts): add ?w= for a width. */
  posterUrl: z.string(),
  generator: z.string(),
  revertedFrom: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  reviewedBy: z.string(),
  reviewedAt: z.string().nullable(),
});

export const materialDetail = materialRecord.extend({
  facts: materialFacts,
  versions: z.array(materialVersion),
  comments: z.array(
    z.object({
      versionNo: z.number().int(),
      action: z.enum(['', 'APPROVE', 'REJECT']),
      content: z.string(),
      by: z.string(),
      at: z.string(),
    }),
  ),
  /** The latest version checked against the goods' data. */
  lock: lockResult,
});

export const materialSummary = z.object({
  counts: z.record(materialStatus, z.number().int()),
  recent: z.array(materialRecord),
});

export const materialPublished = z.object({
  goodsId: z.string(),
  title: z.string(),
  sellingPoints: z.array(z.string()),
  description: z.string(),
  posters: z.array(z.object({ url: z.string(), template: z.string() })),
});

export const materialPosterQuery = z.object({
  id: idSchema,
  w: z.coerce
    .number({ message: '图片宽度必须是数字' })
    .refine((w) => (PICTURE_WIDTHS as readonly number[]).includes(w), {
      message: `图片宽度只能是 ${PICTURE_WIDTHS.join('、')}`,
    })
    .optional(),
  download: z.enum(['0', '1'], { message: 'download 只能是 0 或 1' }).optional(),
});

export const materialSummaryRoute = routeOf(materialSummaryEndpoint, { response: materialSummary });
export const materialGoodsRoute = routeOf(materialGoodsEndpoint, {
  querystring: materialGoodsQuery,
  response: pageOf(materialGoods),
});
export const materialGenerateRoute = routeOf(materialGenerateEndpoint, {
  body: materialGenerateRequest,
  response: materialCandidates,
});
export const materialSaveRoute = routeOf(materialSaveEndpoint, {
  body: materialSaveRequest,
  response: materialDetail,
});
export const materialPageRoute = routeOf(materialPageEndpoint, {
  querystring: materialPageQuery,
  response: pageOf(materialRecord),
});
export const materialDetailRoute = routeOf(materialDetailEndpoint, {
  params: materialIdRequest,
  response: materialDetail,
});
export const materialSubmitRoute = routeOf(materialSubmitEndpoint, {
  params: materialIdRequest,
  body: materialVersionBody,
  response: materialDetail,
});
export const materialRevertRoute = routeOf(materialRevertEndpoint, {
  params: materialIdRequest,
  body: materialRevertBody,
  response: materialDetail,
});
export const materialCommentRoute = routeOf(materialCommentEndpoint, {
  params: materialIdRequest,
  body: materialCommentBody,
  response: materialDetail,
});
export const materialReviewPageRoute = routeOf(materialReviewPageEndpoint, {
  querystring: materialReviewQuery,
  response: pageOf(materialRecord),
});
export const materialApproveRoute = routeOf(materialApproveEndpoint, {
  params: materialIdRequest,
  body: materialReviewBody,
  response: materialDetail,
});
export const materialRejectRoute = routeOf(materialRejectEndpoint, {
  params: materialIdRequest,
  body: materialReviewBody,
  response: materialDetail,
});
/** A file answer (the poster itself, WebP). */
export const materialPosterRoute = {
  endpoint: materialPosterEndpoint,
  params: materialIdRequest,
  querystring: materialPosterQuery.omit({ id: true }),
  response: z.string().meta({ format: 'binary', description: '海报（image/webp）' }),
} as const;
export const materialPublishedRoute = routeOf(materialPublishedEndpoint, {
  params: z.object({ goodsId: idSchema }),
  response: materialPublished,
});
