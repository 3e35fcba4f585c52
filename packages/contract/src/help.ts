/**
 * The help centre (帮助中心, /help): articles in a directory tree, searched in Chinese, read by visitors
 * and users; likes, favourites, 有帮助/没帮助 votes, read marks and page views; feedback with a screenshot
 * that operators answer; and the operators' side (articles in Markdown, directories, the feedback queue,
 * searches that found nothing). Paths follow the product spec's names under `/help`.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './help-schema';

export const HELP_TAG = '帮助中心';
const OPERATOR = { roles: ['OPERATOR'] } as const;

/** Page tags: an article tagged with one is listed by that page's 相关帮助. */
export const HELP_PAGE_TAGS = [
  'cart',
  'checkout',
  'compare',
  'inquiry',
  'bidding',
  'refund',
  'plan',
  'order',
] as const;
export type HelpPageTag = (typeof HELP_PAGE_TAGS)[number];

export const HELP_FEEDBACK_TYPES = {
  content: '文章内容有误',
  missing: '没有找到想要的帮助',
  product: '产品功能建议',
  bug: '使用中遇到问题',
  other: '其他',
} as const;
export type HelpFeedbackType = keyof typeof HELP_FEEDBACK_TYPES;

export const HELP_FEEDBACK_STATUSES = { open: '待处理', replied: '已回复', closed: '已关闭' } as const;
export type HelpFeedbackStatus = keyof typeof HELP_FEEDBACK_STATUSES;

/** Largest feedback screenshot, bytes (the after-sales photos' size). */
export const HELP_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** The visitor cookie that keys a visitor's page views and votes. */
export const HELP_VISITOR_COOKIE = 'PM_HELP_VISITOR';

export const HELP_MESSAGES = {
  articleNotFound: '文章不存在或已下线',
  directoryNotFound: '目录不存在',
  directoryParent: '上级目录不存在，或不能把目录放到它自己或它的下级目录下',
  directoryNotEmpty: '目录下还有文章或子目录，不能删除',
  directoryExists: '同一上级目录下已有同名目录',
  feedbackNotFound: '反馈不存在',
  feedbackClosed: '该反馈已关闭，不能再回复',
  screenshotTooLarge: '截图不能超过 5 MB',
  screenshotGone: '截图不存在',
  reasonRequired: '请选择或填写没帮助的原因',
  liked: '已点赞',
  favorited: '已收藏',
  unfavorited: '已取消收藏',
  voted: '感谢你的反馈',
  submitted: '反馈已提交，我们会尽快处理',
  replied: '已回复',
  closed: '已关闭',
  saved: '已保存',
  deleted: '已删除',
} as const;

export type HelpArticleCard = z.infer<typeof S.helpArticleCard>;
export type HelpDirectoryNode = z.infer<typeof S.helpDirectoryNode>;
export type HelpHomeDirectory = z.infer<typeof S.helpHomeDirectory>;
export type HelpDirectoryArticles = z.infer<typeof S.helpDirectoryArticles>;
export type HelpDirectoryArticleQuery = z.input<typeof S.helpDirectoryArticleQuery>;
export type HelpSearchQuery = z.input<typeof S.helpSearchQuery>;
export type HelpSearchHit = z.infer<typeof S.helpSearchHit>;
export type HelpSearchResult = z.infer<typeof S.helpSearchResult>;
export type HelpArticleDetail = z.infer<typeof S.helpArticleDetail>;
export type HelpHotTerm = z.infer<typeof S.helpHotTerm>;
export type HelpArticleIdRequest = z.input<typeof S.helpArticleIdRequest>;
export type HelpTagQuery = z.input<typeof S.helpTagQuery>;
export type HelpPv = z.infer<typeof S.helpPv>;
export type HelpLikeRequest = z.input<typeof S.helpLikeRequest>;
export type HelpLikeStatus = z.infer<typeof S.helpLikeStatus>;
export type HelpFavoriteStatus = z.infer<typeof S.helpFavoriteStatus>;
export type HelpFavorite = z.infer<typeof S.helpFavorite>;
export type HelpVoteRequest = z.input<typeof S.helpVoteRequest>;
export type HelpVoteResult = z.infer<typeof S.helpVoteResult>;
export type HelpReadStatus = z.infer<typeof S.helpReadStatus>;
export type HelpEventRequest = z.input<typeof S.helpEventRequest>;
export type MyHelpFeedback = z.infer<typeof S.myHelpFeedback>;
export type AdminHelpFeedback = z.infer<typeof S.adminHelpFeedback>;
export type AdminHelpFeedbackQuery = z.input<typeof S.adminHelpFeedbackQuery>;
export type HelpFeedbackReplyRequest = z.input<typeof S.helpFeedbackReplyRequest>;
export type AdminHelpArticleRow = z.infer<typeof S.adminHelpArticleRow>;
export type AdminHelpArticle = z.infer<typeof S.adminHelpArticle>;
export type AdminHelpArticleQuery = z.input<typeof S.adminHelpArticleQuery>;
export type SaveHelpArticleRequest = z.input<typeof S.saveHelpArticleRequest>;
export type HelpPublishRequest = z.input<typeof S.helpPublishRequest>;
export type HelpPreviewRequest = z.input<typeof S.helpPreviewRequest>;
export type HelpPreview = z.infer<typeof S.helpPreview>;
export type AdminHelpDirectory = z.infer<typeof S.adminHelpDirectory>;
export type SaveHelpDirectoryRequest = z.input<typeof S.saveHelpDirectoryRequest>;
export type HelpZeroSearch = z.infer<typeof S.helpZeroSearch>;

/** A feedback as the client sends it: multipart/form-data, the screenshot (optional) a part named `screenshot`. */
export interface HelpFeedbackSubmitRequest {
  type: HelpFeedbackType;
  content: string;
  contact?: string;
  screenshot?: Blob;
}

const pub = { access: 'public', visitor: true, tag: HELP_TAG } as const;

// ---- reading (visitors too) ----

export const helpHomeDirectoryEndpoint: Endpoint<void, HelpHomeDirectory[]> = {
  ...pub,
  method: 'GET',
  path: '/help/helper-center-directory/list-home-directory',
  summary: '帮助中心首页目录：目录树（每个目录的文章数与前几篇文章）',
};

export const helpDirectoryArticleEndpoint: Endpoint<HelpDirectoryArticleQuery, HelpDirectoryArticles> = {
  ...pub,
  method: 'GET',
  path: '/help/helper-center-directory/content/list-directory-article',
  idRefs: { directoryId: 'helpDirectory' },
  summary: '目录下的文章（含下级目录的；不传 directoryId 为全部文章），按顺序分页；目录不存在答 404',
};

export const helpSearchEndpoint: Endpoint<HelpSearchQuery, HelpSearchResult> = {
  ...pub,
  method: 'GET',
  path: '/help/article/search',
  summary:
    '搜索文章（中文按字与词匹配，一两个字的词与拼音也能找到；标题命中在前；摘要片段以 <mark> 标出命中，其余已转义）',
};

export const helpArticleDetailEndpoint: Endpoint<HelpArticleIdRequest, HelpArticleDetail> = {
  ...pub,
  method: 'GET',
  path: '/help/article/detail/:id',
  idRefs: { id: 'helpArticle' },
  summary:
    '文章详情（已净化的 HTML、相关文章；登录用户另含点赞、收藏、已读与投票状态）；未发布或不存在答 404',
};

export const helpHotTermsEndpoint: Endpoint<void, HelpHotTerm[]> = {
  ...pub,
  method: 'GET',
  path: '/help/hot-terms-search/list',
  summary: '热门搜索词（找到过文章的搜索，按次数；不含运营屏蔽的词）',
};

export const helpHotArticlesEndpoint: Endpoint<void, HelpArticleCard[]> = {
  ...pub,
  method: 'GET',
  path: '/help/hot-article-search/list',
  summary: '热门文章（按浏览量与点赞数）',
};

export const helpTagArticlesEndpoint: Endpoint<HelpTagQuery, HelpArticleCard[]> = {
  ...pub,
  method: 'GET',
  path: '/help/article/by-tag',
  summary: '带某个标签的文章（页面标签 cart、checkout、compare、bidding、refund 等：页面上的“相关帮助”）',
};

export const helpPvEndpoint: Endpoint<HelpArticleIdRequest, HelpPv> = {
  ...pub,
  method: 'POST',
  path: '/help/save/pv',
  idRefs: { id: 'helpArticle' },
  summary: '记录文章浏览：同一用户（或同一访客 Cookie）同一文章每天只计一次',
};

export const helpEventEndpoint: Endpoint<HelpEventRequest, null> = {
  ...pub,
  method: 'POST',
  path: '/help/workbench/helper/data-embedding-point',
  idRefs: { articleId: 'helpArticle' },
  summary: '帮助中心行为埋点（打开文章、点击热词、点击相关帮助等）',
};

export const helpVoteEndpoint: Endpoint<HelpVoteRequest, HelpVoteResult> = {
  ...pub,
  method: 'POST',
  path: '/help/article/vote',
  idRefs: { id: 'helpArticle' },
  summary: '有帮助 / 没帮助（没帮助须给出原因）；每位读者一票，可改',
};

// ---- signed in ----

export const helpLikeEndpoint: Endpoint<HelpLikeRequest, HelpLikeStatus> = {
  method: 'POST',
  path: '/help/article/like',
  idRefs: { id: 'helpArticle' },
  access: 'user',
  tag: HELP_TAG,
  summary: '点赞或取消点赞（like=false）：每人每篇一次，并发下计数准确',
};

export const helpLikeStatusEndpoint: Endpoint<HelpArticleIdRequest, HelpLikeStatus> = {
  method: 'GET',
  path: '/help/article/like/status',
  idRefs: { id: 'helpArticle' },
  access: 'user',
  tag: HELP_TAG,
  summary: '我是否点赞过该文章，及其点赞数',
};

export const helpReadStatusEndpoint: Endpoint<HelpArticleIdRequest, HelpReadStatus> = {
  method: 'POST',
  path: '/help/helper-center-directory/update-read-status/:id',
  idRefs: { id: 'helpArticle' },
  access: 'user',
  tag: HELP_TAG,
  summary: '标记文章为已读（再次标记更新阅读时间）',
};

export const helpFavoriteAddEndpoint: Endpoint<HelpArticleIdRequest, HelpFavoriteStatus> = {
  method: 'POST',
  path: '/help/favorite/add',
  idRefs: { id: 'helpArticle' },
  access: 'user',
  tag: HELP_TAG,
  summary: '收藏文章（已收藏：不变）',
};

export const helpFavoriteRemoveEndpoint: Endpoint<HelpArticleIdRequest, HelpFavoriteStatus> = {
  method: 'POST',
  path: '/help/favorite/remove',
  idRefs: { id: 'helpArticle' },
  access: 'user',
  tag: HELP_TAG,
  summary: '取消收藏',
};

export const helpFavoritePageEndpoint: Endpoint<{ page?: number; limit?: number }, Page<HelpFavorite>> = {
  method: 'GET',
  path: '/help/favorite/my-page',
  access: 'user',
  tag: HELP_TAG,
  summary: '我的收藏（最新收藏在前；已下线的文章不列出）',
};

export const helpFeedbackSubmitEndpoint: Endpoint<HelpFeedbackSubmitRequest, MyHelpFeedback> = {
  method: 'POST',
  path: '/help/feedback/submit',
  access: 'user',
  multipart: true,
  tag: HELP_TAG,
  summary: '提交反馈（类型、内容、联系方式，可附一张截图：JPEG/PNG/WebP，按内容识别，最大 5 MB）',
};

export const helpFeedbackMyPageEndpoint: Endpoint<{ page?: number; limit?: number }, Page<MyHelpFeedback>> = {
  method: 'GET',
  path: '/help/feedback/my-page',
  access: 'user',
  tag: HELP_TAG,
  summary: '我的反馈（状态与运营回复，最新在前）',
};

export const helpFeedbackScreenshotEndpoint: Endpoint<{ id: string }, Blob> = {
  method: 'GET',
  path: '/help/feedback/screenshot/:id',
  idRefs: { id: 'owned' },
  access: 'user',
  tag: HELP_TAG,
  summary: '反馈截图（仅提交人与运营可见）',
};

// ---- operators ----

export const adminHelpArticlePageEndpoint: Endpoint<AdminHelpArticleQuery, Page<AdminHelpArticleRow>> = {
  method: 'GET',
  path: '/help/admin/article/page',
  idRefs: { directoryId: 'helpDirectory' },
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '文章管理分页（含草稿；按目录、发布状态、标题筛选）',
};

export const adminHelpArticleEndpoint: Endpoint<HelpArticleIdRequest, AdminHelpArticle> = {
  method: 'GET',
  path: '/help/admin/article/detail/:id',
  idRefs: { id: 'helpArticle' },
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '文章（含 Markdown 原文，草稿也可）',
};

export const saveHelpArticleEndpoint: Endpoint<SaveHelpArticleRequest, AdminHelpArticle> = {
  method: 'POST',
  path: '/help/admin/article/save',
  idRefs: { id: 'helpArticle', directoryId: 'helpDirectory' },
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '新增（不传 id）或修改文章：Markdown 在服务端渲染并净化（记入操作日志）',
};

export const publishHelpArticleEndpoint: Endpoint<HelpPublishRequest, AdminHelpArticle> = {
  method: 'POST',
  path: '/help/admin/article/publish',
  idRefs: { id: 'helpArticle' },
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '发布或下线文章（记入操作日志）',
};

export const previewHelpArticleEndpoint: Endpoint<HelpPreviewRequest, HelpPreview> = {
  method: 'POST',
  path: '/help/admin/article/preview',
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '预览 Markdown：服务端渲染并净化后的 HTML（不保存）',
};

export const adminHelpDirectoryListEndpoint: Endpoint<void, AdminHelpDirectory[]> = {
  method: 'GET',
  path: '/help/admin/directory/list',
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '目录（平铺，含上级、顺序与文章数）',
};

export const saveHelpDirectoryEndpoint: Endpoint<SaveHelpDirectoryRequest, AdminHelpDirectory> = {
  method: 'POST',
  path: '/help/admin/directory/save',
  idRefs: { id: 'helpDirectory', parentId: 'helpDirectory' },
  access: OPERATOR,
  codes: [409],
  tag: HELP_TAG,
  summary: '新增或修改目录（名称、上级、顺序；同级重名答 409；记入操作日志）',
};

export const deleteHelpDirectoryEndpoint: Endpoint<{ id: string }, null> = {
  method: 'POST',
  path: '/help/admin/directory/delete/:id',
  idRefs: { id: 'helpDirectory' },
  access: OPERATOR,
  codes: [409],
  tag: HELP_TAG,
  summary: '删除空目录（还有文章或子目录答 409；记入操作日志）',
};

export const adminHelpFeedbackPageEndpoint: Endpoint<AdminHelpFeedbackQuery, Page<AdminHelpFeedback>> = {
  method: 'GET',
  path: '/help/admin/feedback/page',
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '反馈队列（按状态筛选；最新在前）',
};

export const replyHelpFeedbackEndpoint: Endpoint<HelpFeedbackReplyRequest, AdminHelpFeedback> = {
  method: 'POST',
  path: '/help/admin/feedback/reply',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  codes: [409],
  tag: HELP_TAG,
  summary: '回复反馈（变为已回复，提交人收到站内信；已关闭的答 409；记入操作日志）',
};

export const closeHelpFeedbackEndpoint: Endpoint<{ id: string }, AdminHelpFeedback> = {
  method: 'POST',
  path: '/help/admin/feedback/close/:id',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '关闭反馈（记入操作日志）',
};

export const helpZeroSearchPageEndpoint: Endpoint<{ page?: number; limit?: number }, Page<HelpZeroSearch>> = {
  method: 'GET',
  path: '/help/admin/zero-search/page',
  access: OPERATOR,
  tag: HELP_TAG,
  summary: '没有找到文章的搜索（最近在前）：运营据此补充文章',
};
