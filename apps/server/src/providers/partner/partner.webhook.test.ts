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

  it('refuses a body that is not the partner’s format', () => {
    expect(() => parsePartnerWebhook({ object: 'whatsapp_business_account', entry: [] }, channel)).toThrow();
  });
});
