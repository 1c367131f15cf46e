import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { detectTextEncoding, readTextSample, type TextEncoding, textDecoder } from './spreadsheet-encoding';

/** A CSV file's records, streamed, in whatever encoding and with whichever delimiter it was written. */
export async function* readCsvRows(path: string): AsyncGenerator<string[]> {
  const encoding = await detectTextEncoding(path);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: await headerDelimiter(path, encoding),
    skipEmptyLines: false,
  });
  const piped = pipeline(createReadStream(path), textDecoder(encoding), parser);
  // Stopping early (a preview) closes the parser, which the pipeline reports as a premature close.
  piped.catch(() => {});
  try {
    for await (const record of parser) yield record as string[];
    await piped;
  } finally {
    parser.destroy();
  }
}

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
