import { useCallback, useEffect, useState } from 'react';

/** How long a button says what just happened (已加入): long enough to read, unlike the shop's 500 ms toast. */
export const FLASH_MS = 2500;

/**
 * A confirmation that stays for a moment: `flash(key)` marks `key` as just done, and it clears itself
 * after FLASH_MS (or when another key is flashed). The buttons of 加入购物车 / 加入核价单 / 加入询价篮 show
 * 已加入 with it, so a success is seen even after its toast is gone.
 */
export function useFlash<K extends string>(ms = FLASH_MS): [K | null, (key: K) => void] {
  const [done, setDone] = useState<{ key: K; at: number } | null>(null);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => setDone(null), ms);
    return () => clearTimeout(t);
  }, [done, ms]);
  const flash = useCallback((key: K) => setDone({ key, at: Date.now() }), []);
  return [done?.key ?? null, flash];
}
