import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LockRounded from '@mui/icons-material/LockRounded';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors';
import {
  pinLoginInputSchema,
  type PinLoginInput,
  type Team,
} from '../../../domain/teams/team.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { teamPaths } from '../../lib/paths';
import { ApiError, apiFetch } from '../../lib/api-client';
import { applyServerIssues, errorMessage } from '../../lib/error-messages';
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
      else setError('pin', { message: pinErrorMessage(error) }, { shouldFocus: true });
    }
  });

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Stack spacing={3} component="form" onSubmit={submit} noValidate>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Avatar
                sx={(theme) => ({
                  width: 56,
                  height: 56,
                  bgcolor: alpha(theme.palette.primary.main, 0.1),
                  color: 'primary.main',
                })}
              >
                <LockRounded />
              </Avatar>
              <Typography variant="h5" component="h1">
                {team.data ? `Inloggen bij ${team.data.name}` : 'Inloggen'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Vul de pincode van het team in om wedstrijden, boetes en meer in te voeren.
              </Typography>
            </Stack>
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
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={formState.isSubmitting}
            >
              Inloggen
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Beheer je dit team?{' '}
        <Link
          component={RouterLink}
          to={teamPaths.userLogin.path}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          Inloggen als teambeheerder
        </Link>
      </Typography>
    </Stack>
  );
}

/** Spec §8: a wrong pin reads 'Pin is onjuist'; the lock after too many tries keeps the server's text. */
function pinErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Pin is onjuist';
  return errorMessage(error) ?? GENERIC_ERROR_MESSAGE;
}
