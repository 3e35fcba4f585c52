/**
 * Uploads: the one set of rules for files users send (after-sales evidence photos and purchase lists
 * today; supplier goods pictures and bid attachments call the same later).
 *
 * - **Reading** (`acceptUploads`): multipart/form-data read into memory, on the routes that declare
 *   `multipart` only, one file per request (`UPLOAD_MAX_FILES`) of at most the route's bytes, a few short
 *   fields. Whatever a client can get wrong is a Chinese 400 in the envelope (no boundary, a body cut
 *   short, a part ended early, a second file, too many or too long fields); a file over the route's size
 *   is a 413. The parser (@fastify/multipart, busboy) is registered in the module that calls it.
 * - **Pictures** (`readPicture`): what the bytes are, never the name or the type the browser claims: a
 *   JPEG, PNG or WebP signature, then libvips (sharp) reads the header (the same format, at most
 *   `MAX_IMAGE_PIXELS`) and decodes the whole picture (`limitInputPixels`, a truncated or corrupt file
 *   fails), turns it upright by its EXIF orientation and encodes it again in the same format: what is
 *   stored carries no metadata (EXIF with the place it was taken, XMP, IPTC, comments) and nothing but
 *   pixels (a signature followed by HTML is refused). At most `MAX_DECODING` pictures are decoded at once.
 * - **Storing** (`UploadStore`): files under `<dataDir>/<folder>` with random names (the uploader's name
 *   is never used on disk); who may see a file is its module's rule (404 for anybody else).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type sharpModule from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { ERROR_CODES, MESSAGES } from '@pm/contract/envelope';
import { guardText } from '../plugins/input-guard';
import { AppError } from './app-error';

/** Files in one request. */
export const UPLOAD_MAX_FILES = 1;
/** Plain (non-file) fields in one request. */
export const UPLOAD_MAX_FIELDS = 4;
/** Parts (files and fields) in one request. */
export const UPLOAD_MAX_PARTS = 5;
/** Longest plain field, bytes. */
export const UPLOAD_MAX_FIELD_BYTES = 64 * 1024;
/** Headers of one part. */
const UPLOAD_MAX_PART_HEADERS = 16;

/** The picture types taken (by their content). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** Most pixels (width × height) of a picture: 40 megapixels (a 7,300 × 5,470 photo). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Quality of JPEG and WebP pictures encoded again. */
export const IMAGE_QUALITY = 90;
/** Pictures decoded at once in a process (a 40-megapixel picture takes 120–160 MB while decoded). */
export const MAX_DECODING = 2;

export const UPLOAD_MESSAGES = {
  malformed: '上传内容格式不正确（multipart/form-data 表单不完整或已损坏），请重新选择文件上传',
  oneFile: '只能上传一个文件',
  tooManyFields: `表单字段过多：除文件外最多 ${UPLOAD_MAX_FIELDS} 个字段`,
  fieldTooLong: `表单字段过长：每个字段最多 ${UPLOAD_MAX_FIELD_BYTES / 1024} KB`,
  notMultipart: MESSAGES.unsupportedMediaType,
  imageEmpty: '请选择要上传的图片',
  imageType: '仅支持 JPEG、PNG 或 WebP 图片',
  imageBroken: '图片已损坏或不是真正的图片，无法读取，请重新选择',
  imagePixels: `图片尺寸过大：最多 ${MAX_IMAGE_PIXELS / 10_000} 万像素，请缩小后再上传`,
} as const;

/** A file of a multipart body, as the contract's upload schemas take it (`file`: UploadedFile, UploadedPhoto). */
export interface UploadedPart {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface UploadRules {
  /** Largest file, bytes (413 beyond). */
  maxBytes: number;
  /** The Chinese message of a file over `maxBytes`. */
  tooLarge: string;
}

/** An error of reading a multipart body as the answer it gets. */
function uploadError(err: unknown, rules: UploadRules): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(ERROR_CODES.payloadTooLarge, rules.tooLarge, 413);
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(UPLOAD_MESSAGES.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return AppError.badRequest(UPLOAD_MESSAGES.tooManyFields);
    default:
      // No boundary, a body cut short, a part ended early, a bad part header, a field named like a
      // prototype property …: all of it is what the client sent.
      return AppError.badRequest(UPLOAD_MESSAGES.malformed);
  }
}

/** The parts of a multipart body: files as UploadedPart, fields as their text. */
async function readForm(req: FastifyRequest, rules: UploadRules): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Read to its end even when unwanted: busboy goes on to the next part only then.
        const data = await part.toBuffer();
        body[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        } satisfies UploadedPart;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw AppError.badRequest(UPLOAD_MESSAGES.fieldTooLong);
        body[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadError(err, rules);
  }
  return body;
}

/**
 * Lets the routes of the calling module (a Fastify plugin scope) that declare `multipart` take an
 * upload under `rules`: the body becomes `{ [field]: UploadedPart | string }` before validation. A
 * multipart body sent to another route of the module is refused (415), as everywhere else.
 */
export async function acceptUploads(app: FastifyInstance, rules: UploadRules): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: rules.maxBytes,
      files: UPLOAD_MAX_FILES,
      fields: UPLOAD_MAX_FIELDS,
      parts: UPLOAD_MAX_PARTS,
      fieldSize: UPLOAD_MAX_FIELD_BYTES,
      headerPairs: UPLOAD_MAX_PART_HEADERS,
    },
  });
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    const consumes = (req.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
    if (!consumes?.includes('multipart/form-data')) {
      throw new AppError(ERROR_CODES.unsupportedMediaType, UPLOAD_MESSAGES.notMultipart, 415);
    }
    const form = await readForm(req, rules);
    // The text rule for the form's text fields (the input guard ran before they were read); a file's own
    // name is not kept (files are stored under random names), so it is not held to it.
    guardText(Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string')));
    req.body = form;
  });
}

// ---- pictures ----

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | null = null;

/** sharp on first use, not at server start (loading libvips takes a while). */
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_DECODING pictures are being decoded (in the order asked). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (decoding >= MAX_DECODING) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding += 1;
  try {
    return await work();
  } finally {
    decoding -= 1;
    waiting.shift()?.();
  }
}

function startsWith(data: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (data.length < at + bytes.length) return false;
  return bytes.every((b, i) => data[at + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The picture type the first bytes announce (JPEG, PNG or WebP signatures), or null. Not proof: see readPicture. */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const SHARP_FORMATS: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A picture as it is stored: decoded, upright, encoded again without metadata. */
export interface Picture {
  data: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

/**
 * An uploaded picture checked and cleaned (see the head of this file); a Chinese 400 for anything
 * that is not a JPEG, PNG or WebP picture of at most MAX_IMAGE_PIXELS.
 */
export async function readPicture(data: Uint8Array): Promise<Picture> {
  if (data.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.imageEmpty);
  // The signature first: libvips is never asked to read SVG, PDF, TIFF … at all.
  const type = sniffImageType(data);
  if (!type) throw AppError.badRequest(UPLOAD_MESSAGES.imageType);
  const sharp = await loadSharp();
  const input = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return inTurn(async () => {
    let meta: Metadata;
    try {
      meta = await sharp(input).metadata();
    } catch {
      throw AppError.badRequest(UPLOAD_MESSAGES.imageBroken);
    }
    if (meta.format !== SHARP_FORMATS[type] || !meta.width || !meta.height) {
      throw AppError.badRequest(UPLOAD_MESSAGES.imageBroken);
    }
    // Only the first frame is read and kept (an animation becomes its first picture).
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw AppError.badRequest(UPLOAD_MESSAGES.imagePixels);
    let out: { data: Buffer; info: OutputInfo };
    try {
      // Decoded in full (a truncated or corrupt file fails: failOn 'warning'), turned upright by its
      // orientation, encoded again: sharp writes no metadata unless asked to.
      const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
      const encoded =
        type === 'image/jpeg'
          ? image.jpeg({ quality: IMAGE_QUALITY })
          : type === 'image/png'
            ? image.png()
            : image.webp({ quality: IMAGE_QUALITY });
      out = await encoded.toBuffer({ resolveWithObject: true });
    } catch {
      throw AppError.badRequest(UPLOAD_MESSAGES.imageBroken);
    }
    return { data: out.data, type, width: out.info.width, height: out.info.height };
  });
}

// ---- storing ----

/** The uploaded files of one kind: `<dataDir>/<folder>/<32 hex>.bin`. */
export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string, folder: string) {
    this.dir = path.join(dataDir, folder);
  }

  private pathOf(fileName: string): string {
    // Names are ours (hex + .bin); anything else is refused rather than resolved.
    if (!/^[0-9a-f]{32}\.bin$/.test(fileName)) throw new Error(`bad upload file name ${fileName}`);
    return path.join(this.dir, fileName);
  }

  /** Writes the bytes under a new random name and returns the name. */
  async save(data: Uint8Array): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const fileName = `${crypto.randomBytes(16).toString('hex')}.bin`;
    await fs.writeFile(this.pathOf(fileName), data, { flag: 'wx', mode: 0o640 });
    return fileName;
  }

  /** The bytes of a stored file, or null when it is gone. */
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
