import { contactSortFields } from '@parley/contract';
import { useAddressState } from '../../components/table/address-state';
import { readPageState, writeListParams } from '../../components/table/page-state';

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

const defaults: Omit<ListState, 'records'> = { searchTerm: '', page: 1, sort: 'createdAt', order: 'desc' };

export function readListState(params: URLSearchParams, defaultRecords: number): ListState {
  const sort = params.get('sort') as SortField;
  return {
    searchTerm: params.get('searchTerm') ?? defaults.searchTerm,
    ...readPageState(params, defaultRecords),
    sort: contactSortFields.includes(sort) ? sort : defaults.sort,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : defaults.order,
  };
}

/** The address after a change, without defaults; a new search or order starts again on page 1. */
export function writeListState(
  params: URLSearchParams,
  change: Partial<ListState>,
  defaultRecords: number,
): URLSearchParams {
  return writeListParams(params, change, { ...defaults, records: defaultRecords });
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
  return useAddressState(
    (params) => readListState(params, defaultRecords),
    (params, change: Partial<ListState>) => writeListState(params, change, defaultRecords),
  );
}

export const contactTabs = ['contacts', 'groups', 'blocked'] as const;
export type ContactTab = (typeof contactTabs)[number];

export const readTab = (params: URLSearchParams): ContactTab =>
  contactTabs.find((tab) => tab === params.get('tab')) ?? 'contacts';

/** A tab's own address: its search and paging start fresh. */
export const tabParams = (tab: ContactTab): URLSearchParams =>
  new URLSearchParams(tab === 'contacts' ? {} : { tab });
