/**
 * Auth state: the Bearer token (persisted under APP_AUTHORIZATION, read at start),
 * isAuthorized, and the current user's authorities.
 */
import { create } from 'zustand';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { onAuthCleared } from '@/lib/auth-events';

export interface Authority {
  authority: string;
}

export interface AuthState {
  token: string | null;
  isAuthorized: boolean;
  userAuthorities: Authority[];
  setToken(token: string): void;
  setAuthorities(authorities: Authority[]): void;
  clear(): void;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.authorization) || null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(STORAGE_KEYS.authorization, token);
    else window.localStorage.removeItem(STORAGE_KEYS.authorization);
  } catch {
    // storage unavailable (private mode): the in-memory state still works for this page
  }
}

const initialToken = readStoredToken();

export const useAuthStore = create<AuthState>()((set) => ({
  token: initialToken,
  isAuthorized: initialToken !== null,
  userAuthorities: [],
  setToken(token) {
    writeStoredToken(token);
    set({ token, isAuthorized: true });
  },
  setAuthorities(authorities) {
    set({ userAuthorities: authorities });
  },
  clear() {
    writeStoredToken(null);
    set({ token: null, isAuthorized: false, userAuthorities: [] });
  },
}));

/** True when the user holds the named authority (authority checks by name). */
export function hasAuthority(
  name: string,
  authorities: Authority[] = useAuthStore.getState().userAuthorities,
) {
  return authorities.some((a) => a.authority === name);
}

// lib/http ends the session on expiry; keep the store in step.
onAuthCleared(() => {
  if (useAuthStore.getState().token !== null || useAuthStore.getState().isAuthorized) {
    useAuthStore.setState({ token: null, isAuthorized: false, userAuthorities: [] });
  }
});

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== STORAGE_KEYS.authorization) return;
    const token = readStoredToken();
    if (token !== useAuthStore.getState().token) {
      useAuthStore.setState({
        token,
        isAuthorized: token !== null,
        userAuthorities: token ? useAuthStore.getState().userAuthorities : [],
      });
    }
  });
}
