import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignature } from './verify-signature';

const secret = 'app-secret-for-tests';
// Meta escapes non-ASCII as \uXXXX: the signature covers these exact bytes, not a re-serialisation.
const body = Buffer.from(
  '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"value":{"text":"caf\\u00e9 \\/ ok"}}]}]}',
);
const sign = (bytes: Buffer, key = secret) =>
  `sha256=${createHmac('sha256', key).update(bytes).digest('hex')}`;

describe('verifySignature', () => {
  it('accepts the HMAC-SHA256 of the raw body keyed with the app secret', () => {
    expect(verifySignature(body, sign(body), secret)).toBe(true);
  });

  it('accepts the hex digest in upper case too', () => {
    expect(verifySignature(body, sign(body).toUpperCase().replace('SHA256=', 'sha256='), secret)).toBe(true);
  });

  it('refuses a signature over the re-serialised JSON', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString())));
    expect(verifySignature(body, sign(reserialised), secret)).toBe(false);
  });

  it('refuses another secret, a missing header and malformed headers', () => {
    expect(verifySignature(body, sign(body, 'another-secret'), secret)).toBe(false);
    expect(verifySignature(body, undefined, secret)).toBe(false);
    expect(verifySignature(body, 'sha1=abc', secret)).toBe(false);
    expect(verifySignature(body, 'sha256=not-hex', secret)).toBe(false);
  });
});
