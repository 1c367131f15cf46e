import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quickReplySettings } from '../../db/schema/index';

export type QuickReplySettingsRow = typeof quickReplySettings.$inferSelect;

export async function findQuickReplySettings(
  db: Database,
  accountId: string,
): Promise<QuickReplySettingsRow | undefined> {
  const [row] = await db.select().from(quickReplySettings).where(eq(quickReplySettings.accountId, accountId));
  return row;
}

/** Changes the settings given; the others keep their value (their default on the first change). */
export async function saveQuickReplySettings(
  db: Database,
  accountId: string,
  changes: { quickReplyEnabled?: boolean; timeZone?: string },
): Promise<QuickReplySettingsRow> {
  const [row] = await db
    .insert(quickReplySettings)
    .values({ accountId, ...changes })
    .onConflictDoUpdate({ target: quickReplySettings.accountId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert into quick_reply_settings returned no row');
  return row;
}
