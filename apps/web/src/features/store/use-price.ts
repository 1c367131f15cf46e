import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

/** A product's price in its currency, in the user's language. */
export function usePrice() {
  const { i18n } = useTranslation();
  return (price: string, currency: string) => formatMoney(i18n.language, price, currency);
}
