import { describe, expect, it } from 'vitest';
import { readProductListState, toProductsQuery } from './list-state';

const state = (query: string) => readProductListState(new URLSearchParams(query));

describe('product list state', () => {
  it('asks for the first 25 products without a search by default', () => {
    expect(toProductsQuery(state(''))).toEqual({ skip: 0, limit: 25 });
  });

  it('turns the page into skip and keeps the search without its surrounding spaces', () => {
    expect(toProductsQuery(state('page=3&search=%20vase-blue%20'))).toEqual({
      skip: 50,
      limit: 25,
      search: 'vase-blue',
    });
  });

  it('starts on page 1 when the address names no sensible page, and drops a blank search', () => {
    expect(state('page=-2').page).toBe(1);
    expect(state('page=abc').page).toBe(1);
    expect(toProductsQuery(state('search=%20%20')).search).toBeUndefined();
  });
});
