export type Cleanup = () => Promise<unknown>;

const slowAfterMs = 30_000;

/**
 * Runs the cleanups a test registered, the last first. One still running after 30 s is named, with
 * what keeps the process busy: a stop that hangs would otherwise show only as the hook's time-out.
 */
export async function runCleanups(cleanups: Cleanup[]): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    const slow = setTimeout(() => {
      const what = cleanup.toString().replace(/\s+/g, ' ').slice(0, 200);
      const busy = process.getActiveResourcesInfo().join(', ');
      process.stderr.write(`still cleaning up after ${slowAfterMs / 1000} s: ${what}; active: ${busy}\n`);
    }, slowAfterMs);
    try {
      await cleanup();
    } finally {
      clearTimeout(slow);
    }
  }
}
