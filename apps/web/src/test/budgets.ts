/**
 * Time budgets of the web tests that are slow by nature, given to those checks alone (the project's
 * defaults stay: 5 s a test, 1 s a wait). On a busy two-core machine a whole antd form or modal in happy-dom
 * takes seconds to render and validate, and loading every page module of an area cold takes longer still.
 * These are ceilings for waiting on a state, never pauses: a check that passes ends at once.
 */

/**
 * A test that renders a whole page, form or modal of a kit and goes through it (up to 42 s seen for the
 * refund modal with a load of 14 on two cores; 5 to 12 s for most).
 */
export const UI_TEST_MS = 60_000;
/** A test that imports every page module of an area (the first import transforms each; 14 s seen under load). */
export const MODULE_LOAD_TEST_MS = 90_000;
/** A wait (findBy…, waitFor) for what an antd form shows after a click: validation, a dialog, a message. */
export const UI_WAIT = { timeout: 10_000 } as const;
