import { useEffect, useRef, useState } from 'react';

/**
 * How near the screen a picture's box must come before the picture is asked for: half a screen below
 * (and above) it, and 200 px beside it inside a horizontal strip. The browser's own loading="lazy" asks
 * for everything within 1,250–2,500 px, which on a phone home is twenty pictures no one has seen yet,
 * each one network and main-thread time while the page is starting.
 */
const NEAR: IntersectionObserverInit & { scrollMargin?: string } = {
  rootMargin: '50% 0px',
  scrollMargin: '200px',
};

type Wake = () => void;
const waiting = new Map<Element, Wake>();
let observer: IntersectionObserver | null = null;

/** One observer for every picture of the page. */
function watch(el: Element, wake: Wake): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const done = waiting.get(entry.target);
      observer?.unobserve(entry.target);
      waiting.delete(entry.target);
      done?.();
    }
  }, NEAR);
  waiting.set(el, wake);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/** Unit tests only (test/setup.ts): the next picture makes a new observer, of the IntersectionObserver then current. */
export function forgetNearScreenObserver(): void {
  observer = null;
  waiting.clear();
}

/**
 * A ref for a picture's box (which keeps its size while empty) and whether the box has come near the
 * screen; once near it stays so. `now` (a first-screen picture), or a browser without
 * IntersectionObserver, starts near.
 */
export function useNearScreen<T extends Element>(now = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => now || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    return watch(el, () => setNear(true));
  }, [near]);
  return { ref, near };
}
