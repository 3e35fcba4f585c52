/**
 * How long a web test waits for a state (a route settled, a message shown) before it fails: a budget against
 * hangs, not a speed check. It is generous because a loaded 2-core machine (the suite's lanes side by side,
 * other work beside them) can take seconds to import a lazy route; a state that comes is seen at once.
 */
export const STATE_WAIT = { timeout: 30_000, interval: 20 } as const;
