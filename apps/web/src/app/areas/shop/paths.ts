/**
 * The desktop shop's paths (constants only): read by its route table, shell and pages, and by lib/
 * (the login flow's default landing). Importing nothing keeps them free of import cycles.
 */
export const SHOP_BASE = '/shop';
/** 商城公告: a published notice's page. */
export function shopNoticeHref(id: string): string {
  return `${SHOP_BASE}/notice/${encodeURIComponent(id)}`;
}
/** Where /shop/person goes: 我的订单. */
export const SHOP_PERSON_HOME_PATH = '/shop/person/order';
/** A supplier's home (供应商工作台): orders to ship, inquiries to quote, refunds to handle. */
export const SHOP_SUPPLIER_HOME_PATH = '/shop/supplier';
