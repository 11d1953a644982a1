import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import { deriveTeamCode } from '../../../domain/team-code';
import {
  teamCreateFormSchema,
  type Team,
  type TeamCreateForm,
} from '../../../domain/teams/team.schema';
import { useConfig } from '../../lib/app-context';
import { teamAddressText } from '../../lib/paths';
import { useOpenTeam, useTeamLink } from './team-handover';
import { teamFormErrorMessage } from '../../lib/error-messages';
import { AuthCard } from '../../shell/form/AuthCard';
import { createTeam, createTeamFromArchive, userTeamsKey } from './api';
import { TeamArchiveChoice } from './TeamArchiveChoice';
import { FileTooLargeError, readChosenFile } from '../../lib/file-upload';
import { FormTextField } from '../../shell/form/FormTextField';
import { SubmitButton } from '../../shell/form/FormButtons';

/** Spec §9: the new team's address opens 2 s after the team is made. */
export const TEAM_CREATED_REDIRECT_MS = 2000;

const FIELDS = ['name', 'teamCode', 'pin'] as const;

/** `/new-team` (spec §2): a user makes a team and becomes its admin. */
export default function NewTeamPage() {
  const [created, setCreated] = useState<Team | null>(null);
  return created ? <TeamCreated team={created} /> : <NewTeamForm onCreated={setCreated} />;
}

function NewTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { teamAppUrl } = useConfig();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const [archive, setArchive] = useState<File | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(teamCreateFormSchema),
    defaultValues: {
      name: '',
      teamCode: '',
      pin: '',
      pinConfirmation: '',
    } satisfies TeamCreateForm,
  });
  const name = useWatch({ control, name: 'name' });
  const teamCode = useWatch({ control, name: 'teamCode' });

  // Spec §5: the code follows the name until the user edits the code field itself
  // (a derived value is set without marking the field dirty).
  const codeEdited = formState.dirtyFields.teamCode === true;
  useEffect(() => {
    if (codeEdited) return;
    setValue('teamCode', deriveTeamCode(name), { shouldValidate: formState.isSubmitted });
  }, [name, codeEdited, setValue, formState.isSubmitted]);

  const submit = handleSubmit(async ({ name, teamCode, pin }) => {
    setFailure(null);
    try {
      const team = archive
        ? await createTeamFromArchive({
            name,
            teamCode,
            pin,
            archive: (await readChosenFile(archive, 'base64')).content,
          })
        : await createTeam({ name, teamCode, pin });
      await mutate(userTeamsKey);
      onCreated(team);
    } catch (error) {
      setFailure(
        error instanceof FileTooLargeError
          ? error.message
          : teamFormErrorMessage(error, setError, FIELDS),
      );
    }
  });

  const address = teamCode ? teamAddressText(teamAppUrl, teamCode) : '';

  return (
    <AuthCard
      icon={<GroupAddRounded />}
      title="Nieuw team"
      intro="Je wordt beheerder van het team. Teamleden loggen in met de pincode."
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField control={control} name="name" label="Teamnaam" autoComplete="off" />
          <FormTextField
            control={control}
            name="teamCode"
            label="Teamcode"
            autoComplete="off"
            helperText={address ? `Adres: ${address}` : 'Kleine letters, cijfers en streepjes'}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <FormTextField
            control={control}
            name="pin"
            label="Pincode"
            type="password"
            autoComplete="new-password"
            helperText="6 cijfers, voor alle teamleden"
            revealable
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <FormTextField
            control={control}
            name="pinConfirmation"
            label="Herhaal pincode"
            type="password"
            autoComplete="new-password"
            revealable
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <TeamArchiveChoice
            archive={archive}
            disabled={formState.isSubmitting}
            onChange={(chosen) => {
              setArchive(chosen);
              setFailure(null);
            }}
          />
          <SubmitButton busy={formState.isSubmitting}>
            {archive ? 'Team uit archief aanmaken' : 'Team aanmaken'}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}

function TeamCreated({ team }: { team: Team }) {
  const teamLink = useTeamLink();
  const openTeam = useOpenTeam();
  const openLater = useEffectEvent(() => void openTeam(team.teamCode));

  useEffect(() => {
    const timer = window.setTimeout(openLater, TEAM_CREATED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <AuthCard icon={<CheckCircleRounded />} title="Team aangemaakt">
      <Stack spacing={2.5} role="status">
        <Typography>
          <strong>{team.name}</strong> is aangemaakt. Je wordt doorgestuurd naar het adres van het
          team…
        </Typography>
        <LinearProgress />
        <Button {...teamLink(team.teamCode)} variant="contained" size="large" fullWidth>
          Nu openen
        </Button>
      </Stack>
    </AuthCard>
  );
}
