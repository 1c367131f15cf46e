import { limits, type MediaKind, mediaTypes } from '@parley/contract';

/** What the file picker offers: the types WhatsApp takes, which the server also checks from the bytes. */
export const acceptedMediaTypes = Object.values(mediaTypes).flat().join(',');

export type MediaFileCheck =
  | { ok: true; kind: MediaKind }
  | { ok: false; problem: 'type' }
  | { ok: false; problem: 'size'; kind: MediaKind; maxBytes: number };

/**
 * Whether a file can be sent, and as what: its kind by spec §9's MIME prefixes (image/, video/,
 * audio/, application/ as a document) within the types WhatsApp takes, and its kind's size limit.
 */
export function checkMediaFile(file: Pick<File, 'type' | 'size'>): MediaFileCheck {
  const mimeType = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = (Object.keys(mediaTypes) as MediaKind[]).find((candidate) =>
    (mediaTypes[candidate] as readonly string[]).includes(mimeType),
  );
  if (!kind) return { ok: false, problem: 'type' };
  const maxBytes = limits.mediaMaxBytes[kind];
  return file.size > maxBytes ? { ok: false, problem: 'size', kind, maxBytes } : { ok: true, kind };
}

/** "5 MB", "16 MB": the limits as spec §9 states them. */
export const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);
