import { z } from 'zod';
import { type HeaderSampleUpload, ProviderError } from '../messaging-provider';
import type { PartnerClient } from './partner-client';

const UploadSession = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  fileLength: z.number().int().positive(),
});

const sessionPrefix = 'upload:';

/**
 * The partner's template media upload (`POST /partner/app/{appId}/upload/media`) answers the handle in
 * one call, where Parley's API has two. So the session is Parley's own: its id carries what the upload
 * needs besides the bytes (name and type), and the second call uploads the whole file.
 */
export function createPartnerHeaderSampleUpload(
  client: PartnerClient,
  app: { appId: string; appToken: string },
): HeaderSampleUpload {
  return {
    async start({ fileName, mimeType, fileLength }) {
      // The name's end (with its extension) is enough, and keeps the id short.
      const shortName = [...fileName].slice(-60).join('');
      const session = { fileName: shortName, mimeType, fileLength } satisfies z.infer<typeof UploadSession>;
      const encoded = Buffer.from(JSON.stringify(session)).toString('base64url');
      return { uploadId: `${sessionPrefix}${encoded}` };
    },

    async send(uploadId, bytes, offset) {
      const session = sessionOf(uploadId);
      if (offset !== 0 || bytes.length !== session.fileLength) {
        throw new ProviderError(
          `The partner provider takes the whole file at once: ${session.fileLength} bytes from offset 0`,
          100,
        );
      }
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: session.mimeType }), session.fileName);
      form.set('file_type', session.mimeType);
      const { handleId } = await client.asApp<{ handleId: { message: string } }>(
        app.appToken,
        `/partner/app/${encodeURIComponent(app.appId)}/upload/media`,
        { multipart: form },
      );
      return { handle: handleId.message };
    },
  };
}

function sessionOf(uploadId: string): z.infer<typeof UploadSession> {
  try {
    const encoded = uploadId.slice(sessionPrefix.length);
    return UploadSession.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    throw new ProviderError(`Upload ${uploadId} was not opened for the partner provider`, 100);
  }
}
