import type { CampaignListQuery } from '@parley/contract';
import { useAddressState } from '../../../components/table/address-state';
import { type PageState, readPageState, writeListParams } from '../../../components/table/page-state';

/** The campaign list's search, dates (`YYYY-MM-DD`, '' for open) and page, kept in the address. */
export interface CampaignListState extends PageState {
  search: string;
  from: string;
  to: string;
}

const defaultRecords = 20;
const defaults: CampaignListState = { search: '', from: '', to: '', page: 1, records: defaultRecords };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && isoDay.test(value) ? value : '');

export function readCampaignListState(params: URLSearchParams): CampaignListState {
  return {
    search: params.get('search') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    ...readPageState(params, defaultRecords),
  };
}

/**
 * The list query the server takes: the days are the user's own, from the start of `from` to the end
 * of `to` in their time zone, on the schedule time.
 */
export function toCampaignsQuery(state: CampaignListState, channelId?: string): CampaignListQuery {
  const campaignName = state.search.trim();
  const startOf = (date: string) => new Date(`${date}T00:00:00`);
  const endOf = (date: string) => {
    const start = startOf(date);
    return new Date(new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).getTime() - 1);
  };
  return {
    page: state.page,
    records: state.records,
    ...(campaignName && { campaignName }),
    ...(state.from && { from: startOf(state.from).toISOString() }),
    ...(state.to && { to: endOf(state.to).toISOString() }),
    ...(channelId && { channelId }),
  };
}

export function useCampaignListState() {
  return useAddressState(readCampaignListState, (params, change: Partial<CampaignListState>) =>
    writeListParams(params, change, defaults),
  );
}
