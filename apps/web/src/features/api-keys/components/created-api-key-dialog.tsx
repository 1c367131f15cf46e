import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreatedApiKey } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useClosingValue } from '../../../lib/use-closing-value';
import { CodeBox } from './code-box';

export interface CreatedApiKeyDialogProps {
  /** The key just created; the dialog is open while there is one. */
  created: CreatedApiKey | undefined;
  onClose: () => void;
}

/**
 * The new key, shown this once: Parley keeps only its hash. Only the button closes the dialog, so a
 * click beside it cannot lose the key before it is copied.
 */
export function CreatedApiKeyDialog({ created: requested, onClose }: CreatedApiKeyDialogProps) {
  const { t } = useTranslation('api-keys');
  const open = requested !== undefined;
  const created = useClosingValue(requested, open);

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="sm"
      fullWidth
      data-testid="created-api-key"
    >
      <DialogTitle>{t('created.title', { name: created?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="created-api-key-warning">
            {t('created.warning')}
          </Alert>
          <CodeBox code={created?.apiKey ?? ''} label={t('created.keyLabel')} wrap testId="new-api-key" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('created.hint')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="created-api-key-done">
          {t('created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
