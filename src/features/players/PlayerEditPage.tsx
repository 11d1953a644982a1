import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  playerCreateSchema,
  type Player,
  type PlayerCreateInput,
} from '../../../domain/players/player.schema';
import { ANONYMISED_FIRST_NAME } from '../../../domain/players/anonymise';
import { useAuth } from '../../lib/auth-state';
import { useNotice } from '../../lib/notices';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { FormTextField } from '../../shell/form/FormTextField';
import { SwitchField } from '../../shell/form/SwitchField';
import { EditCard, RecordEditForm, RecordFormStates, useEditRecord } from '../../shell/edit-page';
import type { ConflictLine } from '../../shell/edit-conflict';
import { useRecordForm } from '../../shell/record-form';
import { useCurrentSeason, usePlayer, usePlayerWrites } from './api';

const FIELDS = ['firstName', 'lastName', 'nickName', 'active', 'addToCurrentSeason'] as const;
const NAME_FIELDS = [
  { name: 'firstName', label: 'Voornaam', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Achternaam', autoComplete: 'family-name' },
  { name: 'nickName', label: 'Bijnaam (optioneel)', autoComplete: 'nickname' },
] as const;

/** `/input/players/new` and `/input/players/{playerId}`. */
export default function PlayerEditPage() {
  const edit = useEditRecord(useParams().playerId, usePlayer, {
    name: 'Speler',
    newTitle: 'Nieuwe speler',
    backPath: teamPaths.input.players.path,
  });
  return (
    <RecordFormStates
      edit={edit}
      what="de speler"
      form={(player) => <PlayerForm player={player} />}
    />
  );
}

function formValues(player: Player | null) {
  return {
    firstName: player?.firstName ?? '',
    lastName: player?.lastName ?? '',
    nickName: player?.nickName ?? '',
    active: player?.active ?? true,
    addToCurrentSeason: true,
  };
}

/** What the player says now, for the conflict dialog. */
function describePlayer(player: Player): ConflictLine[] {
  return [
    { label: 'Voornaam', value: player.firstName },
    { label: 'Achternaam', value: player.lastName },
    { label: 'Bijnaam', value: player.nickName ?? '–' },
    { label: 'Actief', value: player.active ? 'Ja' : 'Nee' },
  ];
}

function PlayerForm({ player }: { player: Player | null }) {
  const teamCode = useRequiredTeamCode();
  const writes = usePlayerWrites(teamCode);
  const currentSeason = useCurrentSeason(teamCode);
  // One form for both: the season switch only means something for a new player.
  const edited = useRecordForm<Player, PlayerCreateInput, PlayerCreateInput>({
    record: player,
    resolver: zodResolver(playerCreateSchema),
    values: formValues,
    describe: describePlayer,
    write: ({ addToCurrentSeason, ...values }, ifMatch) =>
      player
        ? writes.update(player.id, values, ifMatch)
        : writes.create({ ...values, addToCurrentSeason }),
    savedText: player ? 'Speler opgeslagen' : 'Speler toegevoegd',
    fields: FIELDS,
    backPath: teamPaths.input.players.path,
    // The two "already exists" cases belong to the fields the user has to change.
    fieldsOf: {
      NickNameAlreadyExists: ['nickName'],
      NameAlreadyExists: ['firstName', 'lastName'],
    },
  });
  const { control } = edited.form;

  return (
    <RecordEditForm form={edited} buttons={player && <AnonymiseButton player={player} />}>
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
    </RecordEditForm>
  );
}

/**
 * A team admin anonymises a player who left (issue 30): after a confirmation, for good.
 * Shown for an inactive player who still has his name.
 */
function AnonymiseButton({ player }: { player: Player }) {
  const { loginState } = useAuth();
  const writes = usePlayerWrites(useRequiredTeamCode());
  const notice = useNotice();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (loginState !== 'user' || player.active || player.firstName === ANONYMISED_FIRST_NAME) {
    return null;
  }
  const anonymise = async () => {
    setBusy(true);
    try {
      const anonymised = await writes.anonymise(player.id);
      notice.show({
        severity: 'success',
        message: `Speler geanonimiseerd: ${anonymised.firstName} ${anonymised.lastName}`,
      });
      setOpen(false);
      await navigate(teamPaths.input.players.path);
    } catch (error) {
      notice.failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" size="large" fullWidth onClick={() => setOpen(true)}>
        Anonimiseren
      </Button>
      <ConfirmDialog
        open={open}
        title="Speler anonimiseren?"
        message="Zijn naam wordt overal 'Oud-speler' met een nummer, ook in het logboek en de exports. Zijn doelpunten, aanwezigheid en boetes blijven meetellen. Dit kan niet ongedaan worden gemaakt."
        confirmLabel="Anonimiseren"
        busy={busy}
        onConfirm={() => void anonymise()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
