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

export async function advanceMessageStatus(
  db: Database,
  update: { providerMessageId: string; status: keyof typeof rankOf; at: Date; error?: unknown },
): Promise<void> {
  await db
    .update(messages)
    .set({
      status: update.status as MessageRow['status'],
      statusAt: update.at,
      ...(update.error ? { error: update.error } : {}),
    })
    .where(
      and(
        eq(messages.providerMessageId, update.providerMessageId),
        eq(messages.direction, 'outbound'),
        sql`${statusRank} < ${rankOf[update.status] ?? 0}`,
      ),
    );
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
