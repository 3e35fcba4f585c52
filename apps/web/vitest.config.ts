import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = import.meta.dirname;
const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * A test file that replaces a module, fakes timers, stubs the environment, or moves the page's address or
 * cookies runs in a fresh worker of its own ("web-isolated"); every other file shares a worker, its modules
 * and one happy-dom window with the files before it ("web"), which saves loading React, antd and happy-dom
 * once per file (about 4 CPU-s each). The setup file resets what a shared window keeps after each test
 * (rendered trees, storage, globals replaced with vi.stubGlobal, methods replaced with vi.spyOn, the pictures'
 * observer) and the app's registries after each file (notifier, navigator, the HTTP client's stand-in: a test
 * answers request() with setRequestStandIn instead of mocking lib/http).
 */
const REPLACES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|useFakeTimers)\b|globalThis\.fetch\s*=|window\.location|history\.(push|replace)State|document\.cookie|@vitest-isolate/;

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...testFiles(p));
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(path.relative(root, p));
  }
  return out;
}

const isolated = ['src', 'build']
  .flatMap((d) => testFiles(path.join(root, d)))
  .filter((f) => REPLACES_SHARED_STATE.test(fs.readFileSync(path.join(root, f), 'utf8')));

const common = {
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(root, 'src') } },
};
const test = {
  root,
  environment: 'happy-dom' as const,
  // The tests never load script or style files: preload links (index.html's script) go nowhere quietly.
  environmentOptions: {
    happyDOM: {
      settings: {
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        handleDisabledFileLoadingAsSuccess: true,
      },
    },
  },
  setupFiles: ['./test/setup.ts'],
  // A budget against hangs (tests wait on states, test/wait.ts): a loaded machine must not fail a test that
  // would pass, as vitest's default of 5 s did for a first render that imports the antd kit.
  testTimeout: 60_000,
  // expect.poll waits on a state like every other wait (vitest's default gives up after 1 s)
  expect: { poll: { timeout: 30_000, interval: 50 } },
};

export const webProjects = [
  defineProject({ ...common, test: { ...test, name: 'web-isolated', include: isolated } }),
  defineProject({
    ...common,
    test: { ...test, name: 'web', include, exclude: isolated, isolate: false },
  }),
];
