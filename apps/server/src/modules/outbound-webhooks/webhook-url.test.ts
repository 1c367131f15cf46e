import { errorMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './webhook-url';

const embedded = { embedded: true };
const server = { embedded: false };

const refusal = (url: string, rule: { embedded: boolean }) =>
  checkWebhookUrl(url, rule).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('checkWebhookUrl', () => {
  it('accepts HTTPS to a public address, embedded or not', async () => {
    expect(await refusal('https://93.184.215.14/hooks/parley', server)).toBe('accepted');
    expect(await refusal('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hooks', embedded)).toBe(
      'accepted',
    );
  });

  it('refuses plain HTTP on a server with its own PostgreSQL, even to a public address', async () => {
    expect(await refusal('http://93.184.215.14/hooks', server)).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(await refusal('http://localhost:8080/hooks', server)).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuses private, loopback and link-local addresses, whether written or resolved', async () => {
    for (const url of [
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://172.16.5.4/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/hooks',
      'https://[::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[fd00::5]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://0.0.0.0/hooks',
      'https://localhost/hooks',
    ]) {
      expect(await refusal(url, server), url).toBe('WEBHOOK_URL_NOT_PUBLIC');
    }
  });

  it('takes this machine, by HTTP or HTTPS, on an embedded server, but no other private address', async () => {
    expect(await refusal('http://localhost:4000/hooks', embedded)).toBe('accepted');
    expect(await refusal('http://127.0.0.1:4000/hooks', embedded)).toBe('accepted');
    expect(await refusal('http://[::1]:4000/hooks', embedded)).toBe('accepted');
    expect(await refusal('https://localhost:4443/hooks', embedded)).toBe('accepted');
    expect(await refusal('https://10.1.2.3/hooks', embedded)).toBe('WEBHOOK_URL_NOT_PUBLIC');
    expect(await refusal('http://192.168.0.10/hooks', embedded)).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(await refusal('http://93.184.215.14/hooks', embedded)).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuses a host name that does not resolve, saying so', async () => {
    const error = await checkWebhookUrl('https://no-such-host.invalid/hooks', server).catch((e: Error) => e);
    expect(error).toMatchObject({
      code: 'WEBHOOK_URL_UNRESOLVED',
      message: errorMessages.WEBHOOK_URL_UNRESOLVED,
    });
  });
});
