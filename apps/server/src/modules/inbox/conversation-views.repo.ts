import type { ConversationTag } from '@parley/contract';
import { and, desc, eq, getTableColumns, gt, is, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgTransaction, type SubqueryWithSelection, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contacts, conversations, conversationTags, messages, tags, users } from '../../db/schema/index';
import { type Bound, bound, type Shape, statementByShape } from '../../db/statement-shapes';
import { type ConversationListPlan, conversationListConditions } from './conversation-filters';
import { userDisplayName } from './inbox.repo';

const listedColumns = {
  ...getTableColumns(conversations),
  contactPhone: contacts.phone,
  contactName: contacts.name,
  contactBlockedAt: contacts.blockedAt,
};

const conversationsWithContact = (db: Database, where: SQL | undefined) =>
  db
    .select(listedColumns)
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(where)
    .$dynamic();

interface ConversationPagePlan {
  filters: ConversationListPlan;
  /** Rows each range reads: those of the pages before and of this one. */
  rangeLimit: Bound;
  limit: Bound;
  offset: Bound;
}

const conversationPage = statementByShape<ConversationPagePlan>()(
  (db, { filters, rangeLimit, limit, offset }, name) => {
    const { where, ranges } = conversationListConditions(filters);
    const range = (condition: SQL | undefined) =>
      conversationsWithContact(db, and(where, condition))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(rangeLimit);
    const [first, second, ...more] = ranges.map(range);
    if (!first) throw new Error('a conversation page needs at least one range');
    const merged = second
      ? unionAll(first, second, ...more)
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(limit)
          .offset(offset)
      : first.limit(limit).offset(offset);
    return decorated(db, merged.as('page')).prepare(name);
  },
);

/**
 * A page of conversations, most recent first, with all the list shows of each: one statement, its
 * ranges read newest first and merged, then only the page's rows decorated.
 */
export async function listConversationViews(
  db: Database,
  filters: ConversationListPlan,
  { page, records }: { page: number; records: number },
) {
  if (filters.ranges.length === 0) return [];
  const offset = (page - 1) * records;
  const rows = await conversationPage(db, {
    filters,
    rangeLimit: bound(offset + records),
    limit: bound(records),
    offset: bound(offset),
  });
  return rows.map(toView);
}

/** The lists each tab shows, and the list of every conversation the viewer sees in the channel. */
export interface ConversationCountsPlan {
  all: ConversationListPlan;
  mine: ConversationListPlan;
  unassigned: ConversationListPlan;
  channel: ConversationListPlan;
}

const listed = (plan: Shape<ConversationListPlan>) => {
  const { where, ranges } = conversationListConditions(plan);
  // A plan without ranges can hold nothing.
  return ranges.length > 0 ? and(where, or(...ranges)) : sql`false`;
};

const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

const conversationCounts = statementByShape<ConversationCountsPlan>()((db, plans, name) =>
  db
    .select({
      all: countWhere(listed(plans.all)),
      mine: countWhere(listed(plans.mine)),
      unassigned: countWhere(listed(plans.unassigned)),
      unread: countWhere(gt(conversations.inboundUnreadMessages, 0)),
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(listed(plans.channel))
    .prepare(name),
);

/** How many conversations each tab's list holds, and how many of the channel's are unread: one pass. */
export async function countConversations(db: Database, plans: ConversationCountsPlan) {
  const [row] = await conversationCounts(db, plans);
  return row ?? { all: 0, mine: 0, unassigned: 0, unread: 0 };
}

const conversationById = statementByShape<{ conversationId: Bound }>()((db, { conversationId }, name) =>
  decorated(db, conversationsWithContact(db, eq(conversations.id, conversationId)).as('page')).prepare(name),
);

/** One conversation with all the list shows of it. */
export async function findConversationView(db: Database, conversationId: string) {
  const [row] = await conversationById(db, { conversationId: bound(conversationId) });
  return row && toView(row);
}

/**
 * Each conversation is looked up by its key, one after the other. A prepared statement keeps the
 * plan it chose first: on a new database, whose tables looked empty then, `id = any(…)` was planned
 * as a scan of every conversation and contact, and it went on scanning them as they grew (5 ms a
 * call after 20,000 API sends). The lookup's `limit` (one conversation has one id) keeps PostgreSQL
 * from turning it back into a join it could plan that way.
 *
 * The ids come as a JSON array (text): PostgreSQL reads the length of an array parameter into every
 * plan it makes for one call, found each cheaper than a plan for any length, and so planned the
 * statement anew at every call (a millisecond, more than running it). A JSON array's length it does
 * not read, so after a few calls it keeps one plan, the lookups by key above.
 */
const viewsOf = (db: Database, conversationIds: Placeholder | SQL) => {
  const listed = conversationsWithContact(db, eq(conversations.id, sql`wanted.id::uuid`))
    .limit(1)
    .as('listed');
  const page = db
    .select(
      Object.fromEntries(
        Object.keys(listedColumns).map((key) => [key, listed[key as keyof typeof listedColumns]]),
      ),
    )
    .from(sql`jsonb_array_elements_text(${conversationIds}::jsonb) as wanted(id)`)
    .innerJoinLateral(listed, sql`true`)
    .as('page');
  return decorated(db, page as unknown as ListedRows);
};

const conversationsByIds = statementByShape<{ conversationIds: Bound }>()((db, { conversationIds }, name) =>
  viewsOf(db, conversationIds).prepare(name),
);

/**
 * Conversations with all the list shows of each, in one statement: prepared once, or in a
 * transaction built for it.
 */
export async function findConversationViews(db: Database, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  // Each id is looked up once: a repeated one would be answered twice.
  const distinct = JSON.stringify([...new Set(conversationIds)]);
  const rows = is(db, PgTransaction)
    ? await viewsOf(db, sql`${sql.param(distinct)}`)
    : await conversationsByIds(db, { conversationIds: bound(distinct) });
  return rows.map(toView);
}

export type ConversationView = ReturnType<typeof toView>;

type ListedRows = SubqueryWithSelection<typeof listedColumns, 'page'>;

/** The conversations' agent name, tags and last message, looked up for each of them. */
function decorated(db: Database, page: ListedRows) {
  const agent = db
    .select({ name: userDisplayName.as('assigned_agent_name') })
    .from(users)
    .where(eq(users.id, page.assignedAgentId))
    .as('agent');
  const tagList = db
    .select({
      tags: sql<ConversationTag[]>`coalesce(json_agg(json_build_object(
        'conversationTagId', ${conversationTags.id}, 'tagId', ${tags.id}, 'tagName', ${tags.tagName}
      ) order by lower(${tags.tagName})), '[]'::json)`.as('conversation_tags'),
    })
    .from(conversationTags)
    .innerJoin(tags, eq(tags.id, conversationTags.tagId))
    .where(eq(conversationTags.conversationId, page.id))
    .as('tag_list');
  const lastMessage = db
    .select({ direction: messages.direction, type: messages.type, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, page.id))
    .orderBy(desc(messages.sentAt), desc(messages.createdAt))
    .limit(1)
    .as('last_message');
  return db
    .select()
    .from(page)
    .leftJoinLateral(agent, sql`true`)
    .leftJoinLateral(tagList, sql`true`)
    .leftJoinLateral(lastMessage, sql`true`)
    .orderBy(desc(page.lastMessageAt), desc(page.id));
}

type DecoratedRow = Awaited<ReturnType<ReturnType<typeof decorated>['execute']>>[number];

function toView(row: DecoratedRow) {
  return {
    conversation: row.page,
    assignedAgentName: row.agent?.name ?? null,
    tags: row.tag_list?.tags ?? [],
    lastMessage: row.last_message,
  };
}
