import { EXIT_CONFIRM_MS } from '@pm/contract/constants';

/**
 * Native app mode.
 *
 * The product runs in two modes: in a browser, and embedded in the native 固买 app (a WebView).
 * Detection: the native shell appends the marker {@link NATIVE_UA_MARKER} to the WebView's user agent
 * (e.g. `Mozilla/5.0 ... Mobile Safari/537.36 GomroApp/2.3.0`), or injects a bridge object
 * `window.GomroNative` before the page loads. Either one means app mode.
 *
 * The native shell forwards the hardware back button as a DOM event {@link BACK_BUTTON_EVENT} on
 * `document` (the Cordova convention) and exposes `GomroNative.exitApp()` to close the app.
 */

export const NATIVE_UA_MARKER = 'GomroApp';
export const NATIVE_BRIDGE_KEY = 'GomroNative';
export const BACK_BUTTON_EVENT = 'backbutton';
export const EXIT_TOAST_TEXT = '再按一次退出应用';

/** The bridge the native shell injects (all members optional: older shells only mark the user agent). */
export interface NativeBridge {
  exitApp?: () => void;
}

export interface NativeEnv {
  userAgent?: string;
  bridge?: unknown;
}

function currentEnv(): NativeEnv {
  if (typeof window === 'undefined') return {};
  return {
    userAgent: window.navigator?.userAgent,
    bridge: (window as unknown as Record<string, unknown>)[NATIVE_BRIDGE_KEY],
  };
}

/** True inside the native app. `env` is injectable for tests; by default the current window is read. */
export function isNativeApp(env: NativeEnv = currentEnv()): boolean {
  if (env.bridge !== undefined && env.bridge !== null) return true;
  return new RegExp(`\\b${NATIVE_UA_MARKER}\\b`).test(env.userAgent ?? '');
}

/** The bridge object, when the shell injected one. */
export function nativeBridge(env: NativeEnv = currentEnv()): NativeBridge | undefined {
  const b = env.bridge;
  return b !== null && typeof b === 'object' ? (b as NativeBridge) : undefined;
}

/** Used when VITE_NATIVE_CLIENT_HOST is not set at build time: the local server of `npm start`. */
export const DEFAULT_NATIVE_CLIENT_HOST = 'http://127.0.0.1:8080';

/**
 * The fixed client host origin the API is called on in app mode ("in the native app it is fixed to
 * the client host"). Set VITE_NATIVE_CLIENT_HOST at build time for a release; no trailing slash.
 */
export function nativeClientHost(configured: unknown = import.meta.env.VITE_NATIVE_CLIENT_HOST): string {
  const host =
    typeof configured === 'string' && configured.trim() !== ''
      ? configured.trim()
      : DEFAULT_NATIVE_CLIENT_HOST;
  return host.replace(/\/+$/, '');
}

export interface BackButtonOptions {
  /** Milliseconds now (injectable clock). */
  now: () => number;
  /** Shows the exit hint; called with 再按一次退出应用. */
  showToast: (message: string) => void;
  /** Closes the app. */
  exitApp: () => void;
  /** The exit-confirm window (1 second). */
  windowMs?: number;
}

/**
 * The native back-button rule: the first press shows the toast 再按一次退出应用; a second press
 * within the window (strictly less than `windowMs` after the first) exits; a press after the window has
 * passed starts over (shows the toast again and opens a new window).
 */
export function createBackButtonHandler({
  now,
  showToast,
  exitApp,
  windowMs = EXIT_CONFIRM_MS,
}: BackButtonOptions): () => void {
  let firstPressAt: number | null = null;
  return () => {
    const t = now();
    if (firstPressAt !== null && t - firstPressAt < windowMs) {
      firstPressAt = null;
      exitApp();
      return;
    }
    firstPressAt = t;
    showToast(EXIT_TOAST_TEXT);
  };
}

/**
 * Listens for the native back-button event on `target` (default: document). Returns the unsubscribe
 * function. Does nothing outside app mode unless `force` is set.
 */
export function listenBackButton(
  handler: () => void,
  { target, force = false }: { target?: EventTarget; force?: boolean } = {},
): () => void {
  const t = target ?? (typeof document === 'undefined' ? undefined : document);
  if (!t || (!force && !isNativeApp())) return () => undefined;
  const listener = (e: Event) => {
    e.preventDefault();
    handler();
  };
  t.addEventListener(BACK_BUTTON_EVENT, listener);
  return () => t.removeEventListener(BACK_BUTTON_EVENT, listener);
}

/** The part of Capacitor's injected `window.Capacitor` the adapter uses (the shell installs @capacitor/app). */
export interface CapacitorLike {
  isNativePlatform?: () => boolean;
  Plugins?: {
    App?: {
      addListener: (event: 'backButton', listener: () => void) => unknown;
      exitApp: () => unknown;
    };
  };
}

/**
 * Connects a Capacitor WebView shell (docs/native-shell.md) to app mode: when the page runs inside a
 * Capacitor app whose App plugin is present, it installs the {@link NATIVE_BRIDGE_KEY} bridge (exit →
 * `App.exitApp()`) and forwards the hardware back button (`App` 'backButton') as the
 * {@link BACK_BUTTON_EVENT} DOM event. Shells that inject their own bridge are left alone. Returns true
 * when it connected. Runs once at start, before the first render.
 */
export function connectCapacitorShell(win: Window = window): boolean {
  const w = win as unknown as Record<string, unknown>;
  const cap = w.Capacitor as CapacitorLike | undefined;
  const app = cap?.Plugins?.App;
  if (!cap || !app || cap.isNativePlatform?.() === false) return false;
  if (w[NATIVE_BRIDGE_KEY] === undefined) {
    const bridge: NativeBridge = { exitApp: () => void app.exitApp() };
    w[NATIVE_BRIDGE_KEY] = bridge;
  }
  app.addListener('backButton', () => {
    win.document.dispatchEvent(new Event(BACK_BUTTON_EVENT, { cancelable: true }));
  });
  return true;
}
