import { type ConversationOption, conversationStatuses, type ListConversationsQuery } from '@parley/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { contacts, conversations, conversationTags } from '../../db/schema/index';
import type { Principal } from '../../types/fastify';
import { contactSearchCondition } from '../contacts/contacts.search';
import { visibleTo } from './conversation-access';

/**
 * Whose conversations a list may hold: anyone's, only assigned ones, or only those of these
 * assignees (null: unassigned).
 */
type AssigneeScope =
  | { kind: 'anyone' }
  | { kind: 'assigned' }
  | { kind: 'only'; assignees: (string | null)[] };

/** The scope the principal's visibility, the assignment option and the agent filter leave together. */
function assigneeScope(
  principal: Principal,
  { option, agent }: { option: ConversationOption; agent?: string },
): AssigneeScope {
  const visible: AssigneeScope =
    principal.roleName === 'agent'
      ? { kind: 'only', assignees: [principal.userId, null] }
      : { kind: 'anyone' };
  const chosen: Record<ConversationOption, AssigneeScope> = {
    ALL: { kind: 'anyone' },
    MINE: { kind: 'only', assignees: [principal.userId] },
    UNASSIGNED: { kind: 'only', assignees: [null] },
    ASSIGNED: { kind: 'assigned' },
  };
  const ofAgent: AssigneeScope = agent ? { kind: 'only', assignees: [agent] } : { kind: 'anyone' };
  return [chosen[option], ofAgent].reduce(intersect, visible);
}

function intersect(a: AssigneeScope, b: AssigneeScope): AssigneeScope {
  if (a.kind === 'anyone') return b;
  if (b.kind === 'anyone') return a;
  if (a.kind === 'assigned') return b.kind === 'assigned' ? a : intersect(b, a);
  const assignees = a.assignees.filter((assignee) =>
    b.kind === 'assigned' ? assignee !== null : b.assignees.includes(assignee),
  );
  return { kind: 'only', assignees };
}

/**
 * Who a conversation is assigned to, with the nil uuid for nobody: an equality on it keeps the order
 * of the index `conversations_channel_status_assignee_recent_idx`, where `is null` would not.
 */
const nobody = '00000000-0000-0000-0000-000000000000';
// A literal, not a parameter: the planner matches it against the index's expression.
const assigneeKey = sql`coalesce(${conversations.assignedAgentId}, ${sql.raw(`'${nobody}'::uuid`)})`;

/**
 * A conversation list's conditions: `where` for every row, and `ranges`, each an index range read
 * newest first, whose rows together are the list (an agent's own and the unassigned ones are two).
 * No ranges: nothing can match.
 */
export interface ConversationListConditions {
  where: SQL | undefined;
  ranges: (SQL | undefined)[];
}

export function conversationListConditions(
  principal: Principal,
  query: z.output<typeof ListConversationsQuery>,
): ConversationListConditions {
  const scope = assigneeScope(principal, query);
  const where = and(
    visibleTo(principal),
    eq(conversations.channelId, query.channelId),
    query.tags?.length ? taggedWithAny(query.tags) : undefined,
    blockedCondition(query.blockedBy),
    contactSearchCondition(query.search, 'trigram-index'),
  );
  const statusRanges =
    query.status !== 'ALL'
      ? [eq(conversations.status, query.status)]
      : // Each status of an assignee is a range of the index of its own.
        scope.kind === 'only'
        ? conversationStatuses.map((status) => eq(conversations.status, status))
        : [undefined];
  const assigneeRanges =
    scope.kind === 'only'
      ? scope.assignees.map((assignee) => eq(assigneeKey, assignee ?? nobody))
      : [scope.kind === 'assigned' ? isNotNull(conversations.assignedAgentId) : undefined];
  return {
    where,
    ranges: statusRanges.flatMap((status) => assigneeRanges.map((assignee) => and(status, assignee))),
  };
}

const taggedWithAny = (tagIds: string[]) =>
  sql`exists (select 1 from ${conversationTags} where ${and(
    eq(conversationTags.conversationId, conversations.id),
    inArray(conversationTags.tagId, tagIds),
  )})`;

function blockedCondition(blockedBy: 'ALL' | 'BLOCKED' | 'NOT_BLOCKED'): SQL | undefined {
  if (blockedBy === 'BLOCKED') return isNotNull(contacts.blockedAt);
  if (blockedBy === 'NOT_BLOCKED') return isNull(contacts.blockedAt);
  return undefined;
}
