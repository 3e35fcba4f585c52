/** Mall content: home data, site configuration, floors, organization branding, analytics, work orders. */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './mall-schema';

export type Banner = z.infer<typeof S.banner>;
export type MallIndex = z.infer<typeof S.mallIndex>;
export type SiteConfig = z.infer<typeof S.siteConfig>;
export type Floor = z.infer<typeof S.floor>;
export type WebsiteSetting = z.infer<typeof S.websiteSetting>;
export type OrganizationBranding = z.infer<typeof S.organizationBranding>;
export type GoodsEvent = z.input<typeof S.goodsEvent>;
export type PageEvent = z.input<typeof S.pageEvent>;
export type ProductWorkOrderRequest = z.input<typeof S.productWorkOrderRequest>;
export type NoticeDetail = z.infer<typeof S.noticeDetail>;

export const NOTICE_MESSAGES = { noticeNotFound: '公告不存在或已撤回' } as const;

const TAG = '商城内容';

/** Banners, notices and figures of the home page. */
export const mallIndexEndpoint: Endpoint<void, MallIndex> = {
  method: 'GET',
  path: '/mall/index',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '商城首页数据（轮播、公告、统计）',
};

/**
 * A published notice (商城公告) with its body as rich text (kept to the server's allow-list on the way
 * in and out); a draft, a withdrawn or an unknown notice answers 404.
 */
export const noticeDetailEndpoint: Endpoint<{ id: string }, NoticeDetail> = {
  method: 'GET',
  path: '/mall/notice/:id',
  idRefs: { id: 'notice' },
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '商城公告详情（正文为富文本；未发布或已撤回的公告不存在）',
};

export const siteConfigListEndpoint: Endpoint<void, SiteConfig[]> = {
  method: 'GET',
  path: '/web/site/config/list',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '站点配置（站名、热线、页脚等）',
};

/** One floor per top category with its sub-categories, brands and featured goods. */
export const floorListEndpoint: Endpoint<{ divisionCode?: string }, Floor[]> = {
  method: 'GET',
  path: '/web/site/config/shop/floor/new',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '首页楼层',
};

export const websiteSettingPageEndpoint: Endpoint<{ page?: number; limit?: number }, Page<WebsiteSetting>> = {
  method: 'GET',
  path: '/website-setting/page',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '网站设置分页',
};

/** The caller's organization logo (the platform's for visitors). */
export const organizationLogoEndpoint: Endpoint<void, OrganizationBranding> = {
  method: 'GET',
  path: '/organization/query-organization-logo',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '采购组织标识',
};

export const organizationBannerEndpoint: Endpoint<void, OrganizationBranding> = {
  method: 'GET',
  path: '/organization/query-organization-banner',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '采购组织横幅',
};

export const goodsEventEndpoint: Endpoint<GoodsEvent, null> = {
  method: 'POST',
  path: '/mall/goods/data-embedding-point',
  idRefs: { goodsId: 'goods' },
  access: 'public',
  tag: TAG,
  summary: '商品行为埋点',
};

export const pageEventEndpoint: Endpoint<PageEvent, null> = {
  method: 'POST',
  path: '/event-burial-point/save',
  access: 'public',
  tag: TAG,
  summary: '页面事件埋点',
};

/** A buyer reports a problem with a goods item (wrong price, missing specification …). */
export const productWorkOrderEndpoint: Endpoint<ProductWorkOrderRequest, { id: string }> = {
  method: 'POST',
  path: '/product-work-order/save',
  idRefs: { goodsId: 'goods' },
  access: 'user',
  tag: TAG,
  summary: '商品纠错工单',
};
