import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { spreadsheetLimits, tooLarge } from './spreadsheet-limits';

/** A zip file's parts, by name, read from its central directory rather than in the order they are stored. */
export interface ZipArchive {
  has(name: string): boolean;
  /** A part's inflated bytes as they come; refused once past the limits, whatever its header declares. */
  read(name: string): AsyncGenerator<Buffer>;
  close(): void;
}

const openZip = promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open);

export async function openZipArchive(path: string): Promise<ZipArchive> {
  const zip = await openZip(path, { lazyEntries: true, autoClose: false });
  try {
    const entries = await directory(zip);
    const openPart = promisify(zip.openReadStream.bind(zip)) as (entry: yauzl.Entry) => Promise<Readable>;
    let inflatedTotal = 0;
    return {
      has: (name) => entries.has(name),
      async *read(name) {
        const entry = entries.get(name);
        if (!entry) throw new Error(`the workbook has no part ${name}`);
        if (entry.uncompressedSize > spreadsheetLimits.inflatedBytes - inflatedTotal)
          throw tooLarge('inflated size');
        const maxBytes = Math.max(
          spreadsheetLimits.ratioFreeBytes,
          entry.compressedSize * spreadsheetLimits.compressionRatio,
        );
        const stream = await openPart(entry);
        let inflated = 0;
        try {
          for await (const chunk of stream) {
            inflated += (chunk as Buffer).length;
            inflatedTotal += (chunk as Buffer).length;
            if (inflated > maxBytes) throw tooLarge('compression ratio');
            if (inflatedTotal > spreadsheetLimits.inflatedBytes) throw tooLarge('inflated size');
            yield chunk as Buffer;
          }
        } finally {
          stream.destroy();
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** The entries by name; a directory longer than any workbook's is refused before it is read to its end. */
function directory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= spreadsheetLimits.zipEntries) return reject(tooLarge('zip entries'));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}
