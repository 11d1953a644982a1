import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
import {
  emailInputSchema,
  emailSchema,
  type EmailInput,
} from '../../../domain/account/account.schema';
import { useNotice } from '../../lib/notices';
import { safeNextPath } from '../../../domain/account/next-path';
import { mainPaths, withQuery } from '../../lib/paths';
import { AuthCard, EmailField, useAuthSubmit } from '../../shell/form/AuthCard';
import { accountApi } from './api';
import { BelowLink } from './main-link';

/**
 * `/awaiting-email-verification?email=` (spec §2): after registering, or a
 * login of an unconfirmed account. Sends the mail again on request (with the
 * invitation of `?next=`, issue 32).
 */
export default function AwaitingVerificationPage() {
  const [search] = useSearchParams();
  // An address the link cannot have come with gets the field instead.
  const parsed = emailSchema.safeParse(search.get('email') ?? '');
  const knownEmail = parsed.success ? parsed.data : '';
  // The invitation the account is for (issue 32): a new link leads back to it too.
  const next = safeNextPath(search.get('next')) ?? undefined;
  const notice = useNotice();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { email: knownEmail } satisfies EmailInput,
  });
  const { failure, attempt } = useAuthSubmit(setError, ['email']);

  const resend = handleSubmit(({ email }) =>
    attempt(async () => {
      await accountApi.resendEmailVerification(email, next);
      notice.show({
        severity: 'success',
        message: `De bevestigingsmail is opnieuw verstuurd naar ${email}`,
      });
    }),
  );

  return (
    <AuthCard
      icon={<MarkEmailUnreadRounded />}
      title="Bevestig je e-mailadres"
      below={
        <BelowLink text="Al bevestigd?" path={withQuery(mainPaths.login.path, { next })}>
          Inloggen
        </BelowLink>
      }
    >
      <form onSubmit={resend} noValidate>
        <Stack spacing={2.5}>
          {knownEmail ? (
            <Typography>
              We hebben een e-mail gestuurd naar <strong>{knownEmail}</strong>. Open de link in die
              e-mail om je account te activeren.
            </Typography>
          ) : (
            <Typography>
              Open de link in de bevestigingsmail om je account te activeren. Geen mail ontvangen?
              Vul je e-mailadres in en we sturen hem opnieuw.
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Niets ontvangen? Kijk ook in de map met ongewenste e-mail. De link is 24 uur geldig.
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          {!knownEmail && <EmailField control={control} name="email" autoComplete="email" />}
          <Button
            type="submit"
            variant="outlined"
            size="large"
            fullWidth
            loading={formState.isSubmitting}
          >
            Opnieuw versturen
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
