import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SkipLink } from '../components/skip-link/skip-link';
import { ToastProvider } from '../components/toast/toast-provider';
import { SessionProvider } from '../features/auth/session';
import { queryClient } from '../lib/query-client';
import { SettingsProvider } from '../settings/settings-context';
import { ThemeRoot } from '../theme/theme-root';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeRoot>
          <SkipLink />
          <ToastProvider>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ToastProvider>
        </ThemeRoot>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
