import { type Channel, channelRoutes } from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, users } from '../../db/schema/index';
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

/** The business adds a new number in the dialog, as the simulator's dialog lets it; answers the number's id. */
async function newNumberInDialog(): Promise<string> {
  const query = new URLSearchParams({ client_id: seed.app.appId, origin: 'http://parley.test' });
  const response = await fetch(`${sim.url}/dialog/embedded-signup?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone_number_id: 'new', choice: 'continue' }),
  });
  // The result page posts Meta's FINISH message, JSON inside a script string, to the opener.
  const [, phoneNumberId] = (await response.text()).match(/phone_number_id\\":\\"(\d+)/) ?? [];
  if (!phoneNumberId) throw new Error('the dialog did not add a number');
  return phoneNumberId;
}

/** Registers the number at the simulator again, as a business would with its PIN. */
const registerAgain = async (phoneNumberId: string, pin: string) => {
  const response = await fetch(`${sim.graphUrl}/${phoneNumberId}/register`, {
    method: 'POST',
    headers: { ...bearer(seed.accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', pin }),
  });
  return (await response.json()) as { success?: boolean; error?: { code: number } };
};

const registrationPin = (token: string, channelId: string) =>
  t.app.inject({
    method: 'GET',
    url: channelRoutes.registrationPin.path.replace(':channelId', channelId),
    headers: bearer(token),
  });

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
      hasRegistrationPin: true,
    });
  });

  it('keeps the PIN it registered the number with and shows it to account admins only', async () => {
    const { accessToken, input } = await signUp(t.app);
    const phoneNumberId = await newNumberInDialog();
    const connected = await complete(accessToken, {
      displayName: 'Kitchen',
      code: await dialogCode(),
      businessAccountId: seed.business.wabaId,
      phoneNumberId,
    });
    const { channelId } = connected.json<Channel>();

    const shown = await registrationPin(accessToken, channelId);
    expect(shown.statusCode).toBe(200);
    const { pin } = shown.json<{ pin: string }>();
    expect(pin).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channelId));
    expect(row?.registrationPinSealed).toMatch(/^v1\./);
    expect(row?.registrationPinSealed).not.toContain(pin);
    // The simulator keeps the first PIN a number is registered with and refuses any other.
    expect(await registerAgain(phoneNumberId, pin)).toEqual({ success: true });
    const otherPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    expect((await registerAgain(phoneNumberId, otherPin)).error?.code).toBe(133005);

    const stranger = await signUp(t.app);
    expect((await registrationPin(stranger.accessToken, channelId)).statusCode).toBe(404);

    await t.database.db.update(users).set({ roleName: 'manager' }).where(eq(users.userName, input.userName));
    const asManager = await registrationPin(accessToken, channelId);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json()).toEqual({
      code: 'ACCOUNT_ADMIN_ONLY',
      message: 'Only an account admin can do this',
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
