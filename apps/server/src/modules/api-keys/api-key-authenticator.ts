import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import { sharedWhileInFlight } from '../../shared/in-flight-reads';
import { apiKeyHash, looksLikeApiKey } from './api-key-secret';
import { findUsableKey, recordLastUses } from './api-keys.repo';

/** Who a public API call acts for: the account of its key, and the key (the API report names it). */
export interface ApiClient {
  accountId: string;
  apiKeyId: string;
}

const lastUseFlushMs = 5000;

/**
 * Resolves `X-API-Key` to its account on every call (a revoked key is refused at once by every
 * process); calls arriving together with one key share one read. The keys' last uses are kept in memory and written every few seconds: a call must not
 * wait for a write, and a last use lost with a crash is only a few seconds off.
 */
export function createApiKeyAuthenticator({
  db,
  clock,
  log,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  let lastUses = new Map<string, Date>();
  const flush = async () => {
    const uses = lastUses;
    lastUses = new Map();
    await recordLastUses(db, uses).catch((error: unknown) =>
      log.warn({ err: error }, "the API keys' last uses were not recorded"),
    );
  };
  const timer = setInterval(() => void flush(), lastUseFlushMs);
  timer.unref();
  const usableKey = sharedWhileInFlight((hash: string) => findUsableKey(db, hash));

  return {
    async clientFromKey(key: string | undefined): Promise<ApiClient> {
      if (!key || !looksLikeApiKey(key)) throw new AppError('API_KEY_INVALID');
      const holder = await usableKey(apiKeyHash(key));
      if (!holder) throw new AppError('API_KEY_INVALID');
      if (!holder.accountActive) throw new AppError('ACCOUNT_BLOCKED');
      lastUses.set(holder.apiKeyId, clock());
      return { accountId: holder.accountId, apiKeyId: holder.apiKeyId };
    },

    /** Writes the last uses not written yet (on close, and in tests). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
    flush,
  };
}

export type ApiKeyAuthenticator = ReturnType<typeof createApiKeyAuthenticator>;
