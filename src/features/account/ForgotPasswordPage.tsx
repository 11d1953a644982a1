import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
import { emailInputSchema, type EmailInput } from '../../../domain/account/account.schema';
import { safeNextPath } from '../../../domain/account/next-path';
import { mainPaths, withQuery } from '../../lib/paths';
import { AuthCard, AuthForm, EmailField, useAuthSubmit } from '../../shell/form/AuthCard';
import { accountApi } from './api';
import { BelowLink } from './main-link';

/**
 * `/forgot-password?email=` (spec §2): asks for a reset link by mail. With `&next=` (an
 * invitation: from the login page, or the mail to a known address that registered for one)
 * the reset link and the way back to the login keep it.
 */
export default function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const next = safeNextPath(search.get('next'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { email: search.get('email') ?? '' } satisfies EmailInput,
  });
  const { failure, attempt } = useAuthSubmit(setError, ['email']);

  const submit = handleSubmit(({ email }) =>
    attempt(async () => {
      await accountApi.forgotPassword(email, next);
      setSentTo(email);
    }),
  );

  if (sentTo) {
    return (
      <AuthCard icon={<MarkEmailUnreadRounded />} title="Controleer je mail">
        <Stack spacing={2.5}>
          <Typography>
            Als er een account bestaat voor <strong>{sentTo}</strong>, staat er een e-mail klaar met
            een link om een nieuw wachtwoord te kiezen. De link is 1 uur geldig.
          </Typography>
          <Button
            component={RouterLink}
            to={withQuery(mainPaths.login.path, { email: sentTo, next })}
            variant="contained"
            size="large"
            fullWidth
          >
            Terug naar inloggen
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<LockResetRounded />}
      title="Wachtwoord vergeten"
      intro="Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen."
      below={
        <BelowLink text="Weet je het weer?" path={withQuery(mainPaths.login.path, { next })}>
          Inloggen
        </BelowLink>
      }
    >
      <AuthForm
        onSubmit={submit}
        failure={failure}
        submitLabel="Verstuur link"
        busy={formState.isSubmitting}
      >
        <EmailField control={control} name="email" autoComplete="username" />
      </AuthForm>
    </AuthCard>
  );
}
