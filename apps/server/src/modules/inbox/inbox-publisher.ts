import type { Conversation, Message } from '@parley/contract';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import type { ConversationRow } from './conversation-access';
import { findConversationView, findConversationViews } from './conversation-views.repo';
import { toConversationDto, toMessageDto } from './inbox.mapper';
import { findUserName, type MessageRow, type MovedStatus } from './inbox.repo';

export interface InboxPublisherDependencies {
  db: Database;
  realtime: Pick<Realtime, 'toConversation' | 'toUser'>;
  clock: Clock;
}

/**
 * Pushes conversations and messages, as they are now, to the users who may see them: the inbox's
 * realtime events (realtime.events.ts). Each publication reads what it sends in one query.
 */
export function createInboxPublisher({ db, realtime, clock }: InboxPublisherDependencies) {
  const conversation = async (conversationId: string) => {
    const view = await findConversationView(db, conversationId);
    if (!view) return undefined;
    return { dto: toConversationDto(view, clock()), audience: view.conversation };
  };

  const statusEvent = (
    message: Pick<MessageRow, 'id' | 'conversationId' | 'status' | 'statusAt' | 'error'>,
  ) => ({
    conversationId: message.conversationId,
    messageId: message.id,
    status: message.status,
    statusAt: message.statusAt.toISOString(),
    error: (message.error as Message['error']) ?? null,
  });

  return {
    /** The conversation as the inbox shows it now (the same DTO every event carries), without publishing it. */
    loadConversation: async (conversationId: string): Promise<Conversation | undefined> =>
      (await conversation(conversationId))?.dto,

    /**
     * `conversation.updated`; `formerAgentId` also tells the agent it was taken from. Answers the
     * conversation as published.
     */
    async conversationUpdated(
      conversationId: string,
      { formerAgentId }: { formerAgentId?: string | null } = {},
    ): Promise<Conversation | undefined> {
      const found = await conversation(conversationId);
      if (!found) return undefined;
      realtime.toConversation(
        found.audience,
        'conversation.updated',
        { conversation: found.dto },
        { formerAgentId: formerAgentId === found.audience.assignedAgentId ? null : formerAgentId },
      );
      return found.dto;
    },

    /** `conversation.assigned` to the agent given the conversation, by auto-assign or by a teammate. */
    assigned(agentUserId: string, assigned: Conversation): void {
      realtime.toUser(agentUserId, 'conversation.assigned', { conversation: assigned });
    },

    notesChanged(audience: Pick<ConversationRow, 'id' | 'accountId' | 'assignedAgentId'>): void {
      realtime.toConversation(audience, 'conversation.notes', { conversationId: audience.id });
    },

    /**
     * `message.created` for each message, with its conversation, so a new one appears in every open
     * list: the conversations and the senders' names read once for them all.
     */
    async messagesCreated(created: MessageRow[]): Promise<void> {
      if (created.length === 0) return;
      const senders = [...new Set(created.flatMap((row) => row.sentByUserId ?? []))];
      const [views, names] = await Promise.all([
        findConversationViews(db, [...new Set(created.map((row) => row.conversationId))]),
        Promise.all(senders.map(async (userId) => [userId, await findUserName(db, userId)] as const)),
      ]);
      const viewOf = new Map(views.map((view) => [view.conversation.id, view]));
      const nameOf = new Map(names);
      for (const message of created) {
        const view = viewOf.get(message.conversationId);
        if (!view) continue;
        realtime.toConversation(view.conversation, 'message.created', {
          conversation: toConversationDto(view, clock()),
          message: toMessageDto(
            message,
            message.sentByUserId ? (nameOf.get(message.sentByUserId) ?? null) : null,
          ),
        });
      }
    },

    /** `message.status` for each message whose status moved (a batch of sends or of status webhooks). */
    statusesMoved(moved: MovedStatus[]): void {
      for (const message of moved) realtime.toConversation(message, 'message.status', statusEvent(message));
    },
  };
}

export type InboxPublisher = ReturnType<typeof createInboxPublisher>;
