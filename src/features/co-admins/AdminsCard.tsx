import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { adminEmailSchema, type AdminEmail } from '../../../domain/co-admins/co-admin.schema';
import { useAuth } from '../../lib/auth-state';
import { useNotice } from '../../lib/notices';
import { errorMessage, formErrorMessage } from '../../lib/error-messages';
import { FormTextField } from '../../shell/form/FormTextField';
import { useCoAdminWrites, useTeamAdmins } from './api';
import { PendingInvitations, ROW } from './PendingInvitations';
import { TitledCard } from '../../shell/TitledCard';

/**
 * The team's admins (issue 19): invite another by e-mail, remove one, or
 * leave. The server keeps the last admin; the button says so beforehand.
 * Invitations not yet accepted are listed under them and can be taken back (issue 32).
 */
export function AdminsCard({ teamCode }: { teamCode: string }) {
  const admins = useTeamAdmins(teamCode);
  const writes = useCoAdminWrites(teamCode);
  const notice = useNotice();
  const { logout } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(adminEmailSchema),
    defaultValues: { email: '' } as AdminEmail,
  });
  const only = admins.data?.length === 1;

  const invite = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await writes.invite(email);
      reset({ email: '' });
      notice.show({ severity: 'success', message: `Uitnodiging verstuurd naar ${email}` });
    } catch (error) {
      setFailure(formErrorMessage(error, setError, ['email'] as const));
    }
  });

  const remove = async (email: string, you: boolean) => {
    setFailure(null);
    try {
      await writes.remove(email);
      if (you) {
        notice.show({ severity: 'success', message: 'Je beheert dit team niet meer' });
        await logout();
      } else notice.show({ severity: 'success', message: `${email} is geen beheerder meer` });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const cancelInvitation = async (id: number, email: string) => {
    setFailure(null);
    try {
      await writes.cancelInvitation(id);
      notice.show({ severity: 'success', message: `Uitnodiging voor ${email} ingetrokken` });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <TitledCard title="Beheerders" subheader="Wie de instellingen en het geld van het team beheert">
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <List disablePadding aria-label="Beheerders">
          {admins.data?.map((admin) => (
            <ListItem key={admin.email} disableGutters divider sx={ROW}>
              <ListItemText
                primary={admin.you ? `${admin.email} (jij)` : admin.email}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                size="small"
                color={admin.you ? 'inherit' : 'error'}
                disabled={admin.you && only}
                onClick={() => void remove(admin.email, admin.you)}
                aria-label={admin.you ? 'Team verlaten' : `${admin.email} verwijderen`}
                sx={{ flexShrink: 0 }}
              >
                {admin.you ? 'Verlaten' : 'Verwijderen'}
              </Button>
            </ListItem>
          ))}
        </List>
        <PendingInvitations
          teamCode={teamCode}
          onCancel={(id, email) => void cancelInvitation(id, email)}
        />
        {only && (
          <Alert severity="info">
            Je bent de enige beheerder. Nodig eerst iemand anders uit voordat je het team verlaat.
          </Alert>
        )}
        <form onSubmit={invite} noValidate>
          <Stack spacing={1.5}>
            <FormTextField
              control={control}
              name="email"
              label="E-mail nieuwe beheerder"
              type="email"
              autoComplete="off"
            />
            <Button type="submit" variant="outlined" loading={formState.isSubmitting}>
              Uitnodigen
            </Button>
          </Stack>
        </form>
      </Stack>
    </TitledCard>
  );
}
