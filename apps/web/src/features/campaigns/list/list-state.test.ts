import { describe, expect, it } from 'vitest';
import { readCampaignListState, toCampaignsQuery } from './list-state';

describe('campaign list state', () => {
  it('reads the days from the address and ignores what is not a day', () => {
    const state = readCampaignListState(new URLSearchParams('from=2026-03-01&to=soon&search=sale&page=2'));
    expect(state).toEqual({ search: 'sale', from: '2026-03-01', to: '', page: 2, records: 20 });
  });

  it('asks for whole days in the user time zone, the trimmed name and the channel', () => {
    const query = toCampaignsQuery(
      { search: '  sale ', from: '2026-03-01', to: '2026-03-02', page: 1, records: 20 },
      'c1',
    );
    expect(query).toEqual({
      page: 1,
      records: 20,
      campaignName: 'sale',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(new Date(2026, 2, 3).getTime() - 1).toISOString(),
      channelId: 'c1',
    });
  });

  it('leaves out a blank search and open dates', () => {
    expect(toCampaignsQuery({ search: ' ', from: '', to: '', page: 1, records: 20 })).toEqual({
      page: 1,
      records: 20,
    });
  });
});
