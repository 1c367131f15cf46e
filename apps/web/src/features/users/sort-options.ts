import type { ListTeamUsersQuery, TeamUserSortField } from '@parley/contract';

type SortOrder = NonNullable<ListTeamUsersQuery['order']>;

/** The orders the 'Sort by' choice offers, each a field and a direction, named by their i18n key. */
export const sortOptions = [
  { key: 'nameAsc', sortBy: 'name', order: 'asc' },
  { key: 'nameDesc', sortBy: 'name', order: 'desc' },
  { key: 'emailAsc', sortBy: 'email', order: 'asc' },
  { key: 'emailDesc', sortBy: 'email', order: 'desc' },
  { key: 'roleAsc', sortBy: 'role', order: 'asc' },
  { key: 'roleDesc', sortBy: 'role', order: 'desc' },
  { key: 'newest', sortBy: 'createdAt', order: 'desc' },
  { key: 'oldest', sortBy: 'createdAt', order: 'asc' },
] as const satisfies readonly { key: string; sortBy: TeamUserSortField; order: SortOrder }[];

export type SortOption = (typeof sortOptions)[number];
