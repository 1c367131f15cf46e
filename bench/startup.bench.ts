import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Milliseconds from `npm start` to the first healthy /api/health on `dataDir`, then stops the server. */
async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PARLEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    while (performance.now() - started < 60_000) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the server did not become healthy within 60 s');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
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
