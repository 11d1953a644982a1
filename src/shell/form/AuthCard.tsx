import { useState, type FormEvent, type ReactNode } from 'react';
import type { Control, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formErrorMessage } from '../../lib/error-messages';
import { SubmitButton } from './FormButtons';
import { FormTextField } from './FormTextField';

/**
 * The frame of every login and account page: an icon, a title with one line
 * of explanation, the content, and optional links underneath the card. The
 * app bar keeps the app's own name (Teampot, or the team's on a team host), so
 * the title is not said twice. The admin area's pages wear the `secondary` colour.
 */
export function AuthCard({
  icon,
  title,
  intro,
  accent = 'primary',
  children,
  below,
}: {
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  accent?: 'primary' | 'secondary';
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar
              sx={(theme) =>
                accent === 'primary'
                  ? {
                      width: 48,
                      height: 48,
                      bgcolor: alpha(theme.palette.primary.main, 0.1),
                      color: 'primary.main',
                    }
                  : {
                      width: 48,
                      height: 48,
                      bgcolor: alpha(theme.palette.secondary.main, 0.12),
                      color: 'secondary.dark',
                    }
              }
            >
              {icon}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              {intro && (
                <Typography variant="body2" color="text.secondary">
                  {intro}
                </Typography>
              )}
            </Box>
          </Stack>
          {children}
        </CardContent>
      </Card>
      {below && (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {below}
        </Stack>
      )}
    </Stack>
  );
}

/** The form of an auth card: what went wrong on top, the fields, the full-width submit button. */
export function AuthForm({
  onSubmit,
  failure,
  submitLabel,
  busy,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  failure?: string | null;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {children}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </Stack>
    </form>
  );
}

/**
 * What an auth form says when its call fails: the 400 issues on the `fields`,
 * the rest (or the page's own `setFailure`) above the form.
 */
export function useAuthSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (action: () => Promise<void>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(formErrorMessage(error, setError, fields));
    }
  };
  return { failure, setFailure, attempt };
}

/** The e-mail field of the auth forms: the phone's e-mail keyboard, no capital first letter. */
export function EmailField<T extends FieldValues, TOut = T>({
  control,
  name,
  autoComplete,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** `username` where it signs in (the password manager's pair), `email` elsewhere. */
  autoComplete: 'username' | 'email';
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="E-mailadres"
      type="email"
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
    />
  );
}

/** The password field that signs in, named `password` as the password manager expects it. */
export function CurrentPasswordField<T extends FieldValues & { password: string }, TOut = T>({
  control,
  revealable,
}: {
  control: Control<T, unknown, TOut>;
  revealable?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={'password' as Path<T>}
      label="Wachtwoord"
      type="password"
      autoComplete="current-password"
      revealable={revealable}
    />
  );
}

/** A new password and its repetition (register, reset), as the password manager expects them. */
export function NewPasswordFields<
  T extends FieldValues & { password: string; passwordConfirmation: string },
  TOut = T,
>({ control, label }: { control: Control<T, unknown, TOut>; label: string }) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText="Minimaal 8 tekens"
        revealable
      />
      <FormTextField
        control={control}
        name={'passwordConfirmation' as Path<T>}
        label="Herhaal wachtwoord"
        type="password"
        autoComplete="new-password"
        revealable
      />
    </>
  );
}
