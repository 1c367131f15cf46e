import type { ContactImport } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../../lib/i18n';
import { ImportMappingStep } from './import-mapping-step';

const uploaded: ContactImport = {
  importId: '00000000-0000-4000-8000-000000000001',
  groupId: '00000000-0000-4000-8000-000000000002',
  fileName: 'customers.csv',
  status: 'uploaded',
  columns: ['Full name', 'Mobile', '2nd line'],
  preview: [
    ['Ada Lovelace', '+447700900123', 'Gold'],
    ['José García', '', 'Silver'],
  ],
  mapping: [{ field: 'name' }, { field: 'ignore' }, { field: 'ignore' }],
  totalRows: null,
  processedRows: 0,
  createdContacts: 0,
  mergedContacts: 0,
  rejectedRows: 0,
  failure: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
};

function renderStep(contactImport = uploaded) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportMappingStep contactImport={contactImport} onBack={() => {}} onStarted={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ImportMappingStep', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['contact-imports']);
  });
  afterEach(cleanup);

  it('shows each column with its first values and the suggested target', () => {
    renderStep();
    const rows = screen.getAllByTestId('mapping-row');
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Full name',
      'Mobile',
      '2nd line',
    ]);
    expect(rows[1]?.textContent).toContain('+447700900123');
    expect(rows[0]?.textContent).toContain('Name');
    expect(rows[2]?.textContent).toContain('Ignore');
  });

  it('refuses to start without a phone column, says so, and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderStep();
    fireEvent.click(screen.getByTestId('start-import'));
    expect(screen.getByTestId('mapping-error').textContent).toBe(
      'Choose the column that holds the phone number',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('refuses two phone columns, and an attribute key that is not a valid variable name', () => {
    renderStep({
      ...uploaded,
      mapping: [{ field: 'phone' }, { field: 'phone' }, { field: 'attribute', key: '2nd line' }],
    });
    fireEvent.click(screen.getByTestId('start-import'));
    expect(screen.getByTestId('mapping-error').textContent).toBe('Only one column can hold the phone number');
    expect(screen.getByText(/^Start with a letter/)).toBeTruthy();
  });
});
