import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';

const main = join(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  url: string;
  /** Ends the process at once, as a crash or `kill -9` does, and waits until it is gone. */
  kill(): Promise<void>;
}

/**
 * The server as `npm start` runs it, in a process of its own, so a test can kill it. It listens on
 * `env.PORT` when given (a restart on the same address), else on a free port.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await kill();
    throw error;
  }
  return { url, kill };
}

/** Waits until the server at `url` answers its health check; fails when `child` exits first. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy within 120 s');
}
