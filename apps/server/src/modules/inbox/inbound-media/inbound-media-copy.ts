import type { MediaKind } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { InboundMediaCopy } from '../../../db/schema/index';
import { jobRetryLimit } from '../../../jobs/queue';
import { ProviderError, type ProviderMediaRef } from '../../../providers/messaging-provider';
import { AppError } from '../../../shared/errors';
import type { ChannelProviders } from '../../channels/channel-providers';
import type { MediaStorage } from '../../media/media.storage';
import { keepProviderMedia } from '../../media/provider-media';
import { findMessageWithMedia, recordMediaCopy } from './inbound-media.repo';

/** The kind whose limit (spec §9) a customer's file of each message type is held to. */
const kindOfMessageType: Record<string, MediaKind> = {
  image: 'image',
  sticker: 'image',
  video: 'video',
  audio: 'audio',
  document: 'document',
};

type InboundMediaContent = ProviderMediaRef & { filename?: string };

/** Whether an inbound message names a file at the provider (a media id, or the partner's link). */
export function carriesProviderMedia(type: string, content: unknown): boolean {
  const media = content as InboundMediaContent | null;
  return type in kindOfMessageType && Boolean(media?.id || media?.link);
}

export interface InboundMediaCopierDependencies {
  db: Database;
  providers: Pick<ChannelProviders, 'messaging'>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

/**
 * Copies a customer's file from the provider, which keeps it only for days (reference §6), into
 * Parley's media storage, and records the outcome on its message. A passing failure (the provider's
 * retryable error, the network, the disk) throws so that the queue tries again later, until the
 * queue's last try, which records the file as unavailable; a refusal is recorded at once.
 */
export function createInboundMediaCopier({ db, providers, storage, log }: InboundMediaCopierDependencies) {
  return {
    async copy(messageId: string): Promise<void> {
      const message = await findMessageWithMedia(db, messageId);
      if (message?.mediaCopy?.state !== 'pending') return;
      const { id, link, filename } = message.content as InboundMediaContent;
      let copy: InboundMediaCopy;
      try {
        const provider = await providers.messaging(message.accountId, message.channelId);
        const download = await provider.downloadMedia({ id, link });
        const result = await keepProviderMedia(storage, {
          accountId: message.accountId,
          mediaId: message.messageId,
          kind: kindOfMessageType[message.type] ?? 'document',
          fileName: filename,
          download,
        });
        copy =
          'kept' in result
            ? {
                state: 'stored',
                mediaId: result.kept.mediaId,
                fileSize: result.kept.fileSize,
                mimeType: result.kept.mimeType,
                sha256: result.kept.sha256,
              }
            : { state: 'failed', reason: result.refused };
      } catch (error) {
        const attempts = message.mediaCopy.attempts + 1;
        // The queue runs a job once and then retries it up to jobRetryLimit times.
        if (isPassing(error) && attempts <= jobRetryLimit) {
          await recordMediaCopy(db, messageId, { state: 'pending', attempts });
          throw error;
        }
        copy = { state: 'failed', reason: 'unavailable', detail: (error as Error).message };
        log.warn({ err: error, messageId }, "a customer's file could not be copied from the provider");
      }
      await recordMediaCopy(db, messageId, copy);
    },
  };
}

export type InboundMediaCopier = ReturnType<typeof createInboundMediaCopier>;

const isPassing = (error: unknown) =>
  error instanceof ProviderError ? error.retryable : !(error instanceof AppError);
