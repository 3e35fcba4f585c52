import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BID_ATTACHMENT_MAX_BYTES,
  BID_ATTACHMENT_MESSAGES,
  bidAttachmentEndpoint,
  bidAttachmentUploadEndpoint,
} from '@pm/contract/bidding-attachment';
import {
  BID_MESSAGES,
  bidDetailEndpoint,
  bidEventPublishEndpoint,
  bidEventSaveEndpoint,
} from '@pm/contract/bidding';
import { type Caller, dataOf, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { requestOf } from '../../test/call';
import { MAX_PENDING_UPLOADS } from '../../lib/upload-rules';
import { biddingOf } from '.';
import { biddingFixtures, MINUTE } from './test-fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bid-attachment-test-'));
const ctx = useTestApp({ dataDir });
const fx = biddingFixtures(ctx);
let p: Awaited<ReturnType<typeof fx.signIn>>;
let buyer02: string;
const folder = path.join(dataDir, 'bid-attachments');
const DAY = 24 * 3600_000;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  p = await fx.signIn();
  buyer02 = await login(ctx.app, DEMO.buyer02);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(token: string, data: Uint8Array | string, name: string, type = 'application/pdf') {
  const file = new File([typeof data === 'string' ? data : Buffer.from(data)], name, { type });
  return ctx.call(bidAttachmentUploadEndpoint, { file }, token);
}

/** The attachment's answer: the file's bytes, not an envelope. */
function download(token: Caller, id: string) {
  return ctx.app.inject(requestOf(bidAttachmentEndpoint, { id }, token));
}

async function uploaded(token: string, name = '技术要求.pdf', data: Buffer = PDF): Promise<string> {
  return (await dataOf(upload(token, data, name))).id;
}

async function stored(): Promise<{ rows: number; files: number }> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bid_attachments`.execute(ctx.tdb.db);
  return { rows: r.rows[0]!.n, files: fs.existsSync(folder) ? fs.readdirSync(folder).length : 0 };
}

function draftBody(attachmentIds?: string[]) {
  const start = new Date(ctx.clock.now().getTime() + MINUTE);
  return {
    title: '附件测试竞价',
    scope: 'invited' as const,
    supplierIds: [p.vendorOrg],
    minBidders: 1,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 60 * MINUTE).toISOString(),
    addressId: p.addressId,
    items: [{ name: '定制螺栓', unit: '个', quantity: 10 }],
    ...(attachmentIds ? { attachmentIds } : {}),
  };
}

describe('uploading an attachment', () => {
  it('takes a PDF as it is and a picture by its content, named by the content', async () => {
    // Folders dropped, the ending in lower case.
    const pdf = await dataOf(upload(p.buyer, PDF, 'C:\\文件\\技术要求.PDF'));
    expect(pdf).toMatchObject({ fileName: '技术要求.pdf', contentType: 'application/pdf', size: PDF.length });
    // A PNG sent as a PDF is a picture: its ending follows the content.
    const png = await dataOf(upload(p.buyer, PNG, '图纸.pdf', 'application/pdf'));
    expect(png).toMatchObject({ fileName: '图纸.png', contentType: 'image/png' });
    const nameless = await dataOf(upload(p.buyer, PDF, '\u0007.pdf'));
    expect(nameless.fileName).toBe('竞价附件.pdf');
    const odd = await dataOf(upload(p.buyer, PDF, '../..报价<v2>.docx'));
    expect(odd.fileName).toBe('报价_v2_.docx.pdf');
  });

  it('refuses a wrong signature, a cut PDF, a huge file, a supplier and no file, storing nothing', async () => {
    const before = await stored();
    const fake = await upload(p.buyer, 'not a pdf at all', '报价要求.pdf');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(BID_ATTACHMENT_MESSAGES.type);
    const html = await upload(p.buyer, '<html><script>alert(1)</script></html>', 'a.pdf', 'text/html');
    expect(html.body.message).toBe(BID_ATTACHMENT_MESSAGES.type);
    const cut = await upload(p.buyer, PDF.subarray(0, 20), 'cut.pdf');
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(BID_ATTACHMENT_MESSAGES.pdfBroken);
    const brokenPicture = await upload(p.buyer, PNG.subarray(0, 30), 'a.png', 'image/png');
    expect(brokenPicture.status).toBe(400);
    expect(brokenPicture.body.message).toMatch(/图片/);
    const huge = Buffer.concat([PDF, Buffer.alloc(BID_ATTACHMENT_MAX_BYTES, 0x20)]);
    const big = await upload(p.buyer, huge, 'big.pdf');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(BID_ATTACHMENT_MESSAGES.tooLarge);
    expect((await upload(p.vendor, PDF, 'a.pdf')).status).toBe(403);
    const noFile = await ctx.call(bidAttachmentUploadEndpoint, unchecked({ file: 'x' }), p.buyer, {
      multipart: false,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/请选择要上传的附件/);
    expect(await stored()).toEqual(before);
  });

  it(`keeps at most ${MAX_PENDING_UPLOADS} unused uploads per user`, async () => {
    const mine = await ctx.tdb.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'buyer02')
      .executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: MAX_PENDING_UPLOADS + 5 }, (_, i) => upload(buyer02, PDF, `${i}.pdf`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_PENDING_UPLOADS);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.body.message).toBe(BID_ATTACHMENT_MESSAGES.tooManyPending);
    const rows = await ctx.tdb.db
      .selectFrom('bid_attachments')
      .select('stored_name')
      .where('user_id', '=', mine.id)
      .execute();
    expect(rows).toHaveLength(MAX_PENDING_UPLOADS);
    for (const r of rows) expect(fs.existsSync(path.join(folder, r.stored_name))).toBe(true);
    // Cleared for the tests below.
    await ctx.tdb.db.deleteFrom('bid_attachments').where('user_id', '=', mine.id).execute();
    for (const r of rows) fs.rmSync(path.join(folder, r.stored_name));
  });
});

describe('a draft keeps its attachments', () => {
  it('attaches uploads, shows them when reopened, drops what the list leaves out, refuses a 6th', async () => {
    const ids = [await uploaded(p.buyer, 'a.pdf'), await uploaded(p.buyer, 'b.pdf')];
    const saved = await dataOf(ctx.call(bidEventSaveEndpoint, draftBody(ids), p.buyer));
    const d = await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.buyer));
    expect(d.attachments.map((a) => [a.id, a.fileName])).toEqual([
      [ids[0], 'a.pdf'],
      [ids[1], 'b.pdf'],
    ]);
    // A save without the list leaves them as they are.
    await dataOf(ctx.call(bidEventSaveEndpoint, { ...draftBody(), id: saved.id }, p.buyer));
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.buyer))).attachments).toHaveLength(
      2,
    );
    // Another buyer of the organization sees them on the draft.
    expect((await download(buyer02, ids[0]!)).statusCode).toBe(200);

    const dropped = await ctx.tdb.db
      .selectFrom('bid_attachments')
      .select('stored_name')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const more = [await uploaded(p.buyer, 'c.png', PNG)];
    await dataOf(ctx.call(bidEventSaveEndpoint, { ...draftBody([ids[1]!, ...more]), id: saved.id }, p.buyer));
    const again = await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.buyer));
    expect(again.attachments.map((a) => a.id)).toEqual([ids[1], more[0]]);
    expect(fs.existsSync(path.join(folder, dropped.stored_name))).toBe(false);
    expect((await download(p.buyer, ids[0]!)).statusCode).toBe(404);

    // A 6th attachment: refused, nothing changes.
    const six = [ids[1]!, more[0]!];
    for (let i = 0; i < 4; i++) six.push(await uploaded(p.buyer, `${i}.pdf`));
    const before = await stored();
    const refused = await ctx.call(bidEventSaveEndpoint, { ...draftBody(six), id: saved.id }, p.buyer);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(BID_ATTACHMENT_MESSAGES.tooMany);
    expect(await stored()).toEqual(before);
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.buyer))).attachments).toHaveLength(
      2,
    );
    // Five are fine.
    await dataOf(ctx.call(bidEventSaveEndpoint, { ...draftBody(six.slice(0, 5)), id: saved.id }, p.buyer));
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.buyer))).attachments).toHaveLength(
      5,
    );
  });

  it('takes only the caller’s own unused uploads: others are 404 and nothing changes', async () => {
    const other = await dataOf(ctx.call(bidEventSaveEndpoint, draftBody([await uploaded(p.buyer)]), p.buyer));
    const taken = (await dataOf(ctx.call(bidDetailEndpoint, { id: other.id }, p.buyer))).attachments[0]!.id;
    const theirs = await uploaded(p.other);
    const colleague = await uploaded(buyer02);
    for (const id of [taken, theirs, colleague, '999999999']) {
      const res = await ctx.call(bidEventSaveEndpoint, draftBody([id]), p.buyer);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe(BID_ATTACHMENT_MESSAGES.notFound);
    }
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: other.id }, p.buyer))).attachments).toHaveLength(
      1,
    );
    // An unattached upload is its uploader's only.
    expect((await download(p.buyer, colleague)).statusCode).toBe(404);
    expect((await download(buyer02, colleague)).statusCode).toBe(200);
  });
});

describe('published attachments', () => {
  it('freeze at publishing and are served to the buyer and invited suppliers only', async () => {
    const id = await uploaded(p.buyer, '招标文件（第1版）.pdf');
    const saved = await dataOf(ctx.call(bidEventSaveEndpoint, draftBody([id]), p.buyer));
    // A draft is nobody's but the buyer's.
    expect((await download(p.vendor, id)).statusCode).toBe(404);
    await dataOf(ctx.call(bidEventPublishEndpoint, { id: saved.id }, p.buyer));

    const late = await uploaded(p.buyer);
    for (const ids of [[id, late], []]) {
      const res = await ctx.call(bidEventSaveEndpoint, { ...draftBody(ids), id: saved.id }, p.buyer);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BID_MESSAGES.notDraft);
    }
    const d = await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.vendor));
    expect(d.attachments.map((a) => a.id)).toEqual([id]);

    const file = await download(p.vendor, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="bid-attachment-${id}.pdf"; filename*=UTF-8''${encodeURIComponent('招标文件（第1版）.pdf')}`,
    );
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    expect((await download(p.buyer, id)).statusCode).toBe(200);
    for (const token of [p.vendor2, p.other]) expect((await download(token, id)).statusCode).toBe(404);
    expect((await download(VISITOR, id)).statusCode).toBe(401);
    expect((await download(p.buyer, 'abc')).statusCode).toBe(400);
    // The uninvited see no event at all.
    expect((await ctx.call(bidDetailEndpoint, { id: saved.id }, p.vendor2)).status).toBe(404);
  });

  it('of an event open to all go to every supplier, not to other buyers or visitors', async () => {
    const id = await uploaded(p.buyer, 'spec.png', PNG);
    const saved = await dataOf(
      ctx.call(bidEventSaveEndpoint, { ...draftBody([id]), scope: 'all', supplierIds: [] }, p.buyer),
    );
    await dataOf(ctx.call(bidEventPublishEndpoint, { id: saved.id }, p.buyer));
    const file = await download(p.vendor2, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, p.vendor2))).attachments).toHaveLength(
      1,
    );
    for (const caller of [p.other, VISITOR] as const) {
      expect((await dataOf(ctx.call(bidDetailEndpoint, { id: saved.id }, caller))).attachments).toEqual([]);
    }
    expect((await download(p.other, id)).statusCode).toBe(404);
  });
});

describe('unused uploads', () => {
  it('are removed after a day with their files; attached ones stay', async () => {
    const pending = await uploaded(p.buyer);
    const kept = await uploaded(p.buyer);
    await dataOf(ctx.call(bidEventSaveEndpoint, draftBody([kept]), p.buyer));
    const row = await ctx.tdb.db
      .selectFrom('bid_attachments')
      .select('stored_name')
      .where('id', '=', pending)
      .executeTakeFirstOrThrow();
    const { attachments } = biddingOf(ctx.tdb.db);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + DAY + 1));
    expect(await attachments.purgePending(true)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(folder, row.stored_name))).toBe(false);
    expect((await download(p.buyer, pending)).statusCode).toBe(404);
    expect((await download(p.buyer, kept)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the multipart upload and the file answer with its types', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const up = doc.paths['/pm-api/bidding/attachment']!.post! as {
      requestBody: { content: Record<string, { schema: { properties: { file: object } } }> };
      responses: Record<string, unknown>;
    };
    expect(up.requestBody.content['multipart/form-data']!.schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(up.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '413']));
    const get = doc.paths['/pm-api/bidding/attachment/{id}']!.get! as {
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(Object.keys(get.responses['200']!.content ?? {})).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['400', '401', '404']));
    const save = doc.paths['/pm-api/bidding/event/save']!.post! as { 'x-id-refs': Record<string, string> };
    expect(save['x-id-refs'].attachmentIds).toBe('owned');
  });
});
