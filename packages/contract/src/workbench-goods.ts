/**
 * 运营工作台 (/workbench): suppliers' 商品管理 and operators' 商品审核.
 *
 * A supplier's goods item is one id for its whole life: a draft gets the id its goods row will have once
 * approved. The workbench keeps the supplier's version of an item (`workbench_goods`) beside the listed
 * goods row buyers see: a change to a listed item is a new version that waits for review while the listed
 * one stays as it is; price and stock apply at once (prices keep their history). Statuses as the supplier
 * sees them: 草稿 (a version not submitted), 待审核, 已驳回 (with the reason), 已上架, 已下架.
 *
 * Every write names the version it was made from (`version`); a write from an older version answers 409
 * (stale) and changes nothing. Another supplier's item does not exist (404).
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './workbench-goods-schema';

export const WB_GOODS_STATUSES = ['DRAFT', 'PENDING', 'REJECTED', 'ON', 'OFF'] as const;
export type WbGoodsStatus = (typeof WB_GOODS_STATUSES)[number];

export const WB_GOODS_STATUS_LABELS: Record<WbGoodsStatus, string> = {
  DRAFT: '草稿',
  PENDING: '待审核',
  REJECTED: '已驳回',
  ON: '已上架',
  OFF: '已下架',
};

/** Limits of the goods form (the form checks the same). */
export const WB_GOODS_LIMITS = {
  nameMax: 100,
  modelMax: 60,
  specMax: 200,
  unitMax: 10,
  attrsMax: 30,
  attrNameMax: 20,
  attrValueMax: 100,
  picturesMax: 10,
  descriptionMax: 20_000,
  reasonMax: 200,
  keywordMax: 50,
} as const;

/** Largest goods picture, bytes (the after-sales photos' rule). */
export const WB_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const WB_GOODS_MESSAGES = {
  notFound: '商品不存在',
  stale: '该商品已被修改（版本已变化），请刷新后再操作',
  pendingLocked: '商品正在审核中，请先撤回再修改',
  notPending: '该商品不在待审核状态',
  notListed: '该商品未上架，不能下架',
  nothingToSubmit: '商品已上架且没有待提交的修改',
  brandNotFound: '所选品牌不存在',
  catalogNotFound: '请选择三级分类',
  pictureNotFound: '商品图片不存在，请重新上传',
  pictureTooLarge: `图片不能超过 ${WB_PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  tooManyPictures: '未使用的商品图片过多（最多 30 张），请先保存商品',
  reasonRequired: '请填写驳回原因',
  priceBelowList: '市场价不能低于销售价',
  warehouseNotFound: '仓库不存在',
} as const;

export const WB_FIELD_LABELS = {
  name: '商品名称',
  brandId: '品牌',
  catalogId: '分类',
  model: '型号',
  spec: '规格',
  attrs: '规格参数',
  unit: '单位',
  moq: '起订量',
  orderMultiple: '订购倍数',
  listPrice: '销售价',
  marketPrice: '市场价',
  images: '商品图片',
  description: '商品详情',
} as const;
export type WbField = keyof typeof WB_FIELD_LABELS;

export type WbGoodsFields = z.input<typeof S.wbGoodsFields>;
export type WbGoodsPageQuery = z.input<typeof S.wbGoodsPageQuery>;
export type WbGoodsRecord = z.infer<typeof S.wbGoodsRecord>;
export type WbGoodsPage = Page<WbGoodsRecord>;
export type WbGoodsDetail = z.infer<typeof S.wbGoodsDetail>;
export type WbGoodsIdRequest = z.input<typeof S.wbGoodsIdRequest>;
export type WbGoodsVersionRequest = z.input<typeof S.wbGoodsVersionRequest>;
export type WbGoodsSaveRequest = z.input<typeof S.wbGoodsSaveRequest>;
export type WbGoodsPriceRequest = z.input<typeof S.wbGoodsPriceRequest>;
export type WbGoodsStockRequest = z.input<typeof S.wbGoodsStockRequest>;
export type WbGoodsOptions = z.infer<typeof S.wbGoodsOptions>;
export type WbPicture = z.infer<typeof S.wbPicture>;
/** What a client sends: the picture as a file (multipart part `file`). */
export interface WbPictureUploadRequest {
  file: Blob;
}
export type WbReviewPageQuery = z.input<typeof S.wbReviewPageQuery>;
export type WbReviewRecord = z.infer<typeof S.wbReviewRecord>;
export type WbReviewPage = Page<WbReviewRecord>;
export type WbReviewDetail = z.infer<typeof S.wbReviewDetail>;
export type WbReviewRejectRequest = z.input<typeof S.wbReviewRejectRequest>;
export type WbGoodsSummary = z.infer<typeof S.wbGoodsSummary>;
export type WbDiffLine = z.infer<typeof S.wbDiffLine>;

const VENDOR = { roles: ['VENDOR'] } as const;
const OPERATOR = { roles: ['OPERATOR'] } as const;
const TAG = '运营工作台';

export const wbGoodsPageEndpoint: Endpoint<WbGoodsPageQuery, WbGoodsPage> = {
  method: 'GET',
  path: '/workbench/goods/page',
  access: VENDOR,
  tag: TAG,
  summary: '商品管理：本供应商的商品（按状态、关键词筛选）',
};

export const wbGoodsSummaryEndpoint: Endpoint<void, WbGoodsSummary> = {
  method: 'GET',
  path: '/workbench/goods/summary',
  access: { roles: ['VENDOR', 'OPERATOR'] },
  tag: TAG,
  summary: '工作台首页：供应商各状态商品数；运营待审核商品数',
};

export const wbGoodsOptionsEndpoint: Endpoint<void, WbGoodsOptions> = {
  method: 'GET',
  path: '/workbench/goods/options',
  access: VENDOR,
  tag: TAG,
  summary: '商品表单的选项：品牌、三级分类、本供应商的仓库',
};

export const wbGoodsDetailEndpoint: Endpoint<WbGoodsIdRequest, WbGoodsDetail> = {
  method: 'GET',
  path: '/workbench/goods/:id',
  idRefs: { id: 'owned' },
  access: VENDOR,
  tag: TAG,
  summary: '商品管理：一件商品（编辑中的版本、上架版本、价格历史、库存）',
};

export const wbGoodsCreateEndpoint: Endpoint<WbGoodsFields, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/create',
  idRefs: { brandId: 'brand', catalogId: 'catalog' },
  access: VENDOR,
  tag: TAG,
  summary: '新建商品（草稿）',
};

export const wbGoodsSaveEndpoint: Endpoint<WbGoodsSaveRequest, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/:id/save',
  idRefs: { id: 'owned', brandId: 'brand', catalogId: 'catalog' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: '保存商品（已上架商品的修改须审核后生效；价格与库存另行即时修改）',
};

export const wbGoodsSubmitEndpoint: Endpoint<WbGoodsVersionRequest, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/:id/submit',
  idRefs: { id: 'owned' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: '提交审核',
};

export const wbGoodsWithdrawEndpoint: Endpoint<WbGoodsVersionRequest, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/:id/withdraw',
  idRefs: { id: 'owned' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: '撤回审核',
};

export const wbGoodsDelistEndpoint: Endpoint<WbGoodsVersionRequest, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/:id/delist',
  idRefs: { id: 'owned' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: '下架商品（即时生效）',
};

export const wbGoodsPriceEndpoint: Endpoint<WbGoodsPriceRequest, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/:id/price',
  idRefs: { id: 'owned' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: '修改价格（即时生效，保留价格历史）',
};

export const wbGoodsStockEndpoint: Endpoint<WbGoodsStockRequest, WbGoodsDetail> = {
  method: 'POST',
  path: '/workbench/goods/:id/stock',
  idRefs: { id: 'owned', warehouseId: 'owned' },
  access: VENDOR,
  codes: [409],
  tag: TAG,
  summary: '修改某仓库的库存（即时生效）',
};

export const wbPictureUploadEndpoint: Endpoint<WbPictureUploadRequest, WbPicture> = {
  method: 'POST',
  path: '/workbench/goods/picture',
  access: VENDOR,
  multipart: true,
  tag: TAG,
  summary: '上传商品图片（JPEG/PNG/WebP，按内容识别，最大 5 MB）',
};

export const wbPictureEndpoint: Endpoint<WbGoodsIdRequest, Blob> = {
  method: 'GET',
  path: '/workbench/goods/picture/:id',
  idRefs: { id: 'owned' },
  access: 'public',
  tag: TAG,
  summary: '商品图片（上架商品的图片人人可见；其余仅上传方与运营可见）',
};

export const wbReviewPageEndpoint: Endpoint<WbReviewPageQuery, WbReviewPage> = {
  method: 'GET',
  path: '/workbench/review/page',
  access: OPERATOR,
  tag: TAG,
  summary: '商品审核：待审核的商品（先提交的在前）',
};

export const wbReviewDetailEndpoint: Endpoint<WbGoodsIdRequest, WbReviewDetail> = {
  method: 'GET',
  path: '/workbench/review/:id',
  idRefs: { id: 'goods' },
  access: OPERATOR,
  tag: TAG,
  summary: '商品审核：提交的版本与上架版本逐项对比',
};

export const wbReviewApproveEndpoint: Endpoint<WbGoodsVersionRequest, WbReviewDetail> = {
  method: 'POST',
  path: '/workbench/review/:id/approve',
  idRefs: { id: 'goods' },
  access: OPERATOR,
  codes: [409],
  tag: TAG,
  summary: '审核通过（商品即时上架并可被搜索）',
};

export const wbReviewRejectEndpoint: Endpoint<WbReviewRejectRequest, WbReviewDetail> = {
  method: 'POST',
  path: '/workbench/review/:id/reject',
  idRefs: { id: 'goods' },
  access: OPERATOR,
  codes: [409],
  tag: TAG,
  summary: '审核驳回（须填写原因）',
};
