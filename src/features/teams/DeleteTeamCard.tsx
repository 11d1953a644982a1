import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import { DELETED_TEAM_RETENTION_DAYS } from '../../../domain/data-rights/retention';
import {
  teamDeleteFormSchema,
  type Team,
  type TeamDeleteInput,
} from '../../../domain/teams/team.schema';
import { apiFetch } from '../../lib/api-client';
import { useConfig } from '../../lib/app-context';
import { formErrorMessage } from '../../lib/error-messages';
import { useNotice } from '../../lib/notices';
import { teamKey } from '../../lib/swr';
import { TitledCard } from '../../shell/TitledCard';

/**
 * Deleting the team (issue 30), confirmed by typing its name: it is gone at once, its
 * admins can restore it from their profile for DELETED_TEAM_RETENTION_DAYS days, and then
 * it is removed for good.
 */
export function DeleteTeamCard({ team }: { team: Team }) {
  const { appUrl } = useConfig();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(teamDeleteFormSchema(team.name)),
    defaultValues: { name: '' } satisfies TeamDeleteInput,
  });
  const { field, fieldState } = useController({ control, name: 'name' });

  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await apiFetch(teamKey(team.teamCode, '/team'), { method: 'DELETE', body: { name } });
      notice.show({ severity: 'success', message: `${team.name} is verwijderd` });
      // The team's host knows the team no more: to the profile, where it can be restored.
      window.location.assign(appUrl);
    } catch (error) {
      setFailure(formErrorMessage(error, setError, ['name']));
    }
  });

  return (
    <TitledCard title="Team verwijderen">
      <form onSubmit={submit} noValidate aria-label="Team verwijderen">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Het team verdwijnt meteen: het adres werkt niet meer en niemand kan er nog in, ook jij
            niet. Je kunt het team {DELETED_TEAM_RETENTION_DAYS} dagen lang terugzetten vanuit je
            profiel op de hoofdsite; daarna wordt het met alles erin (spelers, wedstrijden, boetes,
            transacties en het logboek) voorgoed gewist. Download eerst het teamarchief als je iets
            wilt bewaren.
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={`Typ "${team.name}" om te bevestigen`}
            autoComplete="off"
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <Button
            type="submit"
            color="error"
            variant="outlined"
            startIcon={<DeleteForeverRounded />}
            loading={formState.isSubmitting}
            fullWidth
          >
            Team verwijderen
          </Button>
        </Stack>
      </form>
    </TitledCard>
  );
}
