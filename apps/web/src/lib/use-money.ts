import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

/** Amounts in the user's language: '—' where there is none (an order's items in several currencies). */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: string | null, currency: string | null) =>
    amount === null || currency === null ? '—' : formatMoney(i18n.language, amount, currency);
}
