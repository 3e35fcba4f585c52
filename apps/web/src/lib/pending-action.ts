/**
 * The pending action: when a guest adds to the cart, compare list or inquiry basket (or buys),
 * the action and its params are saved under localStorage ShopTodoAction and the guest is sent to log in;
 * after login the action is replayed by the runner registered for its kind.
 *
 * Runners are registered by the feature that owns the call (e.g. the cart registers 'append'). When the
 * runner is not loaded yet at login time, the action waits in storage and runs when it registers.
 */
import { CART_ACTIONS, STORAGE_KEYS } from '@pm/contract/constants';
import type { CartAction } from '@pm/contract/constants';
import { goToLogin, navigateTo } from './login-flow';
import { notify } from './notify';
import { isSignedIn } from './token';

/** Glossary: login required (guard). */
export const LOGIN_REQUIRED_TEXT = '请先登录';

export type PendingActionKind = CartAction;
export type PendingParams = Record<string, unknown>;
export interface PendingAction {
  action: PendingActionKind;
  params: PendingParams;
}
/**
 * Runs a pending action. It may answer `{ next: '/path' }`: the page to open afterwards (立即购买 opens the
 * cart); after sign-in that page replaces the login redirect.
 */
export type PendingActionRunner = (params: PendingParams) => unknown;

export type ReplayResult = { ran: false } | { ran: true; next: string | null };

function nextOf(out: unknown): string | null {
  if (out === null || typeof out !== 'object' || !('next' in out)) return null;
  const next = (out as { next: unknown }).next;
  return typeof next === 'string' && next.startsWith('/') ? next : null;
}

/**
 * The goods and quantity of a saved action: `id` (or `itemId`, the inquiry basket's name) and a
 * positive whole `num` (1 when missing or invalid). `id` is '' when the params name no goods.
 */
export function goodsParamsOf(params: PendingParams): { id: string; num: number } {
  const raw = params.id ?? params.itemId;
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const num = Number(params.num);
  return { id, num: Number.isFinite(num) && num > 0 ? Math.floor(num) : 1 };
}

const runners = new Map<PendingActionKind, PendingActionRunner>();

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isKind(value: unknown): value is PendingActionKind {
  return typeof value === 'string' && (CART_ACTIONS as readonly string[]).includes(value);
}

function isParams(value: unknown): value is PendingParams {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Parses a stored value: null when missing, not JSON, or not `{action: <known kind>, params: {...}}`. */
export function parsePendingAction(raw: string | null): PendingAction | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isParams(value)) return null;
    const { action, params } = value as { action?: unknown; params?: unknown };
    if (!isKind(action)) return null;
    return { action, params: isParams(params) ? params : {} };
  } catch {
    return null;
  }
}

/** Saves the guest's action (replaces any earlier one). */
export function savePendingAction(action: PendingActionKind, params: PendingParams = {}): void {
  store()?.setItem(STORAGE_KEYS.todoAction, JSON.stringify({ action, params }));
}

/** The stored action; a malformed or unknown stored value is removed and null returned. */
export function readPendingAction(): PendingAction | null {
  const raw = store()?.getItem(STORAGE_KEYS.todoAction) ?? null;
  const parsed = parsePendingAction(raw);
  if (raw !== null && parsed === null) clearPendingAction();
  return parsed;
}

export function clearPendingAction(): void {
  store()?.removeItem(STORAGE_KEYS.todoAction);
}

/**
 * Replays the stored action when its runner is registered: the action is removed first (it runs once
 * even if the runner fails). Says whether a runner ran and the page it asks to open next.
 */
export async function replayPendingAction(): Promise<ReplayResult> {
  const pending = readPendingAction();
  if (!pending) return { ran: false };
  const runner = runners.get(pending.action);
  if (!runner) return { ran: false };
  clearPendingAction();
  try {
    return { ran: true, next: nextOf(await runner(pending.params)) };
  } catch (err) {
    // the runner's own call already told the user (toast); keep the login flow going
    console.error('[pending-action] replay failed', err);
    return { ran: true, next: null };
  }
}

/**
 * Registers the runner of one action kind; returns the unregister function. A signed-in user's stored
 * action of this kind runs now (its runner was not loaded at login time).
 */
export function registerPendingActionRunner(kind: PendingActionKind, fn: PendingActionRunner): () => void {
  runners.set(kind, fn);
  if (isSignedIn() && readPendingAction()?.action === kind) {
    void replayPendingAction().then((r) => {
      if (r.ran && r.next) navigateTo(r.next);
    });
  }
  return () => {
    if (runners.get(kind) === fn) runners.delete(kind);
  };
}

/** A guest triggered an action: save it, say 请先登录 and show the login screen of the current area. */
export function deferUntilLogin(kind: PendingActionKind, params: PendingParams = {}): void {
  savePendingAction(kind, params);
  notify(LOGIN_REQUIRED_TEXT, 'info');
  goToLogin();
}

/** Runs the action now when signed in (through its runner), otherwise defers it until after login. */
export async function runOrDefer(kind: PendingActionKind, params: PendingParams = {}): Promise<void> {
  if (!isSignedIn()) {
    deferUntilLogin(kind, params);
    return;
  }
  const runner = runners.get(kind);
  if (!runner) return;
  const next = nextOf(await runner(params));
  if (next) navigateTo(next);
}
