import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Product } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { chatColors } from '../../templates/components/chat-colors';
import { type OrderItem, orderTotal } from './message-view';

/** A customer's order from the catalog: each item with quantity and price, the total (in one currency), and their words. */
export function OrderCard({
  items,
  text,
  products,
}: {
  items: OrderItem[];
  text?: string;
  /** The channel's products by retailer id: an item the catalog holds is named. */
  products?: ReadonlyMap<string, Product>;
}) {
  const { t, i18n } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  const money = (amount: number, currency: string) => formatMoney(i18n.language, amount, currency);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const total = orderTotal(items);

  return (
    <Box sx={{ minWidth: 240 }} data-testid="order-card">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', p: 1, borderRadius: 1.5, bgcolor: colors.media }}
      >
        <ShoppingCartOutlined />
        <Box>
          <Typography variant="subtitle2">{t('order.title')}</Typography>
          {/* WhatsApp's secondary grey reads under 4.5:1 on the header's tint. */}
          <Typography variant="caption" sx={{ color: colors.text }}>
            {t('order.items', { count })}
          </Typography>
        </Box>
      </Stack>
      <Box component="table" sx={{ width: 1, borderCollapse: 'collapse', mt: 0.5, fontSize: 13 }}>
        <tbody>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may list the same product twice.
            <tr key={index}>
              <Box component="td" sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
                <bdi>{products?.get(item.productRetailerId)?.name ?? item.productRetailerId}</bdi>
              </Box>
              <Box component="td" sx={{ py: 0.25, px: 1, whiteSpace: 'nowrap', color: colors.secondary }}>
                {t('order.quantity', {
                  quantity: item.quantity,
                  price: money(item.itemPrice, item.currency),
                })}
              </Box>
              <Box component="td" sx={{ py: 0.25, textAlign: 'end', whiteSpace: 'nowrap' }}>
                {money(item.quantity * item.itemPrice, item.currency)}
              </Box>
            </tr>
          ))}
          <tr>
            <Box
              component="td"
              colSpan={total ? 2 : 3}
              sx={{ pt: 0.5, borderTop: `1px solid ${colors.divider}`, fontWeight: total ? 600 : 400 }}
            >
              {total ? t('order.total') : t('order.severalCurrencies')}
            </Box>
            {total && (
              <Box
                component="td"
                sx={{
                  pt: 0.5,
                  borderTop: `1px solid ${colors.divider}`,
                  textAlign: 'end',
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                }}
                data-testid="order-total"
              >
                {money(total.amount, total.currency)}
              </Box>
            )}
          </tr>
        </tbody>
      </Box>
      {text && (
        <Typography variant="body2" dir="auto" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}
