import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../context';

/** Long enough for the provider to fetch the file and for the customer's phone to load it later. */
const linkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const mediaLinkPath = '/media-links/:accountId/:mediaId';

export interface MediaLinkParams {
  accountId: string;
  mediaId: string;
  expires: string;
  signature: string;
}

/**
 * Public, expiring links to stored files, for a provider that takes media by link (the partner): the
 * link carries its expiry and an HMAC of the file and expiry, so it opens that one file without a
 * sign-in, and only until it expires.
 */
export function createMediaLinks({
  publicUrl,
  encryptionKey,
  clock,
}: {
  publicUrl: string;
  encryptionKey: Buffer;
  clock: Clock;
}) {
  const key = Buffer.from(hkdfSync('sha256', encryptionKey, '', 'parley media links', 32));
  const sign = (accountId: string, mediaId: string, expires: string) =>
    createHmac('sha256', key).update(`${accountId}/${mediaId}/${expires}`).digest();

  return {
    linkTo(accountId: string, mediaId: string): string {
      const expires = String(Math.floor((clock().getTime() + linkLifetimeMs) / 1000));
      const signature = sign(accountId, mediaId, expires).toString('base64url');
      const path = mediaLinkPath.replace(':accountId', accountId).replace(':mediaId', mediaId);
      return `${publicUrl}${path}?expires=${expires}&signature=${signature}`;
    },

    isValid({ accountId, mediaId, expires, signature }: MediaLinkParams): boolean {
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 < clock().getTime()) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(accountId, mediaId, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MediaLinks = ReturnType<typeof createMediaLinks>;
