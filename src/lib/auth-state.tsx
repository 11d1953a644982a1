import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, apiFetch } from './api-client';
import { useConfig, useTeamCode } from './app-context';
import { readLogin, type LoginState, type StoredLogin, type User } from '../../domain/login-state';
import { loginCookieWrites } from './login-cookies';
import { navigateTo } from './navigation';
import { forgetOfflineTeamData } from '../pwa/service-worker';

export type { LoginState, User } from '../../domain/login-state';

/** Spec §9: a user session is refreshed every 10 minutes. */
export const TOKEN_REFRESH_MS = 600_000;

export interface AuthApi {
  loginState: LoginState;
  /** The logged-in user (loginState 'user'), else null. */
  user: User | null;
  /** After a correct team pin. */
  setTeamLogin: () => void;
  /** After a successful e-mail login. */
  setUserLogin: (user: User) => void;
  /** Ends the session on the server and here, then goes to `/` (team) or `/login` (main domain). */
  logout: () => Promise<void>;
  /** Forgets the login here only (no server call, no navigation): for a session the server already ended. */
  clearLogin: () => void;
}

const AuthContext = createContext<AuthApi | null>(null);

/**
 * Refresh the user session. Only an answer of the server (4xx) means the session
 * is gone; offline or a server hiccup (5xx) is tried again at the next tick rather
 * than throwing the user out of an installed app.
 */
async function refreshSession(): Promise<'ok' | 'ended' | 'unknown'> {
  try {
    await apiFetch('/api/auth/refreshToken', { method: 'POST', skipErrorPolicy: true });
    return 'ok';
  } catch (error) {
    return error instanceof ApiError && error.status >= 400 && error.status < 500
      ? 'ended'
      : 'unknown';
  }
}

export function AuthProvider({
  children,
  fallback,
  serverCookies,
}: {
  children: ReactNode;
  fallback: ReactNode;
  /** On the server: the request's Cookie header, as the browser's document.cookie will read. */
  serverCookies?: string;
}) {
  const config = useConfig();
  const teamCode = useTeamCode();
  const { mutate } = useSWRConfig();
  const [login, setLogin] = useState<StoredLogin>(() =>
    readLogin(serverCookies ?? document.cookie),
  );
  // With a user login the app waits for the first refresh before rendering (spec §4).
  const [ready, setReady] = useState(login.loginState !== 'user');

  const store = useCallback(
    (next: StoredLogin) => {
      const env = {
        hostname: window.location.hostname,
        cookieDomain: config.cookieDomain,
        secure: window.location.protocol === 'https:',
      };
      for (const cookie of loginCookieWrites(next, env)) document.cookie = cookie;
      setLogin(next);
    },
    [config.cookieDomain],
  );

  const clearLogin = useCallback(() => {
    store({ loginState: false, user: null });
    forgetOfflineTeamData();
    // Drop every cached answer (what a member saw is not for the next visitor); what is still
    // on screen loads again. A 401 on those reloads is ignored by the error policy: logged out.
    void mutate(() => true, undefined, { revalidate: true });
  }, [store, mutate]);

  const logout = useCallback(async () => {
    // Leave first: a guarded page still on screen would otherwise redirect to its login. The
    // dashboard's loader makes that navigation take a few microtasks: wait until it is done.
    await navigateTo(teamCode ? '/' : '/login', { replace: true, flushSync: true });
    clearLogin();
    // The local state is already gone; a failing server call changes nothing for the user.
    await apiFetch('/api/auth/logout', { method: 'POST', skipErrorPolicy: true }).catch(
      () => undefined,
    );
  }, [clearLogin, teamCode]);

  const setTeamLogin = useCallback(() => store({ loginState: 'team', user: null }), [store]);
  const setUserLogin = useCallback((user: User) => store({ loginState: 'user', user }), [store]);

  // The first refresh at start-up, once.
  const startedRef = useRef(false);
  useEffect(() => {
    if (startedRef.current || ready) return;
    startedRef.current = true;
    void refreshSession().then((result) => {
      if (result === 'ended') void logout();
      setReady(true);
    });
  }, [ready, logout]);

  // Then every 10 minutes while logged in as a user.
  const isUser = login.loginState === 'user';
  useEffect(() => {
    if (!isUser || !ready) return;
    const timer = window.setInterval(() => {
      void refreshSession().then((result) => {
        if (result === 'ended') void logout();
      });
    }, TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [isUser, ready, logout]);

  const api = useMemo<AuthApi>(
    () => ({
      loginState: login.loginState,
      user: login.user,
      setTeamLogin,
      setUserLogin,
      logout,
      clearLogin,
    }),
    [login, setTeamLogin, setUserLogin, logout, clearLogin],
  );

  return <AuthContext.Provider value={api}>{ready ? children : fallback}</AuthContext.Provider>;
}

/** `const { loginState, user, setTeamLogin, setUserLogin, logout } = useAuth()`. */
export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('AuthProvider is missing');
  return api;
}
