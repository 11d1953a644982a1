import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '../../../domain/co-admins/co-admin.schema';
import { useConfig, useTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { useNotice } from '../../lib/notices';
import { mainPaths, teamPaths, withQuery } from '../../lib/paths';
import { ApiError } from '../../lib/api-client';
import { tokenErrorMessage } from '../../lib/error-messages';
import { usePageTitle } from '../../shell/page-title';
import { acceptInvitation, fetchInvitation } from './api';
import { TitledCard } from '../../shell/TitledCard';

/**
 * Team-host `/uitnodiging?token=…` (issue 19), the link of the invitation mail:
 * a logged-in user accepts and becomes an admin of the team; anyone else logs
 * in first (and comes back here) or makes an account on the main domain. The
 * main domain serves this page too (issue 32): registering, verifying and logging
 * in there carry the invitation along (`next`) and end here.
 */
export default function InvitationPage() {
  usePageTitle('Uitnodiging');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { loginState } = useAuth();
  const { appUrl } = useConfig();
  const onTeamHost = useTeamCode() !== null;
  const navigate = useNavigate();
  const notice = useNotice();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    fetchInvitation(token).then(
      (found) => current && setInvitation(found),
      (error: unknown) => current && setFailure(tokenErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await acceptInvitation(token);
      notice.show({
        severity: 'success',
        message: `Je beheert nu ${invitation?.teamName ?? 'het team'}`,
      });
      // On the main domain the team is now in the user's list of teams.
      await navigate(onTeamHost ? teamPaths.settings.path : mainPaths.home.path, {
        replace: true,
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) setFailure(tokenErrorMessage(error));
      setBusy(false);
    }
  };

  // Login and register come back to this invitation (on the main domain for a new account).
  const next = teamPaths.invitation.href(token);
  const loginHref = withQuery(onTeamHost ? teamPaths.userLogin.path : mainPaths.login.path, {
    email: invitation?.email,
    next,
  });
  const registerPath = withQuery(mainPaths.register.path, { next });
  return (
    <TitledCard title={invitation ? `Beheerder worden van ${invitation.teamName}` : 'Uitnodiging'}>
      {failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : !invitation ? (
        <Skeleton variant="rounded" height={96} />
      ) : loginState === 'user' ? (
        <Stack spacing={2}>
          <Typography>
            Je bent uitgenodigd om {invitation.teamName} mee te beheren: de instellingen, de boetes
            en het geld.
          </Typography>
          <Button variant="contained" size="large" loading={busy} onClick={() => void accept()}>
            Uitnodiging aannemen
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>
            De uitnodiging is voor {invitation.email}. Log in met je account om beheerder te worden.
            Nog geen account? Maak er eerst een aan: na het bevestigen van je e-mailadres en
            inloggen kom je hier terug.
          </Typography>
          <Button variant="contained" size="large" onClick={() => void navigate(loginHref)}>
            Inloggen
          </Button>
          {onTeamHost ? (
            <Button variant="outlined" href={`${appUrl.replace(/\/+$/, '')}${registerPath}`}>
              Account aanmaken
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => void navigate(registerPath)}>
              Account aanmaken
            </Button>
          )}
        </Stack>
      )}
    </TitledCard>
  );
}
