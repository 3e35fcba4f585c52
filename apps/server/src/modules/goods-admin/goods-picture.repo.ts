import type { Executor } from '../../db/database';

/** SQL of the workbench's goods pictures: stored, counted per uploader, used by items, listed. */
export class GoodsPictureRepo {
  insertPicture(
    db: Executor,
    p: {
      organizationId: string;
      userId: string;
      fileName: string;
      contentType: string;
      size: number;
      now: Date;
    },
  ) {
    return db
      .insertInto('workbench_pictures')
      .values({
        organization_id: p.organizationId,
        user_id: p.userId,
        file_name: p.fileName,
        content_type: p.contentType,
        size: p.size,
        created_at: p.now,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
  }

  async unusedPictureCount(db: Executor, userId: string): Promise<number> {
    const r = await db
      .selectFrom('workbench_pictures')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used', '=', false)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  picture(db: Executor, id: string) {
    return db
      .selectFrom('workbench_pictures')
      .select(['id', 'organization_id', 'file_name', 'content_type', 'listed'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Marks the organization's pictures used; answers how many of the ids are the organization's. */
  async usePictures(db: Executor, organizationId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await db
      .updateTable('workbench_pictures')
      .set({ used: true })
      .where('id', 'in', ids)
      .where('organization_id', '=', organizationId)
      .returning('id')
      .execute();
    return r.length;
  }

  async listPictures(db: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('workbench_pictures').set({ listed: true }).where('id', 'in', ids).execute();
  }
}
