import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { setApiErrorHandlers } from './api-client';
import { useAuth } from './auth-state';
import { useConfig } from './app-context';
import { readLogin } from './login-cookies';
import { ADMIN_FLAG_KEY, isAdminArea, navigateTo } from './navigation';
import { useNotice } from './notices';

/** Spec §6: the notice first, then off to the website after 2 s. */
export const TEAM_NOT_FOUND_REDIRECT_MS = 2000;

const TeamNotFoundContext = createContext(false);

/**
 * True once the team turned out not to exist (998): the shell then shows no
 * page, only the notice until the redirect; no "Opnieuw proberen" for calls
 * that can never succeed.
 */
export function useTeamNotFound(): boolean {
  return useContext(TeamNotFoundContext);
}

/**
 * Wires the transport error policy of spec §8 into the API client: the
 * client decides *when*, this decides *what the user sees*.
 */
export function ApiErrorPolicy({ children }: { children: ReactNode }) {
  const notice = useNotice();
  const [teamNotFound, setTeamNotFound] = useState(false);
  const { clearLogin } = useAuth();
  const { websiteUrl } = useConfig();

  useEffect(() => {
    const leaveAdminArea = () => {
      localStorage.removeItem(ADMIN_FLAG_KEY);
      navigateTo('/admin/login', { replace: true });
    };

    setApiErrorHandlers({
      onUnauthorized: () => {
        // Only a session we believed in can expire. Without one (a visitor, or the calls still
        // in flight during a logout) the route guards already decide where to go.
        if (readLogin(document.cookie).loginState === false && !isAdminArea()) return;
        clearLogin();
        notice.show({
          severity: 'error',
          title: 'Sessie verlopen',
          message: 'Uw sessie is verlopen. Log opnieuw in.',
        });
        if (isAdminArea()) leaveAdminArea();
        else navigateTo('/login', { replace: true });
      },
      onForbidden: () => {
        notice.show({
          severity: 'error',
          title: 'Geen toegang',
          message: 'U heeft geen toegang tot deze pagina.',
        });
        if (isAdminArea()) leaveAdminArea();
        else navigateTo('/', { replace: true });
      },
      onTeamNotFound: () => {
        setTeamNotFound(true);
        notice.show({
          severity: 'error',
          title: 'Team niet gevonden',
          message: 'Dit team bestaat niet. Je wordt doorgestuurd naar de website.',
        });
        window.setTimeout(() => {
          window.location.href = websiteUrl || '/';
        }, TEAM_NOT_FOUND_REDIRECT_MS);
      },
    });
  }, [notice, clearLogin, websiteUrl]);

  return (
    <TeamNotFoundContext.Provider value={teamNotFound}>{children}</TeamNotFoundContext.Provider>
  );
}
