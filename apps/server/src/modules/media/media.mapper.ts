import { type Media, mediaRoutes } from '@parley/contract';
import type { MediaRecord } from './media.storage';

export const toMediaDto = (record: MediaRecord, publicUrl: string): Media => ({
  mediaId: record.mediaId,
  url: `${publicUrl}${mediaRoutes.file.path.replace(':mediaId', record.mediaId)}`,
  name: record.name,
  mimeType: record.mimeType,
  kind: record.kind,
  fileSize: record.fileSize,
});
