/**
 * The scopes of the open platform: what an app may be granted, each operation of the API for apps needing one
 * (`access: { scope }` of its descriptor). Kept apart so that endpoint.ts names them without importing the
 * open platform's descriptors.
 */
/** What an app may be granted; each API operation for apps needs one (open-platform-api.ts). */
export const OPEN_SCOPES = [
  'goods:read',
  'order:read',
  'order:write',
  'refund:read',
  'stock:write',
  'price:write',
  'ship:write',
  'events:read',
] as const;
export type OpenScope = (typeof OPEN_SCOPES)[number];

export const OPEN_SCOPE_LABELS: Record<OpenScope, string> = {
  'goods:read': '查询商品、价格与库存',
  'order:read': '查询订单与物流',
  'order:write': '提交订单',
  'refund:read': '查询售后',
  'stock:write': '更新库存（供应商）',
  'price:write': '更新价格（供应商）',
  'ship:write': '订单发货（供应商）',
  'events:read': '读取事件流',
};
