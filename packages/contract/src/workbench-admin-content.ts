/**
 * The operators' back office (运营工作台), second part: the mall's content the shop reads: home banners
 * (轮播图), notices (公告), the hot-search blocklist (热搜屏蔽词), site configuration (站点配置), and product
 * work orders (商品纠错) with the operators' replies, which the buyer who filed one reads too.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import { ADMIN_TAG } from './workbench-admin';
import type * as S from './workbench-admin-content-schema';
import { WB_PICTURE_MAX_BYTES, type WbPicture, type WbPictureUploadRequest } from './workbench-goods';

const OPERATOR = { roles: ['OPERATOR'] } as const;

/**
 * A banner's uploaded picture: JPEG, PNG or WebP (read by its content), at most 5 MB (the goods pictures'
 * size), at least MIN_WIDTH × MIN_HEIGHT pixels, between 2:1 and 4:1 wide (the homes show it at 3:1,
 * cropped to fill; 1200 × 400 is what fits best).
 */
export const BANNER_PICTURE = {
  maxBytes: WB_PICTURE_MAX_BYTES,
  minWidth: 600,
  minHeight: 200,
  minRatio: 2,
  maxRatio: 4,
} as const;

/** Longest notice body: its text, and its HTML with the markup. */
export const NOTICE_BODY_MAX = { text: 5000, html: 20000 } as const;

export const WORKBENCH_CONTENT_MESSAGES = {
  bannerNotFound: '轮播图不存在',
  bannerPictureNotFound: '轮播图片不存在，请重新上传',
  bannerPictureTooLarge: `轮播图片不能超过 ${BANNER_PICTURE.maxBytes / 1024 / 1024} MB`,
  bannerPictureSmall: `轮播图片至少 ${BANNER_PICTURE.minWidth}×${BANNER_PICTURE.minHeight} 像素（建议 1200×400）`,
  bannerPictureShape: `轮播图片宽高比应在 ${BANNER_PICTURE.minRatio}:1 到 ${BANNER_PICTURE.maxRatio}:1 之间（建议 1200×400）`,
  tooManyBannerPictures: '未使用的轮播图片过多（最多 30 张），请先保存轮播图',
  noticeTooLong: `正文最长 ${NOTICE_BODY_MAX.text} 个字`,
  noticeMarkupTooLong: `正文格式过多（含格式最长 ${NOTICE_BODY_MAX.html} 个字符），请精简`,
  noticeNotFound: '公告不存在',
  wordNotFound: '该词未被屏蔽',
  wordBlocked: '该词已在屏蔽列表中',
  configNotFound: '配置项不存在',
  configNotText: '该配置项不是文本，不能在此修改',
  workOrderNotFound: '工单不存在',
  saved: '已保存',
  deleted: '已删除',
  replied: '已回复',
} as const;

export const WORK_ORDER_KIND_LABELS: Record<string, string> = {
  price: '价格错误',
  spec: '规格参数错误',
  image: '图片错误',
  stock: '库存错误',
  other: '其他问题',
};

export type AdminBanner = z.infer<typeof S.adminBanner>;
export type SaveBannerRequest = z.input<typeof S.saveBannerRequest>;
export type AdminNotice = z.infer<typeof S.adminNotice>;
export type SaveNoticeRequest = z.input<typeof S.saveNoticeRequest>;
export type BlockedWords = z.infer<typeof S.blockedWords>;
export type AdminSiteConfig = z.infer<typeof S.adminSiteConfig>;
export type SaveSiteConfigRequest = z.input<typeof S.saveSiteConfigRequest>;
export type AdminWorkOrder = z.infer<typeof S.adminWorkOrder>;
export type AdminWorkOrderQuery = z.input<typeof S.adminWorkOrderQuery>;
export type MyWorkOrder = z.infer<typeof S.myWorkOrder>;

export const adminBannerListEndpoint: Endpoint<void, AdminBanner[]> = {
  method: 'GET',
  path: '/admin/banner/list',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '轮播图列表（含已下线的，按顺序）',
};

/**
 * One banner picture (multipart, part `file`), checked under the shared upload rules (lib/upload: read by its
 * content, decoded and encoded again without metadata) and BANNER_PICTURE's size and shape; kept as the
 * operator's unused upload until a banner is saved with it.
 */
export const bannerPictureUploadEndpoint: Endpoint<WbPictureUploadRequest, WbPicture> = {
  method: 'POST',
  path: '/admin/banner/picture',
  access: OPERATOR,
  multipart: true,
  tag: ADMIN_TAG,
  summary: '上传轮播图片（JPEG/PNG/WebP，按内容识别，最大 5 MB，至少 600×200，宽高比 2:1 到 4:1）',
};

/**
 * Creates (without id) or changes a banner. `pictureId`: an uploaded picture (bannerPictureUploadEndpoint)
 * becomes the banner's; null goes back to the picture drawn from the title; absent keeps the current one.
 */
export const saveBannerEndpoint: Endpoint<SaveBannerRequest, AdminBanner> = {
  method: 'POST',
  path: '/admin/banner/save',
  idRefs: { id: 'owned', pictureId: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '新增或修改轮播图（标题、副标题、图片、链接、顺序、上下线；记入操作日志）',
};

export const deleteBannerEndpoint: Endpoint<{ id: string }, null> = {
  method: 'POST',
  path: '/admin/banner/delete/:id',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '删除轮播图（记入操作日志）',
};

export const adminNoticePageEndpoint: Endpoint<{ page?: number; limit?: number }, Page<AdminNotice>> = {
  method: 'GET',
  path: '/admin/notice/page',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '公告分页（含未发布的，最新在前）',
};

/**
 * Creates (without id) or changes a notice; the body is rich text kept to the server's allow-list
 * (lib/rich-text: paragraphs, headings, lists, emphasis, http(s) links, our own pictures).
 */
export const saveNoticeEndpoint: Endpoint<SaveNoticeRequest, AdminNotice> = {
  method: 'POST',
  path: '/admin/notice/save',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '新增或修改公告（标题、富文本正文、发布与撤回；记入操作日志）',
};

export const blockedWordsEndpoint: Endpoint<void, BlockedWords> = {
  method: 'GET',
  path: '/admin/hot-search/blocked',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '热搜屏蔽词与当前热搜（含被屏蔽的）',
};

export const blockWordEndpoint: Endpoint<{ word: string }, BlockedWords> = {
  method: 'POST',
  path: '/admin/hot-search/block',
  access: OPERATOR,
  codes: [409],
  tag: ADMIN_TAG,
  summary: '屏蔽热搜词：含该词的搜索词不再出现在热搜与搜索提示中（记入操作日志）',
};

export const unblockWordEndpoint: Endpoint<{ word: string }, BlockedWords> = {
  method: 'POST',
  path: '/admin/hot-search/unblock',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '取消屏蔽热搜词（记入操作日志）',
};

export const adminSiteConfigListEndpoint: Endpoint<void, AdminSiteConfig[]> = {
  method: 'GET',
  path: '/admin/site-config/list',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '站点配置（商城读取的配置项；文本项可修改）',
};

export const saveSiteConfigEndpoint: Endpoint<SaveSiteConfigRequest, AdminSiteConfig> = {
  method: 'POST',
  path: '/admin/site-config/save',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '修改一项文本站点配置（记入操作日志）',
};

export const adminWorkOrderPageEndpoint: Endpoint<AdminWorkOrderQuery, Page<AdminWorkOrder>> = {
  method: 'GET',
  path: '/admin/work-order/page',
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '商品纠错工单分页（按状态筛选；最新在前）',
};

export const replyWorkOrderEndpoint: Endpoint<{ id: string; reply: string }, AdminWorkOrder> = {
  method: 'POST',
  path: '/admin/work-order/reply',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: ADMIN_TAG,
  summary: '回复商品纠错工单（工单变为已处理；提交人可见；记入操作日志）',
};

/** The caller's own work orders with the operators' replies. */
export const myWorkOrderPageEndpoint: Endpoint<{ page?: number; limit?: number }, Page<MyWorkOrder>> = {
  method: 'GET',
  path: '/product-work-order/my-page',
  access: 'user',
  tag: '商城内容',
  summary: '我提交的商品纠错工单及平台回复',
};
