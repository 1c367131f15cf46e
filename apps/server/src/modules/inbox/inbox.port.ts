import type { Conversation, Message, SendTemplateMessageInput } from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import type { messages } from '../../db/schema/index';
import type { Principal } from '../../types/fastify';
import type { ContactRow } from '../contacts/contacts.repo';
import type { ConversationRow } from './conversation-access';
import type { InteractiveContent, OutboundContent } from './sending/outbound-content';

export type MessageRow = typeof messages.$inferSelect;

/** A customer's new message, stored and published (automations see only those of contacts who are not blocked). */
export interface InboundMessageContext {
  accountId: string;
  channelId: string;
  conversation: ConversationRow;
  message: MessageRow;
  /** Who wrote, as the message found them. */
  contact: ContactRow;
  /** The contact's first message on this channel: the conversation was created by it. */
  isNewConversation: boolean;
}

/** A conversation handed to an agent it did not have: by a user, by auto-assign or by a chatbot. */
export interface ConversationAssignment {
  accountId: string;
  /** As it is now, assigned to the agent. */
  conversation: Conversation;
  formerAgentId: string | null;
  /** Null when no user did it (auto-assign, a chatbot). */
  assignedByUserId: string | null;
}

/**
 * Told of an assignment in the transaction that makes it: what it writes there is kept with the
 * assignment or not at all; a throw undoes it.
 */
export type ConversationAssignedListener = (
  assignment: ConversationAssignment,
  tx: Database,
) => Promise<void>;

/**
 * An outbound message whose status moved forward on the provider's word, with its conversation's
 * agent (read in the same statement, so telling those who may see it costs no query).
 */
export type MessageStatusMove = Pick<
  MessageRow,
  'id' | 'conversationId' | 'accountId' | 'providerMessageId' | 'status' | 'statusAt' | 'error'
> &
  Pick<ConversationRow, 'assignedAgentId'>;

/**
 * Told of status moves inside the transaction that made them, so what it writes there is kept with
 * them or not at all: a crash between the two cannot lose the news. It must not swallow its own
 * failures: a throw undoes the moves, and the batch is tried again. Each status a message passed is
 * told (delivered, then read, when one batch brought both), and may repeat one told before.
 */
export type MessageStatusListener = (moves: MessageStatusMove[], tx: Database) => Promise<void>;

/** An automation run on each inbound message (architecture §3: quick-reply auto response, auto-assign). */
export type InboundAutomation = (context: InboundMessageContext) => Promise<void>;

/**
 * The chatbot stage, before the others (architecture §3): true when a chatbot took the message, and
 * the later automations leave it alone.
 */
export type ChatbotAutomation = (context: InboundMessageContext) => Promise<boolean>;

/**
 * The order automations run in (architecture §3), whichever module registers its own first: the
 * quick-reply auto response answers the customer before auto-assign hands the conversation over.
 */
export const inboundAutomationStages = ['quick-reply', 'auto-assign'] as const;
export type InboundAutomationStage = (typeof inboundAutomationStages)[number];

/**
 * What other inbox parts (notes, tags, quick replies, auto-assign) may ask of the conversations and
 * messages service, without reaching into its tables.
 */
export interface InboxPort {
  /**
   * Takes the conversation's automatic-reply turn: true at most once in 24 hours per conversation
   * (the window a quick reply is sent in), false if one was already sent within them.
   */
  claimAutoReply(conversationId: string): Promise<boolean>;
  /** Sends a quick reply (text, or reply buttons for its options) through the queue, as no user. */
  sendAutomaticReply(
    conversation: ConversationRow,
    reply: { replyMessage: string; options: string[] },
  ): Promise<void>;
  /** Sends an approved template as no user (an order's news outside the window), its variables filled. */
  sendAutomaticTemplate(
    conversation: ConversationRow,
    input: z.output<typeof SendTemplateMessageInput>,
  ): Promise<void>;
  /** Tells `listener` after a user of the account wrote into a conversation. */
  onUserMessage(listener: (conversation: ConversationRow) => Promise<void>): void;
  /** The conversation as stored, for automations that act later than on a message (a time-out). */
  findConversation(conversationId: string): Promise<ConversationRow | undefined>;
  /**
   * Sends an interactive message built for the agent (a product from the Store) into a conversation
   * they may see, as their text would go: inside the window, never to a blocked contact.
   */
  sendAgentInteractive(
    principal: Principal,
    conversationId: string,
    interactive: (conversation: ConversationRow) => Promise<InteractiveContent>,
  ): Promise<Message>;
  /**
   * Sends a chatbot's messages of one step through the queue, in order, as no user and marked with
   * the bot; `alongside` writes in the same transaction (what the session owes after them).
   */
  sendBotMessages(
    conversation: ConversationRow,
    messages: OutboundContent[],
    chatbotId: string,
    alongside?: (tx: Database) => Promise<void>,
  ): Promise<void>;
  /** Puts the account's tags on the conversation (those it has already and unknown ones aside). */
  tagAutomatically(conversation: ConversationRow, tagIds: string[]): Promise<void>;
  /** Assigns the conversation; with `notify` the agent gets a realtime `conversation.assigned`. */
  assignAutomatically(
    conversation: ConversationRow,
    agentUserId: string,
    options: { notify: boolean },
  ): Promise<void>;
  /** Pushes the conversation as it is now (`conversation.updated`) to those who may see it. */
  publishConversation(conversationId: string): Promise<void>;
  /** Tells those who may see the conversation that its notes changed (`conversation.notes`). */
  publishNotes(conversation: ConversationRow): void;
}
