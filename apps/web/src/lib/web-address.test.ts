import { describe, expect, it } from 'vitest';
import { webAddress } from './web-address';

describe('webAddress', () => {
  it('keeps an http or https address', () => {
    expect(webAddress('https://fb.me/3cr4Wqqkv')).toBe('https://fb.me/3cr4Wqqkv');
    expect(webAddress('http://example.com/ad')).toBe('http://example.com/ad');
  });

  it('refuses script, data and malformed addresses, and none at all', () => {
    expect(webAddress('javascript:alert(1)')).toBeUndefined();
    expect(webAddress('data:text/html,<b>hi</b>')).toBeUndefined();
    expect(webAddress('fb.me/no-scheme')).toBeUndefined();
    expect(webAddress(undefined)).toBeUndefined();
  });
});
