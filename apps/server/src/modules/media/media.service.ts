import { rm } from 'node:fs/promises';
import { limits, type MediaUploaded, type UploadMediaByUrlInput } from '@parley/contract';
import { AppError } from '../../shared/errors';
import { fileTooLarge } from './media.errors';
import { toMediaDto } from './media.mapper';
import type { FormReader } from './media.multipart';
import { assertDeclaredTypeFits, sniffFile, storedFileName } from './media.sniff';
import { type MediaStorage, type StoredMedia, writeCapped } from './media.storage';
import { AddressAnsweredError, AddressNotAllowedError, openPublicUrl } from './public-url';

export interface MediaServiceDependencies {
  storage: MediaStorage;
  /** Where Parley is reached, for the media URLs it answers. */
  publicUrl: string;
  /** The one non-public address a URL upload may name: the configured provider's media downloads. */
  trustedMediaEndpoint: string;
}

const publicUrlTimeoutMs = 60_000;
export const couldNotFetch = 'could not fetch that address';

interface IncomingFile {
  fileName: string;
  declaredType: string;
  size: number;
  tooLarge: boolean;
}

export function createMediaService({ storage, publicUrl, trustedMediaEndpoint }: MediaServiceDependencies) {
  /** Types the received file from its bytes, applies that type's limit and keeps it. */
  const keep = async (accountId: string, scratchPath: string, file: IncomingFile): Promise<MediaUploaded> => {
    if (file.size === 0) throw new AppError('FILE_EMPTY');
    const type = await sniffFile(scratchPath);
    assertDeclaredTypeFits(file.declaredType, type);
    const name = storedFileName(file.fileName, type);
    const maxBytes = limits.mediaMaxBytes[type.kind];
    if (file.tooLarge || file.size > maxBytes) throw fileTooLarge(name, maxBytes);
    const record = await storage.keep(accountId, scratchPath, {
      name,
      mimeType: type.mimeType,
      kind: type.kind,
      fileSize: file.size,
    });
    return { message: 'Upload Successful', data: toMediaDto(record, publicUrl) };
  };

  /** Runs `work` on a scratch file, which is gone afterwards unless it was kept. */
  const withScratchFile = async <T>(work: (scratchPath: string) => Promise<T>): Promise<T> => {
    const scratchPath = await storage.scratchPath();
    try {
      return await work(scratchPath);
    } finally {
      await rm(scratchPath, { force: true });
    }
  };

  return {
    upload: (accountId: string, readForm: FormReader) =>
      withScratchFile(async (scratchPath) => {
        const maxBytes = limits.mediaUploadMaxBytes;
        const { file } = await readForm(maxBytes, (stream) => writeCapped(stream, scratchPath, maxBytes));
        if (!file) throw new AppError('FILE_REQUIRED');
        return keep(accountId, scratchPath, {
          fileName: file.fileName,
          declaredType: file.declaredType,
          size: file.content.size,
          tooLarge: file.truncated || file.content.overLimit,
        });
      }),

    uploadByUrl: (accountId: string, input: UploadMediaByUrlInput) =>
      withScratchFile(async (scratchPath) => {
        const signal = AbortSignal.timeout(publicUrlTimeoutMs);
        let fetched: { declaredType: string; size: number; overLimit: boolean };
        try {
          const response = await openPublicUrl(new URL(input.publicUrl), {
            trustedMediaEndpoint,
            signal,
          });
          const written = await writeCapped(response, scratchPath, limits.mediaUploadMaxBytes);
          fetched = { declaredType: response.headers['content-type'] ?? '', ...written };
        } catch (error) {
          if (error instanceof AddressNotAllowedError) throw new AppError('URL_NOT_ALLOWED');
          // The resolver's and the socket's own words (getaddrinfo ENOTFOUND …) tell a caller about
          // Parley's network, so only an answer from the address itself is passed on.
          const reason = error instanceof AddressAnsweredError ? error.message : couldNotFetch;
          throw new AppError('UPLOAD_FAILED', { reason });
        }
        return keep(accountId, scratchPath, {
          fileName: input.fileName,
          declaredType: fetched.declaredType,
          size: fetched.size,
          tooLarge: fetched.overLimit,
        });
      }),

    async file(accountId: string, mediaId: string): Promise<StoredMedia> {
      const media = await storage.find(accountId, mediaId);
      if (!media) throw new AppError('NOT_FOUND');
      return media;
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
