import { type ChatbotTestRun, chatbotTestRunWaitMinutes, type SandboxCredentials } from '@parley/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { chatbotSessions, chatbots } from '../../db/schema/index';
import { AppError } from '../../shared/errors';
import type { ChannelsService } from '../channels/channels.service';
import { findChatbot } from './chatbots.repo';

interface ChatbotIds {
  channelId: string;
  chatbotId: string;
}

/**
 * Test runs from the builder: the tester's number is armed, and its next message to the channel
 * runs the flow as it stands (chatbot-runtime.ts); the builder follows the test session's nodes.
 */
export function createChatbotTestRuns({
  db,
  clock,
  channels,
  sandbox,
}: {
  db: Database;
  clock: Clock;
  channels: ChannelsService;
  /** The built-in simulator's sandbox, when Parley runs with it. */
  sandbox: SandboxCredentials | undefined;
}) {
  const chatbotOf = async (accountId: string, { channelId, chatbotId }: ChatbotIds) => {
    const chatbot = await findChatbot(db, accountId, channelId, chatbotId);
    if (!chatbot) throw new AppError('NOT_FOUND');
    return chatbot;
  };

  /** The simulator's handset on the channel's number, when the channel is the sandbox's. */
  const handsetUrlOf = async (accountId: string, channelId: string) => {
    if (!sandbox) return null;
    const channel = await channels.get(accountId, channelId);
    if (channel.provider !== 'cloud' || channel.businessAccountId !== sandbox.businessAccountId) return null;
    return `${sandbox.handsetUrl}?${new URLSearchParams({ phoneNumberId: channel.phoneNumberId })}`;
  };

  const state = async (
    accountId: string,
    chatbot: { id: string; channelId: string },
  ): Promise<ChatbotTestRun> => {
    const [armed] = await db
      .select({ phone: chatbots.testPhone, until: chatbots.testUntil })
      .from(chatbots)
      .where(eq(chatbots.id, chatbot.id));
    const [session] = await db
      .select()
      .from(chatbotSessions)
      .where(and(eq(chatbotSessions.chatbotId, chatbot.id), eq(chatbotSessions.isTest, true)))
      .orderBy(desc(chatbotSessions.startedAt))
      .limit(1);
    const waiting = armed?.until && armed.until > clock() ? armed : undefined;
    return {
      phone: waiting?.phone ?? null,
      waitingUntil: waiting?.until?.toISOString() ?? null,
      handsetUrl: await handsetUrlOf(accountId, chatbot.channelId),
      session: session
        ? {
            sessionId: session.id,
            status: session.status,
            awaiting: session.awaiting,
            path: session.path,
            variables: session.variables,
            startedAt: session.startedAt.toISOString(),
          }
        : null,
    };
  };

  return {
    async start(accountId: string, ids: ChatbotIds, phone: string): Promise<ChatbotTestRun> {
      const chatbot = await chatbotOf(accountId, ids);
      await db
        .update(chatbots)
        .set({
          testPhone: phone.replace(/\D/g, ''),
          testUntil: new Date(clock().getTime() + chatbotTestRunWaitMinutes * 60_000),
        })
        .where(eq(chatbots.id, chatbot.id));
      return state(accountId, chatbot);
    },

    async get(accountId: string, ids: ChatbotIds): Promise<ChatbotTestRun> {
      return state(accountId, await chatbotOf(accountId, ids));
    },
  };
}

export type ChatbotTestRuns = ReturnType<typeof createChatbotTestRuns>;
