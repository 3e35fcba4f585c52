/**
 * Each buying rule has one home: the quantity rule (MOQ, order multiple, maximum) in ./quantity.ts, the
 * settleable line in ./cart.ts, yuan typed in a form as fen in ./money.ts, the words under a cart line and
 * a goods' freight in their web models.
 * This test reads the sources of the contract, the server and the web and fails where a rule is
 * written again (arithmetic on the order multiple, the quantity maximum as a number, the settleable
 * check, a second definition of a note), naming the file and line to change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'seed') out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(e.name) && !/\.(test|spec|d)\.tsx?$/.test(e.name)) {
      out.push(rel);
    }
  }
  return out;
}

const files = SOURCES.flatMap(sourceFiles).map((file) => ({
  file,
  lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n'),
}));

interface Rule {
  what: string;
  /** A line that writes the rule. */
  test: (line: string) => boolean;
  homes: string[];
  /**
   * Copies another part of the work still has to move. Remove a file from here once it calls the home:
   * the test fails while a listed file is clean.
   */
  notYetMoved?: string[];
}

const MULTIPLE = /\b(orderMultiple|order_multiple)\b/;

const RULES: Rule[] = [
  {
    what: 'arithmetic on the order multiple (use minQuantity, fitQuantity, quantityProblem of @pm/contract/quantity)',
    test: (l) => (MULTIPLE.test(l) && /%|Math\.(ceil|floor)\(/.test(l)) || /%\s*step\b/.test(l),
    // cart.repo's conditional UPDATEs check the multiple in SQL, in the statement that changes the line
    homes: ['packages/contract/src/quantity.ts', 'apps/server/src/modules/cart/cart.repo.ts'],
  },
  {
    what: 'the quantity maximum written as a number (use QUANTITY_MAX of @pm/contract/quantity)',
    test: (l) => /(?<![\d_])999_999(?![\d_])/.test(l),
    homes: ['packages/contract/src/quantity.ts'],
  },
  {
    what: "the settleable line, selected && state === 'ok' (use isSettleable of @pm/contract/cart)",
    test: (l) =>
      /\bselected\s*&&\s*[\w.]*\bstate\s*===\s*'ok'/.test(l) ||
      /\bstate\s*===\s*'ok'\s*&&\s*[\w.]*\bselected\b/.test(l),
    homes: ['packages/contract/src/cart.ts'],
  },
  {
    what: 'the stock and delivery note of a cart line (use stockNote of features/cart/model/cart-lines)',
    test: (l) => /function stockNote\b/.test(l),
    homes: ['apps/web/src/features/cart/model/cart-lines.ts'],
  },
  {
    what: "freight words (use freightText of the cart's or the goods' model)",
    test: (l) => /function freightText\b/.test(l),
    homes: [
      'apps/web/src/features/cart/model/cart-lines.ts',
      'apps/web/src/features/goods/model/goods-view.ts',
    ],
  },
  {
    what: 'yuan typed in a form turned into fen (use yuanToFen of @pm/contract/money; a form keeps only what it accepts)',
    test: (l) => /function yuanToFen\b/.test(l),
    homes: ['packages/contract/src/money.ts'],
  },
  {
    what: 'fen turned into yuan for an input (use fenToYuan or fenToYuanText of @pm/contract/money)',
    test: (l) => /function fenToYuan(Text)?\b/.test(l),
    homes: ['packages/contract/src/money.ts'],
  },
];

describe('each buying rule has one home', () => {
  for (const rule of RULES) {
    it(rule.what, () => {
      const found = new Map<string, string[]>();
      for (const { file, lines } of files) {
        lines.forEach((line, i) => {
          if (!rule.test(line)) return;
          found.set(file, [...(found.get(file) ?? []), `${file}:${i + 1}: ${line.trim()}`]);
        });
      }
      const allowed = new Set([...rule.homes, ...(rule.notYetMoved ?? [])]);
      const copies = [...found].filter(([file]) => !allowed.has(file)).flatMap(([, at]) => at);
      expect(copies, `written again outside ${rule.homes.join(', ')}`).toEqual([]);
      const moved = (rule.notYetMoved ?? []).filter((file) => !found.has(file));
      expect(moved, 'these files call the home now: remove them from notYetMoved').toEqual([]);
    });
  }
});
