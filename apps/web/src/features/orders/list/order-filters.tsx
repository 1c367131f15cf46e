import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { orderStatuses } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DayRangeField } from '../../../components/day-range/day-range-field';
import { SearchField } from '../../../components/search-field/search-field';
import { type OrderListState, selectedStatuses } from './list-state';

export interface OrderFiltersProps {
  state: OrderListState;
  onChange: (change: Partial<OrderListState>) => void;
}

/** Spec §2: statuses, the customer's phone, and a from/to filter on the day the order came. */
export function OrderFilters({ state, onChange }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const statuses = selectedStatuses(state.status);
  const dateField = (end: 'from' | 'to') => (
    <DayRangeField
      end={end}
      label={t(`filters.${end}`)}
      range={state}
      onChange={onChange}
      sx={{ flex: 1, minWidth: { sm: 160 } }}
    />
  );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2.5, alignItems: { md: 'center' } }}
      useFlexGap
    >
      <SearchField
        value={state.phone}
        onChange={(phone) => onChange({ phone })}
        placeholder={t('filters.phone')}
      />
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={statuses}
        onChange={(event) => {
          const value = event.target.value as unknown as string[];
          onChange({ status: selectedStatuses(value.join(',')).join(',') });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: () =>
              statuses.length === 0
                ? t('filters.allStatuses')
                : statuses.map((s) => t(`statuses.${s}`)).join(', '),
            displayEmpty: true,
            SelectDisplayProps: { 'data-testid': 'filter-status' } as object,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 200, maxWidth: { md: 280 } }}
      >
        {orderStatuses.map((status) => (
          <MenuItem key={status} value={status} data-testid={`status-option-${status}`}>
            <Checkbox checked={statuses.includes(status)} size="small" sx={{ p: 0.5, marginInlineEnd: 1 }} />
            <ListItemText primary={t(`statuses.${status}`)} />
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ ml: { md: 'auto !important' } }}>
        {dateField('from')}
        {dateField('to')}
      </Stack>
    </Stack>
  );
}
