import { PassThrough, pipeline, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { spreadsheetLimits, tooLarge } from './spreadsheet-limits';

/** A zip file's parts, by name, read from its central directory rather than in the order they are stored. */
export interface ZipArchive {
  has(name: string): boolean;
  /** A part's inflated bytes as they come; refused once past the limits, whatever its header declares. */
  read(name: string): AsyncGenerator<Buffer>;
  close(): void;
}

const stored = 0;
const deflated = 8;

export async function openZipArchive(path: string): Promise<ZipArchive> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const entries = await directory(zip);
    let inflatedTotal = 0;
    return {
      has: (name) => entries.has(name),
      async *read(name) {
        const entry = entries.get(name);
        if (!entry) throw new Error(`the workbook has no part ${name}`);
        if (entry.compressionMethod !== stored && entry.compressionMethod !== deflated) {
          throw new Error(
            `${name} is compressed in a way spreadsheets are not (method ${entry.compressionMethod})`,
          );
        }
        // Inflated here rather than by yauzl, so that the ratio is of the bytes read so far.
        const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
        let compressed = 0;
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            compressed += chunk.length;
            callback(null, chunk);
          },
        });
        const inflated = entry.compressionMethod === deflated ? createInflateRaw() : new PassThrough();
        // A failure anywhere reaches the loop below, which reads the last stream.
        pipeline(raw, counted, inflated, () => {});
        let bytes = 0;
        try {
          for await (const chunk of inflated) {
            bytes += (chunk as Buffer).length;
            inflatedTotal += (chunk as Buffer).length;
            if (
              bytes > spreadsheetLimits.ratioFreeBytes &&
              bytes > compressed * spreadsheetLimits.compressionRatio
            ) {
              throw tooLarge('compression ratio');
            }
            if (inflatedTotal > spreadsheetLimits.inflatedBytes) throw tooLarge('inflated size');
            yield chunk as Buffer;
          }
        } finally {
          inflated.destroy();
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
