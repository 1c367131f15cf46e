import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { orderReference } from '@parley/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { useDateFormat } from '../../../lib/use-date-format';
import { useOrder, useOrderUpdates } from '../api';
import { OrderStatusChip } from '../components/order-status-chip';
import { ChangeStatusCard } from '../details/change-status-card';
import { CustomerCard } from '../details/customer-card';
import { OrderHistoryCard } from '../details/order-history-card';
import { OrderItemsCard } from '../details/order-items-card';
import { useOrderPaths } from '../order-paths';

/**
 * `/dashboard/channels/{channelId}/orders/{orderId}` and `/dashboard/orders/{channelId}/{orderId}`:
 * one order with its items, customer and history, moved on from here; live as it changes.
 */
export default function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const format = useDateFormat();
  const { channelId = '', orderId = '' } = useParams();
  const order = useOrder(orderId);
  const orderPaths = useOrderPaths();
  useOrderUpdates();

  const failed = order.isError && !isNotFound(order.error);
  useEffect(() => {
    // Spec §8: whatever went wrong, the words are the spec's.
    if (failed) toast.error(t('messages.fetchDetailsFailed'));
  }, [failed, toast, t]);

  const back = { to: orderPaths.list(channelId), label: t('title') };
  if (isNotFound(order.error)) return <NotFoundState thing="order" back={back} />;
  const data = order.data;

  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={
          data ? (
            t('details.title', { reference: orderReference(data.orderId) })
          ) : failed ? (
            t('details.untitled')
          ) : (
            <Skeleton width={240} />
          )
        }
        subtitle={
          data && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <OrderStatusChip status={data.status} />
              <span>{t('details.placedAt', { time: format.dateTime(data.createdAt) })}</span>
            </Stack>
          )
        }
      />
      {failed && (
        <Alert severity="error" data-testid="order-load-failed">
          {t('messages.fetchDetailsFailed')}
        </Alert>
      )}
      {data ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <OrderItemsCard order={data} />
              <OrderHistoryCard history={data.history} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <CustomerCard order={data} />
              <ChangeStatusCard order={data} />
            </Stack>
          </Grid>
        </Grid>
      ) : (
        !failed && <Skeleton variant="rounded" height={320} />
      )}
    </Stack>
  );
}
