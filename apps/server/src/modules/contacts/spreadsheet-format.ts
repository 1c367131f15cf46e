import { createReadStream } from 'node:fs';
import type { SpreadsheetFormat } from '@parley/contract';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../shared/errors';
import { byteOrderMark, detectTextEncoding, looksLikeText, readTextSample } from './spreadsheet-encoding';

/** XLSX or CSV, as the file's bytes tell it (never its name); anything else is refused. */
export async function detectSpreadsheetFormat(path: string): Promise<SpreadsheetFormat> {
  // A byte-order mark says text, where file-type could take UTF-16 for an MP3 frame.
  const type = (await byteOrderMark(path)) ? undefined : await fileTypeFromFile(path);
  if (type?.ext === 'xlsx') return 'xlsx';
  // file-type knows an XLSX by its first entries, but some writers (exceljs streaming, for one) put others first.
  if (type?.ext === 'zip' && (await fileContains(path, 'xl/workbook.xml'))) return 'xlsx';
  if (!type) {
    if (looksLikeText(await readTextSample(path, await detectTextEncoding(path)))) return 'csv';
  }
  throw new AppError('SPREADSHEET_REQUIRED', { detectedType: type?.mime ?? null });
}

/** Whether the bytes of `text` occur in the file: a zip names its entries in plain text. */
async function fileContains(path: string, text: string): Promise<boolean> {
  const needle = Buffer.from(text);
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(path)) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (window.includes(needle)) return true;
    carry = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}
