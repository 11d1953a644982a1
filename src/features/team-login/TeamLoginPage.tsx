import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockRounded from '@mui/icons-material/LockRounded';
import {
  pinLoginInputSchema,
  type PinLoginInput,
  type Team,
} from '../../../domain/teams/team.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { teamPaths } from '../../lib/paths';
import { ApiError, apiFetch } from '../../lib/api-client';
import { applyServerIssues, pinLoginErrorMessage } from '../../lib/error-messages';
import { AuthCard, AuthForm } from '../../shell/form/AuthCard';
import { teamKey } from '../../lib/swr';

/** Team-host `/login` (spec §2): the team pin, which opens /input. */
export default function TeamLoginPage() {
  const teamCode = useRequiredTeamCode();
  const team = useSWR<Team>(teamKey(teamCode, '/team'));
  const { setTeamLogin } = useAuth();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(pinLoginInputSchema),
    defaultValues: { pin: '' } satisfies PinLoginInput,
  });

  const submit = handleSubmit(async (values) => {
    try {
      // A wrong pin is a 401 that means "wrong pin", not "session expired": no error policy here.
      await apiFetch(teamKey(teamCode, '/auth/login'), {
        method: 'POST',
        body: values,
        skipErrorPolicy: true,
      });
      setTeamLogin();
      await navigate(teamPaths.input.root.path, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        applyServerIssues(error, setError, ['pin']);
      else setError('pin', { message: pinLoginErrorMessage(error) }, { shouldFocus: true });
    }
  });

  return (
    <AuthCard
      icon={<LockRounded />}
      title={team.data ? `Inloggen bij ${team.data.name}` : 'Inloggen'}
      intro="Vul de pincode van het team in om wedstrijden, boetes en meer in te voeren."
      below={
        <Typography variant="body2" color="text.secondary">
          Beheer je dit team?{' '}
          <Link
            component={RouterLink}
            to={teamPaths.userLogin.path}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            Inloggen als teambeheerder
          </Link>
          <br />
          Wat bewaart Teampot?{' '}
          <Link
            component={RouterLink}
            to={teamPaths.privacy.path}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            Privacy
          </Link>
        </Typography>
      }
    >
      <AuthForm onSubmit={submit} submitLabel="Inloggen" busy={formState.isSubmitting}>
        <Controller
          name="pin"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.trim())}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label="Pincode"
              type="password"
              autoComplete="current-password"
              autoFocus
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? '6 cijfers'}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: 6,
                  // The indent balances the spacing after the last digit, so the dots sit centred.
                  sx: {
                    fontSize: '1.5rem',
                    letterSpacing: '0.5em',
                    textIndent: '0.5em',
                    textAlign: 'center',
                  },
                },
                formHelperText: { sx: { textAlign: 'center' } },
              }}
            />
          )}
        />
      </AuthForm>
    </AuthCard>
  );
}
