import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dir = await mkdtemp(join(tmpdir(), 'parley-wal-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DATABASE_URL)('flushing the embedded database’s commits to the disk', () => {
  it('finds the log segment being written, before and after the log moves to a new one', async () => {
    const database = await openDatabase({ kind: 'pglite', dir: join(dir, 'pglite') });
    try {
      if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
      const client = database.driver.client;
      await client.exec('create table notes (body text); insert into notes values ($$kept$$)');
      await expect(database.flushCommits()).resolves.toBeUndefined();
      await client.query('select pg_switch_wal()');
      await client.exec('insert into notes values ($$kept too$$)');
      await expect(database.flushCommits()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
