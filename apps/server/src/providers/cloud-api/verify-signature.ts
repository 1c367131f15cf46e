import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`,
 * keyed with the app secret. The raw bytes matter: re-serialised JSON would not match.
 */
export function verifySignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}
