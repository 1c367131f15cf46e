import { createHash } from 'node:crypto';
import { newGraphId } from '../ids';

export interface StoredMedia {
  id: string;
  phoneNumberId: string;
  mimeType: string;
  sha256: string;
  fileSize: number;
  bytes: Buffer;
  filename?: string;
}

export type MediaKind = 'audio' | 'document' | 'image' | 'sticker' | 'video';

const MB = 1024 * 1024;

/** Reference §3 media table; stickers use the animated limit, which static ones also fit. */
export const mediaLimits: Record<MediaKind, { mimeTypes: string[]; maxBytes: number }> = {
  audio: { mimeTypes: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'], maxBytes: 16 * MB },
  document: {
    mimeTypes: [
      'text/plain',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    maxBytes: 100 * MB,
  },
  image: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 5 * MB },
  sticker: { mimeTypes: ['image/webp'], maxBytes: 500 * 1024 },
  video: { mimeTypes: ['video/mp4', 'video/3gpp'], maxBytes: 16 * MB },
};

export function mediaKindOf(mimeType: string): MediaKind | undefined {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const entry = Object.entries(mediaLimits).find(([, limits]) => limits.mimeTypes.includes(bare));
  return entry?.[0] as MediaKind | undefined;
}

export class MediaStore {
  private readonly items = new Map<string, StoredMedia>();
  /** Requests still to refuse per media id, as during a passing outage at Meta. */
  private readonly outages = new Map<string, number>();

  add(phoneNumberId: string, mimeType: string, bytes: Buffer, filename?: string): StoredMedia {
    const media: StoredMedia = {
      id: newGraphId(),
      phoneNumberId,
      mimeType,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileSize: bytes.length,
      bytes,
      ...(filename ? { filename } : {}),
    };
    this.items.set(media.id, media);
    return media;
  }

  get(id: string): StoredMedia | undefined {
    return this.items.get(id);
  }

  remove(id: string): boolean {
    this.outages.delete(id);
    return this.items.delete(id);
  }

  /** The next `requests` requests for the media fail as a temporary error would. */
  interrupt(id: string, requests: number): void {
    this.outages.set(id, requests);
  }

  /** Whether this request for the media falls in an outage; each call uses up one of its requests. */
  interrupted(id: string): boolean {
    const left = this.outages.get(id) ?? 0;
    if (left === 0) return false;
    if (left === 1) this.outages.delete(id);
    else this.outages.set(id, left - 1);
    return true;
  }

  clear(): void {
    this.items.clear();
    this.outages.clear();
  }
}
