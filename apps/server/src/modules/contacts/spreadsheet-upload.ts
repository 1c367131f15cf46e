import { rm } from 'node:fs/promises';
import { limits, type SpreadsheetFormat } from '@parley/contract';
import { AppError } from '../../shared/errors';
import type { FormReader } from '../media/media.multipart';
import { writeCapped } from '../media/media.storage';
import type { ImportFiles } from './contact-imports.files';
import { type SpreadsheetOverview, stageSpreadsheet } from './contact-imports.staging';
import { detectSpreadsheetFormat } from './spreadsheet-format';

export interface ReceivedSpreadsheet {
  /** The name the client gave the file. */
  fileName: string;
  format: SpreadsheetFormat;
  sheet: SpreadsheetOverview;
}

/**
 * Receives an uploaded spreadsheet (multipart field `file`) within the import limit, stages its
 * rows as `storedName` among `files`, and hands it to `keep`, which records it. A refused file, or
 * one `keep` refuses or fails to record, leaves nothing on disk.
 */
export async function receiveSpreadsheet<T>(
  files: ImportFiles,
  readForm: FormReader,
  storedName: string,
  keep: (received: ReceivedSpreadsheet) => Promise<T>,
): Promise<T> {
  const scratchPath = await files.scratchPath();
  try {
    const maxBytes = limits.contactImportMaxBytes;
    const { file } = await readForm(maxBytes, (stream) => writeCapped(stream, scratchPath, maxBytes));
    if (!file) throw new AppError('FILE_REQUIRED');
    if (file.truncated || file.content.overLimit) throw new AppError('FILE_TOO_LARGE', { maxBytes });
    if (file.content.size === 0) throw new AppError('FILE_EMPTY');
    const format = await detectSpreadsheetFormat(scratchPath);
    try {
      const sheet = await stageSpreadsheet(scratchPath, format, files.path(storedName));
      return await keep({ fileName: file.fileName, format, sheet });
    } catch (error) {
      await files.remove(storedName);
      throw error;
    }
  } finally {
    await rm(scratchPath, { force: true });
  }
}
