import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contacts, conversations, messages } from '../../../db/schema/index';
import type { ConversationRow } from '../conversation-access';
import type { MessageRow } from '../inbox.port';

export type NewOutboundMessage = Omit<typeof messages.$inferInsert, 'direction' | 'status' | 'statusAt'> & {
  sentAt: Date;
};

/** The message, queued, and the conversation moved to the top of the list by it. */
export async function insertQueuedMessage(db: Database, values: NewOutboundMessage): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ ...values, direction: 'outbound', status: 'queued', statusAt: values.sentAt })
    .returning();
  if (!row) throw new Error('insert into messages returned no row');
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${values.sentAt.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

/** A message to send, with its conversation and the number it goes to: one read for the send job. */
export async function findMessageToSend(
  db: Database,
  messageId: string,
): Promise<{ message: MessageRow; conversation: ConversationRow; phone: string } | undefined> {
  const [row] = await db
    .select({ message: messages, conversation: conversations, phone: contacts.phone })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      contacts,
      and(eq(contacts.id, conversations.contactId), eq(contacts.accountId, conversations.accountId)),
    )
    .where(eq(messages.id, messageId));
  return row;
}

/**
 * The conversation's messages still waiting to be sent, queued no later than `message`, oldest
 * first: what must reach the customer before it, and it.
 */
export function queuedUpTo(db: Database, message: MessageRow): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, message.conversationId),
        eq(messages.direction, 'outbound'),
        eq(messages.status, 'queued'),
        isNull(messages.providerMessageId),
        lte(messages.sentAt, message.sentAt),
      ),
    )
    .orderBy(asc(messages.sentAt), asc(messages.createdAt));
}

export async function findMessageOfConversation(
  db: Database,
  conversationId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)));
  return row;
}

/**
 * The provider accepted the message: its id is kept, and the status becomes `sent` unless a status
 * webhook already moved it further (statuses only move forward).
 */
export async function recordSent(
  db: Database,
  messageId: string,
  providerMessageId: string,
  at: Date,
): Promise<MessageRow | undefined> {
  const stillQueued = sql`${messages.status} = 'queued'`;
  const [row] = await db
    .update(messages)
    .set({
      providerMessageId: sql`coalesce(${messages.providerMessageId}, ${providerMessageId})`,
      status: sql`case when ${stillQueued} then 'sent' else ${messages.status} end`,
      statusAt: sql`case when ${stillQueued} then ${at.toISOString()}::timestamptz else ${messages.statusAt} end`,
    })
    .where(eq(messages.id, messageId))
    .returning();
  return row;
}

/** The provider refused the message: it fails with the provider's reason, unless it already moved on. */
export async function recordFailed(
  db: Database,
  messageId: string,
  error: { code: number; title: string; details?: string },
  at: Date,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ status: 'failed', statusAt: at, error })
    .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')))
    .returning();
  return row;
}
