import { describe, expect, it } from 'vitest';
import { formatMinor, minorDigits, parseMinor, toMinor } from './money';

describe('money', () => {
  it("keeps each currency's decimals", () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('turns prices into whole minor units, without the float errors a sum of prices makes', () => {
    expect(toMinor(0.1, 'USD') + toMinor(0.2, 'USD')).toBe(30);
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(1500, 'JPY')).toBe(1500);
  });

  it('writes minor units back with the decimals of the currency', () => {
    expect(formatMinor(3050, 'USD')).toBe('30.50');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(1500, 'JPY')).toBe('1500');
    expect(formatMinor(1234, 'KWD')).toBe('1.234');
    expect(formatMinor(-250, 'USD')).toBe('-2.50');
  });

  it('reads a written price into minor units exactly, refusing what is no amount in the currency', () => {
    expect(parseMinor('12.50', 'USD')).toBe(1250);
    expect(parseMinor('12.5', 'USD')).toBe(1250);
    expect(parseMinor('0.10', 'USD')).toBe(10);
    expect(parseMinor('1500', 'JPY')).toBe(1500);
    expect(parseMinor('1500.00', 'JPY')).toBe(1500);
    expect(parseMinor('1.234', 'KWD')).toBe(1234);
    expect(parseMinor('12.505', 'USD')).toBeUndefined();
    expect(parseMinor('12,50', 'USD')).toBeUndefined();
    expect(parseMinor('-1', 'USD')).toBeUndefined();
    expect(parseMinor('', 'USD')).toBeUndefined();
  });
});
