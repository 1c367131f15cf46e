import { z } from 'zod/mini';
import { integer, queryInteger } from '../common';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

export const mediaKinds = ['image', 'video', 'audio', 'document'] as const;
export const MediaKind = z.enum(mediaKinds);
export type MediaKind = z.infer<typeof MediaKind>;

/**
 * The types Parley stores, as read from a file's bytes: what WhatsApp sends (reference "Media"), within
 * the spec's MIME prefixes image/, video/, audio/ and application/ (spec §9).
 */
export const mediaTypes = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/3gpp'],
  audio: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'],
  document: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
} as const satisfies Record<MediaKind, readonly string[]>;

/** Template header samples: the types the provider's resumable upload takes. */
export const headerSampleTypes = ['image/jpeg', 'image/png', 'video/mp4', 'application/pdf'] as const;

export const Media = z.object({
  mediaId: z.uuid(),
  /** Where Parley serves the file back, to callers signed in to the same account. */
  url: z.url(),
  name: z.string(),
  mimeType: z.string(),
  kind: MediaKind,
  fileSize: integer(),
});
export type Media = z.infer<typeof Media>;

/** Spec §7: the stored file is in `data` (url and name); the message is the spec's success text. */
export const MediaUploaded = z.object({ message: z.literal('Upload Successful'), data: Media });
export type MediaUploaded = z.infer<typeof MediaUploaded>;

export const UploadMediaByUrlInput = z.object({
  fileName: f.required(m.fileNameRequired, 255),
  publicUrl: z.url({ protocol: /^https?$/, error: m.publicUrlInvalid }),
});
export type UploadMediaByUrlInput = z.infer<typeof UploadMediaByUrlInput>;

export const MediaIdParams = z.object({ mediaId: z.uuid() });

export const MediaFile = z
  .unknown()
  .register(z.globalRegistry, { description: "The file's bytes, typed as read from them" });

/** The header-handle calls act for one channel: its provider and its token. */
export const HeaderUploadQuery = z.object({ channelId: z.uuid() });

export const HeaderUploadSession = z.object({ id: z.string() });
export type HeaderUploadSession = z.infer<typeof HeaderUploadSession>;

/** The multipart fields of the handle call besides `file`: the session id and where the bytes start. */
export const HeaderHandleFields = z.object({
  // Meta's ids look like `upload:<base64>?sig=<signature>`; nothing else may reach the Graph path.
  id: z.string().check(z.regex(/^upload:[\w+/=-]{1,1000}(\?sig=[\w+/=-]{1,200})?$/, m.uploadIdInvalid)),
  offset: z._default(queryInteger(0), 0),
});
export type HeaderHandleFields = z.infer<typeof HeaderHandleFields>;

export const HeaderHandle = z.object({ h: z.string() });
export type HeaderHandle = z.infer<typeof HeaderHandle>;
