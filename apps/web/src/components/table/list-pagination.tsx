import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { type PageState, recordsOptions } from './page-state';

export interface ListPaginationProps {
  totalRecords: number;
  state: PageState;
  onChange: (change: Partial<PageState>) => void;
  /** Page sizes to offer; a single size hides the choice. */
  options?: readonly number[];
  /** The server stopped counting at `totalRecords` (a broad search): say "more than". */
  countIsLowerBound?: boolean;
}

/** Server-side paging under a table, in the UI language. */
export function ListPagination({
  totalRecords,
  state,
  onChange,
  options = recordsOptions,
  countIsLowerBound = false,
}: ListPaginationProps) {
  const { t } = useTranslation('components');
  return (
    <TablePagination
      component="div"
      count={totalRecords}
      page={Math.max(0, state.page - 1)}
      rowsPerPage={state.records}
      rowsPerPageOptions={options.length > 1 ? [...options] : []}
      onPageChange={(_, page) => onChange({ page: page + 1 })}
      onRowsPerPageChange={(event) => onChange({ records: Number(event.target.value) })}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t(countIsLowerBound ? 'table.displayedRowsMore' : 'table.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      // On a phone the arrows go under the page size rather than past the edge.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 2 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
