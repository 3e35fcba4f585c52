import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { idSchema, pageOf, pageQuery } from './page';
import * as E from './portal';
import { plainText } from './workbench-admin-content-schema';

/** Plain text (markup removed, as notices are) of `min`..`max` characters. */
function storyText(label: string, min: number, max: number) {
  return z
    .string({ message: `请填写${label}` })
    .max(max * 4, { message: `${label}最长 ${max} 个字` })
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(min, { message: `${label}至少 ${min} 个字（不含标记）` })
        .max(max, { message: `${label}最长 ${max} 个字` }),
    );
}

export const portalFigure = z.object({
  /** A number as shown: digits with at most two decimals (38, 1.5, 1200). */
  value: z
    .string({ message: '数据应为数字' })
    .trim()
    .regex(/^(0|[1-9]\d{0,6})(\.\d{1,2})?$/, { message: '数据应为数字（最多 7 位整数、2 位小数）' }),
  unit: z.string({ message: '单位应为文字' }).trim().max(6, { message: '单位最长 6 个字' }).default(''),
  label: z
    .string({ message: '请填写数据说明' })
    .trim()
    .min(2, { message: '数据说明至少 2 个字' })
    .max(16, { message: '数据说明最长 16 个字' }),
});

const industry = z.enum(E.PORTAL_INDUSTRIES, { message: `行业应为：${E.PORTAL_INDUSTRIES.join('、')}` });
const size = z.enum(E.PORTAL_SIZES, { message: `规模应为：${E.PORTAL_SIZES.join('、')}` });

const pictures = z.object({ logo: z.string(), cover: z.string(), chart: z.string() });

export const portalStoryCard = z.object({
  id: z.string(),
  customerName: z.string(),
  shortName: z.string(),
  industry: z.string(),
  region: z.string(),
  size: z.string(),
  headline: z.string(),
  /** The first figure, shown on the card. */
  figures: z.array(portalFigure),
  pictures,
});

export const portalStoryDetail = portalStoryCard.extend({
  problem: z.string(),
  solution: z.string(),
  quote: z.string(),
  quoteBy: z.string(),
  updatedAt: z.string(),
  /** Other published stories, of the same industry first. */
  related: z.array(portalStoryCard),
});

export const portalStoryQuery = pageQuery.extend({ industry: industry.optional() });

export const portalStoryPage = pageOf(portalStoryCard).extend({
  /** Published stories per industry (only industries that have some), in PORTAL_INDUSTRIES order. */
  industries: z.array(z.object({ industry: z.string(), count: z.number().int() })),
});

export const adminPortalStory = portalStoryCard.extend({
  problem: z.string(),
  solution: z.string(),
  quote: z.string(),
  quoteBy: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});

export const adminPortalStoryQuery = pageQuery.extend({
  industry: industry.optional(),
  published: z
    .enum(['true', 'false'], { message: '发布状态应为 true 或 false' })
    .transform((v) => v === 'true')
    .optional(),
});

export const savePortalStoryRequest = z.object({
  id: idSchema.optional(),
  customerName: storyText('客户名称', 4, 40),
  shortName: storyText('客户简称', 2, 8),
  industry,
  region: storyText('所在地区', 2, 20),
  size,
  headline: storyText('案例标题', 6, 40),
  problem: storyText('客户面临的问题', 20, 1200),
  solution: storyText('解决方案', 20, 2000),
  figures: z
    .array(portalFigure, { message: '数据应为列表' })
    .min(E.PORTAL_FIGURES_MIN, { message: `至少填写 ${E.PORTAL_FIGURES_MIN} 项数据` })
    .max(E.PORTAL_FIGURES_MAX, { message: `最多填写 ${E.PORTAL_FIGURES_MAX} 项数据` }),
  quote: z
    .string({ message: '客户评价应为文字' })
    .max(1200, { message: '客户评价最长 300 个字' })
    .transform(plainText)
    .pipe(z.string().max(300, { message: '客户评价最长 300 个字' }))
    .default(''),
  quoteBy: z
    .string({ message: '评价人应为文字' })
    .trim()
    .max(30, { message: '评价人最长 30 个字' })
    .default(''),
  sort: z
    .number({ message: '顺序必须是数字' })
    .int({ message: '顺序必须是整数' })
    .min(0, { message: '顺序最小为 0' })
    .max(9999, { message: '顺序最大为 9999' })
    .default(0),
  published: z.boolean({ message: '发布状态应为 true 或 false' }).default(false),
});

export const publishPortalStoryRequest = z.object({
  id: idSchema,
  published: z.boolean({ message: '发布状态应为 true 或 false' }),
});

const idParams = z.object({ id: idSchema });

export const portalStoryPageRoute = routeOf(E.portalStoryPageEndpoint, {
  querystring: portalStoryQuery,
  response: portalStoryPage,
});
export const portalStoryDetailRoute = routeOf(E.portalStoryDetailEndpoint, {
  params: idParams,
  response: portalStoryDetail,
});
export const adminPortalStoryPageRoute = routeOf(E.adminPortalStoryPageEndpoint, {
  querystring: adminPortalStoryQuery,
  response: pageOf(adminPortalStory),
});
export const adminPortalStoryDetailRoute = routeOf(E.adminPortalStoryDetailEndpoint, {
  params: idParams,
  response: adminPortalStory,
});
export const savePortalStoryRoute = routeOf(E.savePortalStoryEndpoint, {
  body: savePortalStoryRequest,
  response: adminPortalStory,
});
export const publishPortalStoryRoute = routeOf(E.publishPortalStoryEndpoint, {
  body: publishPortalStoryRequest,
  response: adminPortalStory,
});
export const deletePortalStoryRoute = routeOf(E.deletePortalStoryEndpoint, {
  params: idParams,
  response: z.null(),
});
