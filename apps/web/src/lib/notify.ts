/**
 * The area notifier: every area shell registers how it shows a toast (desktop: antd message,
 * 500 ms; mobile: antd-mobile Toast, 2 s). Shared code (lib/http, features) only calls notify().
 * lib imports no UI kit.
 */
export type NotifyKind = 'error' | 'success' | 'info';
export type Notifier = (message: string, kind: NotifyKind) => void;

interface Pending {
  message: string;
  kind: NotifyKind;
}

/** Messages raised before any shell registered a notifier (e.g. a guard on first load); kept few. */
const MAX_PENDING = 3;
let current: Notifier | null = null;
let pending: Pending[] = [];

/** Registers the notifier of the active area shell; returns a function that unregisters it. */
export function setNotifier(fn: Notifier): () => void {
  current = fn;
  const queued = pending;
  pending = [];
  for (const p of queued) fn(p.message, p.kind);
  return () => {
    if (current === fn) current = null;
  };
}

/** Shows a toast through the active area's notifier (queued until one is registered). */
export function notify(message: string, kind: NotifyKind = 'error'): void {
  if (!message) return;
  if (current) {
    current(message, kind);
    return;
  }
  pending = [...pending, { message, kind }].slice(-MAX_PENDING);
}
