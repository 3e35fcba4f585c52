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
