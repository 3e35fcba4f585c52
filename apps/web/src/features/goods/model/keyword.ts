/** The goods-list keyword: markup and spaces stripped. */
export function cleanKeyword(raw: string | null | undefined): string {
  if (!raw) return '';
  return raw
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>]/g, '')
    .replace(/[\s\u3000]+/g, '');
}

/** The goods-list address for a keyword ('/shop/list?k=...'), or the plain list when it is blank. */
export function listPathFor(keyword: string): string {
  const k = cleanKeyword(keyword);
  return k ? `/shop/list?k=${encodeURIComponent(k)}` : '/shop/list';
}
