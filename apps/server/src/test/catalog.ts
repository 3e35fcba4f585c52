import type { Db } from '../db/database';

/**
 * Goods of the seeded catalog anyone can add one by one: on sale, MOQ 1, multiple 1, more than 1,000 in
 * stock. In id order; `skip` picks further ones.
 */
export async function plainGoods(db: Db, count: number, skip = 0): Promise<string[]> {
  const rows = await db
    .selectFrom('goods')
    .select('id')
    .where('status', '=', 'on')
    .where('moq', '=', 1)
    .where('order_multiple', '=', 1)
    .where('stock_total', '>', 1000)
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}
