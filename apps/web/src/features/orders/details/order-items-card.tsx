import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderDetails } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import { OrderAnomalies } from '../components/order-anomalies';

const onWide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** What the customer ordered: each item with its price, quantity and amount, the total, and their words. */
export function OrderItemsCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  return (
    <Card>
      <CardHeader
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{t('details.items')}</span>
            <OrderAnomalies anomalies={order.anomalies} />
          </Stack>
        }
        subheader={t('details.itemCount', { count: order.itemCount })}
      />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('items.item')}</TableCell>
            <TableCell align="right" sx={onWide}>
              {t('items.price')}
            </TableCell>
            <TableCell align="right" sx={onWide}>
              {t('items.quantity')}
            </TableCell>
            <TableCell align="right">{t('items.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may list the same product twice.
            <TableRow key={index} data-testid="order-item">
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  {item.imageUrl && (
                    <Avatar variant="rounded" src={item.imageUrl} alt={item.name ?? item.productRetailerId} />
                  )}
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                      <bdi>{item.name ?? item.productRetailerId}</bdi>
                    </Typography>
                    {item.name && (
                      <Typography
                        variant="caption"
                        sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                      >
                        <bdi>{item.productRetailerId}</bdi>
                      </Typography>
                    )}
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
                      {t('items.quantityTimesPrice', {
                        quantity: item.quantity,
                        price: money(item.price, item.unit),
                      })}
                    </Typography>
                  </Stack>
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ ...onWide, whiteSpace: 'nowrap' }}>
                {money(item.price, item.unit)}
              </TableCell>
              <TableCell align="right" sx={onWide}>
                {item.quantity}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="order-item-amount">
                {money(item.amount, item.unit)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600, borderBottom: 'none' }}>{t('items.total')}</TableCell>
            <TableCell sx={{ ...onWide, borderBottom: 'none' }} />
            <TableCell sx={{ ...onWide, borderBottom: 'none' }} />
            <TableCell
              align="right"
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', borderBottom: 'none' }}
              data-testid="order-total"
            >
              {money(order.amount, order.currency)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {order.text && (
        <Stack spacing={0.5} sx={{ px: 2, pt: 1, pb: 2.5 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('details.customerText')}
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line' }} data-testid="order-text">
            {order.text}
          </Typography>
        </Stack>
      )}
    </Card>
  );
}
