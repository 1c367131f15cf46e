import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another Parley process (pid ${pid}). ` +
        'Stop that process, or start this one with another PARLEY_DATA_DIR.',
    );
  }
}

/**
 * PGlite has no lock of its own, and two processes writing one data directory corrupt it.
 * A lock file beside it holding our pid guards it; a lock left by a process that no longer runs is
 * taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (isRunning(holder) && holder !== process.pid) throw new DataDirLockedError(dir, holder);
      rmSync(file, { force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
