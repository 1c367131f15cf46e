import SearchOff from '@mui/icons-material/SearchOff';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a table shows when its page is empty, in the spec's words. */
export function EmptyState() {
  const { t } = useTranslation('components');
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.disabled', py: 10 }}>
      <SearchOff sx={{ fontSize: 48 }} />
      <Typography variant="subtitle1" sx={{ color: 'text.secondary' }} data-testid="empty-state">
        {t('table.empty')}
      </Typography>
    </Stack>
  );
}
