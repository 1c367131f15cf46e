import { createHmac, randomBytes } from 'node:crypto';
import { graphErrors, whatsappError } from '../graph-error';
import { newGraphId } from '../ids';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';
import { mediaKindOf, mediaLimits, type StoredMedia } from './media.store';

const urlLifetimeMs = 5 * 60 * 1000;
const urlSecret = randomBytes(32);

/**
 * `POST /{phone-number-id}/media`, multipart: `file`, `type`, `messaging_product`. Like any Graph
 * parameter, `type` and `messaging_product` may come in the query string instead.
 */
export async function uploadMedia(
  state: SimulatorState,
  phone: SandboxPhoneNumber,
  form: FormData,
  query: Record<string, unknown>,
) {
  const param = (name: string) => form.get(name) ?? query[name];
  if (param('messaging_product') !== 'whatsapp') {
    throw graphErrors.invalidParameter('Param messaging_product must be whatsapp');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw graphErrors.invalidParameter('Param file is required');
  return { id: (await storeMediaFile(state, phone.phoneNumberId, file, param('type'))).id };
}

/** Keeps a file for `ownerId` if its type (declared, else the file's own) and size are ones WhatsApp takes. */
export async function storeMediaFile(
  state: SimulatorState,
  ownerId: string,
  file: Blob,
  declaredType: unknown,
): Promise<StoredMedia> {
  const mimeType = typeof declaredType === 'string' && declaredType ? declaredType : file.type;
  const kind = mediaKindOf(mimeType);
  if (!kind) {
    throw graphErrors.invalidParameter(
      `Param file must be a file with one of the supported types, got ${mimeType}`,
    );
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > mediaLimits[kind].maxBytes) {
    throw whatsappError({
      code: 131053,
      title: 'Media upload error',
      details: `${kind} files must be at most ${mediaLimits[kind].maxBytes} bytes, got ${bytes.length}`,
    });
  }
  const filename = file instanceof File && file.name ? file.name : undefined;
  return state.media.add(ownerId, mimeType, bytes, filename);
}

export function describeMedia(state: SimulatorState, media: StoredMedia, baseUrl: string) {
  return {
    messaging_product: 'whatsapp',
    url: downloadUrl(media.id, baseUrl, state.now()),
    mime_type: media.mimeType,
    sha256: media.sha256,
    file_size: media.fileSize,
    id: media.id,
  };
}

/** Like lookaside.fbsbx.com: a signed URL that expires after five minutes and still needs the token. */
function downloadUrl(mediaId: string, baseUrl: string, now: number): string {
  const ext = String(Math.floor((now + urlLifetimeMs) / 1000));
  return `${baseUrl}/whatsapp_business/attachments/?mid=${mediaId}&ext=${ext}&hash=${urlHash(mediaId, ext)}`;
}

export function resolveDownload(
  state: SimulatorState,
  query: Record<string, unknown>,
): StoredMedia | undefined {
  const { mid, ext, hash } = query;
  if (typeof mid !== 'string' || typeof ext !== 'string' || hash !== urlHash(mid, ext)) return undefined;
  if (Number(ext) * 1000 < state.now()) return undefined;
  return state.media.get(mid);
}

const resumableTypes = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'video/mp4'];

/** Resumable Upload, step 1: `POST /{app-id}/uploads?file_name&file_length&file_type`. */
export function createUploadSession(state: SimulatorState, appId: string, query: Record<string, unknown>) {
  if (appId !== state.seed.app.appId) throw graphErrors.unsupportedRequest(appId, 'post');
  const fileLength = Number(query.file_length);
  if (typeof query.file_name !== 'string' || !query.file_name) {
    throw graphErrors.invalidParameter('Param file_name is required');
  }
  if (!Number.isInteger(fileLength) || fileLength <= 0) {
    throw graphErrors.invalidParameter('Param file_length must be a positive integer');
  }
  if (typeof query.file_type !== 'string' || !resumableTypes.includes(query.file_type)) {
    throw graphErrors.invalidParameter(`Param file_type must be one of ${resumableTypes.join(', ')}`);
  }
  const id = `upload:${newGraphId()}`;
  state.uploadSessions.set(id, { fileName: query.file_name, fileLength, fileType: query.file_type });
  return { id };
}

/** Step 2: `POST /upload:<session>` with `file_offset: 0` and the raw bytes → a header handle. */
export function receiveUpload(state: SimulatorState, sessionId: string, offset: unknown, bytes: Buffer) {
  const session = state.uploadSessions.get(sessionId);
  if (!session) throw graphErrors.unsupportedRequest(sessionId, 'post');
  if (offset !== '0') throw graphErrors.invalidParameter('Header file_offset must be 0 for a new upload');
  if (bytes.length !== session.fileLength) {
    throw graphErrors.invalidParameter(`Expected ${session.fileLength} bytes, received ${bytes.length}`);
  }
  state.uploadSessions.delete(sessionId);
  const handle = `4::${Buffer.from(`${session.fileType}:${newGraphId()}`).toString('base64')}`;
  return { h: handle };
}

function urlHash(mediaId: string, ext: string): string {
  return createHmac('sha256', urlSecret).update(`${mediaId}:${ext}`).digest('hex').slice(0, 32);
}
