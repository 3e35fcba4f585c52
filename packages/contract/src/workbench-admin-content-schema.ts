import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { hotSearch } from './goods-schema';
import { idSchema, pageOf, pageQuery } from './page';
import * as E from './workbench-admin-content';
import { wbPicture, wbPictureUploadRequest } from './workbench-goods-schema';

/** An in-app path (/shop/list?catalog=劳保用品), or nothing. */
const inAppLink = z
  .string()
  .trim()
  .max(200, { message: '链接最长 200 个字符' })
  .regex(/^(\/[^\s]*)?$/, { message: '链接应为站内路径，以 / 开头且不含空格' });

/** Text with markup removed (titles of notices, customer stories). */
export function plainText(s: string): string {
  return s
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '发布日期格式应为 YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    },
    { message: '发布日期不是有效日期' },
  );

export const adminBanner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** The uploaded picture the banner shows, or null when its picture is drawn from its title. */
  pictureId: z.string().nullable(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const saveBannerRequest = z.object({
  id: idSchema.optional(),
  title: z
    .string({ message: '请填写标题' })
    .trim()
    .min(2, { message: '标题至少 2 个字' })
    .max(30, { message: '标题最长 30 个字' }),
  subtitle: z.string().trim().max(60, { message: '副标题最长 60 个字' }).default(''),
  /** An uploaded picture; null: the picture drawn from the title; absent: unchanged. */
  pictureId: idSchema.nullable().optional(),
  link: inAppLink.default(''),
  sort: z
    .number({ message: '顺序必须是数字' })
    .int({ message: '顺序必须是整数' })
    .min(0, { message: '顺序最小为 0' })
    .max(9999, { message: '顺序最大为 9999' })
    .default(0),
  enabled: z.boolean({ message: '上下线应为 true 或 false' }).default(true),
});

export const adminNotice = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  publishedOn: z.string(),
  published: z.boolean(),
});

export const saveNoticeRequest = z.object({
  id: idSchema.optional(),
  title: z
    .string({ message: '请填写标题' })
    .transform(plainText)
    .pipe(
      z.string().min(2, { message: '标题至少 2 个字（不含标记）' }).max(60, { message: '标题最长 60 个字' }),
    ),
  /** Rich text (HTML); the server keeps it to its allow-list and checks its length after that. */
  body: z
    .string({ message: '正文应为文本' })
    .max(E.NOTICE_BODY_MAX.html * 2, { message: E.WORKBENCH_CONTENT_MESSAGES.noticeMarkupTooLong })
    .default(''),
  link: inAppLink.default(''),
  /** Default: today (China time). */
  publishedOn: day.optional(),
  published: z.boolean({ message: '发布状态应为 true 或 false' }).default(true),
});

export const blockedWord = z.object({ word: z.string(), createdAt: z.string() });

export const blockedWords = z.object({
  words: z.array(blockedWord),
  /** The hot searches as counted, each with whether a blocked word keeps it out. */
  hot: z.array(hotSearch.extend({ blocked: z.boolean() })),
});

export const blockWordRequest = z.object({
  word: z
    .string({ message: '请填写屏蔽词' })
    .trim()
    .min(1, { message: '请填写屏蔽词' })
    .max(20, { message: '屏蔽词最长 20 个字' }),
});

export const adminSiteConfig = z.object({
  key: z.string(),
  value: z.unknown(),
  /** Text values may be changed here. */
  editable: z.boolean(),
});

export const saveSiteConfigRequest = z.object({
  key: z.string().trim().min(1, { message: '请选择配置项' }).max(50, { message: '配置项名称最长 50 个字符' }),
  value: z.string({ message: '配置值应为文本' }).trim().max(200, { message: '配置值最长 200 个字' }),
});

export const WORK_ORDER_STATUSES = ['open', 'done'] as const;

export const adminWorkOrderQuery = pageQuery.extend({
  status: z.enum(WORK_ORDER_STATUSES, { message: '状态应为 open（待处理）或 done（已处理）' }).optional(),
});

export const myWorkOrder = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  kind: z.string(),
  kindText: z.string(),
  content: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminWorkOrder = myWorkOrder.extend({
  contact: z.string(),
  organizationName: z.string(),
  username: z.string(),
});

export const replyWorkOrderRequest = z.object({
  id: idSchema,
  reply: z
    .string({ message: '请填写回复' })
    .trim()
    .min(2, { message: '回复至少 2 个字' })
    .max(500, { message: '回复最长 500 个字' }),
});

export const adminBannerListRoute = routeOf(E.adminBannerListEndpoint, { response: z.array(adminBanner) });
export const bannerPictureUploadRoute = routeOf(E.bannerPictureUploadEndpoint, {
  body: wbPictureUploadRequest,
  response: wbPicture,
});
export const saveBannerRoute = routeOf(E.saveBannerEndpoint, {
  body: saveBannerRequest,
  response: adminBanner,
});
export const deleteBannerRoute = routeOf(E.deleteBannerEndpoint, {
  params: z.object({ id: idSchema }),
  response: z.null(),
});
export const adminNoticePageRoute = routeOf(E.adminNoticePageEndpoint, {
  querystring: pageQuery,
  response: pageOf(adminNotice),
});
export const saveNoticeRoute = routeOf(E.saveNoticeEndpoint, {
  body: saveNoticeRequest,
  response: adminNotice,
});
export const blockedWordsRoute = routeOf(E.blockedWordsEndpoint, { response: blockedWords });
export const blockWordRoute = routeOf(E.blockWordEndpoint, {
  body: blockWordRequest,
  response: blockedWords,
});
export const unblockWordRoute = routeOf(E.unblockWordEndpoint, {
  body: blockWordRequest,
  response: blockedWords,
});
export const adminSiteConfigListRoute = routeOf(E.adminSiteConfigListEndpoint, {
  response: z.array(adminSiteConfig),
});
export const saveSiteConfigRoute = routeOf(E.saveSiteConfigEndpoint, {
  body: saveSiteConfigRequest,
  response: adminSiteConfig,
});
export const adminWorkOrderPageRoute = routeOf(E.adminWorkOrderPageEndpoint, {
  querystring: adminWorkOrderQuery,
  response: pageOf(adminWorkOrder),
});
export const replyWorkOrderRoute = routeOf(E.replyWorkOrderEndpoint, {
  body: replyWorkOrderRequest,
  response: adminWorkOrder,
});
export const myWorkOrderPageRoute = routeOf(E.myWorkOrderPageEndpoint, {
  querystring: pageQuery,
  response: pageOf(myWorkOrder),
});
