import { is, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const plannerSettings = (value: 'off' | null) => sql`select
  set_config('enable_seqscan', ${value}::text, true),
  set_config('enable_hashjoin', ${value}::text, true),
  set_config('enable_mergejoin', ${value}::text, true)`;

/**
 * Runs a statement that writes a batch of rows it finds by key (keys `unnest`ed from array
 * parameters, each looked up in an index) as nested loops over those lookups, the only plan that
 * costs in proportion to the batch. PostgreSQL prices each lookup as a read from disk, and judges a
 * table that has just grown by a campaign's recipients by its statistics from before: for a batch of
 * a hundred keys it would read the whole table instead, once per batch or, joined on a condition it
 * cannot hash, once per key (a status batch took 300 ms against 50,000 messages).
 *
 * The settings hold for this statement alone: in a transaction of its own they end with it; inside
 * a caller's they are set back to their defaults (`set_config` to null) after it.
 */
export async function executeByKeys(db: Database, statement: SQL): Promise<unknown> {
  if (!is(db, PgTransaction)) {
    return db.transaction(async (tx) => {
      const [, result] = await Promise.all([tx.execute(plannerSettings('off')), tx.execute(statement)]);
      return result;
    });
  }
  const [, result] = await Promise.all([
    db.execute(plannerSettings('off')),
    db.execute(statement),
    db.execute(plannerSettings(null)),
  ]);
  return result;
}
