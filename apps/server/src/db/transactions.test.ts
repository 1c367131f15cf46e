import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';

// On PostgreSQL statements a transaction issues together are written at once (pipelined-pool.ts);
// they must keep the meaning they have when awaited one by one.
describe('statements a transaction issues together', () => {
  let database: DatabaseHandle;
  let closeDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ database, close: closeDatabase } = await openTestDatabase());
    await database.db.execute(
      sql`create table transaction_probes (id integer primary key, note text not null)`,
    );
  });

  afterAll(async () => {
    await closeDatabase?.();
  });

  const notes = async () =>
    (
      (await database.db.execute(sql`select note from transaction_probes order by id`)) as unknown as {
        rows: { note: string }[];
      }
    ).rows.map((row) => row.note);

  it('run in the order given, each seeing what the ones before it wrote, and are kept together', async () => {
    const [, , seen] = await database.db.transaction((tx) =>
      Promise.all([
        tx.execute(sql`insert into transaction_probes values (1, 'first')`),
        tx.execute(sql`insert into transaction_probes values (2, 'second')`),
        tx.execute(sql`select count(*)::int as count from transaction_probes`),
      ]),
    );
    expect((seen as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(2);
    expect(await notes()).toEqual(['first', 'second']);
  });

  it('are kept none of when one of them fails, which answers with its own reason', async () => {
    const failed = database.db.transaction((tx) =>
      Promise.all([
        tx.execute(sql`insert into transaction_probes values (3, 'third')`),
        tx.execute(sql`insert into transaction_probes values (1, 'taken')`),
        tx.execute(sql`insert into transaction_probes values (4, 'fourth')`),
      ]),
    );
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await notes()).toEqual(['first', 'second']);
    // The connection is whole again for the next transaction.
    await database.db.transaction((tx) =>
      tx.execute(sql`insert into transaction_probes values (5, 'fifth')`),
    );
    expect(await notes()).toEqual(['first', 'second', 'fifth']);
  });
});
