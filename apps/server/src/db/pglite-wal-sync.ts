import { type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite writes its write-ahead log through to the data directory's files at each commit, so a
 * commit survives the process being killed; but its file system has no fsync, so the operating
 * system may still hold those pages when the machine itself stops. This flushes the log segment
 * being written (and the one before it, when the log has moved on to a new segment since the last
 * flush) to the disk: once it resolves, every commit made before it survives a power cut too.
 *
 * Callers share flushes: one that asks while a flush is under way waits for the next, which starts
 * when that one ends and covers everything committed meanwhile. Commits go on during a flush.
 */
export function pgliteWalSync(
  client: PGlite,
  dataDir: string,
): { flush(): Promise<void>; close(): Promise<void> } {
  // The segment being written stays open between flushes: it changes once every 16 MB of log.
  let current: { segment: string; file: FileHandle } | undefined;
  const flush = async () => {
    const { rows } = await client.query<{ segment: string }>(
      'select pg_walfile_name(pg_current_wal_insert_lsn()) as segment',
    );
    const segment = rows[0]?.segment;
    if (!segment) return;
    if (current?.segment !== segment) {
      const file = await open(join(dataDir, 'pg_wal', segment), 'r');
      if (current) {
        // The log moved on since the last flush: what it wrote to the old segment is flushed too.
        await current.file.datasync();
        await current.file.close();
      }
      current = { segment, file };
    }
    await current.file.datasync();
  };

  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = () => {
    running = flush().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    flush() {
      if (!running) return start();
      next ??= running
        .catch(() => {})
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
    async close() {
      await next?.catch(() => {});
      await running?.catch(() => {});
      await current?.file.close();
      current = undefined;
    },
  };
}
