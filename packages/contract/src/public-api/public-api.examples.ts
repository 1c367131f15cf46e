import { z } from 'zod/mini';
import type { Campaign, CampaignCreated, CampaignInput } from '../campaigns/campaigns.schemas';
import type { ChannelList } from '../channels/channels.schemas';
import type { Contact, ContactInput, CreateContactsInput } from '../contacts/contacts.schemas';
import type { MediaUploaded } from '../media/media.schemas';
import type { TemplateList } from '../templates/templates.schemas';
import type { GraphMessageInput, GraphMessageSent } from './graph-door.schemas';
import type { ApiMessage, ApiMessageInput } from './public-api.schemas';

/**
 * A copy of `schema` that the OpenAPI document shows with these examples (the shared schema itself
 * stays as other routes document it). They go as `x-examples`, named after their place: zod leaves
 * plain `examples` out of a request schema that transforms its input (a phone number's).
 */
export const withExamples = <T extends z.ZodMiniType>(schema: T, examples: Record<string, z.input<T>>): T => {
  const copy = schema.clone();
  const named = Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }]));
  z.globalRegistry.add(copy, { 'x-examples': named });
  return copy as T;
};

/** The examples `withExamples` gave a schema. */
export const examplesOf = (schema: z.ZodMiniType): unknown[] => {
  const named = (
    z.globalRegistry.get(schema) as { 'x-examples'?: Record<string, { value: unknown }> } | undefined
  )?.['x-examples'];
  return Object.values(named ?? {}).map(({ value }) => value);
};

const channelId = '3f0c2a9e-6b1d-4e8a-9c57-0d2b6e4f1a83';
const messageId = '9b2e7c41-0a5d-4f3b-8e6a-5c1d2f7a9b60';
const conversationId = '5d8a1f2c-7e3b-4a96-b0c4-2e9f6d1a8b37';
const contactId = 'c7e4b2a1-9d3f-4e58-a6b0-1f2d3c4e5a69';
const campaignId = 'e1a9d7c3-5b2f-4086-9e4d-3c2b1a0f9e87';
const templateId = '2b6d9f1e-3a7c-4e85-b1d0-6f4a2c8e5d93';
const mediaId = '8f3b1d6a-2c9e-4a57-b0e1-7d5c3a9f2b64';
const at = '2026-11-27T09:30:00.000Z';

export const messageInputExamples: Record<string, ApiMessageInput> = {
  text: { to: '+4915112345678', type: 'text', text: { body: 'Your order 1042 has shipped' } },
  imageByLink: {
    to: '+4915112345678',
    type: 'image',
    image: { link: 'https://shop.example.com/labels/1042.png', caption: 'Your parcel label' },
  },
  documentById: {
    to: '+4915112345678',
    type: 'document',
    document: { mediaId, filename: 'invoice-1042.pdf' },
  },
  replyButtons: {
    to: '+4915112345678',
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: 'Was your delivery on time?' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'on-time', title: 'Yes' } },
          { type: 'reply', reply: { id: 'late', title: 'No, it was late' } },
        ],
      },
    },
  },
  list: {
    to: '+4915112345678',
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: 'When should we deliver?' },
      action: {
        button: 'Choose a slot',
        sections: [
          {
            title: 'Tomorrow',
            rows: [
              { id: 'am', title: 'Morning', description: '8:00 to 12:00' },
              { id: 'pm', title: 'Afternoon', description: '12:00 to 18:00' },
            ],
          },
        ],
      },
    },
  },
  template: {
    to: '+4915112345678',
    type: 'template',
    template: { name: 'order_update', language: 'en', variables: { body: ['Ada', '#1042'] } },
  },
};

export const messageExample: ApiMessage = {
  messageId,
  channelId,
  conversationId,
  to: '+4915112345678',
  type: 'text',
  status: 'delivered',
  statusAt: at,
  error: null,
  providerMessageId: 'wamid.HBgNNDkxNTExMjM0NTY3OBUCABIYFDNBMDlCRjQ2QzE5RDYyRjk3QjdGAA==',
  createdAt: at,
};

export const channelListExample: ChannelList = {
  data: [
    {
      channelId,
      displayName: 'Shop',
      provider: 'cloud',
      businessAccountId: '102290129340398',
      phoneNumberId: '106540352242922',
      displayPhoneNumber: '+1 555 010 0001',
      verifiedName: 'Parley Sandbox',
      qualityRating: 'GREEN',
      messagingLimitTier: 'TIER_1K',
      webhookSubscribed: true,
      hasRegistrationPin: false,
      messagesPerSecond: null,
      campaignMessagesPerSecond: 80,
      createdAt: at,
    },
  ],
  totalRecords: 1,
};

export const templateListExample: TemplateList = {
  data: [
    {
      id: templateId,
      channelId,
      providerTemplateId: '594425479261596',
      name: 'order_update',
      language: 'en',
      category: 'UTILITY',
      templateType: 'Standard',
      status: 'APPROVED',
      rejectionReason: null,
      rejectionInfo: null,
      components: [{ type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.' }],
      qualityScore: 'GREEN',
      qualityUpdatedAt: at,
      previousCategory: null,
      categoryChangedAt: null,
      createdAt: at,
      updatedAt: at,
    },
  ],
  totalRecords: 1,
};

export const mediaUploadedExample: MediaUploaded = {
  message: 'Upload Successful',
  data: {
    mediaId,
    url: `https://parley.example.com/api/v1/media/${mediaId}`,
    name: 'invoice-1042.pdf',
    mimeType: 'application/pdf',
    kind: 'document',
    fileSize: 48213,
  },
};

export const contactInputExample: ContactInput = {
  name: 'Ada Lovelace',
  phone: '+4915112345678',
  email: 'ada@example.com',
  attributes: { plan: 'gold', city: 'Berlin' },
};
export const createContactsExample: CreateContactsInput = { contacts: [contactInputExample] };
export const contactExample: Contact = {
  contactId,
  name: 'Ada Lovelace',
  phone: '+4915112345678',
  email: 'ada@example.com',
  attributes: { plan: 'gold', city: 'Berlin' },
  blocked: false,
  optedOut: false,
  groups: [],
  createdAt: at,
  updatedAt: at,
};

export const campaignInputExample: CampaignInput = {
  campaignName: 'November restock',
  type: 'standard',
  templateId,
  variables: { body: ['Ada', '#1042'] },
  contacts: { apiContacts: [{ contactId }] },
  scheduleTime: '2026-11-28T08:00:00.000Z',
};
export const campaignCreatedExample: CampaignCreated = {
  message: 'Campaign Created Successfully',
  campaignId,
  campaignMessageCount: 1,
  invalidContacts: [],
};
export const campaignExample: Campaign = {
  campaignId,
  campaignName: 'November restock',
  type: 'standard',
  channelId,
  channelGroupId: null,
  platform: 'cloud',
  channel: { channelId, displayName: 'Shop', phoneNumber: '+1 555 010 0001' },
  template: { templateId, name: 'order_update', language: 'en', category: 'UTILITY' },
  status: 'running',
  statusReason: null,
  scheduleTime: '2026-11-28T08:00:00.000Z',
  dailyLimit: null,
  campaignMessageCount: 1,
  counts: {
    total: 1,
    queued: 0,
    sent: 1,
    delivered: 1,
    read: 0,
    replied: 0,
    failed: 0,
    unknown: 0,
    canceled: 0,
  },
  parentCampaignId: null,
  createdBy: null,
  createdAt: at,
  startedAt: '2026-11-28T08:00:00.120Z',
  finishedAt: null,
};

export const graphTextExample: GraphMessageInput = {
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '4915112345678',
  type: 'text',
  text: { body: 'Your order 1042 has shipped' },
};
export const graphSentExample: GraphMessageSent = {
  messaging_product: 'whatsapp',
  contacts: [{ input: '4915112345678', wa_id: '4915112345678' }],
  messages: [{ id: messageId }],
};
