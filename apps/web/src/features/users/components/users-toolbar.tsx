import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/table/list-toolbar';
import { type SortOption, sortOptions } from '../sort-options';

export interface UsersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  sort: SortOption;
  onSort: (sort: SortOption) => void;
}

/** Above the users table: the search (sent to the server once typing pauses) and the order. */
export function UsersToolbar({ search, onSearch, sort, onSort }: UsersToolbarProps) {
  const { t } = useTranslation('users');
  return (
    <ListToolbar searchTerm={search} onSearch={onSearch} searchPlaceholder={t('search')}>
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={sort.key}
        onChange={(event) => onSort(sortOptions.find((option) => option.key === event.target.value) ?? sort)}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'users-sort' } }}
      >
        {sortOptions.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {t(`sort.${option.key}`)}
          </MenuItem>
        ))}
      </TextField>
    </ListToolbar>
  );
}
