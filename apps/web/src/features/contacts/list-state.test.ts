import { describe, expect, it } from 'vitest';
import { nextSort, readListState, readTab, toListQuery, writeListState } from './list-state';

const read = (search: string) => readListState(new URLSearchParams(search), 20);

describe('contacts list address', () => {
  it('starts on page 1 of the newest contacts, 20 a page, with no search', () => {
    expect(read('')).toEqual({ searchTerm: '', page: 1, records: 20, sort: 'createdAt', order: 'desc' });
  });

  it('reads a shared link back into the same search, page, size and order', () => {
    expect(read('searchTerm=maya&page=3&records=50&sort=name&order=asc')).toEqual({
      searchTerm: 'maya',
      page: 3,
      records: 50,
      sort: 'name',
      order: 'asc',
    });
  });

  it('ignores values a hand-edited address cannot mean', () => {
    expect(read('page=-2&records=7&sort=password&order=up')).toEqual(read(''));
  });

  it('goes back to page 1 when the search changes, and keeps the tab', () => {
    const next = writeListState(new URLSearchParams('tab=blocked&page=4'), { searchTerm: '+49' }, 20);
    expect(next.toString()).toBe('tab=blocked&searchTerm=%2B49');
  });

  it('keeps the other settings when only the page changes, and leaves defaults out of the address', () => {
    const next = writeListState(new URLSearchParams('searchTerm=ana&records=50'), { page: 2 }, 20);
    expect(next.toString()).toBe('searchTerm=ana&records=50&page=2');
    expect(writeListState(next, { records: 20 }, 20).toString()).toBe('searchTerm=ana');
  });

  it('flips the order of the sorted column and starts a new column A to Z', () => {
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'createdAt', order: 'desc' }, 'phone')).toEqual({ sort: 'phone', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'createdAt')).toEqual({
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('sends no searchTerm for a blank search box', () => {
    expect(toListQuery(read('searchTerm=%20%20'))).not.toHaveProperty('searchTerm');
    expect(toListQuery(read('searchTerm=%20ana%20'))).toMatchObject({ searchTerm: 'ana' });
  });

  it('opens the contacts tab unless the address names another', () => {
    expect(readTab(new URLSearchParams('tab=groups'))).toBe('groups');
    expect(readTab(new URLSearchParams('tab=admin'))).toBe('contacts');
  });
});
