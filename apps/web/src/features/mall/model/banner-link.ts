/**
 * Banner links are written for the desktop shop (/shop/list?catalog=劳保用品, /shop/detail/12). A phone
 * area shows the same content at its own addresses: this reads what such a link points at.
 */
export type ShopLinkTarget =
  { kind: 'list'; keyword: string; catalog: string } | { kind: 'detail'; id: string } | { kind: 'other' };

export function shopLinkTarget(link: string): ShopLinkTarget {
  const [path = '', query = ''] = link.split('?');
  if (path === '/shop/list') {
    const q = new URLSearchParams(query);
    return { kind: 'list', keyword: q.get('k') ?? '', catalog: q.get('catalog') ?? '' };
  }
  const detail = /^\/shop\/detail\/([1-9]\d{0,17})$/.exec(path);
  if (detail?.[1]) return { kind: 'detail', id: detail[1] };
  return { kind: 'other' };
}
