import { describe, expect, it } from 'vitest';
import { parseCloudWebhook } from './cloud-api.webhook';

// Our own fixtures, shaped like Meta's webhook reference pages and their examples.
const wabaId = '200000000000001';
const envelope = (field: string, value: unknown, time: unknown = 1795350000) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: wabaId, time, changes: [{ field, value }] }],
});
const at = new Date(1795350000 * 1000);

describe('parseCloudWebhook: health notices', () => {
  it('reads an account-level error of a messages change (130429) with its number', () => {
    const events = parseCloudWebhook(
      envelope('messages', {
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: '15550100001', phone_number_id: '100000000000001' },
        errors: [
          {
            code: 130429,
            title: 'Rate limit hit',
            message: 'Rate limit hit',
            error_data: { details: 'Cloud API message throughput has been reached.' },
            href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
          },
        ],
      }),
    );
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'health',
        topic: 'accountError',
        event: '130429',
        businessAccountId: wabaId,
        phoneNumberId: '100000000000001',
        facts: {
          code: '130429',
          title: 'Rate limit hit',
          details: 'Cloud API message throughput has been reached.',
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
        surprises: [],
        occurredAt: at,
      }),
    ]);
  });

  it('reads a messaging limit change with the portfolio limit, written as a number or as text', () => {
    const [asText] = parseCloudWebhook(
      envelope('phone_number_quality_update', {
        display_phone_number: '15550100001',
        event: 'UPGRADE',
        old_limit: 'TIER_250',
        current_limit: 'TIER_2K',
        max_daily_conversations_per_business: 'TIER_2K',
      }),
    );
    expect(asText).toMatchObject({
      topic: 'messagingLimit',
      event: 'UPGRADE',
      displayPhoneNumber: '15550100001',
      facts: { messagingLimit: 'TIER_2K', previousLimit: 'TIER_250' },
      surprises: [],
    });
    const [asNumber] = parseCloudWebhook(
      envelope('phone_number_quality_update', {
        display_phone_number: 15550100001,
        event: 'DOWNGRADE',
        max_daily_conversations_per_business: 250,
      }),
    );
    expect(asNumber).toMatchObject({
      topic: 'messagingLimit',
      displayPhoneNumber: '15550100001',
      facts: { messagingLimit: '250' },
    });
  });

  it('reads a flagged number as a low (RED) quality, and a throughput upgrade as its throughput', () => {
    const [flagged] = parseCloudWebhook(
      envelope('phone_number_quality_update', { display_phone_number: '15550100001', event: 'FLAGGED' }),
    );
    expect(flagged).toMatchObject({
      topic: 'quality',
      event: 'FLAGGED',
      facts: { qualityRating: 'RED' },
    });
    const [faster] = parseCloudWebhook(
      envelope('phone_number_quality_update', {
        display_phone_number: '15550100001',
        event: 'THROUGHPUT_UPGRADE',
        current_limit: 'TIER_UNLIMITED',
      }),
    );
    expect(faster).toMatchObject({ topic: 'throughput', facts: { throughput: 'HIGH' } });
  });

  it('reads a display name review with its decision and reason', () => {
    const [review] = parseCloudWebhook(
      envelope('phone_number_name_update', {
        display_phone_number: '15550100001',
        decision: 'REJECTED',
        requested_verified_name: 'Bloom & Petal',
        rejection_reason: 'NAME_FORMAT_UNACCEPTABLE',
      }),
    );
    expect(review).toMatchObject({
      topic: 'nameReview',
      facts: {
        nameDecision: 'REJECTED',
        requestedName: 'Bloom & Petal',
        rejectionReason: 'NAME_FORMAT_UNACCEPTABLE',
      },
    });
  });

  it('reads restrictions and violations of the account, a single restriction written as an object too', () => {
    const [restricted] = parseCloudWebhook(
      envelope('account_update', {
        event: 'ACCOUNT_RESTRICTION',
        restriction_info: [
          { restriction_type: 'RESTRICTED_ADD_PHONE_NUMBER_ACTION', expiration: 1795950000 },
        ],
      }),
    );
    expect(restricted).toMatchObject({
      topic: 'restriction',
      facts: { restrictionType: 'RESTRICTED_ADD_PHONE_NUMBER_ACTION', expiration: '1795950000' },
      surprises: [],
    });
    const [single] = parseCloudWebhook(
      envelope('account_update', {
        event: 'ACCOUNT_RESTRICTION',
        restriction_info: {
          restriction_type: 'RESTRICTED_BIZ_INITIATED_MESSAGING',
          expiration: '1795950000',
        },
      }),
    );
    expect(single).toMatchObject({
      topic: 'restriction',
      facts: { restrictionType: 'RESTRICTED_BIZ_INITIATED_MESSAGING' },
      surprises: ['restriction_info is an object, not a list'],
    });
    const [violation] = parseCloudWebhook(
      envelope('account_update', {
        phone_number: '15550100001',
        event: 'ACCOUNT_VIOLATION',
        violation_info: { violation_type: 'SCAM' },
      }),
    );
    expect(violation).toMatchObject({
      topic: 'violation',
      displayPhoneNumber: '15550100001',
      facts: { violationType: 'SCAM' },
    });
  });

  it('reads the portfolio’s messaging limit from a capability update', () => {
    const [capability] = parseCloudWebhook(
      envelope('business_capability_update', {
        max_daily_conversations_per_business: 10000,
        max_phone_numbers_per_business: 2,
      }),
    );
    expect(capability).toMatchObject({
      topic: 'capability',
      facts: { messagingLimit: '10000', maxPhoneNumbers: '2' },
    });
  });

  it('reads a security notice', () => {
    const [security] = parseCloudWebhook(
      envelope('security', { display_phone_number: '15550100001', event: 'PIN_CHANGED', requester: '1234' }),
    );
    expect(security).toMatchObject({ topic: 'security', event: 'PIN_CHANGED', facts: { requester: '1234' } });
  });

  it('reads a template’s quality, category change and new components, its integer id as text', () => {
    const [quality, category, components] = parseCloudWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          time: 1795350000,
          changes: [
            {
              field: 'message_template_quality_update',
              value: {
                previous_quality_score: 'GREEN',
                new_quality_score: 'YELLOW',
                message_template_id: 1689556908129832,
                message_template_name: 'spring_sale',
                message_template_language: 'en-US',
              },
            },
            {
              field: 'template_category_update',
              value: {
                message_template_id: 1689556908129832,
                message_template_name: 'spring_sale',
                message_template_language: 'en-US',
                previous_category: 'UTILITY',
                new_category: 'MARKETING',
              },
            },
            {
              field: 'message_template_components_update',
              value: {
                message_template_id: 1689556908129832,
                message_template_name: 'spring_sale',
                message_template_language: 'en-US',
                message_template_title: 'Spring',
                message_template_element: 'Our spring sale starts now',
              },
            },
          ],
        },
      ],
    });
    expect(quality).toMatchObject({
      topic: 'templateQuality',
      templateId: '1689556908129832',
      facts: { qualityScore: 'YELLOW', previousQualityScore: 'GREEN', templateName: 'spring_sale' },
    });
    expect(category).toMatchObject({
      topic: 'templateCategory',
      templateId: '1689556908129832',
      facts: { previousCategory: 'UTILITY', newCategory: 'MARKETING' },
    });
    expect(components).toMatchObject({
      topic: 'templateComponents',
      templateId: '1689556908129832',
      facts: { title: 'Spring' },
    });
  });

  it('keeps a notice whose fields are not where the reference puts them, and says what surprised it', () => {
    const [notice] = parseCloudWebhook(
      envelope(
        'phone_number_name_update',
        { display_phone_number: '15550100001', name: { decision: 'X' } },
        '1795350000',
      ),
    );
    expect(notice).toMatchObject({
      topic: 'nameReview',
      facts: {},
      details: { display_phone_number: '15550100001', name: { decision: 'X' } },
      surprises: ['decision is missing'],
      occurredAt: at,
    });
  });
});
