import { healthRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await startTestApp();
  behindProxy = await startTestApp({ TRUST_PROXY: 'true' }, { database: direct.database });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const health = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: healthRoutes.check.path, headers });

describe('security headers', () => {
  it('forbid framing, inline script and type sniffing, and keep the referrer to the origin', async () => {
    const { headers } = await health(direct);

    const policy = Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Embedded Signup's popup answers through window.opener.
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('are left off the answers to the providers, which only servers read', async () => {
    const { headers } = await direct.app.inject({ method: 'POST', url: '/webhooks/cloud', payload: {} });

    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBeUndefined();
  });

  it('send HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const overHttp = await health(direct);
    const untrustedClaim = await health(direct, { 'x-forwarded-proto': 'https' });
    const overHttps = await health(behindProxy, { 'x-forwarded-proto': 'https' });

    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(untrustedClaim.headers['strict-transport-security']).toBeUndefined();
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
