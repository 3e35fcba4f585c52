import { cleanKeyword } from '@/features/goods/model/keyword';
import { mShopHref } from './paths';

/** The goods list filtered by a keyword (query k; markup and spaces stripped). */
export const itemListHref = (keyword: string) =>
  `${mShopHref('itemList')}?k=${encodeURIComponent(cleanKeyword(keyword))}`;
