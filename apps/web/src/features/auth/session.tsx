import { type CurrentUser, limits } from '@parley/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { accessToken, isTokenValid, tokenExpiry } from '../../lib/access-token';
import { ApiRequestError, setSessionHandlers } from '../../lib/api-client';
import { useCurrentUserQuery } from './api';

/** Where the tab keeps why its session ended, until the toast saying so has been on screen. */
const endedBecauseKey = 'parley.sessionEndedBecause';
/** Why the session ended, as the tab keeps it until the toast has been on screen long enough. */
function keepEndedBecause(reason: 'ACCOUNT_BLOCKED'): void {
  sessionStorage.setItem(endedBecauseKey, reason);
  setTimeout(() => sessionStorage.removeItem(endedBecauseKey), limits.toastAutoHideMs);
}

/** Spec §4: not initialised (the user is loading), signed in, signed out. */
export type SessionStatus = 'initializing' | 'signedIn' | 'signedOut';

interface SessionValue {
  status: SessionStatus;
  user: CurrentUser | undefined;
  signIn: (token: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

function initialToken(): string | null {
  const token = accessToken.get();
  if (isTokenValid(token)) return token;
  accessToken.remove();
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(initialToken);
  const currentUser = useCurrentUserQuery(token !== null);

  const signOut = useCallback(() => {
    accessToken.remove();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // Kept in the tab until shown: a page reloaded (or left) before the toast appears still says why.
  const signOutBlocked = useCallback(() => {
    keepEndedBecause('ACCOUNT_BLOCKED');
    signOut();
    toast.sessionEnded(t('common:errors.ACCOUNT_BLOCKED'));
  }, [signOut, toast, t]);

  useEffect(() => {
    if (sessionStorage.getItem(endedBecauseKey) !== 'ACCOUNT_BLOCKED') return;
    keepEndedBecause('ACCOUNT_BLOCKED');
    toast.sessionEnded(t('common:errors.ACCOUNT_BLOCKED'));
  }, [toast, t]);

  const signIn = useCallback(
    (next: string) => {
      queryClient.clear();
      accessToken.set(next);
      setToken(next);
    },
    [queryClient],
  );

  useEffect(
    () => setSessionHandlers({ onUnauthorized: signOut, onAccountBlocked: signOutBlocked }),
    [signOut, signOutBlocked],
  );

  useEffect(() => {
    if (currentUser.data?.account.isActive === false) signOutBlocked();
  }, [currentUser.data, signOutBlocked]);

  // Any other failure to load the account signs out too (spec §4); 401 already did through the client.
  useEffect(() => {
    if (!currentUser.error) return;
    const handled =
      currentUser.error instanceof ApiRequestError && [401, 403].includes(currentUser.error.status);
    if (!handled) toast.error(t('common:errors.INTERNAL'));
    signOut();
  }, [currentUser.error, signOut, toast, t]);

  useEffect(() => {
    const expiry = token ? tokenExpiry(token) : undefined;
    if (expiry === undefined) return;
    const timer = setTimeout(signOut, Math.min(expiry - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [token, signOut]);

  const status: SessionStatus =
    token === null ? 'signedOut' : currentUser.data?.account.isActive ? 'signedIn' : 'initializing';
  const value = useMemo(
    () => ({ status, user: status === 'signedIn' ? currentUser.data : undefined, signIn, signOut }),
    [status, currentUser.data, signIn, signOut],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside SessionProvider');
  return context;
}

/** The signed-in user, for screens behind the auth guard. */
export function useUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a signed-in user');
  return user;
}
