/**
 * Orders and refunds made through the API for specs that need one to look at: buyer01-like buyers order
 * a goods of a supplier, the supplier ships, the buyer confirms receipt, and a return is applied for.
 */
import { expect } from 'vitest';
import { api, type Envelope } from './api';

export interface Card {
  id: string;
  name: string;
  stock: number;
  moq: number;
  orderMultiple: number;
  supplierId: string;
}
export interface Address {
  id: string;
  countyCode: string;
  isDefault: boolean;
}
export interface OrderLine {
  id: string;
  num: number;
  amount: number;
}
export interface OrderDetail {
  id: string;
  orderNo: string;
  status: string;
  statusName?: string;
  amount: number;
  lines: OrderLine[];
  actions: string[];
}

/** The data of a successful answer; fails the spec with the server's message otherwise. */
export async function ok<T>(p: Promise<Envelope<T>>, what: string): Promise<T> {
  const r = await p;
  expect(r.code, `${what}: ${r.message}`).toBe(200);
  return r.data;
}

/** buyer01's seeded delivery county (上海市 浦东新区), used when the buyer has no address left. */
export const COUNTY = '310115';

export async function deliveryAddress(buyer: string): Promise<Address> {
  const list = await ok(api<Address[]>('/member/address/list', {}, buyer), 'addresses');
  const chosen = list.find((a) => a.isDefault) ?? list[0];
  if (chosen) return chosen;
  return ok(
    api<Address>(
      '/member/address/save',
      {
        method: 'POST',
        body: JSON.stringify({
          consignee: '张伟',
          mobile: '13800000001',
          provinceCode: '310000',
          cityCode: '310100',
          countyCode: COUNTY,
          detail: '张江路 88 号 e2e',
        }),
      },
      buyer,
    ),
    'new address',
  );
}

/**
 * An orderable goods of the supplier with stock for the county. The catalog of a fresh database may still
 * be loading when the server first answers, so the search is tried again for a while.
 */
export async function supplierGoods(buyer: string, supplierOrg: string, county: string): Promise<Card> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    for (const keyword of ['扳手', '螺丝', '手套', '胶带', '钻头']) {
      const r = await api<{ total: number; records: Card[] }>(
        '/mall/goods/mall-goods/page',
        { method: 'POST', body: JSON.stringify({ keyword, limit: 100, divisionCode: county }) },
        buyer,
      );
      const found = r.data?.records?.find(
        (g) => g.supplierId === supplierOrg && g.stock >= 10 && g.moq === 1 && g.orderMultiple === 1,
      );
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  throw new Error(`no goods of organization ${supplierOrg} with stock for ${county}`);
}

async function emptyCart(buyer: string): Promise<void> {
  const cart = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer);
  const old = cart.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (old.length) {
    await api('/cart/shop/batch/delete', { method: 'POST', body: JSON.stringify({ ids: old }) }, buyer);
  }
}

/**
 * The buyer orders `num` pieces of a goods of the supplier (a cart of that line only); with `receive`
 * the supplier ships and the buyer confirms receipt (已完成).
 */
export async function placedOrder(
  buyer: string,
  vendor: string,
  opts: { num?: number; receive?: boolean } = {},
): Promise<OrderDetail> {
  const me = await ok(api<{ organizationId: string }>('/user/get-session-user', {}, vendor), 'vendor');
  await emptyCart(buyer);
  const address = await deliveryAddress(buyer);
  const goods = await supplierGoods(buyer, me.organizationId, address.countyCode);
  await ok(
    api(
      '/cart/shop/append',
      {
        method: 'POST',
        body: new URLSearchParams({ id: goods.id, num: String(opts.num ?? 3) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      buyer,
    ),
    'append to cart',
  );
  const lines = await api<{ groups: { lines: { id: string }[] }[] }>('/cart/shop/list', {}, buyer);
  const cartLineIds = lines.data.groups.flatMap((g) => g.lines.map((l) => l.id));
  const submitted = await ok(
    api<{ orderIds: string[] }>(
      '/order/submit',
      {
        method: 'POST',
        body: JSON.stringify({ cartLineIds, addressId: address.id, invoiceId: null, remarks: 'e2e' }),
        headers: {
          'idempotency-key': `e2e-order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        },
      },
      buyer,
    ),
    'submit',
  );
  const id = submitted.orderIds[0]!;
  if (opts.receive) {
    await ok(
      api(
        `/vendor/order/ship/${id}`,
        { method: 'POST', body: JSON.stringify({ carrier: '顺丰速运', waybillNo: 'SF2026050100' }) },
        vendor,
      ),
      'ship',
    );
    await ok(api(`/order/confirm-receipt/${id}`, { method: 'POST' }, buyer), 'confirm receipt');
  }
  return ok(api<OrderDetail>(`/order/detail/${id}`, {}, buyer), 'order detail');
}

/** The buyer applies for a return (退货退款) of the order's first line, all of it. */
export async function appliedReturn(
  buyer: string,
  order: OrderDetail,
): Promise<{ id: string; refundNo: string }> {
  const line = order.lines[0]!;
  return ok(
    api<{ id: string; refundNo: string }>(
      '/refund/apply',
      {
        method: 'POST',
        body: JSON.stringify({
          orderId: order.id,
          type: 'RETURN',
          reason: 'DAMAGED',
          description: 'e2e 外包装破损',
          lines: [{ orderLineId: line.id, num: line.num, amount: line.amount }],
        }),
      },
      buyer,
    ),
    'refund apply',
  );
}
