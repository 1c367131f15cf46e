import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { ProviderError } from '../../../providers/messaging-provider';
import { createKeyedSequence } from '../../../shared/keyed-concurrency';
import type { ChannelProviders } from '../../channels/channel-providers';
import type { MediaStorage } from '../../media/media.storage';
import type { ConversationRow } from '../conversation-access';
import type { MessageRow } from '../inbox.port';
import type { InboxPublisher } from '../inbox-publisher';
import type { MediaLinks } from './media-links';
import { type OutboundContent, providerContent } from './outbound-content';
import { findMessageToSend, queuedUpTo, recordFailed, recordSent } from './outbound-messages.repo';
import { createProviderMediaResolver } from './template-header-media';

export interface MessageDeliveryDependencies {
  db: Database;
  providers: Pick<ChannelProviders, 'messaging'>;
  storage: MediaStorage;
  links: MediaLinks;
  clock: Clock;
  log: FastifyBaseLogger;
  publisher: Pick<InboxPublisher, 'messageStatus'>;
  /** Waits between tries after a retryable refusal (a rate limit, a passing outage). */
  retryDelaysMs?: number[];
}

/** The job's payload: the queued message, which holds everything else, and its conversation. */
export interface MessageSendJob {
  messageId: string;
  /** Absent from jobs queued by an earlier version. */
  conversationId?: string;
}

const defaultRetryDelaysMs = [1000, 2000, 4000];

/**
 * Sends a queued message through its channel's provider (the send job): it becomes `sent` with the
 * provider's id, or `failed` with the provider's reason. A retryable refusal is tried again a few
 * times, then counts as final. A message no longer queued was settled by an earlier run and is left
 * alone, so running a job twice sends once; a process stopped mid-send is at-least-once, and the
 * send carries the message id as callback data for the status webhooks to reconcile.
 */
export function createMessageDelivery({
  db,
  providers,
  storage,
  links,
  clock,
  log,
  publisher,
  retryDelaysMs = defaultRetryDelaysMs,
}: MessageDeliveryDependencies) {
  const withRetries = async <T>(attempt: () => Promise<T>): Promise<T> => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        const delay = retryDelaysMs[tries];
        if (!(error instanceof ProviderError) || !error.retryable || delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  const send = async (message: MessageRow, channelId: string, to: string) => {
    const provider = await providers.messaging(message.accountId, channelId);
    // Written by this module in one of these shapes (outbound-content.ts).
    const stored = { type: message.type, content: message.content } as OutboundContent;
    // Cloud: a stored file is uploaded for a media id. Partner: a signed link to the stored file.
    const resolve = createProviderMediaResolver({ provider, accountId: message.accountId, storage, links });
    return withRetries(async () =>
      provider.send({
        ...(await providerContent(stored, resolve)),
        to,
        callbackData: message.id,
        ...(message.replyToProviderMessageId ? { replyTo: message.replyToProviderMessageId } : {}),
      }),
    );
  };

  const inConversationOrder = createKeyedSequence();

  const deliverOne = async (message: MessageRow, conversation: ConversationRow, phone: string) => {
    let settled: MessageRow | undefined;
    try {
      const { providerMessageId } = await send(message, conversation.channelId, phone);
      settled = await recordSent(db, message.id, providerMessageId, clock());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.info({ messageId: message.id, code: error.code }, 'the provider refused a message');
      const reason = {
        code: error.code,
        // Graph prefixes its message with `(#code)`; the title alone, as status webhooks give it.
        title: error.message.replace(/^\(#\d+\)\s*/, ''),
        ...(error.details ? { details: error.details } : {}),
      };
      settled = await recordFailed(db, message.id, reason, clock());
    }
    if (settled) await publisher.messageStatus(conversation.id, settled);
  };

  return {
    /**
     * Sends the message, after the conversation's messages queued before it that are still waiting
     * (their own jobs may be later, or retried): the customer reads them in the order they were
     * written. One conversation's sends run one at a time in this process.
     */
    async deliver(messageId: string): Promise<void> {
      const found = await findMessageToSend(db, messageId);
      if (!found) return;
      const { message, conversation, phone } = found;
      if (message.status !== 'queued' || message.providerMessageId) return;
      await inConversationOrder(conversation.id, async () => {
        for (const due of await queuedUpTo(db, message)) await deliverOne(due, conversation, phone);
      });
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
