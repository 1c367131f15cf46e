import type { Conversation, Message } from '@parley/contract';

let sequence = 0;
/** A distinct uuid-shaped id per call, readable in failures. */
export const testId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const channelId = '00000000-0000-4000-8000-00000000c0de';
export const me = { userId: '00000000-0000-4000-8000-0000000000aa', roleName: 'agent' as const };
export const colleague = '00000000-0000-4000-8000-0000000000bb';

/** An open, unassigned conversation on the test channel; `at` is its last message's time. */
export function conversation(at: string, change: Partial<Conversation> = {}): Conversation {
  return {
    conversationId: testId(),
    channelId,
    contact: { contactId: testId(), phone: '+4915112345678', name: 'Ana Lima' },
    status: 'OPEN',
    isBlocked: false,
    assignedAgentId: null,
    assignedAgentName: null,
    tags: [],
    lastMessage: { direction: 'inbound', type: 'text', text: 'Hello' },
    lastMessageAt: at,
    lastInboundAt: at,
    windowRemainingMs: 0,
    inboundUnreadMessages: 0,
    ...change,
  };
}

/** A customer's text message; `change` makes it outbound, another type, … */
export function message(sentAt: string, change: Partial<Message> = {}): Message {
  return {
    messageId: testId(),
    conversationId: testId(),
    direction: 'inbound',
    type: 'text',
    content: { body: 'Hello' },
    status: 'received',
    statusAt: sentAt,
    error: null,
    providerMessageId: `wamid.${testId()}`,
    replyToProviderMessageId: null,
    referral: null,
    referredProduct: null,
    sentBy: null,
    sentByChatbotId: null,
    sentAt,
    mediaCopy: null,
    ...change,
  };
}

/** Infinite-query pages as TanStack Query keeps them, page 1 first. */
export const pages = <T>(...pageData: T[][]) => ({
  pages: pageData.map((data) => ({ data })),
  pageParams: pageData.map((_, index) => index + 1),
});
