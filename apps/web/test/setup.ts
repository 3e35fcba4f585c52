import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setNavigator } from '@/lib/login-flow';
import { setNotifier } from '@/lib/notify';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The files of the shared project ("web" in vitest.config.ts) share modules and one window: at the end of each
// file, what the app's registries keep goes (messages queued for a notifier, the notifier, the navigator).
afterAll(() => {
  setNotifier(() => undefined)();
  setNavigator(null);
});
