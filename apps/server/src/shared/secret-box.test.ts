import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const sealed = box.seal('EAAG-system-user-token');
    expect(box.open(sealed)).toBe('EAAG-system-user-token');
    expect(sealed).not.toContain('EAAG');
    expect(box.seal('EAAG-system-user-token')).not.toBe(sealed);
  });

  it('refuses a sealed text that was altered, or sealed with another key', () => {
    const sealed = box.seal('secret');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(altered)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
