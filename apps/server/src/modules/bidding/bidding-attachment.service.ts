import {
  BID_ATTACHMENT_MAX_BYTES,
  BID_ATTACHMENT_MESSAGES,
  BID_ATTACHMENT_TYPES,
  type BidAttachment,
  type BidAttachmentType,
} from '@pm/contract/bidding-attachment';
import type { UploadedAttachment } from '@pm/contract/bidding-attachment-schema';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadRules, UploadStore } from '../../lib/upload';
import { downloadName, PENDING_UPLOAD_MS, readDocument, storePending } from '../../lib/upload-rules';
import type { AuthContext } from '../auth/auth.service';
import type { BidAttachmentRepo } from './bidding-attachment.repo';
import { viewerOf } from './bidding-event.service';
import type { BiddingRepo } from './bidding.repo';

/** How attachments are read (lib/upload): one file per request of at most BID_ATTACHMENT_MAX_BYTES. */
export const BID_ATTACHMENT_UPLOADS: UploadRules = {
  maxBytes: BID_ATTACHMENT_MAX_BYTES,
  tooLarge: BID_ATTACHMENT_MESSAGES.tooLarge,
};

/** The folder of the data directory the attachments are stored in (lib/upload UploadStore). */
export const BID_ATTACHMENT_FOLDER = 'bid-attachments';

const HOUR = 3600_000;
const EXTENSIONS: Record<BidAttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function typeOf(contentType: string): BidAttachmentType {
  return BID_ATTACHMENT_TYPES.find((t) => t === contentType) ?? 'application/pdf';
}

function attachmentOf(r: {
  id: string;
  file_name: string;
  content_type: string;
  size: number;
}): BidAttachment {
  return { id: r.id, fileName: r.file_name, contentType: typeOf(r.content_type), size: r.size };
}

/**
 * Attachments of bidding events (PDF or pictures): uploaded before the draft is saved (the upload rules of
 * lib/upload and lib/upload-rules, as after-sales photos), kept by the draft's save, frozen at publishing
 * (only a draft is saved), downloaded by whoever may see the event.
 */
export class BidAttachmentService {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly repo: BidAttachmentRepo,
    private readonly events: BiddingRepo,
    private readonly files: UploadStore,
    private readonly clock: Clock,
  ) {}

  /** Stores one file for the caller, not yet attached: a PDF, or a picture cleaned of its metadata. */
  async upload(auth: AuthContext, file: UploadedAttachment): Promise<BidAttachment> {
    if (file.data.length > BID_ATTACHMENT_MAX_BYTES) {
      throw new AppError(413, BID_ATTACHMENT_MESSAGES.tooLarge, 413);
    }
    const doc = await readDocument(file.data, BID_ATTACHMENT_MESSAGES.type);
    const row = await storePending(this.db, this.files, this.repo, {
      auth,
      data: doc.data,
      contentType: doc.type,
      fileName: downloadName(file.filename, doc.type, '竞价附件'),
      tooMany: BID_ATTACHMENT_MESSAGES.tooManyPending,
      now: this.clock.now(),
    });
    return attachmentOf(row);
  }

  /**
   * Inside the save of a draft of the caller's organization (locked): the draft keeps exactly `ids` (the
   * schema caps them at BID_ATTACHMENT_MAX), taken from its own attachments and the caller's unused
   * uploads; any other id is 404. Returns the stored names of the attachments it dropped (removed from
   * disk once the save commits: removeFiles).
   */
  async keep(trx: Executor, auth: AuthContext, eventId: string, ids: readonly string[]): Promise<string[]> {
    const own = new Set((await this.repo.ofEvent(trx, eventId)).map((a) => a.id));
    const fresh = ids.filter((id) => !own.has(id));
    if ((await this.repo.attach(trx, eventId, auth.userId, fresh)) !== fresh.length) {
      throw AppError.notFound(BID_ATTACHMENT_MESSAGES.notFound);
    }
    return this.repo.detachOthers(trx, eventId, ids);
  }

  async removeFiles(storedNames: readonly string[]): Promise<void> {
    for (const name of storedNames) await this.files.remove(name);
  }

  async ofEvent(db: Executor, eventId: string): Promise<BidAttachment[]> {
    return (await this.repo.ofEvent(db, eventId)).map(attachmentOf);
  }

  /**
   * An attachment's bytes and download name: for the event's buyer organization and the suppliers who may
   * see it (an unattached upload: its uploader); 404 for anybody else.
   */
  async download(
    auth: AuthContext,
    id: string,
  ): Promise<{ buffer: Buffer; fileName: string; asciiName: string; contentType: BidAttachmentType }> {
    const a = await this.repo.byId(this.db, id);
    if (!a) throw AppError.notFound(BID_ATTACHMENT_MESSAGES.gone);
    if (a.event_id === null) {
      if (a.user_id !== auth.userId) throw AppError.notFound(BID_ATTACHMENT_MESSAGES.gone);
    } else {
      const e = await this.events.event(this.db, a.event_id);
      const viewer = e ? await viewerOf(this.db, this.events, e, auth) : null;
      if (viewer !== 'owner' && viewer !== 'supplier') throw AppError.notFound(BID_ATTACHMENT_MESSAGES.gone);
    }
    const buffer = await this.files.read(a.stored_name);
    if (!buffer) throw AppError.notFound(BID_ATTACHMENT_MESSAGES.gone);
    const contentType = typeOf(a.content_type);
    return {
      buffer,
      fileName: a.file_name,
      asciiName: `bid-attachment-${a.id}.${EXTENSIONS[contentType]}`,
      contentType,
    };
  }

  /** Removes uploads no draft took within PENDING_UPLOAD_MS (at most hourly; `force` for tests). */
  async purgePending(force = false): Promise<number> {
    const now = this.clock.now().getTime();
    if (!force && now - this.lastPurge < HOUR) return 0;
    this.lastPurge = now;
    const names = await this.repo.purge(this.db, new Date(now - PENDING_UPLOAD_MS));
    await this.removeFiles(names);
    return names.length;
  }
}
