import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { orderStatusColor } from '../order-status';

/** An order's status in the spec's label and colour. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Chip
      label={t(`statuses.${status}`)}
      color={orderStatusColor[status]}
      size="small"
      variant="outlined"
      data-testid="order-status"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
