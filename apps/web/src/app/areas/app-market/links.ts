import { cleanKeyword } from '@/features/goods/model/keyword';
import { APP_MARKET_LOGIN_PATH, appMarketHref } from './paths';

/** The goods list filtered by a keyword (query k; markup and spaces stripped). */
export const goodsListHref = (keyword: string) =>
  `${appMarketHref('goodsList')}?k=${encodeURIComponent(cleanKeyword(keyword))}`;

/** After logout the login route is shown unless the current hash contains 'help'; null = stay. */
export function afterLogoutPath(hash: string): string | null {
  return hash.includes('help') ? null : APP_MARKET_LOGIN_PATH;
}
