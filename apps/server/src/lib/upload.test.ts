import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, useTestApp } from '../test/app';
import { AppError } from './app-error';
import { MAX_IMAGE_PIXELS, readPicture, sniffImageType, UPLOAD_MESSAGES } from './upload';

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** A picture of `width` × `height` drawn by sharp in `format`, with EXIF (a camera, a place) when asked. */
async function pictureOf(
  format: 'jpeg' | 'png' | 'webp',
  width = 40,
  height = 20,
  exif = false,
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#c03030' } }).toFormat(format);
  if (exif) {
    image = image.withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Copyright: '张三' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 54/1 27/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '116/1 23/1 29/1',
        },
      },
    });
  }
  return image.toBuffer();
}

describe('readPicture', () => {
  it('takes real JPEG, PNG and WebP pictures, encoded again in their own format', async () => {
    for (const [format, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const picture = await readPicture(await pictureOf(format));
      expect(picture.type, format).toBe(type);
      expect([picture.width, picture.height], format).toEqual([40, 20]);
      const meta = await sharp(picture.data).metadata();
      expect(meta.format, format).toBe(format);
      expect([meta.width, meta.height], format).toEqual([40, 20]);
    }
  });

  it('drops EXIF (camera, place) and every other metadata, turning the picture upright first', async () => {
    for (const format of ['jpeg', 'webp', 'png'] as const) {
      const input = await pictureOf(format, 40, 20, true);
      const before = await sharp(input).metadata();
      expect(before.exif?.length, format).toBeGreaterThan(0);
      expect(before.exif?.includes('PhoneMaker'), format).toBe(true);
      expect(before.orientation, format).toBe(6);

      const picture = await readPicture(input);
      const after = await sharp(picture.data).metadata();
      expect(after.exif, format).toBeUndefined();
      expect(after.xmp, format).toBeUndefined();
      expect(after.iptc, format).toBeUndefined();
      expect(after.orientation, format).toBeUndefined();
      expect(picture.data.includes('PhoneMaker'), format).toBe(false);
      // Orientation 6 (turned 90°): the stored picture is upright, 20 × 40.
      expect([after.width, after.height], format).toEqual([20, 40]);
    }
  });

  it('refuses what only starts like a picture: a PNG signature followed by HTML, a cut-off JPEG', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const html = Buffer.concat([
      signature,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    expect(sniffImageType(html)).toBe('image/png');
    expect((await refusal(readPicture(html))).message).toBe(UPLOAD_MESSAGES.imageBroken);

    const jpeg = await pictureOf('jpeg', 200, 200);
    const cut = await refusal(readPicture(jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect([cut.httpStatus, cut.message]).toEqual([400, UPLOAD_MESSAGES.imageBroken]);

    // A JPEG signature on a PNG body: the bytes are not what they claim.
    const png = await pictureOf('png');
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    expect((await refusal(readPicture(mixed))).httpStatus).toBe(400);
  });

  it('refuses other formats and empty files in Chinese', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const data of [gif, svg, Buffer.from('这不是图片')]) {
      const err = await refusal(readPicture(data));
      expect([err.httpStatus, err.message]).toEqual([400, UPLOAD_MESSAGES.imageType]);
    }
    expect((await refusal(readPicture(Buffer.alloc(0)))).message).toBe(UPLOAD_MESSAGES.imageEmpty);
  });

  it('refuses more than 40 megapixels, however small the file', async () => {
    // 8000 × 8000 of one colour: 64 megapixels in a file of a few hundred KB.
    const huge = await pictureOf('png', 8000, 8000);
    expect(huge.length).toBeLessThan(1024 * 1024);
    const err = await refusal(readPicture(huge));
    expect([err.httpStatus, err.message]).toEqual([400, UPLOAD_MESSAGES.imagePixels]);
    expect(err.message).toContain('4000 万像素');
    // Exactly at the limit passes (one long row of pixels is cheap to decode).
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
  });
});

// ---- multipart on a real socket ----

const ctx = useTestApp();
let port = 0;
let buyer = '';

beforeAll(async () => {
  // A real socket: the bytes arrive as sent (inject would hand over a finished body).
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
  buyer = await login(ctx.app, DEMO.buyer01);
});

interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown };
}

/** Writes a request with `body` as it is on a fresh connection and reads the answer until the server closes it. */
function rawPost(path: string, contentType: string, body: Buffer): Promise<Answer> {
  const head =
    `POST /pm-api${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${buyer}\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(Buffer.concat([Buffer.from(head), body])),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${raw.toString('latin1')}`));
      const statusLine = raw.subarray(0, split).toString('latin1').split('\r\n')[0] ?? '';
      const status = Number(statusLine.split(' ')[1]);
      let text = raw.subarray(split + 4).toString('utf8');
      // A chunked answer: its one chunk.
      if (/transfer-encoding: chunked/i.test(raw.subarray(0, split).toString('latin1'))) {
        text = text.slice(text.indexOf('\r\n') + 2, text.lastIndexOf('\r\n0\r\n'));
      }
      try {
        resolve({ status, body: JSON.parse(text) as Answer['body'] });
      } catch {
        reject(new Error(`not JSON (${statusLine}): ${text}`));
      }
    });
  });
}

const B = 'pmTestBoundary7MA4YWxkTrZu0gW';
const TYPE = `multipart/form-data; boundary=${B}`;

function filePart(name: string, data: Buffer | string, field = 'file', type = 'image/png'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
}

const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const END = Buffer.from(`--${B}--\r\n`);

const ROUTES = [
  { path: '/refund/photo', table: 'refund_photos' },
  { path: '/goods/batch/parse', table: null },
] as const;

async function photoCount(): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM refund_photos`.execute(ctx.tdb.db);
  return r.rows[0]!.n;
}

describe('malformed multipart bodies on a real socket', () => {
  it('answers every malformed shape with a Chinese 400 in the envelope on both upload routes', async () => {
    const png = await pictureOf('png');
    const csv = '商品编码,数量\nA001,2\n';
    const whole = (data: Buffer | string) => Buffer.concat([filePart('a.png', data), END]);
    const shapes: [string, string, Buffer | ((data: Buffer | string) => Buffer), RegExp?][] = [
      ['no boundary', 'multipart/form-data', (d) => whole(d)],
      ['an empty boundary', 'multipart/form-data; boundary=', (d) => whole(d)],
      ['a boundary the body never uses', TYPE, Buffer.from('hello, this is not a form\r\n')],
      ['no closing boundary (cut after the file)', TYPE, (d) => filePart('a.png', d)],
      [
        'cut in the middle of the file',
        TYPE,
        (d) => {
          const part = filePart('a.png', d);
          return part.subarray(0, part.length - Math.max(3, Math.floor(Buffer.from(d).length / 2)));
        },
      ],
      [
        'cut in the part headers',
        TYPE,
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filen`),
      ],
      ['a part without its headers end', TYPE, Buffer.from(`--${B}\r\nContent-Disposition: form-data\r\n`)],
      ['only the opening boundary', TYPE, Buffer.from(`--${B}\r\n`)],
      [
        'two files',
        TYPE,
        (d) => Buffer.concat([filePart('a.png', d), filePart('b.png', d), END]),
        /只能上传一个文件/,
      ],
      [
        'two files under other names',
        TYPE,
        (d) => Buffer.concat([filePart('a.png', d, 'other'), filePart('b.png', d), END]),
        /只能上传一个文件/,
      ],
      [
        'too many fields',
        TYPE,
        (d) =>
          Buffer.concat([
            ...['a', 'b', 'c', 'd', 'e', 'f'].map((n) => fieldPart(n, 'x')),
            filePart('a.png', d),
            END,
          ]),
        /字段过多/,
      ],
      [
        'a field too long',
        TYPE,
        (d) => Buffer.concat([fieldPart('note', 'x'.repeat(70 * 1024)), filePart('a.png', d), END]),
        /字段过长/,
      ],
      [
        'a field named __proto__',
        TYPE,
        (d) => Buffer.concat([fieldPart('__proto__', 'x'), filePart('a.png', d), END]),
      ],
      ['no file, only the end', TYPE, END, /请选择要上传的/],
      ['an empty body', TYPE, Buffer.alloc(0), /请选择要上传的/],
    ];
    const before = await photoCount();
    for (const route of ROUTES) {
      const data = route.table ? png : csv;
      for (const [name, type, body, message] of shapes) {
        const res = await rawPost(route.path, type, typeof body === 'function' ? body(data) : body).catch(
          (e: unknown) => {
            throw new Error(`${route.path}: ${name}: ${String(e)}`);
          },
        );
        const where = `${route.path}: ${name}: ${JSON.stringify(res.body)}`;
        expect(res.status, where).toBe(400);
        expect(res.body.code, where).toBe(400);
        expect(res.body.message, where).toMatch(/[\u4e00-\u9fa5]/);
        if (message) expect(res.body.message, where).toMatch(message);
      }
    }
    expect(await photoCount()).toBe(before);

    // The server is fine afterwards: the same routes take a well-formed upload.
    const photo = await rawPost('/refund/photo', TYPE, whole(png));
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const list = await rawPost('/goods/batch/parse', TYPE, Buffer.concat([filePart('a.csv', csv), END]));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(await photoCount()).toBe(before + 1);
  });

  it('holds a form field to the text rule of every input (a control character: 400)', async () => {
    const png = await pictureOf('png');
    const before = await photoCount();
    for (const bad of ['a\u0001b', 'x\u007fy']) {
      const body = Buffer.concat([fieldPart('note', bad), filePart('a.png', png), END]);
      const answer = await rawPost('/refund/photo', TYPE, body);
      expect([answer.status, answer.body.code]).toEqual([400, 400]);
      expect(answer.body.message).toContain('包含不允许的字符');
    }
    expect(await photoCount()).toBe(before);
  });

  it('answers a file over the route limit 413 and a multipart body to a route without uploads 415', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
    const photo = await rawPost('/refund/photo', TYPE, Buffer.concat([filePart('a.png', big), END]));
    expect([photo.status, photo.body.message]).toEqual([413, '图片不能超过 5 MB']);
    const list = await rawPost('/goods/batch/parse', TYPE, Buffer.concat([filePart('a.csv', big), END]));
    expect([list.status, list.body.message]).toEqual([413, '文件不能超过 2 MB']);

    const apply = await rawPost('/refund/apply', TYPE, Buffer.concat([fieldPart('orderId', '1'), END]));
    expect(apply.status).toBe(415);
    expect(apply.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
