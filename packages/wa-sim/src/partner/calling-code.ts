// E.164 country codes are prefix-free: 1 and 7 stand alone, these take two digits, all others three.
const twoDigitCodes = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/** `447700900123` → `{ countryCode: '44', national: '7700900123' }`, as the partner's `sender` carries it. */
export function splitCallingCode(digits: string): { countryCode: string; national: string } {
  const oneDigit = digits.startsWith('1') || digits.startsWith('7');
  const length = oneDigit ? 1 : twoDigitCodes.has(digits.slice(0, 2)) ? 2 : 3;
  return { countryCode: digits.slice(0, length), national: digits.slice(length) };
}
