import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { limits } from '@parley/contract';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

/** Top right, hidden after 3000 ms (spec §9). */
export function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={limits.toastAutoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
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
