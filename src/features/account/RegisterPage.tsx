import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { registerFormSchema, type RegisterForm } from '../../../domain/auth/auth.schema';
import { mainPaths } from '../../lib/paths';
import { AccountCard } from './AccountCard';
import { accountApi } from './api';
import { formErrorMessage } from '../../lib/error-messages';
import { FormTextField } from '../../shell/form/FormTextField';
import { BelowLink } from './main-link';

const FIELDS = ['email', 'password'] as const;

/**
 * `/register` (spec §2): a new account, then the verification mail. A known
 * address gets the same answer and page (its owner gets a mail instead), so the
 * form does not tell who has an account.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', passwordConfirmation: '' } satisfies RegisterForm,
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await accountApi.register({ email, password });
      await navigate(
        `${mainPaths.awaitingEmailVerification.path}?email=${encodeURIComponent(email)}`,
        {
          replace: true,
        },
      );
    } catch (error) {
      setFailure(formErrorMessage(error, setError, FIELDS));
    }
  });

  return (
    <AccountCard
      icon={<PersonAddRounded />}
      title="Registreren"
      intro="Maak een account aan om een team te beheren."
      below={
        <BelowLink text="Heb je al een account?" path={mainPaths.login.path}>
          Inloggen
        </BelowLink>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField
            control={control}
            name="email"
            label="E-mailadres"
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
          />
          <FormTextField
            control={control}
            name="password"
            label="Wachtwoord"
            type="password"
            autoComplete="new-password"
            helperText="Minimaal 8 tekens"
            revealable
          />
          <FormTextField
            control={control}
            name="passwordConfirmation"
            label="Herhaal wachtwoord"
            type="password"
            autoComplete="new-password"
            revealable
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={formState.isSubmitting}
          >
            Account aanmaken
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
