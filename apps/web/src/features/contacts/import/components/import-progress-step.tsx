import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactImport } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useContactImport } from '../api';
import { ImportRejectionsTable } from './import-rejections-table';

export interface ImportProgressStepProps {
  importId: string;
  onDone: () => void;
}

/** Step 3: the background job's progress, asked for every second, then what it did. */
export function ImportProgressStep({ importId, onDone }: ImportProgressStepProps) {
  const { t, i18n } = useTranslation('contact-imports');
  const { data: contactImport, isError } = useContactImport(importId);
  const number = new Intl.NumberFormat(i18n.language);
  if (!contactImport) {
    return isError ? <Alert severity="error">{t('progress.fetchFailed')}</Alert> : <LinearProgress />;
  }

  const finished = contactImport.status === 'completed' || contactImport.status === 'failed';
  const { totalRows, processedRows } = contactImport;
  const percent = totalRows ? Math.min(100, (processedRows / totalRows) * 100) : 0;
  const counts = [
    { key: 'created', value: contactImport.createdContacts, color: 'success.main' },
    { key: 'merged', value: contactImport.mergedContacts, color: 'info.main' },
    { key: 'rejected', value: contactImport.rejectedRows, color: 'error.main' },
  ] as const;

  return (
    <Stack spacing={3}>
      <Stack spacing={1} data-testid="import-progress" data-status={contactImport.status}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="subtitle1">{t(`progress.status.${contactImport.status}`)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {totalRows === null
              ? t('progress.rowsRead', { processed: number.format(processedRows) })
              : t('progress.rowsOf', {
                  processed: number.format(processedRows),
                  total: number.format(totalRows),
                })}
          </Typography>
        </Stack>
        <LinearProgress
          variant={totalRows === null && !finished ? 'indeterminate' : 'determinate'}
          value={finished && contactImport.status === 'completed' ? 100 : percent}
          color={contactImport.status === 'failed' ? 'error' : 'primary'}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Stack>

      <Stack direction="row" spacing={2}>
        {counts.map(({ key, value, color }) => (
          <Box
            key={key}
            sx={{ flex: 1, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
            data-testid={`import-${key}`}
          >
            <Typography variant="h5" component="p" sx={{ color }}>
              {number.format(value)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`progress.counts.${key}`)}
            </Typography>
          </Box>
        ))}
      </Stack>

      <Outcome contactImport={contactImport} />
      {finished && contactImport.rejectedRows > 0 && (
        <ImportRejectionsTable importId={importId} rejectedRows={contactImport.rejectedRows} />
      )}

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {!finished && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('progress.continuesInBackground')}
          </Typography>
        )}
        <Button variant={finished ? 'contained' : 'text'} onClick={onDone} data-testid="import-done">
          {t(finished ? 'progress.done' : 'progress.close')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Outcome({ contactImport }: { contactImport: ContactImport }) {
  const { t } = useTranslation('contact-imports');
  if (contactImport.status === 'failed') {
    return (
      <Alert severity="error">
        {t('progress.failed')}
        {contactImport.failure && `: ${contactImport.failure}`}
      </Alert>
    );
  }
  if (contactImport.status !== 'completed') return null;
  return contactImport.rejectedRows === 0 ? (
    <Alert severity="success">{t('progress.allImported')}</Alert>
  ) : (
    <Alert severity="warning">{t('progress.someRejected')}</Alert>
  );
}
