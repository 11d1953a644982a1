import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LoginRounded from '@mui/icons-material/LoginRounded';
import { loginInputSchema, type LoginInput } from '../../../domain/account/account.schema';
import { useTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { safeNextPath } from '../../../domain/account/next-path';
import { mainPaths, teamPaths, withQuery } from '../../lib/paths';
import {
  AuthCard,
  AuthForm,
  CurrentPasswordField,
  EmailField,
  useAuthSubmit,
} from '../../shell/form/AuthCard';
import { accountApi } from './api';
import { BelowLink, useMainHref } from './main-link';

const FIELDS = ['email', 'password'] as const;

/**
 * `/login` and `/user/login` (spec §2): e-mail login. On a team host it is the
 * team admin's way in, and leads on to the team's settings.
 */
export default function UserLoginPage() {
  const teamCode = useTeamCode();
  const { setUserLogin, clearLogin } = useAuth();
  const navigate = useNavigate();
  const mainHref = useMainHref();
  const [search] = useSearchParams();
  const next = safeNextPath(search.get('next'));
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: {
      email: search.get('email') ?? '',
      password: '',
      stayLoggedIn: false,
    } satisfies LoginInput,
  });
  const email = useWatch({ control, name: 'email' });
  const { failure, setFailure, attempt } = useAuthSubmit(setError, FIELDS);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const result = await accountApi.login(values);
      if (result.case === 'Success') {
        setUserLogin(result.fields[0]);
        // `next`: back to the invitation that sent the user here (issue 32).
        await navigate(next ?? (teamCode ? teamPaths.settings.path : mainPaths.home.path), {
          replace: true,
        });
      } else if (result.case === 'AwaitingEmailVerification') {
        clearLogin();
        await accountApi.logout();
        const target = mainHref(
          withQuery(mainPaths.awaitingEmailVerification.path, { email: values.email, next }),
        );
        if (target.external) window.location.assign(target.href);
        else await navigate(target.href, { replace: true });
      } else {
        setFailure('Aanmelden mislukt');
      }
    }),
  );

  return (
    <AuthCard
      icon={<LoginRounded />}
      title={teamCode ? 'Teambeheerder' : 'Inloggen'}
      intro={
        teamCode
          ? 'Log in met je e-mailadres om het team te beheren.'
          : 'Log in om je teams te beheren.'
      }
      below={
        <>
          <BelowLink path={withQuery(mainPaths.forgotPassword.path, { email: email.trim(), next })}>
            Wachtwoord vergeten?
          </BelowLink>
          <BelowLink text="Nog geen account?" path={withQuery(mainPaths.register.path, { next })}>
            Registreren
          </BelowLink>
          {teamCode && (
            <BelowLink text="Teamlid?" path={teamPaths.login.path} inApp>
              Inloggen met pincode
            </BelowLink>
          )}
          <BelowLink text="Wat bewaart Teampot?" path={mainPaths.privacy.path} inApp>
            Privacy
          </BelowLink>
        </>
      }
    >
      <AuthForm
        onSubmit={submit}
        failure={failure}
        submitLabel="Inloggen"
        busy={formState.isSubmitting}
      >
        <EmailField control={control} name="email" autoComplete="username" />
        <CurrentPasswordField control={control} revealable />
        <Controller
          name="stayLoggedIn"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Ingelogd blijven"
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              sx={{ mt: -1 }}
            />
          )}
        />
      </AuthForm>
    </AuthCard>
  );
}
