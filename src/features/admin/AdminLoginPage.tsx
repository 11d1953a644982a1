import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import { loginInputSchema, type LoginInput, type User } from '../../../domain/auth/auth.schema';
import { useAuth } from '../../lib/auth-state';
import { ADMIN_FLAG_KEY } from '../../lib/navigation';
import { mainPaths } from '../../lib/paths';
import { formErrorMessage } from '../../lib/error-messages';
import { FormTextField } from '../../shell/form/FormTextField';
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
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', stayLoggedIn: false } satisfies LoginInput,
  });

  if (localStorage.getItem(ADMIN_FLAG_KEY) === 'true')
    return <Navigate to={mainPaths.admin.root.path} replace />;

  const enter = (admin: User) => {
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    setUserLogin(admin);
    void navigate(mainPaths.admin.root.path, { replace: true });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
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
    } catch (error) {
      setFailure(formErrorMessage(error, setError, ['email', 'password']));
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar
            sx={(theme) => ({
              width: 48,
              height: 48,
              bgcolor: alpha(theme.palette.secondary.main, 0.12),
              color: 'secondary.dark',
            })}
          >
            <AdminPanelSettingsRounded />
          </Avatar>
          <div>
            <Typography variant="h5" component="h1">
              Beheer
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Alleen voor beheerders van Teampot.
            </Typography>
          </div>
        </Stack>
        {user?.isAdmin ? (
          <Button variant="contained" size="large" fullWidth onClick={() => enter(user)}>
            Doorgaan als {user.email}
          </Button>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <FormTextField
                control={control}
                name="email"
                label="E-mailadres"
                type="email"
                autoComplete="username"
              />
              <FormTextField
                control={control}
                name="password"
                label="Wachtwoord"
                type="password"
                autoComplete="current-password"
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
          </form>
        )}
      </CardContent>
    </Card>
  );
}
