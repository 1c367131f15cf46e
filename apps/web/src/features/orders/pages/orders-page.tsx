import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Order } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { ListPagination } from '../../../components/table/list-pagination';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../auth/use-can';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { useOrders, useOrderUpdates } from '../api';
import { CancelOrderDialog } from '../list/cancel-order-dialog';
import { toOrdersQuery, useOrderListState } from '../list/list-state';
import { OrderFilters } from '../list/order-filters';
import { OrdersTable } from '../list/orders-table';

/**
 * Spec §2: a channel's orders at `/dashboard/channels/{channelId}/orders` and
 * `/dashboard/orders/{channelId}`, newest first, filtered in the address; new orders and status
 * changes show up live.
 */
export default function OrdersPage() {
  const { t } = useTranslation(['orders', 'channels']);
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const [state, setState] = useOrderListState();
  const list = useOrders(channelId, toOrdersQuery(state));
  useOrderUpdates();
  const [canceling, setCanceling] = useState<Order>();
  const canSetMessages = useCan('manageOrderSettings');

  useEffect(() => {
    if (list.isError && !isNotFound(list.error))
      toast.error(errorText(t, list.error, 'orders:messages.fetchFailed'));
  }, [list.isError, list.error, toast, t]);

  if (isNotFound(channel.error))
    return (
      <NotFoundState thing="channel" back={{ to: paths.dashboard.root, label: t('common:nav.dashboard') }} />
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={<ChannelLink channelId={channelId} displayName={channel.data?.displayName} />}
        actions={
          canSetMessages && (
            <Button
              component={RouterLink}
              to={paths.dashboard.channels.orderSettings(channelId)}
              variant="outlined"
              startIcon={<SmsOutlined />}
              data-testid="order-settings-link"
            >
              {t('settings.link')}
            </Button>
          )
        }
      />
      <Card>
        <OrderFilters state={state} onChange={setState} />
        <OrdersTable
          orders={list.data?.orders ?? (list.isError ? [] : undefined)}
          stale={list.isPlaceholderData}
          onCancel={setCanceling}
        />
        <ListPagination
          totalRecords={list.data?.count ?? 0}
          state={state}
          onChange={setState}
          options={[state.records]}
        />
      </Card>
      <CancelOrderDialog order={canceling} onClose={() => setCanceling(undefined)} />
    </Stack>
  );
}
