/**
 * The area registry. The market-only build (`vite build --mode market`) serves app-market and help
 * (plus not-found); the full build serves every area.
 *
 * MODE is a build-time constant and each registry is reached only through its own branch, so the
 * bundler never sees the other build's areas. (A static import of every area with the choice made on
 * the array was not enough: the bundler kept areas whose pages import back from their area file.)
 */
import type { AreaDef } from './route-types';

export const MARKET_ONLY = import.meta.env.MODE === 'market';

/** Where '/' goes: /shop in the full build, /app-market in the market-only build. */
export const HOME_PATH = import.meta.env.MODE === 'market' ? '/app-market' : '/shop';

export function loadAreas(): Promise<AreaDef[]> {
  return import.meta.env.MODE === 'market'
    ? import('./areas-market').then((m) => m.areas)
    : import('./areas-full').then((m) => m.areas);
}
