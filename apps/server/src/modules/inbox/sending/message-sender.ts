import type { Message, SendMessageInput, SendTemplateMessageInput } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { jobNames } from '../../../jobs/job-names';
import type { Queue } from '../../../jobs/queue';
import { AppError } from '../../../shared/errors';
import type { Principal } from '../../../types/fastify';
import type { ChannelProviders } from '../../channels/channel-providers';
import { contactOfAccount } from '../../contacts/contacts.service';
import type { FileToSend } from '../../media/media.reply';
import type { MediaStorage } from '../../media/media.storage';
import type { ConversationRow } from '../conversation-access';
import { isWindowOpen } from '../customer-window';
import { toMessageDto } from '../inbox.mapper';
import type { MessageRow } from '../inbox.port';
import { findUserName } from '../inbox.repo';
import type { InboxPublisher } from '../inbox-publisher';
import { agentMessageContent } from './agent-message';
import { automaticReplyContent } from './automatic-reply';
import type { MessageSendJob } from './message-delivery';
import { messageMedia } from './message-media';
import type { InteractiveContent, OutboundContent } from './outbound-content';
import { findMessageOfConversation, insertQueuedMessage } from './outbound-messages.repo';
import { templateMessageContent } from './template-message';

export interface MessageSenderDependencies {
  db: Database;
  queue: Pick<Queue, 'transaction'>;
  providers: Pick<ChannelProviders, 'messaging'>;
  storage: MediaStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  publisher: Pick<InboxPublisher, 'messageCreated'>;
}

/**
 * Everything Parley sends into a conversation goes the same way: the message is stored `queued`
 * together with its send job (one transaction, so neither is kept without the other), shown to those
 * who see the conversation, and sent by the job (message-delivery.ts).
 */
export function createMessageSender({
  db,
  queue,
  providers,
  storage,
  clock,
  log,
  publisher,
}: MessageSenderDependencies) {
  // Strictly later for each message this process queues, even within one millisecond: the order
  // messages are sent in (message-delivery.ts) is the order they were queued in.
  let lastQueuedAt = 0;
  const queuedAt = () => {
    lastQueuedAt = Math.max(clock().getTime(), lastQueuedAt + 1);
    return new Date(lastQueuedAt);
  };

  const queueMessage = async (
    conversation: ConversationRow,
    message: OutboundContent & {
      sentByUserId: string | null;
      sentByChatbotId?: string;
      replyToProviderMessageId?: string | null;
    },
  ): Promise<MessageRow> => {
    const row = await queue.transaction(jobNames.messageSend, async (tx, enqueue) => {
      const inserted = await insertQueuedMessage(tx, {
        accountId: conversation.accountId,
        conversationId: conversation.id,
        type: message.type,
        content: message.content,
        sentByUserId: message.sentByUserId,
        sentByChatbotId: message.sentByChatbotId ?? null,
        replyToProviderMessageId: message.replyToProviderMessageId ?? null,
        sentAt: queuedAt(),
      });
      await enqueue({ messageId: inserted.id, conversationId: conversation.id } satisfies MessageSendJob);
      return inserted;
    });
    // Queued is what counts: a realtime hiccup must not make the agent send it again.
    await publisher
      .messageCreated(conversation.id, row)
      .catch((error: unknown) =>
        log.warn({ err: error, messageId: row.id }, 'a queued message was not published'),
      );
    return row;
  };

  const assertNotBlocked = async (conversation: ConversationRow) => {
    const contact = await contactOfAccount(db, conversation.accountId, conversation.contactId);
    if (!contact) throw new AppError('NOT_FOUND');
    if (contact.blockedAt) throw new AppError('CONTACT_BLOCKED');
  };

  /** The earlier message of the conversation a reply quotes, by the provider's id the quote needs. */
  const quoted = async (conversation: ConversationRow, messageId: string | undefined) => {
    if (!messageId) return null;
    const message = await findMessageOfConversation(db, conversation.id, messageId);
    if (!message) throw new AppError('NOT_FOUND');
    return message.providerMessageId;
  };

  const asSentBy = async (principal: Principal, row: MessageRow): Promise<Message> =>
    toMessageDto(row, await findUserName(db, principal.userId));

  /** Told after a user wrote into a conversation (a chatbot running there pauses). */
  const userMessageListeners: ((conversation: ConversationRow) => Promise<void>)[] = [];
  const userWrote = async (conversation: ConversationRow) => {
    for (const listener of userMessageListeners) {
      await listener(conversation).catch((error: unknown) =>
        log.error({ err: error, conversationId: conversation.id }, 'a listener failed on a user message'),
      );
    }
  };

  /** What an agent writes: only inside the customer service window and never to a blocked contact. */
  const sendInWindow = async (
    principal: Principal,
    conversation: ConversationRow,
    content: () => Promise<OutboundContent & { replyToProviderMessageId?: string | null }>,
  ): Promise<Message> => {
    await assertNotBlocked(conversation);
    if (!isWindowOpen(conversation.lastInboundAt, clock())) throw new AppError('CUSTOMER_WINDOW_CLOSED');
    const row = await queueMessage(conversation, { ...(await content()), sentByUserId: principal.userId });
    await userWrote(conversation);
    return asSentBy(principal, row);
  };

  return {
    onUserMessage(listener: (conversation: ConversationRow) => Promise<void>): void {
      userMessageListeners.push(listener);
    },

    /** Text or a stored file, only inside the customer service window and never to a blocked contact. */
    async sendAgentMessage(
      principal: Principal,
      conversation: ConversationRow,
      input: z.output<typeof SendMessageInput>,
    ): Promise<Message> {
      return sendInWindow(principal, conversation, async () => ({
        ...(await agentMessageContent(storage, conversation.accountId, input)),
        replyToProviderMessageId: await quoted(conversation, input.replyTo),
      }));
    },

    /** An interactive message another module built for the agent (a product from the Store), as a text goes. */
    sendAgentInteractive(
      principal: Principal,
      conversation: ConversationRow,
      interactive: (conversation: ConversationRow) => Promise<InteractiveContent>,
    ): Promise<Message> {
      return sendInWindow(principal, conversation, async () => ({
        type: 'interactive',
        content: await interactive(conversation),
      }));
    },

    /** An approved template with its variables: inside or outside the window, never to a blocked contact. */
    async sendTemplateMessage(
      principal: Principal,
      conversation: ConversationRow,
      input: z.output<typeof SendTemplateMessageInput>,
    ): Promise<Message> {
      await assertNotBlocked(conversation);
      const content = await templateMessageContent({ db, storage }, conversation, input);
      const row = await queueMessage(conversation, {
        type: 'template',
        content,
        sentByUserId: principal.userId,
      });
      await userWrote(conversation);
      return asSentBy(principal, row);
    },

    /** A quick reply (automatic-reply.ts), sent by no user. */
    async sendAutomaticReply(
      conversation: ConversationRow,
      reply: { replyMessage: string; options: string[] },
    ): Promise<void> {
      await queueMessage(conversation, { ...automaticReplyContent(reply), sentByUserId: null });
    },

    /** An approved template sent by no user (an order's news outside the window). */
    async sendAutomaticTemplate(
      conversation: ConversationRow,
      input: z.output<typeof SendTemplateMessageInput>,
    ): Promise<void> {
      const content = await templateMessageContent({ db, storage }, conversation, input);
      await queueMessage(conversation, { type: 'template', content, sentByUserId: null });
    },

    /** A chatbot's message, sent by no user and marked with the bot. */
    async sendBotMessage(conversation: ConversationRow, message: OutboundContent, chatbotId: string) {
      await queueMessage(conversation, { ...message, sentByUserId: null, sentByChatbotId: chatbotId });
    },

    mediaOf: (conversation: ConversationRow, messageId: string): Promise<FileToSend> =>
      messageMedia({ db, providers, storage }, conversation, messageId),
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
