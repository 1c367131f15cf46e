import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelHealthEvents, channels } from '../../db/schema/index';

export type ChannelHealthEventRow = typeof channelHealthEvents.$inferSelect;
export type NewChannelHealthEventRow = typeof channelHealthEvents.$inferInsert;

/** The channel a notice names: by number id, by display number within its business account, or all of the account's. */
export function channelsNamedBy(
  db: Database,
  target: { businessAccountId?: string; phoneNumberId?: string; displayPhoneNumber?: string },
): Promise<{ id: string; accountId: string }[]> {
  let where: SQL | undefined;
  if (target.phoneNumberId) where = eq(channels.phoneNumberId, target.phoneNumberId);
  else if (target.businessAccountId) {
    const digits = target.displayPhoneNumber?.replace(/\D/g, '');
    where = and(
      eq(channels.businessAccountId, target.businessAccountId),
      digits ? sql`regexp_replace(${channels.displayPhoneNumber}, '\\D', '', 'g') = ${digits}` : undefined,
    );
  }
  if (!where) return Promise.resolve([]);
  return db.select({ id: channels.id, accountId: channels.accountId }).from(channels).where(where);
}

export async function insertChannelHealthEvents(
  db: Database,
  rows: NewChannelHealthEventRow[],
): Promise<ChannelHealthEventRow[]> {
  if (rows.length === 0) return [];
  return db.insert(channelHealthEvents).values(rows).returning();
}

/** The number's standing as the channel list shows it. */
export async function setChannelStanding(
  db: Database,
  channelId: string,
  standing: { qualityRating?: string; messagingLimitTier?: string },
): Promise<void> {
  if (standing.qualityRating === undefined && standing.messagingLimitTier === undefined) return;
  await db.update(channels).set(standing).where(eq(channels.id, channelId));
}

/** The latest notice of the channel that states `fact`. */
export async function latestFact(
  db: Database,
  channelId: string,
  fact: string,
): Promise<{ value: string; at: Date } | undefined> {
  const [row] = await db
    .select({
      value: sql<string>`${channelHealthEvents.facts} ->> ${fact}`,
      at: channelHealthEvents.occurredAt,
    })
    .from(channelHealthEvents)
    .where(and(eq(channelHealthEvents.channelId, channelId), sql`${channelHealthEvents.facts} ? ${fact}`))
    .orderBy(desc(channelHealthEvents.occurredAt))
    .limit(1);
  return row;
}

export function recentChannelHealthEvents(db: Database, channelId: string, limit: number) {
  return db
    .select()
    .from(channelHealthEvents)
    .where(eq(channelHealthEvents.channelId, channelId))
    .orderBy(desc(channelHealthEvents.occurredAt), desc(channelHealthEvents.receivedAt))
    .limit(limit);
}

export async function unreadableWebhookCount(
  db: Database,
  channelId: string,
): Promise<{ total: number; lastAt: Date | null }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      lastAt: sql<Date | null>`max(${channelHealthEvents.occurredAt})`.mapWith(
        channelHealthEvents.occurredAt,
      ),
    })
    .from(channelHealthEvents)
    .where(
      and(eq(channelHealthEvents.channelId, channelId), eq(channelHealthEvents.topic, 'unreadableWebhook')),
    );
  return { total: row?.total ?? 0, lastAt: row?.lastAt ?? null };
}
