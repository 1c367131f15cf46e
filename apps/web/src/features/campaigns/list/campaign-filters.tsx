import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DayRangeField } from '../../../components/day-range/day-range-field';
import { SearchField } from '../../../components/search-field/search-field';
import type { CampaignListState } from './list-state';

export interface CampaignFiltersProps {
  state: CampaignListState;
  onChange: (change: Partial<CampaignListState>) => void;
}

/** Spec §2: search by name, and a from/to filter on the schedule day. */
export function CampaignFilters({ state, onChange }: CampaignFiltersProps) {
  const { t } = useTranslation('campaigns');
  const dateField = (end: 'from' | 'to') => (
    <DayRangeField
      end={end}
      label={t(`filters.${end}`)}
      range={state}
      onChange={onChange}
      sx={{ minWidth: { sm: 170 } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2.5, alignItems: { sm: 'center' } }}>
      <SearchField
        value={state.search}
        onChange={(search) => onChange({ search })}
        placeholder={t('filters.search')}
      />
      <Stack direction="row" spacing={2} sx={{ ml: { sm: 'auto !important' } }}>
        {dateField('from')}
        {dateField('to')}
      </Stack>
    </Stack>
  );
}
