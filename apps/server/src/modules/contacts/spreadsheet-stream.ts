import { PassThrough, Readable } from 'node:stream';
import type { SpreadsheetFormat } from '@parley/contract';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { toCsv, utf8Bom } from './spreadsheet-csv';

/**
 * A spreadsheet download written as its rows are read, a batch at a time, so memory stays flat
 * however long it is: CSV (with a BOM, for Excel) or XLSX through exceljs's streaming writer.
 */
export function spreadsheetStream(
  format: SpreadsheetFormat,
  sheetName: string,
  header: string[],
  rows: AsyncGenerator<string[][]>,
  log: FastifyBaseLogger,
): Readable {
  return format === 'xlsx' ? xlsxStream(sheetName, header, rows, log) : csvStream(header, rows);
}

function csvStream(header: string[], rows: AsyncGenerator<string[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield utf8Bom + toCsv([header]);
      for await (const batch of rows) if (batch.length > 0) yield toCsv(batch);
    })(),
  );
}

/** Written as it is read; a failure half-way ends the download broken rather than silently short. */
function xlsxStream(
  sheetName: string,
  header: string[],
  rows: AsyncGenerator<string[][]>,
  log: FastifyBaseLogger,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  const write = async () => {
    sheet.addRow(header).commit();
    for await (const batch of rows) {
      for (const row of batch) sheet.addRow(row).commit();
      if (output.writableNeedDrain) await roomIn(output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error }, 'a spreadsheet download failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** Waits until the reader has taken what was written, or has gone away. */
function roomIn(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}
