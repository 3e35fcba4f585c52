/** Goods-list keyword (§5): markup and spaces are stripped. */
export function cleanKeyword(value: string | null | undefined): string {
  return (value ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, '');
}

/** The goods list filtered by a keyword (query k). */
export const itemListHref = (keyword: string) =>
  `/m-shop/item/list?k=${encodeURIComponent(cleanKeyword(keyword))}`;
