import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentAvailability, users } from '../../db/schema/index';

/** No availability row: available. */
export const isAvailable = sql<boolean>`coalesce(${agentAvailability.isAvailable}, true)`;

export type AgentRow = Awaited<ReturnType<typeof listAgents>>[number];

/** Every user of the account, by name: each of them can be given conversations. */
export function listAgents(db: Database, accountId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleName: users.roleName,
      isAvailable,
    })
    .from(users)
    .leftJoin(agentAvailability, eq(agentAvailability.userId, users.id))
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function setAvailability(
  db: Database,
  user: { userId: string; accountId: string },
  available: boolean,
): Promise<void> {
  await db
    .insert(agentAvailability)
    .values({ userId: user.userId, accountId: user.accountId, isAvailable: available })
    .onConflictDoUpdate({ target: agentAvailability.userId, set: { isAvailable: available } });
}
