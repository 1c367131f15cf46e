import type { ChatbotSessionStatus } from '@parley/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { chatbotSessions, chatbots } from '../../../db/schema/index';
import type { ChatbotRow } from '../chatbots.repo';
import type { FlowAction } from './flow-engine';

export type ChatbotSessionRow = typeof chatbotSessions.$inferSelect;
export type ChatbotFlowRow = Pick<
  ChatbotRow,
  'id' | 'status' | 'startNode' | 'nodes' | 'sessionTimeoutMinutes' | 'restartKeyword'
>;

const flowColumns = {
  id: chatbots.id,
  status: chatbots.status,
  startNode: chatbots.startNode,
  nodes: chatbots.nodes,
  sessionTimeoutMinutes: chatbots.sessionTimeoutMinutes,
  restartKeyword: chatbots.restartKeyword,
};

/**
 * In one read, both locked until the transaction ends: the conversation's session that already
 * advanced on this message (live or ended since), and its running or paused one, with the flow of
 * the live one's chatbot (none if it was deleted).
 */
export async function lockSessionsOf(
  db: Database,
  conversationId: string,
  messageId: string,
): Promise<{ advanced?: ChatbotSessionRow; live?: ChatbotSessionRow; liveChatbot?: ChatbotFlowRow }> {
  const rows = await db
    .select({ session: chatbotSessions, chatbot: flowColumns })
    .from(chatbotSessions)
    .leftJoin(chatbots, eq(chatbots.id, chatbotSessions.chatbotId))
    .where(
      and(
        eq(chatbotSessions.conversationId, conversationId),
        sql`(${chatbotSessions.lastMessageId} = ${messageId} or ${chatbotSessions.status} in ('running', 'paused'))`,
      ),
    )
    .for('update', { of: chatbotSessions });
  const live = rows.find(({ session }) => session.status === 'running' || session.status === 'paused');
  return {
    advanced: rows.find(({ session }) => session.lastMessageId === messageId)?.session,
    live: live?.session,
    liveChatbot: live?.chatbot ?? undefined,
  };
}

/** The actions of the session's last advance are done. */
/** What the session still owes of its last step (null: nothing). */
export async function setPendingActions(
  db: Database,
  sessionId: string,
  actions: FlowAction[] | null,
): Promise<void> {
  await db.update(chatbotSessions).set({ pendingActions: actions }).where(eq(chatbotSessions.id, sessionId));
}

/**
 * The channel's active chatbot a message starts: the one whose keyword it is, else the 'any keyword'
 * one, else none.
 */
export async function startingChatbot(
  db: Database,
  channelId: string,
  keywordKey: string | null,
): Promise<ChatbotFlowRow | undefined> {
  const [row] = await db
    .select(flowColumns)
    .from(chatbots)
    .where(
      and(
        eq(chatbots.channelId, channelId),
        eq(chatbots.status, 'active'),
        keywordKey === null
          ? eq(chatbots.type, 'anyKeyword')
          : sql`(${chatbots.type} = 'anyKeyword' or ${chatbots.keywordKey} = ${keywordKey})`,
      ),
    )
    .orderBy(sql`${chatbots.type} = 'anyKeyword'`)
    .limit(1);
  return row;
}

/** A customer's message, as a test run waiting for it is found. */
export interface InboundOfConversation {
  channelId: string;
  /** The customer's number. */
  phone: string;
  conversationId: string;
  messageId: string;
}

/**
 * The chatbot a test run set to start on this number's next message to the channel, if one waits;
 * the test run is used up. Unless a session of the conversation already advanced on this message (a
 * message taken again): so it can go out beside `lockSessionsOf`, which finds that session.
 */
export async function claimTestRun(
  db: Database,
  { channelId, phone, conversationId, messageId }: InboundOfConversation,
  now: Date,
): Promise<ChatbotFlowRow | undefined> {
  const [row] = await db
    .update(chatbots)
    .set({ testPhone: null, testUntil: null })
    .where(
      and(
        eq(chatbots.channelId, channelId),
        eq(chatbots.testPhone, phone.replace(/\D/g, '')),
        sql`${chatbots.testUntil} > ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${chatbotSessions}
          where ${chatbotSessions.conversationId} = ${conversationId} and ${chatbotSessions.lastMessageId} = ${messageId})`,
      ),
    )
    .returning(flowColumns);
  return row;
}

/** A new running session; undefined when another message of the conversation started one meanwhile. */
export async function insertSession(
  db: Database,
  values: { accountId: string; chatbotId: string; conversationId: string; expiresAt: Date; isTest: boolean },
): Promise<ChatbotSessionRow | undefined> {
  // Counted by the database (chatbot_session_counts).
  const [row] = await db.insert(chatbotSessions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSession(
  db: Database,
  sessionId: string,
  values: Partial<
    Pick<
      ChatbotSessionRow,
      | 'status'
      | 'awaiting'
      | 'variables'
      | 'retries'
      | 'lastNode'
      | 'path'
      | 'expiresAt'
      | 'endedAt'
      | 'lastMessageId'
      | 'pendingActions'
    >
  >,
): Promise<void> {
  await db
    .update(chatbotSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(chatbotSessions.id, sessionId));
}

/**
 * Ends the running sessions whose wait for an answer is over; answers each one's conversation and
 * its chatbot's time-out message.
 */
export async function endExpiredSessions(
  db: Database,
  now: Date,
): Promise<{ conversationId: string; chatbotId: string; timeoutMessage: string | null }[]> {
  const result = await db.execute(sql`
    update chatbot_sessions s set status = 'timedOut', awaiting = null, ended_at = ${now.toISOString()}, updated_at = now()
    from chatbots c
    where c.id = s.chatbot_id and s.status = 'running' and s.expires_at <= ${now.toISOString()}
    returning s.conversation_id, s.chatbot_id, c.timeout_message`);
  return rowsOf<{ conversation_id: string; chatbot_id: string; timeout_message: string | null }>(result).map(
    (row) => ({
      conversationId: row.conversation_id,
      chatbotId: row.chatbot_id,
      timeoutMessage: row.timeout_message,
    }),
  );
}

export const endSession = (db: Database, sessionId: string, status: ChatbotSessionStatus, at: Date) =>
  updateSession(db, sessionId, { status, awaiting: null, endedAt: at });
