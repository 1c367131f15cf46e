import { mediaRoutes } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaService } from '../../media/media.service';
import type { MediaStorage, StoredMedia } from '../../media/media.storage';
import type { BotMessage } from './flow-engine';

type MediaMessage = Extract<BotMessage, { kind: 'media' }>;

/** Public links fetched into the account's media, per process; a bot sends the same few again and again. */
const maxRemembered = 1000;

/**
 * The stored file a bot's media item sends: the one uploaded in the builder, the one a link of
 * Parley's own names, or a public link's file, fetched into the account's media the first time this
 * process sends it (checked as any URL upload is), so that every provider and the inbox thread have
 * it like any other file.
 */
export function createBotMedia({
  storage,
  media,
  log,
}: {
  storage: Pick<MediaStorage, 'find'>;
  media: Pick<MediaService, 'uploadByUrl'>;
  log: FastifyBaseLogger;
}) {
  const fetched = new Map<string, Promise<string>>();

  const fetchOnce = (accountId: string, url: string, filename: string | undefined) => {
    const key = `${accountId} ${url}`;
    let mediaId = fetched.get(key);
    if (!mediaId) {
      mediaId = media
        .uploadByUrl(accountId, { publicUrl: url, fileName: filename || fileNameOf(url) })
        .then(({ data }) => data.mediaId);
      mediaId.catch(() => fetched.delete(key));
      if (fetched.size >= maxRemembered) fetched.delete(fetched.keys().next().value ?? '');
      fetched.set(key, mediaId);
    }
    return mediaId;
  };

  return async function storedMediaOf(
    accountId: string,
    item: MediaMessage,
  ): Promise<StoredMedia | undefined> {
    let mediaId = item.mediaId ?? (item.url ? mediaIdOfLink(item.url) : undefined);
    if (!mediaId && item.url) {
      try {
        mediaId = await fetchOnce(accountId, item.url, item.filename);
      } catch (error) {
        log.warn({ err: error, url: item.url }, "a chatbot media item's link could not be fetched");
        return undefined;
      }
    }
    const stored = mediaId ? await storage.find(accountId, mediaId) : undefined;
    return stored?.record.kind === item.mediaType ? stored : undefined;
  };
}

const storedMediaPath = new RegExp(`${mediaRoutes.file.path.replace(':mediaId', '([0-9a-f-]{36})')}$`, 'i');

/** The stored file a link of Parley's own names (the builder's uploads), whatever host it was served from. */
function mediaIdOfLink(url: string): string | undefined {
  try {
    return storedMediaPath.exec(new URL(url).pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** A name for a linked file: the last part of its path. */
function fileNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || 'file');
  } catch {
    return 'file';
  }
}
