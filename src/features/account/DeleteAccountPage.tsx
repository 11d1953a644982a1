import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import {
  deleteAccountInputSchema,
  type DeleteAccountInput,
} from '../../../domain/account/account-rights.schema';
import { useAuth } from '../../lib/auth-state';
import { deleteAccountErrorMessage } from '../../lib/error-messages';
import { useNotice } from '../../lib/notices';
import { mainPaths } from '../../lib/paths';
import { AuthCard, AuthForm, CurrentPasswordField } from '../../shell/form/AuthCard';
import { BelowLink } from './main-link';
import { deleteAccount } from './api';

/**
 * `/account/delete` (issue 30): the account goes for good after its password. While the
 * user is the last admin of a team the server refuses, and the page says what to do.
 */
export default function DeleteAccountPage() {
  const { clearLogin } = useAuth();
  const navigate = useNavigate();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: '' } satisfies DeleteAccountInput,
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await deleteAccount(password);
    } catch (error) {
      setFailure(deleteAccountErrorMessage(error, setError));
      return;
    }
    clearLogin();
    notice.show({ severity: 'success', message: 'Je account is verwijderd' });
    await navigate(mainPaths.login.path, { replace: true });
  });

  return (
    <AuthCard
      icon={<PersonRemoveRounded />}
      title="Account verwijderen"
      intro="Je account, je inlogsessies en je meldingen worden verwijderd. In de logboeken van je teams staat dan 'verwijderd account' in plaats van je e-mailadres. Dit kan niet ongedaan worden gemaakt."
      below={<BelowLink path={mainPaths.home.path}>Terug naar mijn teams</BelowLink>}
    >
      <AuthForm
        onSubmit={submit}
        failure={failure}
        submitLabel="Account definitief verwijderen"
        busy={formState.isSubmitting}
      >
        <CurrentPasswordField control={control} revealable />
      </AuthForm>
    </AuthCard>
  );
}
