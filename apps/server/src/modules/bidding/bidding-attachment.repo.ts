import type { Executor } from '../../db/database';
import { PendingUploadRepo, UPLOAD_TABLES } from '../../lib/pending-upload.repo';

const COLUMNS = ['id', 'file_name', 'content_type', 'size'] as const;

/** SQL of bid attachments (0028): uploaded (event_id NULL), kept by a draft, listed, purged. */
export class BidAttachmentRepo extends PendingUploadRepo {
  constructor() {
    super(UPLOAD_TABLES.bidAttachments);
  }

  /** One attachment with what deciding who may see it takes. */
  byId(db: Executor, id: string) {
    return db
      .selectFrom('bid_attachments')
      .select([...COLUMNS, 'event_id', 'user_id', 'organization_id', 'stored_name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  ofEvent(db: Executor, eventId: string) {
    return db
      .selectFrom('bid_attachments')
      .select([...COLUMNS, 'stored_name'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
  }

  /** Attaches the user's unused uploads among `ids` to the event; returns how many it took. */
  async attach(db: Executor, eventId: string, userId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await db
      .updateTable('bid_attachments')
      .set({ event_id: eventId })
      .where('id', 'in', ids)
      .where('event_id', 'is', null)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Removes the event's attachments not among `keep`; returns their stored names. */
  async detachOthers(db: Executor, eventId: string, keep: readonly string[]): Promise<string[]> {
    let q = db.deleteFrom('bid_attachments').where('event_id', '=', eventId);
    if (keep.length) q = q.where('id', 'not in', keep);
    const rows = await q.returning('stored_name').execute();
    return rows.map((r) => r.stored_name);
  }
}
