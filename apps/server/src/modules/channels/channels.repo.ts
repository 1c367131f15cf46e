import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * The rate each channel's campaigns send at, the one definition the dispatcher and the channel's
 * page share: the channel's own setting, else its number's throughput as the latest health event
 * reported it (1,000 a second once Meta upgraded it to HIGH, 80 otherwise).
 */
export async function campaignRates(db: Database, channelIds: string[]): Promise<Map<string, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select({
      channelId: channels.id,
      rate: sql<number>`coalesce(${channels.messagesPerSecond}, case when (
          select e.facts ->> 'throughput' from channel_health_events e
          where e.channel_id = "channels"."id" and e.facts ? 'throughput'
          order by e.occurred_at desc limit 1
        ) = 'HIGH' then 1000 else 80 end)`.mapWith(Number),
    })
    .from(channels)
    .where(inArray(channels.id, channelIds));
  return new Map(rows.map((row) => [row.channelId, row.rate]));
}

/** One channel's campaign send rate (campaignRates). */
export async function campaignMessagesPerSecond(db: Database, channelId: string): Promise<number> {
  const rates = await campaignRates(db, [channelId]);
  return rates.get(channelId) ?? 80;
}

/** Sets or clears (null) the channel's campaign send rate; undefined when the account has no such channel. */
export async function updateMessagesPerSecond(
  db: Database,
  accountId: string,
  channelId: string,
  messagesPerSecond: number | null,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(channels)
    .set({ messagesPerSecond })
    .where(and(eq(channels.accountId, accountId), eq(channels.id, channelId)))
    .returning();
  return row;
}
