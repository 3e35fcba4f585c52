/** Attachments of an event in the browser: what may be picked before uploading, and sizes as text. */
import {
  BID_ATTACHMENT_MAX,
  BID_ATTACHMENT_MAX_BYTES,
  BID_ATTACHMENT_MESSAGES,
  BID_ATTACHMENT_TYPES,
} from '@pm/contract/bidding-attachment';

const ENDINGS = /\.(pdf|jpe?g|png|webp)$/i;
const TYPES = new Set<string>(BID_ATTACHMENT_TYPES);

/**
 * Why a chosen file cannot be uploaded (its type by the browser's reading or its name, its size; the
 * server reads the content and checks again), or null. `held`: attachments already in the list.
 */
export function attachmentProblem(
  file: { name: string; type: string; size: number },
  held: number,
): string | null {
  if (held >= BID_ATTACHMENT_MAX) return BID_ATTACHMENT_MESSAGES.tooMany;
  if (!TYPES.has(file.type) && !ENDINGS.test(file.name)) return BID_ATTACHMENT_MESSAGES.type;
  if (file.size === 0) return '文件是空的';
  if (file.size > BID_ATTACHMENT_MAX_BYTES) return BID_ATTACHMENT_MESSAGES.tooLarge;
  return null;
}

/** 512 B, 12.3 KB, 4.5 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
