/** Goods-list keyword (§5): markup and spaces are stripped. */
export function cleanKeyword(value: string | null | undefined): string {
  return (value ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, '');
}

export const goodsListHref = (keyword: string) =>
  `/app-market/goods-list?k=${encodeURIComponent(cleanKeyword(keyword))}`;
