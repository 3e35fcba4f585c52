import type { Executor } from '../../db/database';

/** SQL of product work orders (商品纠错) as operators answer them and their authors read them. */
export class WorkOrderRepo {
  private base(db: Executor) {
    return db
      .selectFrom('product_work_orders as w')
      .innerJoin('goods as g', 'g.id', 'w.goods_id')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .innerJoin('organizations as o', 'o.id', 'w.organization_id');
  }

  private columns = [
    'w.id',
    'w.goods_id',
    'g.name as goods_name',
    'w.kind',
    'w.content',
    'w.contact',
    'w.status',
    'w.reply',
    'w.replied_at',
    'w.created_at',
    'o.name as organization_name',
    'u.username',
  ] as const;

  async page(
    db: Executor,
    q: { status?: 'open' | 'done' | undefined; userId?: string; page: number; limit: number },
  ) {
    let base = this.base(db);
    if (q.status) base = base.where('w.status', '=', q.status);
    if (q.userId) base = base.where('w.user_id', '=', q.userId);
    const [records, total] = await Promise.all([
      base
        .select(this.columns)
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  one(db: Executor, id: string) {
    return this.base(db).select(this.columns).where('w.id', '=', id).executeTakeFirst();
  }

  lock(db: Executor, id: string) {
    return db
      .selectFrom('product_work_orders')
      .select(['id', 'status', 'reply'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async reply(db: Executor, id: string, reply: string, operatorId: string, at: Date): Promise<void> {
    await db
      .updateTable('product_work_orders')
      .set({ reply, replied_at: at, replied_by: operatorId, status: 'done' })
      .where('id', '=', id)
      .execute();
  }
}
