import { healthRoutes } from '@parley/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import * as schema from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers ok and names the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: healthRoutes.check.path });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('needs no token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: healthRoutes.check.path,
      headers: { authorization: 'Bearer garbage' },
    });

    expect(response.statusCode).toBe(200);
  });

  it('answers 503 degraded when the database cannot be reached', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const pool = new pg.Pool({
      connectionString: 'postgres://parley@127.0.0.1:1/parley',
      connectionTimeoutMillis: 2000,
    });
    // Queries go to the dead server; the job queue keeps the working database it needs to start.
    const unreachable: DatabaseHandle = {
      db: drizzle(pool, { schema }),
      kind: 'postgres',
      driver: t.database.driver,
      flushCommits: async () => {},
      close: () => pool.end(),
    };
    const down = await startTestApp({}, { database: unreachable });
    try {
      const response = await down.app.inject({ method: 'GET', url: healthRoutes.check.path });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'postgres' });
    } finally {
      await down.close();
      await unreachable.close();
    }
  });
});
