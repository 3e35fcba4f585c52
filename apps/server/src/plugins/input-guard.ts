import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldLabel } from '@pm/contract/fields';
import { AppError } from '../lib/app-error';

/** The answer's message when a parameter carries a character no input may hold. */
export const FORBIDDEN_CHARACTER_MESSAGE = '参数包含不允许的字符';

/** NUL: PostgreSQL text cannot store it, and no field of ours has a use for it. */
const hasForbidden = (text: string): boolean => text.includes('\u0000');

export type InputPath = (string | number)[];

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
 * input, as a path (`[]` for the input itself), or null when there is none. Iterative, with parent links
 * rather than copied paths, so a deeply nested JSON body costs neither stack nor quadratic time.
 */
export function findForbiddenText(input: unknown): InputPath | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasForbidden(value)) return pathOf(visit);
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
      // A key with NUL is reported at its object: the key itself is no field name to show.
      if (hasForbidden(key)) return pathOf(visit);
      stack.push({ value: (value as Record<string, unknown>)[key], key, parent: visit });
    }
  }
  return null;
}

function refusal(path: InputPath): AppError {
  const field = path.join('.');
  const named = path.some((s) => typeof s === 'string');
  return AppError.badRequest(named ? `${fieldLabel(field)}包含不允许的字符` : FORBIDDEN_CHARACTER_MESSAGE, {
    errors: [{ field, message: FORBIDDEN_CHARACTER_MESSAGE }],
  });
}

/**
 * One guard where strings enter: path parameters, query string and body (JSON or form), checked
 * recursively before validation, so that no route can hand PostgreSQL a NUL (a 500 otherwise).
 * Register it before the routes: hooks apply to routes registered after them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const input of [req.params, req.query, req.body]) {
      const path = findForbiddenText(input);
      if (path) throw refusal(path);
    }
  });
}
