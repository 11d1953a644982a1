import { useEffect } from 'react';
import { setApiErrorHandlers } from '../lib/api-client';
import { useAuth } from './auth-state';
import { useConfig } from './app-context';
import { readLogin } from './login-cookies';
import { ADMIN_FLAG_KEY, isAdminArea, navigateTo } from './navigation';
import { useNotice } from './notices';

/** Spec §6: the notice first, then off to the website after 2 s. */
export const TEAM_NOT_FOUND_REDIRECT_MS = 2000;

/**
 * Wires the transport error policy of spec §8 into the API client: the
 * client decides *when*, this decides *what the user sees*. Renders nothing.
 */
export function ApiErrorPolicy() {
  const notice = useNotice();
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

  return null;
}
