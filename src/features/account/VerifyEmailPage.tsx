import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { domainErrorMessage } from '../../../domain/errors';
import { safeNextPath } from '../../../domain/account/next-path';
import { mainPaths, withQuery } from '../../lib/paths';
import { tokenErrorMessage } from '../../lib/error-messages';
import { AuthCard } from '../../shell/form/AuthCard';
import { accountApi } from './api';

/** Spec §9: the confirm call waits 2 s, so the page does not flash by. */
export const EMAIL_VERIFICATION_DELAY_MS = 2000;

type Outcome = { state: 'busy' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/**
 * `/verify-email?token=` (spec §2): the link from the verification mail. With `&next=`
 * (issue 32: the account was made for an invitation) the login leads back to the invitation.
 */
export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const next = safeNextPath(search.get('next'));
  const loginPath = withQuery(mainPaths.login.path, { next });
  const [outcome, setOutcome] = useState<Outcome>({ state: 'busy' });

  useEffect(() => {
    if (!token) return;
    // Strict mode mounts twice: the cleared timer makes sure the single-use token is sent once.
    const timer = window.setTimeout(() => {
      accountApi.confirmEmail(token).then(
        () => setOutcome({ state: 'confirmed' }),
        (error: unknown) => setOutcome({ state: 'failed', message: tokenErrorMessage(error) }),
      );
    }, EMAIL_VERIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token]);

  const shown: Outcome = token
    ? outcome
    : { state: 'failed', message: domainErrorMessage('InvalidToken') };

  if (shown.state === 'busy') {
    return (
      <AuthCard icon={<MarkEmailReadRounded />} title="E-mailadres bevestigen">
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">Je e-mailadres wordt bevestigd…</Typography>
        </Stack>
      </AuthCard>
    );
  }
  if (shown.state === 'confirmed') {
    return (
      <AuthCard icon={<MarkEmailReadRounded />} title="E-mailadres bevestigd">
        <Stack spacing={2.5}>
          <Typography>
            {next
              ? 'Je e-mailadres is bevestigd. Log nu in om de uitnodiging aan te nemen.'
              : 'Je e-mailadres is bevestigd. Je kunt nu inloggen en een team aanmaken.'}
          </Typography>
          <Button component={RouterLink} to={loginPath} variant="contained" size="large" fullWidth>
            Inloggen
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={<ErrorOutlineRounded />} title="Bevestigen mislukt">
      <Stack spacing={2.5}>
        <Typography role="alert">{shown.message}</Typography>
        <Typography color="text.secondary">
          Vraag een nieuwe bevestigingsmail aan, of log in als je e-mailadres al bevestigd is.
        </Typography>
        <Button
          component={RouterLink}
          to={mainPaths.awaitingEmailVerification.path}
          variant="contained"
          size="large"
          fullWidth
        >
          Nieuwe link aanvragen
        </Button>
        <Button component={RouterLink} to={loginPath} size="large" fullWidth>
          Inloggen
        </Button>
      </Stack>
    </AuthCard>
  );
}
