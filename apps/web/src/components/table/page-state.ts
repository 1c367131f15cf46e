/** The page sizes a list offers. */
export const recordsOptions = [10, 20, 50, 100] as const;

/** Where a server-paged list is: its page (from 1) and how many rows a page holds. */
export interface PageState {
  page: number;
  records: number;
}

/** The page and page size an address asks for, where they make sense. */
export function readPageState(params: URLSearchParams, defaultRecords: number): PageState {
  const page = Number(params.get('page'));
  const records = Number(params.get('records'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    records: recordsOptions.includes(records as (typeof recordsOptions)[number]) ? records : defaultRecords,
  };
}

/**
 * A list's address after a change: defaults are left out, and anything but a page change starts
 * again on page 1, since the old page number means nothing in a new search, filter or order.
 */
export function writeListParams<State extends PageState>(
  params: URLSearchParams,
  change: Partial<State>,
  defaults: State,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === defaults[key as keyof State]) next.delete(key);
    else next.set(key, String(value));
  }
  if (change.page === undefined) next.delete('page');
  return next;
}
