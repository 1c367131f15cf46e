import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder, openPglite } from './pglite-template';
import { pgliteWalSync } from './pglite-wal-sync';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Where the database lives: a PGlite directory (or memory, for tests) or a PostgreSQL URL. */
export type DatabaseLocation = { kind: 'pglite'; dir?: string } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The underlying client, for libraries that bring their own adapter (pg-boss). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };
  /**
   * Resolves once every commit made so far is on the disk, for writes acknowledged to someone who
   * will not send them again. PostgreSQL flushes its log at each commit; PGlite needs this.
   */
  flushCommits(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database and applies every pending migration (none, for a PGlite made from the template). */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    // Loaded only for PostgreSQL, so the embedded default starts without them.
    const [{ openPipelinedPool }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('./pipelined-pool'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = openPipelinedPool(location.url, 10);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, url: location.url },
      flushCommits: async () => {},
      close: () => endPool(pool),
    };
  }
  const unlock = location.dir ? lockDataDir(location.dir) : () => {};
  try {
    const client = await openPglite(location.dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const walSync = location.dir ? pgliteWalSync(client, location.dir) : undefined;
    return {
      db,
      kind: 'pglite',
      driver: { kind: 'pglite', client },
      // In memory (tests) there is no disk to reach.
      flushCommits: walSync ? walSync.flush : async () => {},
      close: async () => {
        await walSync?.close();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Ends the pool's connections, and waits until each has closed: the pool answers as soon as it has
 * asked them to, and a database dropped then (as tests drop theirs) ended a connection that was
 * still closing with an error no one listened to. socket.io's PostgreSQL adapter keeps one for its
 * LISTEN and, when the database drops it, takes another without giving the dead one back: the pool
 * would wait for it forever, so the wait is bounded.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await Promise.race([
    Promise.all([pool.end(), closed]),
    new Promise((resolve) => setTimeout(resolve, 2000).unref()),
  ]);
}
