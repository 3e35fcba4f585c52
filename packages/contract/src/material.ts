/**
 * AI素材 (/material, issue 32): titles, selling points, detail descriptions and posters made from the
 * goods' own data, held to their specifications (spec-lock.ts) and used only once an operator approved them.
 *
 * One material per goods item and kind, owned by the goods' supplier; its texts are versions (草稿 → 待审核 →
 * 已通过 / 已驳回). Suppliers make material for their own goods (another supplier's goods or material: 404),
 * operators for any goods; operators review. Every write names the material's `version` it was made from;
 * an older one answers 409 and changes nothing. What buyers see (`GET /material/published/:goodsId`) is the
 * latest approved version of each kind.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './material-schema';

export const MATERIAL_KINDS = ['TITLE', 'SELLING_POINTS', 'DESCRIPTION', 'POSTER'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_KIND_LABELS: Record<MaterialKind, string> = {
  TITLE: '商品标题',
  SELLING_POINTS: '卖点',
  DESCRIPTION: '详情描述',
  POSTER: '海报',
};

export const MATERIAL_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];
export const MATERIAL_STATUS_LABELS: Record<MaterialStatus, string> = {
  DRAFT: '草稿',
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已驳回',
};

export const MATERIAL_TONES = ['PRO', 'BRIEF', 'PROMO'] as const;
export type MaterialTone = (typeof MATERIAL_TONES)[number];
export const MATERIAL_TONE_LABELS: Record<MaterialTone, string> = {
  PRO: '专业',
  BRIEF: '简洁',
  PROMO: '促销',
};

export const POSTER_TEMPLATES = ['CLASSIC', 'SIDE', 'BOLD'] as const;
export type PosterTemplate = (typeof POSTER_TEMPLATES)[number];
export const POSTER_TEMPLATE_LABELS: Record<PosterTemplate, string> = {
  CLASSIC: '经典上图下文',
  SIDE: '左图右文',
  BOLD: '整图大字',
};

export const MATERIAL_LIMITS = {
  contentMax: 2000,
  titleMax: 80,
  commentMax: 200,
  keywordMax: 50,
  /** Selling points shown and drawn at most. */
  pointsMax: 6,
} as const;

export const MATERIAL_MESSAGES = {
  notFound: '素材不存在',
  goodsNotFound: '商品不存在',
  stale: '素材已被修改（版本已变化），请刷新后再操作',
  pendingLocked: '素材正在审核中，不能修改',
  notDraft: '只有草稿或已驳回的素材可以提交审核',
  notPending: '该素材不在待审核状态',
  commentRequired: '请填写驳回意见',
  versionNotFound: '该版本不存在',
  titleTooLong: `商品标题最多 ${MATERIAL_LIMITS.titleMax} 字`,
  templateRequired: '请选择海报模板',
  quotaExceeded: '今日 AI 创作次数已用完，请明天再试或使用离线生成',
  providerFailed: 'AI 服务暂时不可用，请稍后再试',
} as const;

export type MaterialGenerateRequest = z.input<typeof S.materialGenerateRequest>;
export type MaterialCandidates = z.infer<typeof S.materialCandidates>;
export type MaterialGoodsQuery = z.input<typeof S.materialGoodsQuery>;
export type MaterialGoods = z.infer<typeof S.materialGoods>;
export type MaterialGoodsPage = Page<MaterialGoods>;
export type MaterialSaveRequest = z.input<typeof S.materialSaveRequest>;
export type MaterialIdRequest = z.input<typeof S.materialIdRequest>;
export type MaterialVersionRequest = z.input<typeof S.materialVersionRequest>;
export type MaterialRevertRequest = z.input<typeof S.materialRevertRequest>;
export type MaterialReviewRequest = z.input<typeof S.materialReviewRequest>;
export type MaterialCommentRequest = z.input<typeof S.materialCommentRequest>;
export type MaterialPageQuery = z.input<typeof S.materialPageQuery>;
export type MaterialReviewQuery = z.input<typeof S.materialReviewQuery>;
export type MaterialRecord = z.infer<typeof S.materialRecord>;
export type MaterialPage = Page<MaterialRecord>;
export type MaterialDetail = z.infer<typeof S.materialDetail>;
export type MaterialVersion = z.infer<typeof S.materialVersion>;
export type MaterialSummary = z.infer<typeof S.materialSummary>;
export type MaterialPublished = z.infer<typeof S.materialPublished>;
export type MaterialPosterQuery = z.input<typeof S.materialPosterQuery>;

const MAKERS = { roles: ['VENDOR', 'OPERATOR'] } as const;
const OPERATOR = { roles: ['OPERATOR'] } as const;
const TAG = 'AI素材';

export const materialSummaryEndpoint: Endpoint<void, MaterialSummary> = {
  method: 'GET',
  path: '/material/summary',
  access: MAKERS,
  tag: TAG,
  summary: '素材首页：各状态素材数与最近的素材',
};

export const materialGoodsEndpoint: Endpoint<MaterialGoodsQuery, MaterialGoodsPage> = {
  method: 'GET',
  path: '/material/goods/page',
  access: MAKERS,
  tag: TAG,
  summary: 'AI创作：可创作素材的商品（供应商为本单位商品，运营为全部），按关键词搜索',
};

export const materialGenerateEndpoint: Endpoint<MaterialGenerateRequest, MaterialCandidates> = {
  method: 'POST',
  path: '/material/generate',
  idRefs: { goodsId: 'owned' },
  access: MAKERS,
  codes: [429, 503],
  tag: TAG,
  summary: 'AI创作：按商品资料生成若干候选（离线模板或已配置的 AI 服务），并标出与规格不符之处',
};

export const materialSaveEndpoint: Endpoint<MaterialSaveRequest, MaterialDetail> = {
  method: 'POST',
  path: '/material/save',
  idRefs: { goodsId: 'owned' },
  access: MAKERS,
  codes: [409],
  tag: TAG,
  summary: '保存草稿（该商品该类素材的新版本或当前草稿）；海报在服务器合成',
};

export const materialPageEndpoint: Endpoint<MaterialPageQuery, MaterialPage> = {
  method: 'GET',
  path: '/material/page',
  /** Any goods may be named; the list holds only the caller's material (an operator's: all). */
  idRefs: { goodsId: 'goods' },
  access: MAKERS,
  tag: TAG,
  summary: '素材列表：按商品、类型、状态筛选',
};

export const materialDetailEndpoint: Endpoint<MaterialIdRequest, MaterialDetail> = {
  method: 'GET',
  path: '/material/:id',
  idRefs: { id: 'owned' },
  access: MAKERS,
  tag: TAG,
  summary: '一份素材：各版本、批注与规格核对',
};

export const materialSubmitEndpoint: Endpoint<MaterialVersionRequest, MaterialDetail> = {
  method: 'POST',
  path: '/material/:id/submit',
  idRefs: { id: 'owned' },
  access: MAKERS,
  codes: [409],
  tag: TAG,
  summary: '提交审核（与商品规格不符时不能提交）',
};

export const materialRevertEndpoint: Endpoint<MaterialRevertRequest, MaterialDetail> = {
  method: 'POST',
  path: '/material/:id/revert',
  idRefs: { id: 'owned' },
  access: MAKERS,
  codes: [409],
  tag: TAG,
  summary: '恢复到某一历史版本（生成新的草稿版本）',
};

export const materialCommentEndpoint: Endpoint<MaterialCommentRequest, MaterialDetail> = {
  method: 'POST',
  path: '/material/:id/comment',
  idRefs: { id: 'owned' },
  access: MAKERS,
  tag: TAG,
  summary: '添加批注',
};

export const materialReviewPageEndpoint: Endpoint<MaterialReviewQuery, MaterialPage> = {
  method: 'GET',
  path: '/material/review/page',
  access: OPERATOR,
  tag: TAG,
  summary: '素材审核：待审核的素材（先提交的在前）',
};

export const materialApproveEndpoint: Endpoint<MaterialReviewRequest, MaterialDetail> = {
  method: 'POST',
  path: '/material/:id/approve',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  codes: [409],
  tag: TAG,
  summary: '审核通过（素材即时用于商品详情；与商品规格不符时不能通过）',
};

export const materialRejectEndpoint: Endpoint<MaterialReviewRequest, MaterialDetail> = {
  method: 'POST',
  path: '/material/:id/reject',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  codes: [409],
  tag: TAG,
  summary: '审核驳回（须填写意见）',
};

/** A poster (WebP): approved ones for anybody, others for their supplier and operators. */
export const materialPosterEndpoint: Endpoint<MaterialPosterQuery, Blob> = {
  method: 'GET',
  path: '/material/poster/:id',
  idRefs: { id: 'owned' },
  access: 'public',
  tag: TAG,
  summary: '海报图片（WebP，可按宽度 w 缩放；download=1 下载）',
};

export const materialPublishedEndpoint: Endpoint<{ goodsId: string }, MaterialPublished> = {
  method: 'GET',
  path: '/material/published/:goodsId',
  idRefs: { goodsId: 'goods' },
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '商品已通过审核的素材（标题、卖点、海报），供商品详情展示',
};
