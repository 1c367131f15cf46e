/**
 * Money in a currency's minor units (cents, fils, yen), whole numbers only: totals add integers,
 * never floating-point amounts. WhatsApp sends each item's price as a number in major units.
 */

/** The currency's decimals (2 for USD, 0 for JPY, 3 for KWD); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** A price in major units as a whole number of minor units: 30.5 USD is 3050. */
export const toMinor = (price: number, currency: string): number =>
  Math.round(price * 10 ** minorDigits(currency));

/** Minor units as a decimal string with the currency's decimals: 3050 USD is "30.50", 1500 JPY "1500". */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A decimal price written by a person ("12.50", "12.5", "1500") as whole minor units, read as text
 * so no float rounds it; undefined when it is no amount or has more decimals than the currency.
 */
export function parseMinor(decimal: string, currency: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return undefined;
  const digits = minorDigits(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return undefined;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
