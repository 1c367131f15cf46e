import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';

// Forms show an alert only after a failed call, so the alert's code loads then, not with the form.
const Alert = lazy(() => import('@mui/material/Alert'));

export interface FormErrorProps {
  error: unknown;
  /** Shown when the server gave no message we can use (spec §8's fallback texts). */
  fallbackKey: string;
}

/** The failure of a form's call, above the form, in the user's language. */
export function FormError({ error, fallbackKey }: FormErrorProps) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Suspense>
      <Alert severity="error" data-testid="form-error">
        {errorText(t, error, fallbackKey)}
      </Alert>
    </Suspense>
  );
}
