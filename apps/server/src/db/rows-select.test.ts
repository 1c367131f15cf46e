import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { rowsSelect } from './rows-select';

const probes = pgTable('rows_select_probes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  note: text('note').default('none'),
  tags: text('tags').array(),
  document: jsonb('document').$type<{ items: { n: number }[] }>(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
  done: boolean('done').notNull().default(false),
  shout: text('shout').generatedAlwaysAs(sql`upper(name)`),
});

describe('rows inserted through one JSON parameter', () => {
  let database: DatabaseHandle;
  let closeDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ database, close: closeDatabase } = await openTestDatabase());
    await database.db.execute(sql`
      create table rows_select_probes (
        id uuid primary key default gen_random_uuid(), name text not null, note text default 'none',
        tags text[], document jsonb, at timestamptz not null default now(),
        count integer not null default 0, done boolean not null default false,
        shout text generated always as (upper(name)) stored)`);
  });

  afterAll(async () => {
    await closeDatabase?.();
  });

  it('stores every given value as it is, and the defaults of the columns left out', async () => {
    const at = new Date('2026-11-27T10:00:00.123Z');
    const rows = await database.db
      .insert(probes)
      .select(
        rowsSelect(probes, [
          { name: 'ada', tags: ['a', 'b "c"'], document: { items: [{ n: 1 }] }, at, count: 3 },
          { name: "o'brien", tags: [], document: null, at, count: -1 },
        ]),
      )
      .returning();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        name: 'ada',
        note: 'none',
        tags: ['a', 'b "c"'],
        document: { items: [{ n: 1 }] },
        at,
        count: 3,
        done: false,
        shout: 'ADA',
      },
      {
        name: "o'brien",
        note: 'none',
        tags: [],
        document: null,
        at,
        count: -1,
        done: false,
        shout: "O'BRIEN",
      },
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it('refuses rows that give different columns, rather than fill some with null, and no rows', () => {
    expect(() => rowsSelect(probes, [{ name: 'a', note: 'x' }, { name: 'b' }])).toThrow(
      'rows to insert give different columns',
    );
    expect(() => rowsSelect(probes, [])).toThrow('no rows to insert');
  });
});
