import { type Channel, type ChannelHealth, errorMessages, type PartnerApp } from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import { partnerApps } from '../../providers/partner/partner.apps';
import { createPartnerClient } from '../../providers/partner/partner-client';
import { freePort } from '../../test/free-port';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';

const seed = sandboxSeed();
let sim: Simulator;
let t: TestApp;
let parleyUrl: string;

beforeAll(async () => {
  sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 } });
  const port = await freePort();
  parleyUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    GRAPH_API_URL: sim.graphUrl,
    PARTNER_API_URL: sim.url,
    PARTNER_MESSAGING_URL: sim.url,
    PARTNER_EMAIL: seed.partner.email,
    PARTNER_CLIENT_SECRET: seed.partner.password,
    PUBLIC_URL: parleyUrl,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('the partner’s webhook did not reach Parley in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the partner wizard', () => {
  it('creates the app, waits for its signup, creates the channel and receives its messages', async () => {
    const { accessToken } = await signUp(t.app);

    const created = await call(accessToken, 'POST', '/api/v1/partner/apps', { appName: 'BloomFlowers' });
    expect(created.statusCode).toBe(201);
    const app = created.json<PartnerApp>();
    expect(app).toMatchObject({ appName: 'BloomFlowers', displayPhoneNumber: null, channelId: null });
    expect(app.link.startsWith(sim.url)).toBe(true);

    const early = await call(accessToken, 'POST', `/api/v1/partner/apps/${app.appId}/channel`, {
      displayName: 'Bloom',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'SIGNUP_INCOMPLETE',
      message: errorMessages.SIGNUP_INCOMPLETE,
    });

    // The business follows the signup link and connects its number.
    const signup = await fetch(app.link, { method: 'POST' });
    expect(signup.ok).toBe(true);
    const details = await call(accessToken, 'GET', `/api/v1/partner/apps/${app.appId}`);
    const number = details.json<PartnerApp>().displayPhoneNumber;
    expect(number).toMatch(/^\+1 555/);

    const channelResponse = await call(accessToken, 'POST', `/api/v1/partner/apps/${app.appId}/channel`, {
      displayName: 'Bloom',
    });
    expect(channelResponse.statusCode).toBe(201);
    const channel = channelResponse.json<Channel>();
    expect(channel).toMatchObject({
      displayName: 'Bloom',
      provider: 'partner',
      displayPhoneNumber: number,
      webhookSubscribed: false,
    });

    const platforms = await call(accessToken, 'GET', '/api/v1/channels/platforms');
    expect(platforms.json()).toEqual({
      data: [
        {
          platform: 'whatsapp',
          label: 'WhatsApp',
          url: '/dashboard/channels',
          channelGroups: [
            {
              channelGroupId: 3,
              provider: 'partner',
              channels: [
                {
                  channelId: channel.channelId,
                  label: 'Bloom',
                  namespaces: {
                    templates: 'gagp',
                    inbox: 'gagp',
                    reports: 'gagp',
                    campaign: 'gagp',
                    receiverProfile: 'gagp',
                  },
                },
              ],
            },
          ],
        },
      ],
    });

    const configured = await call(accessToken, 'PUT', `/api/v1/partner/apps/${app.appId}/webhook`);
    expect(configured.statusCode).toBe(200);
    expect(configured.json<PartnerApp>()).toMatchObject({
      channelId: channel.channelId,
      webhookConfigured: true,
    });
    const listed = await call(accessToken, 'GET', `/api/v1/channels/${channel.channelId}`);
    expect(listed.json<Channel>().webhookSubscribed).toBe(true);

    // A customer writes to the new number: the partner's own webhook format lands in the inbox.
    const wrote = await fetch(`${sim.url}/_sim/customers/${seed.customers[0]?.waId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phoneNumberId: channel.phoneNumberId,
        message: { type: 'text', text: { body: 'Are tulips in season?' } },
      }),
    });
    expect(wrote.ok).toBe(true);
    const message = await eventually(async () => {
      const conversations = await call(
        accessToken,
        'GET',
        `/api/v1/conversations?channelId=${channel.channelId}`,
      );
      const [conversation] = conversations.json<{ data: { conversationId: string }[] }>().data;
      if (!conversation) return undefined;
      const messages = await call(
        accessToken,
        'GET',
        `/api/v1/conversations/${conversation.conversationId}/messages`,
      );
      return messages.json<{ data: { direction: string; content: unknown }[] }>().data[0];
    });
    expect(message).toMatchObject({ direction: 'inbound', content: { body: 'Are tulips in season?' } });

    const forged = await t.app.inject({
      method: 'POST',
      url: `/webhooks/partner/${app.appId}/not-the-secret`,
      headers: { 'content-type': 'application/json' },
      payload: { app: 'BloomFlowers', timestamp: Date.now(), version: 2, type: 'message', payload: {} },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a webhook for an app it does not know, and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/webhooks/partner/unknown-app/some-secret',
      headers: { 'content-type': 'application/json' },
      payload: { app: 'x', timestamp: Date.now(), version: 2, type: 'message', payload: {} },
    });
    expect(response.statusCode).toBe(401);
    const stored = await t.database.db.select().from(webhookEvents);
    expect(stored.filter((row) => row.provider === 'partner' && row.body.includes('"app":"x"'))).toEqual([]);
  });

  it('keeps another account’s app to itself', async () => {
    const owner = await signUp(t.app);
    const app = (
      await call(owner.accessToken, 'POST', '/api/v1/partner/apps', { appName: 'OwnersApp' })
    ).json<PartnerApp>();
    const stranger = await signUp(t.app);
    const response = await call(stranger.accessToken, 'GET', `/api/v1/partner/apps/${app.appId}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers the contract’s field message for an app name with spaces', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await call(accessToken, 'POST', '/api/v1/partner/apps', { appName: 'my shop' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Use 3 to 100 letters or digits, without spaces');
  });
});

describe('the partner webhook, in the partner’s v3 format', () => {
  /** The app's subscription as the partner holds it, with the path of Parley's secret URL. */
  async function subscription(appId: string): Promise<{ path: string; modes: string; version: number }> {
    const client = createPartnerClient({
      apiUrl: sim.url,
      messagingUrl: sim.url,
      email: seed.partner.email,
      clientSecret: seed.partner.password,
    });
    const appToken = await partnerApps(client).token(appId);
    const { subscriptions } = await client.asApp<{
      subscriptions: { url: string; modes: string; version: number }[];
    }>(appToken, `/partner/app/${appId}/subscription`);
    const [first] = subscriptions;
    if (!first) throw new Error('the app has no subscription');
    return { ...first, path: first.url.slice(parleyUrl.length) };
  }

  it('lands a v3 message in the inbox, and answers 200 to a v3 body it cannot read, counted on the channel', async () => {
    const { accessToken } = await signUp(t.app);
    const app = (
      await call(accessToken, 'POST', '/api/v1/partner/apps', { appName: 'TulipHouse' })
    ).json<PartnerApp>();
    expect((await fetch(app.link, { method: 'POST' })).ok).toBe(true);
    const channel = (
      await call(accessToken, 'POST', `/api/v1/partner/apps/${app.appId}/channel`, { displayName: 'Tulips' })
    ).json<Channel>();
    expect((await call(accessToken, 'PUT', `/api/v1/partner/apps/${app.appId}/webhook`)).statusCode).toBe(
      200,
    );
    const subscribed = await subscription(app.appId);
    // The partner's v2 carries the account's health (ACCOUNT) and template events; its v3 does not.
    expect(subscribed).toMatchObject({ version: 2, modes: expect.stringContaining('ACCOUNT') });
    const url = subscribed.path;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

    const inbound = await post({
      gs_app_id: app.appId,
      object: 'whatsapp_business_account',
      entry: [
        {
          id: channel.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: channel.displayPhoneNumber,
                  phone_number_id: channel.phoneNumberId,
                },
                contacts: [{ profile: { name: 'Maya Fischer' }, wa_id: '4915112345678' }],
                messages: [
                  {
                    from: '4915112345678',
                    id: 'wamid.V3IN1',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: 'Do you have white tulips?' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(inbound.statusCode).toBe(200);
    const conversation = await eventually(async () => {
      const listed = await call(accessToken, 'GET', `/api/v1/conversations?channelId=${channel.channelId}`);
      return listed.json<{ data: { contact: { phone: string } }[] }>().data[0];
    });
    expect(conversation.contact.phone).toBe('4915112345678');

    const unreadable = await post({
      gs_app_id: app.appId,
      object: 'whatsapp_business_account',
      entry: { changes: 'not a list' },
    });
    expect(unreadable.statusCode).toBe(200);
    const health = await eventually(async () => {
      const found = (
        await call(accessToken, 'GET', `/api/v1/channels/${channel.channelId}/health`)
      ).json<ChannelHealth>();
      return found.unreadableWebhooks.total > 0 ? found : undefined;
    });
    expect(health.unreadableWebhooks.total).toBe(1);
    expect(health.events[0]).toMatchObject({ topic: 'unreadableWebhook', facts: { provider: 'partner' } });
  });
});
