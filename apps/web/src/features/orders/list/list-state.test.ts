import { describe, expect, it } from 'vitest';
import { readOrderListState, toOrdersQuery } from './list-state';

const state = (query: string) => readOrderListState(new URLSearchParams(query));

describe('order list state', () => {
  it('asks for every status from the first order, 25 at a time, by default (spec §5)', () => {
    expect(toOrdersQuery(state(''))).toEqual({ skip: 0, limit: 25 });
  });

  it('keeps the known statuses of the address in the spec order, and drops the rest', () => {
    expect(state('status=canceled,bogus,pending').status).toBe('pending,canceled');
    expect(toOrdersQuery(state('status=canceled,pending')).status).toBe('pending,canceled');
  });

  it('turns the page into skip and the phone search into its digits', () => {
    const query = toOrdersQuery(state('page=3&phone=%2B1 (555) 010'));
    expect(query.skip).toBe(50);
    expect(query.phoneNumber).toBe('1555010');
    expect(toOrdersQuery(state('phone=%2B')).phoneNumber).toBeUndefined();
  });

  it("searches from the start of the from day to the end of the to day in the user's time zone", () => {
    const query = toOrdersQuery(state('from=2026-03-01&to=2026-03-02'));
    expect(query.fromDate).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.toDate).toBe(new Date(new Date(2026, 2, 3).getTime() - 1).toISOString());
    expect(toOrdersQuery(state('from=yesterday')).fromDate).toBeUndefined();
  });
});
