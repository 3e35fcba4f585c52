import { defineConfig } from 'vitest/config';
import path from 'node:path';

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
        },
      },
      {
        test: {
          name: 'server',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tooling',
          root: path.join(root, 'scripts'),
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: path.join(root, 'e2e'),
          include: ['**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
