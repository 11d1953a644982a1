import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth-state';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { PageFallback } from '../../shell/PageFallback';
import { accountApi } from './api';
import { errorMessage } from '../../lib/error-messages';

/**
 * `/handover#token` on a team's host: exchanges the main domain's one-time token
 * for a session here, then shows the dashboard. The token is read from the hash
 * (never sent to a server log) and taken out of the address at once.
 */
export default function HandoverPage() {
  const { setUserLogin } = useAuth();
  const navigate = useNavigate();
  const notice = useNotice();
  const started = useRef(false);

  useEffect(() => {
    // Once, also under StrictMode's double effect: the token is single-use.
    if (started.current) return;
    started.current = true;
    const token = decodeURIComponent(window.location.hash.slice(1));
    const exchange = async () => {
      try {
        const result = await accountApi.exchangeHandover(token);
        if (result.case !== 'Success') throw new Error(result.case);
        setUserLogin(result.fields[0]);
        await navigate(teamPaths.dashboard.path, { replace: true });
      } catch (error) {
        notice.show({
          severity: 'error',
          message: errorMessage(error) ?? 'Inloggen is niet gelukt. Log hier opnieuw in.',
        });
        await navigate(teamPaths.userLogin.path, { replace: true });
      }
    };
    void exchange();
  }, [navigate, notice, setUserLogin]);

  return <PageFallback />;
}
