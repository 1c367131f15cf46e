import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';

/**
 * Runs `bench` against the app on a PostgreSQL database of its own, created as `databaseName` on
 * BENCH_DATABASE_URL's server and dropped afterwards (so loading millions of rows leaves nothing
 * behind). Without BENCH_DATABASE_URL the bench is reported as skipped.
 */
export async function withOwnPostgresApp<T>(
  benchName: string,
  databaseName: string,
  bench: (app: FastifyInstance, database: DatabaseHandle) => Promise<T>,
): Promise<T | { bench: string; skipped: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    return { bench: benchName, skipped: 'BENCH_DATABASE_URL is not set: this bench needs PostgreSQL' };
  }
  const admin = (statement: string) => adminQuery(serverUrl, statement);
  await admin(`drop database if exists ${databaseName} with (force)`);
  await admin(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const config = loadConfig({
    ...process.env,
    PARLEY_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: url.toString(),
  });
  const database = await openDatabase(config.database);
  const app = await buildApp(config, database);
  try {
    return await bench(app, database);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
