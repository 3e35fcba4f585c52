import { useEffect, useState } from 'react';
import { readToken } from '@/lib/token';
import { cartBadgeText } from '../model/cart-badge';

/**
 * The cart badge of a mobile shell's tab bar: the real line count (GET /cart/direct/count) while
 * signed in, refreshed after every cart change. The count's code (and react-query) loads after the first
 * paint, and only for a signed-in user, so it is not part of the shells' initial JS. Signing in or out is
 * noticed on the next render (every navigation renders the shell).
 */
export function useCartBadge(): string | undefined {
  const signedIn = readToken() !== null;
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!signedIn) {
      setCount(0);
      return undefined;
    }
    let live = true;
    let stop: (() => void) | undefined;
    void import('../api/cart-direct-count')
      .then((m) => {
        if (live) stop = m.watchCartCount(setCount);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [signedIn]);
  return cartBadgeText(count);
}
