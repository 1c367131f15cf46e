import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * What Parley asks of a messaging provider, whichever it is (Meta's Cloud API or the partner).
 * Messages use the Cloud API's own shape, the richest of the two; the partner adapter maps from it.
 */
export interface MessagingProvider {
  /** How its messages carry a file: an uploaded media id (`uploadMedia`), or a public link (the partner). */
  readonly mediaBy: 'id' | 'link';
  send(message: OutboundMessage): Promise<SendResult>;
  markRead(providerMessageId: string): Promise<void>;
  uploadMedia(file: MediaFile): Promise<{ mediaId: string }>;
  /** A received message's file, streamed from the provider: by its media id, or by the link it gave. */
  downloadMedia(media: ProviderMediaRef): Promise<MediaDownload>;
  phoneNumber(): Promise<PhoneNumberDetails>;
}

/** How an inbound message names its file: the Cloud API gives a media id, the partner a link. */
export interface ProviderMediaRef {
  id?: string;
  link?: string;
}

export interface MediaDownload {
  body: Readable;
  mimeType: string;
  /** In bytes, when the provider says. */
  fileSize?: number;
}

type MediaObject = { id: string; link?: never } | { link: string; id?: never };

export type OutboundMessage = {
  to: string;
  /** Quote an earlier message. */
  replyTo?: string;
  /** Echoed in this message's status webhooks: how a send is reconciled after a crash. */
  callbackData?: string;
} & MessageBody;

/** A message's type and the object named after it, as the Cloud API sends them. */
export type MessageBody =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'image'; image: MediaObject & { caption?: string } }
  | { type: 'video'; video: MediaObject & { caption?: string } }
  | { type: 'audio'; audio: MediaObject }
  | { type: 'document'; document: MediaObject & { caption?: string; filename?: string } }
  | { type: 'location'; location: { latitude: number; longitude: number; name?: string; address?: string } }
  | { type: 'reaction'; reaction: { message_id: string; emoji: string } }
  | { type: 'interactive'; interactive: Record<string, unknown> }
  | {
      type: 'template';
      template: { name: string; language: { code: string }; components?: Record<string, unknown>[] };
    };

export interface SendResult {
  providerMessageId: string;
  /** WhatsApp's normalised id of the recipient, which may differ from the number sent to. */
  recipientWaId: string;
}

export interface MediaFile {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

export interface PhoneNumberDetails {
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating?: string;
  messagingLimitTier?: string;
}

/**
 * Template header samples go through the provider's own upload, which answers a handle in two steps: the
 * Cloud API's Resumable Upload (cloud-api/cloud-api.resumable-upload.ts); the partner's media handle
 * is to implement the same.
 */
export interface HeaderSampleUpload {
  start(file: { fileName: string; fileLength: number; mimeType: string }): Promise<{ uploadId: string }>;
  send(uploadId: string, bytes: Buffer, offset: number): Promise<{ handle: string }>;
}

/**
 * A refusal by the provider, with its code (Meta's numbering) and whether trying again can help.
 * `mayHaveArrived`: the request was written and its answer lost (a broken connection), so the
 * provider may have acted on it; a refusal it answered, or a connection it refused, certainly not.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly details?: string,
    readonly retryable = false,
    readonly mayHaveArrived = false,
  ) {
    super(message);
  }
}

// Failures before a connection existed: nothing was written to the provider. (undici's connect
// timeout gives up on a connection that was never established.)
const unconnectedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A message template as a provider holds it, its components in the Cloud API's shape. */
export interface ProviderTemplate {
  providerTemplateId: string;
  name: string;
  language: string;
  category: string;
  status: string;
  rejectedReason?: string;
  components: Record<string, unknown>[];
}

export interface NewTemplate {
  name: string;
  language: string;
  category: string;
  components: Record<string, unknown>[];
  /** Lets the provider file the template under the category it finds right rather than refuse it. */
  allowCategoryChange: boolean;
}

/** A business's templates at its provider: reviewed there, so a new one starts PENDING. */
export interface TemplateCatalog {
  list(): Promise<ProviderTemplate[]>;
  create(template: NewTemplate): Promise<{ providerTemplateId: string; status: string; category: string }>;
  remove(template: { providerTemplateId: string; name: string }): Promise<void>;
}

/**
 * A network failure on the way to a provider, as the provider's retryable error (code 2, as Meta
 * numbers it); it may have arrived unless the connection never existed. `fetch` gives the system's
 * code as the error's cause, undici's own calls on the error itself.
 */
export function unreachedProvider(providerName: string, error: unknown): ProviderError {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return new ProviderError(
    `Could not reach ${providerName}: ${(error as Error).message}`,
    2,
    undefined,
    true,
    !unconnectedCodes.has(String(cause?.code ?? code)),
  );
}

/** `fetch` to a provider: a network failure is the provider's retryable error. */
export async function fetchProvider(providerName: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw unreachedProvider(providerName, error);
  }
}

/** A provider's file response as a download; an answer other than 2xx is the provider's refusal. */
export function mediaDownloadOf(providerName: string, response: Response): MediaDownload {
  if (!response.ok || !response.body) {
    throw new ProviderError(
      `${providerName} answered ${response.status} for the media file`,
      131052,
      undefined,
      response.status >= 500,
    );
  }
  const length = Number(response.headers.get('content-length'));
  return {
    body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    mimeType: response.headers.get('content-type') ?? 'application/octet-stream',
    ...(Number.isFinite(length) && length > 0 ? { fileSize: length } : {}),
  };
}
