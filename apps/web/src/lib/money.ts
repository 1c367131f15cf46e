/**
 * An amount in its currency, in the user's language; a code the browser does not know is written
 * after the number. Amounts come as numbers or as the server's decimal strings ("30.50").
 */
export function formatMoney(language: string, amount: number | string, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${new Intl.NumberFormat(language).format(value)} ${currency}`;
  }
}
