import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // A form test types and clicks through a whole builder: on a busy two-core machine that can take
    // several seconds, which is load, not a hang.
    testTimeout: 20_000,
  },
});
