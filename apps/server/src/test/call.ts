/**
 * One contract-typed call for API tests: `call(app, route, input, as)` sends an endpoint's request as
 * its clients do (path parameters filled in, the rest as query for GET/DELETE and as body otherwise: JSON,
 * form-encoded or multipart as the descriptor says; a File field travels as an uploaded file) through
 * app.inject, as a signed-in user or a visitor, and answers the envelope typed by the endpoint's response.
 * `useTestApp()` binds it to its app: `ctx.call(route, input, as)`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AnyEndpoint, fillPath, type ReqOf, type ResOf } from '@pm/contract/endpoint';
import type { Envelope } from '@pm/contract/envelope';
import { VISITOR_PREFIX } from '@pm/contract/visitor';

export const API_PREFIX = '/pm-api';

/** Who calls: a Bearer token (from `login`), a SESSION cookie, or a visitor (`VISITOR`, null). */
export type Caller = string | { cookie: string } | null;
/** A caller without a session. */
export const VISITOR = null;

const UNCHECKED = Symbol('unchecked input');
/** Input that does not follow the endpoint's request type: what a careless or hostile client sends. */
export interface Unchecked {
  readonly [UNCHECKED]: unknown;
}
/** Marks input the test sends on purpose outside the request type (missing, wrong or extra fields). */
export function unchecked(input: unknown): Unchecked {
  return { [UNCHECKED]: input };
}

/** The input an endpoint takes: its request type (nothing for `void`), or input marked `unchecked`. */
export type CallInput<E extends AnyEndpoint> =
  ([ReqOf<E>] extends [void] ? undefined | Record<string, never> : ReqOf<E>) | Unchecked;

export interface CallOptions {
  /** Send the body form-encoded (application/x-www-form-urlencoded) or as JSON; by default as the web
   * client does: form-encoded when the descriptor says `form`. */
  form?: boolean;
  /** Send the body as multipart/form-data (Blob fields as files, a File with its name), or not; by default
   * as the web client does: multipart when the descriptor says `multipart`. */
  multipart?: boolean;
  /** Call through the visitors' public path (`/pm-api/public` + path). */
  public?: boolean;
  /** More request headers (an Origin, an Idempotency-Key, Accept-Encoding …). */
  headers?: Record<string, string>;
  /** The client's address (rate limits count per address). */
  remoteAddress?: string;
}

/** What a failure's `data` may carry: the fields a request got wrong (400), or what the code names. */
export type FailureData = { errors?: { field: string; message: string }[]; [key: string]: unknown } | null;

export interface Answer<T> {
  /** The HTTP status. */
  status: number;
  /** The envelope; `data` is the endpoint's response on success. */
  body: Envelope<T>;
  /** The same envelope read as a failure: its `data` is what the failure carries. */
  failure: Envelope<FailureData>;
  /** The raw answer (headers, text). */
  res: LightMyRequestResponse;
}

/** Query text of the fields: a list repeats its key, an object travels as JSON; null and undefined are left out. */
export function queryOf(fields: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null || v === undefined) continue;
      query.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The headers that sign a request as the caller. */
export function callerHeaders(as: Caller): Record<string, string> {
  if (as === null) return {};
  if (typeof as === 'string') return { authorization: `Bearer ${as}` };
  return { cookie: as.cookie };
}

function inputOf(input: unknown): unknown {
  return input !== null && typeof input === 'object' && UNCHECKED in input
    ? (input as Unchecked)[UNCHECKED]
    : input;
}

/** The inject options of an endpoint's request (exported for tests that send it another way). */
export function requestOf<E extends AnyEndpoint>(
  route: E,
  input: CallInput<E>,
  as: Caller,
  opts: CallOptions = {},
): InjectOptions {
  const raw = inputOf(input);
  const { path, rest } = fillPath(route.path, raw);
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const url = `${API_PREFIX}${opts.public ? VISITOR_PREFIX : ''}${path}`;
  const headers: Record<string, string> = { ...callerHeaders(as), ...(opts.headers ?? {}) };
  const base = {
    method: route.method,
    headers,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  };
  // An input that is not an object (a text, a list) goes as it is: a client that sends one on purpose.
  const isFields = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
  if (inQuery) return { ...base, url: url + queryOf(rest) };
  if (raw === undefined) return { ...base, url };
  if (opts.form ?? route.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { ...base, url, payload: isFields ? queryOf(rest).slice(1) : String(raw) };
  }
  return { ...base, url, payload: (isFields ? rest : raw) as InjectOptions['payload'] };
}

/**
 * A multipart/form-data body of the fields as the browser's FormData sends it (the web client's way):
 * Blob fields as files (a File keeps its name), the rest as text; null and undefined are left out.
 */
export async function multipartOf(
  fields: Record<string, unknown>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null)
      form.append(key, value instanceof Blob ? value : String(value));
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

/** Calls `route` on `app` with `input` as `as`; the answer's envelope is typed by the route's response. */
export async function call<E extends AnyEndpoint>(
  app: FastifyInstance,
  route: E,
  input: CallInput<E>,
  as: Caller,
  opts: CallOptions = {},
): Promise<Answer<ResOf<E>>> {
  const request = requestOf(route, input, as, opts);
  const raw = inputOf(input);
  if ((opts.multipart ?? route.multipart) && raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const { payload, contentType } = await multipartOf(fillPath(route.path, raw).rest);
    request.payload = payload;
    request.headers = { ...request.headers, 'content-type': contentType };
  }
  const res = await app.inject(request);
  let body: Envelope<ResOf<E>>;
  try {
    body = res.json();
  } catch {
    throw new Error(
      `${route.method} ${route.path} answered ${res.statusCode} without JSON: ${res.body.slice(0, 200)}`,
    );
  }
  return { status: res.statusCode, body, failure: body as Envelope<FailureData>, res };
}

/** The data of a success answer; anything else fails the test with the answer's code and message. */
export async function dataOf<T>(answer: Promise<Answer<T>> | Answer<T>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 || body.code !== 200) {
    throw new Error(`expected success, got HTTP ${status} code ${body.code}: ${body.message}`);
  }
  return body.data;
}
