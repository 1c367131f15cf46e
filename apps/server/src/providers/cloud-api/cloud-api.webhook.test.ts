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

  it('keeps the click-to-WhatsApp ad a message came from', () => {
    const [message] = parseCloudWebhook(
      envelope('messages', {
        metadata,
        contacts: [{ profile: { name: 'Maya Fischer' }, wa_id: '4915112345678' }],
        messages: [
          {
            referral: {
              source_url: 'https://fb.me/3cr4Wqqkv',
              source_id: '120212345678900123',
              source_type: 'ad',
              headline: 'Spring sale: 20% off vases',
              body: 'Hand-made in Lisbon. Tap to chat with us.',
              media_type: 'video',
              video_url: 'https://video.example/ad.mp4',
              thumbnail_url: 'https://scontent.example/ad-thumb.jpg',
              ctwa_clid:
                'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a',
            },
            from: '4915112345678',
            id: 'wamid.AD1',
            timestamp: '1795350100',
            type: 'text',
            text: { body: 'Is the blue vase still available?' },
          },
        ],
      }),
    );
    expect(message).toMatchObject({
      kind: 'message',
      messageId: 'wamid.AD1',
      content: { body: 'Is the blue vase still available?' },
      referral: {
        sourceUrl: 'https://fb.me/3cr4Wqqkv',
        sourceId: '120212345678900123',
        sourceType: 'ad',
        headline: 'Spring sale: 20% off vases',
        body: 'Hand-made in Lisbon. Tap to chat with us.',
        mediaType: 'video',
        videoUrl: 'https://video.example/ad.mp4',
        thumbnailUrl: 'https://scontent.example/ad-thumb.jpg',
        ctwaClid:
          'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a',
      },
    });
  });

  it('reads an ad shown in Status, which has no click id, and drops a field of an unexpected type', () => {
    const [message] = parseCloudWebhook(
      envelope('messages', {
        metadata,
        messages: [
          {
            referral: {
              source_url: 'https://fb.me/status-ad',
              source_id: 1202123456789,
              source_type: 'ad',
              headline: { text: 'not a string' },
              media_type: 'image',
              image_url: 'https://scontent.example/ad.jpg',
            },
            from: '1',
            id: 'wamid.AD2',
            timestamp: '1',
            type: 'text',
            text: { body: 'Hi' },
          },
        ],
      }),
    );
    expect(message).toMatchObject({
      referral: {
        sourceUrl: 'https://fb.me/status-ad',
        sourceId: '1202123456789',
        sourceType: 'ad',
        mediaType: 'image',
        imageUrl: 'https://scontent.example/ad.jpg',
      },
    });
    expect(message).not.toHaveProperty('referral.headline');
    expect(message).not.toHaveProperty('referral.ctwaClid');
  });

  it('keeps the catalog product a customer asked about with “Message business”', () => {
    const [message] = parseCloudWebhook(
      envelope('messages', {
        metadata,
        messages: [
          {
            from: '4915112345678',
            id: 'wamid.PRODUCT1',
            timestamp: '1795350200',
            type: 'text',
            text: { body: 'Does this come in green?' },
            context: {
              from: '15550100001',
              id: 'wamid.CATALOG1',
              referred_product: { catalog_id: '300000000000001', product_retailer_id: 'vase-blue-30' },
            },
          },
        ],
      }),
    );
    expect(message).toMatchObject({
      referredProduct: { catalogId: '300000000000001', productRetailerId: 'vase-blue-30' },
    });
    expect(message).not.toHaveProperty('referral');
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

  it('keeps a rejection’s explanation and recommendation, and the language as Meta writes it', () => {
    const [review] = parseCloudWebhook(
      envelope('message_template_status_update', {
        event: 'REJECTED',
        message_template_id: 1689556908129832,
        message_template_name: 'order_confirmation',
        message_template_language: 'en-US',
        reason: 'INVALID_FORMAT',
        message_template_category: 'UTILITY',
        rejection_info: {
          reason: 'The body starts with a variable.',
          recommendation: 'Add some text before the first variable.',
        },
      }),
    );
    expect(review).toEqual({
      kind: 'template-status',
      businessAccountId: '200000000000001',
      templateId: '1689556908129832',
      name: 'order_confirmation',
      language: 'en-US',
      event: 'REJECTED',
      reason: 'INVALID_FORMAT',
      rejectionInfo: {
        reason: 'The body starts with a variable.',
        recommendation: 'Add some text before the first variable.',
      },
    });
  });

  it('passes over change fields Parley does not use', () => {
    expect(parseCloudWebhook(envelope('account_alerts', { entity_type: 'WABA' }))).toEqual([]);
  });

  it('refuses an envelope that is not a WhatsApp business account’s', () => {
    expect(() => parseCloudWebhook({ object: 'page', entry: [] })).toThrow();
  });
});
