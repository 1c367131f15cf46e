import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';
import { ChatbotFlow } from './chatbot-flow';
import { FlowProblem } from './chatbot-lint';

/** `keyword` bots start on their keyword; an `anyKeyword` bot on any message no keyword bot takes. */
export const chatbotTypes = ['keyword', 'anyKeyword'] as const;
export const chatbotStatuses = ['active', 'inactive'] as const;

/** Where a customer's run through a flow stands; running and paused sessions are live. */
export const chatbotSessionStatuses = [
  'running',
  /** An agent wrote to the customer: the bot waits until it is resumed or stopped. */
  'paused',
  'completed',
  'assigned',
  'retriesExhausted',
  'loopLimit',
  'timedOut',
  'stopped',
] as const;
export type ChatbotSessionStatus = (typeof chatbotSessionStatuses)[number];

export const chatbotSettingsLimits = { sessionTimeoutMinutes: { min: 1, max: 24 * 60 } } as const;

/** How a running session behaves: how long it waits for an answer, and the word that starts over. */
export const ChatbotSettings = z.object({
  sessionTimeoutMinutes: z
    .int({ error: m.chatbotTimeoutInvalid })
    .check(
      z.minimum(chatbotSettingsLimits.sessionTimeoutMinutes.min, m.chatbotTimeoutInvalid),
      z.maximum(chatbotSettingsLimits.sessionTimeoutMinutes.max, m.chatbotTimeoutInvalid),
    ),
  /** Sent to the customer when a session times out; none when null. */
  timeoutMessage: z.nullable(z.string().check(z.trim(), z.maxLength(1024, m.tooLong))),
  /** A customer message that is this keyword starts the flow over; none when null. */
  restartKeyword: z.nullable(z.string().check(z.trim(), z.maxLength(60, m.tooLong))),
});
export type ChatbotSettings = z.infer<typeof ChatbotSettings>;

/** Spec §3: a chatbot of a channel, with its flow. */
export const Chatbot = z.object({
  chatbotId: z.uuid(),
  channelId: z.uuid(),
  name: z.string(),
  /** Null for an `anyKeyword` bot. */
  keyword: z.nullable(z.string()),
  type: z.enum(chatbotTypes),
  status: z.enum(chatbotStatuses),
  startNode: z.nullable(z.string()),
  nodes: ChatbotFlow.shape.nodes,
  /** What keeps the flow from being activated; empty when it can run. */
  problems: z.array(FlowProblem),
  sessionsRun: z.int(),
  settings: ChatbotSettings,
  updatedAt: z.iso.datetime(),
  updatedByName: z.nullable(z.string()),
});
export type Chatbot = z.infer<typeof Chatbot>;

/** The list leaves the flows out. */
export const ChatbotSummary = z.omit(Chatbot, { nodes: true, startNode: true, problems: true });
export type ChatbotSummary = z.infer<typeof ChatbotSummary>;
export const ChatbotList = z.object({ data: z.array(z.extend(ChatbotSummary, { problemCount: z.int() })) });
export type ChatbotList = z.infer<typeof ChatbotList>;

export const ChannelChatbotsParams = z.object({ channelId: z.uuid() });
export const ChatbotParams = z.object({ channelId: z.uuid(), chatbotId: z.uuid() });

const name = f.required(m.nameRequired, 100);
/** Matched against the customer's whole message, whatever its case and accents. */
const keyword = f.required(m.chatbotKeywordRequired, 60);

export const CreateChatbotInput = z.union([
  z.object({ name, type: z.literal('keyword'), keyword }),
  z.object({ name, type: z.literal('anyKeyword') }),
]);
export type CreateChatbotInput = z.input<typeof CreateChatbotInput>;

export const UpdateChatbotFlowInput = ChatbotFlow;
export type UpdateChatbotFlowInput = z.input<typeof UpdateChatbotFlowInput>;
export const RenameChatbotInput = z.object({ name });
export const ChatbotKeywordInput = z.object({ keyword });
export const ChatbotStatusInput = z.object({ status: z.enum(chatbotStatuses) });

/** A conversation's live chatbot session, as the inbox shows it; null when no bot runs there. */
export const ConversationChatbotSession = z.object({
  session: z.nullable(
    z.object({
      sessionId: z.uuid(),
      chatbotId: z.uuid(),
      chatbotName: z.string(),
      /** `paused` once a user wrote to the customer: the bot waits to be resumed or stopped. */
      status: z.enum(['running', 'paused']),
      startedAt: z.iso.datetime(),
    }),
  ),
});
export type ConversationChatbotSession = z.infer<typeof ConversationChatbotSession>;
export const ConversationChatbotParams = z.object({ conversationId: z.uuid() });

/** A test run waits this long for the tester's first message. */
export const chatbotTestRunWaitMinutes = 10;

export const ChatbotTestRunInput = z.object({ phone: f.contactNumber });
export type ChatbotTestRunInput = z.input<typeof ChatbotTestRunInput>;

/**
 * A chatbot's test run: the number whose next message starts the flow as it stands (until
 * `waitingUntil`), and the latest test session, to follow on the canvas.
 */
export const ChatbotTestRun = z.object({
  phone: z.nullable(z.string()),
  waitingUntil: z.nullable(z.iso.datetime()),
  /**
   * The built-in simulator's handset on the channel's number, when the channel is the simulator's
   * sandbox (add `waId`, the tester's digits, to open their chat); null for a number at Meta,
   * tested from a real phone.
   */
  handsetUrl: z.nullable(z.url()),
  session: z.nullable(
    z.object({
      sessionId: z.uuid(),
      status: z.enum(chatbotSessionStatuses),
      /** The input node waiting for the tester's answer. */
      awaiting: z.nullable(z.string()),
      /** The nodes the run went through, in order. */
      path: z.array(z.string()),
      variables: z.record(z.string(), z.string()),
      startedAt: z.iso.datetime(),
    }),
  ),
});
export type ChatbotTestRun = z.infer<typeof ChatbotTestRun>;
