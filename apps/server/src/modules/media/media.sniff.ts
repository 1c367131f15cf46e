import { extname } from 'node:path';
import { type MediaKind, mediaTypes } from '@parley/contract';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { AppError } from '../../shared/errors';

export interface MediaType {
  mimeType: string;
  kind: MediaKind;
  extension: string;
}

// file-type's names for types WhatsApp knows by another.
const aliases: Record<string, string> = {
  'audio/x-m4a': 'audio/mp4',
  'audio/ogg; codecs=opus': 'audio/ogg',
};

const kindByType = new Map<string, MediaKind>(
  Object.entries(mediaTypes).flatMap(([kind, types]) => types.map((type) => [type, kind as MediaKind])),
);

/** The type of a received file as its bytes tell it; refused unless Parley stores that type. */
export async function sniffFile(path: string): Promise<MediaType> {
  return mediaType(await fileTypeFromFile(path));
}

export async function sniffBytes(bytes: Buffer): Promise<MediaType> {
  return mediaType(await fileTypeFromBuffer(bytes));
}

function mediaType(detected: { mime: string; ext: string } | undefined): MediaType {
  const mimeType = detected && (aliases[detected.mime] ?? detected.mime);
  const kind = mimeType && kindByType.get(mimeType);
  if (!detected || !mimeType || !kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { detectedType: detected?.mime ?? null });
  }
  return { mimeType, kind, extension: detected.ext };
}

/**
 * The type a client declares is never used, but one that names another kind than the bytes is refused,
 * as Meta refuses a MIME type that does not match the content (131053).
 */
export function assertDeclaredTypeFits(declaredType: string, actual: MediaType): void {
  const declared = declaredKind(declaredType);
  if (declared && family(declared) !== family(actual.kind)) {
    throw new AppError('MEDIA_TYPE_MISMATCH', { declaredType, detectedType: actual.mimeType });
  }
}

function declaredKind(declaredType: string): MediaKind | undefined {
  const type = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/octet-stream') return undefined;
  const prefix = type.split('/')[0];
  if (prefix === 'image' || prefix === 'video' || prefix === 'audio') return prefix;
  return prefix === 'application' ? 'document' : undefined;
}

// mp4, ogg and 3gpp carry sound or pictures alike, so an audio claim fits a video file and back.
const family = (kind: MediaKind) => (kind === 'audio' ? 'video' : kind);

/** The client's file name, reduced to a plain name, with the extension of the type its bytes have. */
export function storedFileName(fileName: string, type: MediaType): string {
  const base =
    (fileName.split(/[/\\]/).pop() ?? '')
      .replace(/[\p{Cc}\p{Cf}"]/gu, '')
      .trim()
      .slice(0, 200) || 'file';
  const extension = extname(base).toLowerCase();
  if (extension === `.${type.extension}` || (type.extension === 'jpg' && extension === '.jpeg')) return base;
  return `${base.slice(0, base.length - extension.length)}.${type.extension}`;
}
