import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PartnerSandbox, startPartnerSandbox } from './partner-sandbox';

let sandbox: PartnerSandbox;
beforeAll(async () => {
  sandbox = await startPartnerSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('partner onboarding', () => {
  it('takes an app from login to a connected number, an app token and a webhook subscription', async () => {
    const partnerToken = await sandbox.login();
    const created = await sandbox.asToken(partnerToken, '/partner/app', {
      form: { name: 'AcmeBakery', templateMessaging: 'true', disableOptinPrefUrl: 'false' },
    });
    expect(created.body).toEqual({
      status: 'success',
      app: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'AcmeBakery', live: false },
    });
    const appId = created.body.app.id;

    const linked = await sandbox.asToken(
      partnerToken,
      `/partner/app/${appId}/onboarding/embed/link?regenerate=true`,
    );
    expect(linked.body).toEqual({ status: 'success', link: expect.any(String) });
    const link: string = linked.body.link;
    expect(link.startsWith(`${sandbox.sim.url}/partner/onboarding/`)).toBe(true);

    const before = await sandbox.asToken(partnerToken, `/partner/app/${appId}/details`);
    expect(before.body.appDetails).toMatchObject({ id: appId, name: 'AcmeBakery', live: false, phone: null });

    const page = await fetch(link);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Connect your WhatsApp number to AcmeBakery');
    expect(html).toMatch(/<form method="post"><button type="submit">Connect number<\/button><\/form>/);

    const connected = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(await connected.text()).toMatch(/Number connected[\s\S]*\+1 555 020 0001/);

    const after = await sandbox.asToken(partnerToken, `/partner/app/${appId}/details`);
    expect(after.body).toEqual({
      status: 'success',
      appDetails: {
        id: appId,
        name: 'AcmeBakery',
        live: true,
        healthy: true,
        phone: '+1 555 020 0001',
        phoneNumberId: '100000000020001',
        wabaId: expect.stringMatching(/^\d{16}$/),
        apiKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });

    const token = await sandbox.asToken(partnerToken, `/partner/app/${appId}/token`);
    expect(token.body).toEqual({
      status: 'success',
      token: { token: expect.stringMatching(/^sk_[0-9a-f]{32}$/) },
    });
    const again = await sandbox.call(`/partner/app/${appId}/token`, {
      headers: { authorization: partnerToken },
    });
    expect(again.body).toEqual(token.body);

    const appToken = token.body.token.token;
    const subscribed = await sandbox.asToken(appToken, `/partner/app/${appId}/subscription`, {
      form: {
        url: 'https://parley.test/hooks/partner/secret',
        modes: 'MESSAGE,SENT',
        tag: 'parley',
        version: '2',
      },
    });
    expect(subscribed.body).toEqual({
      status: 'success',
      subscription: {
        id: expect.any(String),
        url: 'https://parley.test/hooks/partner/secret',
        modes: 'MESSAGE,SENT',
        version: 2,
        tag: 'parley',
        active: true,
      },
    });
    const listed = await sandbox.asToken(appToken, `/partner/app/${appId}/subscription`);
    expect(listed.body.subscriptions).toEqual([subscribed.body.subscription]);
    const path = `/partner/app/${appId}/subscription/${subscribed.body.subscription.id}`;
    expect((await sandbox.asToken(appToken, path, { method: 'DELETE' })).body).toEqual({ status: 'success' });
    expect(
      (await sandbox.asToken(appToken, `/partner/app/${appId}/subscription`)).body.subscriptions,
    ).toEqual([]);
  });

  it('connects one number per app, numbered in order, also through the control API', async () => {
    const first = await sandbox.onboardApp('FirstShop');
    const second = await sandbox.onboardApp('SecondShop');
    expect([first.source, second.source]).toEqual(['15550200001', '15550200002']);
    const repeated = await sandbox.control(`/partner/apps/${first.appId}/complete-signup`, {});
    expect(repeated.body).toEqual({
      phoneNumberId: first.phoneNumberId,
      displayPhoneNumber: '+1 555 020 0001',
    });
    expect((await sandbox.control('/partner/apps/nope/complete-signup', {})).status).toBe(404);
  });

  it('refuses a duplicate app name and a name that is not letters and digits', async () => {
    const partnerToken = await sandbox.login();
    const create = (name: string) => sandbox.asToken(partnerToken, '/partner/app', { form: { name } });
    expect((await create('AcmeBakery')).status).toBe(200);
    expect(await create('acmebakery')).toEqual({
      status: 400,
      body: { status: 'error', message: 'App name already exists' },
    });
    expect((await create('Acme Bakery')).status).toBe(400);
  });

  it('refuses a subscription URL that is not http(s) and a version other than 2 or 3', async () => {
    const app = await sandbox.onboardApp('HookShop');
    const subscribe = (url: string, version: string) =>
      sandbox.asToken(app.appToken, `/partner/app/${app.appId}/subscription`, {
        form: { url, modes: 'MESSAGE', tag: 't', version },
      });
    expect((await subscribe('ftp://parley.test/hook', '2')).body).toMatchObject({ status: 'error' });
    expect((await subscribe('https://parley.test/hook', '4')).status).toBe(400);
  });

  it('answers 401 for a wrong password, a wrong or expired token, or another app’s token', async () => {
    const wrong = await sandbox.call('/partner/account/login', {
      form: { email: 'sandbox@partner.parley.test', password: 'guess' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.status).toBe('error');

    const app = await sandbox.onboardApp('TokenShop');
    const other = await sandbox.onboardApp('OtherShop');
    expect((await sandbox.call(`/partner/app/${app.appId}/details`)).status).toBe(401);
    expect((await sandbox.asToken('not-a-token', `/partner/app/${app.appId}/details`)).status).toBe(401);
    expect((await sandbox.asToken(other.appToken, `/partner/app/${app.appId}/templates`)).body).toEqual({
      status: 'error',
      message: 'Unauthorized Access',
    });

    const partnerToken = await sandbox.login();
    await sandbox.control('/clock', { advanceMs: 24 * 60 * 60 * 1000 });
    expect((await sandbox.asToken(partnerToken, `/partner/app/${app.appId}/details`)).status).toBe(401);
  });

  it('answers 404 for an unknown app', async () => {
    const partnerToken = await sandbox.login();
    const details = await sandbox.asToken(
      partnerToken,
      '/partner/app/5f0c0f4e-0000-4000-8000-000000000000/details',
    );
    expect(details.status).toBe(404);
    expect(details.body).toEqual({ status: 'error', message: expect.stringContaining('not found') });
  });

  it('keeps a signup link five days and replaces it when regenerated', async () => {
    const partnerToken = await sandbox.login();
    const created = await sandbox.asToken(partnerToken, '/partner/app', { form: { name: 'LinkShop' } });
    const path = `/partner/app/${created.body.app.id}/onboarding/embed/link`;
    const first = (await sandbox.asToken(partnerToken, path)).body.link;
    expect((await sandbox.asToken(partnerToken, path)).body.link).toBe(first);
    const second = (await sandbox.asToken(partnerToken, `${path}?regenerate=true`)).body.link;
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    await sandbox.control('/clock', { advanceMs: 5 * 24 * 60 * 60 * 1000 });
    const expired = await fetch(second);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('no longer valid');
  });
});
