import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/** The rows of a workbook's first sheet, streamed, each with its number as the sheet shows it. */
export async function* readXlsxRows(path: string): AsyncGenerator<{ rowNumber: number; cells: string[] }> {
  // exceljs does not hear of errors on the stream it is given, so a missing file is found first.
  await stat(path);
  const input = createReadStream(path);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      // Styles tell a date from a number.
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    let first = true;
    for await (const sheet of workbook) {
      // exceljs copies a sheet to a temporary file and deletes it only once the workbook is read to its
      // end, so the other sheets are read too, and their rows dropped.
      for await (const row of sheet) {
        if (!first) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = cellText(cell.value);
        });
        yield { rowNumber: row.number, cells: Array.from(cells, (cell) => cell ?? '') };
      }
      first = false;
    }
  } finally {
    input.destroy();
  }
}

const plainNumber = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A cell as the text it shows: a formula's last result, rich text without its formatting, a number
 * with all its digits (a phone typed as a number is 447911123456, never 4.47911E+11), a date as ISO.
 */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return plainNumber.format(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDate(value);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return '';
}

// Excel dates carry no zone: exceljs reads them as UTC, so UTC gives back the day that was typed.
const isoDate = (date: Date) => {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
};

/** A small workbook of one sheet, its first row in bold as a header; big ones are streamed instead. */
export async function toXlsx(sheetName: string, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
