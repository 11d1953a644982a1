import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { UNKNOWN_TEAM } from '../../domain/teams/unknown-team';
import { setApiErrorHandlers } from './api-client';
import { useAuth } from './auth-state';
import { useConfig } from './app-context';
import { readLogin } from '../../domain/login-state';
import { ADMIN_FLAG_KEY, isAdminArea, navigateTo } from './navigation';
import { useNotice } from './notices';

/** Spec §6: the team-not-found message first, then off to the website after 2 s. */
export const TEAM_NOT_FOUND_REDIRECT_MS = UNKNOWN_TEAM.redirectSeconds * 1000;

const TeamNotFoundContext = createContext(false);

/**
 * True once the team turned out not to exist (998): the shell then shows the
 * unknown-team page instead of the page asked for, so no "Opnieuw proberen"
 * for calls that can never succeed.
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
      void navigateTo('/admin/login', { replace: true });
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
        else void navigateTo('/login', { replace: true });
      },
      onForbidden: () => {
        notice.show({
          severity: 'error',
          title: 'Geen toegang',
          message: 'U heeft geen toegang tot deze pagina.',
        });
        if (isAdminArea()) leaveAdminArea();
        else void navigateTo('/', { replace: true });
      },
      onTeamNotFound: () => {
        // The shell's page says so (UnknownTeamCard): a notice would say it twice.
        setTeamNotFound(true);
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
