import { randomUUID } from 'node:crypto';
import type { Message, SendMessageInput, SendTemplateMessageInput } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { jobNames } from '../../../jobs/job-names';
import type { Queue } from '../../../jobs/queue';
import { AppError } from '../../../shared/errors';
import { sharedWhileInFlight } from '../../../shared/in-flight-reads';
import type { Principal } from '../../../types/fastify';
import type { ChannelProviders } from '../../channels/channel-providers';
import { contactOfAccount } from '../../contacts/contacts.service';
import type { FileToSend } from '../../media/media.reply';
import type { MediaStorage } from '../../media/media.storage';
import { findTemplate, findTemplateByName } from '../../templates/templates.repo';
import type { ConversationRow } from '../conversation-access';
import { isWindowOpen } from '../customer-window';
import { toMessageDto } from '../inbox.mapper';
import type { MessageRow } from '../inbox.port';
import { findUserName } from '../inbox.repo';
import type { InboxPublisher } from '../inbox-publisher';
import { agentMessageContent } from './agent-message';
import { type ApiSend, createApiIntake } from './api-intake';
import { type ApiOutbound, apiMessageContent } from './api-message';
import { automaticReplyContent } from './automatic-reply';
import type { MessageSendJob } from './message-delivery';
import { messageMedia } from './message-media';
import type { InteractiveContent, OutboundContent } from './outbound-content';
import { findMessageOfConversation, insertQueuedMessages } from './outbound-messages.repo';
import { type TemplateReads, templateMessageContent } from './template-message';

/** A message to queue, and who sends it. */
type QueuedContent = OutboundContent & {
  sentByUserId: string | null;
  sentByChatbotId?: string;
  sentByApiKeyId?: string;
  replyToProviderMessageId?: string | null;
};

/** Queues messages with their send jobs in one transaction (message-sender.ts). */
export type QueueMessages = (
  queued: { conversation: Pick<ConversationRow, 'id' | 'accountId'>; message: QueuedContent }[],
  alongside?: (tx: Database, rows: Promise<MessageRow[]>) => Promise<void>,
) => Promise<MessageRow[]>;

export interface MessageSenderDependencies {
  db: Database;
  queue: Pick<Queue, 'transaction'>;
  providers: Pick<ChannelProviders, 'messaging'>;
  storage: MediaStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  publisher: Pick<InboxPublisher, 'messagesCreated'>;
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
  const templates: TemplateReads = {
    byId: sharedWhileInFlight((accountId: string, channelId: string, templateId: string) =>
      findTemplate(db, accountId, channelId, templateId),
    ),
    byName: sharedWhileInFlight(
      (accountId: string, channelId: string, name: string, language: string | undefined) =>
        findTemplateByName(db, accountId, channelId, name, language),
    ),
  };

  /**
   * The messages, each into its conversation, queued in order with their send jobs in one
   * transaction (with what `alongside` writes, when given), then shown to those who see them.
   */
  const queueMessages: QueueMessages = async (queued, alongside) => {
    const rows = await queue.transaction(jobNames.messageSend, async (tx, enqueue) => {
      const values = queued.map(({ conversation, message }) => ({
        id: randomUUID(),
        accountId: conversation.accountId,
        conversationId: conversation.id,
        type: message.type,
        content: message.content,
        sentByUserId: message.sentByUserId,
        sentByChatbotId: message.sentByChatbotId ?? null,
        sentByApiKeyId: message.sentByApiKeyId ?? null,
        replyToProviderMessageId: message.replyToProviderMessageId ?? null,
        sentAt: queuedAt(),
      }));
      // The jobs name the messages by the ids given here, so the statements go out at once, with
      // what `alongside` writes unless it waits for the stored rows.
      const inserted = insertQueuedMessages(tx, values);
      await Promise.all([
        inserted,
        enqueue(
          ...values.map(
            (value) =>
              ({ messageId: value.id, conversationId: value.conversationId }) satisfies MessageSendJob,
          ),
        ),
        alongside?.(tx, inserted),
      ]);
      return inserted;
    });
    // Queued is what counts: the sender is answered without waiting for the screens to be told, and
    // a realtime hiccup must not make it send again.
    void publisher
      .messagesCreated(rows)
      .catch((error: unknown) => log.warn({ err: error }, 'queued messages were not published'));
    return rows;
  };

  const intakeApiSend = createApiIntake({ db, clock, log, queueMessages });

  const queueMessage = async (conversation: ConversationRow, message: QueuedContent): Promise<MessageRow> => {
    const [row] = await queueMessages([{ conversation, message }]);
    if (!row) throw new Error('a queued message was not stored');
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
      const content = await templateMessageContent({ templates, storage }, conversation, input);
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
      const content = await templateMessageContent({ templates, storage }, conversation, input);
      await queueMessage(conversation, { type: 'template', content, sentByUserId: null });
    },

    /**
     * A message the public API sends with one of the account's keys, marked with the key (the API
     * report): templates at any time, anything else only inside the window; never to a blocked
     * contact. The contact and the conversation are found or made, as a customer's first message
     * would make them.
     */
    async sendApiMessage(send: Omit<ApiSend, 'message'>, input: ApiOutbound): Promise<MessageRow> {
      const message = await apiMessageContent({ templates, storage }, send, input);
      return intakeApiSend({ ...send, message });
    },

    /** A chatbot's messages of one step, in order, sent by no user and marked with the bot. */
    async sendBotMessages(
      conversation: ConversationRow,
      messages: OutboundContent[],
      chatbotId: string,
      alongside?: (tx: Database) => Promise<void>,
    ) {
      if (messages.length === 0) return;
      await queueMessages(
        messages.map((message) => ({
          conversation,
          message: { ...message, sentByUserId: null, sentByChatbotId: chatbotId },
        })),
        alongside,
      );
    },

    mediaOf: (conversation: ConversationRow, messageId: string): Promise<FileToSend> =>
      messageMedia({ db, providers, storage }, conversation, messageId),
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
