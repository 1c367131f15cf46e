import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { SplashScreen } from '../../components/splash/splash-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session';

/** Sign-in pages: a signed-in user goes on to where they were headed, or the dashboard. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'initializing') return <SplashScreen />;
  if (status === 'signedIn') {
    const returnTo = searchParams.get('returnTo');
    // Only paths inside the app: an absolute URL here would be an open redirect.
    const target = returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : paths.dashboard.root;
    return <Navigate to={target} replace />;
  }
  return children;
}
