/**
 * Time budgets of the web tests that are slow by nature, given to those checks alone (the project's
 * defaults stay: 5 s a test, 1 s a wait). On a busy two-core machine a whole antd form or modal in happy-dom
 * takes seconds to render and validate, and loading every page module of an area cold takes longer still.
 * These are ceilings for waiting on a state, never pauses: a check that passes ends at once.
 */

/** A test that renders a whole desktop (antd) page, form or modal and goes through it (about 25 s at worst seen, load 12 on two cores). */
export const UI_TEST_MS = 60_000;
/** A test that imports every page module of an area (the first import transforms each one; 11 s seen under load). */
export const MODULE_LOAD_TEST_MS = 90_000;
/** A wait (findBy…, waitFor) for what an antd form shows after a click: validation, a dialog, a message. */
export const UI_WAIT = { timeout: 10_000 } as const;
