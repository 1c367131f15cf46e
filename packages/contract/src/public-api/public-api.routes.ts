import { z } from 'zod/mini';
import { Campaign, CampaignCreated, CampaignIdParams, CampaignInput } from '../campaigns/campaigns.schemas';
import { ChannelIdParams, ChannelList } from '../channels/channels.schemas';
import { Contact, ContactInput, CreateContactsInput } from '../contacts/contacts.schemas';
import { MediaUploaded } from '../media/media.schemas';
import { defineRoutes } from '../route';
import { TemplateList } from '../templates/templates.schemas';
import {
  campaignCreatedExample,
  campaignExample,
  campaignInputExample,
  channelListExample,
  contactExample,
  contactInputExample,
  createContactsExample,
  mediaUploadedExample,
  messageExample,
  messageInputExamples,
  templateListExample,
  withExamples,
} from './public-api.examples';
import { ApiMessage, ApiMessageInput, ApiMessageParams, ApiTemplatesQuery } from './public-api.schemas';

/**
 * The public API, for the business's own systems (a shop, a CRM): an API key in `X-API-Key` acts for
 * its account. Sends are accepted once stored and queued (202); their statuses are read back by id.
 */
export const publicApiRoutes = defineRoutes({
  channels: {
    method: 'GET',
    path: '/api/public/v1/channels',
    summary: "The account's channels: a send names one by its channelId",
    auth: 'apiKey',
    response: withExamples(ChannelList, { example: channelListExample }),
  },
  sendMessage: {
    method: 'POST',
    path: '/api/public/v1/channels/:channelId/messages',
    summary:
      'Send a text, media, interactive or template message to a number; with an `Idempotency-Key` header a retried request is answered as the first and sends nothing again',
    auth: 'apiKey',
    params: ChannelIdParams,
    body: withExamples(ApiMessageInput, messageInputExamples),
    response: withExamples(ApiMessage, {
      example: { ...messageExample, status: 'queued', providerMessageId: null },
    }),
  },
  uploadMedia: {
    method: 'POST',
    path: '/api/public/v1/media',
    summary:
      'Upload a file (multipart field `file`) to send as `mediaId`; its type is read from its bytes and limited per type',
    auth: 'apiKey',
    response: withExamples(MediaUploaded, { example: mediaUploadedExample }),
  },
  message: {
    method: 'GET',
    path: '/api/public/v1/messages/:messageId',
    summary:
      "A message the API sent, with its status (queued, sent, delivered, read or failed with the provider's reason)",
    auth: 'apiKey',
    params: ApiMessageParams,
    response: withExamples(ApiMessage, { example: messageExample }),
  },
  templates: {
    method: 'GET',
    path: '/api/public/v1/channels/:channelId/templates',
    summary: "The channel's approved templates, with their components and variables",
    auth: 'apiKey',
    params: ChannelIdParams,
    query: ApiTemplatesQuery,
    response: withExamples(TemplateList, { example: templateListExample }),
  },
  createContacts: {
    method: 'POST',
    path: '/api/public/v1/contacts',
    summary: 'Create contacts (up to 1,000 at once), optionally into groups',
    auth: 'apiKey',
    body: withExamples(CreateContactsInput, { example: createContactsExample }),
    response: withExamples(z.object({ data: z.array(Contact) }), { example: { data: [contactExample] } }),
  },
  updateContact: {
    method: 'PUT',
    path: '/api/public/v1/contacts/:contactId',
    summary: "Change a contact's name, number, email and attributes",
    auth: 'apiKey',
    params: z.object({ contactId: z.uuid() }),
    body: withExamples(ContactInput, { example: contactInputExample }),
    response: withExamples(Contact, { example: contactExample }),
  },
  createCampaign: {
    method: 'POST',
    path: '/api/public/v1/channels/:channelId/campaigns',
    summary:
      'Create a campaign from an approved template, as the wizard does: its recipients are decided at once (answered with any invalid ones), sent now or at `scheduleTime`',
    auth: 'apiKey',
    params: ChannelIdParams,
    body: withExamples(CampaignInput, { example: campaignInputExample }),
    response: withExamples(CampaignCreated, { example: campaignCreatedExample }),
  },
  campaign: {
    method: 'GET',
    path: '/api/public/v1/campaigns/:campaignId',
    summary:
      'A campaign with its status and its counts per state (queued, sent, delivered, read, replied, failed)',
    auth: 'apiKey',
    params: CampaignIdParams,
    response: withExamples(Campaign, { example: campaignExample }),
  },
});
