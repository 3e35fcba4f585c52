/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document: values of the declared shape
 * (patterns, enums, bounds, required fields) in which any part may be replaced by a hostile value (huge,
 * negative or unsafe numbers, lone surrogates, control characters, long strings, wrong types), objects
 * that miss a required field or carry extra ones. Used by fuzz.test.ts.
 */
import fc from 'fast-check';
import type { JsonSchema, OpenApiDoc } from './isolation-openapi';
import { resolve } from './isolation-openapi';

type Schema = JsonSchema & {
  maxItems?: number;
  additionalProperties?: unknown;
};

/** An object with an own `__proto__` key (JSON.parse makes one; a literal would set the prototype). */
const PROTO_KEY = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;

/** Values that break careless code: numbers beyond every range, text no column takes, wrong types. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -2147483649,
  2147483648,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  1.5,
  '',
  ' ',
  ' 1',
  '1 ',
  '0',
  '-1',
  '01',
  '1e3',
  '0x10',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999',
  '\udfff',
  'a\ud800b',
  '\u0000',
  'a\u0011b',
  '\u007f',
  '\u0085',
  '\u202e\u200b',
  '𠮷😀',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '2026-02-30',
  '9999-12-31 23:59',
  '1970-01-01T00:00:00Z',
  'x'.repeat(5000),
  '中'.repeat(2000),
  [],
  [null],
  ['\udfff'],
  Array.from({ length: 1200 }, (_, i) => String(i + 1)),
  {},
  { '\udfff': 1 },
  { 'a\u0000': 'x' },
  PROTO_KEY,
  { constructor: { prototype: 1 } },
];

export const hostile = (): fc.Arbitrary<unknown> => fc.constantFrom(...HOSTILE_VALUES);

const DAY_NAME = /(date|day|until|from|to)$/i;
const MOMENT_NAME = /(deadline|time|expires?)$|[a-z]At$/i;

/** 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm' around now (past and future, as clients send). */
function dayText(): fc.Arbitrary<string> {
  return fc
    .integer({ min: -400, max: 400 })
    .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
}
function momentText(): fc.Arbitrary<string> {
  return fc
    .integer({ min: -48, max: 24 * 40 })
    .map((h) => new Date(Date.now() + h * 3_600_000).toISOString().slice(0, 16).replace('T', ' '));
}

function patternText(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string({ maxLength: 20 });
  }
}

function integerIn(s: Schema): fc.Arbitrary<number> {
  const min = typeof s.minimum === 'number' ? s.minimum : -1000;
  const max = typeof s.maximum === 'number' ? s.maximum : 100000;
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31 - 1);
  const edges = fc.constantFrom(...new Set([min, max].filter((n) => Number.isSafeInteger(n))));
  if (lo > hi) return edges;
  // Small values reach rows that exist (ids 1…500, quantities); the bounds reach the edges.
  const smallLo = Math.max(lo, 0);
  const smallHi = Math.min(hi, 500);
  const whole = fc.integer({ min: lo, max: hi });
  return smallLo <= smallHi
    ? fc.oneof(fc.integer({ min: smallLo, max: smallHi }), whole, edges)
    : fc.oneof(whole, edges);
}

function stringOf(s: Schema, key: string): fc.Arbitrary<string> {
  if (s.pattern) return patternText(s.pattern);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date') return dayText();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (DAY_NAME.test(key)) return dayText();
  if (MOMENT_NAME.test(key)) return momentText();
  const maxLength = Math.min(s.maxLength ?? 30, 30);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

export interface FuzzOptions {
  doc: OpenApiDoc;
  /** Relative weight of a hostile value at any node (the declared shape has weight 6). */
  hostileWeight?: number;
}

/**
 * Values for `schema`: the declared shape, where every node may instead be hostile; objects may miss a
 * required field or carry an extra one.
 */
export function fuzzOf(
  opts: FuzzOptions,
  schema: JsonSchema | undefined,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedOf(opts, schema, key, depth);
  return fc.oneof(
    { arbitrary: shaped, weight: 6 },
    { arbitrary: hostile(), weight: opts.hostileWeight ?? 1 },
  );
}

/** Values of the declared shape (children fuzzed). */
export function shapedOf(
  opts: FuzzOptions,
  schema: JsonSchema | undefined,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(opts.doc, schema) as Schema;
  if (depth > 6) return fc.constant(null);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => shapedOf(opts, { ...a }, key, depth + 1)));
  if (s.allOf?.length) {
    const merged = Object.assign({}, ...s.allOf.map((a) => resolve(opts.doc, a))) as Schema;
    return shapedOf(opts, merged, key, depth + 1);
  }
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const type = s.type ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringOf(s, key);
    case 'integer':
      return integerIn(s);
    case 'number':
      return fc.oneof(integerIn(s), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }));
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
      return fc.array(fuzzOf(opts, s.items, `${key}[]`, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const required = (s.required ?? []).filter((r) => r in props);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(props)) model[name] = fuzzOf(opts, child, name, depth + 1);
      const record = fc.record(model, { requiredKeys: required });
      return fc
        .tuple(
          record,
          // Sometimes a required field goes missing.
          required.length > 0 ? fc.option(fc.constantFrom(...required), { freq: 6 }) : fc.constant(null),
          // Sometimes a field nobody declared comes along.
          fc.option(fc.tuple(fc.constantFrom('extra', 'x-unknown', '\u00e9t\u00e9', 'id '), hostile()), {
            freq: 4,
          }),
        )
        .map(([value, drop, extra]) => {
          const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
          if (drop !== null) delete out[drop];
          if (extra !== null) out[extra[0]] = extra[1];
          return out;
        });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text of a value as it goes into a path segment or a query parameter. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Percent-encodes text for a URL as an attacker would send it: a lone surrogate, which
 * encodeURIComponent refuses, goes as its three bytes (ED B0 80 …), which no UTF-8 decoder accepts.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
