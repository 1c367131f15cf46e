import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SplashScreen } from '../../components/splash/splash-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session';

/** Dashboard pages: signed-out users go to the login route, and come back after signing in. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'initializing') return <SplashScreen />;
  if (status === 'signedOut') {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.auth.login}?returnTo=${returnTo}`} replace />;
  }
  return children;
}
