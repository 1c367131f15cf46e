import { buffer } from 'node:stream/consumers';
import {
  type HeaderHandle,
  HeaderHandleFields,
  type HeaderUploadSession,
  headerSampleTypes,
  limits,
} from '@parley/contract';
import { AppError } from '../../shared/errors';
import type { ChannelProviders } from '../channels/channel-providers';
import { withProvider } from '../channels/with-provider';
import { fileTooLarge } from './media.errors';
import type { FormReader, ReceivedFile } from './media.multipart';
import { assertDeclaredTypeFits, sniffBytes, storedFileName } from './media.sniff';

export interface HeaderSamplesDependencies {
  providers: Pick<ChannelProviders, 'headerSampleUpload'>;
}

/**
 * A template's media header needs a handle from the provider's own upload (spec §7: "media session
 * upload", then "media handle by id and offset"), made with the token of one of the account's channels.
 */
export function createHeaderSamplesService({ providers }: HeaderSamplesDependencies) {
  const readSample = (readForm: FormReader) =>
    readForm(limits.headerSampleMaxBytes, (stream) => buffer(stream));

  return {
    async startUpload(
      accountId: string,
      channelId: string,
      readForm: FormReader,
    ): Promise<HeaderUploadSession> {
      const upload = await providers.headerSampleUpload(accountId, channelId);
      const { file } = await readSample(readForm);
      if (!file) throw new AppError('FILE_REQUIRED');
      const sample = await checkSample(file);
      const { uploadId } = await withProvider(() =>
        upload.start({ fileName: sample.name, fileLength: file.content.length, mimeType: sample.mimeType }),
      );
      return { id: uploadId };
    },

    async sendBytes(accountId: string, channelId: string, readForm: FormReader): Promise<HeaderHandle> {
      const upload = await providers.headerSampleUpload(accountId, channelId);
      const { file, fields } = await readSample(readForm);
      if (!file || !fields.id) throw new AppError('FILE_AND_ID_REQUIRED');
      const parsed = HeaderHandleFields.safeParse(fields);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        }));
        throw new AppError('VALIDATION_FAILED', details);
      }
      await checkSample(file);
      const { handle } = await withProvider(() =>
        upload.send(parsed.data.id, file.content, parsed.data.offset),
      );
      return { h: handle };
    },
  };
}

async function checkSample(file: ReceivedFile<Buffer>): Promise<{ name: string; mimeType: string }> {
  if (file.truncated) throw fileTooLarge(file.fileName, limits.headerSampleMaxBytes);
  if (file.content.length === 0) throw new AppError('FILE_EMPTY');
  const type = await sniffBytes(file.content);
  assertDeclaredTypeFits(file.declaredType, type);
  if (!(headerSampleTypes as readonly string[]).includes(type.mimeType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { detectedType: type.mimeType });
  }
  return { name: storedFileName(file.fileName, type), mimeType: type.mimeType };
}
