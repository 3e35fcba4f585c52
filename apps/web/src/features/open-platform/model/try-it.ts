/**
 * The try-it console's logic, kit-free: from what the reader filled in (path and query parameters,
 * headers, body text, a token) to the request to send, its curl and Node forms, and the answer as shown.
 * Requests carry only the token given (never the page's session cookie), as an app's would.
 */
import type { OperationDetail } from './operation';

export interface TryInput {
  /** Origin the request goes to ('' for the page's own). */
  base: string;
  method: string;
  /** The path with `{name}` for its path parameters. */
  path: string;
  pathValues: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  contentType?: string;
  body?: string;
  /** An access token (a leading `Bearer ` is dropped); none: no Authorization header. */
  token?: string;
}

export interface TryRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type TryBuild = { ok: true; request: TryRequest } | { ok: false; errors: string[] };

const FORM = 'application/x-www-form-urlencoded';
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function filled(values: Record<string, string>): [string, string][] {
  return Object.entries(values).filter(([, v]) => v.trim() !== '');
}

/** The bare token: trimmed, without a leading `Bearer `. */
export function bareToken(token: string | undefined): string {
  return (token ?? '').trim().replace(/^bearer\s+/i, '');
}

/** Builds the request, or says in Chinese what is missing or malformed. */
export function buildTryRequest(input: TryInput): TryBuild {
  const errors: string[] = [];
  const path = input.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = (input.pathValues[name] ?? '').trim();
    if (!v) errors.push(`请填写路径参数 ${name}`);
    return encodeURIComponent(v);
  });
  const query = new URLSearchParams(filled(input.query).map(([k, v]) => [k, v.trim()]));
  const qs = query.toString();
  const headers: Record<string, string> = {};
  for (const [name, value] of filled(input.headers)) {
    if (!HEADER_NAME.test(name)) errors.push(`请求头名称不正确：${name}`);
    else if (/[\r\n]/.test(value)) errors.push(`请求头 ${name} 不能包含换行`);
    else headers[name] = value.trim();
  }
  const token = bareToken(input.token);
  const hasAuth = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
  if (token && !hasAuth) {
    if (/\s/.test(token)) errors.push('令牌不能包含空格或换行');
    else headers.Authorization = `Bearer ${token}`;
  }
  let body: string | undefined;
  const method = input.method.toUpperCase();
  const text = input.body?.trim() ?? '';
  if (method !== 'GET' && method !== 'HEAD' && input.contentType && text !== '') {
    if (input.contentType.includes('json')) {
      try {
        body = JSON.stringify(JSON.parse(text));
      } catch {
        errors.push('请求体不是合法的 JSON');
      }
    } else {
      body = text;
    }
    if (body !== undefined) headers['Content-Type'] = input.contentType;
  }
  if (errors.length > 0) return { ok: false, errors };
  headers.Accept ??= 'application/json';
  return {
    ok: true,
    request: {
      method,
      url: `${input.base}${path}${qs ? `?${qs}` : ''}`,
      headers,
      ...(body !== undefined ? { body } : {}),
    },
  };
}

/** A text quoted for a POSIX shell. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command, one option a line. */
export function curlOf(req: TryRequest): string {
  const lines = [`curl${req.method === 'GET' ? '' : ` -X ${req.method}`} ${shellQuote(req.url)}`];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'Accept') continue;
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (req.body !== undefined) lines.push(`--data-raw ${shellQuote(req.body)}`);
  return lines.join(' \\\n  ');
}

/** The request as Node (18+) code with fetch. */
export function nodeOf(req: TryRequest): string {
  const init: string[] = [`  method: '${req.method}',`];
  const headers = Object.entries(req.headers).filter(([n]) => n !== 'Accept');
  if (headers.length > 0) {
    init.push('  headers: {');
    for (const [name, value] of headers) init.push(`    ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
    init.push('  },');
  }
  if (req.body !== undefined) {
    const json = req.headers['Content-Type']?.includes('json');
    init.push(`  body: ${json ? `JSON.stringify(${req.body})` : JSON.stringify(req.body)},`);
  }
  return [
    `const res = await fetch(${JSON.stringify(req.url)}, {`,
    ...init,
    '});',
    'console.log(res.status, await res.json());',
  ].join('\n');
}

/** An Idempotency-Key: a fresh random one per submission. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A value as the text of a form field or a parameter. */
function fieldText(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** A form body from an example object (`a=1&b=2`). */
export function formTextOf(example: unknown): string {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return '';
  return new URLSearchParams(Object.entries(example).map(([k, v]) => [k, fieldText(v)])).toString();
}

export interface TryForm {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  contentType?: string;
  body: string;
}

/**
 * What the console starts with for an operation: required query parameters and path parameters filled
 * with their examples, an Idempotency-Key where the operation takes one, the body's example.
 */
export function initialTryForm(detail: OperationDetail): TryForm {
  const form: TryForm = { pathValues: {}, query: {}, headers: {}, body: '' };
  for (const p of detail.parameters) {
    const example = fieldText(p.example);
    if (p.in === 'path') form.pathValues[p.name] = example;
    else if (p.in === 'query') form.query[p.name] = p.required ? example : '';
    else if (p.in === 'header') {
      form.headers[p.name] = p.name.toLowerCase() === 'idempotency-key' ? newIdempotencyKey() : '';
    }
  }
  if (detail.body) {
    form.contentType = detail.body.contentType;
    form.body = detail.body.contentType.includes('json')
      ? JSON.stringify(detail.body.example, null, 2)
      : formTextOf(detail.body.example);
  }
  return form;
}

export interface TryAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body, pretty-printed when it is JSON. */
  body: string;
}

/** The answer as the console shows it: headers sorted by name, a JSON body indented. */
export function readTryAnswer(
  status: number,
  statusText: string,
  headers: Iterable<[string, string]>,
  text: string,
): TryAnswer {
  let body = text;
  try {
    if (text.trim() !== '') body = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: shown as it came
  }
  const sorted = [...headers].sort((a, b) => a[0].localeCompare(b[0]));
  return { status, statusText, headers: sorted, body };
}

export { FORM as FORM_CONTENT_TYPE };
