import SearchOff from '@mui/icons-material/SearchOff';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The row a table shows when its page is empty, in the spec's words. */
export function EmptyRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation('components');
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 10, borderBottom: 'none' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.disabled' }}>
          <SearchOff sx={{ fontSize: 48 }} />
          <Typography variant="subtitle1" sx={{ color: 'text.secondary' }} data-testid="empty-state">
            {t('table.empty')}
          </Typography>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
