import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../context';
import type { Database } from '../../../db/client';
import { setContactAttribute } from '../../contacts/contacts.service';
import { isWindowOpen } from '../../inbox/customer-window';
import type { ChatbotAutomation, InboxPort, MessageRow } from '../../inbox/inbox.port';
import type { OutboundContent } from '../../inbox/sending/outbound-content';
import type { MediaService } from '../../media/media.service';
import type { MediaStorage } from '../../media/media.storage';
import { keywordKeyOf } from '../chatbot-keyword';
import { createBotMedia } from './bot-media';
import {
  type ChatbotFlowRow,
  claimTestRun,
  endExpiredSessions,
  endSession,
  insertSession,
  lockSessionsOf,
  setPendingActions,
  startingChatbot,
  updateSession,
} from './chatbot-sessions.repo';
import { advanceFlow, type BotMessage, type CustomerInput, type FlowAction } from './flow-engine';

export interface ChatbotRuntimeDependencies {
  db: Database;
  inbox: Pick<InboxPort, 'sendBotMessages' | 'tagAutomatically' | 'assignAutomatically' | 'findConversation'>;
  storage: Pick<MediaStorage, 'find'>;
  media: Pick<MediaService, 'uploadByUrl'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The chatbot stage of the inbound automations (architecture §3): a customer's message continues the
 * conversation's running session, or starts the channel's active chatbot whose keyword it is (else
 * the 'any keyword' one). The session is locked while the flow advances (and a conversation has one
 * live session, by a unique index), so two messages arriving at once advance it one after the other,
 * never both from the same node. The bot's messages go through the inbox's queue like every other.
 */
export function createChatbotRuntime({ db, inbox, storage, media, clock, log }: ChatbotRuntimeDependencies) {
  /**
   * Does what a step of the session asks. A run of messages is queued in one transaction with what
   * the session still owes after it, so a process that dies midway owes them no more and never sends
   * them twice; the other actions are done again harmlessly (the same agent, tags, attribute).
   */
  const perform = async (
    conversation: Parameters<InboxPort['sendBotMessages']>[0],
    { sessionId, chatbotId, actions }: NonNullable<Run['afterCommit']>,
  ) => {
    let sends: OutboundContent[] = [];
    const flush = async (owed: FlowAction[]) => {
      if (sends.length === 0) return;
      await inbox.sendBotMessages(conversation, sends, chatbotId, (tx) =>
        setPendingActions(tx, sessionId, owed.length > 0 ? owed : null),
      );
      sends = [];
    };
    for (const [index, action] of actions.entries()) {
      if (action.kind !== 'send') await flush(actions.slice(index));
      switch (action.kind) {
        case 'send': {
          const content = await outboundContentOf(conversation.accountId, action.message);
          if (content) sends.push(content);
          else log.warn({ chatbotId, nodeId: action.nodeId }, 'a chatbot media item has no file to send');
          break;
        }
        case 'saveAttribute':
          await setContactAttribute(
            db,
            { accountId: conversation.accountId, contactId: conversation.contactId },
            action.name,
            action.value,
          );
          break;
        case 'assignTags':
          await inbox.tagAutomatically(conversation, action.tagIds);
          break;
        case 'assignAgent':
          if (action.agentId) await inbox.assignAutomatically(conversation, action.agentId, { notify: true });
          break;
      }
    }
    if (sends.length > 0) await flush([]);
    else await setPendingActions(db, sessionId, null);
  };

  const storedMediaOf = createBotMedia({ storage, media, log });

  /** A media item sends one of the account's stored files; the inbox's queue hands it to the provider as it takes files. */
  const outboundContentOf = async (
    accountId: string,
    message: BotMessage,
  ): Promise<OutboundContent | undefined> => {
    if (message.kind === 'text') return { type: 'text', content: { body: message.body } };
    if (message.kind === 'interactive') return { type: 'interactive', content: message.interactive };
    const stored = await storedMediaOf(accountId, message);
    if (!stored) return undefined;
    const { mediaId, name, mimeType } = stored.record;
    return {
      type: message.mediaType,
      content: { mediaId, filename: message.filename || name, mimeType },
    };
  };

  const expiry = (chatbot: ChatbotFlowRow, now: Date) =>
    new Date(now.getTime() + chatbot.sessionTimeoutMinutes * 60_000);

  const onInboundMessage: ChatbotAutomation = async ({
    accountId,
    channelId,
    conversation,
    message,
    contact,
  }) => {
    const input = customerInputOf(message);
    const now = clock();
    const run = await db.transaction(async (tx): Promise<Run> => {
      // Both statements go out at once; a test run of this number is used up only by a message
      // no session advanced on yet.
      const [{ advanced, live, liveChatbot }, tested] = await Promise.all([
        lockSessionsOf(tx, conversation.id, message.id),
        claimTestRun(
          tx,
          { channelId, phone: contact.phone, conversationId: conversation.id, messageId: message.id },
          now,
        ),
      ]);
      // The message was taken before, by a process that may have died before doing all it said.
      if (advanced)
        return {
          claimed: true,
          afterCommit: advanced.pendingActions
            ? { sessionId: advanced.id, chatbotId: advanced.chatbotId, actions: advanced.pendingActions }
            : undefined,
        };
      // A test run of this number replaces whatever session the conversation had.
      let session = live;
      if (session && tested) {
        await endSession(tx, session.id, 'stopped', now);
        session = undefined;
      }
      if (session?.status === 'paused') return { claimed: true };
      if (session && session.expiresAt <= now) {
        await endSession(tx, session.id, 'timedOut', now);
        session = undefined;
      }
      let chatbot = session && liveChatbot;
      if (session && (!chatbot || (!session.isTest && chatbot.status !== 'active'))) {
        await endSession(tx, session.id, 'stopped', now);
        session = undefined;
      }
      if (!session) {
        chatbot =
          tested ??
          (await startingChatbot(tx, channelId, input.text === null ? null : keywordKeyOf(input.text)));
        if (!chatbot) return { claimed: false };
        session = await insertSession(tx, {
          accountId,
          chatbotId: chatbot.id,
          conversationId: conversation.id,
          expiresAt: expiry(chatbot, now),
          isTest: tested !== undefined,
        });
        if (!session) return { claimed: true };
      }
      if (!chatbot) return { claimed: false };
      const restarts =
        chatbot.restartKeyword !== null &&
        input.text !== null &&
        keywordKeyOf(input.text) === keywordKeyOf(chatbot.restartKeyword);
      const step = advanceFlow(
        { startNode: chatbot.startNode, nodes: chatbot.nodes },
        restarts ? { awaiting: null, variables: {}, retries: 0 } : session,
        input,
        contact.attributes,
      );
      const { outcome } = step;
      await updateSession(tx, session.id, {
        ...outcome.state,
        lastNode: step.visited.at(-1) ?? session.lastNode,
        path: [...session.path, ...step.visited].slice(-maxPathLength),
        ...(outcome.kind === 'waiting'
          ? { expiresAt: expiry(chatbot, now) }
          : { status: outcome.reason, endedAt: now }),
        lastMessageId: message.id,
        pendingActions: step.actions.length > 0 ? step.actions : null,
      });
      return {
        claimed: true,
        afterCommit: { sessionId: session.id, chatbotId: chatbot.id, actions: step.actions },
      };
    });
    if (run.afterCommit && run.afterCommit.actions.length > 0) await perform(conversation, run.afterCommit);
    return run.claimed;
  };

  return {
    onInboundMessage,

    /** Ends the sessions whose wait for an answer is over, telling the customer when the bot says so. */
    async endExpiredSessions(): Promise<void> {
      for (const ended of await endExpiredSessions(db, clock())) {
        if (!ended.timeoutMessage) continue;
        const conversation = await inbox.findConversation(ended.conversationId);
        // A bot's time-out of up to a day can outlast the customer service window.
        if (!conversation || !isWindowOpen(conversation.lastInboundAt, clock())) continue;
        await inbox.sendBotMessages(
          conversation,
          [{ type: 'text', content: { body: ended.timeoutMessage } }],
          ended.chatbotId,
        );
      }
    },
  };
}

export type ChatbotRuntime = ReturnType<typeof createChatbotRuntime>;

/** Nodes a session's path keeps: enough for any report, bounded for a bot that runs all day. */
const maxPathLength = 500;

/** Whether a chatbot took the message, and what its flow asks to be done once the session is saved. */
interface Run {
  claimed: boolean;
  afterCommit?: { sessionId: string; chatbotId: string; actions: FlowAction[] };
}

/** A customer's message as a flow reads it: its text, or a tap's id and title. */
export function customerInputOf(message: Pick<MessageRow, 'type' | 'content'>): CustomerInput {
  const content = (message.content ?? {}) as Record<string, unknown>;
  const field = (value: unknown, key: string) =>
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string'
      ? ((value as Record<string, unknown>)[key] as string)
      : null;
  switch (message.type) {
    case 'text':
      return { text: field(content, 'body'), replyId: null };
    case 'interactive': {
      const reply = content.button_reply ?? content.list_reply;
      return { text: field(reply, 'title'), replyId: field(reply, 'id') };
    }
    case 'button':
      return { text: field(content, 'text'), replyId: field(content, 'payload') };
    default:
      return { text: null, replyId: null };
  }
}
