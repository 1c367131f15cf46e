import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../test/harness';
import { connectRealtime } from '../test/realtime-client';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ JWT_EXPIRES_IN: '2s' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

describe('the realtime socket', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connectRealtime(url, 'not-a-token')).rejects.toThrow('UNAUTHORIZED');
  });

  it('is closed when its token expires, and cannot connect again with it', async () => {
    const { accessToken } = await signUp(t.app);
    const socket = await connectRealtime(url, accessToken);
    try {
      expect(await socket.disconnected()).toBe('io server disconnect');
      await expect(connectRealtime(url, accessToken)).rejects.toThrow('UNAUTHORIZED');
    } finally {
      socket.close();
    }
  });
});
