import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type ListTable = 'compare_price_lines' | 'inquiry_basket_lines';

export interface LineKey {
  organizationId: string;
  userId: string;
  goodsId: string;
}

/** SQL of the comparison list and the inquiry basket: one line per user and goods. */
export class AddToListsRepo {
  /** Whether the goods exist and are on sale. */
  async goodsOnSale(db: Executor, goodsId: string): Promise<boolean> {
    const row = await db
      .selectFrom('goods')
      .select('id')
      .where('id', '=', goodsId)
      .where('status', '=', 'on')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Adds `num` to the line (or sets it when `override`), capped at `max`, in one statement, so
   * concurrent adds of the same goods end in one line holding their sum.
   */
  async upsert(
    db: Executor,
    table: ListTable,
    key: LineKey,
    num: number,
    opts: { override: boolean; max: number; now: Date },
  ): Promise<{ id: string; goods_id: string; num: number }> {
    return db
      .insertInto(table)
      .values({
        organization_id: key.organizationId,
        user_id: key.userId,
        goods_id: key.goodsId,
        num,
        created_at: opts.now,
        updated_at: opts.now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'goods_id']).doUpdateSet({
          num: opts.override
            ? sql<number>`excluded.num`
            : sql<number>`least(${sql.ref(`${table}.num`)} + excluded.num, ${opts.max}::int)`,
          updated_at: opts.now,
        }),
      )
      .returning(['id', 'goods_id', 'num'])
      .executeTakeFirstOrThrow();
  }
}
