import { createHmac } from 'node:crypto';
import {
  type Channel,
  type ChannelHealth,
  channelRoutes,
  type TemplateCreated,
  type TemplateList,
  templateRoutes,
} from '@parley/contract';
import { sandboxSeed } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import { connectRealtime, type RealtimeTestClient } from '../../test/realtime-client';
import { appUrl } from '../inbox/inbox.test-helpers';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  simulator,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';

const seed = sandboxSeed();
let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let admin: RealtimeTestClient;
let manager: RealtimeTestClient;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  admin = await connectRealtime(appUrl(w), owner.token);
  manager = await connectRealtime(appUrl(w), (await w.addTeammate(owner, 'manager')).token);
});
afterAll(async () => {
  admin?.close();
  manager?.close();
  await w?.close();
});

const healthPath = (channelId: string) => channelRoutes.health.path.replace(':channelId', channelId);
const healthOf = (member: Member = owner) =>
  member.api.ok<ChannelHealth>('GET', healthPath(channel.channelId));

/** The business's webhook as Meta would send it: any account-level field, signed by the simulator. */
const metaSends = (field: string, value: object) =>
  simulator(w.sim, 'POST', '/_sim/business/webhooks', { field, value });

const postSigned = (body: string) =>
  w.t.app.inject({
    method: 'POST',
    url: '/webhooks/cloud',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', seed.app.appSecret).update(body).digest('hex')}`,
    },
    payload: body,
  });

describe('GET /api/v1/channels/:channelId/health', () => {
  it('shows the quality and messaging limit Meta gives the number, with their times, and tells admins at once', async () => {
    await simulator(w.sim, 'POST', `/_sim/phone-numbers/${channel.phoneNumberId}/health`, {
      qualityRating: 'RED',
      messagingLimitTier: 'TIER_10K',
    });
    // The simulator sends the two changes as two webhooks, which may be processed in either order,
    // and the health's parts are read side by side, so one answer may predate the other webhook.
    const health = await eventually(async () => {
      const found = await healthOf();
      const topics = new Set(found.events.map((event) => event.topic));
      const complete = topics.has('quality') && topics.has('messagingLimit');
      const read = found.qualityRating?.value === 'RED' && found.messagingLimit?.value === 'TIER_10K';
      return complete && read ? found : undefined;
    });
    expect(health.qualityRating).toEqual({ value: 'RED', at: expect.any(String) });
    expect(health.messagingLimit).toEqual({ value: 'TIER_10K', at: expect.any(String) });
    expect(health.events.map((event) => [event.topic, event.event])).toEqual(
      expect.arrayContaining([
        ['quality', 'FLAGGED'],
        ['messagingLimit', 'UPGRADE'],
      ]),
    );
    expect(await admin.next('channel.health', (event) => event.topic === 'messagingLimit')).toMatchObject({
      channelId: channel.channelId,
      event: 'UPGRADE',
      templateId: null,
    });
    // The channel list shows the number's standing too.
    const listed = await owner.api.ok<Channel>(
      'GET',
      channelRoutes.get.path.replace(':channelId', channel.channelId),
    );
    expect(listed).toMatchObject({ qualityRating: 'RED', messagingLimitTier: 'TIER_10K' });
  });

  it('keeps an account-level error (130429) of a messages webhook, with its code and details', async () => {
    await metaSends('messages', {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550100001', phone_number_id: channel.phoneNumberId },
      errors: [
        {
          code: 130429,
          title: 'Rate limit hit',
          message: 'Rate limit hit',
          error_data: { details: 'Cloud API message throughput has been reached.' },
        },
      ],
    });
    const error = await eventually(async () =>
      (await healthOf()).events.find((event) => event.topic === 'accountError'),
    );
    expect(error).toMatchObject({
      event: '130429',
      facts: {
        code: '130429',
        title: 'Rate limit hit',
        details: 'Cloud API message throughput has been reached.',
      },
    });
    expect(await admin.next('channel.health', (event) => event.topic === 'accountError')).toMatchObject({
      channelId: channel.channelId,
      event: '130429',
    });
  });

  it('keeps the name review, restrictions and violations, and a notice whose fields surprised it', async () => {
    await metaSends('phone_number_name_update', {
      display_phone_number: '15550100001',
      decision: 'REJECTED',
      requested_verified_name: 'Bloom Petal',
      rejection_reason: 'NAME_FORMAT_UNACCEPTABLE',
    });
    await metaSends('account_update', {
      event: 'ACCOUNT_RESTRICTION',
      restriction_info: { restriction_type: 'RESTRICTED_BIZ_INITIATED_MESSAGING', expiration: 1795950000 },
    });
    await metaSends('account_update', {
      event: 'ACCOUNT_VIOLATION',
      violation_info: { violation_type: 'SCAM' },
    });
    const health = await eventually(async () => {
      const found = await healthOf();
      const topics = new Set(found.events.map((event) => event.topic));
      return ['nameReview', 'restriction', 'violation'].every((topic) => topics.has(topic as never))
        ? found
        : undefined;
    });
    expect(health.nameReview).toEqual({ value: 'REJECTED', at: expect.any(String) });
    expect(health.events.find((event) => event.topic === 'restriction')?.facts).toMatchObject({
      restrictionType: 'RESTRICTED_BIZ_INITIATED_MESSAGING',
    });
    expect(health.events.find((event) => event.topic === 'violation')?.facts).toEqual({
      violationType: 'SCAM',
    });
  });

  it('shows a template’s quality and its category change where templates are listed', async () => {
    const templatesPath = templateRoutes.list.path.replace(':channelId', channel.channelId);
    const created = await owner.api.ok<TemplateCreated>(
      'POST',
      templatesPath,
      { name: 'health_check', language: 'en', category: 'UTILITY', body: { text: 'Your order is ready.' } },
      201,
    );
    const templateId = Number(created.data.providerTemplateId);
    await metaSends('message_template_quality_update', {
      previous_quality_score: 'GREEN',
      new_quality_score: 'YELLOW',
      message_template_id: templateId,
      message_template_name: 'health_check',
      message_template_language: 'en',
    });
    await metaSends('template_category_update', {
      message_template_id: templateId,
      message_template_name: 'health_check',
      message_template_language: 'en',
      previous_category: 'UTILITY',
      new_category: 'MARKETING',
    });
    const template = await eventually(async () => {
      const { data } = await owner.api.ok<TemplateList>('GET', `${templatesPath}?search=health_check`);
      const found = data[0];
      return found?.qualityScore && found.previousCategory ? found : undefined;
    });
    expect(template).toMatchObject({
      qualityScore: 'YELLOW',
      qualityUpdatedAt: expect.any(String),
      category: 'MARKETING',
      previousCategory: 'UTILITY',
      categoryChangedAt: expect.any(String),
    });
    expect(await admin.next('channel.health', (event) => event.topic === 'templateCategory')).toMatchObject({
      channelId: channel.channelId,
      templateId: created.data.id,
    });
  });

  it('answers 200 to a signed body it cannot read, keeps it with its error and counts it on the channel', async () => {
    const before = (await healthOf()).unreadableWebhooks.total;
    const unreadable = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: seed.business.wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: channel.phoneNumberId },
                messages: [{ id: 42, text: { body: 'my card number is 4111' } }],
              },
            },
          ],
        },
      ],
    });
    const notJson = 'my card number is 4111, {not json';
    for (const body of [unreadable, notJson]) {
      const response = await postSigned(body);
      expect(response.statusCode).toBe(200);
    }
    for (const body of [unreadable, notJson]) {
      const stored = await eventually(async () => {
        const [row] = await w.t.database.db.select().from(webhookEvents).where(eq(webhookEvents.body, body));
        return row?.processedAt ? row : undefined;
      });
      expect(stored.error).toBeTruthy();
    }
    const health = await eventually(async () => {
      const found = await healthOf();
      return found.unreadableWebhooks.total > before ? found : undefined;
    });
    // The body's own JSON names the channel; the one that is not JSON names none and is counted apart.
    expect(health.unreadableWebhooks).toEqual({ total: before + 1, lastAt: expect.any(String) });
    const kept = health.events.find((event) => event.topic === 'unreadableWebhook');
    expect(kept?.facts).toMatchObject({ provider: 'cloud', error: expect.stringContaining('messages.0.id') });
    // The customer's words are not repeated (a check for the digits alone failed on an event id that held them).
    expect(JSON.stringify(health.events)).not.toContain('card number');
  });

  it('is refused to agents and managers, as channels are account admins’ (the permission matrix)', async () => {
    const agent = await w.addTeammate(owner, 'agent');
    const manager = await w.addTeammate(owner, 'manager');
    expect((await agent.api.call('GET', healthPath(channel.channelId))).statusCode).toBe(403);
    expect((await manager.api.call('GET', healthPath(channel.channelId))).statusCode).toBe(403);
  });

  it('answers 404 for another account’s channel', async () => {
    const other = await w.newBusiness();
    const response = await other.owner.api.call('GET', healthPath(channel.channelId));
    expect(response.statusCode).toBe(404);
  });
});
