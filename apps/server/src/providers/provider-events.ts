import type { AdReferral, ReferredProduct, TemplateRejectionInfo } from '@parley/contract';

/** What any messaging provider's webhook means to Parley, whatever its wire format. */
export type ProviderEvent = InboundMessageEvent | MessageStatusEvent | TemplateStatusEvent;

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
