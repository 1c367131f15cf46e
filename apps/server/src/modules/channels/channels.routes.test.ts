import { type Channel, channelRoutes, errorMessages } from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { channels } from '../../db/schema/index';
import { startEmbeddedSimulator } from '../../providers/embedded-simulator';
import { SecretBox } from '../../shared/secret-box';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';

const seed = sandboxSeed();
const sandbox = { businessAccountId: seed.business.wabaId, apiKey: seed.accessToken };
let sim: Simulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({ GRAPH_API_URL: sim.graphUrl });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const createChannel = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(token),
    payload: body,
  });

describe('POST /api/v1/channels (cloud provider)', () => {
  it('connects the business account’s number after checking the token with the provider', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await createChannel(accessToken, { displayName: 'Support line', ...sandbox });

    expect(response.statusCode).toBe(201);
    const channel = response.json<Channel>();
    expect(channel).toMatchObject({
      displayName: 'Support line',
      provider: 'cloud',
      businessAccountId: seed.business.wabaId,
      phoneNumberId: seed.business.phoneNumbers[0]?.phoneNumberId,
      displayPhoneNumber: seed.business.phoneNumbers[0]?.displayPhoneNumber,
      qualityRating: 'GREEN',
      messagingLimitTier: 'TIER_2K',
      webhookSubscribed: true,
      // The business registered this number itself, so Parley has no PIN of it.
      hasRegistrationPin: false,
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: channelRoutes.list.path,
      headers: bearer(accessToken),
    });
    expect(listed.json()).toEqual({ data: [channel], totalRecords: 1 });
    const pin = await t.app.inject({
      method: 'GET',
      url: channelRoutes.registrationPin.path.replace(':channelId', channel.channelId),
      headers: bearer(accessToken),
    });
    expect(pin.statusCode).toBe(404);
    const platforms = await t.app.inject({
      method: 'GET',
      url: channelRoutes.platforms.path,
      headers: bearer(accessToken),
    });
    expect(platforms.json().data[0].channelGroups).toEqual([
      {
        channelGroupId: 1,
        provider: 'cloud',
        channels: [
          {
            channelId: channel.channelId,
            label: 'Support line',
            namespaces: {
              templates: 'gaca',
              inbox: 'gaca',
              reports: 'gaca',
              campaign: 'gaca',
              receiverProfile: 'gaca',
            },
          },
        ],
      },
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/${channel.channelId}`,
      headers: bearer(accessToken),
    });
    expect(one.json()).toEqual(channel);
  });

  it('keeps the token sealed at rest', async () => {
    const [row] = await t.database.db.select().from(channels).limit(1);
    expect(row?.accessTokenSealed).not.toContain(seed.accessToken);
    expect(new SecretBox(t.config.encryptionKey).open(row?.accessTokenSealed ?? '')).toBe(seed.accessToken);
  });

  it('connects the next free number for other accounts, then says every number is in use', async () => {
    for (const number of seed.business.phoneNumbers.slice(1)) {
      const { accessToken } = await signUp(t.app);
      const connected = await createChannel(accessToken, { displayName: 'Sales', ...sandbox });
      expect(connected.json<Channel>().phoneNumberId).toBe(number.phoneNumberId);
    }

    const last = await signUp(t.app);
    const refused = await createChannel(last.accessToken, { displayName: 'Sales too', ...sandbox });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PHONE_NUMBER_IN_USE',
      message: errorMessages.PHONE_NUMBER_IN_USE,
    });
  });

  it('passes on the provider’s refusal of a wrong token, saving nothing', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await createChannel(accessToken, {
      displayName: 'Oops',
      ...sandbox,
      apiKey: 'not-a-token',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_REFUSED', details: { providerCode: 190 } });
    const listed = await t.app.inject({
      method: 'GET',
      url: channelRoutes.list.path,
      headers: bearer(accessToken),
    });
    expect(listed.json()).toEqual({ data: [], totalRecords: 0 });
  });

  it('passes on the provider’s refusal of an unknown business account', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await createChannel(accessToken, {
      displayName: 'Oops',
      ...sandbox,
      businessAccountId: '123456789',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_REFUSED' });
  });

  it('names each missing field', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await createChannel(accessToken, { businessAccountId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'displayName', message: 'Channel name is required' },
        { path: 'businessAccountId', message: 'Enter the WhatsApp Business Account ID (digits only)' },
        { path: 'apiKey', message: 'Access token is required' },
      ]),
    );
  });
});

describe('GET /api/v1/channels/:channelId', () => {
  it('answers 404 for another account’s channel', async () => {
    const [row] = await t.database.db.select().from(channels).limit(1);
    const stranger = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/channels/${row?.id}`,
      headers: bearer(stranger.accessToken),
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for the sandbox when Parley is not running with its simulator', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: channelRoutes.sandbox.path,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(channels).where(eq(channels.displayName, 'Oops'))).toEqual([]);
  });
});

describe('GET /api/v1/channels/sandbox', () => {
  it('answers the sandbox business and the simulator’s handset page when Parley runs with its simulator', async () => {
    const embedded = await startEmbeddedSimulator(t.config);
    const app = await buildApp(embedded.config, t.database);
    try {
      const { accessToken } = await signUp(app);
      const response = await app.inject({
        method: 'GET',
        url: channelRoutes.sandbox.path,
        headers: bearer(accessToken),
      });
      expect(response.json()).toEqual({ ...sandbox, handsetUrl: `${embedded.simulator.url}/handset` });
      const handset = await fetch(response.json<{ handsetUrl: string }>().handsetUrl);
      expect(handset.headers.get('content-type')).toMatch(/^text\/html/);
    } finally {
      await app.close();
      await embedded.simulator.close();
    }
  });
});
