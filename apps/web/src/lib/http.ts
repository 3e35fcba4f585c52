/**
 * The one HTTP client of the web app. It calls endpoints of the contract only (a path is written once,
 * in the contract's descriptor), and only the api files under features/<domain>/api use it.
 *
 * request() resolves to the `data` of the envelope; on a failure code it toasts the server message
 * (or 操作失败，系统异常) through the area notifier unless `silent`, then throws ApiError.
 * requestEnvelope returns the raw body ({} when none or no answer) and never toasts or throws on a
 * business code. Every request sends the Bearer token, cookies, and the X-User-Origin-Action header.
 * Visitors' calls to listed endpoints go to the public variants (browser mode). An expired session
 * (401, a 403 with code 403, a login form, a redirected answer; not a role refusal, 40301/40302) clears the auth and shows the area's login screen.
 */
import { API_PREFIX, ORIGIN_ACTION_HEADER, STORAGE_KEYS } from '@pm/contract/constants';
import type { AnyEndpoint, ReqOf, ResOf } from '@pm/contract/endpoint';
import { fillPath } from '@pm/contract/endpoint';
import type { Envelope } from '@pm/contract/envelope';
import { MESSAGES } from '@pm/contract/envelope';
import { emitAuthCleared } from './auth-events';
import { env } from './env';
import type { QueryParams } from './http-rules';
import {
  buildUrl,
  isSessionExpired,
  originActionHeader,
  parseBody,
  readOutcome,
  resolveRequestPath,
  toFormBody,
} from './http-rules';
import { goToLogin } from './login-flow';
import { isNativeApp, nativeClientHost } from './native-app';
import { takePrefetched } from './prefetch';
import { notify } from './notify';
import { readToken } from './token';

export type { QueryParams } from './http-rules';
export { readToken } from './token';
import type { HttpMethod } from '@pm/contract/endpoint';

export interface RequestOptions {
  /** No failure toast (the caller handles it, or the call is a background one). */
  silent?: boolean;
  /** Action name for the X-User-Origin-Action header (default: "<METHOD> <path>"). */
  action?: string;
  /** Extra request headers, e.g. the Idempotency-Key of an order submission. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  code: number;
  status: number;
  data: unknown;
  constructor(message: string, code: number, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The browser fingerprint of the action trace: created once, kept in localStorage. */
export function fingerprint(): string {
  const ls = storage('local');
  const existing = ls?.getItem(STORAGE_KEYS.fingerprint);
  if (existing) return existing;
  const created = randomId();
  ls?.setItem(STORAGE_KEYS.fingerprint, created);
  return created;
}

/** API base: VITE_API_BASE (default /pm-api); in the native app the fixed client host + /pm-api. */
export function apiBase(): string {
  return isNativeApp() ? `${nativeClientHost()}${API_PREFIX}` : env.apiBase;
}

/**
 * Ends the session locally: removes the token, clears local storage and the session user id,
 * and tells the auth store. Used on expiry and on sign-out.
 */
export function endSession(): void {
  const ls = storage('local');
  ls?.removeItem(STORAGE_KEYS.authorization);
  ls?.clear();
  storage('session')?.removeItem(STORAGE_KEYS.userId);
  emitAuthCleared();
}

let expiryHandledAt = 0;
function handleSessionExpired(): void {
  endSession();
  // Several calls of one page may expire together: show the login screen once.
  const now = Date.now();
  if (now - expiryHandledAt < 1000) return;
  expiryHandledAt = now;
  goToLogin();
}

interface Request {
  params?: QueryParams;
  body?: unknown;
  form?: boolean;
  /** multipart/form-data: Blob fields travel as files. */
  multipart?: boolean;
  /** A visitor calls it on its public path (the descriptor's `visitor` flag). */
  visitor?: true;
  action?: string;
  headers?: Record<string, string>;
}

interface RawResult {
  status: number;
  body: Record<string, unknown>;
  expired: boolean;
}

/** Sends one request; null when there was no answer (network failure). */
async function send(method: HttpMethod, path: string, req: Request): Promise<RawResult | null> {
  const token = readToken();
  const native = isNativeApp();
  const finalPath = resolveRequestPath(req, path, { hasToken: token !== null, native });
  const url = buildUrl(apiBase(), finalPath, req.params);

  const headers: Record<string, string> = { ...req.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  headers[ORIGIN_ACTION_HEADER] = originActionHeader({
    action: req.action ?? `${method} ${path}`,
    url: window.location.hash || path,
    payload: req.body ?? req.params,
    userId: storage('session')?.getItem(STORAGE_KEYS.userId),
    fingerprint: fingerprint(),
  });

  let body: BodyInit | undefined;
  if (req.body !== undefined && method !== 'GET') {
    if (req.multipart) {
      // The browser writes the Content-Type with its boundary.
      const form = new FormData();
      for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) {
        if (v !== undefined && v !== null) form.append(k, v instanceof Blob ? v : String(v));
      }
      body = form;
    } else if (req.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = toFormBody(req.body).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
  }

  let response: Response;
  let text: string;
  try {
    const go = () => fetch(url, { method, headers, body, credentials: 'include' });
    // The first screen's data may have been asked for by index.html already (lib/prefetch.ts).
    const early = token
      ? undefined
      : takePrefetched(method, url, typeof body === 'string' ? body : undefined);
    response = await (early ? early.catch(go) : go());
    text = await response.text();
  } catch {
    return null;
  }
  const expired = isSessionExpired({
    path,
    status: response.status,
    redirected: response.redirected,
    contentType: response.headers.get('content-type') ?? '',
    text,
  });
  if (expired) handleSessionExpired();
  return { status: response.status, body: parseBody(text), expired };
}

/** The request of an endpoint: path parameters filled in, the rest as query (GET, DELETE) or body. */
function toRequest(
  endpoint: AnyEndpoint,
  input: unknown,
  opts: Pick<RequestOptions, 'action' | 'headers'> = {},
): { path: string; req: Request } {
  const { path, rest } = fillPath(endpoint.path, input);
  const hasInput = input !== undefined && input !== null;
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const req: Request = inQuery
    ? { params: rest as QueryParams }
    : { body: hasInput ? rest : undefined, form: endpoint.form, multipart: endpoint.multipart };
  return { path, req: { ...req, visitor: endpoint.visitor, action: opts.action, headers: opts.headers } };
}

/** Input and options of an endpoint call; endpoints without input take only the options. */
export type CallArgs<E extends AnyEndpoint> = 0 extends 1 & ReqOf<E>
  ? [input?: unknown, opts?: RequestOptions]
  : [ReqOf<E>] extends [void]
    ? [input?: undefined, opts?: RequestOptions]
    : [input: ReqOf<E>, opts?: RequestOptions];

/** The raw body of a call ({} when none, or when there was no answer); no toast, no throw on a code. */
export async function requestEnvelope<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, opts = {}]: CallArgs<E>
): Promise<Envelope<ResOf<E>> | Record<string, never>> {
  const { path, req } = toRequest(endpoint, input, opts);
  const result = await send(endpoint.method, path, req);
  return (result?.body ?? {}) as Envelope<ResOf<E>> | Record<string, never>;
}

/** What answers request() in place of the server: a unit test's stand-in (test/setup.ts clears it); its
 * input parameter may be typed as the test's endpoints take it. */
export type RequestStandIn = (endpoint: AnyEndpoint, input: never, opts: RequestOptions) => unknown;
let standIn: RequestStandIn | null = null;

/** Unit tests only: request() answers through `fn` until it is cleared (null). */
export function setRequestStandIn(fn: RequestStandIn | null): void {
  standIn = fn;
}

/** Calls an endpoint of the contract; resolves to the envelope's data. */
export async function request<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, opts = {}]: CallArgs<E>
): Promise<ResOf<E>> {
  if (standIn) return (await standIn(endpoint, input as never, opts)) as ResOf<E>;
  const { path, req } = toRequest(endpoint, input, opts);
  const result = await send(endpoint.method, path, req);
  if (!result) {
    if (!opts.silent) notify(MESSAGES.shopFallback, 'error');
    throw new ApiError(MESSAGES.shopFallback, -1, 0);
  }
  if (result.expired) throw new ApiError(MESSAGES.sessionExpired, 401, result.status);
  const outcome = readOutcome(result.status, result.body);
  if (outcome.ok) return outcome.data as ResOf<E>;
  if (!opts.silent) notify(outcome.message, 'error');
  throw new ApiError(outcome.message, outcome.code, result.status, outcome.data);
}

/**
 * Sends a request whose answer is never read (credentials, no-cors), as browsers do on sign-out;
 * failures are ignored.
 */
export async function fireAndForget(endpoint: AnyEndpoint): Promise<void> {
  await fetch(`${apiBase()}${endpoint.path}`, {
    method: endpoint.method,
    credentials: 'include',
    mode: 'no-cors',
  }).catch(() => undefined);
}
