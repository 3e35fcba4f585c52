import { describe, expect, it, vi } from 'vitest';
import { EXIT_CONFIRM_MS } from '@pm/contract/constants';
import {
  BACK_BUTTON_EVENT,
  DEFAULT_NATIVE_CLIENT_HOST,
  EXIT_TOAST_TEXT,
  connectCapacitorShell,
  createBackButtonHandler,
  isNativeApp,
  listenBackButton,
  nativeBridge,
  nativeClientHost,
} from './native-app';

const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('isNativeApp', () => {
  it('is false in a plain browser', () => {
    expect(isNativeApp({ userAgent: BROWSER_UA })).toBe(false);
    expect(isNativeApp({})).toBe(false);
  });

  it('is true when the user agent carries the GomroApp marker', () => {
    expect(isNativeApp({ userAgent: `${BROWSER_UA} GomroApp/2.3.0` })).toBe(true);
  });

  it('does not match the marker inside another word', () => {
    expect(isNativeApp({ userAgent: `${BROWSER_UA} NotGomroAppX/1.0` })).toBe(false);
  });

  it('is true when the native bridge object is present', () => {
    const bridge = { exitApp: () => undefined };
    expect(isNativeApp({ userAgent: BROWSER_UA, bridge })).toBe(true);
    expect(nativeBridge({ bridge })).toBe(bridge);
    expect(nativeBridge({})).toBeUndefined();
  });

  it('reads the current window by default', () => {
    expect(isNativeApp()).toBe(false);
    (window as unknown as Record<string, unknown>).GomroNative = {};
    try {
      expect(isNativeApp()).toBe(true);
    } finally {
      delete (window as unknown as Record<string, unknown>).GomroNative;
    }
  });
});

describe('nativeClientHost', () => {
  it('uses the configured host without a trailing slash', () => {
    expect(nativeClientHost('https://m.example.cn/')).toBe('https://m.example.cn');
  });
  it('falls back to the default when unset or blank', () => {
    expect(nativeClientHost(undefined)).toBe(DEFAULT_NATIVE_CLIENT_HOST);
    expect(nativeClientHost('  ')).toBe(DEFAULT_NATIVE_CLIENT_HOST);
  });
});

describe('createBackButtonHandler', () => {
  function setup() {
    let t = 10_000;
    const showToast = vi.fn();
    const exitApp = vi.fn();
    const press = createBackButtonHandler({ now: () => t, showToast, exitApp });
    return {
      press,
      showToast,
      exitApp,
      advance: (ms: number) => {
        t += ms;
      },
    };
  }

  it('first press shows the toast and does not exit', () => {
    const { press, showToast, exitApp } = setup();
    press();
    expect(showToast).toHaveBeenCalledExactlyOnceWith('再按一次退出应用');
    expect(EXIT_TOAST_TEXT).toBe('再按一次退出应用');
    expect(exitApp).not.toHaveBeenCalled();
  });

  it('second press within 1 s exits', () => {
    const { press, showToast, exitApp, advance } = setup();
    press();
    advance(EXIT_CONFIRM_MS - 1);
    press();
    expect(exitApp).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('a press after the window starts over', () => {
    const { press, showToast, exitApp, advance } = setup();
    press();
    advance(EXIT_CONFIRM_MS);
    press();
    expect(exitApp).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledTimes(2);
    // the new window counts from the second press
    advance(500);
    press();
    expect(exitApp).toHaveBeenCalledTimes(1);
  });

  it('after exiting, the next press starts over', () => {
    const { press, showToast, exitApp, advance } = setup();
    press();
    advance(100);
    press();
    advance(100);
    press();
    expect(exitApp).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledTimes(2);
  });

  it('honours a custom window', () => {
    let t = 0;
    const exitApp = vi.fn();
    const press = createBackButtonHandler({
      now: () => t,
      showToast: () => undefined,
      exitApp,
      windowMs: 3000,
    });
    press();
    t = 2500;
    press();
    expect(exitApp).toHaveBeenCalledTimes(1);
  });
});

describe('listenBackButton', () => {
  it('calls the handler for the native back-button event and unsubscribes', () => {
    const target = new EventTarget();
    const handler = vi.fn();
    const off = listenBackButton(handler, { target, force: true });
    target.dispatchEvent(new Event(BACK_BUTTON_EVENT));
    expect(handler).toHaveBeenCalledTimes(1);
    off();
    target.dispatchEvent(new Event(BACK_BUTTON_EVENT));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not listen outside app mode', () => {
    const target = new EventTarget();
    const handler = vi.fn();
    listenBackButton(handler, { target });
    target.dispatchEvent(new Event(BACK_BUTTON_EVENT));
    expect(handler).not.toHaveBeenCalled();
  });
});

/** A window with what Capacitor injects into a page its WebView loads, and the App plugin's parts. */
function capacitorWindow(native = true) {
  let back: (() => void) | undefined;
  const exitApp = vi.fn();
  const doc = new EventTarget();
  const win = {
    document: doc,
    Capacitor: {
      isNativePlatform: () => native,
      Plugins: {
        App: {
          addListener: (event: string, listener: () => void) => {
            if (event === 'backButton') back = listener;
          },
          exitApp,
        },
      },
    },
  } as unknown as Window & Record<string, unknown>;
  return { win, doc, exitApp, pressBack: () => back?.() };
}

describe('connectCapacitorShell', () => {
  it('installs the bridge and forwards the hardware back button as the DOM event', () => {
    const { win, doc, exitApp, pressBack } = capacitorWindow();
    expect(connectCapacitorShell(win)).toBe(true);
    expect(isNativeApp({ bridge: win.GomroNative })).toBe(true);
    const onBack = vi.fn();
    doc.addEventListener(BACK_BUTTON_EVENT, onBack);
    pressBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    nativeBridge({ bridge: win.GomroNative })?.exitApp?.();
    expect(exitApp).toHaveBeenCalledTimes(1);
  });

  it("leaves a shell's own bridge in place", () => {
    const { win } = capacitorWindow();
    const own = { exitApp: vi.fn() };
    win.GomroNative = own;
    connectCapacitorShell(win);
    expect(win.GomroNative).toBe(own);
  });

  it("does nothing in a browser or on Capacitor's web platform", () => {
    expect(connectCapacitorShell({ document: new EventTarget() } as unknown as Window)).toBe(false);
    const { win } = capacitorWindow(false);
    expect(connectCapacitorShell(win)).toBe(false);
    expect(win.GomroNative).toBeUndefined();
  });
});
