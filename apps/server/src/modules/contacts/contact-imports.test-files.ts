import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook whose first sheet holds these rows, cells as Excel keeps them (numbers, formulas, rich text…). */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of `rows` contacts under a header (name, phone, email, two attributes), written as a stream. */
export async function bigXlsx(rows: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-xlsx-'));
  try {
    const path = join(dir, 'contacts.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['Name', 'Phone', 'Email', 'City', 'Plan']).commit();
    for (let row = 0; row < rows; row += 1) {
      sheet
        .addRow([
          `Customer ${row}`,
          `+4477009${String(row).padStart(5, '0')}`,
          `c${row}@example.com`,
          'London',
          'Gold',
        ])
        .commit();
    }
    await workbook.commit();
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text as a spreadsheet program saves it as CSV: UTF-8 (with or without BOM), UTF-16 with BOM, or Windows-1252. */
export function csvOf(
  text: string,
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252' = 'utf-8',
): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8-bom':
      return Buffer.from(`\uFEFF${text}`, 'utf8');
    case 'utf-16le':
      return Buffer.from(`\uFEFF${text}`, 'utf16le');
    case 'utf-16be':
      return Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    case 'windows-1252':
      return Buffer.from([...text].map(windows1252Byte));
  }
}

const windows1252Specials: Record<string, number> = { '€': 0x80, Œ: 0x8c, '’': 0x92, '“': 0x93, '”': 0x94 };

function windows1252Byte(char: string): number {
  const code = windows1252Specials[char] ?? char.charCodeAt(0);
  if (code > 0xff) throw new Error(`${char} has no Windows-1252 byte here`);
  return code;
}
