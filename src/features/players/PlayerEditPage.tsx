import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  playerCreateSchema,
  type Player,
  type PlayerCreateInput,
} from '../../../domain/players/player.schema';
import { domainErrorMessage } from '../../../domain/errors';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { DomainError } from '../../lib/api-client';
import { FormTextField } from '../../shell/form/FormTextField';
import { SwitchField } from '../../shell/form/SwitchField';
import { EditCard, EditForm, useEditRecord, useSaveHandler } from '../../shell/edit-page';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useCurrentSeason, usePlayer, usePlayerWrites } from './api';

const FIELDS = ['firstName', 'lastName', 'nickName', 'active', 'addToCurrentSeason'] as const;
const NAME_FIELDS = [
  { name: 'firstName', label: 'Voornaam', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Achternaam', autoComplete: 'family-name' },
  { name: 'nickName', label: 'Bijnaam (optioneel)', autoComplete: 'nickname' },
] as const;

/** `/input/players/new` and `/input/players/{playerId}`. */
export default function PlayerEditPage() {
  const edit = useEditRecord(
    useParams().playerId,
    usePlayer,
    'Speler niet gevonden',
    teamPaths.input.players.path,
  );
  usePageTitle(edit.isNew ? 'Nieuwe speler' : 'Speler');
  if (edit.isNew) return <PlayerForm player={null} />;
  if (edit.loadError) {
    return <LoadError what="de speler" onRetry={() => void edit.record.mutate()} />;
  }
  if (edit.waiting || !edit.record.data) return <PageFallback />;
  return <PlayerForm key={edit.record.data.id} player={edit.record.data} />;
}

function PlayerForm({ player }: { player: Player | null }) {
  const teamCode = useRequiredTeamCode();
  const writes = usePlayerWrites(teamCode);
  const currentSeason = useCurrentSeason(teamCode);
  // One form for both: the season switch only means something for a new player.
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(playerCreateSchema),
    defaultValues: {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      nickName: player?.nickName ?? '',
      active: player?.active ?? true,
      addToCurrentSeason: true,
    },
  });

  /** The two "already exists" cases belong to the fields the user has to change. */
  const showOnField = (error: unknown): boolean => {
    if (!(error instanceof DomainError)) return false;
    const message = domainErrorMessage(error.error);
    if (error.error === 'NickNameAlreadyExists') {
      setError('nickName', { type: 'server', message }, { shouldFocus: true });
      return true;
    }
    if (error.error === 'NameAlreadyExists') {
      setError('firstName', { type: 'server', message }, { shouldFocus: true });
      setError('lastName', { type: 'server', message });
      return true;
    }
    return false;
  };

  const { save, guard } = useSaveHandler<PlayerCreateInput>({
    formState,
    setError,
    fields: FIELDS,
    backPath: teamPaths.input.players.path,
    onFieldError: showOnField,
  });

  const submit = handleSubmit(({ addToCurrentSeason, ...values }) =>
    save(
      () =>
        player
          ? writes.update(player.id, values)
          : writes.create({ ...values, addToCurrentSeason }),
      player ? 'Speler opgeslagen' : 'Speler toegevoegd',
    ),
  );

  return (
    <EditForm onSubmit={submit} guard={guard} busy={formState.isSubmitting}>
      <EditCard>
        <Stack spacing={2.5}>
          {NAME_FIELDS.map(({ name, label, autoComplete }) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
              autoComplete={autoComplete}
              slotProps={{ htmlInput: { autoCapitalize: 'words' } }}
            />
          ))}
          {!player && currentSeason && (
            <SwitchField
              control={control}
              name="addToCurrentSeason"
              label="Toevoegen aan het huidige seizoen"
              helperText={`Dan doet de speler meteen mee in seizoen ${currentSeason.description}.`}
            />
          )}
          {player && (
            <SwitchField
              control={control}
              name="active"
              label="Actief"
              helperText="Inactieve spelers worden niet meer voorgesteld voor nieuwe seizoenen."
            />
          )}
        </Stack>
      </EditCard>
    </EditForm>
  );
}
