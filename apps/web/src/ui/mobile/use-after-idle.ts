import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (or after `fallbackMs` where
 * there is no idle callback): a section below the fold renders then, so the page's first commit stays
 * small on a slow phone and the first screen is there sooner.
 */
export function useAfterIdle(fallbackMs = 200): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), fallbackMs);
    return () => window.clearTimeout(timer);
  }, [fallbackMs]);
  return idle;
}
