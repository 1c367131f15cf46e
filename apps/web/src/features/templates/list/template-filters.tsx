import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { templateCategories, templateStatuses, templateTypes } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field/search-field';
import type { TemplateLanguage } from '../template-languages';
import type { TemplateListState } from './list-state';

export interface TemplateFiltersProps {
  state: TemplateListState;
  onChange: (change: Partial<TemplateListState>) => void;
  languages: TemplateLanguage[];
}

/** Search by name, and narrow by status, category, language and type. */
export function TemplateFilters({ state, onChange, languages }: TemplateFiltersProps) {
  const { t } = useTranslation('template-list');
  const select = <K extends 'status' | 'category' | 'type'>(
    key: K,
    options: readonly TemplateListState[K][],
    label: (option: TemplateListState[K]) => string,
  ) => (
    <TextField
      select
      size="small"
      label={t(`filters.${key}`)}
      value={state[key]}
      onChange={(event) => onChange({ [key]: event.target.value } as Partial<TemplateListState>)}
      slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ p: 2.5, alignItems: { lg: 'center' } }}>
      <SearchField
        value={state.search}
        onChange={(search) => onChange({ search })}
        placeholder={t('search')}
      />
      <Box
        sx={{
          flexGrow: 1,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {select('status', templateStatuses, (status) => t(`statuses.${status}`))}
        {select('category', templateCategories, (category) => t(`categories.${category}`))}
        <Autocomplete
          size="small"
          options={languages}
          value={languages.find((language) => language.code === state.language) ?? null}
          onChange={(_, language) => onChange({ language: language?.code ?? '' })}
          getOptionLabel={(language) => language.name}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          renderInput={(params) => <TextField {...params} label={t('filters.language')} />}
          data-testid="filter-language"
        />
        {select('type', templateTypes, (type) => t(`types.${type}`))}
      </Box>
    </Stack>
  );
}
