import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t?.close());

describe('a failed database query in the log', () => {
  it('shows the statement and the database error, never the values it was given', async () => {
    const secret = 'Meet me at 5, love Ada';
    const failure = await t.database.db.execute(sql`select ${secret}::uuid as id`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);

    t.app.log.error({ err: failure }, 'request failed');

    const line = lines.find((candidate) => candidate.includes('request failed')) ?? '';
    expect(line).toContain('select $1::uuid as id');
    expect(line).toContain('22P02');
    expect(line).not.toContain('Meet me');
  });

  it('keeps the values out of a unique violation too, which PostgreSQL repeats in its detail', async () => {
    const secret = 'ada-secret-name';
    await t.database.db.execute(sql`create table people (name text unique)`);
    await t.database.db.execute(sql`insert into people values (${secret})`);
    const failure = await t.database.db.execute(sql`insert into people values (${secret})`).then(
      () => undefined,
      (error: unknown) => error,
    );

    t.app.log.error({ err: failure }, 'unique failure');

    const line = lines.find((candidate) => candidate.includes('unique failure')) ?? '';
    expect(line).toContain('23505');
    expect(line).not.toContain(secret);
  });
});
