import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, apiKeys, users } from '../../db/schema';
import { type Bound, bound, statementByShape } from '../../db/statement-shapes';

export type ApiKeyRow = typeof apiKeys.$inferSelect & { createdByName: string | null };

const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

export async function listApiKeys(db: Database, accountId: string): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({ key: apiKeys, createdByName: creatorName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ key, createdByName }) => ({ ...key, createdByName }));
}

export async function findApiKey(db: Database, accountId: string, apiKeyId: string) {
  const [row] = await db
    .select({ key: apiKeys, createdByName: creatorName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, apiKeyId)));
  return row && { ...row.key, createdByName: row.createdByName };
}

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) throw new Error('the API key was not stored');
  return row.id;
}

/** Revokes a key not revoked yet; false when it is unknown to the account or already revoked. */
export async function revokeApiKey(
  db: Database,
  accountId: string,
  apiKeyId: string,
  remarks: string,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, remarks })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, apiKeyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export interface KeyHolder {
  apiKeyId: string;
  accountId: string;
  accountActive: boolean;
}

// Prepared once: every public API call looks its key up, and planning the join cost more than running it.
const usableKeyByHash = statementByShape<{ keyHash: Bound }>()((db, { keyHash }, name) =>
  db
    .select({ apiKeyId: apiKeys.id, accountId: apiKeys.accountId, accountActive: accounts.isActive })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        sql`(${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > now())`,
      ),
    )
    .prepare(name),
);

/** The account of a key neither revoked nor expired, read on every call: a revocation holds at once everywhere. */
export async function findUsableKey(db: Database, keyHash: string): Promise<KeyHolder | undefined> {
  const [row] = await usableKeyByHash(db, { keyHash: bound(keyHash) });
  return row;
}

/** Last uses gathered over a few seconds, written in one statement. */
export async function recordLastUses(db: Database, uses: Map<string, Date>): Promise<void> {
  if (uses.size === 0) return;
  const ids = [...uses.keys()];
  const times = ids.map((id) => uses.get(id)?.toISOString());
  await db.execute(sql`
    update api_keys k set last_used_at = greatest(k.last_used_at, v.used_at)
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(times)}::timestamptz[]) as v(id, used_at)
    where k.id = v.id`);
}
