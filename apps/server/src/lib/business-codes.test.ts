/**
 * Every failure code the server can throw is documented: an HTTP status the OpenAPI document describes, or
 * a business code of the contract's table (BUSINESS_CODES), carried by the HTTP status of its first three
 * digits. Read from the source: each `new AppError(code, message, status)` and `fail(code, …)` of the
 * server, so a new code thrown anywhere fails here until the table has it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPROVAL_ERROR_CODES } from '@pm/contract/approval';
import { BUSINESS_CODES, ERROR_CODES, httpStatusOf } from '@pm/contract/envelope';
import { ORDER_ERROR_CODES } from '@pm/contract/order';
import { PLAN_ERROR_CODES } from '@pm/contract/purchasing-plan';
import { SYNERGY_ERROR_CODES } from '@pm/contract/purchasing-synergy';
import { ERROR_ANSWERS } from '../plugins/openapi-answers';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (
      /\.ts$/.test(entry.name) &&
      !/\.test\.ts$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`)
    ) {
      out.push(full);
    }
  }
  return out;
}

/** The top-level arguments of the call whose `(` is at `open` (strings, templates and nesting skipped). */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args.filter((a) => a !== '');
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error('unbalanced call');
}

const NAMED: Record<string, Record<string, number>> = {
  ERROR_CODES,
  ORDER_ERROR_CODES,
  PLAN_ERROR_CODES,
  SYNERGY_ERROR_CODES,
  APPROVAL_ERROR_CODES,
};

/** A code argument's value: a number, or a member of ERROR_CODES / ORDER_ERROR_CODES; null otherwise. */
function valueOf(arg: string): number | null {
  if (/^\d+$/.test(arg)) return Number(arg);
  const m = /^([A-Z_]+)\.([A-Za-z]+)$/.exec(arg);
  return m ? (NAMED[m[1]!]?.[m[2]!] ?? null) : null;
}

interface Thrown {
  where: string;
  code: number | null;
  codeText: string;
  status: number | null;
  statusText: string | undefined;
}

function thrownCodes(): Thrown[] {
  const out: Thrown[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/new AppError\(/g)) {
      const args = argumentsAt(text, m.index + m[0].length - 1);
      const line = text.slice(0, m.index).split('\n').length;
      out.push({
        where: `${path.relative(SRC, file)}:${line}`,
        code: valueOf(args[0]!),
        codeText: args[0]!,
        status: args[2] === undefined ? null : valueOf(args[2]),
        statusText: args[2],
      });
    }
  }
  return out;
}

describe('failure codes the server throws', () => {
  const thrown = thrownCodes();
  const documented = (code: number) => code in ERROR_ANSWERS || BUSINESS_CODES[code] !== undefined;

  it('finds the throws (the scan works)', () => {
    expect(thrown.length).toBeGreaterThan(10);
    expect(thrown.some((t) => t.code === ORDER_ERROR_CODES.priceChanged)).toBe(true);
  });

  it('are each an HTTP status of the document or a business code of BUSINESS_CODES', () => {
    for (const t of thrown) {
      // app-error.ts's own helpers pass their constants through; everything else names its code.
      if (t.codeText === 'code') continue;
      expect(t.code, `${t.where}: ${t.codeText}`).not.toBeNull();
      expect(documented(t.code!), `${t.where}: ${t.code}`).toBe(true);
    }
    for (const code of [...Object.values(ERROR_CODES), ...Object.values(ORDER_ERROR_CODES)]) {
      expect(documented(code), `${code}`).toBe(true);
    }
  });

  it('travel with the HTTP status they name: the code itself, or a business code’s first three digits', () => {
    for (const t of thrown) {
      if (t.code === null) continue;
      const expected = httpStatusOf(t.code);
      if (t.statusText === undefined) {
        // AppError's default status is the code when it is one; a business code must name its status.
        expect(t.code, `${t.where}: business code ${t.code} without its HTTP status`).toBeLessThan(1000);
        continue;
      }
      expect(t.status, `${t.where}: status ${t.statusText}`).toBe(expected);
    }
  });

  it('keeps the table to the rule: five digits under a 4xx status that the document describes', () => {
    for (const code of Object.keys(BUSINESS_CODES).map(Number)) {
      expect(code, `${code}`).toBeGreaterThanOrEqual(10000);
      expect(httpStatusOf(code) in ERROR_ANSWERS, `${code}`).toBe(true);
    }
  });
});
