import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into the page under test. */
const AXE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource: string | null = null;

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (at most 5). */
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA rules and best practices) on the page as it is now and returns the serious and
 * critical violations. Empty means the page passes.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeFinding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the pages' Content-Security-Policy (script-src 'self')
  // refuses an injected <script> tag, not this.
  if (!hasAxe) await page.evaluate((axeSource ??= fs.readFileSync(AXE_PATH, 'utf8')));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      }));
  });
}
