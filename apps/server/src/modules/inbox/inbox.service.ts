import { randomUUID } from 'node:crypto';
import { type ContactDetails, customerWindowMs } from '@parley/contract';
import type { Database } from '../../db/client';
import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import type { InboundMessageEvent, MessageStatusEvent, ProviderEvent } from '../../providers/provider-events';
import { keptOnceFound } from '../../shared/in-flight-reads';
import { forEachByKey } from '../../shared/keyed-concurrency';
import type { ApiClient } from '../api-keys/api-key-authenticator';
import { channelForPhoneNumberId } from '../channels/channels.service';
import { applyMarketingKeyword } from '../contacts/contact-keywords.service';
import { toStoredPhone } from '../contacts/contacts.mapper';
import { startsAutomations, whatsAppUsersUpsert } from '../contacts/contacts.service';
import { findVisibleConversation } from './conversation-access';
import { findConversationViews } from './conversation-views.repo';
import {
  type AssignConversation,
  type ConversationsDependencies,
  createConversationsService,
} from './conversations.service';
import type { InboundMediaFetchJob } from './inbound-media/inbound-media.jobs';
import { carriesProviderMedia } from './inbound-media/inbound-media-copy';
import { toConversationDto } from './inbox.mapper';
import {
  type ChatbotAutomation,
  type ConversationAssignedListener,
  type ConversationAssignment,
  type InboundAutomation,
  type InboundAutomationStage,
  type InboundMessageContext,
  type InboxPort,
  inboundAutomationStages,
  type MessageRow,
  type MessageStatusListener,
  type MessageStatusMove,
} from './inbox.port';
import {
  advanceMessageStatuses,
  claimAutoReplyTurn,
  countContactsHistory,
  findAutomationsPending,
  findConversationRow,
  insertMessageOnce,
  listAssignedConversationIds,
  listContactConversations,
  markAutomationsDone,
  recordInbound,
  type StatusUpdate,
  updateConversation,
  upsertNumberConversations,
  withStatusesPassed,
} from './inbox.repo';
import type { ApiOutbound } from './sending/api-message';
import { messageIdOfCallbackData } from './sending/callback-data';
import type { MessageSender } from './sending/message-sender';
import { findMessageToSend } from './sending/outbound-messages.repo';
import { insertConversationTags } from './tags.repo';

export interface InboxDependencies extends Omit<ConversationsDependencies, 'assign'> {
  /** Sends the quick replies automations ask for (sending/message-sender.ts). */
  sender: Pick<
    InboxPort,
    'sendAutomaticReply' | 'sendAutomaticTemplate' | 'sendBotMessages' | 'onUserMessage'
  > &
    Pick<MessageSender, 'sendAgentInteractive' | 'sendApiMessage'>;
  /** Where a customer's file is queued to be copied, with the message that names it. */
  queue: Pick<Queue, 'transaction'>;
}

/**
 * The inbox: customers' messages and their statuses as the provider reports them, what users do
 * with conversations (conversations.service.ts), and the port the inbox's automations use.
 */
export function createInboxService(dependencies: InboxDependencies) {
  const { db, publisher, clock, log, sender, queue } = dependencies;
  const automations = new Map<InboundAutomationStage, InboundAutomation>();
  const storedListeners: InboundAutomation[] = [];
  const assignedListeners: ConversationAssignedListener[] = [];
  const statusListeners: MessageStatusListener[] = [];
  let chatbots: ChatbotAutomation | undefined;

  const assign: AssignConversation = (conversation, agentUserId, assignedByUserId) =>
    db.transaction(async (tx) => {
      await updateConversation(tx, conversation.id, { assignedAgentId: agentUserId });
      if (!agentUserId || agentUserId === conversation.assignedAgentId || assignedListeners.length === 0)
        return;
      const [view] = await findConversationViews(tx, [conversation.id]);
      if (!view) return;
      const assignment: ConversationAssignment = {
        accountId: conversation.accountId,
        conversation: toConversationDto(view, clock()),
        formerAgentId: conversation.assignedAgentId,
        assignedByUserId,
      };
      for (const listener of assignedListeners) await listener(assignment, tx);
    });

  /**
   * A chatbot first, then the others in the order of their stages; one that fails is logged and the
   * next still runs.
   */
  const runAutomations = async (context: InboundMessageContext) => {
    try {
      if (await chatbots?.(context)) return;
    } catch (error) {
      log.error(
        { err: error, conversationId: context.conversation.id },
        'a chatbot failed on an inbound message',
      );
    }
    for (const stage of inboundAutomationStages) {
      const automation = automations.get(stage);
      if (!automation) continue;
      try {
        await automation(context);
      } catch (error) {
        log.error(
          { err: error, conversationId: context.conversation.id },
          'an automation failed on an inbound message',
        );
      }
    }
  };

  // A number belongs to one channel for good (numbers are unique, channels neither deleted nor
  // moved): each number's channel is read once per process, not for every message.
  const channelOfNumber = keptOnceFound((phoneNumberId: string) =>
    channelForPhoneNumberId(db, phoneNumberId),
  );

  /**
   * Contact, conversation and message for an inbound message, in one transaction: nobody sees the
   * conversation before its window opens (a send in between would be refused as outside the window),
   * nor the message without its unread count, and a customer's file is never named by a message
   * without the job that copies it. Answers the contact, and what was stored: nothing for a redelivery.
   */
  const storeInbound = (channel: { accountId: string; channelId: string }, event: InboundMessageEvent) =>
    queue.transaction(jobNames.inboundMediaFetch, async (tx, enqueueMediaFetch) => {
      const sender = {
        accountId: channel.accountId,
        phone: event.from,
        name: event.profileName,
        adReferral: event.referral && { ...event.referral, at: event.timestamp.toISOString() },
      };
      const [found] = await upsertNumberConversations(tx, whatsAppUsersUpsert(tx, [sender]), [
        { ...channel, phone: toStoredPhone(event.from), at: event.timestamp },
      ]);
      if (!found) throw new Error('no conversation for an inbound message');
      const { conversation, created, contact } = found;
      const messageId = randomUUID();
      // Both go out at once: the count sees what the insert beside it stored, and is kept only for a new message.
      const [message, received] = await Promise.all([
        insertMessageOnce(tx, {
          id: messageId,
          accountId: channel.accountId,
          conversationId: conversation.id,
          direction: 'inbound',
          providerMessageId: event.messageId,
          type: event.type,
          content: event.content ?? {},
          status: 'received',
          statusAt: event.timestamp,
          replyToProviderMessageId: event.replyTo ?? null,
          referral: event.referral ?? null,
          referredProduct: event.referredProduct ?? null,
          sentAt: event.timestamp,
          mediaCopy: carriesProviderMedia(event.type, event.content)
            ? { state: 'pending', attempts: 0 }
            : null,
          automationsPending: true,
        }),
        recordInbound(tx, { conversationId: conversation.id, messageId, at: event.timestamp }),
      ]);
      if (!message || !received) return { contact, stored: undefined };
      if (message.mediaCopy)
        await enqueueMediaFetch({ messageId: message.id } satisfies InboundMediaFetchJob);
      return { contact, stored: { message, created, received } };
    });

  /**
   * Stores an inbound message, then runs its automations. A redelivered message changes nothing,
   * unless its automations never finished (the process died after storing it): they run then.
   */
  const receiveMessage = async (event: InboundMessageEvent) => {
    const channel = await channelOfNumber(event.phoneNumberId);
    if (!channel) return;
    const { contact, stored } = await storeInbound(channel, event);
    if (stored) await publisher.messagesCreated([stored.message]);
    const unfinished = stored ?? (await unfinishedAutomations(event.messageId));
    if (!unfinished) return;
    const { message, created, received } = unfinished;
    await applyMarketingKeyword(db, contact, event);
    const context = { ...channel, conversation: received, message, contact, isNewConversation: created };
    // Not caught: a listener that fails leaves the message pending, and the webhook's retry runs it again.
    for (const listener of storedListeners) await listener(context);
    if (startsAutomations(contact)) await runAutomations(context);
    await markAutomationsDone(db, message.id);
  };

  /** A stored inbound message whose automations were cut short, with its conversation as it is now. */
  const unfinishedAutomations = async (providerMessageId: string) => {
    const message = await findAutomationsPending(db, providerMessageId);
    const received = message && (await findConversationRow(db, message.conversationId));
    return received && { message, received, created: false };
  };

  const port: InboxPort = {
    async claimAutoReply(conversationId) {
      const now = clock();
      return claimAutoReplyTurn(db, conversationId, now, new Date(now.getTime() - customerWindowMs));
    },

    sendAutomaticReply: (conversation, reply) => sender.sendAutomaticReply(conversation, reply),
    sendAutomaticTemplate: (conversation, input) => sender.sendAutomaticTemplate(conversation, input),
    findConversation: (conversationId) => findConversationRow(db, conversationId),
    onUserMessage: (listener) => sender.onUserMessage(listener),
    sendBotMessages: (conversation, messages, chatbotId, alongside) =>
      sender.sendBotMessages(conversation, messages, chatbotId, alongside),
    sendAgentInteractive: async (principal, conversationId, interactive) =>
      sender.sendAgentInteractive(
        principal,
        await findVisibleConversation(db, principal, conversationId),
        interactive,
      ),

    async tagAutomatically(conversation, tagIds) {
      if ((await insertConversationTags(db, conversation, tagIds)) > 0)
        await publisher.conversationUpdated(conversation.id);
    },

    async assignAutomatically(conversation, agentUserId, { notify }) {
      await assign(conversation, agentUserId, null);
      const assigned = await publisher.conversationUpdated(conversation.id, {
        formerAgentId: conversation.assignedAgentId,
      });
      if (notify && assigned) publisher.assigned(agentUserId, assigned);
    },

    async publishConversation(conversationId) {
      await publisher.conversationUpdated(conversationId);
    },

    publishNotes: (conversation) => publisher.notesChanged(conversation),
  };

  return {
    ...createConversationsService({ ...dependencies, assign }),
    ...port,

    /** The public API's send to a number on one of the account's channels (sending/api-intake.ts). */
    sendApiMessage(
      client: ApiClient,
      channelId: string,
      to: string,
      message: ApiOutbound,
      onQueued?: (tx: Database, row: MessageRow) => Promise<void>,
    ): Promise<MessageRow> {
      return sender.sendApiMessage(
        { accountId: client.accountId, channelId, to, apiKeyId: client.apiKeyId, onQueued },
        message,
      );
    },

    /** A message the public API sent for the account, with its conversation and number; else nothing. */
    async apiMessage(accountId: string, messageId: string) {
      const found = await findMessageToSend(db, messageId);
      return found && found.message.accountId === accountId && found.message.sentByApiKeyId
        ? found
        : undefined;
    },

    /** Told whenever a conversation is handed to an agent it did not have, whoever did it. */
    onConversationAssigned(listener: ConversationAssignedListener): void {
      assignedListeners.push(listener);
    },

    /** Told of the outbound messages whose status moved: by the provider's webhooks, or by their send. */
    onMessageStatusesMoved(listener: MessageStatusListener): void {
      statusListeners.push(listener);
    },

    /** The send jobs' moves (sent, failed), told in the transaction that recorded them (message-delivery.ts). */
    async tellStatusesMoved(moves: MessageStatusMove[], tx: Database): Promise<void> {
      for (const listener of statusListeners) await listener(moves, tx);
    },

    /** Runs on each new inbound message of a contact who is not blocked, after it is stored and published. */
    onInboundMessage(stage: InboundAutomationStage, automation: InboundAutomation): void {
      automations.set(stage, automation);
    },

    /**
     * Runs on each new inbound message, blocked contacts' too, before the automations. A failure is
     * not swallowed: the message stays pending and runs its listeners again when the webhook is
     * retried, so they must tolerate a message they have seen (an order is stored once).
     */
    onInboundMessageStored(listener: InboundAutomation): void {
      storedListeners.push(listener);
    },

    /** Registered by the chatbots module: runs before every other automation. */
    onInboundMessageToChatbots(automation: ChatbotAutomation): void {
      chatbots = automation;
    },

    /**
     * Registered with the webhooks module: acts on messages and statuses. Each customer's messages
     * are received in the order they came, different customers' at once (a customer waits for the
     * bot's answer, not for everyone who wrote before). Statuses touch only messages Parley sent and
     * inbound messages only add rows, so all of a batch's statuses go in one statement after its messages.
     */
    async handleProviderEvents(events: ProviderEvent[]): Promise<void> {
      const messages = events.filter((event) => event.kind === 'message');
      await forEachByKey(messages, (message) => message.from, customersAtOnce, receiveMessage);
      const statuses = events.filter((event) => event.kind === 'status').map(statusUpdateOf);
      if (statuses.length === 0) return;
      const moved = await db.transaction(async (tx) => {
        const advanced = await advanceMessageStatuses(tx, statuses);
        const passed = withStatusesPassed(advanced, statuses);
        if (passed.length > 0) for (const listener of statusListeners) await listener(passed, tx);
        return advanced;
      });
      publisher.statusesMoved(moved);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;

/** How many customers' messages are received at once: about one per connection of the database's pool (10). */
const customersAtOnce = 8;

function statusUpdateOf(event: MessageStatusEvent): StatusUpdate {
  const messageId = messageIdOfCallbackData(event.bizOpaqueCallbackData);
  return {
    providerMessageId: event.messageId,
    ...(messageId ? { messageId } : {}),
    status: event.status,
    at: event.timestamp,
    error: event.error,
  };
}

/** A contact's conversations on the account's channels, the latest first (for the contact's page). */
export async function conversationsOfContact(
  db: Database,
  accountId: string,
  contactId: string,
): Promise<ContactDetails['conversations']> {
  const rows = await listContactConversations(db, accountId, contactId);
  return rows.map((row) => ({
    conversationId: row.id,
    channelId: row.channelId,
    lastMessageAt: row.lastMessageAt.toISOString(),
  }));
}

/** What deleting these contacts would take along: their conversations and every message in them. */
export const historyOfContacts = (db: Database, accountId: string, contactIds: string[]) =>
  countContactsHistory(db, accountId, contactIds);

/** The conversations assigned to the user: those a change to the user (their deletion) changes too. */
export const conversationsAssignedTo = (db: Database, userId: string): Promise<string[]> =>
  listAssignedConversationIds(db, userId);
