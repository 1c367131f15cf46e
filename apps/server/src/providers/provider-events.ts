import type {
  AdReferral,
  ChannelHealthTopic,
  ReferredProduct,
  TemplateRejectionInfo,
} from '@parley/contract';

/** What any messaging provider's webhook means to Parley, whatever its wire format. */
export type ProviderEvent = InboundMessageEvent | MessageStatusEvent | TemplateStatusEvent | HealthNotice;

export interface InboundMessageEvent {
  kind: 'message';
  phoneNumberId: string;
  messageId: string;
  from: string;
  profileName?: string;
  timestamp: Date;
  type: string;
  /** The type's own object as the provider sent it (text, image, location, order, …). */
  content: unknown;
  replyTo?: string;
  /** The click-to-WhatsApp ad the customer wrote from. */
  referral?: AdReferral;
  /** The catalog product the customer asked about. */
  referredProduct?: ReferredProduct;
}

export interface MessageStatusEvent {
  kind: 'status';
  phoneNumberId: string;
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'played' | 'failed';
  timestamp: Date;
  recipientId: string;
  error?: { code: number; title: string; details?: string };
  bizOpaqueCallbackData?: string;
  pricingCategory?: string;
}

export interface TemplateStatusEvent {
  kind: 'template-status';
  businessAccountId: string;
  templateId: string;
  name: string;
  language: string;
  event: string;
  reason?: string;
  rejectionInfo?: TemplateRejectionInfo;
}

/**
 * An account-level notice about a number, the business account or a template: quality, limits,
 * name review, restrictions, account errors (reference §4). Read tolerantly: what the provider
 * wrote differently from its reference is listed in `surprises`, and the value is kept in `details`.
 */
export interface HealthNotice {
  kind: 'health';
  businessAccountId: string;
  topic: ChannelHealthTopic;
  event: string | null;
  /** The notice's facts as text, under Parley's names (`qualityRating`, `messagingLimit`, …). */
  facts: Record<string, string>;
  /** The number it names, by id (account errors) or by its display number; neither: every number of the account. */
  phoneNumberId?: string;
  displayPhoneNumber?: string;
  /** The provider's template id, for a template's quality, category or components. */
  templateId?: string;
  details: unknown;
  surprises: string[];
  occurredAt: Date;
}
