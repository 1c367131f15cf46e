import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

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

export interface ZipPart {
  name: string;
  text: string;
  /** Text repeated after `text`, deflated once and its compressed block repeated: a zip bomb costs no time to make. */
  repeat?: { text: string; times: number };
  /** Text after the repeated text. */
  end?: string;
}

const repeatedBlockBytes = 1024 * 1024;

/**
 * A zip of these parts in this order. A repeated text is deflated as one block of about 1 MiB ending
 * in a full flush (independent of what came before), which the zip then holds `times` over.
 */
export function zipOf(parts: ZipPart[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const blocks: Buffer[] = [];
    let crc = 0;
    let size = 0;
    const add = (bytes: Buffer, flush: number, times = 1) => {
      const block = deflateRawSync(bytes, { finishFlush: flush });
      for (let time = 0; time < times; time += 1) {
        blocks.push(block);
        // Node 20's crc32 answers 0 for an empty Buffer.from(''), whatever the value it goes on from.
        if (bytes.length > 0) crc = crc32(bytes, crc);
        size += bytes.length;
      }
    };
    add(Buffer.from(part.text), constants.Z_FULL_FLUSH);
    if (part.repeat) {
      const unit = Buffer.from(part.repeat.text);
      const perBlock = Math.max(1, Math.floor(repeatedBlockBytes / unit.length));
      const whole = Math.floor(part.repeat.times / perBlock);
      add(Buffer.from(part.repeat.text.repeat(perBlock)), constants.Z_FULL_FLUSH, whole);
      add(Buffer.from(part.repeat.text.repeat(part.repeat.times - whole * perBlock)), constants.Z_FULL_FLUSH);
    }
    add(Buffer.from(part.end ?? ''), constants.Z_FINISH);
    const data = Buffer.concat(blocks);
    const name = Buffer.from(part.name);
    const header = (signature: number, length: number) => {
      const bytes = Buffer.alloc(length);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    files.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, directoryBytes, end]);
}

/** The parts of a zip, by name, in the order it stores them. */
export async function zipParts(zip: Buffer): Promise<ZipPart[]> {
  const file = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(zip, {
    lazyEntries: false,
  });
  const parts: ZipPart[] = [];
  const reading: Promise<void>[] = [];
  file.on('entry', (entry: yauzl.Entry) => {
    if (entry.fileName.endsWith('/')) return;
    const part: ZipPart = { name: entry.fileName, text: '' };
    parts.push(part);
    reading.push(
      new Promise((resolve, reject) =>
        file.openReadStream(entry, async (error, stream) => {
          if (error || !stream) return reject(error);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          part.text = Buffer.concat(chunks).toString('utf8');
          resolve();
        }),
      ),
    );
  });
  await new Promise((resolve, reject) => {
    file.once('end', resolve);
    file.once('error', reject);
  });
  await Promise.all(reading);
  return parts;
}

/**
 * A workbook of a header and one contact whose shared-strings part holds more after their strings:
 * `before`, `repeat.text` `repeat.times` over, `after`. 400 MiB of it weigh a few hundred kB.
 */
export function xlsxWithSharedStrings(more: {
  before?: string;
  repeat: ZipPart['repeat'];
  after?: string;
}): Buffer {
  const sheet = (cells: string[][]) =>
    cells
      .map(
        (row, index) =>
          `<row r="${index + 1}">${row.map((cell) => `<c t="s"><v>${cell}</v></c>`).join('')}</row>`,
      )
      .join('');
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const relationships = (inner: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${inner}</Relationships>`;
  return zipOf([
    {
      name: '[Content_Types].xml',
      text: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
    { name: '_rels/.rels', text: relationships(relationship('rId1', 'officeDocument', 'xl/workbook.xml')) },
    {
      name: 'xl/workbook.xml',
      text: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Contacts" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: relationships(
        relationship('rId1', 'worksheet', 'worksheets/sheet1.xml') +
          relationship('rId2', 'sharedStrings', 'sharedStrings.xml'),
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet(
        [
          ['0', '1'],
          ['2', '3'],
        ],
      )}</sheetData></worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Name</t></si><si><t>Phone</t></si><si><t>Ada</t></si><si><t>+447700900123</t></si>${more.before ?? ''}`,
      repeat: more.repeat,
      end: `${more.after ?? ''}</sst>`,
    },
  ]);
}
