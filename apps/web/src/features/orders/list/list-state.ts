import { type OrderListQuery, type OrderStatus, orderPageSize, orderStatuses } from '@parley/contract';
import { useAddressState } from '../../../components/table/address-state';
import { type PageState, writeListParams } from '../../../components/table/page-state';

/** The order list's statuses, phone search, days (`YYYY-MM-DD`, '' for open) and page, kept in the address. */
export interface OrderListState extends PageState {
  /** Comma-separated statuses; '' is every status. */
  status: string;
  phone: string;
  from: string;
  to: string;
}

const defaults: OrderListState = { status: '', phone: '', from: '', to: '', page: 1, records: orderPageSize };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && isoDay.test(value) ? value : '');

export function readOrderListState(params: URLSearchParams): OrderListState {
  const page = Number(params.get('page'));
  return {
    status: selectedStatuses(params.get('status') ?? '').join(','),
    phone: params.get('phone') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    records: orderPageSize,
  };
}

/** The known statuses of a comma-separated list, in the spec's order. */
export function selectedStatuses(status: string): OrderStatus[] {
  const picked = new Set(status.split(','));
  return orderStatuses.filter((known) => picked.has(known));
}

/**
 * The list query the server takes (spec §5 defaults: every status, skip 0, limit 25): the days are
 * the user's own, from the start of `from` to the end of `to` in their time zone.
 */
export function toOrdersQuery(state: OrderListState): OrderListQuery {
  const phoneNumber = state.phone.replace(/\D/g, '').slice(0, 20);
  const startOf = (date: string) => new Date(`${date}T00:00:00`);
  const endOf = (date: string) => {
    const start = startOf(date);
    return new Date(new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).getTime() - 1);
  };
  return {
    skip: (state.page - 1) * orderPageSize,
    limit: orderPageSize,
    ...(state.status && { status: state.status }),
    ...(phoneNumber && { phoneNumber }),
    ...(state.from && { fromDate: startOf(state.from).toISOString() }),
    ...(state.to && { toDate: endOf(state.to).toISOString() }),
  };
}

export function useOrderListState() {
  return useAddressState(readOrderListState, (params, change: Partial<OrderListState>) =>
    writeListParams(params, change, defaults),
  );
}
