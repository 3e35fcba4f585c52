import { REFUND_PHOTO_MAX_BYTES, type RefundPhoto } from '@pm/contract/refund';
import type { UploadedPhoto } from '@pm/contract/refund-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readPicture, type UploadStore } from '../../lib/upload';
import { storePending } from '../../lib/upload-rules';
import type { AuthContext } from '../auth/auth.service';
import type { RefundPhotoRepo } from './refund-photo.repo';
import { REFUND_MESSAGES } from './refund.service';

/** Evidence photos of after-sales applications: stored files, served only to the two parties. */
export class RefundPhotoService {
  constructor(
    private readonly db: Db,
    private readonly repo: RefundPhotoRepo,
    private readonly photos: UploadStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores an evidence photo: a real JPEG, PNG or WebP picture, stripped of its metadata (lib/upload),
   * while the uploader has fewer than MAX_UNUSED_PHOTOS waiting for an application (lib/upload-rules
   * storePending: the count and the insert under a per-user lock).
   */
  async uploadPhoto(auth: AuthContext, file: UploadedPhoto): Promise<RefundPhoto> {
    if (file.data.length > REFUND_PHOTO_MAX_BYTES)
      throw new AppError(413, REFUND_MESSAGES.photoTooLarge, 413);
    const picture = await readPicture(file.data);
    const row = await storePending(this.db, this.photos, this.repo, {
      auth,
      data: picture.data,
      contentType: picture.type,
      tooMany: REFUND_MESSAGES.tooManyUnused,
      now: this.clock.now(),
    });
    return { id: row.id, contentType: row.content_type, size: row.size };
  }

  /** A photo's bytes for the uploader's side or the supplier of its refund; 404 for anybody else. */
  async photo(auth: AuthContext, id: string): Promise<{ buffer: Buffer; contentType: string; id: string }> {
    const row = await this.repo.photoFor(this.db, id, {
      userId: auth.userId,
      organizationId: auth.organizationId,
      manager: auth.roleTypes.includes('APPROVER'),
    });
    if (!row) throw AppError.notFound(REFUND_MESSAGES.photoGone);
    const buffer = await this.photos.read(row.file_name);
    if (!buffer) throw AppError.notFound(REFUND_MESSAGES.photoGone);
    return { buffer, contentType: row.content_type, id: row.id };
  }
}
