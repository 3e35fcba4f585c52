import type { Executor } from '../../db/database';
import { PendingUploadRepo, UPLOAD_TABLES } from '../../lib/pending-upload.repo';

/** SQL of after-sales evidence photos: stored, counted per uploader, shown to the two parties, purged. */
export class RefundPhotoRepo extends PendingUploadRepo {
  constructor() {
    super(UPLOAD_TABLES.refundPhotos);
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
}
