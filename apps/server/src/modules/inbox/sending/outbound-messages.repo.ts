import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { executeByKeys } from '../../../db/execute-by-keys';
import { rowsOf } from '../../../db/rows';
import { rowsSelect } from '../../../db/rows-select';
import { contacts, conversations, messages } from '../../../db/schema/index';
import { type Bound, bound, statementByShape } from '../../../db/statement-shapes';
import type { ConversationRow } from '../conversation-access';
import type { MessageRow } from '../inbox.port';
import { columnsOf, type MovedStatus, type MovedStatusRecord, toMovedStatus } from '../inbox.repo';

export type NewOutboundMessage = Pick<
  typeof messages.$inferInsert,
  | 'id'
  | 'accountId'
  | 'conversationId'
  | 'type'
  | 'content'
  | 'replyToProviderMessageId'
  | 'sentByUserId'
  | 'sentByChatbotId'
  | 'sentByApiKeyId'
> & { sentAt: Date };

/** The messages, queued, answered in the order given, and their conversations moved to the top of the list. */
export async function insertQueuedMessages(
  db: Database,
  values: NewOutboundMessage[],
): Promise<MessageRow[]> {
  const withIds = values.map((value) => ({ ...value, id: value.id ?? randomUUID() }));
  const latest = new Map<string, Date>();
  for (const { conversationId, sentAt } of withIds) {
    if (sentAt > (latest.get(conversationId) ?? 0)) latest.set(conversationId, sentAt);
  }
  // In id order, so that writes beside each other lock the conversations in the same order.
  const moved = [...latest].sort(([a], [b]) => (a < b ? -1 : 1));
  // One statement for both, as a busy intake pays for each round trip.
  const conversationsMoved = db.$with('conversations_moved', { id: sql<string>`id` }).as(sql`
    update conversations c set last_message_at = greatest(c.last_message_at, v.at)
    from unnest(${sql.param(moved.map(([id]) => id))}::uuid[], ${sql.param(moved.map(([, at]) => at.toISOString()))}::timestamptz[]) as v(id, at)
    where c.id = v.id
    returning c.id`);
  const rows = await db
    .with(conversationsMoved)
    .insert(messages)
    .select(
      rowsSelect(
        messages,
        withIds.map((value) => ({
          id: value.id,
          accountId: value.accountId,
          conversationId: value.conversationId,
          direction: 'outbound' as const,
          type: value.type,
          content: value.content,
          status: 'queued' as const,
          statusAt: value.sentAt,
          replyToProviderMessageId: value.replyToProviderMessageId ?? null,
          sentByUserId: value.sentByUserId ?? null,
          sentByChatbotId: value.sentByChatbotId ?? null,
          sentByApiKeyId: value.sentByApiKeyId ?? null,
          sentAt: value.sentAt,
        })),
      ),
    )
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withIds.map((value) => {
    const row = byId.get(value.id);
    if (!row) throw new Error('insert into messages returned no row');
    return row;
  });
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

const target = alias(messages, 'target');
const due = alias(messages, 'due');

/**
 * Each message is looked up by its key, then its conversation and contact by theirs, each through a
 * lateral lookup whose `limit` keeps PostgreSQL from making it a join; and the conversation's waiting
 * messages through one whose offset (`fence`, always 0) does the same. Every condition that an index
 * other than the key's could serve (no provider id yet, the account) is checked outside them. So the
 * one plan PostgreSQL keeps after a few calls reads only by key and by conversation, whatever the
 * tables held when it was made: planned on an empty database, the join it replaces went through the
 * index of messages without a provider id. The ids come as a JSON array, whose length, unlike an
 * array parameter's, PostgreSQL does not read into each call's plan (conversation-views.repo.ts).
 */
const queuedUpToStatement = statementByShape<{ messageIds: Bound; fence: Bound }>()(
  (db, { messageIds, fence }, name) => {
    const waiting = db
      .select({
        id: target.id,
        conversationId: target.conversationId,
        sentAt: target.sentAt,
        status: target.status,
        providerMessageId: target.providerMessageId,
      })
      .from(target)
      .where(eq(target.id, sql`wanted.id::uuid`))
      .limit(1)
      .as('waiting');
    const conversation = db
      .select()
      .from(conversations)
      .where(eq(conversations.id, waiting.conversationId))
      .limit(1)
      .as('conversation');
    const contact = db
      .select({ phone: contacts.phone, accountId: contacts.accountId })
      .from(contacts)
      .where(eq(contacts.id, conversation.contactId))
      .limit(1)
      .as('contact');
    const queued = db
      .select()
      .from(due)
      .where(and(eq(due.conversationId, waiting.conversationId), lte(due.sentAt, waiting.sentAt)))
      .offset(fence)
      .as('queued');
    return db
      .select({
        targetId: waiting.id,
        message: columnsOf(queued, messages),
        conversation: columnsOf(conversation, conversations),
        phone: contact.phone,
      })
      .from(sql`jsonb_array_elements_text(${messageIds}::jsonb) as wanted(id)`)
      .innerJoinLateral(waiting, sql`true`)
      .innerJoinLateral(conversation, sql`true`)
      .innerJoinLateral(contact, sql`true`)
      .innerJoinLateral(queued, sql`true`)
      .where(
        and(
          eq(waiting.status, 'queued'),
          isNull(waiting.providerMessageId),
          eq(contact.accountId, conversation.accountId),
          eq(queued.direction, 'outbound'),
          eq(queued.status, 'queued'),
          isNull(queued.providerMessageId),
        ),
      )
      .orderBy(asc(queued.sentAt), asc(queued.createdAt))
      .prepare(name);
  },
);

/** A message still waiting to be sent, and what must go before it (`findQueuedUpTo`). */
export interface QueuedUpTo {
  /** The conversation's messages waiting too, queued no later than it, oldest first; it last. */
  due: MessageRow[];
  conversation: ConversationRow;
  phone: string;
}

/**
 * For each message that still waits to be sent: the conversation's messages waiting too, queued no
 * later than it, with the conversation and the number they go to (one read for many send jobs).
 * Messages settled already are left out.
 */
export async function findQueuedUpTo(db: Database, messageIds: string[]): Promise<Map<string, QueuedUpTo>> {
  const found = new Map<string, QueuedUpTo>();
  // Each id is looked up once: a repeated one would list its conversation's messages twice.
  for (const { targetId, message, conversation, phone } of await queuedUpToStatement(db, {
    messageIds: bound(JSON.stringify([...new Set(messageIds)])),
    fence: bound(0),
  })) {
    const queued = found.get(targetId);
    if (queued) queued.due.push(message);
    else found.set(targetId, { due: [message], conversation, phone });
  }
  return found;
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

/** What the provider said of one send: its id for the message, or why it refused it. */
export type SendOutcome =
  | { messageId: string; at: Date; providerMessageId: string }
  | { messageId: string; at: Date; error: { code: number; title: string; details?: string } };

/**
 * The sends' outcomes, in one statement. An accepted message keeps the provider's id and becomes
 * `sent` unless a status webhook already moved it further (statuses only move forward); a refused one
 * fails with the provider's reason, unless it already moved on. Answers the messages it wrote to.
 */
export async function recordSendOutcomes(db: Database, outcomes: SendOutcome[]): Promise<MovedStatus[]> {
  if (outcomes.length === 0) return [];
  const column = <T>(pick: (outcome: SendOutcome) => T) => sql.param(outcomes.map(pick));
  const rows = rowsOf<MovedStatusRecord>(
    await executeByKeys(
      db,
      sql`
      update messages m set
        provider_message_id = coalesce(m.provider_message_id, v.provider_message_id),
        status = case when m.status <> 'queued' then m.status when v.error is null then 'sent' else 'failed' end,
        status_at = case when m.status = 'queued' then v.at else m.status_at end,
        error = case when m.status = 'queued' and v.error is not null then v.error::jsonb else m.error end
      from unnest(
        ${column((outcome) => outcome.messageId)}::uuid[],
        ${column((outcome) => ('providerMessageId' in outcome ? outcome.providerMessageId : null))}::text[],
        ${column((outcome) => ('error' in outcome ? JSON.stringify(outcome.error) : null))}::text[],
        ${column((outcome) => outcome.at.toISOString())}::timestamptz[]
      ) as v(id, provider_message_id, error, at), conversations c
      where m.id = v.id and (v.error is null or m.status = 'queued') and c.id = m.conversation_id
      returning m.id, m.conversation_id, m.account_id, m.provider_message_id, m.status, m.status_at, m.error,
        c.assigned_agent_id`,
    ),
  );
  return rows.map(toMovedStatus);
}
