import { contactSortFields } from '@parley/contract';
import { useSearchParams } from 'react-router';

export type SortField = (typeof contactSortFields)[number];
export type SortOrder = 'asc' | 'desc';

/** What a contacts or groups table shows, kept in the address so it survives reloads and links. */
export interface ListState {
  searchTerm: string;
  page: number;
  records: number;
  sort: SortField;
  order: SortOrder;
}

export const recordsOptions = [10, 20, 50, 100] as const;
const defaults: Omit<ListState, 'records'> = { searchTerm: '', page: 1, sort: 'createdAt', order: 'desc' };

export function readListState(params: URLSearchParams, defaultRecords: number): ListState {
  const page = Number(params.get('page'));
  const records = Number(params.get('records'));
  const sort = params.get('sort') as SortField;
  return {
    searchTerm: params.get('searchTerm') ?? defaults.searchTerm,
    page: Number.isInteger(page) && page > 0 ? page : defaults.page,
    records: recordsOptions.includes(records as (typeof recordsOptions)[number]) ? records : defaultRecords,
    sort: contactSortFields.includes(sort) ? sort : defaults.sort,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : defaults.order,
  };
}

/**
 * The address after a change: defaults are left out, and anything but a page change starts again
 * on page 1, since the old page number means nothing in a new search or order.
 */
export function writeListState(
  params: URLSearchParams,
  change: Partial<ListState>,
  defaultRecords: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const defaultOf = { ...defaults, records: defaultRecords };
  for (const [key, value] of Object.entries(change) as [keyof ListState, ListState[keyof ListState]][]) {
    if (value === defaultOf[key]) next.delete(key);
    else next.set(key, String(value));
  }
  if (change.page === undefined) next.delete('page');
  return next;
}

/** A click on a column header: the same column flips its order; a new one starts A→Z, or newest first for dates. */
export function nextSort(current: Pick<ListState, 'sort' | 'order'>, field: SortField) {
  if (current.sort === field)
    return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: field, order: field === 'createdAt' ? 'desc' : 'asc' } as const;
}

/** The list query the server takes; an empty search is no search. */
export function toListQuery({ searchTerm, ...rest }: ListState): Omit<ListState, 'searchTerm'> & {
  searchTerm?: string;
} {
  return searchTerm.trim() ? { ...rest, searchTerm: searchTerm.trim() } : rest;
}

/** The same for lists that have no sort order (groups, blocked contacts). */
export function toPageQuery(state: ListState) {
  const { sort: _sort, order: _order, ...query } = toListQuery(state);
  return query;
}

export function useListState(defaultRecords = 20) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, defaultRecords);
  const update = (change: Partial<ListState>) =>
    setParams((current) => writeListState(current, change, defaultRecords), { replace: true });
  return [state, update] as const;
}

export const contactTabs = ['contacts', 'groups', 'blocked'] as const;
export type ContactTab = (typeof contactTabs)[number];

export const readTab = (params: URLSearchParams): ContactTab =>
  contactTabs.find((tab) => tab === params.get('tab')) ?? 'contacts';

/** A tab's own address: its search and paging start fresh. */
export const tabParams = (tab: ContactTab): URLSearchParams =>
  new URLSearchParams(tab === 'contacts' ? {} : { tab });
