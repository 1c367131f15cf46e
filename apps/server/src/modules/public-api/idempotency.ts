import { createHash } from 'node:crypto';
import { errorMessages } from '@parley/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../shared/errors';

/** A first request whose process died before answering is taken over by a retry after this long. */
const abandonedAfterMs = 30_000;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** Answered from the first request's record, without doing anything again. */
  replayed: boolean;
}

/** Writes the answer, in the transaction that stores what the request did. */
export type KeepAnswer = (tx: Database, status: number, body: unknown) => Promise<void>;

/**
 * `Idempotency-Key` for the public API's sends. The first request claims the key; what it does and
 * its answer commit together (`keep` runs in the send's own transaction), so a retry either finds
 * the answer and replays it, or finds nothing done and does it. A retry while the first still runs
 * is refused (409); the same key with a different request is refused (422). Keys last a day.
 */
export function createIdempotency(db: Database) {
  return {
    async once<T>(
      apiKeyId: string,
      key: string | undefined,
      request: { method: string; path: string; body: unknown },
      work: (keep: KeepAnswer | undefined) => Promise<{ status: number; body: T }>,
    ): Promise<IdempotentAnswer<T>> {
      if (key === undefined) return { ...(await work(undefined)), replayed: false };
      if (key.length === 0 || key.length > 255) {
        throw new AppError('VALIDATION_FAILED', [
          { path: 'Idempotency-Key', message: errorMessages.VALIDATION_FAILED },
        ]);
      }
      const requestHash = createHash('sha256')
        .update(`${request.method} ${request.path}\n${JSON.stringify(request.body)}`)
        .digest('hex');
      const claimed = rowsOf(
        await db.execute(sql`
          insert into api_idempotency_keys (api_key_id, key, request_hash) values (${apiKeyId}, ${key}, ${requestHash})
          on conflict (api_key_id, key) do update set created_at = now()
            where api_idempotency_keys.status_code is null and api_idempotency_keys.request_hash = excluded.request_hash
              and api_idempotency_keys.created_at < now() - ${abandonedAfterMs} * interval '1 millisecond'
          returning 1`),
      );
      if (claimed.length === 0) return replay<T>(db, apiKeyId, key, requestHash);
      try {
        return {
          ...(await work(async (tx, status, body) => {
            await tx.execute(sql`
              update api_idempotency_keys set status_code = ${status}, response = ${JSON.stringify(body)}::jsonb
              where api_key_id = ${apiKeyId} and key = ${key}`);
          })),
          replayed: false,
        };
      } catch (error) {
        // Nothing was done: the key is let go, and a retry does the work.
        await db.execute(sql`
          delete from api_idempotency_keys where api_key_id = ${apiKeyId} and key = ${key} and status_code is null`);
        throw error;
      }
    },

    /** Keys older than a day are forgotten (an hourly sweep). */
    async sweep(): Promise<void> {
      await db.execute(sql`delete from api_idempotency_keys where created_at < now() - interval '1 day'`);
    },
  };
}

async function replay<T>(
  db: Database,
  apiKeyId: string,
  key: string,
  requestHash: string,
): Promise<IdempotentAnswer<T>> {
  const [first] = rowsOf<{ request_hash: string; status_code: number | null; response: T }>(
    await db.execute(sql`
      select request_hash, status_code, response from api_idempotency_keys
      where api_key_id = ${apiKeyId} and key = ${key}`),
  );
  if (!first) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
  if (first.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (first.status_code === null) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
  return { status: first.status_code, body: first.response, replayed: true };
}
