import type { Executor } from '../../db/database';
import { PendingUploadRepo, UPLOAD_TABLES } from '../../lib/pending-upload.repo';

/** SQL of the workbench's goods pictures: stored, counted per uploader, used by items, listed. */
export class GoodsPictureRepo extends PendingUploadRepo {
  constructor() {
    super(UPLOAD_TABLES.workbenchPictures);
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
