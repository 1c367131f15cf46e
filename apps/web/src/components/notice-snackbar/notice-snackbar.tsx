import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { limits } from '@parley/contract';
import type { ReactNode } from 'react';

export interface NoticeSnackbarProps {
  /** Changes with each notice, so a new one starts its own time on screen. */
  noticeKey: string | undefined;
  open: boolean;
  severity: AlertColor;
  message: ReactNode;
  actionLabel: string;
  onAction(): void;
  onClose(): void;
  testId: string;
  actionTestId?: string;
}

/**
 * A notice pushed by the server (a conversation handed over, a channel's health), bottom centre,
 * apart from the toasts at the top, with one action that opens what it is about.
 */
export function NoticeSnackbar(props: NoticeSnackbarProps) {
  return (
    <Snackbar
      key={props.noticeKey}
      open={props.open}
      autoHideDuration={limits.toastAutoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && props.onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={props.severity}
        variant="filled"
        data-testid={props.testId}
        sx={{ width: '100%', boxShadow: 6, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={props.onAction} data-testid={props.actionTestId}>
            {props.actionLabel}
          </Button>
        }
      >
        {props.message}
      </Alert>
    </Snackbar>
  );
}
