import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('phone numbers and WABA', () => {
  it('describes a phone number with the requested fields', async () => {
    const fields = 'display_phone_number,verified_name,quality_rating,throughput,messaging_limit_tier';
    const response = await sandbox.graph(`/${sandbox.phoneNumberId}?fields=${fields}`);
    expect(response.body).toEqual({
      display_phone_number: '+1 555 010 0001',
      verified_name: 'Parley Sandbox',
      quality_rating: 'GREEN',
      throughput: { level: 'STANDARD' },
      messaging_limit_tier: 'TIER_2K',
      id: sandbox.phoneNumberId,
    });
    const unknownField = await sandbox.graph(`/${sandbox.phoneNumberId}?fields=colour`);
    expect(unknownField.body.error).toMatchObject({
      code: 100,
      message: '(#100) Tried accessing nonexisting field (colour) on node type (WhatsAppBusinessPhoneNumber)',
    });
  });

  it('lists the WABA phone numbers', async () => {
    const response = await sandbox.graph(`/${sandbox.sim.seed.business.wabaId}/phone_numbers`);
    expect(response.body.data.map((phone: { id: string }) => phone.id)).toEqual(
      sandbox.sim.seed.business.phoneNumbers.map((phone) => phone.phoneNumberId),
    );
    expect(response.body.data[0]).toMatchObject({
      platform_type: 'CLOUD_API',
      code_verification_status: 'VERIFIED',
    });
  });

  it('subscribes and unsubscribes the app', async () => {
    const path = `/${sandbox.sim.seed.business.wabaId}/subscribed_apps`;
    expect((await sandbox.graph(path)).body.data).toEqual([
      expect.objectContaining({
        whatsapp_business_api_data: expect.objectContaining({ id: sandbox.sim.seed.app.appId }),
      }),
    ]);
    await sandbox.graph(path, { method: 'DELETE' });
    expect((await sandbox.graph(path)).body.data).toEqual([]);
    expect((await sandbox.graph(path, { method: 'POST' })).body).toEqual({ success: true });
    expect((await sandbox.graph(path)).body.data).toHaveLength(1);
  });

  it('registers a number with a PIN and refuses a different PIN afterwards', async () => {
    const path = `/${sandbox.phoneNumberId}/register`;
    const register = (pin: string) => sandbox.graph(path, { body: { messaging_product: 'whatsapp', pin } });
    expect((await register('123456')).body).toEqual({ success: true });
    expect((await register('123456')).body).toEqual({ success: true });
    expect((await register('654321')).body.error.code).toBe(133005);
    expect((await register('12')).body.error.code).toBe(100);
  });
});

describe('embedded signup', () => {
  it('exchanges a minted code once for a working business token', async () => {
    const { app } = sandbox.sim.seed;
    const minted = await sandbox.control('/embedded-signup/codes', {});
    expect(minted.body).toMatchObject({
      code: expect.any(String),
      expires_in: 30,
      waba_id: sandbox.sim.seed.business.wabaId,
    });
    const exchange = (code: string, secret = app.appSecret) =>
      sandbox.graph(`/oauth/access_token?client_id=${app.appId}&client_secret=${secret}&code=${code}`, {
        token: null,
      });

    expect((await exchange(minted.body.code, 'wrong')).body.error.code).toBe(1);
    const exchanged = await exchange(minted.body.code);
    expect(exchanged.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    expect((await exchange(minted.body.code)).body.error.code).toBe(100);

    const withNewToken = await sandbox.graph(`/${sandbox.phoneNumberId}`, {
      token: exchanged.body.access_token,
    });
    expect(withNewToken.status).toBe(200);
  });
});
