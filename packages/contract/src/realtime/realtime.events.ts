import type { CampaignCounts, CampaignStatus } from '../campaigns/campaigns.schemas';
import type { ChannelHealthTopic } from '../channels/channel-health.schemas';
import type { Conversation, Message, MessageStatus } from '../inbox/inbox.schemas';
import type { Order } from '../orders/orders.schemas';
import type { TemplateRejectionInfo, TemplateStatus } from '../templates/templates.schemas';

/**
 * Spec §7: the socket reconnects after 1 s, waits at most 5 s between tries, randomised by 0.5, and
 * gives up a connection attempt after 20 s. It authenticates with the same JWT as the API
 * (`auth: { token }`) at the server's `/socket.io` path.
 */
export const realtimeSocketOptions = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/**
 * What the server pushes to the account's connected browsers. Conversation events reach only the
 * users who may see that conversation (agents: theirs and the unassigned ones).
 */
export interface RealtimeEvents {
  /** A message was stored: received from the customer, or queued by Parley. */
  'message.created': (event: { conversation: Conversation; message: Message }) => void;
  /** A sent message moved forward: sent, delivered, read, or failed with the provider's reason. */
  'message.status': (event: {
    conversationId: string;
    messageId: string;
    status: MessageStatus;
    statusAt: string;
    error: Message['error'];
  }) => void;
  /** Read, blocked, closed or reopened, assigned, tagged: the conversation as it is now. */
  'conversation.updated': (event: { conversation: Conversation }) => void;
  /** The conversation's notes changed. */
  'conversation.notes': (event: { conversationId: string }) => void;
  /** Auto-assign gave this user a conversation (sent only with the notification setting on). */
  'conversation.assigned': (event: { conversation: Conversation }) => void;
  /** A template's review moved on at the provider (approved, rejected, paused, …). */
  'template.status': (event: {
    templateId: string;
    channelId: string;
    status: TemplateStatus;
    rejectionReason: string | null;
    rejectionInfo: TemplateRejectionInfo | null;
  }) => void;
  /** The provider said something about a channel's health (admins only): its health page has news. */
  'channel.health': (event: {
    channelId: string;
    topic: ChannelHealthTopic;
    event: string | null;
    /** Set when the notice is about one of the channel's templates. */
    templateId: string | null;
    occurredAt: string;
  }) => void;
  /**
   * A campaign moved on (managers and admins only): its status and counts as they are now, sent at
   * most about once a second per campaign while it runs.
   */
  'campaign.progress': (event: {
    campaignId: string;
    channelId: string;
    status: CampaignStatus;
    statusReason: string | null;
    counts: CampaignCounts;
  }) => void;
  /** An order arrived on WhatsApp, or its status changed. */
  'order.changed': (event: { order: Order }) => void;
}
export type RealtimeEventName = keyof RealtimeEvents;
