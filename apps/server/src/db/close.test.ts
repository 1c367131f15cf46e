import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

// Connections to the database itself: only the database server has them.
describe.skipIf(!serverUrl)('closing a database on the PostgreSQL server', () => {
  it('answers once every connection it had is closed', async () => {
    const postgres = await createPostgresDatabase(serverUrl ?? '');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const database = await openDatabase({ kind: 'postgres', url: postgres.url });
      // Several connections at once, as a busy server has.
      await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
      await database.close();
      const { rows } = await admin.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [new URL(postgres.url).pathname.slice(1)],
      );
      expect(rows[0]?.open).toBe(0);
    } finally {
      await admin.end();
      await postgres.drop();
    }
  });
});
