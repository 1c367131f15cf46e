import type {
  blockedFilters,
  Conversation,
  ConversationCountsQuery,
  ConversationOption,
  conversationStatusFilters,
  ListConversationsQuery,
  RoleName,
} from '@parley/contract';
import { can } from '@parley/contract';

/** Spec §3 conversation filter, as the filter popover edits it: '' is any agent, [] any tag. */
export interface ConversationFilter {
  option: ConversationOption;
  status: (typeof conversationStatusFilters)[number];
  agent: string;
  tags: string[];
  blockedBy: (typeof blockedFilters)[number];
}

/** Spec §4/§9: option ALL and status OPEN; clearing the filter comes back here. */
export const defaultConversationFilter: ConversationFilter = {
  option: 'ALL',
  status: 'OPEN',
  agent: '',
  tags: [],
  blockedBy: 'ALL',
};

/** The list call for a channel, its filter and a search; unset parts are left out. */
export function conversationsQuery(
  channelId: string,
  filter: ConversationFilter,
  search: string,
): ListConversationsQuery {
  const term = search.trim();
  return {
    channelId,
    option: filter.option,
    status: filter.status,
    blockedBy: filter.blockedBy,
    ...(filter.agent && { agent: filter.agent }),
    ...(filter.tags.length > 0 && { tags: filter.tags.join(',') }),
    ...(term && { search: term }),
  };
}

/** The counts of the tabs under the same filter and search: every part of the list's call but the tab. */
export function conversationCountsQuery(
  channelId: string,
  filter: ConversationFilter,
  search: string,
): ConversationCountsQuery {
  const { option: _tab, ...query } = conversationsQuery(channelId, filter, search);
  return query;
}

/** The tabs above the list: the filter's assignment options. */
export const conversationTabs = [
  'ALL',
  'MINE',
  'UNASSIGNED',
  'ASSIGNED',
] as const satisfies ConversationOption[];

/** Who looks at the lists: an agent sees only the conversations assigned to them and unassigned ones. */
export interface Viewer {
  userId: string;
  roleName: RoleName;
}

/**
 * Whether a conversation as it is now belongs in a list fetched with `query`, so a realtime change
 * can be put in (or taken out of) the cached list without asking the server. 'unknown' when only
 * the server can tell: how it matches a search on names and numbers is its own.
 */
export function listMatch(
  conversation: Conversation,
  query: ListConversationsQuery,
  viewer: Viewer,
): 'yes' | 'no' | 'unknown' {
  const assignee = conversation.assignedAgentId;
  const tagIds = query.tags?.split(',').filter(Boolean) ?? [];
  const fits =
    conversation.channelId === query.channelId &&
    (can(viewer.roleName, 'seeAllConversations') || assignee === null || assignee === viewer.userId) &&
    matchesStatus(conversation, query.status ?? 'OPEN') &&
    matchesOption(assignee, query.option ?? 'ALL', viewer.userId) &&
    (!query.agent || assignee === query.agent) &&
    (tagIds.length === 0 || conversation.tags.some((tag) => tagIds.includes(tag.tagId))) &&
    matchesBlocked(conversation.isBlocked, query.blockedBy ?? 'ALL');
  if (!fits) return 'no';
  return query.search?.trim() ? 'unknown' : 'yes';
}

const matchesStatus = (conversation: Conversation, status: ConversationFilter['status']) =>
  status === 'ALL' || conversation.status === status;

function matchesOption(assignee: string | null, option: ConversationOption, userId: string): boolean {
  switch (option) {
    case 'ALL':
      return true;
    case 'MINE':
      return assignee === userId;
    case 'UNASSIGNED':
      return assignee === null;
    case 'ASSIGNED':
      return assignee !== null;
  }
}

function matchesBlocked(isBlocked: boolean, blockedBy: ConversationFilter['blockedBy']): boolean {
  if (blockedBy === 'ALL') return true;
  return blockedBy === 'BLOCKED' ? isBlocked : !isBlocked;
}
