import type { Executor } from '../../db/database';

const COLUMNS = [
  'f.id',
  'f.type',
  'f.content',
  'f.contact',
  'f.screenshot_file',
  'f.screenshot_type',
  'f.status',
  'f.reply',
  'f.replied_at',
  'f.created_at',
  'f.user_id',
  'f.organization_id',
  'u.username',
  'o.name as organization_name',
] as const;

/** SQL of help-centre feedback: its authors read their own; operators read and answer all. */
export class HelpFeedbackRepo {
  private base(db: Executor) {
    return db
      .selectFrom('help_feedback as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .innerJoin('organizations as o', 'o.id', 'f.organization_id');
  }

  async insert(
    db: Executor,
    f: {
      organizationId: string;
      userId: string;
      type: string;
      content: string;
      contact: string;
      screenshot: { file: string; type: string } | null;
      at: Date;
    },
  ): Promise<string> {
    const r = await db
      .insertInto('help_feedback')
      .values({
        organization_id: f.organizationId,
        user_id: f.userId,
        type: f.type,
        content: f.content,
        contact: f.contact,
        screenshot_file: f.screenshot?.file ?? null,
        screenshot_type: f.screenshot?.type ?? null,
        created_at: f.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  async page(
    db: Executor,
    q: { userId?: string; status?: 'open' | 'replied' | 'closed' | undefined; page: number; limit: number },
  ) {
    let base = this.base(db);
    if (q.userId) base = base.where('f.user_id', '=', q.userId);
    if (q.status) base = base.where('f.status', '=', q.status);
    const [records, total] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  one(db: Executor, id: string) {
    return this.base(db).select(COLUMNS).where('f.id', '=', id).executeTakeFirst();
  }

  lock(db: Executor, id: string) {
    return db
      .selectFrom('help_feedback')
      .select(['id', 'status', 'reply', 'user_id', 'organization_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async reply(db: Executor, id: string, reply: string, operatorId: string, at: Date): Promise<void> {
    await db
      .updateTable('help_feedback')
      .set({ reply, replied_at: at, replied_by: operatorId, status: 'replied' })
      .where('id', '=', id)
      .execute();
  }

  async close(db: Executor, id: string): Promise<void> {
    await db.updateTable('help_feedback').set({ status: 'closed' }).where('id', '=', id).execute();
  }
}
