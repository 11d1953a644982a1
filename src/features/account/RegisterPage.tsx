import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { registerFormSchema, type RegisterForm } from '../../../domain/account/account.schema';
import { safeNextPath } from '../../../domain/account/next-path';
import { mainPaths, withQuery } from '../../lib/paths';
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
 * form does not tell who has an account. With `?next=` (an invitation, issue 32) the
 * verification link and the login after it lead back there.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', passwordConfirmation: '' } satisfies RegisterForm,
  });
  const { failure, attempt } = useAuthSubmit(setError, FIELDS);

  const submit = handleSubmit(({ email, password }) =>
    attempt(async () => {
      await accountApi.register({ email, password, ...(next ? { next } : {}) });
      await navigate(withQuery(mainPaths.awaitingEmailVerification.path, { email, next }), {
        replace: true,
      });
    }),
  );

  return (
    <AuthCard
      icon={<PersonAddRounded />}
      title="Registreren"
      intro={
        next
          ? 'Maak een account aan om de uitnodiging aan te nemen.'
          : 'Maak een account aan om een team te beheren.'
      }
      below={
        <BelowLink text="Heb je al een account?" path={withQuery(mainPaths.login.path, { next })}>
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
