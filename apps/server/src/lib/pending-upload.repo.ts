import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/database';

/**
 * SQL shared by every table of user uploads (lib/upload-rules storePending): each holds organization_id,
 * user_id, file_name, content_type, size, created_at and a mark that stays empty while the file waits
 * for the thing it belongs to. The module's own repo keeps what only it asks (who may see a file, what
 * it is attached to).
 */
export interface UploadTable {
  name: 'refund_photos' | 'workbench_pictures' | 'bid_attachments';
  /** True while the upload is not used yet. */
  pending: RawBuilder<boolean>;
  /** The column holding the name the file is stored under (file_name when no download name is kept). */
  stored: 'file_name' | 'stored_name';
}

export const UPLOAD_TABLES = {
  refundPhotos: { name: 'refund_photos', pending: sql<boolean>`refund_id IS NULL`, stored: 'file_name' },
  workbenchPictures: { name: 'workbench_pictures', pending: sql<boolean>`NOT used`, stored: 'file_name' },
  bidAttachments: { name: 'bid_attachments', pending: sql<boolean>`event_id IS NULL`, stored: 'stored_name' },
} as const satisfies Record<string, UploadTable>;

export interface UploadRow {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
}

export class PendingUploadRepo {
  constructor(readonly table: UploadTable) {}

  /** Records a stored file as the user's unused upload. `fileName` is the download name where one is kept. */
  async insert(
    db: Executor,
    p: {
      organizationId: string;
      userId: string;
      storedName: string;
      fileName?: string;
      contentType: string;
      size: number;
      now: Date;
    },
  ): Promise<UploadRow> {
    const t = this.table;
    const extra = t.stored === 'stored_name' ? sql`, stored_name` : sql``;
    const extraValue = t.stored === 'stored_name' ? sql`, ${p.storedName}` : sql``;
    const r = await sql<UploadRow>`
      INSERT INTO ${sql.table(t.name)}
        (organization_id, user_id, file_name, content_type, size, created_at${extra})
      VALUES (${p.organizationId}, ${p.userId}, ${p.fileName ?? p.storedName}, ${p.contentType}, ${p.size},
        ${p.now}${extraValue})
      RETURNING id, file_name, content_type, size`.execute(db);
    return r.rows[0]!;
  }

  /** How many unused uploads the user keeps in this table. */
  async pendingCount(db: Executor, userId: string): Promise<number> {
    const r = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ${sql.table(this.table.name)}
      WHERE user_id = ${userId} AND ${this.table.pending}`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }

  /** Unused uploads older than `before`: removed, their stored names returned (to remove the files). */
  async purge(db: Executor, before: Date): Promise<string[]> {
    const r = await sql<{ stored: string }>`
      DELETE FROM ${sql.table(this.table.name)}
      WHERE ${this.table.pending} AND created_at < ${before}
      RETURNING ${sql.ref(this.table.stored)} AS stored`.execute(db);
    return r.rows.map((row) => row.stored);
  }
}
