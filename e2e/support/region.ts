/** 所在地区 on the desktop address form (antd Cascader, loaded level by level). */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Picks province, city and district in the address dialog until its field shows the last name. On a busy
 * machine a click can land while the menu is still opening and be lost (the next column never shows): the
 * menu is opened again where it is closed and the path is walked again.
 */
export async function pickRegion(page: Page, dialog: Locator, names: string[]): Promise<void> {
  const option = (name: string) => page.locator(`.ant-cascader-menu-item[title="${name}"]`);
  const field = dialog.locator('.ant-cascader');
  await expect
    .poll(
      async () => {
        if (!(await option(names[0]!).isVisible())) await field.click();
        for (const name of names) {
          const clicked = await option(name)
            .click({ timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          if (!clicked) return '';
        }
        return field.innerText();
      },
      { timeout: 60_000, interval: 500 },
    )
    .toContain(names[names.length - 1]);
}
