import { cleanKeyword } from '@/features/goods/model/keyword';

/** The goods list filtered by a keyword (query k; markup and spaces stripped). */
export const itemListHref = (keyword: string) =>
  `/m-shop/item/list?k=${encodeURIComponent(cleanKeyword(keyword))}`;
