import { describe, expect, it } from 'vitest';
import { parseCloudWebhook } from './cloud-api.webhook';

const envelope = (field: string, value: unknown) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '200000000000001', changes: [{ field, value }] }],
});
const metadata = { display_phone_number: '15550100001', phone_number_id: '100000000000001' };

describe('parseCloudWebhook', () => {
  it('reads an inbound text with the sender’s profile name and the reply context', () => {
    const events = parseCloudWebhook(
      envelope('messages', {
        messaging_product: 'whatsapp',
        metadata,
        contacts: [{ profile: { name: 'Maya Fischer' }, wa_id: '4915112345678' }],
        messages: [
          {
            from: '4915112345678',
            id: 'wamid.IN1',
            timestamp: '1795350000',
            type: 'text',
            text: { body: 'Do you deliver to Berlin?' },
            context: { from: '15550100001', id: 'wamid.OUT1' },
          },
        ],
      }),
    );
    expect(events).toEqual([
      {
        kind: 'message',
        phoneNumberId: '100000000000001',
        messageId: 'wamid.IN1',
        from: '4915112345678',
        profileName: 'Maya Fischer',
        timestamp: new Date(1795350000 * 1000),
        type: 'text',
        content: { body: 'Do you deliver to Berlin?' },
        replyTo: 'wamid.OUT1',
      },
    ]);
  });

  it('keeps the type’s own object for media, locations and orders', () => {
    const [image, location] = parseCloudWebhook(
      envelope('messages', {
        metadata,
        messages: [
          {
            from: '1',
            id: 'wamid.A',
            timestamp: '1',
            type: 'image',
            image: { id: 'media-1', mime_type: 'image/jpeg', sha256: 'x' },
          },
          {
            from: '1',
            id: 'wamid.B',
            timestamp: '2',
            type: 'location',
            location: { latitude: 52.52, longitude: 13.4 },
          },
        ],
      }),
    );
    expect(image).toMatchObject({ type: 'image', content: { id: 'media-1', mime_type: 'image/jpeg' } });
    expect(location).toMatchObject({ type: 'location', content: { latitude: 52.52, longitude: 13.4 } });
  });

  it('reads a failed status with its error, the pricing category and the echoed callback data', () => {
    const [status] = parseCloudWebhook(
      envelope('messages', {
        metadata,
        statuses: [
          {
            id: 'wamid.OUT2',
            status: 'failed',
            timestamp: '1795350001',
            recipient_id: '4915100000000',
            biz_opaque_callback_data: 'recipient-42',
            pricing: { category: 'marketing' },
            errors: [
              {
                code: 131026,
                title: 'Message undeliverable',
                error_data: { details: 'Not a WhatsApp user' },
              },
            ],
          },
        ],
      }),
    );
    expect(status).toEqual({
      kind: 'status',
      phoneNumberId: '100000000000001',
      messageId: 'wamid.OUT2',
      status: 'failed',
      timestamp: new Date(1795350001 * 1000),
      recipientId: '4915100000000',
      bizOpaqueCallbackData: 'recipient-42',
      pricingCategory: 'marketing',
      error: { code: 131026, title: 'Message undeliverable', details: 'Not a WhatsApp user' },
    });
  });

  it('reads a template review, its integer id as text', () => {
    expect(
      parseCloudWebhook(
        envelope('message_template_status_update', {
          event: 'REJECTED',
          message_template_id: 1689556908129832,
          message_template_name: 'reject_spring_sale',
          message_template_language: 'en',
          reason: 'INVALID_FORMAT',
        }),
      ),
    ).toEqual([
      {
        kind: 'template-status',
        businessAccountId: '200000000000001',
        templateId: '1689556908129832',
        name: 'reject_spring_sale',
        language: 'en',
        event: 'REJECTED',
        reason: 'INVALID_FORMAT',
      },
    ]);
  });

  it('passes over change fields Parley does not use', () => {
    expect(parseCloudWebhook(envelope('account_alerts', { entity_type: 'WABA' }))).toEqual([]);
  });

  it('refuses an envelope that is not a WhatsApp business account’s', () => {
    expect(() => parseCloudWebhook({ object: 'page', entry: [] })).toThrow();
  });
});
