import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldLabel } from '@pm/contract/fields';
import { AppError } from '../lib/app-error';

/** The answer's message when a parameter carries a character no input may hold. */
export const FORBIDDEN_CHARACTER_MESSAGE = '参数包含不允许的字符';
/** The answer's message when a field name (an object key) carries such a character. */
export const FORBIDDEN_KEY_MESSAGE = '参数名包含不允许的字符';

/**
 * The text rule, in words, for the OpenAPI document and clients: what every string and key of a
 * request must be. Chinese first, then English.
 */
export const TEXT_RULE_DESCRIPTION =
  '文本规则：路径参数、查询参数和请求体（JSON、表单、multipart 字段）中的每个字符串和字段名都必须是合法的 Unicode 文本，' +
  '不得包含控制字符（制表符、换行、回车除外，含 NUL 与 DEL）或不成对的 UTF-16 代理项（例如 JSON 中单独的 "\\udfff"）；' +
  '否则答复 HTTP 400（code 400），message 与 data.errors[].field 指明字段，什么也不会保存。' +
  ' Text rule: every string and key of path parameters, query and body (JSON, form, multipart fields) must be' +
  ' well-formed Unicode without control characters (tab, LF and CR excepted; NUL and DEL included) and without' +
  ' lone UTF-16 surrogates (such as a lone "\\udfff" escape in JSON); otherwise the answer is HTTP 400 (code 400)' +
  ' naming the field in message and data.errors[].field, and nothing is stored.';

/**
 * What no input may hold: control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F) other than tab,
 * line feed and carriage return, and lone UTF-16 surrogates. PostgreSQL text cannot store NUL, jsonb
 * refuses a lone surrogate's escape (a 500 otherwise), text columns store one as U+FFFD, and no field of
 * ours has a use for either. A surrogate pair (an emoji) is well-formed and passes.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character no input may hold (see FORBIDDEN). */
export const hasForbiddenText = (text: string): boolean => FORBIDDEN.test(text);

/** Characters never echoed back: controls, invisible format characters, line separators, lone surrogates. */
const UNECHOED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** The most characters of a client's text (a field name) an answer repeats. */
export const ECHO_MAX_CHARS = 64;

/**
 * A client's text as an answer may repeat it (a field name in a message or in data.errors[].field):
 * without control, format and separator characters or lone surrogates, and at most `max` characters
 * (code points; longer ends in …).
 */
export function echoText(text: string, max: number = ECHO_MAX_CHARS): string {
  const chars = Array.from(text.replace(UNECHOED, ''));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The Chinese name of a field path for a message, safe to echo. */
export function echoLabel(field: string): string {
  return echoText(fieldLabel(field));
}

export type InputPath = (string | number)[];

/** Where a forbidden character sits: the path of the string, or of the key (`inKey`) that holds it. */
export interface ForbiddenAt {
  path: InputPath;
  inKey: boolean;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): InputPath {
  const path: InputPath = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * Where the first string (a value or an object key) holding a forbidden character sits in a parsed
 * input (`[]` for the input itself), or null when there is none. Iterative, with parent links rather
 * than copied paths, so a deeply nested JSON body costs neither stack nor quadratic time.
 */
export function findForbiddenText(input: unknown): ForbiddenAt | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasForbiddenText(value)) return { path: pathOf(visit), inKey: false };
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (hasForbiddenText(key)) return { path: [...pathOf(visit), key], inKey: true };
      stack.push({ value: (value as Record<string, unknown>)[key], key, parent: visit });
    }
  }
  return null;
}

/** A field path as an answer shows it: each name made safe to echo, names that are left empty dropped. */
export function echoPath(path: InputPath): string {
  return path
    .map((s) => (typeof s === 'number' ? String(s) : echoText(s)))
    .filter((s) => s !== '')
    .join('.');
}

function refusal({ path, inKey }: ForbiddenAt): AppError {
  const field = echoPath(path);
  if (inKey) {
    return AppError.badRequest(FORBIDDEN_KEY_MESSAGE, {
      errors: [{ field, message: FORBIDDEN_KEY_MESSAGE }],
    });
  }
  const named = path.some((s) => typeof s === 'string') && field !== '';
  return AppError.badRequest(named ? `${echoLabel(field)}包含不允许的字符` : FORBIDDEN_CHARACTER_MESSAGE, {
    errors: [{ field, message: FORBIDDEN_CHARACTER_MESSAGE }],
  });
}

/**
 * One guard where strings enter: path parameters, query string and body (JSON, form or multipart
 * fields), values and keys, checked recursively before validation and the same on every route, so
 * that no route hands PostgreSQL a NUL or a lone surrogate (a 500 otherwise) or stores a control
 * character. Register it before the routes: hooks apply to routes registered after them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const input of [req.params, req.query, req.body]) guardText(input);
  });
}

/**
 * The rule for an input read after the guard's hook ran: a multipart form is read by its module's own
 * hook (lib/upload.ts), which is registered later and so runs after this one; it calls this on the fields.
 */
export function guardText(input: unknown): void {
  const found = findForbiddenText(input);
  if (found) throw refusal(found);
}
