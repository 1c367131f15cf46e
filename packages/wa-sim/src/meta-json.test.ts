import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, toMetaJson } from './meta-json';

describe('toMetaJson', () => {
  it('escapes non-ASCII as lowercase \\u sequences and slashes, and still parses back', () => {
    const value = { name: 'José 👍', url: 'https://x.test/a' };
    const json = toMetaJson(value);
    expect(json).toBe('{"name":"Jos\\u00e9 \\ud83d\\udc4d","url":"https:\\/\\/x.test\\/a"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('signBody', () => {
  it('is the hex HMAC-SHA256 of the exact bytes with the app secret', () => {
    const body = toMetaJson({ text: 'Olá' });
    const expected = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(signBody(body, 'secret')).toBe(`sha256=${expected}`);
    expect(signBody(JSON.stringify(JSON.parse(body)), 'secret')).not.toBe(`sha256=${expected}`);
  });
});
