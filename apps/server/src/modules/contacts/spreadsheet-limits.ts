import { limits } from '@parley/contract';
import { AppError } from '../../shared/errors';

const MiB = 1024 * 1024;

/**
 * What an uploaded spreadsheet may unpack to. An XLSX file is a zip of XML parts: a real sheet's XML
 * deflates about 10:1 (Parley's own 100,000-row export: 9.6:1), so a file at the upload limit unpacks
 * to some 500 MiB, whereas deflate reaches 1,000:1 on a crafted part (a "zip bomb").
 */
export const spreadsheetLimits = {
  /** Excel's own limit for a cell. */
  cellChars: 32_767,
  /** A CSV row: eight cells at Excel's limit; beyond it a missing quote or line break is more likely. */
  csvRowChars: 262_144,
  /** All parts read of one XLSX file, once inflated, counted as they inflate. */
  inflatedBytes: 12 * limits.contactImportMaxBytes,
  /** Inflated bytes per compressed byte read so far that a part may reach once past `ratioFreeBytes`. */
  compressionRatio: 100,
  ratioFreeBytes: MiB,
  /** Held in memory while the sheet is read: at most two texts of their own on each of Excel's 1,048,576 rows. */
  sharedStrings: 2_000_000,
  sharedStringsBytes: 128 * MiB,
  /** The zip's directory; a workbook has a few dozen parts. */
  zipEntries: 10_000,
  /** Excel's last column, XFD. */
  columns: 16_384,
  /**
   * Bytes of XML from one tag to the next: a cell at the character limit stays under eight bytes a
   * character even written as entities (&quot; is six bytes for one), so more is no spreadsheet's.
   */
  xmlTextBytes: 8 * 32_767,
} as const;

/** Refuses a file that unpacks to more than an import reads; `what` says which limit, for the log. */
export const tooLarge = (what: string) => new AppError('SPREADSHEET_TOO_LARGE', { limit: what });

export const cellTooLong = () =>
  new AppError('SPREADSHEET_CELL_TOO_LONG', { maxChars: spreadsheetLimits.cellChars });
