import { startTransition, useEffect, useState } from 'react';

/**
 * Items a list renders in its first commit: what a phone's first screen shows of a goods grid (two rows;
 * the third begins at the screen's bottom edge).
 */
export const REVEAL_FIRST = 4;
/** Items each later step adds. */
export const REVEAL_STEP = 4;

/**
 * How many of `total` items to render now: `first` at once, then `step` more in each later task until all
 * are there. A page of twenty goods cards rendered, committed and laid out at once is one long task on a
 * slow phone (Lighthouse's TBT); a few cards per task are short ones, and the first screen comes first.
 * Items that arrive later (the data, the next page) are revealed the same way, from where the count stands.
 */
export function useRevealCount(total: number, first = REVEAL_FIRST, step = REVEAL_STEP): number {
  const [steps, setSteps] = useState(0);
  const shown = Math.min(total, first + steps * step);
  useEffect(() => {
    if (shown >= total) return undefined;
    // A task of its own, after this commit has been painted; a tap in between goes first (transition).
    const timer = window.setTimeout(() => startTransition(() => setSteps((n) => n + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
