import type { messages } from '../../db/schema/index';
import type { ConversationRow } from './conversation-access';

export type MessageRow = typeof messages.$inferSelect;

/** A customer's new message, stored and published, from a contact who is not blocked. */
export interface InboundMessageContext {
  accountId: string;
  channelId: string;
  conversation: ConversationRow;
  message: MessageRow;
  /** The contact's first message on this channel: the conversation was created by it. */
  isNewConversation: boolean;
}

/** An automation run on each inbound message (architecture §3: quick-reply auto response, auto-assign). */
export type InboundAutomation = (context: InboundMessageContext) => Promise<void>;

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
