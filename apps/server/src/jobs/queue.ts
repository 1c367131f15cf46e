import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client';
import type { JobName } from './job-names';

/** How many times a failed job is tried again, each later than the one before. */
export const jobRetryLimit = 5;

/**
 * Every queue's options. A worker beats every few seconds for each job it holds; a job whose
 * worker died (a crash, `kill -9`) goes back to the queue once its beats stop, instead of after
 * pg-boss's default expiry of fifteen minutes.
 */
const queueOptions = {
  notify: true,
  retryLimit: jobRetryLimit,
  retryDelay: 2,
  retryBackoff: true,
  heartbeatSeconds: 10,
};

/** How often the queue looks for jobs whose worker stopped beating. */
const superviseIntervalSeconds = 10;

export interface Queue {
  send(name: JobName, data: object): Promise<void>;
  /**
   * Runs `work` in one database transaction in which `enqueue` adds jobs of `name` (one for each
   * data given, in one statement): they exist only if it commits, so a row and the job that acts on
   * it are stored together or not at all.
   */
  transaction<T>(
    name: JobName,
    work: (tx: Database, enqueue: (...data: object[]) => Promise<void>) => Promise<T>,
  ): Promise<T>;
  /** Sends a job of `name` on a cron schedule, once per tick across all processes. */
  schedule(name: JobName, cron: string): Promise<void>;
  /** Runs `handler` for jobs of `name`, a batch at a time; a throw fails the batch and it is retried. */
  work<T extends object>(
    name: JobName,
    handler: (batch: T[]) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The one job queue, kept in the same PostgreSQL (embedded or server) as everything else, so a job
 * is as durable as the row that asked for it. Workers are woken by LISTEN/NOTIFY; polling every
 * second is only the fallback for retries and delayed jobs, which NOTIFY does not announce.
 *
 * It starts in the background, so the server answers while the queue prepares its tables; every
 * call waits for that start.
 */
export function startQueue(database: DatabaseHandle, log: FastifyBaseLogger): Queue {
  const boss =
    database.driver.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.driver.client),
          backend: 'pglite',
          useListenNotify: true,
          superviseIntervalSeconds,
        })
      : new PgBoss({
          connectionString: database.driver.url,
          max: 4,
          useListenNotify: true,
          superviseIntervalSeconds,
        });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const started = boss.start().then(
    () => true,
    (error: unknown) => {
      log.error({ err: error }, 'the job queue could not start');
      return false;
    },
  );
  let stopping = false;
  const created = new Set<string>();
  const ensureQueue = async (name: JobName) => {
    if (!(await started)) throw new Error('the job queue is not running');
    if (created.has(name)) return;
    await boss.createQueue(name, queueOptions);
    // A queue an earlier version created keeps its options until told.
    await boss.updateQueue(name, queueOptions);
    created.add(name);
  };

  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async transaction(name, work) {
      // Before the transaction: on PGlite's one connection, creating the queue inside it would wait for it.
      await ensureQueue(name);
      return database.db.transaction((tx) => {
        const db =
          database.driver.kind === 'postgres' ? preparedOnConnection(tx) : fromDrizzle(rawRows(tx), sql);
        return work(tx, async (...data) => {
          if (data.length === 1) await boss.send(name, data[0] ?? null, { db });
          else if (data.length > 1)
            await boss.insert(
              name,
              data.map((job) => ({ data: job })),
              { db },
            );
        });
      });
    },
    async work<T extends object>(
      name: JobName,
      handler: (batch: T[]) => Promise<void>,
      options: { batchSize?: number } = {},
    ) {
      await ensureQueue(name);
      // A server stopped while it was still starting registers no more workers.
      if (stopping) return;
      await boss.work<T>(
        name,
        { batchSize: options.batchSize ?? 20, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
        async (jobs) => handler(jobs.map((job) => job.data)),
      );
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    async stop() {
      stopping = true;
      if (await started) await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

// Both drivers answer raw statements with `rows`, which is all pg-boss reads.
const rawRows = (tx: Database) => ({
  execute: (query: unknown) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }>,
});

/** pg-boss's texts in a transaction are few (one per kind of call); a surprise is run unnamed. */
const maxStatementNames = 50;
const statementNames = new Map<string, string>();
const statementNameOf = (text: string) => {
  let name = statementNames.get(text);
  if (!name && statementNames.size < maxStatementNames) {
    name = `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * pg-boss's statements in a transaction, each prepared once per connection under a name drawn from
 * its text: PostgreSQL took longer to parse and plan a batch's job insert than to run it.
 */
function preparedOnConnection(tx: Database): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const statement = tx._.session.prepareQuery(
        { sql: text, params: values },
        undefined,
        statementNameOf(text),
        false,
      );
      return (await statement.execute()) as { rows: unknown[] };
    },
  };
}
