import CancelOutlined from '@mui/icons-material/CancelOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type Order, orderReference } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { DataTable } from '../../../components/table/data-table';
import { useDateFormat } from '../../../lib/use-date-format';
import { useMoney } from '../../../lib/use-money';
import { OrderAnomalies } from '../components/order-anomalies';
import { OrderStatusChip } from '../components/order-status-chip';
import { useOrderPaths } from '../order-paths';
import { canCancel } from '../order-status';

export interface OrdersTableProps {
  orders: Order[] | undefined;
  /** An earlier page is shown while the next one loads. */
  stale: boolean;
  onCancel: (order: Order) => void;
}

/** Spec §2: the order list's columns, word for word; an order's id opens its details. */
export function OrdersTable({ orders, stale, onCancel }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const format = useDateFormat();
  const money = useMoney();
  const orderPaths = useOrderPaths();
  const detailsPath = (order: Order) => orderPaths.details(order.channelId, order.orderId);

  return (
    <DataTable
      columns={[
        {
          id: 'orderId',
          label: t('columns.orderId'),
          phone: 'title',
          render: (order) => (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Link
                component={RouterLink}
                to={detailsPath(order)}
                variant="subtitle2"
                sx={{ fontFamily: 'monospace' }}
                data-testid="order-id"
              >
                <LtrText>{orderReference(order.orderId)}</LtrText>
              </Link>
              <OrderAnomalies anomalies={order.anomalies} />
            </Stack>
          ),
        },
        {
          id: 'customer',
          label: t('columns.customer'),
          testId: 'order-customer',
          render: (order) => <bdi>{order.customer}</bdi>,
        },
        {
          id: 'phone',
          label: t('columns.phone'),
          sx: { whiteSpace: 'nowrap' },
          render: (order) => <LtrText>{order.phoneNumber}</LtrText>,
        },
        {
          id: 'date',
          label: t('columns.date'),
          sx: { whiteSpace: 'nowrap' },
          render: (order) => format.dateTime(order.createdAt),
        },
        {
          id: 'amount',
          label: t('columns.amount'),
          align: 'right',
          sx: { whiteSpace: 'nowrap' },
          testId: 'order-amount',
          render: (order) => money(order.amount, order.currency),
        },
        {
          id: 'status',
          label: t('columns.status'),
          render: (order) => <OrderStatusChip status={order.status} />,
        },
        {
          id: 'actions',
          label: t('columns.actions'),
          align: 'center',
          render: (order, onPhone) =>
            onPhone ? (
              <Link component={RouterLink} to={detailsPath(order)}>
                {t('list.open')}
              </Link>
            ) : (
              <Tooltip title={t('list.openOrder', { reference: orderReference(order.orderId) })}>
                <IconButton
                  component={RouterLink}
                  to={detailsPath(order)}
                  size="small"
                  aria-label={t('list.openOrder', { reference: orderReference(order.orderId) })}
                  data-testid="open-order"
                >
                  <VisibilityOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
        },
        {
          id: 'cancel',
          label: t('columns.cancel'),
          align: 'center',
          render: (order) => (
            <Button
              size="small"
              color="error"
              variant="outlined"
              startIcon={<CancelOutlined />}
              disabled={!canCancel(order.status)}
              onClick={() => onCancel(order)}
              aria-label={t('list.cancelOrder', { reference: orderReference(order.orderId) })}
              data-testid="cancel-order"
            >
              {t('actions.cancel')}
            </Button>
          ),
        },
      ]}
      rows={orders}
      rowKey={(order) => order.orderId}
      rowTestId="order-row"
      stale={stale}
      skeletonRows={5}
      minWidth={960}
    />
  );
}
