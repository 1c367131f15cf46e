import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels, partnerApps } from '../../db/schema/index';

export type PartnerAppRow = typeof partnerApps.$inferSelect;

export async function insertPartnerApp(
  db: Database,
  values: typeof partnerApps.$inferInsert,
): Promise<PartnerAppRow> {
  const [row] = await db.insert(partnerApps).values(values).returning();
  if (!row) throw new Error('the partner app was not stored');
  return row;
}

export async function findPartnerApp(
  db: Database,
  accountId: string,
  appId: string,
): Promise<PartnerAppRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerApps)
    .where(and(eq(partnerApps.accountId, accountId), eq(partnerApps.appId, appId)));
  return row;
}

export async function updatePartnerApp(
  db: Database,
  id: string,
  values: Partial<typeof partnerApps.$inferInsert>,
): Promise<PartnerAppRow> {
  const [row] = await db.update(partnerApps).set(values).where(eq(partnerApps.id, id)).returning();
  if (!row) throw new Error('the partner app disappeared');
  return row;
}

/** The partner app whose number a channel is. */
export async function findPartnerAppOfChannel(
  db: Database,
  channelId: string,
): Promise<PartnerAppRow | undefined> {
  const [row] = await db.select().from(partnerApps).where(eq(partnerApps.channelId, channelId));
  return row;
}

/** Across accounts, for the webhook receiver: the app's secret and the channel its events belong to. */
export async function findPartnerWebhookTarget(db: Database, appId: string) {
  const [row] = await db
    .select({
      webhookSecretHash: partnerApps.webhookSecretHash,
      phoneNumberId: channels.phoneNumberId,
      businessAccountId: channels.businessAccountId,
    })
    .from(partnerApps)
    .innerJoin(channels, eq(channels.id, partnerApps.channelId))
    .where(eq(partnerApps.appId, appId));
  return row;
}
