import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { registerFormSchema, type RegisterForm } from '../../../domain/account/account.schema';
import { mainPaths } from '../../lib/paths';
import {
  AuthCard,
  AuthForm,
  EmailField,
  NewPasswordFields,
  useAuthSubmit,
} from '../../shell/form/AuthCard';
import { accountApi } from './api';
import { BelowLink } from './main-link';

const FIELDS = ['email', 'password'] as const;

/**
 * `/register` (spec §2): a new account, then the verification mail. A known
 * address gets the same answer and page (its owner gets a mail instead), so the
 * form does not tell who has an account.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', passwordConfirmation: '' } satisfies RegisterForm,
  });
  const { failure, attempt } = useAuthSubmit(setError, FIELDS);

  const submit = handleSubmit(({ email, password }) =>
    attempt(async () => {
      await accountApi.register({ email, password });
      await navigate(
        `${mainPaths.awaitingEmailVerification.path}?email=${encodeURIComponent(email)}`,
        {
          replace: true,
        },
      );
    }),
  );

  return (
    <AuthCard
      icon={<PersonAddRounded />}
      title="Registreren"
      intro="Maak een account aan om een team te beheren."
      below={
        <BelowLink text="Heb je al een account?" path={mainPaths.login.path}>
          Inloggen
        </BelowLink>
      }
    >
      <AuthForm
        onSubmit={submit}
        failure={failure}
        submitLabel="Account aanmaken"
        busy={formState.isSubmitting}
      >
        <EmailField control={control} name="email" autoComplete="email" />
        <NewPasswordFields control={control} label="Wachtwoord" />
      </AuthForm>
    </AuthCard>
  );
}
