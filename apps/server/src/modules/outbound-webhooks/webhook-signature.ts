import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint secret: what receivers key their HMAC with, the whole string as UTF-8. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the `Parley-Webhook-Signature` header. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does (the README shows it): the signature matches the body and the timestamp, and
 * the timestamp is recent, so a recorded delivery cannot be played again later.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  { nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300 } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
