/**
 * Shop breadcrumbs: the home crumb is 首页 → /shop. On /shop the trail is home only; on the goods
 * list with a keyword it is home + the keyword; on a (goods) detail page home + the route title;
 * otherwise home + the title of each matched route.
 */
import { cleanKeyword } from '@/features/goods/model/keyword';
import type { Crumb } from '@/features/mall/model/shop-store';
import { SHOP_BASE } from './paths';

/** One matched route, outermost first (the area shell itself is not passed). */
export interface CrumbMatch {
  /** The matched route's pattern, absolute (e.g. '/shop/detail/:id'). */
  pattern: string;
  /** The matched pathname (e.g. '/shop/detail/12'). */
  pathname: string;
  title?: string;
}

export const HOME_CRUMB: Crumb = { title: '首页', path: SHOP_BASE };
export const SHOP_HOME = SHOP_BASE;
export const LIST_PATTERN = '/shop/list';
export const DETAIL_PATTERN = '/shop/detail/:id';

function trim(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function shopBreadcrumbs(matches: CrumbMatch[], search = ''): Crumb[] {
  const leaf = matches[matches.length - 1];
  if (!leaf || trim(leaf.pathname) === SHOP_HOME) return [HOME_CRUMB];
  const pattern = trim(leaf.pattern);

  if (pattern === LIST_PATTERN) {
    const keyword = cleanKeyword(new URLSearchParams(search).get('k'));
    if (keyword) return [HOME_CRUMB, { title: keyword }];
  }
  if (pattern === DETAIL_PATTERN) {
    return leaf.title ? [HOME_CRUMB, { title: leaf.title }] : [HOME_CRUMB];
  }

  const crumbs: Crumb[] = [HOME_CRUMB];
  for (const m of matches) {
    if (!m.title) continue;
    // an index route repeats its parent's title: one crumb
    if (crumbs[crumbs.length - 1]?.title === m.title) continue;
    crumbs.push({ title: m.title, path: trim(m.pathname) });
  }
  const last = crumbs[crumbs.length - 1];
  if (crumbs.length > 1 && last) crumbs[crumbs.length - 1] = { title: last.title };
  return crumbs;
}
