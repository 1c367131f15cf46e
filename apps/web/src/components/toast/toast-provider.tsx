import type { AlertColor } from '@mui/material/Alert';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { Toast } from './toast-view';

interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  /**
   * Why the session ended (a blocked account): it stays until it hides, whatever the pages that
   * were open say as their requests fail with it.
   */
  sessionEnded: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// Loaded with the first notification, so pages that never show one do not carry the snackbar.
const ToastView = lazy(() => import('./toast-view').then((module) => ({ default: module.ToastView })));

/** Notifications; a new one replaces the one on screen, unless that one says why the session ended. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { final?: boolean }) | null>(null);
  const show = useCallback(
    (severity: AlertColor, final = false) =>
      (message: string) =>
        setToast((shown) => (shown?.final ? shown : { id: Date.now(), message, severity, final })),
    [],
  );
  const api = useMemo(
    () => ({
      success: show('success'),
      error: show('error'),
      info: show('info'),
      sessionEnded: show('error', true),
    }),
    [show],
  );

  return (
    <ToastContext value={api}>
      {children}
      {toast && (
        <Suspense>
          <ToastView toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
