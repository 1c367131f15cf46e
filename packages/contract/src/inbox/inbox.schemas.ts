import { z } from 'zod/mini';
import { integer, queryInteger } from '../common';
import { validationMessages as m } from '../validation';
import { AdReferral, ReferredProduct } from './referral.schemas';

export const MessageDirection = z.enum(['inbound', 'outbound']);
export const MessageStatus = z.enum(['queued', 'sent', 'delivered', 'read', 'played', 'failed', 'received']);
export type MessageStatus = z.infer<typeof MessageStatus>;

/** The provider's reason for a failed send (Meta's code and title). */
export const MessageError = z.object({
  code: z.number(),
  title: z.string(),
  details: z.optional(z.string()),
});

/** Why Parley could not keep its own copy of a customer's file. */
export const MediaCopyFailure = z.enum(['tooLarge', 'unsupportedType', 'unavailable']);
export type MediaCopyFailure = z.infer<typeof MediaCopyFailure>;

/**
 * Parley's own copy of a customer's file, fetched from the provider when the message arrives (the
 * provider keeps it only for days): `pending` until then, `stored`, or `failed` with the reason.
 */
export const MediaCopy = z.object({
  state: z.enum(['pending', 'stored', 'failed']),
  reason: z.nullable(MediaCopyFailure),
});
export type MediaCopy = z.infer<typeof MediaCopy>;

export const Message = z.object({
  messageId: z.uuid(),
  conversationId: z.uuid(),
  direction: MessageDirection,
  /** WhatsApp's message type: text, image, location, interactive, order, template, … */
  type: z.string(),
  /**
   * The type's own object as the provider describes it (inbound), or as Parley sent it (outbound).
   * Media Parley sent carries `mediaId` (Parley's stored file); an outbound template carries
   * `rendered` ({ header?, body, footer?, buttons? }, variables filled in) so it reads as sent.
   */
  content: z.unknown(),
  status: MessageStatus,
  statusAt: z.iso.datetime(),
  error: z.nullable(MessageError),
  providerMessageId: z.nullable(z.string()),
  replyToProviderMessageId: z.nullable(z.string()),
  /** The ad the customer's message came from. */
  referral: z.nullable(AdReferral),
  /** The catalog product the customer's message asks about. */
  referredProduct: z.nullable(ReferredProduct),
  /** Who wrote an outbound message; null for inbound ones and automatic replies. */
  sentBy: z.nullable(z.object({ userId: z.uuid(), name: z.string() })),
  /** The chatbot that sent an outbound message. */
  sentByChatbotId: z.nullable(z.uuid()),
  sentAt: z.iso.datetime(),
  /** For a customer's media message; null for any other. */
  mediaCopy: z.nullable(MediaCopy),
});
export type Message = z.infer<typeof Message>;

export const conversationStatuses = ['OPEN', 'CLOSED'] as const;
export const ConversationStatus = z.enum(conversationStatuses);
export type ConversationStatus = z.infer<typeof ConversationStatus>;

export const ConversationTag = z.object({
  conversationTagId: z.uuid(),
  tagId: z.uuid(),
  tagName: z.string(),
});
export type ConversationTag = z.infer<typeof ConversationTag>;

/** Spec §3: conversationId, inboundUnreadMessages, isBlocked, assigned agent id and name, tags. */
export const Conversation = z.object({
  conversationId: z.uuid(),
  channelId: z.uuid(),
  contact: z.object({ contactId: z.uuid(), phone: z.string(), name: z.nullable(z.string()) }),
  status: ConversationStatus,
  /** The contact is blocked: nothing reaches them and their messages start no automation. */
  isBlocked: z.boolean(),
  assignedAgentId: z.nullable(z.uuid()),
  assignedAgentName: z.nullable(z.string()),
  tags: z.array(ConversationTag),
  lastMessage: z.nullable(
    z.object({ direction: MessageDirection, type: z.string(), text: z.nullable(z.string()) }),
  ),
  lastMessageAt: z.iso.datetime(),
  /** The customer service window closes 24 hours after this (null: the customer never wrote). */
  lastInboundAt: z.nullable(z.iso.datetime()),
  /**
   * What was left of the window when the server answered, by the server's clock (the simulator's in
   * a demo, where time can be moved on): 0 means closed. A countdown runs from the answer's arrival.
   */
  windowRemainingMs: integer(),
  inboundUnreadMessages: integer(),
});
export type Conversation = z.infer<typeof Conversation>;

/** The customer service window: free-form messages only within 24 hours of the customer's last one. */
export const customerWindowMs = 24 * 60 * 60 * 1000;

/** Spec §3/§4 conversation filter: option (default ALL), status (default OPEN), agent, tags, blockedBy. */
export const conversationOptions = ['ALL', 'MINE', 'UNASSIGNED', 'ASSIGNED'] as const;
export const ConversationOption = z.enum(conversationOptions);
export type ConversationOption = z.infer<typeof ConversationOption>;
export const conversationStatusFilters = ['OPEN', 'CLOSED', 'ALL'] as const;
export const blockedFilters = ['ALL', 'BLOCKED', 'NOT_BLOCKED'] as const;
export type BlockedFilter = (typeof blockedFilters)[number];

/** Comma-separated ids in a query string. */
const idList = z.pipe(
  z.string(),
  z.transform((value: string) => value.split(',').filter((part) => part !== '')),
);

/** Spec §9: the page size is not given; a page shorter than `records` ends the list. */
export const conversationPageSize = 20;
export const messagePageSize = 30;

export const ListConversationsQuery = z.object({
  channelId: z.uuid(),
  page: z._default(queryInteger(1), 1),
  records: z._default(queryInteger(1, 100), conversationPageSize),
  option: z._default(ConversationOption, 'ALL'),
  status: z._default(z.enum(conversationStatusFilters), 'OPEN'),
  /** One agent's conversations (a user id). */
  agent: z.optional(z.uuid()),
  /** Conversations carrying any of these tags (ids, comma-separated). */
  tags: z.optional(z.pipe(idList, z.array(z.uuid()).check(z.maxLength(50)))),
  blockedBy: z._default(z.enum(blockedFilters), 'ALL'),
  /** Part of the contact's name or number. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type ListConversationsQuery = z.input<typeof ListConversationsQuery>;

/**
 * Pages end when one is shorter than `records` (spec §4), so there is no total: counting every
 * matching conversation on each scroll would cost more than the page itself.
 */
export const ConversationList = z.object({ data: z.array(Conversation) });
export type ConversationList = z.infer<typeof ConversationList>;

/** The list's filter without the tab (option) and the paging: the counts of each tab under it. */
export const ConversationCountsQuery = z.omit(ListConversationsQuery, {
  page: true,
  records: true,
  option: true,
});
export type ConversationCountsQuery = z.input<typeof ConversationCountsQuery>;

/**
 * How many conversations the All, Mine and Unassigned tabs hold under the filter, and how many of
 * the channel's conversations the user sees have messages nobody has read (whatever the filter).
 */
export const ConversationCounts = z.object({
  all: z.number(),
  mine: z.number(),
  unassigned: z.number(),
  unread: z.number(),
});
export type ConversationCounts = z.infer<typeof ConversationCounts>;

export const MessagePageQuery = z.object({
  page: z._default(queryInteger(1), 1),
  records: z._default(queryInteger(1, 100), messagePageSize),
});
/** Newest first; the client reverses a page so the oldest is on top (spec §4). */
export const MessageList = z.object({ data: z.array(Message) });
export type MessageList = z.infer<typeof MessageList>;

export const ConversationIdParams = z.object({ conversationId: z.uuid() });
export const MessageIdParams = z.object({ conversationId: z.uuid(), messageId: z.uuid() });

const messageText = z.string({ error: m.messageTextRequired }).check(
  z.refine((value) => value.trim().length > 0, m.messageTextRequired),
  z.maxLength(4096, m.tooLong),
);
const caption = z.optional(z.string().check(z.maxLength(1024, m.tooLong)));

/** What an agent sends inside the customer service window; media are files stored with POST /media. */
export const SendMessageInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.object({ body: messageText }), replyTo: z.optional(z.uuid()) }),
  z.object({
    type: z.enum(['image', 'video', 'document', 'audio']),
    mediaId: z.uuid(),
    caption,
    replyTo: z.optional(z.uuid()),
  }),
]);
export type SendMessageInput = z.input<typeof SendMessageInput>;

/**
 * The media of a template's IMAGE, VIDEO or DOCUMENT header chosen at send time: one of the account's
 * stored files (`mediaId` from POST /media), or a public https link. The header handle the template
 * was created with is only a sample for the review: the provider refuses it in a send.
 */
export const TemplateHeaderMedia = z.union([
  z.object({ mediaId: z.uuid() }),
  z.object({
    link: z.url({ protocol: /^https$/, error: m.headerMediaLinkInvalid }).check(z.maxLength(2000, m.tooLong)),
  }),
]);
export type TemplateHeaderMedia = z.infer<typeof TemplateHeaderMedia>;

/**
 * Spec §3: a template's variables grouped as headers, body, buttons, footer, carousel; a direct
 * message also has a card index (the carousel card the customer sees first). A media header (the
 * template's, each card's) takes its media as `headerMedia`, unless its sample is a usable link.
 */
export const TemplateVariables = z.object({
  headerMedia: z.optional(TemplateHeaderMedia),
  headers: z._default(z.array(z.string().check(z.maxLength(1024))), []),
  body: z._default(z.array(z.string().check(z.maxLength(1024))), []),
  buttons: z._default(z.array(z.string().check(z.maxLength(2000))), []),
  footer: z._default(z.array(z.string().check(z.maxLength(60))), []),
  /** Per card (in order): its body variables and its buttons' variables. */
  carousel: z._default(
    z.array(
      z.object({
        body: z._default(z.array(z.string().check(z.maxLength(1024))), []),
        buttons: z._default(z.array(z.string().check(z.maxLength(2000))), []),
        headerMedia: z.optional(TemplateHeaderMedia),
      }),
    ),
    [],
  ),
});
export type TemplateVariables = z.input<typeof TemplateVariables>;

export const SendTemplateMessageInput = z.object({
  templateId: z.uuid(),
  variables: z._default(TemplateVariables, {
    headers: [],
    body: [],
    buttons: [],
    footer: [],
    carousel: [],
  }),
  cardIndex: z._default(z.number().check(z.int(), z.gte(0), z.lte(9)), 0),
});
export type SendTemplateMessageInput = z.input<typeof SendTemplateMessageInput>;

export const BlockConversationInput = z.object({ isBlocked: z.boolean() });
export const ConversationStatusInput = z.object({ status: ConversationStatus });
/** Spec §7 "PUT conversation agent: assignedAgentId, assignedAgentName"; null unassigns. */
export const AssignAgentInput = z.object({
  assignedAgentId: z.nullable(z.uuid()),
  assignedAgentName: z.optional(z.string()),
});

/** Spec §8. */
export const conversationMessages = {
  fetchFailed: 'Failed to fetch conversations',
  loadFailed: 'Failed to load conversations',
  blockFailed: 'Failed to block conversation',
  downloadFailed: 'Failed to download conversation',
  blocked: 'Conversation blocked successfully',
  unblocked: 'Conversation unblocked successfully',
  addedToDownloadCenter: 'Added to Download center',
  messagesFetchFailed: 'Failed to fetch messages',
  messagesLoadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  templateSent: 'Template sent successfully',
  templateSendFailed: 'Failed to send template',
  agentAssigned: 'Agent assigned successfully',
  agentAssignFailed: 'Failed to assign agent',
} as const;
