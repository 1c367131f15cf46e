import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info', META_VERIFY_TOKEN: 'handshake-secret-token' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t?.close());

describe('a request in the log', () => {
  it('names its path but none of its query values: a verify token or a searched name stay out', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/webhooks/cloud?hub.mode=subscribe&hub.verify_token=handshake-secret-token&hub.challenge=42',
    });
    await t.app.inject({ method: 'GET', url: '/api/v1/contacts?searchTerm=Ada%20Lovelace' });

    const logged = lines.join('\n');
    expect(logged).toContain('/webhooks/cloud');
    expect(logged).toContain('/api/v1/contacts');
    expect(logged).not.toContain('handshake-secret-token');
    expect(logged).not.toContain('Lovelace');
  });
});
