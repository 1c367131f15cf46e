import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { ProviderError } from '../../../providers/messaging-provider';
import { groupCommit } from '../../../shared/group-commit';
import { createKeyedSequence } from '../../../shared/keyed-concurrency';
import type { ChannelProviders } from '../../channels/channel-providers';
import type { MediaStorage } from '../../media/media.storage';
import type { ConversationRow } from '../conversation-access';
import type { MessageRow, MessageStatusListener } from '../inbox.port';
import type { InboxPublisher } from '../inbox-publisher';
import { inboxCallbackData } from './callback-data';
import type { MediaLinks } from './media-links';
import { type OutboundContent, providerContent } from './outbound-content';
import {
  findMessageToSend,
  findQueuedUpTo,
  type QueuedUpTo,
  recordSendOutcomes,
  type SendOutcome,
} from './outbound-messages.repo';
import { createProviderMediaResolver } from './template-header-media';

export interface MessageDeliveryDependencies {
  db: Database;
  providers: Pick<ChannelProviders, 'messaging'>;
  storage: MediaStorage;
  links: MediaLinks;
  clock: Clock;
  log: FastifyBaseLogger;
  publisher: Pick<InboxPublisher, 'statusesMoved'>;
  /** Told of the sends' moves (sent, failed) in the transaction that records them. */
  statusesMoved: MessageStatusListener;
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
  statusesMoved,
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
        callbackData: inboxCallbackData(message.id),
        ...(message.replyToProviderMessageId ? { replyTo: message.replyToProviderMessageId } : {}),
      }),
    );
  };

  const inConversationOrder = createKeyedSequence();
  // Each send job reads its conversation's queue once its turn comes; the reads asked for in one turn
  // of the event loop go to the database as one.
  const queuedUpTo = new DataLoader<string, QueuedUpTo | undefined>(
    async (messageIds) => {
      const found = await findQueuedUpTo(db, [...messageIds]);
      return messageIds.map((messageId) => found.get(messageId));
    },
    { cache: false, batchScheduleFn: (read) => setImmediate(read) },
  );

  // The outcomes of sends finishing together are written, and published, together.
  const record = groupCommit<SendOutcome>(async (outcomes) => {
    const moved = await db.transaction(async (tx) => {
      const recorded = await recordSendOutcomes(tx, outcomes);
      if (recorded.length > 0) await statusesMoved(recorded, tx);
      return recorded;
    });
    publisher.statusesMoved(moved);
  });

  const deliverOne = async (message: MessageRow, conversation: ConversationRow, phone: string) => {
    try {
      const { providerMessageId } = await send(message, conversation.channelId, phone);
      await record({ messageId: message.id, at: clock(), providerMessageId });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.info({ messageId: message.id, code: error.code }, 'the provider refused a message');
      const reason = {
        code: error.code,
        // Graph prefixes its message with `(#code)`; the title alone, as status webhooks give it.
        title: error.message.replace(/^\(#\d+\)\s*/, ''),
        ...(error.details ? { details: error.details } : {}),
      };
      await record({ messageId: message.id, at: clock(), error: reason });
    }
  };

  return {
    /**
     * Sends the message, after the conversation's messages queued before it that are still waiting
     * (their own jobs may be later, or retried): the customer reads them in the order they were
     * written. One conversation's sends run one at a time in this process.
     */
    async deliver({ messageId, conversationId }: MessageSendJob): Promise<void> {
      const conversation = conversationId ?? (await findMessageToSend(db, messageId))?.conversation.id;
      if (!conversation) return;
      await inConversationOrder(conversation, async () => {
        const found = await queuedUpTo.load(messageId);
        if (!found) return;
        for (const due of found.due) await deliverOne(due, found.conversation, found.phone);
      });
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
