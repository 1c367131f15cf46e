import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, conversations, messages } from '../../db/schema/index';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

export async function upsertConversation(
  db: Database,
  values: { accountId: string; channelId: string; contactId: string; at: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      accountId: values.accountId,
      channelId: values.channelId,
      contactId: values.contactId,
      lastMessageAt: values.at,
    })
    .onConflictDoUpdate({
      target: [conversations.channelId, conversations.contactId],
      set: { channelId: sql`excluded.channel_id` },
    })
    .returning();
  if (!row) throw new Error('upsert into conversations returned no row');
  return row;
}

/** Inserts the message unless its provider id is already stored; answers whether it was new. */
export async function insertMessageOnce(db: Database, values: NewMessageRow): Promise<boolean> {
  const rows = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: messages.providerMessageId })
    .returning({ id: messages.id });
  return rows.length === 1;
}

export async function recordInbound(db: Database, conversationId: string, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({
      inboundUnreadMessages: sql`${conversations.inboundUnreadMessages} + 1`,
      lastInboundAt: sql`greatest(${conversations.lastInboundAt}, ${at.toISOString()}::timestamptz)`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, conversationId));
}

// Statuses only move forward: a late `delivered` never overwrites `read`; `failed` can follow `sent` only.
const statusRank = sql`case ${messages.status}
  when 'queued' then 0 when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 when 'played' then 5 else 6 end`;
const rankOf: Record<string, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4, played: 5 };

export interface StatusUpdate {
  providerMessageId: string;
  status: keyof typeof rankOf;
  at: Date;
  error?: unknown;
}

/**
 * Applies status updates in the order given, as one statement: each message takes the highest of
 * its statuses if that is ahead of the stored one, and the error of the last update that moved it
 * forward with an error.
 */
export async function advanceMessageStatuses(db: Database, updates: StatusUpdate[]): Promise<void> {
  const rows = [...latestPerMessage(updates).values()];
  if (rows.length === 0) return;
  const column = <K extends keyof (typeof rows)[number]>(key: K) => sql.param(rows.map((row) => row[key]));
  await db.execute(sql`
    update ${messages} set
      status = v.status,
      status_at = v.at::timestamptz,
      error = case when v.error_rank > ${statusRank} then v.error::jsonb else ${messages.error} end
    from unnest(${column('providerMessageId')}::text[], ${column('status')}::text[], ${column('at')}::text[],
                ${column('rank')}::int[], ${column('error')}::text[], ${column('errorRank')}::int[])
      as v(provider_message_id, status, at, rank, error, error_rank)
    where ${messages.providerMessageId} = v.provider_message_id
      and ${messages.direction} = 'outbound'
      and ${statusRank} < v.rank`);
}

/**
 * Applied one by one, only updates that rank above every earlier one for their message can move it
 * (whatever it held before), so the last of them decides the status and the last with an error the
 * error, provided each ranks above the stored status.
 */
function latestPerMessage(updates: StatusUpdate[]) {
  const latest = new Map<
    string,
    {
      providerMessageId: string;
      status: string;
      at: string;
      rank: number;
      error: string | null;
      errorRank: number;
    }
  >();
  for (const update of updates) {
    const rank = rankOf[update.status] ?? 0;
    const current = latest.get(update.providerMessageId);
    if (current && rank <= current.rank) continue;
    latest.set(update.providerMessageId, {
      providerMessageId: update.providerMessageId,
      status: update.status,
      at: update.at.toISOString(),
      rank,
      error: update.error ? JSON.stringify(update.error) : (current?.error ?? null),
      errorRank: update.error ? rank : (current?.errorRank ?? -1),
    });
  }
  return latest;
}

export async function listConversations(
  db: Database,
  accountId: string,
  channelId: string,
  page: number,
  records: number,
) {
  const where = and(eq(conversations.accountId, accountId), eq(conversations.channelId, channelId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt))
      .limit(records)
      .offset((page - 1) * records),
    db.select({ value: count() }).from(conversations).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.conversations, contact: row.contacts })),
    total: total?.value ?? 0,
  };
}

export async function findConversation(
  db: Database,
  accountId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.id, conversationId)));
  return row;
}

export async function listMessages(db: Database, conversationId: string, page: number, records: number) {
  const where = eq(messages.conversationId, conversationId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.sentAt), desc(messages.createdAt))
      .limit(records)
      .offset((page - 1) * records),
    db.select({ value: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function listContactConversations(db: Database, accountId: string, contactId: string) {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.contactId, contactId)))
    .orderBy(desc(conversations.lastMessageAt));
}
