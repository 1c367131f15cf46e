import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { executeByKeys } from './execute-by-keys';
import { rowsOf } from './rows';

// A table that has just grown by many rows, its statistics not yet taken, as a campaign leaves
// its recipients: a batch written by key must cost the keys' lookups, not a read of the table.
describe('a statement run by keys', () => {
  let database: DatabaseHandle;
  let closeDatabase: (() => Promise<void>) | undefined;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ database, close: closeDatabase } = await openTestDatabase());
    await database.db.execute(sql`create table keyed_probes (id uuid primary key, state text not null)`);
    const result = await database.db.execute(sql`
      insert into keyed_probes select gen_random_uuid(), 'queued' from generate_series(1, 20000)
      returning id`);
    ids.push(...rowsOf<{ id: string }>(result).map((row) => row.id));
  });

  afterAll(async () => {
    await closeDatabase?.();
  });

  const batchUpdate = (verb: 'explain (format json)' | '') =>
    sql`${sql.raw(verb)} update keyed_probes p set state = 'sent'
      from unnest(${sql.param(ids.slice(0, 200))}::uuid[]) as v(id) where p.id = v.id`;
  const plannedNodes = (result: unknown) =>
    JSON.stringify(rowsOf<Record<string, unknown>>(result)[0]).match(/"Node Type":"[^"]+"/g) ?? [];

  it('looks each key up in its index, where PostgreSQL alone would read the whole table', async () => {
    expect(plannedNodes(await database.db.execute(batchUpdate('explain (format json)')))).toContain(
      '"Node Type":"Seq Scan"',
    );
    const planned = plannedNodes(await executeByKeys(database.db, batchUpdate('explain (format json)')));
    expect(planned).not.toContain('"Node Type":"Seq Scan"');
    expect(planned).toContain('"Node Type":"Index Scan"');
  });

  it('writes what the statement says, and leaves the planner as it was for the rest of a transaction', async () => {
    const after = await database.db.transaction(async (tx) => {
      await executeByKeys(tx, batchUpdate(''));
      return rowsOf<{ seqscan: string; hashjoin: string; mergejoin: string }>(
        await tx.execute(sql`select current_setting('enable_seqscan') as seqscan,
          current_setting('enable_hashjoin') as hashjoin, current_setting('enable_mergejoin') as mergejoin`),
      )[0];
    });
    expect(after).toEqual({ seqscan: 'on', hashjoin: 'on', mergejoin: 'on' });
    const counts = rowsOf<{ state: string; count: number }>(
      await database.db.execute(
        sql`select state, count(*)::int as count from keyed_probes group by state order by state`,
      ),
    );
    expect(counts).toEqual([
      { state: 'queued', count: 19800 },
      { state: 'sent', count: 200 },
    ]);
  });
});
