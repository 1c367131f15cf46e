import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderStatusChange } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { OrderStatusChip } from '../components/order-status-chip';

/** The order's statuses, oldest first: who moved it (the customer placed it), when, and their remarks. */
export function OrderHistoryCard({ history }: { history: OrderStatusChange[] }) {
  const { t } = useTranslation('orders');
  const format = useDateFormat();
  return (
    <Card>
      <CardHeader title={t('history.title')} />
      <CardContent sx={{ pt: 0 }}>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {history.map((change, index) => (
            <Stack
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
              key={index}
              component="li"
              spacing={0.5}
              sx={{ borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 2 }}
              data-testid="order-history-entry"
            >
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <OrderStatusChip status={change.status} />
                <Typography variant="body2" data-testid="order-history-by">
                  {change.changedBy ? t('history.by', { name: change.changedBy.name }) : t('history.placed')}
                </Typography>
              </Stack>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {format.dateTime(change.at)}
              </Typography>
              {change.remarks && (
                <Typography
                  variant="body2"
                  dir="auto"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  data-testid="order-history-remarks"
                >
                  {change.remarks}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
