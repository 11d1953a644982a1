import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import PasswordRounded from '@mui/icons-material/PasswordRounded';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from '../../../domain/account/account.schema';
import { domainErrorMessage } from '../../../domain/errors';
import { useAuth } from '../../lib/auth-state';
import { useNotice } from '../../lib/notices';
import { safeNextPath } from '../../../domain/account/next-path';
import { mainPaths, withQuery } from '../../lib/paths';
import { PageFallback } from '../../shell/PageFallback';
import { tokenErrorMessage } from '../../lib/error-messages';
import { AuthCard, AuthForm, NewPasswordFields, useAuthSubmit } from '../../shell/form/AuthCard';
import { accountApi } from './api';

/**
 * `/reset-password?token=` (spec §2): the link from the reset mail. With `&next=` (an
 * invitation) the login it leads to goes back to it.
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const next = safeNextPath(search.get('next'));
  const account = useSWR(token ? ['reset-password-email', token] : null, () =>
    accountApi.getResetPasswordEmail(token),
  );

  if (!token || account.error) {
    const message = token ? tokenErrorMessage(account.error) : domainErrorMessage('InvalidToken');
    return (
      <AuthCard icon={<ErrorOutlineRounded />} title="Nieuw wachtwoord">
        <Stack spacing={2.5}>
          <Typography role="alert">{message}</Typography>
          <Button
            component={RouterLink}
            to={mainPaths.forgotPassword.path}
            variant="contained"
            size="large"
            fullWidth
          >
            Nieuwe link aanvragen
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (!account.data) return <PageFallback />;
  return <ResetForm token={token} email={account.data.email} next={next} />;
}

function ResetForm({ token, email, next }: { token: string; email: string; next: string | null }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const { clearLogin } = useAuth();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' } satisfies ResetPasswordForm,
  });
  const { failure, attempt } = useAuthSubmit(setError, ['password']);

  const submit = handleSubmit(({ password }) =>
    attempt(async () => {
      await accountApi.resetPassword(token, password);
      // The server ended every session of the account; this browser's too.
      clearLogin();
      notice.show({
        severity: 'success',
        message: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
      });
      await navigate(withQuery(mainPaths.login.path, { email, next }), {
        replace: true,
      });
    }),
  );

  return (
    <AuthCard
      icon={<PasswordRounded />}
      title="Nieuw wachtwoord"
      intro="Kies een nieuw wachtwoord voor je account."
    >
      <AuthForm
        onSubmit={submit}
        failure={failure}
        submitLabel="Wachtwoord opslaan"
        busy={formState.isSubmitting}
      >
        <TextField
          label="E-mailadres"
          value={email}
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <NewPasswordFields control={control} label="Nieuw wachtwoord" />
      </AuthForm>
    </AuthCard>
  );
}
