import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { batchingNotifications } from './batched-notifications';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('realtime notifications on PostgreSQL', () => {
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 2 });
  afterAll(() => pool.end());

  it('sends the notifications of a few milliseconds in one statement, each delivered, in order', async () => {
    const channel = `parley_test_${process.pid}`;
    const listener = await pool.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN "${channel}"`);
    const statements: string[] = [];
    const counted = new Proxy(pool, {
      get: (target, key) =>
        key === 'query'
          ? (text: string, values?: unknown[]) => {
              statements.push(text);
              return target.query(text, values);
            }
          : Reflect.get(target, key),
    });
    const batching = batchingNotifications(counted);
    const payloads = Array.from({ length: 150 }, (_, index) => `event ${index}`);
    // Published over three turns of the event loop, as an inbound message's events are.
    const published: Promise<unknown>[] = [];
    for (const [index, payload] of payloads.entries()) {
      if (index % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      published.push(batching.query('SELECT pg_notify($1, $2)', [channel, payload]));
    }
    await Promise.all(published);
    await expect.poll(() => heard.length).toBe(payloads.length);
    expect(heard).toEqual(payloads);
    // A hundred to a statement.
    expect(statements).toHaveLength(2);
    expect((await batching.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    listener.release();
  });
});
