import { productImportRefusals } from '@parley/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import store from '../../../locales/en/store.json';
import { ImportReport } from './import-report';

describe('ImportReport', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.loadNamespaces(['store', 'components']);
  });
  afterEach(cleanup);

  it("gives each refusal in the contract's words", () => {
    expect(store.refusals).toEqual(productImportRefusals);
  });

  it('counts what the import did and lists each refused row with its reason and values', () => {
    render(
      <ImportReport
        report={{
          created: 1,
          updated: 2,
          refused: [
            {
              rowNumber: 3,
              reason: 'priceInvalid',
              detail: null,
              values: [
                'pot-big',
                'Big pot',
                '',
                'twelve',
                'USD',
                'https://images.example.com/p.jpg',
                'in stock',
              ],
            },
            { rowNumber: 4, reason: 'providerRefused', detail: 'Image could not be fetched', values: ['x'] },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('import-counts').textContent).toBe('1 added, 2 changed, 2 refused');
    expect(screen.getAllByTestId('refused-row-number').map((cell) => cell.textContent)).toEqual(['3', '4']);
    expect(screen.getAllByTestId('refused-reason').map((cell) => cell.textContent)).toEqual([
      'Enter a price such as 12.50',
      'The catalog refused this productImage could not be fetched',
    ]);
    const [values] = screen.getAllByTestId('refused-values');
    expect(values?.textContent).toContain('pricetwelve');
    expect(values?.textContent).not.toContain('description');
  });
});
