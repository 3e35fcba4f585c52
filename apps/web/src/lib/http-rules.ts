/**
 * The rules of the HTTP client as pure functions, so they are unit-tested without a network:
 * URL building and the visitor rewrite, the action-trace header, envelope reading, the failure text and
 * the session-expiry decision.
 */
import { buildActionTrace, encodeActionTrace } from '@pm/contract/action-trace';
import { isSuccessCode, MESSAGES } from '@pm/contract/envelope';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { visitorPathOf } from '@pm/contract/visitor';
import { AUTH_CALL_PATHS } from '@pm/contract/auth';
import { sessionUserEndpoint } from '@pm/contract/user';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** The call whose login-form / redirected answer does not mean "session expired". */
const SESSION_USER_PATH = sessionUserEndpoint.path;

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

/**
 * The path actually requested: in browser mode a visitor (no token) calling an endpoint whose descriptor
 * says `visitor` is sent to its public variant. The query part is kept.
 */
export function resolveRequestPath(
  endpoint: Pick<AnyEndpoint, 'visitor'>,
  path: string,
  ctx: { hasToken: boolean; native: boolean },
): string {
  if (ctx.hasToken || ctx.native) return path;
  const [p = path, ...rest] = path.split('?');
  const visitor = visitorPathOf(endpoint, p);
  if (!visitor) return path;
  return rest.length > 0 ? `${visitor}?${rest.join('?')}` : visitor;
}

/** Query string of params: null/undefined dropped, arrays repeated, booleans/numbers stringified. */
export function toQueryString(params?: QueryParams): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v === null || v === undefined) continue;
      search.append(key, String(v));
    }
  }
  return search.toString();
}

export function buildUrl(base: string, path: string, params?: QueryParams): string {
  const query = toQueryString(params);
  const url = `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Form encoding (application/x-www-form-urlencoded) of a flat body. */
export function toFormBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) {
        if (v === null || v === undefined) continue;
        form.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
    }
  }
  return form;
}

/** The X-User-Origin-Action header value: base64 JSON; param is {} above 100 characters. */
export function originActionHeader(input: {
  action: string;
  url: string;
  payload?: unknown;
  userId?: string | null;
  fingerprint?: string | null;
}): string {
  return encodeActionTrace(
    buildActionTrace({
      action: input.action,
      url: input.url,
      payload: input.payload,
      id: input.userId ?? null,
      fingerprint: input.fingerprint ?? undefined,
    }),
  );
}

/** True for an HTML answer that carries a login form (a password input, or a form posting to a login). */
export function looksLikeLoginForm(text: string, contentType = ''): boolean {
  const head = text.trimStart().slice(0, 1);
  if (!/html/i.test(contentType) && head !== '<') return false;
  if (/<input\b[^>]*\btype\s*=\s*["']?password\b/i.test(text)) return true;
  return /<form\b[^>]*\baction\s*=\s*["']?[^"'>\s]*login/i.test(text);
}

export interface ExpiryInput {
  path: string;
  status: number;
  redirected: boolean;
  contentType?: string;
  text?: string;
}

/** The envelope code of an answer's text, or null when it carries no envelope. */
function envelopeCode(text: string | undefined): number | null {
  if (!text) return null;
  const body = parseBody(text);
  return isEnvelope(body) ? body.code : null;
}

/**
 * A refusal that is not about the session: HTTP 403 carrying a five-digit business code under 403
 * (40301 the role may not call the endpoint, 40302 a foreign origin). The user stays signed in.
 */
export function isRoleRefusal(status: number, code: number | null): boolean {
  return status === 403 && code !== null && code >= 40300 && code <= 40399;
}

/**
 * Session-expiry decision: HTTP 401, or HTTP 403 that is not a role refusal (its code is 403 or it
 * carries no envelope); or an answer carrying a login form, or a redirected answer — except on the
 * session-user call. Sign-in/out calls never count (their 401 is the answer).
 */
export function isSessionExpired(input: ExpiryInput): boolean {
  const path = pathOnly(input.path);
  if (AUTH_CALL_PATHS.includes(path)) return false;
  if (input.status === 401) return true;
  if (input.status === 403) return !isRoleRefusal(403, envelopeCode(input.text));
  if (path === SESSION_USER_PATH) return false;
  if (input.redirected) return true;
  return looksLikeLoginForm(input.text ?? '', input.contentType);
}

/** Parses a response text: the JSON object, or {} when empty or not a JSON object. */
export function parseBody(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** True when the body is an envelope ({code: number, ...}). */
export function isEnvelope(
  body: Record<string, unknown>,
): body is { code: number; message?: unknown; data?: unknown } {
  return typeof body.code === 'number';
}

/** The text of a failed call (an ApiError or anything thrown): its message, else 操作失败，系统异常. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.shopFallback;
}

/** The failure toast text: the server's message, else 操作失败，系统异常. */
export function failureMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return MESSAGES.shopFallback;
}

export type Outcome =
  { ok: true; data: unknown } | { ok: false; code: number; message: string; data: unknown };

/**
 * Reads an answer: an envelope with code 0/200 → its data; another code → failure. A non-envelope
 * body (or none) is the data itself on HTTP 2xx ({} when empty), a failure with the HTTP status otherwise.
 */
export function readOutcome(status: number, body: Record<string, unknown>): Outcome {
  if (isEnvelope(body)) {
    if (isSuccessCode(body.code)) return { ok: true, data: body.data };
    return { ok: false, code: body.code, message: failureMessage(body), data: body.data ?? null };
  }
  if (status >= 200 && status < 300) return { ok: true, data: body };
  return { ok: false, code: status, message: failureMessage(body), data: null };
}
