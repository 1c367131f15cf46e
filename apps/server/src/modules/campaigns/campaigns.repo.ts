import type { CampaignCounts, CampaignStatus, RecipientState } from '@parley/contract';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignRecipients, campaigns, channels, users } from '../../db/schema/index';

export type CampaignRow = typeof campaigns.$inferSelect;
export type RecipientRow = typeof campaignRecipients.$inferSelect;

const campaignColumns = {
  campaign: campaigns,
  channel: {
    displayName: channels.displayName,
    phoneNumber: channels.displayPhoneNumber,
    provider: channels.provider,
  },
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

export type CampaignWithChannel = Awaited<ReturnType<typeof selectCampaigns>>[number];

const selectCampaigns = (db: Database, where: SQL | undefined) =>
  db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(channels, eq(channels.id, campaigns.channelId))
    .leftJoin(users, eq(users.id, campaigns.createdByUserId))
    .where(where);

export async function findCampaign(
  db: Database,
  accountId: string,
  campaignId: string,
): Promise<CampaignWithChannel | undefined> {
  const [row] = await selectCampaigns(
    db,
    and(eq(campaigns.accountId, accountId), eq(campaigns.id, campaignId)),
  );
  return row;
}

export interface CampaignListFilter {
  accountId: string;
  from?: Date;
  to?: Date;
  campaignName?: string;
  channelId?: string;
}

export async function listCampaigns(
  db: Database,
  filter: CampaignListFilter,
  page: number,
  records: number,
): Promise<{ rows: CampaignWithChannel[]; total: number }> {
  const where = and(
    eq(campaigns.accountId, filter.accountId),
    filter.from ? gte(campaigns.scheduleTime, filter.from) : undefined,
    filter.to ? lte(campaigns.scheduleTime, filter.to) : undefined,
    filter.campaignName ? ilike(campaigns.name, `%${escapeLike(filter.campaignName)}%`) : undefined,
    filter.channelId ? eq(campaigns.channelId, filter.channelId) : undefined,
  );
  const rows = await selectCampaigns(db, where)
    .orderBy(desc(campaigns.scheduleTime), desc(campaigns.id))
    .limit(records)
    .offset((page - 1) * records);
  const [total] = await db.select({ total: count() }).from(campaigns).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findCampaignsByIds(
  db: Database,
  accountId: string,
  campaignIds: string[],
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), inArray(campaigns.id, campaignIds)));
}

export const emptyCounts = (): CampaignCounts => ({
  total: 0,
  queued: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  replied: 0,
  failed: 0,
  unknown: 0,
  canceled: 0,
});

/** Steps a recipient in this state has reached: the funnel's counts are cumulative. */
const reached: Record<RecipientState, (keyof CampaignCounts)[]> = {
  queued: ['queued'],
  sending: ['queued'],
  sent: ['sent'],
  delivered: ['sent', 'delivered'],
  read: ['sent', 'delivered', 'read'],
  failed: ['failed'],
  unknown: ['unknown'],
  canceled: ['canceled'],
};

/** Each campaign's counts, from one GROUP BY over the (campaign, state) index. */
export async function countsOf(db: Database, campaignIds: string[]): Promise<Map<string, CampaignCounts>> {
  const result = new Map(campaignIds.map((id) => [id, emptyCounts()]));
  if (campaignIds.length === 0) return result;
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      state: campaignRecipients.state,
      recipients: count(),
      replied: count(campaignRecipients.repliedAt),
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.state);
  for (const row of rows) {
    const counts = result.get(row.campaignId);
    if (!counts) continue;
    counts.total += row.recipients;
    counts.replied += row.replied;
    for (const step of reached[row.state] ?? []) counts[step] += row.recipients;
  }
  return result;
}

/**
 * Moves a campaign from one of `from` to `to`, in one statement so two changes at once cannot
 * both pass; answers the row when it moved.
 */
export async function changeStatus(
  db: Database,
  accountId: string,
  campaignId: string,
  from: CampaignStatus[],
  set: Partial<Pick<CampaignRow, 'status' | 'statusReason' | 'scheduleTime' | 'finishedAt'>>,
  extra?: SQL,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(campaigns.accountId, accountId),
        eq(campaigns.id, campaignId),
        inArray(campaigns.status, from),
        extra,
      ),
    )
    .returning();
  return row;
}

/** The queued recipients of a canceled campaign are never sent to. */
export async function cancelQueuedRecipients(db: Database, campaignId: string): Promise<void> {
  await db
    .update(campaignRecipients)
    .set({ state: 'canceled', updatedAt: new Date() })
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, 'queued')));
}

export async function shiftQueuedRecipients(db: Database, campaignId: string, byMs: number): Promise<void> {
  await db
    .update(campaignRecipients)
    .set({
      sendAfter: sql`${campaignRecipients.sendAfter} + ${byMs} * interval '1 millisecond'`,
      updatedAt: new Date(),
    })
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, 'queued')));
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
