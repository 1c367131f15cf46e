import { createHash, randomBytes } from 'node:crypto';

const keyPrefix = 'prly_';
/** `prly_` and eight characters of the secret: enough to tell an account's keys apart, nothing to guess with. */
const shownLength = keyPrefix.length + 8;

/** A new key: 256 random bits, written so that a secret scanner can recognise it by its prefix. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${keyPrefix}${randomBytes(32).toString('base64url')}`;
  return { key, hash: apiKeyHash(key), prefix: key.slice(0, shownLength) };
}

/** A random 256-bit key needs no slow hash: SHA-256 finds it by an index lookup on every call. */
export const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Only a value shaped like a key is looked up; anything else is refused without a query. */
export const looksLikeApiKey = (value: string): boolean => /^prly_[A-Za-z0-9_-]{43}$/.test(value);
