import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quickReplies } from '../../db/schema/index';

export type QuickReplyRow = typeof quickReplies.$inferSelect;
export type QuickReplyValues = Pick<
  QuickReplyRow,
  'shortName' | 'replyMessage' | 'options' | 'enabled' | 'timeRestrictionEnabled' | 'startTime' | 'endTime'
>;

const ofAccount = (accountId: string, quickReplyId: string) =>
  and(eq(quickReplies.accountId, accountId), eq(quickReplies.id, quickReplyId));

/** The channel's quick replies, oldest first; only the enabled ones when asked. */
export function listQuickReplies(
  db: Database,
  channelId: string,
  { enabledOnly = false }: { enabledOnly?: boolean } = {},
): Promise<QuickReplyRow[]> {
  return db
    .select()
    .from(quickReplies)
    .where(
      and(eq(quickReplies.channelId, channelId), enabledOnly ? eq(quickReplies.enabled, true) : undefined),
    )
    .orderBy(asc(quickReplies.createdAt), asc(quickReplies.id));
}

export async function findQuickReply(
  db: Database,
  accountId: string,
  quickReplyId: string,
): Promise<QuickReplyRow | undefined> {
  const [row] = await db.select().from(quickReplies).where(ofAccount(accountId, quickReplyId));
  return row;
}

export async function insertQuickReply(
  db: Database,
  values: QuickReplyValues & { accountId: string; channelId: string },
): Promise<QuickReplyRow> {
  const [row] = await db.insert(quickReplies).values(values).returning();
  if (!row) throw new Error('insert into quick_replies returned no row');
  return row;
}

export async function updateQuickReply(
  db: Database,
  accountId: string,
  quickReplyId: string,
  values: QuickReplyValues,
): Promise<QuickReplyRow | undefined> {
  const [row] = await db
    .update(quickReplies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofAccount(accountId, quickReplyId))
    .returning();
  return row;
}

/** Answers whether the account had that quick reply. */
export async function deleteQuickReply(
  db: Database,
  accountId: string,
  quickReplyId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(quickReplies)
    .where(ofAccount(accountId, quickReplyId))
    .returning({ id: quickReplies.id });
  return deleted.length > 0;
}
