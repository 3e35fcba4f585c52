import type { Locator, Page } from 'playwright-core';

/**
 * A screenshot for a person to look at (/tmp/…png), taken only when E2E_SHOTS is set: the suite asserts
 * on states, never on pictures, and each picture costs the browser CPU that CI does not have.
 */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await target.screenshot(options);
}
