import {
  type BlockedFilter,
  type ConversationOption,
  type ConversationStatus,
  can,
  conversationStatuses,
  type ListConversationsQuery,
} from '@parley/contract';
import { and, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { contacts, conversations, conversationTags } from '../../db/schema/index';
import { type Bound, bound, type Shape } from '../../db/statement-shapes';
import type { Principal } from '../../types/fastify';
import { searchTextLikeAny, trigramSearchPatterns } from '../contacts/contacts.search';
import { type Viewer, viewerOf, visibleTo } from './conversation-access';

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
  const visible: AssigneeScope = can(principal.roleName, 'seeAllConversations')
    ? { kind: 'anyone' }
    : { kind: 'only', assignees: [principal.userId, null] };
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

/** An index range of a list: one status (or any) of one assignee (or anyone, or anyone assigned). */
interface ConversationRange {
  status: ConversationStatus | 'ANY';
  assignee: 'ANYONE' | 'ASSIGNED' | 'NOBODY' | Bound;
}

/**
 * What a conversation list holds, as data: its values bound, the rest the shape of its statement.
 * `ranges` are index ranges, each read newest first, whose rows together are the list (an agent's
 * own and the unassigned ones are two); none: nothing can match.
 */
export interface ConversationListPlan {
  viewer: Viewer<Bound>;
  channelId: Bound;
  tagIds?: Bound;
  blockedBy: BlockedFilter;
  searchPatterns: Bound[];
  ranges: ConversationRange[];
}

export function conversationListPlan(
  principal: Principal,
  query: z.output<typeof ListConversationsQuery>,
): ConversationListPlan {
  const scope = assigneeScope(principal, query);
  const statuses: ConversationRange['status'][] =
    query.status !== 'ALL'
      ? [query.status]
      : // Each status of an assignee is a range of the index of its own.
        scope.kind === 'only'
        ? [...conversationStatuses]
        : ['ANY'];
  const assignees: ConversationRange['assignee'][] =
    scope.kind === 'only'
      ? scope.assignees.map((assignee) => (assignee === null ? 'NOBODY' : bound(assignee)))
      : [scope.kind === 'assigned' ? 'ASSIGNED' : 'ANYONE'];
  return {
    viewer: viewerOf(principal),
    channelId: bound(query.channelId),
    tagIds: query.tags?.length ? bound(query.tags) : undefined,
    blockedBy: query.blockedBy,
    searchPatterns: trigramSearchPatterns(query.search).map(bound),
    ranges: statuses.flatMap((status) => assignees.map((assignee) => ({ status, assignee }))),
  };
}

/**
 * A plan's conditions: `where` for every row, and one for each of its ranges. A search reads the
 * contacts' trigram index, which costs more than the rest of the list: its ranges are read as one,
 * so that the index is read once rather than once per range.
 */
export function conversationListConditions(plan: Shape<ConversationListPlan>) {
  const ranges = plan.ranges.map(({ status, assignee }) =>
    and(status === 'ANY' ? undefined : eq(conversations.status, status), assigneeCondition(assignee)),
  );
  return {
    where: and(
      visibleTo(plan.viewer),
      eq(conversations.channelId, plan.channelId),
      plan.tagIds ? taggedWithAny(plan.tagIds) : undefined,
      blockedCondition(plan.blockedBy),
      searchTextLikeAny(plan.searchPatterns),
    ),
    ranges: plan.searchPatterns.length > 0 && ranges.length > 1 ? [or(...ranges)] : ranges,
  };
}

function assigneeCondition(assignee: Shape<ConversationRange['assignee']>): SQL | undefined {
  if (assignee === 'ANYONE') return undefined;
  if (assignee === 'ASSIGNED') return isNotNull(conversations.assignedAgentId);
  return eq(assigneeKey, assignee === 'NOBODY' ? nobody : assignee);
}

const taggedWithAny = (tagIds: Placeholder) =>
  sql`exists (select 1 from ${conversationTags} where ${and(
    eq(conversationTags.conversationId, conversations.id),
    sql`${conversationTags.tagId} = any(${tagIds}::uuid[])`,
  )})`;

function blockedCondition(blockedBy: BlockedFilter): SQL | undefined {
  if (blockedBy === 'BLOCKED') return isNotNull(contacts.blockedAt);
  if (blockedBy === 'NOT_BLOCKED') return isNull(contacts.blockedAt);
  return undefined;
}
