import { createHmac } from 'node:crypto';

/**
 * Serialises as Meta does: non-ASCII as lowercase `\uXXXX` escapes and `/` as `\/`, so a receiver
 * that re-serialises the parsed body instead of hashing the raw bytes fails the signature check.
 */
export function toMetaJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('/', '\\/');
}

export function signBody(body: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}
