import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressState } from './address-state';

interface Filters {
  from: string;
  to: string;
}

const read = (params: URLSearchParams): Filters => ({
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});
const write = (params: URLSearchParams, change: Partial<Filters>) => {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) next.set(key, value);
  return next;
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/orders?phone=0101']}>{children}</MemoryRouter>
);

describe('useAddressState', () => {
  it('keeps both of two changes made before the page rendered the first', () => {
    const { result } = renderHook(
      () => ({ filters: useAddressState(read, write), location: useLocation() }),
      {
        wrapper,
      },
    );
    const [, update] = result.current.filters;
    act(() => {
      update({ from: '2026-11-27' });
      update({ to: '2026-11-28' });
    });
    expect(result.current.filters[0]).toEqual({ from: '2026-11-27', to: '2026-11-28' });
    expect(result.current.location.search).toBe('?phone=0101&from=2026-11-27&to=2026-11-28');
  });

  it('writes a later change over an address changed elsewhere', () => {
    const { result } = renderHook(
      () => ({ filters: useAddressState(read, write), location: useLocation(), navigate: useNavigate() }),
      { wrapper },
    );
    act(() => result.current.filters[1]({ from: '2026-11-01' }));
    act(() => {
      result.current.navigate('/orders?phone=0109');
    });
    act(() => result.current.filters[1]({ to: '2026-11-02' }));
    expect(result.current.location.search).toBe('?phone=0109&to=2026-11-02');
  });

  it('writes a change made by an earlier render over the later changes (a search that fires once typing pauses)', () => {
    const { result } = renderHook(
      () => ({ filters: useAddressState(read, write), location: useLocation() }),
      { wrapper },
    );
    const updateOfFirstRender = result.current.filters[1];
    act(() => result.current.filters[1]({ from: '2026-11-27' }));
    act(() => result.current.filters[1]({ to: '2026-11-28' }));
    act(() => updateOfFirstRender({ from: '2026-11-26' }));
    expect(result.current.location.search).toBe('?phone=0101&from=2026-11-26&to=2026-11-28');
  });
});
