import { campaignVariableColumns, type StoredComponent } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { firstRowVariables, initialMapping, mappingComplete } from './sheet-columns';

const components: StoredComponent[] = [
  { type: 'HEADER', format: 'IMAGE' },
  { type: 'BODY', text: 'Hi {{1}}, your code is {{2}}' },
];
const columns = campaignVariableColumns(components);

describe('reading an uploaded sheet’s columns', () => {
  it('maps a sheet made from the sample by itself, and needs no column for the header picture', () => {
    const mapping = initialMapping(components, ['Phone Number', 'Name', 'Body {{1}}', 'Body {{2}}']);
    expect(mapping).toEqual({
      phoneNumber: 'Phone Number',
      name: 'Name',
      variables: { 'body.0': 'Body {{1}}', 'body.1': 'Body {{2}}' },
    });
    expect(mappingComplete(mapping, columns)).toBe(true);
  });

  it('finds the numbers of a plain list by a usual header, or as its only column', () => {
    expect(initialMapping([], ['Mobile', 'City']).phoneNumber).toBe('Mobile');
    expect(initialMapping([], ['Kunden']).phoneNumber).toBe('Kunden');
    expect(initialMapping([], ['A', 'B']).phoneNumber).toBe('');
  });

  it('is not complete while a variable has no column', () => {
    const mapping = initialMapping(components, ['Phone Number', 'Body {{1}}']);
    expect(mappingComplete(mapping, columns)).toBe(false);
  });

  it('previews the first row’s values', () => {
    const file = {
      fileId: '00000000-0000-4000-8000-0000000000f1',
      fileName: 'x.csv',
      columns: ['Phone Number', 'Body {{1}}', 'Body {{2}}'],
      rowCount: 2,
      sampleRows: [{ 'Phone Number': '+4915100', 'Body {{1}}': 'Ada', 'Body {{2}}': 'K-1' }],
    };
    expect(firstRowVariables(file, initialMapping(components, file.columns))?.body).toEqual(['Ada', 'K-1']);
  });
});
