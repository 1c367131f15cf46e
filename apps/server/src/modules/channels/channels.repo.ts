import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels } from '../../db/schema/index';

export type ChannelRow = typeof channels.$inferSelect;
export type NewChannelRow = typeof channels.$inferInsert;

export const listChannels = (db: Database, accountId: string) =>
  db.select().from(channels).where(eq(channels.accountId, accountId)).orderBy(desc(channels.createdAt));

export async function findChannel(
  db: Database,
  accountId: string,
  channelId: string,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.accountId, accountId), eq(channels.id, channelId)));
  return row;
}

export async function connectedPhoneNumberIds(db: Database): Promise<Set<string>> {
  const rows = await db.select({ phoneNumberId: channels.phoneNumberId }).from(channels);
  return new Set(rows.map((row) => row.phoneNumberId));
}

/** Inserts the channel; undefined when its phone number is already taken (by a concurrent request too). */
export async function insertChannel(db: Database, values: NewChannelRow): Promise<ChannelRow | undefined> {
  const [row] = await db
    .insert(channels)
    .values(values)
    .onConflictDoNothing({ target: channels.phoneNumberId })
    .returning();
  return row;
}

/** Across accounts: a webhook names only the phone number id. */
export async function findChannelByPhoneNumberId(
  db: Database,
  phoneNumberId: string,
): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.phoneNumberId, phoneNumberId));
  return row;
}

export async function markWebhookSubscribed(db: Database, channelId: string): Promise<void> {
  await db.update(channels).set({ webhookSubscribedAt: new Date() }).where(eq(channels.id, channelId));
}
