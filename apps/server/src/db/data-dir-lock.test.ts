import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let root: string;
let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'parley-lock-'));
  dir = join(root, 'pglite');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  rmSync(root, { recursive: true, force: true });
});

/** Another Parley process: a node process that takes the lock with the same function and keeps it. */
async function lockInAnotherProcess(lockedDir: string): Promise<ChildProcess> {
  const module = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(module)});
       lockDataDir(${JSON.stringify(lockedDir)});
       process.stdout.write('locked');
       setInterval(() => {}, 60_000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the locking process exited with ${code}`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('writes its pid beside the directory and removes the lock on release', () => {
    const release = lockDataDir(dir);

    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a directory that another running process holds, saying which and what to do', async () => {
    const holder = await lockInAnotherProcess(dir);

    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is already in use by another Parley process (pid ${holder.pid}). ` +
        'Stop that process, or start this one with another PARLEY_DATA_DIR.',
    );
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(holder.pid));
  });

  it('keeps openDatabase from opening a directory that another process holds', async () => {
    await lockInAnotherProcess(dir);

    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('takes over a lock file that holds no pid', () => {
    writeFileSync(`${dir}.lock`, '');

    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('takes over a lock holding its own pid, as a restarted container left it', () => {
    writeFileSync(`${dir}.lock`, String(process.pid));

    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('takes over a stale lock left by a process that was killed', async () => {
    const holder = await lockInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(holder.pid));

    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
