import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Milliseconds from `npm start` to the first healthy /api/health on `dataDir`, then stops the server. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PARLEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  try {
    while (performance.now() - started < 60_000) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the server did not become healthy within 60 s; its output: ${output || '(none)'}`);
  } finally {
    if (server.pid) await stopGroup(server.pid);
    await lockReleased(dataDir);
  }
}

/** The server lets go of its port early in its shutdown, and of the data directory only at the end. */
async function lockReleased(dataDir: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (existsSync(join(dataDir, 'pglite.lock')) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stops npm and the server under it, and waits until every process of the group is gone: the
 * server holds the data directory's lock until its shutdown ends, and the next start needs it.
 */
async function stopGroup(groupId: number): Promise<void> {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-groupId, name);
      return true;
    } catch {
      return false;
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 30_000;
  while (signal(0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Issue 2 budget: `npm start` on an installed checkout to a healthy /api/health under 5 s. */
export async function startupBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  try {
    const firstStartMs = await timeToHealthy(dataDir, 3971);
    const restartsMs: number[] = [];
    for (let run = 0; run < 3; run++) restartsMs.push(await timeToHealthy(dataDir, 3971));
    return {
      bench: 'startup',
      firstStartWithMigrationsMs: firstStartMs,
      restartMs: restartsMs,
      budgetMs: 5000,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
