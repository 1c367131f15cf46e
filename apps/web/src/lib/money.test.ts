import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes an amount with its currency in the given language', () => {
    expect(formatMoney('en', '72.50', 'EUR')).toBe('€72.50');
    expect(formatMoney('de', '72.50', 'EUR')).toBe('72,50\u00a0€');
    expect(formatMoney('en', '1500', 'JPY')).toBe('¥1,500');
  });

  it('writes a code the browser does not know after the number', () => {
    expect(formatMoney('en', 12.5, 'X1')).toBe('12.5 X1');
  });
});
