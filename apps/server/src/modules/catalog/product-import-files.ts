import { randomUUID } from 'node:crypto';
import { maxProductImportRows } from '@parley/contract';
import { AppError } from '../../shared/errors';
import { createImportFiles } from '../contacts/contact-imports.files';
import { readStagedRows } from '../contacts/contact-imports.staging';
import type { SpreadsheetRow } from '../contacts/spreadsheet-reader';
import { receiveSpreadsheet } from '../contacts/spreadsheet-upload';
import type { FormReader } from '../media/media.multipart';

/** Long past any import's request: a file this old was left by a process stopped mid-import. */
const leftOverAfterMs = 60 * 60 * 1000;

/**
 * Product files uploaded to the Store, received and read as contact imports are (the same limits,
 * the same reader) under `dir`, and removed once their rows are read: an import runs within its
 * request, at most 1,000 rows.
 */
export function createProductImportFiles(dir: string) {
  const files = createImportFiles(dir);
  return {
    async receive(readForm: FormReader): Promise<{ columns: string[]; rows: SpreadsheetRow[] }> {
      const storedName = `${randomUUID()}.ndjson`;
      try {
        return await receiveSpreadsheet(files, readForm, storedName, async ({ sheet }) => {
          if (sheet.totalRows > maxProductImportRows) throw new AppError('PRODUCT_IMPORT_TOO_LARGE');
          const rows: SpreadsheetRow[] = [];
          for await (const row of readStagedRows(files.path(storedName))) rows.push(row);
          return { columns: sheet.columns, rows };
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'SPREADSHEET_NO_ROWS') {
          throw new AppError('PRODUCT_IMPORT_EMPTY');
        }
        throw error;
      } finally {
        await files.remove(storedName);
      }
    },

    /** Removes the files a process stopped mid-import left behind. */
    async sweep(now = new Date()): Promise<void> {
      for (const name of await files.writtenBefore(new Date(now.getTime() - leftOverAfterMs))) {
        await files.remove(name);
      }
    },
  };
}

export type ProductImportFiles = ReturnType<typeof createProductImportFiles>;
