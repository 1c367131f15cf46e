import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaKind } from '@parley/contract';

export interface MediaDetails {
  /** A display name only, never part of a path. */
  name: string;
  mimeType: string;
  kind: MediaKind;
  fileSize: number;
}

export interface MediaRecord extends MediaDetails {
  mediaId: string;
  createdAt: string;
}

export interface StoredMedia {
  record: MediaRecord;
  open(): Readable;
}

/** Where media live: local disk by default; an object store can implement the same three calls. */
export interface MediaStorage {
  /** A new local path to receive a file at, before it is known whether the file will be kept. */
  scratchPath(): Promise<string>;
  /**
   * Keeps the file received at `scratchPath` (it is moved away) as one of the account's media, under a
   * new id, or under `mediaId` (keeping a file there again replaces it).
   */
  keep(
    accountId: string,
    scratchPath: string,
    details: MediaDetails,
    options?: { mediaId?: string },
  ): Promise<MediaRecord>;
  find(accountId: string, mediaId: string): Promise<StoredMedia | undefined>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<root>/<accountId>/<mediaId>` holds the bytes and `<mediaId>.json` their record; ids are random. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const incoming = join(root, 'incoming');
  return {
    async scratchPath() {
      await mkdir(incoming, { recursive: true });
      return join(incoming, randomUUID());
    },

    async keep(accountId, scratchPath, details, { mediaId = randomUUID() } = {}) {
      const record: MediaRecord = { mediaId, createdAt: new Date().toISOString(), ...details };
      const dir = join(root, accountId);
      await mkdir(dir, { recursive: true });
      await rename(scratchPath, join(dir, record.mediaId));
      // The record goes last: bytes without one were never kept, and are never served.
      await writeFile(join(dir, `${record.mediaId}.json`), JSON.stringify(record), { mode: 0o600 });
      return record;
    },

    async find(accountId, mediaId) {
      if (!uuidPattern.test(accountId) || !uuidPattern.test(mediaId)) return undefined;
      const path = join(root, accountId, mediaId);
      const json = await readFile(`${path}.json`, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (json === undefined) return undefined;
      return { record: JSON.parse(json) as MediaRecord, open: () => createReadStream(path) };
    },
  };
}

/** Writes `source` to a new file, giving up once it offers more than `maxBytes`; `sha256` is in hex. */
export async function writeCapped(
  source: Readable,
  path: string,
  maxBytes: number,
): Promise<{ size: number; overLimit: boolean; sha256: string }> {
  let size = 0;
  const hash = createHash('sha256');
  const overLimit = new Error('over the limit');
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(size > maxBytes ? overLimit : null, chunk);
    },
  });
  const sink = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, cap, sink);
    return { size, overLimit: false, sha256: hash.digest('hex') };
  } catch (error) {
    // A sink destroyed before its file was open still opens it, later: the caller's clean-up must
    // come after that, or the file would outlive it.
    if (!sink.closed) await once(sink, 'close');
    if (error !== overLimit) throw error;
    return { size, overLimit: true, sha256: '' };
  }
}
