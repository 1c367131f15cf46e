import { and, desc, eq, getTableColumns, gt, isNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Database } from '../../db/client';
import { executeByKeys } from '../../db/execute-by-keys';
import { rowsOf } from '../../db/rows';
import { contacts, conversations, messages, users } from '../../db/schema/index';
import { type Bound, bound, statementByShape } from '../../db/statement-shapes';
import type { ContactRow } from '../contacts/contacts.repo';
import type { ConversationRow } from './conversation-access';
import type { MessageRow, MessageStatusMove } from './inbox.port';

export type { ConversationRow, MessageRow };

type NewMessageRow = typeof messages.$inferInsert;

/** A user's name as the inbox shows it (assigned agent, sender of a message). */
export const userDisplayName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** A conversation found or made for a number on a channel, with the time of what made it. */
export interface NumberConversationKey {
  accountId: string;
  channelId: string;
  /** As the number's contact is stored (digits only). */
  phone: string;
  at: Date;
}

/**
 * The conversations of numbers on channels, created if new and otherwise moved to the top of the list
 * at the key's time, each with the number's contact, which `contactsChanged` (a contacts upsert, not
 * yet run, answering the contacts it created or changed) finds or makes in the same statement: one
 * round trip for both. Answered in the order given.
 */
export async function upsertNumberConversations(
  db: Database,
  contactsChanged: TypedQueryBuilder<ReturnType<typeof getTableColumns<typeof contacts>>>,
  keys: NumberConversationKey[],
): Promise<{ conversation: ConversationRow; created: boolean; contact: ContactRow }[]> {
  const keyOf = (key: { accountId: string; channelId: string; phone: string }) =>
    `${key.accountId} ${key.channelId} ${key.phone}`;
  const distinct = [...new Map(keys.map((key) => [keyOf(key), key])).values()].map((key) => ({
    account_id: key.accountId,
    channel_id: key.channelId,
    phone: key.phone,
    at: key.at.toISOString(),
  }));
  const keysTable = sql`jsonb_to_recordset(${JSON.stringify(distinct)}::jsonb)
    as k(account_id uuid, channel_id uuid, phone text, at timestamptz)`;
  const changed = db.$with('changed').as(contactsChanged);
  // With the contacts the upsert left as they were, read as the statement began; the columns named
  // alike on both sides, as a union pairs them by position. Each key's contact is looked up in the
  // (account, phone) index: a join the planner may choose read all of an account's contacts instead,
  // which it judged cheaper up to some 40,000 of them (5 ms a message at 20,000, against 0.4 ms).
  const contactColumns = (table: string) =>
    sql.join(
      Object.values(getTableColumns(contacts)).map(
        (column) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`,
      ),
      sql`, `,
    );
  const found = db.$with('found', getTableColumns(contacts)).as(sql`
    select ${contactColumns('changed')} from changed
    union all
    select ${contactColumns('c')} from ${keysTable}
    cross join lateral (
      -- The limit keeps the lookup a lookup: a plain subquery would be merged into a join.
      select * from ${contacts} c where c.account_id = k.account_id and c.phone = k.phone limit 1
    ) c
    where not exists (select 1 from changed where changed.id = c.id)`);
  const made = db
    .$with('made', { ...getTableColumns(conversations), created: sql<boolean>`created`.as('created') })
    .as(sql`
    insert into ${conversations} (account_id, channel_id, contact_id, last_message_at)
    select k.account_id, k.channel_id, found.id, k.at
    from ${keysTable}
    join found on found.account_id = k.account_id and found.phone = k.phone
    -- In key order, so that writes beside each other lock their rows in the same order.
    order by k.channel_id, found.id
    on conflict (channel_id, contact_id) do update
      set last_message_at = greatest(conversations.last_message_at, excluded.last_message_at)
    -- A row the statement inserted has no deleting transaction yet: the usual PostgreSQL tell.
    returning *, (xmax = 0) as created`);
  const statement = db
    .with(changed, found, made)
    .select({
      conversation: columnsOf(made, conversations),
      created: made.created,
      contact: columnsOf(found, contacts),
    })
    .from(made)
    .innerJoin(found, eq(found.id, made.contactId));
  type Upserted = Awaited<typeof statement>[number];
  const byKey = new Map<string, Upserted>();
  const keep = (rows: Upserted[]) => {
    for (const row of rows) {
      const key = keyOf({ ...row.conversation, phone: row.contact.phone });
      if (!byKey.has(key)) byKey.set(key, row);
    }
  };
  keep(await statement);
  // A contact another transaction made after this statement began, and committed while the upsert
  // waited for it, is neither changed nor read above; the statement run again reads it. Rows already
  // kept stay as first answered (created, for a conversation this transaction just made).
  if (byKey.size < distinct.length) keep(await statement);
  return keys.map((key) => {
    const upserted = byKey.get(keyOf(key));
    if (!upserted) throw new Error('upsert into conversations returned no row');
    return upserted;
  });
}

/** A table's columns as a CTE or subquery that answers its rows names them. */
export function columnsOf<T extends PgTable>(cte: object, table: T): T['_']['columns'] {
  const named = cte as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, named[key]]),
  ) as T['_']['columns'];
}

/** Inserts the message unless its provider id is already stored; answers it, or nothing for a redelivery. */
export async function insertMessageOnce(
  db: Database,
  values: NewMessageRow,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: messages.providerMessageId })
    .returning();
  return row;
}

/** The inbound message of this provider id when its automations have not all run. */
export async function findAutomationsPending(
  db: Database,
  providerMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.providerMessageId, providerMessageId), eq(messages.automationsPending, true)));
  return row;
}

export async function markAutomationsDone(db: Database, messageId: string): Promise<void> {
  await db.update(messages).set({ automationsPending: false }).where(eq(messages.id, messageId));
}

/**
 * Counts a new customer message: unread, the window's new start, and a closed conversation reopened.
 * Only if the message is stored: a statement written beside its insert (`insertMessageOnce`, which
 * stores nothing for a redelivery) counts it only if that insert did.
 */
export async function recordInbound(
  db: Database,
  { conversationId, messageId, at }: { conversationId: string; messageId: string; at: Date },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({
      inboundUnreadMessages: sql`${conversations.inboundUnreadMessages} + 1`,
      lastInboundAt: sql`greatest(${conversations.lastInboundAt}, ${at.toISOString()}::timestamptz)`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      status: 'OPEN',
    })
    .where(
      and(
        eq(conversations.id, conversationId),
        sql`exists (select 1 from ${messages} where ${messages.id} = ${messageId})`,
      ),
    )
    .returning();
  return row;
}

/** Answers whether anything changed: reading a conversation without unread messages changes nothing. */
export async function findConversationRow(
  db: Database,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  return row;
}

export async function clearUnread(db: Database, conversationId: string): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ inboundUnreadMessages: 0 })
    .where(and(eq(conversations.id, conversationId), gt(conversations.inboundUnreadMessages, 0)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

export async function updateConversation(
  db: Database,
  conversationId: string,
  values: Partial<Pick<ConversationRow, 'status' | 'assignedAgentId'>>,
): Promise<void> {
  await db.update(conversations).set(values).where(eq(conversations.id, conversationId));
}

/** Takes the automatic-reply turn if none was taken since `windowStart`; answers whether it was taken. */
export async function claimAutoReplyTurn(
  db: Database,
  conversationId: string,
  at: Date,
  windowStart: Date,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ lastAutoReplyAt: at })
    .where(
      and(
        eq(conversations.id, conversationId),
        or(isNull(conversations.lastAutoReplyAt), lte(conversations.lastAutoReplyAt, windowStart)),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** The provider id of the customer's latest message, which marks everything before it read too. */
export async function latestInboundProviderMessageId(
  db: Database,
  conversationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ providerMessageId: messages.providerMessageId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, 'inbound')))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.providerMessageId ?? undefined;
}

// Statuses only move forward: a late `delivered` never overwrites `read`; `failed` can follow `sent` only.
const statusRank = sql`case ${messages.status}
  when 'queued' then 0 when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 when 'played' then 5 else 6 end`;
const rankOf: Record<string, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4, played: 5 };

export interface StatusUpdate {
  providerMessageId: string;
  /**
   * Parley's id of the message, echoed from the send's callback data: a status can arrive before
   * the sending job has stored the provider's id, and is then matched by this.
   */
  messageId?: string;
  status: keyof typeof rankOf;
  at: Date;
  error?: unknown;
}

/** A message whose status moved forward, as it is now. */
export type MovedStatus = MessageStatusMove;

/** A message whose status a statement moved, as the statement returns it. */
export interface MovedStatusRecord {
  id: string;
  conversation_id: string;
  account_id: string;
  provider_message_id: string | null;
  status: MessageRow['status'];
  status_at: string | Date;
  error: unknown;
  assigned_agent_id: string | null;
}

export const toMovedStatus = (row: MovedStatusRecord): MovedStatus => ({
  id: row.id,
  conversationId: row.conversation_id,
  accountId: row.account_id,
  providerMessageId: row.provider_message_id,
  status: row.status,
  statusAt: new Date(row.status_at),
  error: row.error,
  assignedAgentId: row.assigned_agent_id,
});

/**
 * Applies status updates in the order given, as one statement: each message takes the highest of
 * its statuses if that is ahead of the stored one, and the error of the last update that moved it
 * forward with an error. Answers the messages that moved.
 */
export async function advanceMessageStatuses(db: Database, updates: StatusUpdate[]): Promise<MovedStatus[]> {
  const rows = [...latestPerMessage(updates).values()];
  if (rows.length === 0) return [];
  const column = <K extends keyof (typeof rows)[number]>(key: K) => sql.param(rows.map((row) => row[key]));
  // Each update's message is found first, by one index lookup or the other: joined on either
  // condition at once, the messages would be read whole for every update.
  const result = await executeByKeys(
    db,
    sql`
    update ${messages} set
      provider_message_id = coalesce(${messages.providerMessageId}, v.provider_message_id),
      status = v.status,
      status_at = v.at::timestamptz,
      error = case when v.error_rank > ${statusRank} then v.error::jsonb else ${messages.error} end
    from (
        select v.*, coalesce(
          (select x.id from ${messages} x where x.provider_message_id = v.provider_message_id),
          (select x.id from ${messages} x where x.id = v.message_id and x.provider_message_id is null)) as id
        from unnest(${column('providerMessageId')}::text[], ${column('messageId')}::uuid[], ${column('status')}::text[],
                    ${column('at')}::text[], ${column('rank')}::int[], ${column('error')}::text[], ${column('errorRank')}::int[])
          as v(provider_message_id, message_id, status, at, rank, error, error_rank)
      ) v,
      ${conversations} c
    where ${messages.id} = v.id
      and ${messages.direction} = 'outbound'
      and ${statusRank} < v.rank
      and c.id = ${messages.conversationId}
    returning ${messages.id}, ${messages.conversationId}, ${messages.accountId}, ${messages.providerMessageId},
      ${messages.status}, ${messages.statusAt}, ${messages.error}, c.assigned_agent_id`,
  );
  return rowsOf<MovedStatusRecord>(result).map(toMovedStatus);
}

/**
 * Applied one by one, only updates that rank above every earlier one for their message can move it
 * (whatever it held before), so the last of them decides the status and the last with an error the
 * error, provided each ranks above the stored status.
 */
/**
 * The moves as each message passed its statuses: before the status a message reached, each lower one
 * the same updates brought it (delivered before read, when both came together), at its own time.
 */
export function withStatusesPassed(moved: MovedStatus[], updates: StatusUpdate[]): MovedStatus[] {
  return moved.flatMap((move) => {
    const reached = rankOf[move.status] ?? 0;
    const passed = updates
      .filter(
        (update) =>
          (update.providerMessageId === move.providerMessageId || update.messageId === move.id) &&
          (rankOf[update.status] ?? 0) < reached &&
          // A failure is no step on the way to a later status.
          update.status !== 'failed',
      )
      .sort((a, b) => (rankOf[a.status] ?? 0) - (rankOf[b.status] ?? 0));
    const distinct = [...new Map(passed.map((update) => [update.status, update])).values()];
    return [
      ...distinct.map((update) => ({
        ...move,
        status: update.status as MovedStatus['status'],
        statusAt: update.at,
        error: update.error ?? null,
      })),
      move,
    ];
  });
}

function latestPerMessage(updates: StatusUpdate[]) {
  const latest = new Map<
    string,
    {
      providerMessageId: string;
      messageId: string | null;
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
      messageId: update.messageId ?? current?.messageId ?? null,
      status: update.status,
      at: update.at.toISOString(),
      rank,
      error: update.error ? JSON.stringify(update.error) : (current?.error ?? null),
      errorRank: update.error ? rank : (current?.errorRank ?? -1),
    });
  }
  return latest;
}

const newestFirst = [desc(messages.sentAt), desc(messages.createdAt)];

const messagesWithSender = (db: Database, conversationId: string | Placeholder) =>
  db
    .select({ message: messages, sentByName: userDisplayName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.sentByUserId))
    .where(eq(messages.conversationId, conversationId))
    .$dynamic();

const messagePage = statementByShape<{ conversationId: Bound; limit: Bound; offset: Bound }>()(
  (db, { conversationId, limit, offset }, name) =>
    messagesWithSender(db, conversationId)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      .prepare(name),
);

/** A page of the conversation's messages, newest first, each with the name of the user who sent it. */
export const listMessages = (db: Database, conversationId: string, page: number, records: number) =>
  messagePage(db, {
    conversationId: bound(conversationId),
    limit: bound(records),
    offset: bound((page - 1) * records),
  });

/** The conversation's messages from the `offset`-th, oldest first, each with the name of the user who sent it. */
export const listMessagesOldestFirst = (
  db: Database,
  conversationId: string,
  offset: number,
  limit: number,
) =>
  messagesWithSender(db, conversationId)
    .orderBy(messages.sentAt, messages.createdAt, messages.id)
    .limit(limit)
    .offset(offset);

/** A user of the account by id, with the name the inbox shows. */
export async function findAccountUser(
  db: Database,
  accountId: string,
  userId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: userDisplayName })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row;
}

export async function findUserName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: userDisplayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export function listContactConversations(db: Database, accountId: string, contactId: string) {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.contactId, contactId)))
    .orderBy(desc(conversations.lastMessageAt));
}

/** How many conversations and messages these contacts have: what deleting them takes along. */
export async function countContactsHistory(
  db: Database,
  accountId: string,
  contactIds: string[],
): Promise<{ conversations: number; messages: number }> {
  const [row] = await db
    .select({
      conversations: sql<number>`count(distinct ${conversations.id})::int`,
      messages: sql<number>`count(${messages.id})::int`,
    })
    .from(conversations)
    .leftJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.accountId, accountId),
        sql`${conversations.contactId} = any(${sql.param(contactIds)}::uuid[])`,
      ),
    );
  return row ?? { conversations: 0, messages: 0 };
}

export async function listAssignedConversationIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.assignedAgentId, userId));
  return rows.map((row) => row.id);
}
