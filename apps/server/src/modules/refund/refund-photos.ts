/**
 * Where the evidence photos of after-sales applications live: files under `<dataDir>/refund-photos`, each
 * under a random name (the uploader's file name is never used on disk), and what a file is, read from
 * its first bytes rather than from its name or the type the client claims.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { REFUND_PHOTO_TYPES } from '@pm/contract/refund';

export type PhotoType = (typeof REFUND_PHOTO_TYPES)[number];

function startsWith(data: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (data.length < at + bytes.length) return false;
  return bytes.every((b, i) => data[at + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of the bytes (JPEG, PNG or WebP by their signatures), or null for anything else. */
export function sniffImageType(data: Uint8Array): PhotoType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The photo files of one data directory. */
export class RefundPhotoStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'refund-photos');
  }

  private pathOf(fileName: string): string {
    // Names are ours (hex + .bin); anything else is refused rather than resolved.
    if (!/^[0-9a-f]{32}\.bin$/.test(fileName)) throw new Error(`bad photo file name ${fileName}`);
    return path.join(this.dir, fileName);
  }

  /** Writes the bytes under a new random name and returns the name. */
  async save(data: Uint8Array): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const fileName = `${crypto.randomBytes(16).toString('hex')}.bin`;
    await fs.writeFile(this.pathOf(fileName), data, { flag: 'wx', mode: 0o640 });
    return fileName;
  }

  /** The bytes of a stored photo, or null when the file is gone. */
  async read(fileName: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(fileName));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(fileName: string): Promise<void> {
    await fs.rm(this.pathOf(fileName), { force: true });
  }
}
