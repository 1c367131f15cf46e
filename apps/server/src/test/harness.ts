import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccessTokenResponse, authRoutes, type SignUpInput } from '@parley/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Clock } from '../context';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { CampaignDispatcherOptions } from '../modules/campaigns/dispatch/campaign-dispatcher';

/** The OPERATOR_TOKEN every test app is started with, unless a test overrides it. */
export const testOperatorToken = 'test-operator-token-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's PARLEY_DATA_DIR: a fresh temporary directory, its outbox included. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Build the app on this open database rather than a new one; `close` then leaves it open. */
  database?: DatabaseHandle;
  /** The app's time, such as a simulator's (`() => new Date(simulator.now())`). */
  clock?: Clock;
  /** Where the app's log lines go (at LOG_LEVEL, silent unless overridden). */
  logStream?: { write(line: string): void };
  /** The campaign dispatcher's timings and test hook. */
  campaignDispatch?: Partial<CampaignDispatcherOptions>;
}

/**
 * The whole app on a database of its own: PGlite in memory, or a fresh PostgreSQL database created
 * on TEST_DATABASE_URL (and dropped on close). Environment overrides are applied on top of the
 * test defaults; an override of `undefined` removes a default. A second app with another
 * configuration can share the first one's database, which saves starting another.
 */
export async function startTestApp(
  envOverrides: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parley-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = !options.database && serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const removeLeftovers = async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      PARLEY_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SIGN_IN_DELAY_STEP_MS: '1',
      API_RATE_LIMIT_PER_MINUTE: '300',
      OPERATOR_TOKEN: testOperatorToken,
      WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
      DATABASE_URL: postgres?.url,
      ...envOverrides,
    });
    const database =
      options.database ??
      (await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite' }));
    const app = await buildApp(config, database, {
      clock: options.clock,
      logStream: options.logStream,
      overrides: { campaignDispatch: options.campaignDispatch },
    }).catch(async (error: unknown) => {
      if (!options.database) await database.close();
      throw error;
    });
    await app.ready();
    return {
      app,
      database,
      config,
      dataDir,
      async close() {
        await app.close();
        if (!options.database) await database.close();
        await removeLeftovers();
      },
    };
  } catch (error) {
    await removeLeftovers();
    throw error;
  }
}

/**
 * A database of its own without an app, migrated: PGlite in memory, or a new PostgreSQL database on
 * TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const database = await openDatabase(
    postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite' },
  ).catch(async (error: unknown) => {
    await postgres?.drop();
    throw error;
  });
  return {
    database,
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
}

/** A new, empty PostgreSQL database on the server at `serverUrl`, to drop when done. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parley_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

let lastClientAddress = 0;

/**
 * A client address not used before in this test run. The auth routes are limited per address, so
 * calls that stand for different people come from different addresses, as they would in life.
 */
export function clientAddress(): string {
  lastClientAddress += 1;
  return `10.${(lastClientAddress >> 16) & 255}.${(lastClientAddress >> 8) & 255}.${lastClientAddress & 255}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let lastUser = 0;

/** Sign-up details that no other test uses. */
export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  lastUser += 1;
  const unique = `${lastUser}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    userName: `ada.${unique}`,
    email: `ada.${unique}@example.com`,
    contactNumber: '+44 20 7946 0958',
    accountName: 'Analytical Engines Ltd',
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Signs a new business up through the API; answers its first user's token and what was sent. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignUpInput> = {},
): Promise<{ accessToken: string; input: SignUpInput }> {
  const input = signUpInput(overrides);
  const response = await app.inject({
    method: 'POST',
    url: authRoutes.signUp.path,
    payload: input,
    remoteAddress: clientAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { accessToken: response.json<AccessTokenResponse>().accessToken, input };
}

/** POST /api/v1/auth/login from an address of its own. */
export function signIn(
  app: FastifyInstance,
  userName: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: authRoutes.signIn.path,
    payload: { userName, password },
    remoteAddress: clientAddress(),
  });
}

export interface OutboxEmail {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Every email written to `<dataDir>/outbox`, oldest first (the file names start with the time). */
export async function readOutbox(dataDir: string): Promise<OutboxEmail[]> {
  const dir = join(dataDir, 'outbox');
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => {
        const raw = await readFile(join(dir, file), 'utf8');
        const split = raw.indexOf('\n\n');
        const headers = new Map(
          raw
            .slice(0, split)
            .split('\n')
            .map((line) => [
              line.slice(0, line.indexOf(':')).toLowerCase(),
              line.slice(line.indexOf(':') + 1).trim(),
            ]),
        );
        return {
          file,
          from: headers.get('from') ?? '',
          to: headers.get('to') ?? '',
          subject: headers.get('subject') ?? '',
          text: raw.slice(split + 2),
        };
      }),
  );
}

/** The newest email to `address` (compared without case); fails the test when there is none. */
export async function latestEmail(dataDir: string, address: string): Promise<OutboxEmail> {
  const emails = (await readOutbox(dataDir)).filter(
    (email) => email.to.toLowerCase() === address.toLowerCase(),
  );
  const latest = emails.at(-1);
  if (!latest) throw new Error(`no email to ${address} in the outbox`);
  return latest;
}

/** The six-digit code in the newest email to `address`. */
export async function latestCode(dataDir: string, address: string): Promise<string> {
  const email = await latestEmail(dataDir, address);
  const code = /\b(\d{6})\b/.exec(email.text)?.[1];
  if (!code) throw new Error(`no six-digit code in the email to ${address}:\n${email.text}`);
  return code;
}
