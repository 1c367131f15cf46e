import { useLocation } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The order pages are at two addresses (spec §2: under a channel, and under `/dashboard/orders`):
 * the links between them stay in the family the user came by.
 */
export function useOrderPaths() {
  const { pathname } = useLocation();
  const underOrders = pathname.startsWith(`${paths.dashboard.orders.root}/`);
  return underOrders
    ? { list: paths.dashboard.orders.channel, details: paths.dashboard.orders.details }
    : { list: paths.dashboard.channels.orders, details: paths.dashboard.channels.order };
}
