import { WB_GOODS_MESSAGES as M, WB_PICTURE_MAX_BYTES, type WbPicture } from '@pm/contract/workbench-goods';
import type { UploadedPicture } from '@pm/contract/workbench-goods-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readPicture, type UploadRules, type UploadStore } from '../../lib/upload';
import { storePending } from '../../lib/upload-rules';
import type { AuthContext } from '../auth/auth.service';
import type { GoodsPictureRepo } from './goods-picture.repo';
import { pictureUrl } from './goods-admin.service';

/** How goods pictures are read (lib/upload): one file of at most WB_PICTURE_MAX_BYTES, as refund photos. */
export const WB_PICTURE_UPLOADS: UploadRules = {
  maxBytes: WB_PICTURE_MAX_BYTES,
  tooLarge: M.pictureTooLarge,
};

/**
 * Goods pictures of the workbench, under the after-sales photos' rules (lib/upload, lib/upload-rules): a real
 * JPEG, PNG or WebP decoded and encoded again without metadata, at most 30 unused per user. A picture is
 * the uploader organization's and the operators' until an approval lists it; then everybody's.
 */
export class GoodsPictureService {
  constructor(
    private readonly db: Db,
    private readonly repo: GoodsPictureRepo,
    private readonly files: UploadStore,
    private readonly clock: Clock,
  ) {}

  async upload(auth: AuthContext, file: UploadedPicture): Promise<WbPicture> {
    if (file.data.length > WB_PICTURE_MAX_BYTES) throw new AppError(413, M.pictureTooLarge, 413);
    const picture = await readPicture(file.data);
    const row = await storePending(this.db, this.files, this.repo, {
      auth,
      data: picture.data,
      contentType: picture.type,
      tooMany: M.tooManyPictures,
      now: this.clock.now(),
    });
    return { id: row.id, url: pictureUrl(row.id) };
  }

  async picture(
    auth: AuthContext | undefined,
    id: string,
  ): Promise<{ buffer: Buffer; contentType: string; id: string; listed: boolean }> {
    const row = await this.repo.picture(this.db, id);
    const visible =
      row &&
      (row.listed ||
        (auth && (auth.organizationId === row.organization_id || auth.roleTypes.includes('OPERATOR'))));
    if (!row || !visible) throw AppError.notFound('图片不存在');
    const buffer = await this.files.read(row.file_name);
    if (!buffer) throw AppError.notFound('图片不存在');
    return { buffer, contentType: row.content_type, id: row.id, listed: row.listed };
  }
}
