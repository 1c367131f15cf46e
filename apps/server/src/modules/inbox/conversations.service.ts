import type {
  Conversation,
  ConversationCounts,
  ConversationCountsQuery,
  ConversationList,
  ConversationOption,
  ConversationStatus,
  ListConversationsQuery,
  MessageList,
} from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/postgres-errors';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import type { ChannelProviders } from '../channels/channel-providers';
import { findChannel } from '../channels/channels.repo';
import type { ContactsService } from '../contacts/contacts.service';
import { type ConversationRow, findVisibleConversation } from './conversation-access';
import { exportConversation, exportFileName } from './conversation-export';
import { conversationListPlan } from './conversation-filters';
import { countConversations, findConversationView, listConversationViews } from './conversation-views.repo';
import { toConversationDto, toMessageDto } from './inbox.mapper';
import {
  clearUnread,
  findAccountUser,
  latestInboundProviderMessageId,
  listContactConversations,
  listMessages,
  updateConversation,
} from './inbox.repo';
import type { InboxPublisher } from './inbox-publisher';

export interface ConversationsDependencies {
  db: Database;
  publisher: InboxPublisher;
  clock: Clock;
  log: FastifyBaseLogger;
  contacts: Pick<ContactsService, 'setBlocked'>;
  providers: Pick<ChannelProviders, 'messaging'>;
  /** Hands the conversation to the agent (or to nobody), telling of it in the same transaction. */
  assign: AssignConversation;
}

/**
 * Sets a conversation's agent (null: nobody). When that is an agent it did not have, its listeners
 * are told in the same transaction, with the conversation as it is then.
 */
export type AssignConversation = (
  conversation: ConversationRow,
  agentUserId: string | null,
  assignedByUserId: string | null,
) => Promise<void>;

/**
 * What users do with the conversations they may see (conversation-access.ts; any other is not
 * found): list, read, block, close and reopen, assign, page through and download the messages.
 * Every change is pushed to those who see the conversation, and answered as it is then.
 */
export function createConversationsService({
  db,
  publisher,
  clock,
  log,
  contacts,
  providers,
  assign,
}: ConversationsDependencies) {
  const published = async (conversationId: string, options?: { formerAgentId?: string | null }) => {
    const conversation = await publisher.conversationUpdated(conversationId, options);
    if (!conversation) throw new AppError('NOT_FOUND');
    return conversation;
  };

  /** The customer sees blue ticks; a provider that fails does not keep the agent from reading. */
  const sendReadReceipt = async (accountId: string, channelId: string, conversationId: string) => {
    try {
      const providerMessageId = await latestInboundProviderMessageId(db, conversationId);
      if (!providerMessageId) return;
      const provider = await providers.messaging(accountId, channelId);
      await provider.markRead(providerMessageId);
    } catch (error) {
      log.warn({ err: error, conversationId }, 'the provider was not told that a conversation was read');
    }
  };

  /** A list filtered by a channel the account does not have is refused rather than answered empty. */
  const ensureChannelOfAccount = async (principal: Principal, channelId: string | undefined) => {
    if (channelId && !(await findChannel(db, principal.accountId, channelId)))
      throw new AppError('NOT_FOUND');
  };

  const loaded = async (conversationId: string): Promise<Conversation> => {
    const conversation = await publisher.loadConversation(conversationId);
    if (!conversation) throw new AppError('NOT_FOUND');
    return conversation;
  };

  return {
    async conversations(
      principal: Principal,
      query: z.output<typeof ListConversationsQuery>,
    ): Promise<ConversationList> {
      await ensureChannelOfAccount(principal, query.channelId);
      const views = await listConversationViews(db, conversationListPlan(principal, query), query);
      const now = clock();
      return { data: views.map((view) => toConversationDto(view, now)) };
    },

    async counts(
      principal: Principal,
      query: z.output<typeof ConversationCountsQuery>,
    ): Promise<ConversationCounts> {
      await ensureChannelOfAccount(principal, query.channelId);
      const plan = (option: ConversationOption) =>
        conversationListPlan(principal, { ...query, option, page: 1, records: 1 });
      return countConversations(db, {
        all: plan('ALL'),
        mine: plan('MINE'),
        unassigned: plan('UNASSIGNED'),
        channel: conversationListPlan(principal, {
          channelId: query.channelId,
          option: 'ALL',
          status: 'ALL',
          blockedBy: 'ALL',
          page: 1,
          records: 1,
        }),
      });
    },

    async conversation(principal: Principal, conversationId: string): Promise<Conversation> {
      return loaded((await findVisibleConversation(db, principal, conversationId)).id);
    },

    async markRead(principal: Principal, conversationId: string): Promise<Conversation> {
      const conversation = await findVisibleConversation(db, principal, conversationId);
      if (!(await clearUnread(db, conversation.id))) return loaded(conversation.id);
      await sendReadReceipt(conversation.accountId, conversation.channelId, conversation.id);
      return published(conversation.id);
    },

    /** Blocks the contact, so each of their conversations (one per channel) shows it. */
    async setBlocked(
      principal: Principal,
      conversationId: string,
      isBlocked: boolean,
    ): Promise<Conversation> {
      const conversation = await findVisibleConversation(db, principal, conversationId);
      await contacts.setBlocked(principal.accountId, conversation.contactId, isBlocked);
      const others = await listContactConversations(db, principal.accountId, conversation.contactId);
      await Promise.all(others.filter(({ id }) => id !== conversation.id).map(({ id }) => published(id)));
      return published(conversation.id);
    },

    async setStatus(
      principal: Principal,
      conversationId: string,
      status: ConversationStatus,
    ): Promise<Conversation> {
      const conversation = await findVisibleConversation(db, principal, conversationId);
      await updateConversation(db, conversation.id, { status });
      return published(conversation.id);
    },

    /** To any user of the account, or to nobody (null); an agent may hand over only theirs or an unassigned one. */
    async assignAgent(
      principal: Principal,
      conversationId: string,
      assignedAgentId: string | null,
    ): Promise<Conversation> {
      const conversation = await findVisibleConversation(db, principal, conversationId);
      if (assignedAgentId && !(await findAccountUser(db, principal.accountId, assignedAgentId))) {
        throw new AppError('AGENT_NOT_FOUND');
      }
      await assign(conversation, assignedAgentId, principal.userId).catch((error: unknown) => {
        // The agent was deleted since they were looked up.
        throw isForeignKeyViolation(error) ? new AppError('AGENT_NOT_FOUND') : error;
      });
      const assigned = await published(conversation.id, { formerAgentId: conversation.assignedAgentId });
      // A teammate gave it to them: they are told wherever they are in the dashboard.
      const newAgentId = assignedAgentId !== conversation.assignedAgentId ? assignedAgentId : null;
      if (newAgentId && newAgentId !== principal.userId) publisher.assigned(newAgentId, assigned);
      return assigned;
    },

    async messages(
      principal: Principal,
      conversationId: string,
      query: { page: number; records: number },
    ): Promise<MessageList> {
      const conversation = await findVisibleConversation(db, principal, conversationId);
      const rows = await listMessages(db, conversation.id, query.page, query.records);
      return { data: rows.map((row) => toMessageDto(row.message, row.sentByName)) };
    },

    /** The conversation as a CSV file, and the name to save it under. */
    async download(principal: Principal, conversationId: string) {
      const { id } = await findVisibleConversation(db, principal, conversationId);
      const view = await findConversationView(db, id);
      if (!view) throw new AppError('NOT_FOUND');
      return { fileName: exportFileName(view.conversation), file: exportConversation(db, view.conversation) };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
