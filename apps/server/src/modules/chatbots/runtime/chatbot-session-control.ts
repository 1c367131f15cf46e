import type { ConversationChatbotSession } from '@parley/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { chatbotSessions, chatbots } from '../../../db/schema/index';
import { AppError } from '../../../shared/errors';
import type { Principal } from '../../../types/fastify';
import type { ConversationRow } from '../../inbox/conversation-access';
import { findVisibleConversation } from '../../inbox/conversation-access';

const live = sql`${chatbotSessions.status} in ('running', 'paused')`;

/**
 * What the inbox does with the chatbot of a conversation: a user's message pauses it (the human took
 * over), and whoever sees the conversation resumes or stops it.
 */
export function createChatbotSessionControl({ db, clock }: { db: Database; clock: Clock }) {
  const current = async (conversationId: string): Promise<ConversationChatbotSession> => {
    const [row] = await db
      .select({
        sessionId: chatbotSessions.id,
        chatbotId: chatbotSessions.chatbotId,
        chatbotName: chatbots.name,
        status: chatbotSessions.status,
        startedAt: chatbotSessions.startedAt,
      })
      .from(chatbotSessions)
      .innerJoin(chatbots, eq(chatbots.id, chatbotSessions.chatbotId))
      .where(and(eq(chatbotSessions.conversationId, conversationId), live));
    if (!row) return { session: null };
    return {
      session: {
        ...row,
        status: row.status === 'paused' ? 'paused' : 'running',
        startedAt: row.startedAt.toISOString(),
      },
    };
  };

  const liveSessionOf = async (principal: Principal, conversationId: string) => {
    await findVisibleConversation(db, principal, conversationId);
    const found = await current(conversationId);
    if (!found.session) throw new AppError('NOT_FOUND');
    return found.session;
  };

  return {
    async get(principal: Principal, conversationId: string): Promise<ConversationChatbotSession> {
      await findVisibleConversation(db, principal, conversationId);
      return current(conversationId);
    },

    /** Resumed, the session waits its bot's whole time-out again for the customer's answer. */
    async resume(principal: Principal, conversationId: string): Promise<ConversationChatbotSession> {
      const session = await liveSessionOf(principal, conversationId);
      await db
        .update(chatbotSessions)
        .set({
          status: 'running',
          expiresAt: sql`${clock().toISOString()}::timestamptz + ${chatbots.sessionTimeoutMinutes} * interval '1 minute'`,
          updatedAt: sql`now()`,
        })
        .from(chatbots)
        .where(
          and(eq(chatbotSessions.id, session.sessionId), eq(chatbots.id, chatbotSessions.chatbotId), live),
        );
      return current(conversationId);
    },

    async stop(principal: Principal, conversationId: string): Promise<ConversationChatbotSession> {
      const session = await liveSessionOf(principal, conversationId);
      await db
        .update(chatbotSessions)
        .set({ status: 'stopped', awaiting: null, endedAt: clock(), updatedAt: sql`now()` })
        .where(and(eq(chatbotSessions.id, session.sessionId), live));
      return current(conversationId);
    },

    /** A user wrote to the customer: the bot running there leaves the conversation to them. */
    async pauseFor(conversation: ConversationRow): Promise<void> {
      await db
        .update(chatbotSessions)
        .set({ status: 'paused', updatedAt: sql`now()` })
        .where(
          and(eq(chatbotSessions.conversationId, conversation.id), eq(chatbotSessions.status, 'running')),
        );
    },
  };
}

export type ChatbotSessionControl = ReturnType<typeof createChatbotSessionControl>;
