import type { ContactDetails, ConversationList, ListConversationsQuery, MessageList } from '@parley/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { InboundMessageEvent, MessageStatusEvent, ProviderEvent } from '../../providers/provider-events';
import { AppError } from '../../shared/errors';
import { channelForPhoneNumberId } from '../channels/channels.service';
import { applyMarketingKeyword } from '../contacts/contact-keywords.service';
import { contactForWhatsAppUser } from '../contacts/contacts.service';
import { toConversationDto, toMessageDto } from './inbox.mapper';
import {
  advanceMessageStatuses,
  findConversation,
  insertMessageOnce,
  listContactConversations,
  listConversations,
  listMessages,
  recordInbound,
  type StatusUpdate,
  upsertConversation,
} from './inbox.repo';

export function createInboxService(db: Database) {
  /** Contact, conversation and message for an inbound message; a redelivered one changes nothing. */
  const receiveMessage = async (event: InboundMessageEvent) => {
    const channel = await channelForPhoneNumberId(db, event.phoneNumberId);
    if (!channel) return;
    const contact = await contactForWhatsAppUser(db, channel.accountId, event.from, event.profileName);
    const conversation = await upsertConversation(db, {
      ...channel,
      contactId: contact.id,
      at: event.timestamp,
    });
    const isNew = await insertMessageOnce(db, {
      accountId: channel.accountId,
      conversationId: conversation.id,
      direction: 'inbound',
      providerMessageId: event.messageId,
      type: event.type,
      content: event.content ?? {},
      status: 'received',
      statusAt: event.timestamp,
      replyToProviderMessageId: event.replyTo ?? null,
      sentAt: event.timestamp,
    });
    if (isNew) await recordInbound(db, conversation.id, event.timestamp);
    if (isNew) await applyMarketingKeyword(db, contact, event);
  };

  return {
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
      await advanceMessageStatuses(db, statuses);
    },

    async conversations(
      accountId: string,
      query: z.output<typeof ListConversationsQuery>,
    ): Promise<ConversationList> {
      const { rows, total } = await listConversations(
        db,
        accountId,
        query.channelId,
        query.page,
        query.records,
      );
      return { data: rows.map(toConversationDto), totalRecords: total };
    },

    async messages(
      accountId: string,
      conversationId: string,
      query: { page: number; records: number },
    ): Promise<MessageList> {
      if (!(await findConversation(db, accountId, conversationId))) throw new AppError('NOT_FOUND');
      const { rows, total } = await listMessages(db, conversationId, query.page, query.records);
      return { data: rows.map(toMessageDto), totalRecords: total };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;

function statusUpdateOf(event: MessageStatusEvent): StatusUpdate {
  return {
    providerMessageId: event.messageId,
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
