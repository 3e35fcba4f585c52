/** antd confirm dialogs (Modal.confirm) on the desktop pages. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Presses `ok` in the confirm dialog titled `title` and waits until the dialog is gone (`pressInDialog`).
 */
export async function confirmDialog(page: Page, title: string, ok: string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm', { hasText: title });
  await dialog.waitFor();
  await pressInDialog(dialog, dialog.getByRole('button', { name: ok }));
}

/**
 * Presses `button` of the antd dialog `dialog` and waits until the dialog is gone. On a busy machine a
 * click can land while the dialog is still zooming in and be lost (the dialog stays open, its button never
 * loading): it presses only once the dialog has settled, and again while the dialog is open, settled and
 * its button idle. The button itself ignores a press while its action runs, so the action runs once.
 */
export async function pressInDialog(dialog: Locator, button: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible())) return 'closed';
        // Still zooming in or out (the motion's classes), or its action running: wait.
        const moving = await dialog
          .evaluate((d) => /-(appear|enter|leave)\b/.test(d.className))
          .catch(() => true);
        const busy = await button.evaluate((b) => b.classList.contains('ant-btn-loading')).catch(() => true);
        if (!moving && !busy) await button.click({ timeout: 5_000 }).catch(() => undefined);
        return 'open';
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('closed');
}

const OPEN_POPCONFIRM = '.ant-popconfirm:not(.ant-popover-hidden)';

/**
 * Presses the danger button of the open popconfirm until `gone` is detached (a row deleted). A press can land
 * while the popover is still growing and be lost (ci8: the row stayed): it is pressed again while the row is
 * there and the popover open, and the popover opened again from `opener` when it closed without effect.
 */
export async function confirmRemoval(page: Page, opener: Locator, gone: Locator): Promise<void> {
  await confirmPopover(
    page.locator(`${OPEN_POPCONFIRM} .ant-popconfirm-buttons .ant-btn-dangerous`),
    opener,
    async () => (await gone.count()) === 0,
  );
}

/** The button named `name` of the popconfirm open on `page`. */
export function popconfirmButton(page: Page, name: RegExp): Locator {
  return page.locator(OPEN_POPCONFIRM).getByRole('button', { name });
}

/**
 * Presses `confirm` (a button of the open popconfirm) until `done` (confirmRemoval's way, for any action): a
 * press lost while the popover grew is pressed again, and the popover opened again from `opener` when it closed
 * without effect (ci47: a supplier's 确认收货 left the return at 退货中).
 */
export async function confirmPopover(
  confirm: Locator,
  opener: Locator,
  done: () => Promise<boolean>,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return 'done';
        if (!(await confirm.isVisible())) await opener.click({ timeout: 5_000 }).catch(() => undefined);
        await confirm.click({ timeout: 5_000 }).catch(() => undefined);
        return (await done()) ? 'done' : 'not yet';
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe('done');
}
