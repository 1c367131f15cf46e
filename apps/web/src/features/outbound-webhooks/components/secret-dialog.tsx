import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useClosingValue } from '../../../lib/use-closing-value';

export interface SecretDialogProps {
  /** The endpoint's address and its new secret; the dialog is open while there is one. */
  shown: { url: string; secret: string } | undefined;
  onClose: () => void;
}

/** An endpoint's signing secret, shown once (after adding the endpoint or rolling it), with a copy button. */
export function SecretDialog({ shown: requested, onClose }: SecretDialogProps) {
  const { t } = useTranslation('outbound-webhooks');
  const toast = useToast();
  const open = requested !== undefined;
  const shown = useClosingValue(requested, open);

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      toast.success(t('secret.copied'));
    } catch {
      toast.error(t('secret.copyFailed'));
    }
  };

  return (
    <Dialog open={open} maxWidth="sm" fullWidth data-testid="secret-dialog">
      <DialogTitle>{t('secret.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('secret.description')}</Alert>
          <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {shown?.url}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Box
              component="code"
              dir="ltr"
              aria-label={t('secret.label')}
              data-testid="webhook-secret"
              sx={{
                flex: 1,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'monospace',
                fontSize: 14,
                overflowWrap: 'anywhere',
                userSelect: 'all',
              }}
            >
              {shown?.secret}
            </Box>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy} data-testid="copy-secret">
              {t('actions.copy')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="secret-done">
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
