/**
 * The project's own fuzzer: the app on a real socket, its OpenAPI document read from /pm-api/openapi.json,
 * and for every operation a bounded number of requests generated from the document's schemas
 * (fuzz-arbitraries.ts: the declared shape with hostile values anywhere, missing and extra fields) as a
 * visitor, a buyer, a supplier and an operator. Every answer must be below 500 and the `{code, message,
 * data}` envelope (a file or picture route's success excepted), its code the HTTP status or a business
 * code under it, and both documented for the operation.
 *
 * Operations that would end the test's own sessions (sign out, password change, deactivation) run as a
 * throwaway account registered here. FUZZ_SEED repeats a run; FUZZ_RUNS sets the requests per operation
 * and caller (default 3).
 */
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpStatusOf } from '@pm/contract/envelope';
import { DEMO, useTestApp } from './app';
import { encodeText, fuzzOf, hostile, textOf } from './fuzz-arbitraries';
import { operationsOf, resolve, type JsonSchema, type OpenApiDoc, type Operation } from './isolation-openapi';

const ctx = useTestApp();

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

/** Operations that end or change the caller's own account: a throwaway account calls them. */
const OWN_ACCOUNT = new Set([
  'POST /pm-api/open/logout',
  'GET /pm-api/iam-logout',
  'POST /pm-api/user/abandonment/{id}',
  'GET /pm-api/user/updatePassword',
  'POST /pm-api/user/updatePassword',
  'POST /pm-api/user/cellphone/update',
]);

interface Caller {
  name: string;
  token: string | null;
  /** Signs in again (the throwaway account after a sign-out). */
  relogin?: () => Promise<string>;
}

interface FullDoc extends OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      Operation['op'] & {
        responses: Record<
          string,
          {
            $ref?: string;
            content?: Record<
              string,
              {
                schema?: {
                  allOf?: { properties?: { code?: { enum?: number[] } } }[];
                  oneOf?: { $ref?: string }[];
                };
              }
            >;
          }
        >;
      }
    >
  >;
  components?: OpenApiDoc['components'] & { responses?: Record<string, unknown> };
}

let base: string;
let doc: FullDoc;
let callers: Caller[];
let throwaway: Caller;
const visitor: Caller = { name: 'visitor', token: null };

async function signIn(username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/pm-api/open/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string } };
  if (body.code !== 200) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  doc = (await (await fetch(`${base}/pm-api/openapi.json`)).json()) as FullDoc;
  callers = [
    visitor,
    { name: 'buyer01', token: await signIn(DEMO.buyer01.username, DEMO.buyer01.password) },
    { name: 'vendor01', token: await signIn(DEMO.vendor01.username, DEMO.vendor01.password) },
    { name: 'admin', token: await signIn(DEMO.admin.username, DEMO.admin.password) },
  ];
  const phone = `139${String(SEED).padStart(8, '0').slice(-8)}`;
  const password = 'Fuzz2026x';
  const reg = await fetch(`${base}/pm-api/open/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password, confirm: password }),
  });
  const regBody = (await reg.json()) as { code: number; data: { access_token: string } };
  expect(regBody.code, JSON.stringify(regBody)).toBe(200);
  throwaway = { name: 'throwaway', token: regBody.data.access_token, relogin: () => signIn(phone, password) };
});

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
/** Multipart bodies: a file part of junk or of a picture's first bytes, no boundary, truncated, two files. */
function multipartCases(field: string): { type: string; body: Buffer }[] {
  const part = (name: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    { type, body: Buffer.concat([part(field, Buffer.from('not a picture')), end]) },
    { type, body: Buffer.concat([part(field, Buffer.concat([png, Buffer.from('<html>')])), end]) },
    { type: 'multipart/form-data', body: Buffer.concat([part(field, png), end]) },
    { type, body: part(field, png).subarray(0, 60) },
    { type, body: Buffer.concat([part(field, png), part(field, png), end]) },
    { type, body: Buffer.alloc(0) },
  ];
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Generated> {
  const opts = { doc };
  const params = operation.op.parameters ?? [];
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  const headerModel: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredQuery: string[] = [];
  for (const p of params) {
    const arb = fuzzOf(opts, p.schema, p.name);
    if (p.in === 'path') pathModel[p.name] = arb;
    else if (p.in === 'query') {
      queryModel[p.name] = arb;
      if (p.required) requiredQuery.push(p.name);
    } else if (p.in === 'header') headerModel[p.name] = fc.oneof({ arbitrary: arb, weight: 4 }, hostile());
  }
  const json = operation.op.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: fc.record(pathModel),
    query: fc.record(queryModel, { requiredKeys: requiredQuery }),
    headers: fc.record(headerModel, { requiredKeys: [] }),
    body: json ? fuzzOf(opts, json as JsonSchema, '') : fc.constant(undefined),
  });
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function buildRequest(operation: Operation, g: Generated): Sent {
  let url = operation.path;
  for (const [name, value] of Object.entries(g.path)) {
    url = url.replace(`{${name}}`, encodeText(textOf(value)));
  }
  const query: string[] = [];
  for (const [name, value] of Object.entries(g.query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      query.push(`${encodeText(name)}=${encodeText(textOf(item))}`);
    }
  }
  if (query.length > 0) url += `?${query.join('&')}`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(g.headers)) {
    const text = textOf(value);
    // What HTTP cannot carry in a header at all is left out (fetch refuses it before sending).
    if (/^[\x20-\x7e]*$/.test(text)) headers[name] = text;
  }
  if (g.body === undefined) return { method: operation.method, url, headers };
  headers['content-type'] = 'application/json';
  return { method: operation.method, url, headers, body: JSON.stringify(g.body) ?? 'null' };
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(caller: Caller, req: Sent): Promise<Answer> {
  const headers = { ...req.headers, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) };
  const res = await fetch(`${base}${req.url}`, {
    method: req.method,
    headers,
    ...(req.body !== undefined ? { body: req.body } : {}),
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The codes the document allows for an operation's answer of `status` (null: the status is not documented). */
function documentedCodes(op: FullDoc['paths'][string][string], status: number): number[] | null {
  let answer = op.responses[String(status)];
  if (!answer) return null;
  if (answer.$ref) {
    const name = answer.$ref.split('/').pop()!;
    answer = (doc.components?.responses?.[name] ?? {}) as typeof answer;
  }
  return answer.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum ?? [status];
}

function isFileSuccess(op: FullDoc['paths'][string][string], answer: Answer): boolean {
  if (answer.status !== 200) return false;
  const types = Object.keys(op.responses['200']?.content ?? {});
  return !types.includes('application/json') && types.some((t) => answer.contentType.startsWith(t));
}

/**
 * True when the document says this answer may be RFC 6749 §5.2's error (the token endpoint's
 * `oneOf: [OAuthError, envelope]`) and it is one: `{error, error_description}` with a documented error code.
 */
function isOAuthError(op: FullDoc['paths'][string][string], answer: Answer): boolean {
  const schema = op.responses[String(answer.status)]?.content?.['application/json']?.schema;
  if (!schema?.oneOf?.some((s) => s.$ref === '#/components/schemas/OAuthError')) return false;
  try {
    const v = JSON.parse(answer.text) as Record<string, unknown>;
    const codes = (
      doc.components?.schemas?.OAuthError as unknown as { properties: { error: { enum: string[] } } }
    ).properties.error.enum;
    return typeof v.error_description === 'string' && codes.includes(String(v.error));
  } catch {
    return false;
  }
}

/** The answer's `{code, message, data}`, or null when it is not that envelope in JSON. */
function envelopeOf(answer: Answer): { code: number; message: string; data: unknown } | null {
  if (!answer.contentType.startsWith('application/json')) return null;
  let value: unknown;
  try {
    value = JSON.parse(answer.text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!Number.isInteger(v.code) || typeof v.message !== 'string' || !('data' in v)) return null;
  return { code: v.code as number, message: v.message, data: v.data };
}

function short(text: string, max = 300): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${text.length} chars)`;
}

/** What the runs found, over all the tests of the file. */
const sentCount = { n: 0 };
const statuses = new Map<number, number>();

/** Sends every operation's generated requests as its callers; answers what broke and what is undocumented. */
async function fuzzOperations(operations: { operation: Operation; index: number }[]) {
  const broken: string[] = [];
  const undocumented: string[] = [];
  for (const { operation, index } of operations) {
    const op = doc.paths[operation.path]![operation.method.toLowerCase()]!;
    const who = OWN_ACCOUNT.has(operation.name) ? [visitor, throwaway] : callers;
    const multipart = operation.op.requestBody?.content['multipart/form-data'];
    for (const [ci, caller] of who.entries()) {
      let requests: Sent[];
      if (multipart) {
        const field = Object.keys(resolve(doc, multipart.schema).properties ?? {})[0] ?? 'file';
        const path = fc.sample(
          requestArbitrary({ ...operation, op: { ...operation.op, requestBody: undefined } }),
          { numRuns: 1, seed: SEED + index },
        )[0]!;
        const url = buildRequest(operation, path).url;
        requests = multipartCases(field).map((c) => ({
          method: operation.method,
          url,
          headers: { 'content-type': c.type },
          body: c.body,
        }));
      } else {
        requests = fc
          .sample(requestArbitrary(operation), { numRuns: RUNS, seed: SEED + index * 7 + ci })
          .map((g) => buildRequest(operation, g));
      }
      for (const req of requests) {
        let answer = await send(caller, req);
        if (answer.status === 401 && caller.relogin) {
          caller.token = await caller.relogin();
          answer = await send(caller, req);
        }
        sentCount.n++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const label = `${req.method} ${short(req.url, 200)} as ${caller.name}`;
        const bodyText =
          req.body === undefined
            ? ''
            : ` body ${short(Buffer.isBuffer(req.body) ? `<${req.body.length} bytes multipart>` : req.body)}`;
        const said = ` → ${answer.status} ${answer.contentType} ${short(answer.text)}`;
        if (answer.status >= 500) {
          broken.push(`${label}${bodyText}${said}`);
          continue;
        }
        if (isFileSuccess(op, answer) || isOAuthError(op, answer)) continue;
        const envelope = envelopeOf(answer);
        if (!envelope) {
          broken.push(`not an envelope: ${label}${bodyText}${said}`);
          continue;
        }
        const code = envelope.code;
        if (answer.status === 200) {
          if (code !== 200) broken.push(`code ${code} on HTTP 200: ${label}${bodyText}${said}`);
          continue;
        }
        if (httpStatusOf(code) !== answer.status) {
          broken.push(`code ${code} on HTTP ${answer.status}: ${label}${bodyText}${said}`);
          continue;
        }
        const codes = documentedCodes(op, answer.status);
        if (codes === null || !codes.includes(code)) {
          undocumented.push(
            `${operation.name}: HTTP ${answer.status} code ${code} not documented (${codes ? `codes ${codes.join(', ')}` : 'status missing'}): ${label}${bodyText}${said}`,
          );
        }
      }
    }
  }
  expect(broken, broken.join('\n')).toEqual([]);
  expect(undocumented, undocumented.join('\n')).toEqual([]);
}

/** The document's operations (numbered for their seeds), the throwaway account's own ones apart. */
function operationsToFuzz(ownAccount: boolean) {
  return operationsOf(doc)
    .filter((o) => o.path.startsWith('/pm-api/') && o.path !== '/pm-api/openapi.json')
    .map((operation, index) => ({ operation, index }))
    .filter(({ operation }) => OWN_ACCOUNT.has(operation.name) === ownAccount);
}

/**
 * The operations are fuzzed in SHARES tests of their own (every SHARES-th operation), each with its own
 * budget against hangs, so the budget does not shrink as the document grows; the operations that end
 * the throwaway account's session come last.
 */
const SHARES = 6;

describe('fuzzing every operation of the OpenAPI document', () => {
  for (let share = 0; share < SHARES; share++) {
    it(`answers every generated request below 500, in the envelope, with a documented status and code (share ${share + 1} of ${SHARES})`, async () => {
      await fuzzOperations(operationsToFuzz(false).filter((o) => o.index % SHARES === share));
    }, 240_000);
  }

  it("does the same for the operations that end or change the caller's own account, last", async () => {
    await fuzzOperations(operationsToFuzz(true));
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([k, v]) => `${k}×${v}`);
    console.log(
      `fuzz: ${sentCount.n} requests over ${operationsToFuzz(false).length + operationsToFuzz(true).length} operations, seed ${SEED}: ${byStatus.join(' ')}`,
    );
  }, 240_000);
});
