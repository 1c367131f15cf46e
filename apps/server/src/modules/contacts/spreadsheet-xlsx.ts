import { posix } from 'node:path';
import ExcelJS from 'exceljs';
import { cellTooLong, spreadsheetLimits, tooLarge } from './spreadsheet-limits';
import { type XmlEvent, xmlEvents } from './spreadsheet-xml';
import { openZipArchive, type ZipArchive } from './spreadsheet-zip';

/**
 * The rows of a workbook's first sheet, streamed, each with its number as the sheet shows it, each
 * cell as the text it shows. The parts are read in the order their meaning needs (workbook, styles,
 * shared strings, then the sheet), found through the zip's central directory, whatever order a
 * writer stored them in.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<{ rowNumber: number; cells: string[] }> {
  const zip = await openZipArchive(path);
  try {
    const book = await readWorkbook(zip);
    const reading: SheetReading = {
      dateStyles: book.styles ? await readDateStyles(zip, book.styles) : new Set(),
      strings: book.sharedStrings ? await readSharedStrings(zip, book.sharedStrings) : [],
      date1904: book.date1904,
    };
    yield* readSheetRows(zip, book.firstSheet, reading);
  } finally {
    zip.close();
  }
}

interface Workbook {
  firstSheet: string;
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

const relationType = (type: string) => type.slice(type.lastIndexOf('/') + 1);

/** Where the package's relationships point: the first tab's sheet, the shared strings and the styles. */
async function readWorkbook(zip: ZipArchive): Promise<Workbook> {
  const packageRelations = await readRelationships(zip, '');
  const bookPath =
    packageRelations.find((relation) => relation.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
  let firstSheetId: string | undefined;
  let date1904 = false;
  for await (const events of xmlEvents(zip.read(bookPath))) {
    for (const event of events) {
      if (event.kind !== 'open') continue;
      if (event.name === 'workbookPr') date1904 = ['1', 'true'].includes(event.attributes.date1904 ?? '');
      if (event.name === 'sheet' && firstSheetId === undefined) firstSheetId = relationId(event.attributes);
    }
  }
  const relations = await readRelationships(zip, bookPath);
  const firstSheet = relations.find((relation) => relation.id === firstSheetId)?.target;
  if (!firstSheet) throw new Error('the workbook names no sheet');
  return {
    firstSheet,
    sharedStrings: relations.find((relation) => relation.type === 'sharedStrings')?.target,
    styles: relations.find((relation) => relation.type === 'styles')?.target,
    date1904,
  };
}

/** The `r:id` of an element, whichever prefix the writer bound the relationships namespace to. */
const relationId = (attributes: Record<string, string>) =>
  Object.entries(attributes).find(([name]) => name.endsWith(':id'))?.[1];

interface Relationship {
  id: string;
  type: string;
  /** The part's path in the zip. */
  target: string;
}

/** The relationships of a part (of the package itself for ''), their targets resolved to zip paths. */
async function readRelationships(zip: ZipArchive, partPath: string): Promise<Relationship[]> {
  const dir = posix.dirname(partPath);
  const relsPath = posix.join(dir, '_rels', `${posix.basename(partPath)}.rels`);
  if (!zip.has(relsPath)) return [];
  const relations: Relationship[] = [];
  for await (const events of xmlEvents(zip.read(relsPath))) {
    for (const event of events) {
      if (event.kind !== 'open' || event.name !== 'Relationship') continue;
      const { Id: id, Type: type, Target: target, TargetMode: mode } = event.attributes;
      if (!id || !type || !target || mode === 'External') continue;
      relations.push({
        id,
        type: relationType(type),
        target: target.startsWith('/') ? target.slice(1) : posix.join(dir, target),
      });
    }
  }
  return relations;
}

// Excel's built-in number formats that show a date or a time.
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** A format code that shows a date or a time: d, m, y, h or s outside quoted text, escapes and [colours]. */
const isDateFormat = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ''));

/** The indexes of the cell styles (`s` of a cell) that show a number as a date. */
async function readDateStyles(zip: ZipArchive, stylesPath: string): Promise<Set<number>> {
  const dateFormats = new Set(builtInDateFormats);
  const dateStyles = new Set<number>();
  let inCellStyles = false;
  let styleIndex = 0;
  for await (const events of xmlEvents(zip.read(stylesPath))) {
    for (const event of events) {
      if (event.kind === 'open' && event.name === 'numFmt') {
        const id = Number(event.attributes.numFmtId);
        if (isDateFormat(event.attributes.formatCode ?? '')) dateFormats.add(id);
        else dateFormats.delete(id);
      } else if (event.kind === 'open' && event.name === 'cellXfs') {
        inCellStyles = true;
      } else if (event.kind === 'close' && event.name === 'cellXfs') {
        inCellStyles = false;
      } else if (inCellStyles && event.kind === 'open' && event.name === 'xf') {
        if (dateFormats.has(Number(event.attributes.numFmtId))) dateStyles.add(styleIndex);
        styleIndex += 1;
      }
    }
  }
  return dateStyles;
}

/**
 * A text element's characters, as `<si>` (shared strings) and `<is>` (inline strings) hold them:
 * plain or in formatted runs, leaving out phonetic guides (`<rPh>`).
 */
class TextCollector {
  text = '';
  private inText = false;
  private inPhonetic = false;

  /** Takes an event from inside the text element. */
  take(event: XmlEvent): void {
    if (event.kind === 'text') {
      if (!this.inText || this.inPhonetic) return;
      this.text += event.text;
      if (this.text.length > spreadsheetLimits.cellChars) throw cellTooLong();
    } else if (event.name === 't') {
      this.inText = event.kind === 'open';
    } else if (event.name === 'rPh') {
      this.inPhonetic = event.kind === 'open';
    }
  }
}

async function readSharedStrings(zip: ZipArchive, path: string): Promise<string[]> {
  const strings: string[] = [];
  let bytes = 0;
  let current: TextCollector | undefined;
  const part = zip.read(path);
  async function* counted() {
    for await (const chunk of part) {
      bytes += chunk.length;
      if (bytes > spreadsheetLimits.sharedStringsBytes) throw tooLarge('shared strings size');
      yield chunk;
    }
  }
  for await (const events of xmlEvents(counted())) {
    for (const event of events) {
      if (event.kind !== 'text' && event.name === 'si') {
        if (event.kind === 'open') {
          current = new TextCollector();
        } else if (current) {
          strings.push(current.text);
          current = undefined;
          if (strings.length > spreadsheetLimits.sharedStrings) throw tooLarge('shared strings');
        }
      } else {
        current?.take(event);
      }
    }
  }
  return strings;
}

interface SheetReading {
  strings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

interface OpenCell {
  column: number;
  type: string;
  style: number;
  value: string;
  inValue: boolean;
  inline?: TextCollector;
}

async function* readSheetRows(zip: ZipArchive, path: string, reading: SheetReading) {
  let rowNumber = 0;
  let cells: string[] | undefined;
  let cell: OpenCell | undefined;
  for await (const events of xmlEvents(zip.read(path))) {
    const rows: { rowNumber: number; cells: string[] }[] = [];
    for (const event of events) {
      if (event.kind === 'text') {
        if (cell?.inValue) {
          cell.value += event.text;
          if (cell.value.length > spreadsheetLimits.cellChars) throw cellTooLong();
        } else {
          cell?.inline?.take(event);
        }
      } else if (event.name === 'row') {
        if (event.kind === 'open') {
          rowNumber = Number(event.attributes.r) || rowNumber + 1;
          cells = [];
        } else if (cells) {
          rows.push({ rowNumber, cells: Array.from(cells, (text) => text ?? '') });
          cells = undefined;
        }
      } else if (event.name === 'c' && cells) {
        if (event.kind === 'open') {
          cell = {
            column: columnIndex(event.attributes.r) ?? cells.length,
            type: event.attributes.t ?? 'n',
            style: Number(event.attributes.s ?? 0),
            value: '',
            inValue: false,
          };
        } else if (cell) {
          cells[cell.column] = cellText(cell, reading);
          cell = undefined;
        }
      } else if (cell && event.name === 'v') {
        cell.inValue = event.kind === 'open';
      } else if (cell && event.name === 'is') {
        if (event.kind === 'open') cell.inline = new TextCollector();
      } else {
        cell?.inline?.take(event);
      }
    }
    yield* rows;
  }
}

/** The 0-based column of a cell reference such as "B7". */
function columnIndex(reference: string | undefined): number | undefined {
  const letters = reference?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  if (column > spreadsheetLimits.columns) throw new Error(`no sheet has a column ${letters}`);
  return column - 1;
}

const plainNumber = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A cell as the text it shows: a formula's last result, rich text without its formatting, a number
 * with all its digits (a phone typed as a number is 447911123456, never 4.47911E+11), a date as ISO.
 */
function cellText(cell: OpenCell, { strings, dateStyles, date1904 }: SheetReading): string {
  switch (cell.type) {
    case 's':
      return strings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline?.text ?? cell.value;
    case 'b':
      return cell.value === '1' || cell.value === 'true' ? 'TRUE' : 'FALSE';
    case 'd': {
      const date = new Date(cell.value);
      return Number.isNaN(date.getTime()) ? cell.value : isoDate(date);
    }
    case 'n': {
      const number = Number(cell.value);
      if (cell.value.trim() === '' || !Number.isFinite(number)) return cell.value;
      return dateStyles.has(cell.style) ? isoDate(excelDate(number, date1904)) : plainNumber.format(number);
    }
    default:
      // 'str' (a formula's text) and 'e' (an error such as #DIV/0!) show their value as it is.
      return cell.value;
  }
}

// Serial days since 1899-12-30 (or 1904-01-01), with no zone: read as UTC they give back the day typed.
const unixEpochSerial = 25_569;
const date1904Offset = 1_462;
const dayMs = 86_400_000;
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial + (date1904 ? date1904Offset : 0) - unixEpochSerial) * dayMs));

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
