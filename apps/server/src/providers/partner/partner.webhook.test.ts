import { describe, expect, it } from 'vitest';
import { parsePartnerWebhook } from './partner.webhook';

const channel = { phoneNumberId: '100000000000101', businessAccountId: '200000000000101' };
const event = (type: string, payload: unknown) => ({
  app: 'BloomFlowers',
  timestamp: 1795350000123,
  version: 2,
  type,
  payload,
});

describe('parsePartnerWebhook', () => {
  it('reads an inbound text as the channel’s message, in the Cloud API’s shape', () => {
    const events = parsePartnerWebhook(
      event('message', {
        id: 'gs-in-1',
        source: '4915112345678',
        type: 'text',
        payload: { text: 'Do you deliver on Sunday?' },
        sender: {
          phone: '4915112345678',
          name: 'Maya Fischer',
          country_code: '49',
          dial_code: '15112345678',
        },
        context: { id: 'wamid.OUT1', gsId: 'gs-out-1' },
      }),
      channel,
    );
    expect(events).toEqual([
      {
        kind: 'message',
        phoneNumberId: '100000000000101',
        messageId: 'gs-in-1',
        from: '4915112345678',
        profileName: 'Maya Fischer',
        timestamp: new Date(1795350000123),
        type: 'text',
        content: { body: 'Do you deliver on Sunday?' },
        replyTo: 'gs-out-1',
      },
    ]);
  });

  it('gives a sticker its link, as it does an image, so its file can be fetched', () => {
    const [sticker] = parsePartnerWebhook(
      event('message', {
        id: 'gs-in-4',
        source: '4915112345678',
        type: 'sticker',
        payload: { url: 'https://files.example/smile.webp', contentType: 'image/webp' },
      }),
      channel,
    );
    expect(sticker).toMatchObject({
      type: 'sticker',
      content: { link: 'https://files.example/smile.webp', mime_type: 'image/webp' },
    });
  });

  it('maps a file to a document and a list reply to an interactive reply', () => {
    const [file] = parsePartnerWebhook(
      event('message', {
        id: 'gs-in-2',
        source: '4915112345678',
        type: 'file',
        payload: { url: 'https://files.example/menu.pdf', name: 'menu.pdf' },
      }),
      channel,
    );
    expect(file).toMatchObject({
      type: 'document',
      content: { link: 'https://files.example/menu.pdf', filename: 'menu.pdf' },
    });
    const [reply] = parsePartnerWebhook(
      event('message', {
        id: 'gs-in-3',
        source: '4915112345678',
        type: 'list_reply',
        payload: {
          title: 'Roses',
          id: 'roses',
          reply: 'Roses 1',
          postbackText: 'roses',
          description: 'A dozen',
        },
      }),
      channel,
    );
    expect(reply).toMatchObject({
      type: 'interactive',
      content: { type: 'list_reply', list_reply: { id: 'roses', title: 'Roses', description: 'A dozen' } },
    });
  });

  it('follows a send by the partner’s id, which delivery events carry as gsId', () => {
    const [delivered] = parsePartnerWebhook(
      event('message-event', {
        id: 'wamid.OUT1',
        gsId: 'gs-out-1',
        type: 'delivered',
        destination: '4915112345678',
        payload: { ts: 1795350010 },
      }),
      channel,
    );
    expect(delivered).toEqual({
      kind: 'status',
      phoneNumberId: '100000000000101',
      messageId: 'gs-out-1',
      status: 'delivered',
      timestamp: new Date(1795350010 * 1000),
      recipientId: '4915112345678',
      error: undefined,
    });
  });

  it('carries a failure’s code and reason, and ignores enqueued', () => {
    const [failed] = parsePartnerWebhook(
      event('message-event', {
        id: 'gs-out-2',
        type: 'failed',
        destination: '15550000000',
        payload: { code: 1002, reason: 'Number does not exist on WhatsApp' },
      }),
      channel,
    );
    expect(failed).toMatchObject({
      status: 'failed',
      messageId: 'gs-out-2',
      error: { code: 1002, title: 'Number does not exist on WhatsApp' },
    });
    expect(
      parsePartnerWebhook(
        event('message-event', { id: 'gs-out-3', type: 'enqueued', destination: '4915112345678' }),
        channel,
      ),
    ).toEqual([]);
  });

  it('reads a template review for the channel’s business account', () => {
    expect(
      parsePartnerWebhook(
        event('template-event', {
          id: 'tpl-1',
          elementName: 'reject_offer',
          languageCode: 'en',
          status: 'REJECTED',
          rejectedReason: 'INVALID_FORMAT',
        }),
        channel,
      ),
    ).toEqual([
      {
        kind: 'template-status',
        businessAccountId: '200000000000101',
        templateId: 'tpl-1',
        name: 'reject_offer',
        language: 'en',
        event: 'REJECTED',
        reason: 'INVALID_FORMAT',
      },
    ]);
  });

  it('keeps an account event as a health notice of the channel, its payload whole', () => {
    const [tier] = parsePartnerWebhook(
      event('account-event', {
        type: 'tier-event',
        event: 'UPGRADE',
        currentLimit: 'TIER_10K',
        oldLimit: 'TIER_2K',
      }),
      channel,
    );
    expect(tier).toMatchObject({
      kind: 'health',
      topic: 'messagingLimit',
      event: 'UPGRADE',
      phoneNumberId: channel.phoneNumberId,
      facts: { messagingLimit: 'TIER_10K', previousLimit: 'TIER_2K' },
      surprises: [],
      occurredAt: new Date(1795350000123),
    });
    const [unknown] = parsePartnerWebhook(event('account-event', { type: 'new-event', x: 1 }), channel);
    expect(unknown).toMatchObject({
      topic: 'account',
      details: { type: 'new-event', x: 1 },
      surprises: ['account event of type "new-event"'],
    });
  });

  it('refuses a body that is neither of the partner’s formats', () => {
    expect(() => parsePartnerWebhook({ object: 'page', entry: [] }, channel)).toThrow();
    expect(() => parsePartnerWebhook({ app: 'BloomFlowers', version: 4 }, channel)).toThrow();
    expect(() =>
      parsePartnerWebhook({ object: 'whatsapp_business_account', entry: { changes: 'none' } }, channel),
    ).toThrow();
  });
});

// Our own fixtures, shaped like the partner's published v3 samples: Meta's envelope plus its keys.
const v3 = (value: Record<string, unknown>, entry: Record<string, unknown> = {}) => ({
  gs_app_id: '82ed52f4-30c0-4f12-81b4-e7ad07bd41de',
  object: 'whatsapp_business_account',
  entry: [{ ...entry, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
});

describe('parsePartnerWebhook, the partner’s v3 format', () => {
  it('ignores enqueued, which has neither entry id nor metadata and a timestamp in milliseconds', () => {
    const enqueued = v3({
      statuses: [
        {
          gs_id: 'gs-out-7',
          id: 'wamid.HBgMOTE5MTYzODA1ODcz',
          recipient_id: '4915112345678',
          status: 'enqueued',
          timestamp: 1795350000420,
        },
      ],
    });
    expect(parsePartnerWebhook(enqueued, channel)).toEqual([]);
  });

  it('follows a send by the partner’s gs_id, with Meta’s failure and pricing', () => {
    const body = v3(
      {
        metadata: { display_phone_number: '15550100101', phone_number_id: channel.phoneNumberId },
        statuses: [
          {
            gs_id: 'gs-out-8',
            id: 'wamid.HBgMOTE5MTYzODA1ODc0',
            recipient_id: '4915112345678',
            status: 'delivered',
            timestamp: '1795350010',
            pricing: { billable: true, category: 'utility', pricing_model: 'PMP', type: 'regular' },
          },
          {
            gs_id: 'gs-out-9',
            id: 'wamid.HBgMOTE5MTYzODA1ODc1',
            recipient_id: '4915112345678',
            status: 'failed',
            timestamp: '1795350011',
            errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
          },
        ],
      },
      { id: channel.businessAccountId },
    );
    expect(parsePartnerWebhook(body, channel)).toEqual([
      expect.objectContaining({
        kind: 'status',
        phoneNumberId: channel.phoneNumberId,
        messageId: 'gs-out-8',
        status: 'delivered',
        timestamp: new Date(1795350010 * 1000),
        pricingCategory: 'utility',
      }),
      expect.objectContaining({
        messageId: 'gs-out-9',
        status: 'failed',
        error: { code: 131026, title: 'Message undeliverable', details: undefined },
      }),
    ]);
  });

  it('reads an inbound message in Meta’s shape for the channel of the URL', () => {
    const body = v3(
      {
        metadata: { display_phone_number: '15550100101', phone_number_id: channel.phoneNumberId },
        contacts: [{ profile: { name: 'Maya Fischer' }, wa_id: '4915112345678' }],
        messages: [
          {
            from: '4915112345678',
            id: 'wamid.IN9',
            timestamp: '1795350020',
            type: 'text',
            text: { body: 'Are the tulips fresh?' },
          },
        ],
      },
      { id: channel.businessAccountId },
    );
    expect(parsePartnerWebhook(body, channel)).toEqual([
      expect.objectContaining({
        kind: 'message',
        phoneNumberId: channel.phoneNumberId,
        messageId: 'wamid.IN9',
        profileName: 'Maya Fischer',
        content: { body: 'Are the tulips fresh?' },
      }),
    ]);
  });

  it('reads the number’s health notices in Meta’s shape, for the channel’s business account', () => {
    const body = {
      gs_app_id: '82ed52f4-30c0-4f12-81b4-e7ad07bd41de',
      object: 'whatsapp_business_account',
      entry: [
        {
          time: 1795350030,
          changes: [
            {
              field: 'phone_number_quality_update',
              value: { display_phone_number: '15550100101', event: 'FLAGGED', current_limit: 'TIER_2K' },
            },
          ],
        },
      ],
    };
    expect(parsePartnerWebhook(body, channel)).toEqual([
      expect.objectContaining({
        kind: 'health',
        topic: 'quality',
        businessAccountId: channel.businessAccountId,
        displayPhoneNumber: '15550100101',
      }),
    ]);
  });
});
