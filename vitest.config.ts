import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The walks through every main screen are the longest browser test files by far: they start first,
 * so that with two files at once the others fill the second worker beside them rather than leave
 * a walk to run alone at the end. (Without timings from an earlier run, vitest starts the biggest
 * files first, and the walks' files are small.) Every other order is vitest's own.
 */
class WalksFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isWalk = (file: TestSpecification) =>
      /[\\/]e2e[\\/]main-screens[^\\/]*\.spec\.ts$/.test(file.moduleId);
    return [...sorted.filter(isWalk), ...sorted.filter((file) => !isWalk(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: WalksFirstSequencer },
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
          // Each file starts its own app on its own database, and nothing else is kept between
          // files: one module graph per worker saves importing the server again for every file
          // (409 s for the suite on PGlite with isolation, 254 s without).
          isolate: false,
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
          // A journey gets one more try. On a loaded CI machine a journey has now and then waited past
          // its timeout on something a quiet machine does at once, and each such hiccup refused a
          // whole landing; each was then fixed at its cause. A real regression fails both tries.
          retry: 1,
        },
      },
    ],
  },
});
