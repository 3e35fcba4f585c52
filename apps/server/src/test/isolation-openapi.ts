/**
 * The OpenAPI side of the isolation test: the operations of the document, their id-like request fields
 * with what each references (`x-id-refs`, from the contract's `idRefs`), and requests built from the
 * schemas alone, so that a route added later is called without anybody writing its request by hand.
 */
import crypto from 'node:crypto';
import type { IdRef } from '@pm/contract/endpoint';

export type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
};

export interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-id-refs'?: Record<string, IdRef>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the document. */
export interface Operation {
  /** `POST /pm-api/cart/shop/update`, as in the document. */
  name: string;
  method: string;
  /** The document's path, with `{id}` segments. */
  path: string;
  op: OpenApiOperation;
}

/** An id-like request field: its declaration key (`id`, `ids`, `lines[].id`) and where it travels. */
export interface IdField {
  key: string;
  in: 'path' | 'query' | 'body';
  schema: JsonSchema;
}

/** `id`, `ids`, `uuid`, `goodsId`, `brandIds`, `quote_line_id` … */
export const ID_LIKE = /^(id|ids|uuid)$|[a-z0-9](Id|Ids|Uuid)$|_(id|ids|uuid)$/;

const JSON_TYPES = ['application/json'];

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
    }
  }
  return out;
}

export function resolve(doc: OpenApiDoc, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && s.$ref; i++) {
    const name = s.$ref.split('/').pop() ?? '';
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

/** The body schema the test sends (JSON; every form endpoint takes JSON too), or null. */
export function bodySchemaOf(op: OpenApiOperation): JsonSchema | null {
  const content = op.requestBody?.content;
  if (!content) return null;
  for (const type of JSON_TYPES) if (content[type]) return content[type].schema;
  return null;
}

/** The content types of a body the test cannot build (multipart uploads, spreadsheets). */
export function unsupportedBody(op: OpenApiOperation): string | null {
  const content = op.requestBody?.content;
  if (!content || bodySchemaOf(op)) return null;
  return Object.keys(content).join(', ');
}

function alternatives(doc: OpenApiDoc, schema: JsonSchema): JsonSchema[] {
  const s = resolve(doc, schema);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.flatMap((a) => alternatives(doc, a));
  if (s.allOf) return [Object.assign({}, ...s.allOf.map((a) => resolve(doc, a))) as JsonSchema];
  return [s];
}

/** Every id-like field of an operation's path, query and body (nested objects and arrays too). */
export function idFieldsOf(doc: OpenApiDoc, op: OpenApiOperation): IdField[] {
  const out: IdField[] = [];
  for (const p of op.parameters ?? []) {
    if ((p.in === 'path' || p.in === 'query') && ID_LIKE.test(p.name)) {
      out.push({ key: p.name, in: p.in, schema: p.schema });
    }
  }
  const body = bodySchemaOf(op) ?? Object.values(op.requestBody?.content ?? {})[0]?.schema;
  const seen = new Set<string>();
  const walk = (schema: JsonSchema, key: string, depth: number): void => {
    if (depth > 6) return;
    for (const alt of alternatives(doc, schema)) {
      if (alt.type === 'array' && alt.items) walk(alt.items, `${key}[]`, depth + 1);
      for (const [name, child] of Object.entries(alt.properties ?? {})) {
        const childKey = key === '' ? name : `${key}.${name}`;
        if (ID_LIKE.test(name) && !seen.has(childKey)) {
          seen.add(childKey);
          out.push({ key: childKey, in: 'body', schema: child });
        }
        walk(child, childKey, depth + 1);
      }
    }
  };
  if (body) walk(body, '', 0);
  return out;
}

/** True when a field takes a list (an array, or a union with an array). */
export function takesList(doc: OpenApiDoc, schema: JsonSchema): boolean {
  return alternatives(doc, schema).some((a) => a.type === 'array');
}

/** True when `value` passes the field's own string rules (uuid, pattern, integer text). */
export function acceptsId(doc: OpenApiDoc, schema: JsonSchema, value: string): boolean {
  const leaves = alternatives(doc, schema).flatMap((a) =>
    a.type === 'array' && a.items ? alternatives(doc, a.items) : [a],
  );
  return leaves.some((leaf) => {
    if (leaf.type === 'integer' || leaf.type === 'number') return /^\d+$/.test(value);
    if (leaf.type !== 'string' && leaf.type !== undefined) return false;
    if (
      leaf.format === 'uuid' &&
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    )
      return false;
    if (leaf.pattern && !new RegExp(leaf.pattern, 'u').test(value)) return false;
    if (leaf.enum && !leaf.enum.includes(value)) return false;
    return true;
  });
}

/** Values tried in order for a string with a pattern. */
const PATTERN_CANDIDATES = [
  '110101',
  '110000',
  '1',
  '13800000000',
  '2026-01-01',
  'a',
  'A1',
  'abc123',
  crypto.randomUUID(),
];

export interface SampleContext {
  doc: OpenApiDoc;
  /** Values for id-like fields by declaration key (a list field gets the array). */
  ids: Record<string, string | string[]>;
  /** Business time, for date fields (deadlines a week ahead). */
  now: Date;
}

/** Names of text fields that take a day ('2026-11-28') or a moment ('2026-11-28 16:00', as people type). */
const DAY_NAME = /(date|day|until)$/i;
const MOMENT_NAME = /(deadline|time|expires?)$|[a-z]At$/i;

/** `at` as 'YYYY-MM-DD HH:mm' in China time. */
function chinaMinute(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function scalarOf(ctx: SampleContext, s: JsonSchema, key: string): unknown {
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number': {
      let n = Math.max(1, typeof s.minimum === 'number' ? s.minimum : 1);
      if (typeof s.exclusiveMinimum === 'number') n = Math.max(n, s.exclusiveMinimum + 1);
      if (typeof s.maximum === 'number') n = Math.min(n, s.maximum);
      return n;
    }
    case 'boolean':
      return false;
    case 'string': {
      const week = new Date(ctx.now.getTime() + 7 * 86_400_000);
      if (s.format === 'date-time') return week.toISOString();
      if (s.format === 'date') return week.toISOString().slice(0, 10);
      if (s.format === 'uuid') return crypto.randomUUID();
      if (s.format === 'email') return 'iso@example.com';
      // A day or moment field whose pattern (if any) takes the usual text: a week ahead.
      const takes = (text: string) => !s.pattern || new RegExp(s.pattern, 'u').test(text);
      if (DAY_NAME.test(key) && takes(chinaMinute(week).slice(0, 10))) return chinaMinute(week).slice(0, 10);
      if (MOMENT_NAME.test(key) && takes(chinaMinute(week))) return chinaMinute(week);
      if (s.pattern) {
        const re = new RegExp(s.pattern, 'u');
        return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'a';
      }
      const min = s.minLength ?? 1;
      const text = '隔离测试';
      return text
        .repeat(Math.ceil(min / text.length))
        .slice(0, Math.max(min, Math.min(text.length, s.maxLength ?? 99)));
    }
    default:
      return 'a';
  }
}

/**
 * A value for `schema`: its example, default or first enum value, else the smallest value the schema
 * takes. Objects get their required properties and every id-like one the context names.
 */
export function sampleOf(ctx: SampleContext, schema: JsonSchema, key: string, depth = 0): unknown {
  if (key in ctx.ids) {
    const v = ctx.ids[key]!;
    if (Array.isArray(v)) return takesList(ctx.doc, schema) ? v : v[0];
    return takesList(ctx.doc, schema) ? [v] : v;
  }
  const alts = alternatives(ctx.doc, schema).filter((a) => a.type !== 'null');
  const s = alts[0] ?? {};
  if (depth > 8) return undefined;
  if (s.type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      const childKey = key === '' ? name : `${key}.${name}`;
      const named = Object.keys(ctx.ids).some(
        (k) => k === childKey || k.startsWith(`${childKey}.`) || k.startsWith(`${childKey}[]`),
      );
      if (!(s.required ?? []).includes(name) && !named) continue;
      const v = sampleOf(ctx, child, childKey, depth + 1);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
  if (s.type === 'array') {
    if (s.example !== undefined) return s.example;
    const n = Math.max(1, s.minItems ?? 1);
    return Array.from({ length: n }, () => sampleOf(ctx, s.items ?? {}, `${key}[]`, depth + 1));
  }
  return scalarOf(ctx, s, key);
}

export interface BuiltRequest {
  method: string;
  url: string;
  /** Required request headers (e.g. an Idempotency-Key), from their examples or schemas. */
  headers?: Record<string, string>;
  payload?: Record<string, unknown> | unknown[];
}

/** A whole request for an operation: path, query and JSON body from the schemas and the given ids. */
export function buildRequest(ctx: SampleContext, operation: Operation): BuiltRequest {
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  let path = operation.path;
  for (const p of operation.op.parameters ?? []) {
    const named = p.name in ctx.ids;
    if (p.in === 'header' && p.required) {
      headers[p.name] = String(sampleOf(ctx, p.schema, p.name));
    } else if (p.in === 'path') {
      const v = sampleOf(ctx, p.schema, p.name);
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(Array.isArray(v) ? v[0] : v)));
    } else if (p.in === 'query' && (p.required || named)) {
      const v = sampleOf(ctx, p.schema, p.name);
      for (const item of Array.isArray(v) ? v : [v]) query.append(p.name, String(item));
    }
  }
  const qs = query.toString();
  const url = qs ? `${path}?${qs}` : path;
  const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
  const body = bodySchemaOf(operation.op);
  if (!body) return { method: operation.method, url, ...withHeaders };
  const payload = sampleOf(ctx, body, '');
  return {
    method: operation.method,
    url,
    ...withHeaders,
    payload: (payload ?? {}) as Record<string, unknown>,
  };
}
