import { type Channel, channelRoutes } from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';

const seed = sandboxSeed();
const secondNumber = seed.business.phoneNumbers[1];
let sim: Simulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({
    GRAPH_API_URL: sim.graphUrl,
    META_APP_ID: seed.app.appId,
    META_APP_SECRET: seed.app.appSecret,
    META_CONFIG_ID: '700000000000001',
  });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

/** What the dialog hands the browser: a 30-second code, minted here through the simulator's control API. */
async function dialogCode(): Promise<string> {
  const response = await fetch(`${sim.url}/_sim/embedded-signup/codes`, { method: 'POST' });
  return ((await response.json()) as { code: string }).code;
}

const complete = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: channelRoutes.completeEmbeddedSignup.path,
    headers: bearer(token),
    payload: body,
  });

describe('Embedded Signup', () => {
  it('tells the web app how to open Meta’s dialog', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: channelRoutes.embeddedSignupConfig.path,
      headers: bearer(accessToken),
    });
    expect(response.json()).toEqual({
      appId: seed.app.appId,
      configId: '700000000000001',
      graphVersion: 'v23.0',
      simulatorDialogUrl: null,
    });
  });

  it('exchanges the dialog’s code, registers the chosen number and connects it', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await complete(accessToken, {
      displayName: 'Orders',
      code: await dialogCode(),
      businessAccountId: seed.business.wabaId,
      phoneNumberId: secondNumber?.phoneNumberId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Channel>()).toMatchObject({
      displayName: 'Orders',
      provider: 'cloud',
      phoneNumberId: secondNumber?.phoneNumberId,
      displayPhoneNumber: secondNumber?.displayPhoneNumber,
      webhookSubscribed: true,
    });
  });

  it('refuses a code used twice, in the provider’s words, and saves nothing', async () => {
    const { accessToken } = await signUp(t.app);
    const code = await dialogCode();
    const body = { displayName: 'Twice', code, businessAccountId: seed.business.wabaId };
    const first = await complete(accessToken, {
      ...body,
      phoneNumberId: seed.business.phoneNumbers[0]?.phoneNumberId,
    });
    expect(first.statusCode).toBe(201);
    const again = await complete(accessToken, {
      ...body,
      phoneNumberId: seed.business.phoneNumbers[0]?.phoneNumberId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'PROVIDER_REFUSED',
      details: { providerCode: 100, details: 'Invalid verification code format.' },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: channelRoutes.list.path,
      headers: bearer(accessToken),
    });
    expect(listed.json()).toMatchObject({ totalRecords: 1 });
  });

  it('is not offered without a Meta app', async () => {
    const bare = await startTestApp({ GRAPH_API_URL: sim.graphUrl }, { database: t.database });
    try {
      const { accessToken } = await signUp(bare.app);
      const response = await bare.app.inject({
        method: 'GET',
        url: channelRoutes.embeddedSignupConfig.path,
        headers: bearer(accessToken),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
