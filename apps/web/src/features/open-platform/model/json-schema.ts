/**
 * Reading the JSON Schemas of an OpenAPI 3 document for people: a schema as a short type text, as the
 * rows of a field table (name, type, required, description), and as an example value. `$ref`s into the
 * document's components are followed (a recursive schema stops at the second visit).
 */

export type Json = Record<string, unknown>;

export function obj(v: unknown): Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Follows a local `$ref` (`#/components/schemas/X`); anything else is returned as it is. */
export function resolveRef(doc: unknown, node: unknown): Json {
  let n = obj(node);
  for (let i = 0; i < 8 && typeof n.$ref === 'string'; i += 1) {
    const ref = n.$ref;
    if (!ref.startsWith('#/')) return {};
    let at: unknown = doc;
    for (const part of ref.slice(2).split('/')) at = obj(at)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    n = obj(at);
  }
  return n;
}

function refName(node: unknown): string {
  const ref = str(obj(node).$ref);
  return ref ? ref.slice(ref.lastIndexOf('/') + 1) : '';
}

/** The alternatives of anyOf/oneOf, without the `null` one; an allOf is merged into one object. */
function alternatives(doc: unknown, s: Json): Json[] {
  const alts = [...list(s.anyOf), ...list(s.oneOf)].map((a) => resolveRef(doc, a));
  return alts.filter((a) => a.type !== 'null');
}

function merged(doc: unknown, s: Json): Json {
  const parts = list(s.allOf).map((a) => resolveRef(doc, a));
  if (parts.length === 0) return s;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of [s, ...parts]) {
    Object.assign(properties, obj(p.properties));
    required.push(...list(p.required).filter((r): r is string => typeof r === 'string'));
  }
  return { ...s, type: 'object', properties, required, allOf: undefined };
}

/** A short type text: `string`, `integer`, `string[]`, `object`, `"A" | "B"`, `string | integer`. */
export function typeText(doc: unknown, node: unknown, depth = 0): string {
  const name = refName(node);
  const s = merged(doc, resolveRef(doc, node));
  if (depth > 4) return name || 'object';
  if (Array.isArray(s.enum)) {
    const values = s.enum.slice(0, 6).map((v) => JSON.stringify(v));
    return values.join(' | ') + (s.enum.length > 6 ? ' | …' : '');
  }
  const alts = alternatives(doc, s);
  if (alts.length > 0) {
    // nested alternatives flattened, each type once: `string | integer`, not `string | string | integer`
    const texts = new Set(alts.flatMap((a) => typeText(doc, a, depth + 1).split(' | ')));
    return [...texts].join(' | ');
  }
  const type = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null').join(' | ') : str(s.type);
  if (type === 'array') return `${typeText(doc, s.items, depth + 1)}[]`;
  if (type === 'object' && name) return name;
  if (type) return type + (str(s.format) ? `(${str(s.format)})` : '');
  if (s.properties) return name || 'object';
  return name || 'any';
}

function rules(s: Json): string {
  const out: string[] = [];
  if (typeof s.minLength === 'number' || typeof s.maxLength === 'number') {
    out.push(`长度 ${s.minLength ?? 0}–${s.maxLength ?? '∞'}`);
  }
  const big = (v: unknown) => typeof v === 'number' && Math.abs(v) >= Number.MAX_SAFE_INTEGER;
  if (
    (typeof s.minimum === 'number' && !big(s.minimum)) ||
    (typeof s.maximum === 'number' && !big(s.maximum))
  ) {
    out.push(`取值 ${big(s.minimum) ? '' : (s.minimum ?? '')}–${big(s.maximum) ? '' : (s.maximum ?? '')}`);
  }
  if (typeof s.maxItems === 'number') out.push(`最多 ${s.maxItems} 项`);
  return out.join('，');
}

export interface FieldRow {
  /** Dotted path: `records[].id`. */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description: string;
}

/** The fields of an object schema, nested objects and lists of objects flattened (at most `max` rows). */
export function fieldRows(doc: unknown, node: unknown, max = 120): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (n: unknown, prefix: string, depth: number, seen: Set<string>) => {
    const ref = refName(n);
    if (ref && seen.has(ref)) return;
    const nextSeen = ref ? new Set([...seen, ref]) : seen;
    let s = merged(doc, resolveRef(doc, n));
    const alts = alternatives(doc, s);
    if (!s.properties && alts.length > 0)
      s = merged(doc, alts.find((a) => a.properties || a.items) ?? alts[0]!);
    if (s.type === 'array' || (s.items && !s.properties)) {
      walk(s.items, `${prefix}[]`, depth, nextSeen);
      return;
    }
    const props = obj(s.properties);
    const required = new Set(list(s.required));
    for (const [key, child] of Object.entries(props)) {
      if (rows.length >= max) return;
      const c = resolveRef(doc, child);
      const name = prefix ? `${prefix}.${key}` : key;
      const note = [str(c.description), rules(c)].filter(Boolean).join('；');
      rows.push({ name, depth, type: typeText(doc, child), required: required.has(key), description: note });
      if (depth < 4) walk(child, name, depth + 1, nextSeen);
    }
  };
  walk(node, '', 0, new Set());
  return rows;
}

const SAMPLE_TIME = '2026-11-26T08:00:00.000Z';

function sampleString(s: Json, key: string): string {
  const format = str(s.format);
  if (format === 'date-time') return SAMPLE_TIME;
  if (format === 'date') return SAMPLE_TIME.slice(0, 10);
  if (format === 'uri' || format === 'url') return 'https://erp.example.com/hooks/pm';
  const pattern = str(s.pattern);
  // ids and other digit texts
  if (/\[0-9\]|\\d/.test(pattern)) return '1';
  if (typeof s.minLength === 'number' && s.minLength > 6) return 'x'.repeat(s.minLength);
  return key ? key : 'string';
}

/** An example value of a schema: the schema's own example or default, else one built from its types. */
export function exampleOf(doc: unknown, node: unknown, key = ''): unknown {
  return build(doc, node, key, 0, new Set(), false);
}

/**
 * An example request body: of each object only the required fields and those with an example or a default
 * of their own (every optional field filled with a made-up value is rarely a request the server takes).
 */
export function minimalExampleOf(doc: unknown, node: unknown): unknown {
  return build(doc, node, '', 0, new Set(), true);
}

function build(
  doc: unknown,
  node: unknown,
  key: string,
  depth: number,
  seen: Set<string>,
  minimal: boolean,
): unknown {
  const ref = refName(node);
  if (ref && seen.has(ref)) return null;
  const nextSeen = ref ? new Set([...seen, ref]) : seen;
  const s = merged(doc, resolveRef(doc, node));
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const alts = alternatives(doc, s);
  if (!s.type && !s.properties && alts.length > 0) return build(doc, alts[0], key, depth, nextSeen, minimal);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (depth > 6) return null;
  if (type === 'array') return [build(doc, s.items, key, depth + 1, nextSeen, minimal)];
  if (type === 'object' || s.properties) {
    const out: Json = {};
    const required = new Set(list(s.required));
    for (const [k, child] of Object.entries(obj(s.properties))) {
      const c = resolveRef(doc, child);
      if (minimal && !required.has(k) && c.example === undefined && c.default === undefined) continue;
      out[k] = build(doc, child, k, depth + 1, nextSeen, minimal);
    }
    return out;
  }
  if (type === 'integer' || type === 'number') {
    const min = typeof s.minimum === 'number' && s.minimum > 0 ? s.minimum : 1;
    return Math.abs(min) < Number.MAX_SAFE_INTEGER ? min : 1;
  }
  if (type === 'boolean') return true;
  if (type === 'string') return sampleString(s, key);
  return null;
}
