import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { SpreadsheetFormat } from '@parley/contract';
import { AppError } from '../../shared/errors';
import { readSpreadsheet, type SpreadsheetRow } from './spreadsheet-reader';

/** Rows under the header shown to map the columns. */
const previewRows = 5;
const writeChunkChars = 256 * 1024;

export interface SpreadsheetOverview {
  columns: string[];
  /** The first rows under the header, cut or padded to its width. */
  preview: string[][];
  totalRows: number;
}

/**
 * Reads an uploaded spreadsheet once, to its end: its header (the first row that holds anything),
 * a preview, and its data rows, which go to `stagedPath` one JSON line each for the import job.
 * Reading to the end counts the rows and finds a file that cannot be read before the import is
 * started; the job then reads plain lines instead of parsing the spreadsheet again.
 */
export async function stageSpreadsheet(
  path: string,
  format: SpreadsheetFormat,
  stagedPath: string,
): Promise<SpreadsheetOverview> {
  const staged = await open(stagedPath, 'wx', 0o600);
  try {
    let columns: string[] | undefined;
    const preview: string[][] = [];
    let totalRows = 0;
    let pending = '';
    for await (const row of readSpreadsheet(path, format)) {
      if (!columns) {
        columns = row.cells;
        continue;
      }
      totalRows += 1;
      if (preview.length < previewRows) {
        preview.push(Array.from(columns, (_, column) => row.cells[column] ?? ''));
      }
      pending += `${JSON.stringify([row.rowNumber, ...row.cells])}\n`;
      if (pending.length >= writeChunkChars) {
        await staged.write(pending);
        pending = '';
      }
    }
    await staged.write(pending);
    if (!columns || totalRows === 0) throw new AppError('SPREADSHEET_NO_ROWS');
    return { columns, preview, totalRows };
  } finally {
    await staged.close();
  }
}

/** The rows `stageSpreadsheet` wrote, in file order; a missing file or a damaged line is SPREADSHEET_UNREADABLE. */
export async function* readStagedRows(stagedPath: string): AsyncGenerator<SpreadsheetRow> {
  const lines = createInterface({ input: createReadStream(stagedPath), crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) {
      const [rowNumber, ...cells] = JSON.parse(line) as [number, ...string[]];
      yield { rowNumber, cells };
    }
  } catch (error) {
    throw new AppError('SPREADSHEET_UNREADABLE', { reason: (error as Error).message });
  } finally {
    lines.close();
  }
}
