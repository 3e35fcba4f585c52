import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import * as E from './help';
import { decimalInt, idSchema, pageOf, pageQuery } from './page';

export const helpArticleCard = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  directoryId: z.string(),
  directoryName: z.string(),
  tags: z.array(z.string()),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  /** ISO instant of the last change. */
  updatedAt: z.string(),
});

export const helpDirectoryNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  /** Published articles in it and below it. */
  articleCount: z.number().int(),
});

export const helpHomeDirectory = helpDirectoryNode.extend({
  children: z.array(helpDirectoryNode),
  /** Its first few articles (in order). */
  articles: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const helpDirectoryArticleQuery = pageQuery.extend({ directoryId: idSchema.optional() });

export const helpDirectoryArticles = pageOf(helpArticleCard).extend({
  /** The directory listed (null: all articles). */
  directory: helpDirectoryNode.nullable(),
});

const keyword = z.string({ message: '请输入搜索词' }).trim().max(50, { message: '搜索词最长 50 个字' });

export const helpSearchQuery = pageQuery.extend({ k: keyword.default('') });

export const helpSearchHit = helpArticleCard.extend({
  /** The title, escaped, with <mark> around what matched. */
  titleHtml: z.string(),
  /** A piece of the body around the first match, escaped, with <mark> around what matched. */
  snippetHtml: z.string(),
  /** The title matched (these come first). */
  inTitle: z.boolean(),
});

export const helpSearchResult = pageOf(helpSearchHit).extend({
  /** The keyword as searched (markup removed, spaces collapsed). */
  keyword: z.string(),
  /**
   * No article holds every word of the keyword (a whole question, 企业月结额度不够怎么办): these hold the
   * most of its words (question words such as 怎么办 left out), more than half of it.
   */
  partial: z.boolean(),
});

export const helpArticleIdRequest = z.object({ id: idSchema });

export const helpVoteResult = z.object({
  helpful: z.boolean().nullable(),
  reason: z.string(),
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
});

export const helpArticleDetail = helpArticleCard.extend({
  /** The body as sanitized HTML (lib/rich-text's allow-list). */
  html: z.string(),
  related: z.array(helpArticleCard),
  /** The caller's own marks: null for visitors. */
  me: z
    .object({
      liked: z.boolean(),
      favorited: z.boolean(),
      readAt: z.string().nullable(),
    })
    .nullable(),
  vote: helpVoteResult,
});

export const helpHotTerm = z.object({ keyword: z.string(), count: z.number().int() });

export const helpTagQuery = z.object({
  tag: z
    .string({ message: '请指定标签' })
    .trim()
    .min(1, { message: '请指定标签' })
    .max(20, { message: '标签最长 20 个字' }),
  limit: decimalInt('条数', { min: 1, max: 10 }).default(3),
});

export const helpPv = z.object({ counted: z.boolean(), viewCount: z.number().int() });

export const helpLikeRequest = z.object({
  id: idSchema,
  like: z.boolean({ message: '点赞应为 true 或 false' }).default(true),
});

export const helpLikeStatus = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const helpFavoriteStatus = z.object({ favorited: z.boolean() });

export const helpFavorite = helpArticleCard.extend({ favoritedAt: z.string() });

export const helpVoteRequest = z
  .object({
    id: idSchema,
    helpful: z.boolean({ message: '请选择有帮助或没帮助' }),
    reason: z.string().trim().max(200, { message: '原因最长 200 个字' }).default(''),
  })
  .refine((v) => v.helpful || v.reason.length > 0, {
    message: E.HELP_MESSAGES.reasonRequired,
    path: ['reason'],
  });

export const helpReadStatus = z.object({ read: z.boolean(), readAt: z.string() });

export const HELP_EVENTS = ['open-article', 'click-hot-term', 'click-related', 'click-page-help'] as const;

export const helpEventRequest = z.object({
  event: z.enum(HELP_EVENTS, { message: '埋点事件不正确' }),
  articleId: idSchema.optional(),
  keyword: z.string().trim().max(50, { message: '搜索词最长 50 个字' }).optional(),
  page: z.string().trim().max(50, { message: '页面最长 50 个字' }).optional(),
});

const feedbackTypes = Object.keys(E.HELP_FEEDBACK_TYPES) as [E.HelpFeedbackType, ...E.HelpFeedbackType[]];
const feedbackStatuses = Object.keys(E.HELP_FEEDBACK_STATUSES) as [
  E.HelpFeedbackStatus,
  ...E.HelpFeedbackStatus[],
];

export const myHelpFeedback = z.object({
  id: z.string(),
  type: z.enum(feedbackTypes),
  typeText: z.string(),
  content: z.string(),
  contact: z.string(),
  hasScreenshot: z.boolean(),
  status: z.enum(feedbackStatuses),
  statusText: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminHelpFeedback = myHelpFeedback.extend({
  username: z.string(),
  organizationName: z.string(),
});

export const adminHelpFeedbackQuery = pageQuery.extend({
  status: z.enum(feedbackStatuses, { message: '状态应为 open、replied 或 closed' }).optional(),
});

/** An uploaded picture as the server reads it (multipart part `screenshot`). */
export interface UploadedScreenshot {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

const uploadedScreenshot = z
  .custom<UploadedScreenshot>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      (v as { data?: unknown }).data instanceof Uint8Array &&
      typeof (v as { filename?: unknown }).filename === 'string',
    { message: '截图应为上传的图片文件（表单字段 screenshot）' },
  )
  .meta({ type: 'string', format: 'binary', description: 'JPEG、PNG 或 WebP 图片，最大 5 MB' });

export const helpFeedbackSubmitRequest = z.object({
  type: z.enum(feedbackTypes, { message: '请选择反馈类型' }),
  content: z
    .string({ message: '请填写反馈内容' })
    .trim()
    .min(5, { message: '反馈内容至少 5 个字' })
    .max(1000, { message: '反馈内容最长 1000 个字' }),
  contact: z.string().trim().max(50, { message: '联系方式最长 50 个字' }).default(''),
  screenshot: uploadedScreenshot.optional(),
});

export const helpFeedbackReplyRequest = z.object({
  id: idSchema,
  reply: z
    .string({ message: '请填写回复' })
    .trim()
    .min(2, { message: '回复至少 2 个字' })
    .max(1000, { message: '回复最长 1000 个字' }),
});

export const adminHelpArticleRow = helpArticleCard.extend({
  published: z.boolean(),
  sort: z.number().int(),
});

export const adminHelpArticle = adminHelpArticleRow.extend({ bodyMd: z.string(), html: z.string() });

export const adminHelpArticleQuery = pageQuery.extend({
  directoryId: idSchema.optional(),
  status: z.enum(['published', 'draft'], { message: '状态应为 published 或 draft' }).optional(),
  k: z.string().trim().max(50, { message: '标题关键词最长 50 个字' }).optional(),
});

const tag = z
  .string({ message: '标签应为文字' })
  .trim()
  .min(1, { message: '标签不能为空' })
  .max(20, { message: '标签最长 20 个字' });

const markdown = z.string({ message: '请填写正文' }).max(50_000, { message: '正文最长 50000 个字符' });

export const saveHelpArticleRequest = z.object({
  id: idSchema.optional(),
  directoryId: idSchema,
  title: z
    .string({ message: '请填写标题' })
    .trim()
    .min(2, { message: '标题至少 2 个字' })
    .max(60, { message: '标题最长 60 个字' }),
  summary: z.string().trim().max(200, { message: '摘要最长 200 个字' }).default(''),
  bodyMd: markdown.refine((s) => s.trim().length > 0, { message: '请填写正文' }),
  tags: z.array(tag).max(10, { message: '标签最多 10 个' }).default([]),
  sort: z
    .number({ message: '顺序必须是数字' })
    .int({ message: '顺序必须是整数' })
    .min(0, { message: '顺序最小为 0' })
    .max(9999, { message: '顺序最大为 9999' })
    .default(0),
  published: z.boolean({ message: '发布状态应为 true 或 false' }).default(false),
});

export const helpPublishRequest = z.object({
  id: idSchema,
  published: z.boolean({ message: '发布状态应为 true 或 false' }),
});

export const helpPreviewRequest = z.object({ bodyMd: markdown });
export const helpPreview = z.object({ html: z.string() });

export const adminHelpDirectory = helpDirectoryNode.extend({
  sort: z.number().int(),
  /** Articles in it directly, drafts included. */
  ownArticleCount: z.number().int(),
});

export const saveHelpDirectoryRequest = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullable().default(null),
  name: z
    .string({ message: '请填写目录名称' })
    .trim()
    .min(2, { message: '目录名称至少 2 个字' })
    .max(30, { message: '目录名称最长 30 个字' }),
  sort: z
    .number({ message: '顺序必须是数字' })
    .int({ message: '顺序必须是整数' })
    .min(0, { message: '顺序最小为 0' })
    .max(9999, { message: '顺序最大为 9999' })
    .default(0),
});

export const helpZeroSearch = z.object({
  keyword: z.string(),
  count: z.number().int(),
  lastSearchedAt: z.string(),
});

const idParams = z.object({ id: idSchema });

export const helpHomeDirectoryRoute = routeOf(E.helpHomeDirectoryEndpoint, {
  response: z.array(helpHomeDirectory),
});
export const helpDirectoryArticleRoute = routeOf(E.helpDirectoryArticleEndpoint, {
  querystring: helpDirectoryArticleQuery,
  response: helpDirectoryArticles,
});
export const helpSearchRoute = routeOf(E.helpSearchEndpoint, {
  querystring: helpSearchQuery,
  response: helpSearchResult,
});
export const helpArticleDetailRoute = routeOf(E.helpArticleDetailEndpoint, {
  params: helpArticleIdRequest,
  response: helpArticleDetail,
});
export const helpHotTermsRoute = routeOf(E.helpHotTermsEndpoint, { response: z.array(helpHotTerm) });
export const helpHotArticlesRoute = routeOf(E.helpHotArticlesEndpoint, {
  response: z.array(helpArticleCard),
});
export const helpTagArticlesRoute = routeOf(E.helpTagArticlesEndpoint, {
  querystring: helpTagQuery,
  response: z.array(helpArticleCard),
});
export const helpPvRoute = routeOf(E.helpPvEndpoint, { body: helpArticleIdRequest, response: helpPv });
export const helpEventRoute = routeOf(E.helpEventEndpoint, { body: helpEventRequest, response: z.null() });
export const helpVoteRoute = routeOf(E.helpVoteEndpoint, { body: helpVoteRequest, response: helpVoteResult });
export const helpLikeRoute = routeOf(E.helpLikeEndpoint, { body: helpLikeRequest, response: helpLikeStatus });
export const helpLikeStatusRoute = routeOf(E.helpLikeStatusEndpoint, {
  querystring: helpArticleIdRequest,
  response: helpLikeStatus,
});
export const helpReadStatusRoute = routeOf(E.helpReadStatusEndpoint, {
  params: helpArticleIdRequest,
  response: helpReadStatus,
});
export const helpFavoriteAddRoute = routeOf(E.helpFavoriteAddEndpoint, {
  body: helpArticleIdRequest,
  response: helpFavoriteStatus,
});
export const helpFavoriteRemoveRoute = routeOf(E.helpFavoriteRemoveEndpoint, {
  body: helpArticleIdRequest,
  response: helpFavoriteStatus,
});
export const helpFavoritePageRoute = routeOf(E.helpFavoritePageEndpoint, {
  querystring: pageQuery,
  response: pageOf(helpFavorite),
});
export const helpFeedbackSubmitRoute = routeOf(E.helpFeedbackSubmitEndpoint, {
  body: helpFeedbackSubmitRequest,
  response: myHelpFeedback,
});
export const helpFeedbackMyPageRoute = routeOf(E.helpFeedbackMyPageEndpoint, {
  querystring: pageQuery,
  response: pageOf(myHelpFeedback),
});

/** The screenshot's success answer for the OpenAPI document: the picture itself. */
export const helpScreenshotFile = z
  .string()
  .meta({ format: 'binary', description: '图片（image/jpeg、image/png 或 image/webp）' });

/** A file answer: registered with its media types rather than the envelope. */
export const helpFeedbackScreenshotRoute = {
  endpoint: E.helpFeedbackScreenshotEndpoint,
  params: idParams,
  response: helpScreenshotFile,
} as const;

export const adminHelpArticlePageRoute = routeOf(E.adminHelpArticlePageEndpoint, {
  querystring: adminHelpArticleQuery,
  response: pageOf(adminHelpArticleRow),
});
export const adminHelpArticleRoute = routeOf(E.adminHelpArticleEndpoint, {
  params: helpArticleIdRequest,
  response: adminHelpArticle,
});
export const saveHelpArticleRoute = routeOf(E.saveHelpArticleEndpoint, {
  body: saveHelpArticleRequest,
  response: adminHelpArticle,
});
export const publishHelpArticleRoute = routeOf(E.publishHelpArticleEndpoint, {
  body: helpPublishRequest,
  response: adminHelpArticle,
});
export const previewHelpArticleRoute = routeOf(E.previewHelpArticleEndpoint, {
  body: helpPreviewRequest,
  response: helpPreview,
});
export const adminHelpDirectoryListRoute = routeOf(E.adminHelpDirectoryListEndpoint, {
  response: z.array(adminHelpDirectory),
});
export const saveHelpDirectoryRoute = routeOf(E.saveHelpDirectoryEndpoint, {
  body: saveHelpDirectoryRequest,
  response: adminHelpDirectory,
});
export const deleteHelpDirectoryRoute = routeOf(E.deleteHelpDirectoryEndpoint, {
  params: idParams,
  response: z.null(),
});
export const adminHelpFeedbackPageRoute = routeOf(E.adminHelpFeedbackPageEndpoint, {
  querystring: adminHelpFeedbackQuery,
  response: pageOf(adminHelpFeedback),
});
export const replyHelpFeedbackRoute = routeOf(E.replyHelpFeedbackEndpoint, {
  body: helpFeedbackReplyRequest,
  response: adminHelpFeedback,
});
export const closeHelpFeedbackRoute = routeOf(E.closeHelpFeedbackEndpoint, {
  params: idParams,
  response: adminHelpFeedback,
});
export const helpZeroSearchPageRoute = routeOf(E.helpZeroSearchPageEndpoint, {
  querystring: pageQuery,
  response: pageOf(helpZeroSearch),
});
