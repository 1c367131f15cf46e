import type { SpreadsheetFormat } from '@parley/contract';
import { AppError } from '../../shared/errors';
import { readCsvRows } from './spreadsheet-csv';
import { cellTooLong, spreadsheetLimits } from './spreadsheet-limits';
import { readXlsxRows } from './spreadsheet-xlsx';

export interface SpreadsheetRow {
  /** As a spreadsheet numbers it: the first line is row 1. */
  rowNumber: number;
  /** Trimmed, without the empty cells at its end. */
  cells: string[];
}

/**
 * The rows of a spreadsheet that hold anything, streamed; a file that cannot be read is
 * SPREADSHEET_UNREADABLE, one that holds more than an import reads says which limit it passed.
 */
export async function* readSpreadsheet(
  path: string,
  format: SpreadsheetFormat,
): AsyncGenerator<SpreadsheetRow> {
  const rows = format === 'xlsx' ? readXlsxRows(path) : numbered(readCsvRows(path));
  try {
    for await (const row of rows) {
      if (row.cells.some((cell) => cell.length > spreadsheetLimits.cellChars)) throw cellTooLong();
      const cells = withoutTrailingBlanks(row.cells.map((cell) => cell.trim()));
      if (cells.length > 0) yield { rowNumber: row.rowNumber, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SPREADSHEET_UNREADABLE', { reason: (error as Error).message });
  }
}

async function* numbered(records: AsyncIterable<string[]>) {
  let rowNumber = 0;
  for await (const cells of records) {
    rowNumber += 1;
    yield { rowNumber, cells };
  }
}

function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return end === cells.length ? cells : cells.slice(0, end);
}
