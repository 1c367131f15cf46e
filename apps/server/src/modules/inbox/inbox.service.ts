import { type ContactDetails, customerWindowMs } from '@parley/contract';
import type { Database } from '../../db/client';
import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import type { InboundMessageEvent, MessageStatusEvent, ProviderEvent } from '../../providers/provider-events';
import { channelForPhoneNumberId } from '../channels/channels.service';
import { applyMarketingKeyword } from '../contacts/contact-keywords.service';
import { contactForWhatsAppUser, startsAutomations } from '../contacts/contacts.service';
import { type ConversationsDependencies, createConversationsService } from './conversations.service';
import type { InboundMediaFetchJob } from './inbound-media/inbound-media.jobs';
import { carriesProviderMedia } from './inbound-media/inbound-media-copy';
import {
  type InboundAutomation,
  type InboundAutomationStage,
  type InboundMessageContext,
  type InboxPort,
  inboundAutomationStages,
} from './inbox.port';
import {
  advanceMessageStatuses,
  claimAutoReplyTurn,
  countContactsHistory,
  insertMessageOnce,
  listAssignedConversationIds,
  listContactConversations,
  recordInbound,
  type StatusUpdate,
  updateConversation,
  upsertConversation,
} from './inbox.repo';

export interface InboxDependencies extends ConversationsDependencies {
  /** Sends the quick replies automations ask for (sending/message-sender.ts). */
  sender: Pick<InboxPort, 'sendAutomaticReply'>;
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

  /** In the order of their stages; one that fails is logged and the next still runs. */
  const runAutomations = async (context: InboundMessageContext) => {
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

  /** Contact, conversation and message for an inbound message; a redelivered one changes nothing. */
  const receiveMessage = async (event: InboundMessageEvent) => {
    const channel = await channelForPhoneNumberId(db, event.phoneNumberId);
    if (!channel) return;
    const contact = await contactForWhatsAppUser(db, channel.accountId, {
      waId: event.from,
      profileName: event.profileName,
      adReferral: event.referral && { ...event.referral, at: event.timestamp.toISOString() },
    });
    // One transaction: nobody sees the conversation before its window opens (a send in between
    // would be refused as outside the window), nor the message without its unread count, and a
    // customer's file is never named by a message without the job that copies it.
    const stored = await queue.transaction(jobNames.inboundMediaFetch, async (tx, enqueueMediaFetch) => {
      const { conversation, created } = await upsertConversation(tx, {
        ...channel,
        contactId: contact.id,
        at: event.timestamp,
      });
      const message = await insertMessageOnce(tx, {
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
        mediaCopy: carriesProviderMedia(event.type, event.content) ? { state: 'pending', attempts: 0 } : null,
      });
      if (!message) return undefined;
      if (message.mediaCopy)
        await enqueueMediaFetch({ messageId: message.id } satisfies InboundMediaFetchJob);
      return { message, created, received: await recordInbound(tx, conversation.id, event.timestamp) };
    });
    if (!stored) return;
    const { message, created, received } = stored;
    await applyMarketingKeyword(db, contact, event);
    await publisher.messageCreated(received.id, message);
    if (!startsAutomations(contact)) return;
    await runAutomations({
      ...channel,
      conversation: received,
      message,
      isNewConversation: created,
    });
  };

  const port: InboxPort = {
    async claimAutoReply(conversationId) {
      const now = clock();
      return claimAutoReplyTurn(db, conversationId, now, new Date(now.getTime() - customerWindowMs));
    },

    sendAutomaticReply: (conversation, reply) => sender.sendAutomaticReply(conversation, reply),

    async assignAutomatically(conversation, agentUserId, { notify }) {
      await updateConversation(db, conversation.id, { assignedAgentId: agentUserId });
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
    ...createConversationsService(dependencies),
    ...port,

    /** Runs on each new inbound message of a contact who is not blocked, after it is stored and published. */
    onInboundMessage(stage: InboundAutomationStage, automation: InboundAutomation): void {
      automations.set(stage, automation);
    },

    /**
     * Registered with the webhooks module: acts on messages and statuses, in the order they came.
     * Statuses touch only messages Parley sent and inbound messages only add rows, so all of a
     * batch's statuses go in one statement after its messages.
     */
    async handleProviderEvents(events: ProviderEvent[]): Promise<void> {
      const statuses: StatusUpdate[] = [];
      for (const event of events) {
        if (event.kind === 'message') await receiveMessage(event);
        else if (event.kind === 'status') statuses.push(statusUpdateOf(event));
      }
      await publisher.statusesMoved(await advanceMessageStatuses(db, statuses));
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function statusUpdateOf(event: MessageStatusEvent): StatusUpdate {
  const callbackData = event.bizOpaqueCallbackData;
  return {
    providerMessageId: event.messageId,
    // Parley sends a message's own id as its callback data; other senders may put anything there.
    ...(callbackData && uuidPattern.test(callbackData) ? { messageId: callbackData } : {}),
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
