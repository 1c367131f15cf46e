import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // One module graph and one document per worker, reset between files by fresh-file.ts: setting
    // up a document and importing React and MUI again for every file took most of the time.
    isolate: false,
    setupFiles: ['src/test/fresh-file.ts'],
    // A form test types and clicks through a whole builder: on a busy two-core machine that can take
    // several seconds, which is load, not a hang.
    testTimeout: 20_000,
  },
});
