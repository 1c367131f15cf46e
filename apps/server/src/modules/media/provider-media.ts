import { rm } from 'node:fs/promises';
import { limits, type MediaCopyFailure, type MediaKind } from '@parley/contract';
import type { MediaDownload } from '../../providers/messaging-provider';
import { AppError } from '../../shared/errors';
import { assertDeclaredTypeFits, sniffFile, storedFileName } from './media.sniff';
import { type MediaRecord, type MediaStorage, writeCapped } from './media.storage';

export interface ProviderMediaToKeep {
  accountId: string;
  /** The id it is kept under: keeping the same file twice keeps it once. */
  mediaId: string;
  /** The kind the provider says it is, whose limit (spec §9) caps the download. */
  kind: MediaKind;
  /** The name the sender gave it, if any. */
  fileName?: string;
  download: MediaDownload;
}

export type KeptProviderMedia =
  | { kept: MediaRecord & { sha256: string } }
  | { refused: Exclude<MediaCopyFailure, 'unavailable'> };

/**
 * Keeps a file downloaded from the provider as one of the account's media, as an upload is kept:
 * typed from its bytes and within its kind's limit. A file over the limit is refused before it is
 * downloaded when the provider gives its size, else as soon as it grows past it.
 */
export async function keepProviderMedia(
  storage: MediaStorage,
  { accountId, mediaId, kind, fileName, download }: ProviderMediaToKeep,
): Promise<KeptProviderMedia> {
  const maxBytes = limits.mediaMaxBytes[kind];
  if (download.fileSize !== undefined && download.fileSize > maxBytes) {
    download.body.destroy();
    return { refused: 'tooLarge' };
  }
  const scratchPath = await storage.scratchPath();
  try {
    const written = await writeCapped(download.body, scratchPath, maxBytes);
    if (written.overLimit) return { refused: 'tooLarge' };
    const type = await sniffKnownType(scratchPath, download.mimeType);
    if (!type) return { refused: 'unsupportedType' };
    if (written.size > limits.mediaMaxBytes[type.kind]) return { refused: 'tooLarge' };
    const record = await storage.keep(
      accountId,
      scratchPath,
      {
        name: storedFileName(fileName ?? kind, type),
        mimeType: type.mimeType,
        kind: type.kind,
        fileSize: written.size,
      },
      { mediaId },
    );
    return { kept: { ...record, sha256: written.sha256 } };
  } finally {
    await rm(scratchPath, { force: true });
  }
}

/** The file's type as its bytes tell it, if Parley stores that type and it fits what the provider said. */
async function sniffKnownType(path: string, declaredType: string) {
  try {
    const type = await sniffFile(path);
    assertDeclaredTypeFits(declaredType, type);
    return type;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
