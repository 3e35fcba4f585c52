import { cleanKeyword } from '@/features/shop/model/keyword';

/** The goods list filtered by a keyword (query k; markup and spaces stripped, §5). */
export const goodsListHref = (keyword: string) =>
  `/app-market/goods-list?k=${encodeURIComponent(cleanKeyword(keyword))}`;
