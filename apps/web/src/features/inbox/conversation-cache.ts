import type { Conversation, ConversationList, Message, MessageList, MessageStatus } from '@parley/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** A conversation list as the infinite query holds it: page 1 first, each page most recent first. */
export type ConversationPages = InfiniteData<ConversationList, number>;
/** A thread as the infinite query holds it: the newest page first, each page newest first. */
export type MessagePages = InfiniteData<MessageList, number>;

/** Spec §4: a page shorter than the page size is the last one. */
export const nextPage = (page: { data: unknown[] }, pageSize: number, pageNumber: number) =>
  page.data.length < pageSize ? undefined : pageNumber + 1;

/**
 * The pages as one list. A conversation that moved up while older pages were fetched shows up on
 * two pages; its first (most recent) place wins.
 */
export function conversationsOf(data: Pick<ConversationPages, 'pages'> | undefined): Conversation[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter(
      (conversation) => !seen.has(conversation.conversationId) && seen.add(conversation.conversationId),
    );
}

/** What a realtime change does to one cached list: its new pages, and whether to ask the server again. */
export interface ListChange {
  data: ConversationPages;
  refetch: boolean;
}

/**
 * Puts the conversation as it is now where it belongs in a cached list (most recent message first),
 * or takes it out when it no longer matches the list's filter. A conversation older than everything
 * loaded is left for the next page to bring. Taking one out of a list with more pages shifts the
 * server's pages by one, so that list is fetched again rather than skip a conversation.
 */
export function placeConversation(
  data: ConversationPages,
  conversation: Conversation,
  matches: boolean,
  pageSize: number,
): ListChange {
  if (data.pages.length === 0) return { data, refetch: true };
  const id = conversation.conversationId;
  const wasListed = data.pages.some((page) => page.data.some((item) => item.conversationId === id));
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.filter((item) => item.conversationId !== id),
  }));
  const complete = (data.pages.at(-1)?.data.length ?? 0) < pageSize;
  if (!matches) return { data: { ...data, pages }, refetch: wasListed && !complete };

  const at = Date.parse(conversation.lastMessageAt);
  const pageIndex = pages.findIndex((page) => page.data.some((item) => Date.parse(item.lastMessageAt) < at));
  if (pageIndex === -1) {
    if (!complete) return { data: { ...data, pages }, refetch: wasListed };
    const last = pages.length - 1;
    pages[last] = {
      ...(pages[last] as ConversationList),
      data: [...(pages[last]?.data ?? []), conversation],
    };
    return { data: { ...data, pages }, refetch: false };
  }
  const page = pages[pageIndex] as ConversationList;
  const position = page.data.findIndex((item) => Date.parse(item.lastMessageAt) < at);
  pages[pageIndex] = {
    ...page,
    data: [...page.data.slice(0, position), conversation, ...page.data.slice(position)],
  };
  return { data: { ...data, pages }, refetch: false };
}

/**
 * The thread oldest first (spec §4: each page reversed, older pages above). New messages move the
 * server's pages, so a message can come twice; it is shown once.
 */
export function messagesOf(data: Pick<MessagePages, 'pages'> | undefined): Message[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((message) => !seen.has(message.messageId) && seen.add(message.messageId))
    .reverse();
}

/**
 * Adds a new message at the bottom of the thread. The answer to a send and the realtime event carry
 * the same message; whichever comes second changes nothing, so a status that has already moved on
 * is not set back.
 */
export function withMessage(data: MessagePages, message: Message): MessagePages {
  if (data.pages.some((page) => page.data.some((item) => item.messageId === message.messageId))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, data: [message, ...(newest?.data ?? [])] }, ...older] };
}

export interface StatusChange {
  messageId: string;
  status: MessageStatus;
  statusAt: string;
  error: Message['error'];
}

// Statuses only move forward (architecture §3): a late "delivered" never turns "read" ticks grey.
// A failure can follow "sent" but not a delivery.
const statusRank: Record<MessageStatus, number> = {
  received: 0,
  queued: 0,
  sent: 1,
  failed: 1.5,
  delivered: 2,
  read: 3,
  played: 4,
};

/** Moves a sent message's ticks on, wherever it is in the loaded pages. */
export function withMessageStatus(data: MessagePages, change: StatusChange): MessagePages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((message) =>
        message.messageId === change.messageId && statusRank[change.status] >= statusRank[message.status]
          ? { ...message, status: change.status, statusAt: change.statusAt, error: change.error }
          : message,
      ),
    })),
  };
}
