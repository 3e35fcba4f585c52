import type { Executor } from '../../db/database';

/** SQL of after-sales evidence photos: stored, counted per uploader, shown to the two parties, purged. */
export class RefundPhotoRepo {
  insertPhoto(
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
      .insertInto('refund_photos')
      .values({
        organization_id: p.organizationId,
        user_id: p.userId,
        file_name: p.fileName,
        content_type: p.contentType,
        size: p.size,
        created_at: p.now,
      })
      .returning(['id', 'content_type', 'size'])
      .executeTakeFirstOrThrow();
  }

  async unusedPhotoCount(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('refund_photos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('refund_id', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * A photo as a viewer may see it: the uploader; on the buyer side, the organization's manager, or
   * whoever sees the refund it belongs to; the supplier of that refund. Undefined for anybody else.
   */
  photoFor(db: Executor, id: string, viewer: { userId: string; organizationId: string; manager: boolean }) {
    return db
      .selectFrom('refund_photos as p')
      .leftJoin('refunds as r', 'r.id', 'p.refund_id')
      .leftJoin('orders as o', 'o.id', 'r.order_id')
      .select(['p.id', 'p.file_name', 'p.content_type', 'p.size'])
      .where('p.id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('p.organization_id', '=', viewer.organizationId),
            viewer.manager
              ? eb.val(true)
              : eb.or([eb('p.user_id', '=', viewer.userId), eb('o.user_id', '=', viewer.userId)]),
          ]),
          eb('r.supplier_id', '=', viewer.organizationId),
        ]),
      )
      .executeTakeFirst();
  }

  /** Photos never used by an application and older than `before`: removed, their file names returned. */
  async purgeUnusedPhotos(db: Executor, before: Date): Promise<string[]> {
    const rows = await db
      .deleteFrom('refund_photos')
      .where('refund_id', 'is', null)
      .where('created_at', '<', before)
      .returning('file_name')
      .execute();
    return rows.map((r) => r.file_name);
  }
}
