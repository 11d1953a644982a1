import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import {
  loginInputSchema,
  type LoginInput,
  type User,
} from '../../../domain/account/account.schema';
import { useAuth } from '../../lib/auth-state';
import { ADMIN_FLAG_KEY } from '../../lib/navigation';
import { mainPaths } from '../../lib/paths';
import {
  AuthCard,
  AuthForm,
  CurrentPasswordField,
  EmailField,
  useAuthSubmit,
} from '../../shell/form/AuthCard';
import { adminLogin } from './api';

const NOT_AN_ADMIN = 'Dit account heeft geen toegang tot het beheer';

/**
 * `/admin/login` (spec §2, §6): the way into the admin area. Only a user with
 * `isAdmin` sets the local flag the admin layout guard looks at; the server
 * checks the flag's owner on every admin call anyway.
 */
export default function AdminLoginPage() {
  const { user, setUserLogin } = useAuth();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', stayLoggedIn: false } satisfies LoginInput,
  });
  const { failure, setFailure, attempt } = useAuthSubmit(setError, ['email', 'password']);

  if (localStorage.getItem(ADMIN_FLAG_KEY) === 'true')
    return <Navigate to={mainPaths.admin.root.path} replace />;

  const enter = (admin: User) => {
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    setUserLogin(admin);
    void navigate(mainPaths.admin.root.path, { replace: true });
  };

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const result = await adminLogin(values);
      if (result.case === 'Success') {
        const [loggedIn] = result.fields;
        if (loggedIn.isAdmin) enter(loggedIn);
        else {
          setUserLogin(loggedIn);
          setFailure(NOT_AN_ADMIN);
        }
      } else if (result.case === 'AwaitingEmailVerification') {
        setFailure('Bevestig eerst je e-mailadres');
      } else {
        setFailure('Aanmelden mislukt');
      }
    }),
  );

  return (
    <AuthCard
      icon={<AdminPanelSettingsRounded />}
      title="Beheer"
      intro="Alleen voor beheerders van Teampot."
      accent="secondary"
    >
      {user?.isAdmin ? (
        <Button variant="contained" size="large" fullWidth onClick={() => enter(user)}>
          Doorgaan als {user.email}
        </Button>
      ) : (
        <AuthForm
          onSubmit={submit}
          failure={failure}
          submitLabel="Inloggen"
          busy={formState.isSubmitting}
        >
          <EmailField control={control} name="email" autoComplete="username" />
          <CurrentPasswordField control={control} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
