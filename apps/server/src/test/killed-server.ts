import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { type DatabaseLocation, openDatabase } from '../db/client';
import { simulator } from '../modules/inbox/inbox-workspace.test-helpers';
import { type Cleanup, runCleanups } from './cleanups';
import { createPostgresDatabase, startTestApp, type TestApp } from './harness';
import { startServerProcess } from './server-process';

const seed = sandboxSeed();
export const sandboxPhoneNumberId = seed.business.phoneNumbers[0]?.phoneNumberId ?? '';

/**
 * Customers write to a server process through the simulator, and the process is killed with
 * SIGKILL halfway through, with their messages in every stage; Parley then starts again in this
 * process on the same database, and the simulator, which retries webhooks that got no answer,
 * delivers the rest (`killedWhile`).
 */
export function killedHalfwayThrough<Business>(options: {
  customers: string[];
  message: (waId: string) => object;
  setUp: (t: TestApp) => Promise<Business>;
  cleanups: Cleanup[];
}): Promise<{ sim: Simulator; restarted: TestApp; business: Business }> {
  const { customers } = options;
  return killedWhile({
    ...options,
    load: async ({ sim, kill }) => {
      let written = 0;
      let killing: Promise<void> | undefined;
      const writer = async () => {
        for (let next = written++; next < customers.length; next = written++) {
          const waId = customers[next] ?? '';
          await simulator(sim, 'POST', `/_sim/customers/${waId}/messages`, {
            phoneNumberId: sandboxPhoneNumberId,
            message: options.message(waId),
          });
          if (written === Math.floor(customers.length / 2)) killing ??= kill();
        }
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      await killing;
    },
  });
}

/**
 * A server process runs `load` and is killed with SIGKILL when the load says; Parley then starts
 * again in this process on the same database (TEST_DATABASE_URL's server, else PGlite) and address.
 * `setUp` prepares the business first, in this process (PGlite has one user at a time), and answers
 * what the test needs of it afterwards.
 */
export async function killedWhile<Business>(options: {
  setUp: (t: TestApp) => Promise<Business>;
  /** What goes on while the server runs; it calls `kill` when the server is to die. */
  load: (running: {
    sim: Simulator;
    serverUrl: string;
    business: Business;
    kill: () => Promise<void>;
  }) => Promise<void>;
  cleanups: Cleanup[];
}): Promise<{ sim: Simulator; restarted: TestApp; business: Business }> {
  const { cleanups } = options;
  // Meta retries a webhook that got no answer; the simulator does too, for long enough to outlast the restart.
  const sim = await startSimulator({ webhookRetry: { attempts: 12, baseDelayMs: 500 } });
  cleanups.push(() => sim.close());
  const env = {
    GRAPH_API_URL: sim.graphUrl,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'parley-killed-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgres = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
  if (postgres) cleanups.push(() => postgres.drop());
  const databaseConfig: DatabaseLocation = postgres
    ? { kind: 'postgres', url: postgres.url }
    : { kind: 'pglite', dir: join(dataDir, 'pglite') };
  /** Parley in this process, on the shared database; on `port`, it takes the killed server's place. */
  const startHere = async (port?: string) => {
    const database = await openDatabase(databaseConfig);
    // The data directory holds the key the channel's credentials are sealed with.
    const t = await startTestApp({ ...env, PARLEY_DATA_DIR: dataDir }, { database });
    // Two cleanups, so that one that hangs is named alone.
    cleanups.push(
      () => database.close(),
      () => t.close(),
    );
    if (port) await t.app.listen({ host: '127.0.0.1', port: Number(port) });
    return t;
  };

  const setup = await startHere();
  const business = await options.setUp(setup);
  await runCleanups(cleanups.splice(-2));

  const server = await startServerProcess({
    ...env,
    PARLEY_DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  cleanups.push(() => server.kill());
  await simulator(sim, 'POST', `/_sim/apps/${seed.app.appId}/webhook`, {
    url: `${server.url}/webhooks/cloud`,
    verifyToken: 'verify',
  });
  await options.load({ sim, serverUrl: server.url, business, kill: () => server.kill() });

  const restarted = await startHere(new URL(server.url).port);
  return { sim, restarted, business };
}

/** Polls `probe` every half second until it holds or 90 s have passed; answers its last value. */
export async function settledWithin<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 90_000;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await probe();
  }
  return value;
}
