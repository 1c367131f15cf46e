import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * How a text file is encoded: its byte-order mark says so, else it is UTF-8 when every byte of it
 * is valid UTF-8, else Windows-1252, which is what Excel writes as "CSV" on a Western Windows.
 */
export async function detectTextEncoding(path: string): Promise<TextEncoding> {
  const marked = await byteOrderMark(path);
  if (marked) return marked;
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) utf8.decode(chunk as Buffer, { stream: true });
    utf8.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The start of a file, up to `length` bytes. */
async function readStart(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Bytes in, text out (byte-order mark dropped), whatever the chunks split. */
export function textDecoder(encoding: TextEncoding): Transform {
  const decode = byteDecoder(encoding);
  return new Transform({
    decodeStrings: true,
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, decode(chunk, true) || undefined);
    },
    flush(callback) {
      callback(null, decode(Buffer.alloc(0), false) || undefined);
    },
  });
}

/** The encoding a file's byte-order mark names, if it starts with one. */
export async function byteOrderMark(path: string): Promise<TextEncoding | undefined> {
  const start = await readStart(path, 3);
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be';
  if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) return 'utf-8';
  return undefined;
}

/** The text of a file's first 64 kB (a character cut at the end is left out). */
export async function readTextSample(path: string, encoding: TextEncoding): Promise<string> {
  return byteDecoder(encoding)(await readStart(path, 64 * 1024), true);
}

/** Text that is plausibly a spreadsheet's: no NUL and next to no other control characters. */
export function looksLikeText(text: string): boolean {
  if (text.includes('\0')) return false;
  const controls = text.match(/[^\P{Cc}\t\n\r\f]/gu)?.length ?? 0;
  return controls <= text.length / 100;
}

function byteDecoder(encoding: TextEncoding): (bytes: Buffer, more: boolean) => string {
  if (encoding === 'windows-1252') return (bytes) => decodeWindows1252(bytes);
  const decoder = new TextDecoder(encoding);
  return (bytes, more) => decoder.decode(bytes, { stream: more });
}

// Node's TextDecoder treats 'windows-1252' as Latin-1 (nodejs/node#56542), so 0x80–0x9F (€, ’, “, …)
// are mapped here; the five bytes Windows-1252 leaves undefined stay as Latin-1 reads them.
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) => String.fromCharCode(windows1252High[char.charCodeAt(0) - 0x80] ?? 0));
}
