import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './webhook-delivery.worker';
import { newWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature';

describe('signWebhook', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the whole secret', () => {
    // Computed apart from Parley: python3 hmac.new(b'whsec_test', b'1700000000.{"id":"x"}', sha256).
    expect(signWebhook('whsec_test', 1_700_000_000, '{"id":"x"}')).toBe(
      'v1=80e8d098018f757aa814ab1abb924f35d304affa1d93d29611a54696207eb7c3',
    );
  });
});

describe('verifyWebhook', () => {
  const secret = newWebhookSecret();
  const body = '{"id":"d1","event":"message.received"}';
  const now = 1_700_000_000;
  const signed = (timestamp: number, text = body) => ({
    timestamp: String(timestamp),
    signature: signWebhook(secret, timestamp, text),
  });

  it('accepts a fresh delivery signed with the secret', () => {
    expect(verifyWebhook(secret, signed(now - 10), body, { nowSeconds: now })).toBe(true);
  });

  it('refuses a changed body, another secret, or a timestamp the signature was not made with', () => {
    expect(verifyWebhook(secret, signed(now), `${body} `, { nowSeconds: now })).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), signed(now), body, { nowSeconds: now })).toBe(false);
    expect(
      verifyWebhook(secret, { ...signed(now), timestamp: String(now + 1) }, body, { nowSeconds: now }),
    ).toBe(false);
    expect(
      verifyWebhook(secret, { timestamp: String(now), signature: undefined }, body, { nowSeconds: now }),
    ).toBe(false);
  });

  it('refuses a replay: a delivery signed more than five minutes ago', () => {
    expect(verifyWebhook(secret, signed(now - 301), body, { nowSeconds: now })).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('waits 10 s after the first failure, twice as long after each next one, at most an hour', () => {
    expect([1, 2, 3, 4, 9, 10, 11, 40].map(retryDelayMs)).toEqual([
      10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('keeps trying for more than a day before a delivery is given up', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 60 * 60 * 1000) elapsed += retryDelayMs(++attempts);
    expect(attempts).toBeGreaterThan(25);
  });
});
