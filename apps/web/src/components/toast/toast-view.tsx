import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { limits } from '@parley/contract';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

/**
 * Hidden after 3000 ms (spec §9), where it covers none of the header's controls: at the bottom's
 * start on larger screens, just under the header on a phone (its bottom holds the inbox's composer).
 */
export function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={limits.toastAutoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={
        isPhone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }
      }
      sx={isPhone ? { top: 72 } : undefined}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={onClose}
        data-testid="toast"
        sx={{ width: '100%', boxShadow: 6 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
