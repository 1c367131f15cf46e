import type { HeaderSampleUpload } from '../messaging-provider';
import { createGraphClient } from './graph-client';

/** Meta's Resumable Upload, which answers the handle a template's media header sample needs. */
export function createCloudApiResumableUpload(options: {
  graphUrl: string;
  accessToken: string;
  appId: string;
}): HeaderSampleUpload {
  const { request } = createGraphClient(options.graphUrl, options.accessToken);
  return {
    async start({ fileName, fileLength, mimeType }) {
      const query = new URLSearchParams({
        file_name: fileName,
        file_length: String(fileLength),
        file_type: mimeType,
      });
      const { id } = await request<{ id: string }>(`${options.appId}/uploads?${query}`, { method: 'POST' });
      return { uploadId: id };
    },

    async send(uploadId, bytes, offset) {
      const { h } = await request<{ h: string }>(uploadId, {
        method: 'POST',
        // Meta documents the OAuth scheme for this step, not Bearer.
        headers: { authorization: `OAuth ${options.accessToken}`, file_offset: String(offset) },
        body: new Uint8Array(bytes),
      });
      return { handle: h };
    },
  };
}
