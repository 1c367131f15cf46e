import type { Readable } from 'node:stream';
import { mediaTypes } from '@parley/contract';
import type { FastifyReply } from 'fastify';
import type { StoredMedia } from './media.storage';

export interface FileToSend {
  mimeType: string;
  /** The name it downloads under. */
  name?: string;
  size?: number;
  body: Readable;
}

const inlineTypes = new Set<string>(mediaTypes.image);

/**
 * Answers a file with its own type, never a guess by the browser. Only the image types Parley stores
 * open in place; anything else downloads, so no file can run as a page of Parley's origin.
 */
export function sendFile(reply: FastifyReply, file: FileToSend): Readable {
  reply.type(file.mimeType).header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) reply.header('content-length', file.size);
  const essence = file.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!inlineTypes.has(essence)) reply.header('content-disposition', attachment(file.name ?? 'file'));
  return file.body;
}

/** A file Parley stores, as kept. */
export const storedFile = ({ record, open }: StoredMedia): FileToSend => ({
  mimeType: record.mimeType,
  name: record.name,
  size: record.fileSize,
  body: open(),
});

/** RFC 6266: a plain-ASCII name for old clients, the exact one (RFC 5987) for the others. */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
};
