import { STORAGE_KEYS } from '@pm/contract/constants';

/** The stored Bearer token (localStorage APP_AUTHORIZATION), if any. */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.authorization) || null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return readToken() !== null;
}
