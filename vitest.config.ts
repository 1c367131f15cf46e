import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'wa-sim',
          include: ['packages/wa-sim/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server and chromium, so two files at once are independent; two,
          // as the browser, the server and the test each wait on the others much of the time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
