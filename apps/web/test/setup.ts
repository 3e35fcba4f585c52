import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setRequestStandIn } from '@/lib/http';
import { setNavigator } from '@/lib/login-flow';
import { setNotifier } from '@/lib/notify';
import { forgetNearScreenObserver } from '@/ui/mobile/use-near-screen';
import { STATE_WAIT } from './wait';

// findBy… and waitFor wait on a state; their budget is STATE_WAIT's, not testing-library's 1 s, which a loaded
// machine can spend before a lazy module arrives.
configure({ asyncUtilTimeout: STATE_WAIT.timeout });

// No server answers unit tests: a request no stand-in or stub answered fails at once, quietly, instead of
// happy-dom's fetch calling the page's own address (http://localhost:3000), which printed ECONNREFUSED for
// the queries a page's loader starts after its test ended. A test's vi.stubGlobal('fetch', …) still wins.
const noServer = (input: unknown) => Promise.reject(new TypeError(`单元测试中没有服务器：${String(input)}`));
globalThis.fetch = noServer as typeof fetch;
window.fetch = noServer as typeof fetch;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // What a test replaced goes back (globals such as fetch or IntersectionObserver, vi.spyOn's methods and
  // getters), and the pictures' shared observer, made of the IntersectionObserver of its time, goes with it.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetNearScreenObserver();
});

// The files of the shared project ("web" in vitest.config.ts) share modules and one window: at the end of each
// file, what the app's registries keep goes (messages queued for a notifier, the notifier, the navigator, the
// HTTP client's stand-in).
afterAll(() => {
  setNotifier(() => undefined)();
  setNavigator(null);
  setRequestStandIn(null);
});
