import { afterEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
afterEach(() => sandbox.close());

const appToken = (s: Sandbox) => `${s.sim.seed.app.appId}|${s.sim.seed.app.appSecret}`;
const subscriptions = (s: Sandbox, init: { method?: string; body?: unknown; token?: string } = {}) =>
  s.graph(`/${s.sim.seed.app.appId}/subscriptions`, { token: appToken(s), ...init });
const subscribe = (s: Sandbox, fields: string[], verifyToken = 'verify-me') =>
  subscriptions(s, {
    body: {
      object: 'whatsapp_business_account',
      callback_url: s.receiver.url,
      verify_token: verifyToken,
      fields: fields.join(','),
      include_values: true,
    },
  });
const accountUpdate = (s: Sandbox) =>
  s.control('/business/webhooks', { field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } });
const fieldsReceived = (s: Sandbox) =>
  s.receiver.received.flatMap((hook) =>
    hook.json.entry[0].changes.map((change: { field: string }) => change.field),
  );

describe('/{app-id}/subscriptions', () => {
  it('lists nothing until the app subscribes, then the object, callback and fields', async () => {
    sandbox = await startSandbox();
    expect((await subscriptions(sandbox)).body).toEqual({ data: [] });

    expect(await subscribe(sandbox, ['messages', 'account_update'])).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await subscriptions(sandbox)).body).toEqual({
      data: [
        {
          object: 'whatsapp_business_account',
          callback_url: sandbox.receiver.url,
          active: true,
          fields: [
            { name: 'messages', version: expect.stringMatching(/^v\d+\.\d+$/) },
            { name: 'account_update', version: expect.stringMatching(/^v\d+\.\d+$/) },
          ],
        },
      ],
    });
  });

  it('takes only the app access token, in Graph’s error envelope', async () => {
    sandbox = await startSandbox();
    const withUserToken = await subscriptions(sandbox, { token: sandbox.sim.seed.accessToken });
    expect(withUserToken.status).toBe(400);
    expect(withUserToken.body.error).toMatchObject({ code: 15, type: 'OAuthException' });
    const otherApp = await sandbox.graph('/123/subscriptions', { token: appToken(sandbox) });
    expect(otherApp.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('keeps nothing when the callback does not answer the verification handshake', async () => {
    sandbox = await startSandbox();
    const refused = await subscribe(sandbox, ['messages'], 'wrong-token');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 2200, message: expect.stringMatching(/403/) });
    expect((await subscriptions(sandbox)).body).toEqual({ data: [] });
  });

  it('sends an account-level webhook only while its field is subscribed', async () => {
    sandbox = await startSandbox();
    await subscribe(sandbox, ['messages']);
    await accountUpdate(sandbox);
    await sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'hi' } });
    await sandbox.receiver.waitFor(() => fieldsReceived(sandbox).includes('messages'));

    await subscribe(sandbox, ['messages', 'account_update']);
    await accountUpdate(sandbox);
    await sandbox.receiver.waitFor(() => fieldsReceived(sandbox).includes('account_update'));
    expect(fieldsReceived(sandbox).filter((field) => field === 'account_update')).toHaveLength(1);

    await subscriptions(sandbox, {
      method: 'DELETE',
      body: { object: 'whatsapp_business_account', fields: 'account_update' },
    });
    expect((await subscriptions(sandbox)).body.data[0].fields).toEqual([
      { name: 'messages', version: expect.any(String) },
    ]);
  });

  it('sends every field to an app that never subscribed, as before subscriptions existed', async () => {
    sandbox = await startSandbox();
    await accountUpdate(sandbox);
    await sandbox.receiver.waitFor(() => fieldsReceived(sandbox).includes('account_update'));
  });
});
