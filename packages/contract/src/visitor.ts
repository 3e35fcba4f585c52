/**
 * Visitor variants: the endpoints a visitor (not signed in) may call, and the unsigned public path
 * each is rewritten to in browser mode. This table is the one place that says so: the web client rewrites
 * by it, and the server answers the public path only for the endpoints listed here, without a session.
 *
 * The public path is always VISITOR_PREFIX + the signed path, so a path is listed once.
 * A path segment written `:id` matches one segment.
 */
export const VISITOR_PREFIX = '/public';

export const VISITOR_PATHS: readonly string[] = [
  // mall home and site configuration
  '/mall/index',
  '/web/site/config/list',
  '/web/site/config/shop/floor/new',
  '/website-setting/page',
  '/shop/hot-selling-item',
  '/organization/query-organization-logo',
  '/organization/query-organization-banner',
  // catalog, brands and goods
  '/catalog-front/tree-for-shop',
  '/catalog-front/tree',
  '/goods/catalog/multistage',
  '/goods/brand/paged',
  '/mall/goods/mall-goods/page',
  '/mall/goods/mall-goods-type/page',
  '/mall/goods/shop/exists/:id',
  '/item/detail/get/:id',
  '/item/suggest-keyword',
  '/item/inventory-check',
  '/item/check-area-limit',
  '/goods/more/recommend',
  '/goods/mall/jd-address-info',
  '/freight-template/get/template',
  // bidding hall (open pages)
  '/bidding/result/page',
  // help centre
  '/workbench/helper/hot-terms-search/list',
  '/workbench/helper/hot-article-search/list',
  '/workbench/helper/helper-center-directory/content/list-directory-article',
  '/workbench/helper/helper-center-directory/content/list-home-directory',
];

function toPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

const patterns = VISITOR_PATHS.map(toPattern);

/** True when `path` (without prefix and query) is an endpoint visitors may call. */
export function isVisitorPath(path: string): boolean {
  return patterns.some((p) => p.test(path));
}

/** The public variant of a signed path, or null when visitors may not call it. */
export function visitorPathOf(path: string): string | null {
  return isVisitorPath(path) ? VISITOR_PREFIX + path : null;
}
