import type { CartView } from '@pm/contract/cart';
import { ORDER_ERROR_CODES } from '@pm/contract/order';
import { AppError } from '../../lib/app-error';
import type { StockMove, StockRow } from '../stock/stock.repo';

/** Per priced line: the stock it takes from each warehouse (fastest first); refuses a line it cannot cover. */
export function allocate(
  lines: CartView['groups'][number]['lines'],
  stock: readonly StockRow[],
): Map<string, StockMove[]> {
  const left = new Map(stock.map((s) => [`${s.goods_id}/${s.warehouse_id}`, s.quantity]));
  const out = new Map<string, StockMove[]>();
  for (const line of lines) {
    let need = line.num;
    const takes: StockMove[] = [];
    for (const s of stock) {
      if (need === 0) break;
      if (s.goods_id !== line.goodsId) continue;
      const k = `${s.goods_id}/${s.warehouse_id}`;
      const q = Math.min(need, left.get(k) ?? 0);
      if (q <= 0) continue;
      left.set(k, (left.get(k) ?? 0) - q);
      need -= q;
      takes.push({ goodsId: line.goodsId, warehouseId: s.warehouse_id, quantity: q });
    }
    if (need > 0) {
      const available = line.num - need;
      throw new AppError(
        ORDER_ERROR_CODES.understock,
        `「${line.goods.name}」库存不足，当前可售 ${available}${line.goods.unit}`,
        409,
      );
    }
    out.set(line.id, takes);
  }
  return out;
}
