/**
 * Signing in and out, shared by the desktop sign-in page and the mobile/app-market logins: a wrong
 * account or password says 用户名或密码错误 and removes the stored token; sign-out removes the SESSION
 * cookie, tells the server, and clears the local state.
 */
import { SESSION_COOKIE, STORAGE_KEYS } from '@pm/contract/constants';
import type { TokenData } from '@pm/contract/auth';
import { ERROR_CODES, MESSAGES, type Envelope } from '@pm/contract/envelope';
import type { SessionUser } from '@pm/contract/user';
import { endSession } from '@/lib/http';
import { replayPendingAction } from '@/lib/pending-action';
import type { RegisterRequest } from '@pm/contract/register';
import { postLogin } from '../api/login';
import { postLogout } from '../api/logout';
import { postRegister } from '../api/register';
import { getSessionUser } from '../api/session-user';
import { useAuthStore } from './auth-store';
import { loadAccountKind } from './account-kind';

/** `next`: the page a replayed pending action asks to open instead of the login redirect. */
export type LoginResult = { ok: true; next: string | null } | { ok: false; message: string };

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.username === 'string' && Array.isArray(v.roleIds);
}

/** The session user stored under APP_USER, or null (none, or not a session user). */
export function storedSessionUser(): SessionUser | null {
  const raw = local()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** Loads the session user into APP_USER (and its id into session storage for the action trace). */
export async function loadSessionUser(): Promise<SessionUser | null> {
  try {
    const user = await getSessionUser();
    if (!isSessionUser(user)) return null;
    local()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    try {
      window.sessionStorage.setItem(STORAGE_KEYS.userId, user.id);
    } catch {
      // no session storage: the trace goes without the id
    }
    return user;
  } catch {
    return null;
  }
}

/**
 * POST /open/token; on code 200 stores the token, loads the session user and replays the guest's
 * pending action. Any other answer (or none) removes the stored token: 用户名或密码错误.
 */
export async function loginWithPassword(username: string, password: string): Promise<LoginResult> {
  const body = await postLogin({ username, password });
  const token = tokenOf(body);
  if (token) return startSession(token);
  useAuthStore.getState().clear();
  // Too many attempts is not a wrong password: say what the server said.
  if ('code' in body && body.code === ERROR_CODES.tooManyRequests && body.message) {
    return { ok: false, message: body.message };
  }
  return { ok: false, message: MESSAGES.badCredentials };
}

/** The access token of a sign-in answer (code 200), if any. */
function tokenOf(body: Envelope<TokenData> | Record<string, never>): string | null {
  const token = 'code' in body && body.code === 200 ? body.data?.access_token : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** A new session's token: store it, load the session user, replay the guest's pending action. */
async function startSession(token: string): Promise<LoginResult> {
  useAuthStore.getState().setToken(token);
  await Promise.all([loadSessionUser(), loadAccountKind()]);
  const replay = await replayPendingAction();
  return { ok: true, next: replay.ran ? replay.next : null };
}

/**
 * POST /open/register (the form's rules passed); on code 200 the new account is signed in exactly as
 * after a login. Otherwise the server's message (该手机号已被注册, a rule, too many attempts).
 */
export async function registerAccount(input: RegisterRequest): Promise<LoginResult> {
  const body = await postRegister(input);
  const token = tokenOf(body);
  if (token) return startSession(token);
  const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
  return { ok: false, message: message || MESSAGES.shopFallback };
}

function removeSessionCookie(): void {
  const expire = `${SESSION_COOKIE}=; Max-Age=0; path=/`;
  document.cookie = expire;
  document.cookie = `${expire}; domain=${window.location.hostname}`;
}

/**
 * Signs out: removes the SESSION cookie on the current host name, POST /open/logout, GET /iam-logout
 * (credentials, no-cors; errors ignored), then clears the auth state and local storage.
 */
export async function logout(): Promise<void> {
  removeSessionCookie();
  await postLogout();
  endSession();
  useAuthStore.getState().clear();
}
