/**
 * Build-time configuration (Vite env, see apps/web/.env). Every value has a sane default so that a
 * build without any .env still runs against the bundled server.
 */
import { API_PREFIX } from '@pm/contract/constants';

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** The sign-in page (exported alone too: area tables read it without reading an object, so the
 * market-only build can drop the desktop areas whole). */
export const SIGN_IN_PATH = str(import.meta.env.VITE_SIGN_IN_PATH, '/login');
export const SIGN_OUT_PATH = str(import.meta.env.VITE_SIGN_OUT_PATH, '/logout');

export const env = {
  /** Base URL of the API (browser mode). */
  apiBase: str(import.meta.env.VITE_API_BASE, API_PREFIX).replace(/\/+$/, ''),
  /** The trade site's sign-in page: a hash path of this app ('/login') or an absolute URL. */
  signInPath: SIGN_IN_PATH,
  /** The sign-out page: a hash path of this app ('/logout') or an absolute URL. */
  signOutPath: SIGN_OUT_PATH,
  /** Host name of the AI-material site (its production name; dev-/pre-/test- variants match too). */
  materialHost: str(import.meta.env.VITE_MATERIAL_HOST, 'material.localhost'),
  /** Production host name of the trade web site; empty = the sign-in page is served by this app. */
  webHost: str(import.meta.env.VITE_WEB_HOST, ''),
  /** True in the market-only build. */
  marketOnly: import.meta.env.MODE === 'market',
} as const;
