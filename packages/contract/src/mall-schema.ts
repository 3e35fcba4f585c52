import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { divisionCode, goodsCard, brand } from './goods-schema';
import * as E from './mall';
import { idSchema, pageOf, pageQuery } from './page';

export const banner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** An in-app path such as /shop/list?catalog=劳保用品. */
  link: z.string(),
});

export const mallIndex = z.object({
  banners: z.array(banner),
  notices: z.array(z.object({ id: z.string(), title: z.string(), date: z.string() })),
  stats: z.object({
    goodsCount: z.number().int(),
    brandCount: z.number().int(),
    supplierCount: z.number().int(),
  }),
});

export const noticeDetail = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML kept to the rich-text allow-list (paragraphs, headings, lists, emphasis, links, our pictures). */
  html: z.string(),
  /** An in-app path the notice points to, or ''. */
  link: z.string(),
  publishedOn: z.string(),
  /** The newest other published notices. */
  recent: z.array(z.object({ id: z.string(), title: z.string(), date: z.string() })),
});

export const siteConfig = z.object({ key: z.string(), value: z.unknown() });

export const floor = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  subCatalogs: z.array(z.object({ id: z.string(), name: z.string() })),
  brands: z.array(brand),
  goods: z.array(goodsCard),
});

export const websiteSetting = z.object({ key: z.string(), title: z.string(), value: z.string() });

export const organizationBranding = z.object({
  organizationId: z.string().nullable(),
  name: z.string(),
  /** Image path, or '' for none. */
  image: z.string(),
});

const eventName = z
  .string()
  .trim()
  .min(1, { message: '事件名称不能为空' })
  .max(64, { message: '事件名称最长 64 个字' });
/** Small and flat: at most 30 keys of up to 64 characters, values up to 500 characters (about 17 KB). */
const payload = z
  .record(
    z.string().max(64, { message: '附加数据的键最长 64 个字' }),
    z
      .union([z.string(), z.number(), z.boolean(), z.null()], {
        message: '附加数据的值只能是文字、数字、布尔值或 null',
      })
      .refine((v) => typeof v !== 'string' || v.length <= 500, { message: '附加数据的值最长 500 个字' }),
    { message: '附加数据必须是对象' },
  )
  .refine((r) => Object.keys(r).length <= 30, { message: '附加数据最多 30 项' });

export const goodsEvent = z.object({
  event: eventName,
  goodsId: idSchema.optional(),
  keyword: z.string().max(100, { message: '关键字最长 100 个字' }).optional(),
  data: payload.optional(),
});

export const pageEvent = z.object({
  event: eventName,
  page: z.string().max(300, { message: '页面地址过长' }).default(''),
  data: payload.optional(),
});

export const WORK_ORDER_KINDS = ['price', 'spec', 'image', 'stock', 'other'] as const;
export const productWorkOrderRequest = z.object({
  goodsId: idSchema,
  kind: z.enum(WORK_ORDER_KINDS, { message: '问题类型应为 price、spec、image、stock 或 other' }),
  content: z
    .string()
    .trim()
    .min(2, { message: '请描述问题（至少 2 个字）' })
    .max(500, { message: '问题描述最长 500 个字' }),
  contact: z.string().trim().max(50, { message: '联系方式最长 50 个字' }).default(''),
});

export const mallIndexRoute = routeOf(E.mallIndexEndpoint, { response: mallIndex });
export const noticeDetailRoute = routeOf(E.noticeDetailEndpoint, {
  params: z.object({ id: idSchema }),
  response: noticeDetail,
});
export const siteConfigListRoute = routeOf(E.siteConfigListEndpoint, { response: z.array(siteConfig) });
export const floorListRoute = routeOf(E.floorListEndpoint, {
  querystring: z.object({ divisionCode: divisionCode.optional() }),
  response: z.array(floor),
});
export const websiteSettingPageRoute = routeOf(E.websiteSettingPageEndpoint, {
  querystring: pageQuery,
  response: pageOf(websiteSetting),
});
export const organizationLogoRoute = routeOf(E.organizationLogoEndpoint, { response: organizationBranding });
export const organizationBannerRoute = routeOf(E.organizationBannerEndpoint, {
  response: organizationBranding,
});
export const goodsEventRoute = routeOf(E.goodsEventEndpoint, {
  body: goodsEvent,
  response: z.null(),
});
export const pageEventRoute = routeOf(E.pageEventEndpoint, { body: pageEvent, response: z.null() });
export const productWorkOrderRoute = routeOf(E.productWorkOrderEndpoint, {
  body: productWorkOrderRequest,
  response: z.object({ id: z.string() }),
});
