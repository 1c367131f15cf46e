import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The inbox's keyboard shortcuts, as "?" shows them. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation('inbox');
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  const shortcuts: [string[], string][] = [
    [['j'], t('shortcuts.next')],
    [['k'], t('shortcuts.previous')],
    [['r'], t('shortcuts.reply')],
    [[mac ? '⌘' : 'Ctrl', 'Enter'], t('shortcuts.send')],
    [['i'], t('shortcuts.details')],
    [['?'], t('shortcuts.help')],
  ];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="shortcuts-dialog">
      <DialogTitle>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('shortcuts.hint')}
        </Typography>
        <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
          {shortcuts.map(([keys, what]) => (
            <Stack key={what} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography component="dt" variant="body2" sx={{ flexGrow: 1 }}>
                {what}
              </Typography>
              <Stack component="dd" direction="row" spacing={0.5} sx={{ m: 0 }} dir="ltr">
                {keys.map((key) => (
                  <Box
                    key={key}
                    component="kbd"
                    sx={{
                      px: 0.75,
                      minWidth: 24,
                      textAlign: 'center',
                      borderRadius: 0.75,
                      border: 1,
                      borderColor: 'divider',
                      borderBottomWidth: 2,
                      typography: 'caption',
                      fontFamily: 'monospace',
                      fontWeight: 600,
                    }}
                  >
                    {key}
                  </Box>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
