import { cleanKeyword } from '@/features/shop/model/keyword';

/** The goods list filtered by a keyword (query k; markup and spaces stripped, §5). */
export const itemListHref = (keyword: string) =>
  `/m-shop/item/list?k=${encodeURIComponent(cleanKeyword(keyword))}`;
