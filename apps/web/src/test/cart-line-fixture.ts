/**
 * Cart lines for web tests: one builder instead of a hand-built line in each test. A line is on sale,
 * in stock, one piece at 10.00 yuan from supplier s1, state ok and not selected; `over` changes what the
 * test is about, `goods` the goods it holds.
 */
import type { CartLine } from '@pm/contract/cart';

export function cartLine(
  id: string,
  over: Partial<CartLine> = {},
  goods: Partial<CartLine['goods']> = {},
): CartLine {
  return {
    id,
    goodsId: `g${id}`,
    num: 1,
    selected: false,
    goods: {
      id: `g${id}`,
      skuCode: `SKU${id}`,
      name: `商品${id}`,
      brandId: '1',
      brandName: '世达',
      model: `M${id}`,
      spec: '',
      unit: '个',
      price: 1000,
      listPrice: 1000,
      marketPrice: 1200,
      agreement: false,
      stock: 100,
      image: '',
      moq: 1,
      orderMultiple: 1,
      sales: 0,
      catalogId: '1',
      supplierId: 's1',
      supplierName: '供应商',
      ...goods,
    },
    price: 1000,
    addedPrice: 1000,
    priceChange: 0,
    quote: null,
    amount: 1000,
    state: 'ok',
    stateText: '',
    deliveryDays: 2,
    addedAt: '2026-11-20T00:00:00Z',
    ...over,
  };
}
