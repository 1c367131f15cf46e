import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { openPipelinedPool } from './pipelined-pool';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('statements run again on a PostgreSQL connection', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl ?? '');
  });
  afterAll(() => database.drop());

  const prepared = async (pool: ReturnType<typeof openPipelinedPool>, like: string) => {
    const { rows } = await pool.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement like $1',
      [like],
    );
    return rows[0]?.n;
  };

  it('are prepared once, after their first twenty runs, and answer as before', async () => {
    const pool = openPipelinedPool(database.url, 1);
    const text = 'select $1::int * 2 as twice -- run often';
    try {
      const answers = [];
      for (let n = 1; n <= 19; n += 1) {
        const { rows } = await pool.query<{ twice: number }>(text, [n]);
        answers.push(rows[0]?.twice);
      }
      expect(await prepared(pool, '%-- run often')).toBe(0);
      for (let n = 20; n <= 25; n += 1) {
        const { rows } = await pool.query<{ twice: number }>(text, [n]);
        answers.push(rows[0]?.twice);
      }
      expect(answers).toEqual(Array.from({ length: 25 }, (_, index) => (index + 1) * 2));
      expect(await prepared(pool, '%-- run often')).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('are prepared again after a transaction that failed before their preparation could be kept', async () => {
    const pool = openPipelinedPool(database.url, 1);
    const text = 'select $1::int + 1 as next -- after a failure';
    try {
      for (let n = 1; n <= 19; n += 1) await pool.query(text, [n]);
      const client = await pool.connect();
      try {
        await client.query('begin');
        await expect(client.query('select 1 / 0')).rejects.toThrow('division by zero');
        // Its twentieth run: named, and its preparation refused in the aborted transaction.
        await expect(client.query(text, [2])).rejects.toThrow('current transaction is aborted');
        await client.query('rollback');
        const { rows } = await client.query<{ next: number }>(text, [3]);
        expect(rows[0]?.next).toBe(4);
      } finally {
        client.release();
      }
      expect(await prepared(pool, '%-- after a failure')).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
