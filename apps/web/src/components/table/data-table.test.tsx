import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';

interface Fruit {
  id: string;
  name: string;
  origin?: string;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', origin: 'Kazakhstan' },
  { id: 'b', name: 'Banana' },
];
const columns: DataColumn<Fruit>[] = [
  { id: 'name', label: 'Name', phone: 'title', render: (fruit) => fruit.name },
  { id: 'origin', label: 'Origin', render: (fruit) => fruit.origin },
];

/** Makes the viewport a phone's (or not) for MUI's media queries. */
function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderFruits(onOpen = vi.fn()) {
  render(
    <DataTable
      columns={columns}
      rows={fruits}
      rowKey={(fruit) => fruit.id}
      rowTestId="fruit-row"
      onOpen={onOpen}
      actions={{ label: 'Actions', render: (fruit) => <button type="button">Eat {fruit.name}</button> }}
      selection={{
        selected: [],
        onSelect: () => {},
        allLabel: 'Select all fruits',
        rowLabel: (fruit) => `Select ${fruit.name}`,
      }}
    />,
  );
  return onOpen;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('names every header cell, the checkbox and actions ones included', () => {
    viewport(false);
    renderFruits();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Select all fruits', 'Name', 'Origin', 'Actions']);
  });

  for (const phone of [false, true]) {
    it(`opens a row with Enter or Space, not with a key on its own controls (${phone ? 'phone' : 'desktop'})`, () => {
      viewport(phone);
      const onOpen = renderFruits();
      const [apple, banana] = screen.getAllByTestId('fruit-row');
      if (!apple || !banana) throw new Error('the rows are not shown');
      expect(apple.tabIndex).toBe(0);

      fireEvent.keyDown(apple, { key: 'Enter' });
      fireEvent.keyDown(banana, { key: ' ' });
      fireEvent.keyDown(within(apple).getByRole('button', { name: 'Eat Apple' }), { key: 'Enter' });
      fireEvent.click(within(apple).getByRole('button', { name: 'Eat Apple' }));
      fireEvent.click(within(apple).getByRole('checkbox', { name: 'Select Apple' }));

      expect(onOpen.mock.calls.map(([fruit]) => fruit.name)).toEqual(['Apple', 'Banana']);
    });
  }

  it('shows a phone each row as a card of labelled values, leaving out the empty ones', () => {
    viewport(true);
    renderFruits();
    expect(screen.queryByRole('table')).toBeNull();
    const [apple, banana] = screen.getAllByTestId('fruit-row');
    expect(apple?.textContent).toContain('OriginKazakhstan');
    expect(banana?.textContent).not.toContain('Origin');
  });
});
