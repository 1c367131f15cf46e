import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { detectTextEncoding, readTextSample, type TextEncoding, textDecoder } from './spreadsheet-encoding';
import { spreadsheetLimits, tooLarge } from './spreadsheet-limits';

/** A CSV file's records, streamed, in whatever encoding and with whichever delimiter it was written. */
export async function* readCsvRows(path: string): AsyncGenerator<string[]> {
  const encoding = await detectTextEncoding(path);
  const delimiter = await headerDelimiter(path, encoding);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, skipEmptyLines: false });
  const piped = pipeline(createReadStream(path), textDecoder(encoding), rowLengthGuard(delimiter), parser);
  // Stopping early (a preview) closes the parser, which the pipeline reports as a premature close.
  piped.catch(() => {});
  try {
    for await (const record of parser) yield record as string[];
    await piped;
  } finally {
    parser.destroy();
  }
}

/**
 * Passes text through, refusing a row longer than `csvRowChars` as it comes: Papa parses a row it
 * has not seen the end of again with each chunk, so one giant row would cost time in its square.
 * A row ends at a line break outside quotes, a quoted field being one that starts with a quote.
 * The text goes on to Papa in small pieces (see `papaChunkChars`).
 */
function rowLengthGuard(delimiter: string): Transform {
  let rowChars = 0;
  let fieldStart = true;
  let quoted = false;
  // After a closing quote, a quote right behind it is an escaped one ("") and the field goes on.
  let justClosed = false;
  return new Transform({
    readableObjectMode: true,
    writableObjectMode: true,
    transform(text: string, _encoding, callback) {
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (char === '"' && (quoted || fieldStart || justClosed)) {
          justClosed = quoted;
          quoted = !quoted;
          fieldStart = false;
        } else {
          justClosed = false;
          if (!quoted && (char === '\n' || char === '\r')) {
            rowChars = 0;
            fieldStart = true;
            continue;
          }
          fieldStart = !quoted && char === delimiter;
        }
        rowChars += 1;
        if (rowChars > spreadsheetLimits.csvRowChars) return callback(tooLarge('row length'));
      }
      for (let start = 0; start < text.length; start += papaChunkChars)
        this.push(text.slice(start, start + papaChunkChars));
      callback();
    },
  });
}

/**
 * Papa pauses on backpressure after each row it emits and, once resumed, goes on from a copy of
 * the chunk's remaining text: a 64 KiB chunk of short rows costs time in its square (200,000
 * one-number rows took 40 s). Fed in small pieces it reads them in 2.5 s.
 */
const papaChunkChars = 2048;

const delimiters = [',', ';', '\t'];

/**
 * The delimiter the header row uses most: the header holds one cell per column, whereas Papa's own
 * guess wants the first rows to agree and fails on a file of one row.
 */
async function headerDelimiter(path: string, encoding: TextEncoding): Promise<string> {
  const lines = (await readTextSample(path, encoding)).split(/\r\n|\n|\r/);
  const header = lines.find((line) => line.trim() !== '') ?? '';
  const count = (delimiter: string) => header.split(delimiter).length - 1;
  return delimiters.reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best));
}

// A cell a spreadsheet would run as a formula, unless it is only a number such as "+44 20 7946 0958".
const formulaLike = /^(?:[=@\t\r]|[+-](?![\d\s().-]*$))/;

/**
 * Rows as CSV lines (CRLF, quoted where needed), cells that would run as formulas defused with a
 * leading quote (OWASP "CSV injection").
 */
export function toCsv(rows: string[][]): string {
  return `${Papa.unparse(rows, { escapeFormulae: formulaLike, newline: '\r\n' })}\r\n`;
}

/** Tells Excel that a CSV file is UTF-8, so accented names open as written. */
export const utf8Bom = '\uFEFF';
