import { cleanKeyword } from '@pm/contract/keyword';

/** The goods-list keyword: the contract's one cleaner (markup stripped, words kept apart by one space). */
export { cleanKeyword };

/** The goods-list address for a keyword ('/shop/list?k=...'), or the plain list when it is blank. */
export function listPathFor(keyword: string): string {
  const k = cleanKeyword(keyword);
  return k ? `/shop/list?k=${encodeURIComponent(k)}` : '/shop/list';
}
