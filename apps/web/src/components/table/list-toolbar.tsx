import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SearchField } from '../search-field/search-field';

export interface ListToolbarProps {
  searchTerm: string;
  onSearch: (searchTerm: string) => void;
  searchPlaceholder: string;
  /** The list's actions, at the far end (import, export, create…). */
  children?: ReactNode;
}

/** Above a table: its search on one side, its actions on the other (stacked on small screens). */
export function ListToolbar({ searchTerm, onSearch, searchPlaceholder, children }: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2.5, alignItems: { sm: 'center' } }}>
      <SearchField value={searchTerm} onChange={onSearch} placeholder={searchPlaceholder} />
      <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto !important' } }}>
        {children}
      </Stack>
    </Stack>
  );
}
