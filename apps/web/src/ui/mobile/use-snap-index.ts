import { useCallback, useRef, useState } from 'react';

/**
 * The slide shown by a strip that snaps slide by slide with native scrolling (`.pm-snap`,
 * ui/mobile/first-screen.css): its ref, the index of the slide in view, and the scroll handler that keeps
 * the index. No gesture library: the browser scrolls, on the compositor.
 */
export function useSnapIndex<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [index, setIndex] = useState(0);
  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el && el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  }, []);
  return { ref, index, onScroll };
}
