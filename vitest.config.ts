import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { webProjects } from './apps/web/vitest.config';

const root = import.meta.dirname;

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contract',
          root: path.join(root, 'packages/contract'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The files share one module graph per worker: the server's modules (Fastify, Kysely, the contract)
          // load once, not once per file (import time in the suite about a fifth of what it was). Every file
          // builds its own app on its own database, and no server test mocks modules.
          isolate: false,
          // Two files at a time: a file's tests mostly wait on its database, so one worker left a core idle
          // once the other lanes ended (each file has its own database and app).
          maxWorkers: 2,
          globalSetup: ['./src/test/global-setup.ts'],
          // Budgets against hangs, not speed checks (tests wait on states): a journey through several
          // services on a machine at load 15 took more than twice its quiet time.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 20_000, interval: 50 } },
          // scrypt's test factor for the passwords a test sets (lib/password.ts)
          env: { PASSWORD_SCRYPT_N: '1024' },
        },
      },
      {
        test: {
          name: 'tooling',
          root: path.join(root, 'scripts'),
          include: ['**/*.test.ts'],
          environment: 'node',
          // The lint checks run ESLint over real files (with type information): on a loaded machine one
          // check took 42 s. A budget against hangs, not a speed check.
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'bench',
          root: path.join(root, 'bench'),
          include: ['support/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...webProjects,
      {
        test: {
          name: 'e2e',
          root: path.join(root, 'e2e'),
          include: ['**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          // A budget against hangs, not a speed check: the checkout journey (42 s in a CI run) went past 60 s
          // at load 15, every step still waiting on a state.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits on a state: vitest's default gives up after 1 s, which a busy machine overran
          // (a hash route's title, a picker's preselection)
          expect: { poll: { timeout: 30_000, interval: 50 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
