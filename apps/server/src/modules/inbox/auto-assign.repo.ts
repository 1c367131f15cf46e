import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentAvailability, autoAssignSettings, users } from '../../db/schema/index';
import { isAvailable } from './agents.repo';

export type AutoAssignSettingsRow = typeof autoAssignSettings.$inferSelect;

export async function findAutoAssignSettings(
  db: Database,
  accountId: string,
): Promise<AutoAssignSettingsRow | undefined> {
  const [row] = await db.select().from(autoAssignSettings).where(eq(autoAssignSettings.accountId, accountId));
  return row;
}

export async function saveAutoAssignSettings(
  db: Database,
  accountId: string,
  settings: { agentAssignEnabled: boolean; agentAssignNotificationEnabled: boolean },
): Promise<AutoAssignSettingsRow> {
  const [row] = await db
    .insert(autoAssignSettings)
    .values({ accountId, ...settings })
    .onConflictDoUpdate({
      target: autoAssignSettings.accountId,
      set: { ...settings, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert into auto_assign_settings returned no row');
  return row;
}

/** The agent whose turn it is, and whether they want to be told at once of what they are given. */
export interface NextAgent {
  userId: string;
  autoAssignNotification: boolean;
}

/**
 * Takes the next round-robin turn: among the account's available users of role agent, the one whose
 * last automatic assignment is the oldest (never assigned first, then by user id), and records it.
 * The account's settings row is locked for the turn, so simultaneous new conversations queue up and
 * each sees the turn the one before recorded. The turn is stamped with clock_timestamp(), read after
 * the lock: a transaction's now() is its start, which can precede a turn taken while it waited.
 * Answers no one when the account has no settings row (auto-assign never set up) or no agent is available.
 */
export function claimNextAgent(db: Database, accountId: string): Promise<NextAgent | undefined> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ accountId: autoAssignSettings.accountId })
      .from(autoAssignSettings)
      .where(eq(autoAssignSettings.accountId, accountId))
      .for('update');
    if (!settings) return undefined;
    const [next] = await tx
      .select({ userId: users.id, autoAssignNotification: users.autoAssignNotification })
      .from(users)
      .leftJoin(agentAvailability, eq(agentAvailability.userId, users.id))
      .where(and(eq(users.accountId, accountId), eq(users.roleName, 'agent'), isAvailable))
      .orderBy(sql`${agentAvailability.lastAutoAssignedAt} asc nulls first`, asc(users.id))
      .limit(1);
    if (!next) return undefined;
    await tx
      .insert(agentAvailability)
      .values({ userId: next.userId, accountId, lastAutoAssignedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: agentAvailability.userId,
        set: { lastAutoAssignedAt: sql`clock_timestamp()` },
      });
    return next;
  });
}
