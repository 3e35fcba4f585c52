/**
 * What the modules that take user files share beyond reading them (lib/upload.ts reads the body and the
 * pictures): the files a user uploaded and has not used yet (after-sales photos before the application,
 * bid attachments before the draft is saved), documents (PDF) read by their content, and the names a
 * download carries.
 *
 * - **Pending uploads** (`storePending`): a user keeps at most MAX_PENDING_UPLOADS unused files of a kind;
 *   the count and the insert run under a per-user advisory lock of that kind, so concurrent uploads never
 *   pass the cap together. The file is written under a random name inside the transaction and removed
 *   again when the transaction fails: a refused upload leaves nothing behind. Unused files older than
 *   PENDING_UPLOAD_MS are removed by their module's sweep.
 * - **PDF** (`readPdf`): the `%PDF-x.y` signature at the start and the `%%EOF` marker at the end (a file
 *   cut short is refused). A PDF is stored as it came and served only as a download, never inline.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import type { PendingUploadRepo, UploadRow } from './pending-upload.repo';
import { readPicture, sniffImageType, type UploadStore } from './upload';

/** Unused uploads one user may keep, per kind. */
export const MAX_PENDING_UPLOADS = 30;
/** Unused uploads older than this are removed, ms (a day). */
export const PENDING_UPLOAD_MS = 24 * 3600_000;

/**
 * Stores one upload in `uploads`' table for `auth`'s user: under the user's lock for that table, refused
 * (400 `tooMany`) when the user already keeps MAX_PENDING_UPLOADS unused ones; otherwise the bytes are
 * saved and recorded, in one transaction. Nothing is left on disk when anything fails.
 */
export async function storePending(
  db: Db,
  store: UploadStore,
  uploads: PendingUploadRepo,
  p: {
    auth: { userId: string; organizationId: string };
    data: Uint8Array;
    contentType: string;
    /** The download name, where the table keeps one beside the stored name. */
    fileName?: string;
    tooMany: string;
    now: Date;
  },
): Promise<UploadRow> {
  let storedName: string | null = null;
  try {
    return await db.transaction().execute(async (trx) => {
      const { userId } = p.auth;
      await sql`SELECT pg_advisory_xact_lock(hashtext(${uploads.table.name}), hashtext(${userId}))`.execute(
        trx,
      );
      if ((await uploads.pendingCount(trx, userId)) >= MAX_PENDING_UPLOADS) {
        throw AppError.badRequest(p.tooMany);
      }
      storedName = await store.save(p.data);
      return await uploads.insert(trx, {
        organizationId: p.auth.organizationId,
        userId,
        storedName,
        fileName: p.fileName,
        contentType: p.contentType,
        size: p.data.length,
        now: p.now,
      });
    });
  } catch (err) {
    if (storedName) await store.remove(storedName);
    throw err;
  }
}

// ---- documents ----

export const DOCUMENT_MESSAGES = {
  empty: '请选择要上传的文件',
  pdfBroken: 'PDF 文件不完整或已损坏，请重新选择',
} as const;

const PDF_HEAD = /^%PDF-[12]\.\d/;
/** How far from the end `%%EOF` may stand (trailing line ends and padding some writers add). */
const PDF_TAIL_BYTES = 1024;

/** True when the bytes start like a PDF (`%PDF-1.x` or `%PDF-2.x`). Not proof: see readPdf. */
export function sniffPdf(data: Uint8Array): boolean {
  return PDF_HEAD.test(
    Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, 8)).toString('latin1'),
  );
}

/** A PDF as it is stored: its signature at the start and its end marker present; else a Chinese 400. */
export function readPdf(data: Uint8Array): Buffer {
  if (data.length === 0) throw AppError.badRequest(DOCUMENT_MESSAGES.empty);
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (!sniffPdf(buffer)) throw AppError.badRequest(DOCUMENT_MESSAGES.pdfBroken);
  const tail = buffer.subarray(Math.max(0, buffer.length - PDF_TAIL_BYTES)).toString('latin1');
  if (!tail.includes('%%EOF')) throw AppError.badRequest(DOCUMENT_MESSAGES.pdfBroken);
  return buffer;
}

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * A PDF or a picture, by its content (never its name or claimed type): a PDF as it came, a picture
 * decoded and encoded again without metadata (lib/upload readPicture). Anything else: 400 `wrongType`.
 */
export async function readDocument(
  data: Uint8Array,
  wrongType: string,
): Promise<{ data: Buffer; type: DocumentType }> {
  if (data.length === 0) throw AppError.badRequest(DOCUMENT_MESSAGES.empty);
  if (sniffPdf(data)) return { data: readPdf(data), type: 'application/pdf' };
  if (!sniffImageType(data)) throw AppError.badRequest(wrongType);
  const picture = await readPicture(data);
  return { data: picture.data, type: picture.type };
}

// ---- names ----

const ENDINGS: Record<DocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
const KNOWN_ENDINGS = new Set(Object.values(ENDINGS).flat());
/** Longest name kept, characters (the ending included). */
const MAX_NAME = 100;

/**
 * The name a stored file is downloaded under: the uploaded name without folders, control or format
 * characters and characters file systems refuse, at most MAX_NAME characters, its ending the content's
 * (a PNG uploaded as 报价单.pdf is 报价单.png). `fallback` when nothing is left.
 */
export function downloadName(uploaded: string, type: DocumentType, fallback: string): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim();
  const dot = base.lastIndexOf('.');
  const ending = dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = KNOWN_ENDINGS.has(ending) ? base.slice(0, dot) : base;
  const kept = ENDINGS[type].includes(ending) ? ending : ENDINGS[type][0]!;
  // No hidden names (.pdf, ..): leading dots go.
  const cut = [...stem.replace(/^[.\s]+/, '')]
    .slice(0, MAX_NAME - kept.length - 1)
    .join('')
    .trim();
  return `${cut || fallback}.${kept}`;
}
