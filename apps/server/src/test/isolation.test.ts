/**
 * Isolation, proven for every route: the test reads /pm-api/openapi.json and needs no list of routes.
 *
 * 1. Every id-like request field (`id`, `ids`, `uuid`, `…Id`, `…Ids`, in path, query or body) declares
 *    what it references (contract descriptor `idRefs` → `x-id-refs`): public reference data (goods,
 *    brands, catalogs …, which anybody may name: `/goods/detail?id=5` rightly answers 200) or `owned`.
 *    An undeclared field fails here, so a new route cannot slip through.
 * 2. buyer01 fills its organization's tables through the API (cart, 核价单, 询价篮, inquiries, batch
 *    jobs: whatever routes exist). The ids of every row of buyer01's organization or user, and of the
 *    rows hanging off them by foreign key, are read from the catalog of the database, so new tables count
 *    by themselves.
 * 3. Every `owned` field of every operation is called by buyer11 (another buyer organization) and
 *    vendor01 (a supplier) with buyer01's ids (a few per table): each answer is 404, 401 or 403, and no
 *    business table changes (a fingerprint of every table but sessions, logs and statistics).
 * 4. GET answers for buyer11 and vendor01 are the same before and after buyer01's activity, and hold no
 *    object that looks like one of buyer01's rows.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IdRef } from '@pm/contract/endpoint';
import { wbImportCheckEndpoint } from '@pm/contract/workbench-import';
import { multipartBody } from '../modules/batch/test-fixtures';
import { bearer, DEMO, login, useTestApp } from './app';
import {
  changedTables,
  fingerprint,
  idsOf,
  ownedRowsOf,
  ownIdsOf,
  PUBLIC_COPIES,
  representatives,
  tablesOf,
  type OwnedRows,
  type Owner,
  type TableInfo,
} from './isolation-db';
import {
  acceptsId,
  buildRequest,
  idFieldsOf,
  operationsOf,
  takesList,
  unsupportedBody,
  type BuiltRequest,
  type IdField,
  type OpenApiDoc,
  type Operation,
} from './isolation-openapi';

const ctx = useTestApp();

/** How many tests the owned-id calls are spread over. */
const ID_SHARES = 4;

type PublicRef = Exclude<IdRef, 'owned'>;

/** A real id of each kind of public reference data (a new kind in IdRef must say how to find one). */
const PUBLIC_SAMPLES: Record<PublicRef, string> = {
  goods: `SELECT id::text AS v FROM goods WHERE status = 'on' ORDER BY id LIMIT 1`,
  brand: `SELECT id::text AS v FROM brands ORDER BY id LIMIT 1`,
  catalog: `SELECT id::text AS v FROM catalogs WHERE level = 3 ORDER BY id LIMIT 1`,
  division: `SELECT code::text AS v FROM divisions WHERE level = 3 ORDER BY code LIMIT 1`,
  role: `SELECT id::text AS v FROM roles ORDER BY id LIMIT 1`,
  freightTemplate: `SELECT id::text AS v FROM freight_templates ORDER BY id LIMIT 1`,
  story: `SELECT id::text AS v FROM portal_stories WHERE published ORDER BY id LIMIT 1`,
  notice: `SELECT id::text AS v FROM site_notices WHERE published ORDER BY id LIMIT 1`,
  helpArticle: `SELECT id::text AS v FROM help_articles WHERE published ORDER BY id LIMIT 1`,
  helpDirectory: `SELECT id::text AS v FROM help_directories ORDER BY id LIMIT 1`,
  // A supplier without a demo account: buyer01 invites it, and nobody who calls here sees the inquiry.
  supplier: `SELECT id::text AS v FROM organizations o WHERE kind = 'vendor'
               AND NOT EXISTS (SELECT 1 FROM users u WHERE u.organization_id = o.id) ORDER BY id LIMIT 1`,
  // A verified buyer organization (a supplier's agreement prices name it).
  buyer: `SELECT id::text AS v FROM organizations WHERE kind = 'buyer' AND verified_at IS NOT NULL ORDER BY id LIMIT 1`,
};
const KINDS = new Set<string>([...Object.keys(PUBLIC_SAMPLES), 'owned']);

interface Caller {
  name: string;
  token: string;
  owner: Owner;
}

let doc: OpenApiDoc;
let ops: Operation[];
let tables: TableInfo[];
let buyer01: Caller;
let others: Caller[];
let publicIds: Record<PublicRef, string>;
/** Goods buyer01 adds: on sale, MOQ 1, not supplied by vendor01's organization (no quote of it is due). */
let goodsPool: string[];
let owned: OwnedRows[];
const seedLog: string[] = [];
const before = new Map<string, string>();
const beforeAgain = new Map<string, string>();
const after = new Map<string, string>();

function refsOf(op: Operation): Record<string, IdRef> {
  return op.op['x-id-refs'] ?? {};
}

function ownedFields(op: Operation): IdField[] {
  return idFieldsOf(doc, op.op).filter((f) => refsOf(op)[f.key] === 'owned');
}

/** Sample values for the public id fields of an operation (goods from the pool, by turn). */
function publicValues(op: Operation, turn = 0): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of idFieldsOf(doc, op.op)) {
    const kind = refsOf(op)[f.key];
    if (!kind || kind === 'owned') continue;
    out[f.key] = kind === 'goods' ? goodsPool[turn % goodsPool.length]! : publicIds[kind];
  }
  return out;
}

async function send(token: string | null, req: BuiltRequest) {
  const res = await ctx.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { ...req.headers, ...(token ? bearer(token) : {}) },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  return res;
}

function messageOf(body: string): string {
  try {
    const j = JSON.parse(body) as { message?: string; data?: unknown };
    return `${j.message ?? ''}${j.data ? ` ${JSON.stringify(j.data).slice(0, 160)}` : ''}`;
  } catch {
    return body.slice(0, 80);
  }
}

/**
 * True when a 400 names only owned id fields: the id was refused for its form (a uuid where a number
 * goes), before any lookup.
 */
function rejectsOnlyIds(body: string, fields: IdField[]): boolean {
  try {
    const errors = (JSON.parse(body) as { data?: { errors?: { field: string }[] } }).data?.errors ?? [];
    return (
      errors.length > 0 &&
      errors.every((e) => {
        const key = e.field.replace(/\.\d+(?=\.|$)/g, '[]');
        return fields.some((f) => key === f.key || key === `${f.key}[]`);
      })
    );
  } catch {
    return false;
  }
}

async function ownerOf(username: string): Promise<Owner> {
  const u = await ctx.tdb.db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { userId: String(u.id), organizationId: String(u.organization_id) };
}

/** What a GET answers, comparable: JSON as is, a spreadsheet as its cell texts, anything else as bytes. */
async function answerText(res: Awaited<ReturnType<typeof send>>): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        cells.push(JSON.stringify(row.values, (_k, v: unknown) => (v instanceof Date ? 'date' : v))),
      ),
    );
    return `${res.statusCode} xlsx ${cells.join('\n')}`;
  }
  return `${res.statusCode} ${res.body}`;
}

/** Calls per operation with owned ids in the owners' pass: ids of the tables its path and field name point at, in turn. */
const OWNER_TRIES = 3;
/** At least this many of those operations answer 2xx to one of the calls (measured: see the test's output). */
const OWNER_REACHED = 190;

/**
 * buyer01's ids most likely meant by a field of an operation: those of the tables whose names share a word
 * with the field's name or the path (orderId on /order/… → orders, order_items), best first; then the rest.
 */
function likelyIds(rows: OwnedRows[], op: Operation, key: string): string[] {
  const words = (text: string) =>
    text
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .map((w) => w.replace(/(ies)$/, 'y').replace(/s$/, ''))
      .filter((w) => w.length > 2 && w !== 'id' && w !== 'api');
  const wanted = new Set([...words(key), ...words(op.path)]);
  const scored = rows
    .map((o) => ({
      o,
      score:
        words(o.table).filter((w) => wanted.has(w)).length * 10 +
        (words(key).some((w) => words(o.table).includes(w)) ? 5 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  return [...new Set(scored.flatMap(({ o }) => representatives(idsOf(o), new Set(), 2)))];
}

/** Sign-outs (some are GET): calling them would end the callers' sessions. */
const SIGN_OUT = /logout/i;

/**
 * GET operations that need nothing owned: lists, counts, reports (called without their optional owned
 * fields, e.g. the whole 核价单 report rather than some lines of it).
 */
function listOperations(): Operation[] {
  return ops.filter((op) => {
    if (op.method !== 'GET' || SIGN_OUT.test(op.path)) return false;
    const params = op.op.parameters ?? [];
    return ownedFields(op).every((f) =>
      params.some((p) => p.name === f.key && p.in === 'query' && !p.required),
    );
  });
}

async function snapshot(into: Map<string, string>): Promise<void> {
  for (const op of listOperations()) {
    const req = buildRequest({ doc, ids: publicValues(op), now: ctx.clock.now() }, op);
    for (const caller of others)
      into.set(`${caller.name} ${op.name}`, await answerText(await send(caller.token, req)));
  }
}

/** Calls an operation of the document (when it exists) with a request built from its schema. */
async function seedCall(
  name: string,
  token: string,
  ids: Record<string, string | string[]>,
  edit: (req: BuiltRequest) => void = () => undefined,
): Promise<unknown> {
  const op = ops.find((o) => o.name === name);
  if (!op) {
    seedLog.push(`${name}: not in the document yet`);
    return null;
  }
  const req = buildRequest({ doc, ids: { ...publicValues(op), ...ids }, now: ctx.clock.now() }, op);
  edit(req);
  const res = await send(token, req);
  if (res.statusCode !== 200) seedLog.push(`${name} → ${res.statusCode} ${messageOf(res.body)}`);
  return res.statusCode === 200 ? (res.json() as { data: unknown }).data : null;
}

function tableExists(name: string): boolean {
  return tables.some((t) => t.name === name);
}

/**
 * buyer01's data, through the API: every write whose id fields are all public and name goods (adds to
 * the cart, 核价单, 询价篮, batch adds …) with several goods; then, where the routes exist, an inquiry
 * pushed from the basket, a further supplier invited to it and quoted by vendor02, and batch matches
 * (inline and as a job); then the adds again (a pushed basket is emptied). Failures are logged, not fatal: routes come and go.
 */
async function seedBuyer01(): Promise<void> {
  const creators = ops.filter((op) => {
    if (op.method === 'GET') return false;
    const fields = idFieldsOf(doc, op.op);
    const refs = refsOf(op);
    return (
      fields.length > 0 &&
      fields.every((f) => refs[f.key] && refs[f.key] !== 'owned') &&
      fields.some((f) => refs[f.key] === 'goods')
    );
  });
  const add = async (rounds: number, offset: number) => {
    for (const op of creators) {
      for (let turn = 0; turn < rounds; turn++) {
        const req = buildRequest({ doc, ids: publicValues(op, offset + turn), now: ctx.clock.now() }, op);
        const res = await send(buyer01.token, req);
        if (res.statusCode !== 200) seedLog.push(`${op.name} → ${res.statusCode} ${messageOf(res.body)}`);
      }
    }
  };
  await add(6, 0);
  const pushed = (await seedCall('POST /pm-api/inquiry-basket/customize/push', buyer01.token, {})) as {
    id: string;
  } | null;
  if (pushed) {
    await seedCall('POST /pm-api/inquiry-basket/customize/inquiry/invite', buyer01.token, {
      inquiryId: pushed.id,
      supplierIds: [publicIds.supplier],
    });
  }
  await seedQuotes();
  await seedBidding();
  await seedPlans();
  await seedOrganizationEntries();
  await seedSynergy();
  const codes = await sql<{ sku_code: string }>`
    SELECT sku_code FROM goods WHERE id::text = ANY(${goodsPool}::text[]) ORDER BY id`.execute(ctx.tdb.db);
  const batchLines = (n: number) =>
    Array.from({ length: n }, (_x, i) => ({
      code: codes.rows[i % codes.rows.length]?.sku_code ?? 'X',
      num: '2',
    }));
  for (const n of [3, 250]) {
    await seedCall('POST /pm-api/goods/batch/match', buyer01.token, {}, (req) => {
      if (req.payload && !Array.isArray(req.payload) && 'lines' in req.payload)
        req.payload.lines = batchLines(n);
    });
  }
  await add(3, 6);
  await seedOrders();
  await seedApprovals();
  await seedHelp();
}

/**
 * buyer01 in the help centre: a feedback with a screenshot (multipart) and a favourite (a like would move
 * the public like count every caller sees).
 */
async function seedHelp(): Promise<void> {
  if (!tableExists('help_feedback')) return;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('type', 'content');
  form.append('content', '隔离测试：文章里的步骤和页面不一致');
  form.append('screenshot', new Blob([png], { type: 'image/png' }), 'shot.png');
  const built = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/pm-api/help/feedback/submit',
    headers: { ...bearer(buyer01.token), 'content-type': built.headers.get('content-type')! },
    payload: Buffer.from(await built.arrayBuffer()),
  });
  if (res.statusCode !== 200)
    seedLog.push(`POST /pm-api/help/feedback/submit → ${res.statusCode} ${messageOf(res.body)}`);
  await seedCall('POST /pm-api/help/favorite/add', buyer01.token, {});
}

/**
 * Approval: buyer02 (buyer01's purchasing manager) sets an amount rule, and buyer01's next order (a cart
 * line with stock) waits in the queue: an approval row of buyer01's organization, an order 待审批.
 */
async function seedApprovals(): Promise<void> {
  if (!tableExists('order_approvals')) return;
  const manager = await login(ctx.app, { username: 'buyer02', password: 'Buyer2026' });
  await seedCall('POST /pm-api/approval/rule/save', manager, {}, (req) => {
    req.payload = { amountThreshold: 0, holdHours: 48 };
  });
  const address = await sql<{ id: string; province_code: string }>`
    SELECT id::text, province_code FROM addresses WHERE user_id::text = ${buyer01.owner.userId}
    ORDER BY is_default DESC, id LIMIT 1`.execute(ctx.tdb.db);
  // A goods with stock for the address's province (one nobody's hot list shows), into the cart, submitted.
  const goods = await sql<{ id: string }>`
    SELECT g.id::text FROM goods g
    WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
      AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
      AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
           WHERE st.goods_id = g.id AND ${address.rows[0]?.province_code ?? ''} = ANY (w.serves)) > 10
    ORDER BY g.sales, g.id LIMIT 1`.execute(ctx.tdb.db);
  await seedCall('POST /pm-api/cart/shop/batch-append', buyer01.token, {}, (req) => {
    req.payload = { lines: goods.rows.map((g) => ({ id: g.id, num: 1 })) };
  });
  const line = await sql<{ id: string }>`
    SELECT c.id::text FROM cart_lines c
    WHERE c.user_id::text = ${buyer01.owner.userId} AND c.goods_id::text = ${goods.rows[0]?.id ?? '0'}
    ORDER BY c.id LIMIT 1`.execute(ctx.tdb.db);
  await seedCall('POST /pm-api/order/submit', buyer01.token, {}, (req) => {
    req.payload = { cartLineIds: line.rows.map((r) => r.id), addressId: address.rows[0]?.id ?? '0' };
    req.headers = { ...req.headers, 'idempotency-key': 'isolation-approval-order-1' };
  });
}

/**
 * buyer01's bidding: a draft, and a published event inviting only a supplier nobody here signs in for
 * (so it exists for nobody but buyer01's organization), each with an attachment, and an unused upload.
 */
async function seedBidding(): Promise<void> {
  if (!tableExists('bid_events')) return;
  const address = await sql<{ id: string }>`
    SELECT id::text FROM addresses WHERE user_id::text = ${buyer01.owner.userId} ORDER BY id LIMIT 1`.execute(
    ctx.tdb.db,
  );
  const start = new Date(ctx.clock.now().getTime() + 3600_000);
  const body = {
    title: '隔离测试竞价',
    scope: 'invited',
    supplierIds: [publicIds.supplier],
    minBidders: 1,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3600_000).toISOString(),
    addressId: address.rows[0]?.id,
    items: [
      { goodsId: goodsPool[0], quantity: 2, ceilingPrice: 1000 },
      { name: '自定义件', unit: '个', quantity: 3 },
    ],
  };
  // Attachments (multipart, as a browser sends them): one kept by the draft, one by the published event,
  // one uploaded and never attached.
  const attachment = async (data: Buffer, name: string, type: string): Promise<string[]> => {
    const upload = await multipartBody(data, name, type);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/bidding/attachment',
      headers: { ...bearer(buyer01.token), ...upload.headers },
      payload: upload.payload,
    });
    if (res.statusCode !== 200)
      seedLog.push(`POST /pm-api/bidding/attachment → ${res.statusCode} ${messageOf(res.body)}`);
    return res.statusCode === 200 ? [(res.json() as { data: { id: string } }).data.id] : [];
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
  const draftFiles = await attachment(pdf, '隔离测试.pdf', 'application/pdf');
  const eventFiles = await attachment(pdf, '招标文件.pdf', 'application/pdf');
  await attachment(pdf, '未使用.pdf', 'application/pdf');
  await seedCall('POST /pm-api/bidding/event/save', buyer01.token, {}, (req) => {
    req.payload = { ...body, title: '隔离测试草稿', attachmentIds: draftFiles };
  });
  const saved = (await seedCall('POST /pm-api/bidding/event/save', buyer01.token, {}, (req) => {
    req.payload = { ...body, attachmentIds: eventFiles };
  })) as { id: string } | null;
  if (saved) await seedCall('POST /pm-api/bidding/event/publish', buyer01.token, { id: saved.id });
}

/**
 * buyer01's organization's own address and invoice title (企业, kept by its purchasing manager buyer02),
 * besides those of the demo seed: another organization's manager or buyer never reaches them.
 */
async function seedOrganizationEntries(): Promise<void> {
  const manager = await login(ctx.app, DEMO.buyer02);
  await seedCall('POST /pm-api/member/address/organization/save', manager, {}, (req) => {
    req.payload = {
      consignee: '赵刚',
      mobile: '13800000021',
      provinceCode: '310000',
      cityCode: '310100',
      countyCode: '310117',
      detail: '隔离测试企业地址',
    };
  });
  await seedCall('POST /pm-api/member/invoice/organization/save', manager, {}, (req) => {
    req.payload = {
      type: 'NORMAL',
      titleType: 'COMPANY',
      title: '隔离测试企业抬头',
      taxNo: '91310115MA1K4AB20T',
    };
  });
}

/**
 * buyer01's purchasing plans: a draft with a free-text line, and an executing plan with goods lines, one
 * of them ordered through the plan (an order line naming its plan line, a ledger row, log entries),
 * another in the cart (a cart line naming it), and lines imported through the batch matcher.
 */
async function seedPlans(): Promise<void> {
  if (!tableExists('purchasing_plans')) return;
  const address = await sql<{ id: string }>`
    SELECT id::text FROM addresses WHERE user_id::text = ${buyer01.owner.userId} ORDER BY id LIMIT 1`.execute(
    ctx.tdb.db,
  );
  const plan = (budget: number, lines: unknown[]) => (req: BuiltRequest) => {
    req.payload = { name: '隔离测试计划', periodType: 'month', period: '2026-12', budget, lines };
  };
  await seedCall(
    'POST /pm-api/purchasing-bills/save',
    buyer01.token,
    {},
    plan(100_000, [{ name: '自由填写', unit: '个', quantity: 2, estimatedPrice: 100 }]),
  );
  const saved = (await seedCall(
    'POST /pm-api/purchasing-bills/save',
    buyer01.token,
    {},
    plan(
      1_000_000_000,
      goodsPool.slice(0, 2).map((id) => ({ goodsId: id, quantity: 5 })),
    ),
  )) as { id: string; lines: { id: string }[] } | null;
  if (!saved) return;
  await seedCall('POST /pm-api/purchasing-bills/start/{id}', buyer01.token, { id: saved.id });
  await seedCall('POST /pm-api/purchasing-bills/order', buyer01.token, {}, (req) => {
    req.payload = {
      billId: saved.id,
      lines: [{ id: saved.lines[0]!.id, num: 1 }],
      addressId: address.rows[0]?.id,
    };
    req.headers = { ...req.headers, 'idempotency-key': 'isolation-plan-order-1' };
  });
  // a plan line in the cart (the cart line names it), and lines imported through the batch matcher
  await seedCall('POST /pm-api/purchasing-bills/item/add-to-cart', buyer01.token, {}, (req) => {
    req.payload = { billId: saved.id, lines: [{ id: saved.lines[1]!.id, num: 1 }] };
  });
  const code = await sql<{ sku_code: string }>`
    SELECT sku_code FROM goods WHERE id::text = ${goodsPool[2] ?? '0'}`.execute(ctx.tdb.db);
  await seedCall('POST /pm-api/purchasing-bills/item/import', buyer01.token, {}, (req) => {
    req.payload = {
      billId: saved.id,
      lines: [{ code: code.rows[0]?.sku_code ?? 'X', num: '2', row: 1 }],
      apply: true,
    };
  });
}

/**
 * buyer01's collaborative purchase lists: one open with buyer02 as a member (lines of both, one free
 * text), one sent into buyer01's cart.
 */
async function seedSynergy(): Promise<void> {
  if (!tableExists('purchasing_synergies')) return;
  const buyer02 = await login(ctx.app, DEMO.buyer02);
  const list = (lines: unknown[]) => (req: BuiltRequest) => {
    req.payload = { name: '隔离测试协同采购单', lines };
  };
  const open = (await seedCall(
    'POST /pm-api/purchasing-bills/synergy/save',
    buyer01.token,
    {},
    list([
      { goodsId: goodsPool[0], quantity: 1 },
      { name: '自由填写', unit: '个', quantity: 2 },
    ]),
  )) as { id: string } | null;
  if (open) {
    await seedCall('POST /pm-api/purchasing-bills/synergy/join', buyer02, { id: open.id });
    await seedCall('POST /pm-api/purchasing-bills/synergy/item/batch-save', buyer02, {}, (req) => {
      req.payload = { billId: open.id, lines: [{ goodsId: goodsPool[1], quantity: 1 }] };
    });
  }
  const sent = (await seedCall(
    'POST /pm-api/purchasing-bills/synergy/save',
    buyer01.token,
    {},
    list([{ goodsId: goodsPool[2], quantity: 1 }]),
  )) as { id: string; version: number } | null;
  if (sent) {
    await seedCall('POST /pm-api/purchasing-bills/synergy/send', buyer01.token, {}, (req) => {
      req.payload = { id: sent.id, version: sent.version, target: 'cart' };
    });
  }
}

/**
 * buyer01 checks out some cart lines (an order per supplier, with its address and invoice title), and
 * vendor02 ships its order; the cart is filled again afterwards.
 */
async function seedOrders(): Promise<void> {
  if (!tableExists('orders')) return;
  const db = ctx.tdb.db;
  const address = await sql<{ id: string; province_code: string }>`
    SELECT id::text, province_code FROM addresses WHERE user_id::text = ${buyer01.owner.userId}
    ORDER BY is_default DESC, id LIMIT 1`.execute(db);
  // Lines whose goods have stock for the address's province.
  const lines = await sql<{ id: string }>`
    SELECT c.id::text FROM cart_lines c
    WHERE c.user_id::text = ${buyer01.owner.userId}
      AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
           WHERE st.goods_id = c.goods_id AND ${address.rows[0]?.province_code ?? ''} = ANY (w.serves)) >= c.num
    ORDER BY c.id LIMIT 4`.execute(db);
  const invoice = await sql<{ id: string }>`
    SELECT id::text FROM invoice_titles WHERE user_id::text = ${buyer01.owner.userId} ORDER BY id LIMIT 1`.execute(
    db,
  );
  await seedCall('POST /pm-api/order/submit', buyer01.token, {}, (req) => {
    req.payload = {
      cartLineIds: lines.rows.map((r) => r.id),
      addressId: address.rows[0]?.id ?? '0',
      invoiceId: invoice.rows[0]?.id ?? null,
      remarks: '隔离测试',
    };
  });
  const vendor02 = await ownerOf('vendor02');
  const shipped = await sql<{ id: string }>`
    SELECT id::text FROM orders WHERE supplier_id::text = ${vendor02.organizationId}
      AND organization_id::text = ${buyer01.owner.organizationId} ORDER BY id LIMIT 1`.execute(db);
  if (shipped.rows[0]) {
    const token = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
    await seedCall('POST /pm-api/vendor/order/ship/{id}', token, { id: shipped.rows[0].id });
    await seedRefund(shipped.rows[0].id);
  }
}

/** buyer01 applies for after-sales on the shipped order (vendor02's), with an evidence photo. */
async function seedRefund(orderId: string): Promise<void> {
  if (!tableExists('refunds')) return;
  // A 1×1 PNG, uploaded as a browser sends it (multipart: the document cannot build that body).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = await multipartBody(png, 'evidence.png', 'image/png');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/pm-api/refund/photo',
    headers: { ...bearer(buyer01.token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200)
    seedLog.push(`POST /pm-api/refund/photo → ${res.statusCode} ${messageOf(res.body)}`);
  const photoId = res.statusCode === 200 ? (res.json() as { data: { id: string } }).data.id : null;
  const line = await sql<{ id: string; price: string }>`
    SELECT id::text, price::text FROM order_lines WHERE order_id::text = ${orderId} ORDER BY id LIMIT 1`.execute(
    ctx.tdb.db,
  );
  await seedCall('POST /pm-api/refund/apply', buyer01.token, {}, (req) => {
    req.payload = {
      orderId,
      type: 'RETURN',
      reason: 'QUALITY',
      description: '隔离测试',
      lines: [{ orderLineId: line.rows[0]?.id ?? '0', num: 1, amount: Number(line.rows[0]?.price ?? 1) }],
      photoIds: photoId ? [photoId] : [],
    };
  });
}

/** vendor02 (a supplier of some pool goods) quotes its lines of buyer01's inquiries. */
async function seedQuotes(): Promise<void> {
  if (!tableExists('inquiry_lines')) return;
  const vendor02 = await ownerOf('vendor02');
  const token = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
  const lines = await sql<{ id: string; inquiry_id: string; goods_id: string }>`
    SELECT id::text, inquiry_id::text, goods_id::text FROM inquiry_lines
    WHERE supplier_id::text = ${vendor02.organizationId} ORDER BY id`.execute(ctx.tdb.db);
  for (const line of lines.rows) {
    await seedCall('POST /pm-api/inquiry-basket/vendor/quote/save', token, {
      inquiryId: line.inquiry_id,
      'lines[].lineId': line.id,
      // its own lines: the line's goods (an offered goods is for the lines of an inquiry it was invited to)
      'lines[].offeredGoodsId': line.goods_id,
    });
  }
}

/**
 * Waits until background work the seeding started (match jobs run by a worker of the app) has finished:
 * no business table changes for a second.
 */
async function settle(): Promise<void> {
  let last = await fingerprint(ctx.tdb.db, tables);
  for (let i = 0; i < 60; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await fingerprint(ctx.tdb.db, tables);
    if (changedTables(last, now).length === 0 && i > 0) return;
    last = now;
  }
  seedLog.push('the database kept changing for 30 s after seeding');
}

beforeAll(async () => {
  const db = ctx.tdb.db;
  buyer01 = { name: 'buyer01', token: await login(ctx.app, DEMO.buyer01), owner: await ownerOf('buyer01') };
  others = [
    { name: 'buyer11', token: await login(ctx.app, DEMO.buyer11), owner: await ownerOf('buyer11') },
    { name: 'vendor01', token: await login(ctx.app, DEMO.vendor01), owner: await ownerOf('vendor01') },
  ];
  const res = await ctx.app.inject({ url: '/pm-api/openapi.json' });
  doc = res.json() as OpenApiDoc;
  ops = operationsOf(doc);
  tables = await tablesOf(db);
  const ids = {} as Record<PublicRef, string>;
  for (const [kind, query] of Object.entries(PUBLIC_SAMPLES) as [PublicRef, string][]) {
    const row = await sql<{ v: string }>`${sql.raw(query)}`.execute(db);
    ids[kind] = row.rows[0]?.v ?? '1';
  }
  publicIds = ids;
  const vendorOrg = others.find((c) => c.name === 'vendor01')!.owner.organizationId;
  const vendor02Org = (await ownerOf('vendor02')).organizationId;
  // Half from vendor02's organization (it quotes them), half from suppliers without a demo account.
  const pool = await sql<{ id: string }>`
    SELECT id FROM (
      SELECT g.id::text AS id, row_number() OVER (PARTITION BY g.supplier_id::text = ${vendor02Org} ORDER BY g.id) AS n
      FROM goods g
      WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1 AND g.supplier_id::text <> ${vendorOrg}
        AND g.stock_total > 100 AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
    ) x WHERE n <= 6 ORDER BY n, id`.execute(db);
  goodsPool = pool.rows.map((r) => r.id);

  await snapshot(before);
  await snapshot(beforeAgain);
  await seedBuyer01();
  await settle();
  owned = await ownedRowsOf(db, tables, buyer01.owner);
  await snapshot(after);
}, 240_000);

describe('isolation of every route (from /pm-api/openapi.json)', () => {
  it('finds id-like fields in path, query and nested bodies, and fills them from the ids given', () => {
    const sample: OpenApiDoc = {
      paths: {
        '/x/{id}': {
          post: {
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'quoteLineIds', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
              { name: 'paid', in: 'query', schema: { type: 'boolean' } },
            ],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['lines'],
                    properties: {
                      uuid: { type: 'string', format: 'uuid' },
                      lines: {
                        type: 'array',
                        items: {
                          type: 'object',
                          required: ['goods_id', 'num'],
                          properties: { goods_id: { type: 'string' }, num: { type: 'integer', minimum: 2 } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const [op] = operationsOf(sample);
    expect(idFieldsOf(sample, op!.op).map((f) => `${f.in}:${f.key}`)).toEqual([
      'path:id',
      'query:quoteLineIds',
      'body:uuid',
      'body:lines[].goods_id',
    ]);
    const req = buildRequest(
      { doc: sample, ids: { id: '7', quoteLineIds: '8', 'lines[].goods_id': '9' }, now: new Date() },
      op!,
    );
    expect(req).toEqual({
      method: 'POST',
      url: '/x/7?quoteLineIds=8',
      payload: { lines: [{ goods_id: '9', num: 2 }] },
    });
  });

  it('declares what every id-like request field references (x-id-refs from the contract idRefs)', () => {
    const problems: string[] = [];
    for (const op of ops) {
      const fields = idFieldsOf(doc, op.op);
      const refs = refsOf(op);
      for (const f of fields) {
        if (!(f.key in refs))
          problems.push(
            `${op.name}: "${f.key}" (${f.in}) is id-like but undeclared — add idRefs: { '${f.key}': … }`,
          );
      }
      for (const [key, kind] of Object.entries(refs)) {
        if (!fields.some((f) => f.key === key))
          problems.push(`${op.name}: idRefs names "${key}", which it does not take`);
        if (!KINDS.has(kind)) problems.push(`${op.name}: idRefs "${key}" → unknown kind ${kind}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('buyer01 has data in its tables to try', () => {
    console.info(
      `[isolation] buyer01's rows: ${owned.map((o) => `${o.table} ${o.rows.length}`).join(', ')}\n` +
        (seedLog.length ? `[isolation] seeding: \n  ${seedLog.join('\n  ')}` : ''),
    );
    expect(owned.length).toBeGreaterThan(0);
  });

  // The operations that take buyer01's ids, in ID_SHARES tests (every ID_SHARES-th operation each), each
  // with its own budget against hangs, so the budget does not shrink as the document grows.
  for (let share = 0; share < ID_SHARES; share++) {
    it(`answers buyer01's ids with 404/401/403 to buyer11 and vendor01 and changes nothing (share ${share + 1} of ${ID_SHARES})`, async () => {
      const db = ctx.tdb.db;
      const failures: string[] = [];
      const coverage: string[] = [];
      const targets = ops
        .filter((op) => ownedFields(op).length > 0)
        .filter((_, i) => i % ID_SHARES === share);
      const contentsBefore = await fingerprint(db, tables, 'contents');
      for (const caller of others) {
        const avoid = await ownIdsOf(db, tables, caller.owner);
        const perTable = owned.map((o) => representatives(idsOf(o), avoid));
        const candidates = [...new Set(perTable.flat())];
        for (const op of targets) {
          const unsupported = unsupportedBody(op.op);
          if (unsupported) {
            failures.push(`${op.name}: body of ${unsupported} cannot be built by the test`);
            continue;
          }
          const fields = ownedFields(op);
          const usable = new Map(
            fields.map((f) => [f.key, candidates.filter((v) => acceptsId(doc, f.schema, v))]),
          );
          const values = [...new Set([...usable.values()].flat())];
          const requests: { label: string; ids: Record<string, string | string[]> }[] = [];
          for (const v of values) {
            const ids: Record<string, string | string[]> = { ...publicValues(op) };
            for (const f of fields) {
              const own = usable.get(f.key)!;
              if (own.length) ids[f.key] = own.includes(v) ? v : own[0]!;
            }
            requests.push({ label: v, ids });
          }
          // Lists: all of buyer01's ids at once (a delete of "those that are mine" must still answer 404).
          // One list per shape of id (numbers, uuids): a list mixing them fails validation as a whole.
          if (fields.some((f) => takesList(doc, f.schema))) {
            for (const numeric of [true, false]) {
              const shape = (v: string) => /^\d+$/.test(v) === numeric;
              const ids: Record<string, string | string[]> = { ...publicValues(op) };
              for (const f of fields) {
                const own = usable.get(f.key)!.filter(shape);
                if (own.length === 0) continue;
                ids[f.key] = takesList(doc, f.schema) ? own : own[0]!;
              }
              if (
                fields.some(
                  (f) => takesList(doc, f.schema) && Array.isArray(ids[f.key]) && ids[f.key]!.length > 1,
                )
              )
                requests.push({ label: `all ${numeric ? 'numeric' : 'other'} ids`, ids });
            }
          }
          if (requests.length === 0) {
            failures.push(
              `${op.name} as ${caller.name}: no id of buyer01 fits ${fields.map((f) => f.key).join(', ')}`,
            );
            continue;
          }
          const fpBefore = await fingerprint(db, tables);
          const statuses = new Map<string, number>();
          for (const r of requests) {
            const req = buildRequest({ doc, ids: r.ids, now: ctx.clock.now() }, op);
            const res = await send(caller.token, req);
            const idFormat = res.statusCode === 400 && rejectsOnlyIds(res.body, fields);
            const status = idFormat ? '400 (id format)' : String(res.statusCode);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if ([401, 403, 404].includes(res.statusCode) || idFormat) continue;
            failures.push(
              `${op.name} as ${caller.name} with ${r.label} (${req.url} ${JSON.stringify(req.payload ?? '')}) → ${res.statusCode} ${messageOf(res.body)}`,
            );
          }
          const changed = changedTables(fpBefore, await fingerprint(db, tables));
          if (changed.length) failures.push(`${op.name} as ${caller.name} changed ${changed.join(', ')}`);
          coverage.push(
            `${caller.name.padEnd(8)} ${op.name} [${fields.map((f) => f.key).join(', ')}] ${requests.length} calls → ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
          );
        }
      }
      const changed = changedTables(contentsBefore, await fingerprint(db, tables, 'contents'));
      if (changed.length) failures.push(`the calls changed ${changed.join(', ')}`);
      console.info(`[isolation] owned-id calls:\n  ${coverage.join('\n  ')}`);
      expect(failures).toEqual([]);
    }, 240_000);
  }

  it("shows buyer11 and vendor01 the same lists before and after buyer01's activity, without buyer01's rows", () => {
    const failures: string[] = [];
    // Owned rows by id, with their values under the answer's camelCase names (copies of public catalog
    // data, such as an order line's goods name, do not count: anybody may see those).
    const ownedIndex = new Map<string, Map<string, string>[]>();
    for (const o of owned) {
      const copies = PUBLIC_COPIES[o.table] ?? [];
      for (const row of o.rows) {
        const values = new Map<string, string>();
        for (const c of o.columns) {
          if (['id', 'uuid', 'created_at', 'updated_at'].includes(c) || copies.includes(c)) continue;
          const v = row[c];
          if (v === null || v === undefined || typeof v === 'object') continue;
          values.set(
            c.replace(/_([a-z0-9])/g, (_m, ch: string) => ch.toUpperCase()),
            String(v),
          );
        }
        for (const idCol of o.columns.filter((c) => c === 'id' || c === 'uuid')) {
          const id = String(row[idCol]);
          ownedIndex.set(id, [...(ownedIndex.get(id) ?? []), values]);
        }
      }
    }
    const looksOwned = (node: unknown, path: string): string[] => {
      if (Array.isArray(node)) return node.flatMap((n, i) => looksOwned(n, `${path}[${i}]`));
      if (!node || typeof node !== 'object') return [];
      const obj = node as Record<string, unknown>;
      const hits: string[] = [];
      const id = obj.id ?? obj.uuid;
      if (typeof id === 'string' || typeof id === 'number') {
        for (const values of ownedIndex.get(String(id)) ?? []) {
          // The same id and at least two of the row's values under its column names.
          const shared = Object.keys(obj).filter((k) => {
            const v = obj[k];
            return values.has(k) && v !== null && typeof v !== 'object' && String(v) === values.get(k);
          });
          if (shared.length >= 2) hits.push(`${path} id ${id} (${shared.join(', ')})`);
        }
      }
      for (const [k, v] of Object.entries(obj)) hits.push(...looksOwned(v, `${path}.${k}`));
      return hits;
    };
    const covered: string[] = [];
    for (const [key, text] of after) {
      // a supplier's price and stock file follows buyers' orders of its goods (their stock): rows only
      const stable =
        before.get(key) === beforeAgain.get(key) && !key.endsWith(' GET /pm-api/workbench/goods/export');
      if (stable && before.get(key) !== text)
        failures.push(
          `${key}: answer changed after buyer01's activity:\n    before ${before.get(key)?.slice(0, 300)}\n    after  ${text.slice(0, 300)}`,
        );
      const json = text.slice(text.indexOf(' ') + 1);
      try {
        const hits = looksOwned(JSON.parse(json), '');
        if (hits.length) failures.push(`${key}: holds buyer01's rows: ${hits.slice(0, 5).join('; ')}`);
      } catch {
        // not JSON (a spreadsheet or a file): compared above
      }
      covered.push(`${key} → ${text.slice(0, 3)}${stable ? '' : ' (varies by itself: only the row check)'}`);
    }
    console.info(`[isolation] lists compared:\n  ${covered.join('\n  ')}`);
    expect(failures).toEqual([]);
  });

  it("answers vendor02's goods items and warehouses to vendor01 with 404 and changes nothing", async () => {
    // Supplier-owned objects (运营工作台): vendor02 makes a draft and uploads a picture through the API.
    const db = ctx.tdb.db;
    const token02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
    const vendor02 = await ownerOf('vendor02');
    const options = await ctx.app.inject({
      url: '/pm-api/workbench/goods/options',
      headers: bearer(token02),
    });
    const { brands, catalogs } = (
      options.json() as { data: { brands: { id: string }[]; catalogs: { id: string }[] } }
    ).data;
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/workbench/goods/create',
      headers: bearer(token02),
      payload: {
        name: '隔离测试 供应商二的草稿',
        brandId: brands[0]!.id,
        catalogId: catalogs[0]!.id,
        unit: '个',
        listPrice: 100,
        marketPrice: 120,
      },
    });
    expect(draft.statusCode).toBe(200);
    // vendor02 checks its own price and stock file: an import it could apply
    const exported = await ctx.app.inject({
      url: '/pm-api/workbench/goods/export',
      headers: bearer(token02),
    });
    const imported = await ctx.call(
      wbImportCheckEndpoint,
      { file: new File([exported.rawPayload], '价格库存.xlsx') },
      token02,
    );
    expect(imported.status).toBe(200);
    const candidates = (
      await sql<{ v: string }>`
        SELECT id::text AS v FROM workbench_imports WHERE supplier_id::text = ${vendor02.organizationId}
        UNION ALL SELECT goods_id::text AS v FROM workbench_goods WHERE supplier_id::text = ${vendor02.organizationId}
        UNION ALL (SELECT id::text FROM goods WHERE supplier_id::text = ${vendor02.organizationId} ORDER BY id LIMIT 2)
        UNION ALL (SELECT id::text FROM warehouses WHERE supplier_id::text = ${vendor02.organizationId} ORDER BY id LIMIT 1)`.execute(
        db,
      )
    ).rows.map((r) => r.v);
    expect(candidates.length).toBeGreaterThan(2);
    const vendor01 = others.find((c) => c.name === 'vendor01')!;
    const targets = ops.filter(
      (op) =>
        ((op.op as { 'x-roles'?: string[] })['x-roles'] ?? []).includes('VENDOR') &&
        ownedFields(op).length > 0,
    );
    const failures: string[] = [];
    const coverage: string[] = [];
    for (const op of targets.filter((o) => o.path.includes('/workbench/'))) {
      const fields = ownedFields(op);
      const fpBefore = await fingerprint(db, tables);
      const statuses: number[] = [];
      for (const v of candidates) {
        const ids: Record<string, string> = { ...publicValues(op) };
        for (const f of fields) ids[f.key] = v;
        const req = buildRequest({ doc, ids, now: ctx.clock.now() }, op);
        const res = await send(vendor01.token, req);
        statuses.push(res.statusCode);
        if (![401, 403, 404].includes(res.statusCode))
          failures.push(`${op.name} as vendor01 with ${v} → ${res.statusCode} ${messageOf(res.body)}`);
      }
      const changed = changedTables(fpBefore, await fingerprint(db, tables));
      if (changed.length) failures.push(`${op.name} as vendor01 changed ${changed.join(', ')}`);
      coverage.push(`${op.name} → ${statuses.join(' ')}`);
    }
    console.info(`[isolation] vendor02's items to vendor01:\n  ${coverage.join('\n  ')}`);
    expect(coverage.length).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers vendor02's goods and organizations that are not buyers on every 协议价 route with 404 and changes nothing", async () => {
    // vendor02 gives one of its goods an agreement price for a buyer organization through the API.
    const db = ctx.tdb.db;
    const token02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
    const vendor02 = await ownerOf('vendor02');
    const vendor01 = others.find((c) => c.name === 'vendor01')!;
    const goodsOf = async (org: string) =>
      (
        await sql<{ v: string; p: string }>`
          SELECT id::text AS v, list_price::text AS p FROM goods WHERE supplier_id::text = ${org} ORDER BY id LIMIT 1`.execute(
          db,
        )
      ).rows[0]!;
    const theirs = await goodsOf(vendor02.organizationId);
    const own = await goodsOf(vendor01.owner.organizationId);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/workbench/agreement/set',
      headers: bearer(token02),
      payload: {
        items: [{ goodsId: theirs.v, organizationId: publicIds.buyer, price: Number(theirs.p) }],
      },
    });
    expect(set.statusCode).toBe(200);
    // Organizations a supplier may not price for: suppliers (its own too), the platform, an individual.
    const notBuyers = (
      await sql<{ v: string }>`
        SELECT DISTINCT ON (kind) id::text AS v FROM organizations WHERE kind <> 'buyer' ORDER BY kind, id`.execute(
        db,
      )
    ).rows.map((r) => r.v);
    expect(notBuyers.length).toBeGreaterThanOrEqual(2);
    const targets = ops.filter(
      (op) => op.path.includes('/workbench/agreement/') && idFieldsOf(doc, op.op).length > 0,
    );
    const failures: string[] = [];
    const coverage: string[] = [];
    for (const op of targets) {
      const fields = idFieldsOf(doc, op.op);
      // another supplier's goods (priced by it) for a buyer; own goods for an organization that is no buyer
      const tries: Record<string, string>[] = [];
      for (const f of fields) {
        const kind = refsOf(op)[f.key];
        if (kind === 'owned') tries.push({ [f.key]: theirs.v });
        if (kind === 'buyer') for (const org of notBuyers) tries.push({ [f.key]: org });
      }
      const fpBefore = await fingerprint(db, tables);
      const statuses: number[] = [];
      for (const t of tries) {
        const ids: Record<string, string> = {};
        for (const f of fields) {
          const kind = refsOf(op)[f.key];
          ids[f.key] = kind === 'owned' ? own.v : publicIds.buyer;
        }
        Object.assign(ids, t);
        const req = buildRequest({ doc, ids, now: ctx.clock.now() }, op);
        const res = await send(vendor01.token, req);
        statuses.push(res.statusCode);
        if (res.statusCode !== 404)
          failures.push(
            `${op.name} as vendor01 with ${JSON.stringify(t)} → ${res.statusCode} ${messageOf(res.body)}`,
          );
      }
      const changed = changedTables(fpBefore, await fingerprint(db, tables));
      if (changed.length) failures.push(`${op.name} as vendor01 changed ${changed.join(', ')}`);
      coverage.push(`${op.name} → ${statuses.join(' ')}`);
    }
    console.info(`[isolation] 协议价 routes to vendor01:\n  ${coverage.join('\n  ')}`);
    expect(coverage.length).toBeGreaterThanOrEqual(3);
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers vendor02's material and goods to vendor01 on every AI素材 route with 404 and changes nothing", async () => {
    // vendor02 saves a draft of selling points for one of its goods through the API.
    const db = ctx.tdb.db;
    const token02 = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
    const vendor02 = await ownerOf('vendor02');
    const goods = await sql<{ v: string }>`
      SELECT id::text AS v FROM goods WHERE supplier_id::text = ${vendor02.organizationId} ORDER BY id LIMIT 1`.execute(
      db,
    );
    const goodsId = goods.rows[0]!.v;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/material/save',
      headers: bearer(token02),
      payload: { goodsId, kind: 'SELLING_POINTS', content: '隔离测试 供应商二的卖点', version: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const materialId = (saved.json() as { data: { id: string } }).data.id;
    const vendor01 = others.find((c) => c.name === 'vendor01')!;
    const targets = ops.filter(
      (op) =>
        op.path.includes('/material/') &&
        ((op.op as { 'x-roles'?: string[] })['x-roles'] ?? []).includes('VENDOR') &&
        ownedFields(op).length > 0,
    );
    const failures: string[] = [];
    const coverage: string[] = [];
    for (const op of targets) {
      const fields = ownedFields(op);
      const fpBefore = await fingerprint(db, tables);
      const statuses: number[] = [];
      for (const v of [materialId, goodsId]) {
        const ids: Record<string, string> = { ...publicValues(op) };
        for (const f of fields) ids[f.key] = v;
        const res = await send(vendor01.token, buildRequest({ doc, ids, now: ctx.clock.now() }, op));
        statuses.push(res.statusCode);
        if (![401, 403, 404].includes(res.statusCode))
          failures.push(`${op.name} as vendor01 with ${v} → ${res.statusCode} ${messageOf(res.body)}`);
      }
      const changed = changedTables(fpBefore, await fingerprint(db, tables));
      if (changed.length) failures.push(`${op.name} as vendor01 changed ${changed.join(', ')}`);
      coverage.push(`${op.name} → ${statuses.join(' ')}`);
    }
    console.info(`[isolation] vendor02's material to vendor01:\n  ${coverage.join('\n  ')}`);
    expect(coverage.length).toBeGreaterThanOrEqual(6);
    expect(failures).toEqual([]);
  }, 120_000);

  // Last: its calls change buyer01's data (deletes, cancels, submits), which the tests above compare.
  it("answers every operation, called with the caller's own ids (buyer01's to buyer01 and buyer02, its manager; vendor01's to vendor01) and real public ones, without a server error and with a Chinese message", async () => {
    const vendor01 = others.find((c) => c.name === 'vendor01')!;
    const callers = [
      { ...buyer01, rows: owned },
      { name: 'buyer02', token: await login(ctx.app, DEMO.buyer02), rows: owned },
      { ...vendor01, rows: await ownedRowsOf(ctx.tdb.db, tables, vendor01.owner) },
      // Last: the operator's calls may disable accounts and organizations.
      { name: 'admin', token: await login(ctx.app, DEMO.admin), rows: owned },
    ];
    const reached = new Set<string>();
    const failures: string[] = [];
    const tally = new Map<number, number>();
    // Every operation: those without owned ids with the public ones (a real goods item, help article …).
    const targets = ops.filter((op) => !unsupportedBody(op.op) && !SIGN_OUT.test(op.path));
    for (const caller of callers) {
      for (const op of targets) {
        const fields = ownedFields(op);
        const fits = fields.map((f) => ({
          key: f.key,
          ids: likelyIds(caller.rows, op, f.key).filter((v) => acceptsId(doc, f.schema, v)),
        }));
        const ids: Record<string, string>[] = [];
        for (let k = 0; k < (fields.length ? OWNER_TRIES : 1); k++) {
          const one: Record<string, string> = { ...publicValues(op) };
          for (const f of fits) if (f.ids.length) one[f.key] = f.ids[k % f.ids.length]!;
          ids.push(one);
        }
        for (const one of ids) {
          const req = buildRequest({ doc, ids: one, now: ctx.clock.now() }, op);
          const res = await send(caller.token, req);
          tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
          const where = `${op.name} as ${caller.name} (${req.url} ${JSON.stringify(req.payload ?? '').slice(0, 200)})`;
          if (res.statusCode >= 500) {
            failures.push(`${where} → ${res.statusCode} ${messageOf(res.body)}`);
            continue;
          }
          if (res.statusCode < 400) {
            reached.add(op.name);
            continue;
          }
          let body: { code?: unknown; message?: unknown; error_description?: unknown } = {};
          try {
            body = JSON.parse(res.body) as typeof body;
          } catch {
            // reported below
          }
          // The OAuth token endpoint answers in RFC 6749's form ({error, error_description}), as its clients expect.
          const message = op.path.includes('/oauth/') ? body.error_description : body.message;
          const enveloped = op.path.includes('/oauth/') || typeof body.code === 'number';
          if (!enveloped || typeof message !== 'string' || !/\p{Script=Han}/u.test(message))
            failures.push(
              `${where} → ${res.statusCode} without a Chinese message: ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    console.info(
      `[isolation] own ids to their owners: ${targets.length} operations (${OWNER_TRIES} calls each with owned ids) × ${callers.length} callers → ${[
        ...tally,
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([st, n]) => `${st}×${n}`)
        .join(' ')}; ${reached.size} operations answered 2xx at least once`,
    );
    expect(failures).toEqual([]);
    // The calls reach the handlers with ids they find, not only 403s and 404s for ids of the wrong table.
    expect(reached.size).toBeGreaterThanOrEqual(OWNER_REACHED);
  }, 240_000);
});
