import type { SpreadsheetFormat } from '@parley/contract';
import { toCsv, utf8Bom } from './spreadsheet-csv';
import { toXlsx } from './spreadsheet-xlsx';

/**
 * The sample for contact imports: its headers are ones the import maps by itself (name, phone,
 * email, and two attributes), its numbers international and valid, so it imports as it is.
 */
const sampleRows = [
  ['Name', 'Phone', 'Email', 'City', 'Plan'],
  ['Ada Lovelace', '+447700900123', 'ada@example.com', 'London', 'Gold'],
  ['José García', '+34612345678', 'jose@example.com', 'Madrid', 'Silver'],
  ['Priya Sharma', '+919876543210', 'priya@example.com', 'Mumbai', 'Gold'],
];

export const sampleFileName = (format: SpreadsheetFormat) => `contacts-sample.${format}`;

export async function contactSampleFile(format: SpreadsheetFormat): Promise<Buffer> {
  return format === 'xlsx' ? toXlsx('Contacts', sampleRows) : Buffer.from(utf8Bom + toCsv(sampleRows));
}
