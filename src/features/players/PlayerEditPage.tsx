import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import {
  playerCreateSchema,
  type Player,
  type PlayerCreateInput,
} from '../../../domain/players/player.schema';
import { domainErrorMessage } from '../../../domain/errors';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { DomainError } from '../../lib/api-client';
import { formErrorMessage } from '../../lib/error-messages';
import { FormButtons } from '../../shell/form/FormButtons';
import { FormTextField } from '../../shell/form/FormTextField';
import { SwitchField } from '../../shell/form/SwitchField';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { useCurrentSeason, usePlayer, usePlayerWrites } from './api';

const FIELDS = ['firstName', 'lastName', 'nickName', 'active', 'addToCurrentSeason'] as const;

/** `/input/players/new` and `/input/players/{playerId}`. */
export default function PlayerEditPage() {
  const { playerId } = useParams();
  if (playerId === undefined) return <NewPlayer />;
  return <ExistingPlayer playerId={requiredRouteId(playerId)} />;
}

function NewPlayer() {
  usePageTitle('Nieuwe speler');
  return <PlayerForm player={null} />;
}

function ExistingPlayer({ playerId }: { playerId: number | null }) {
  usePageTitle('Speler');
  const teamCode = useRequiredTeamCode();
  const goBack = useGoBack(teamPaths.input.players.path);
  const player = usePlayer(teamCode, playerId);
  const notFound = playerId === null || isNotFound(player.error);
  useNotFound(notFound, 'Speler niet gevonden', goBack);

  if (notFound || !player.data) return <PageFallback />;
  return <PlayerForm key={player.data.id} player={player.data} />;
}

function PlayerForm({ player }: { player: Player | null }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.players.path);
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

  const guard = useDiscardGuard(formState.isDirty && !formState.isSubmitting);

  const save = handleSubmit(async ({ addToCurrentSeason, ...values }) => {
    try {
      if (player) await writes.update(player.id, values);
      else await writes.create({ ...values, addToCurrentSeason });
      notice.show({
        severity: 'success',
        message: player ? 'Speler opgeslagen' : 'Speler toegevoegd',
      });
      guard.release();
      goBack();
    } catch (error) {
      if (!showOnField(error)) {
        const message = formErrorMessage<PlayerCreateInput>(error, setError, FIELDS);
        if (message) notice.show({ severity: 'error', message });
      }
    }
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

  return (
    <form onSubmit={save} noValidate>
      {guard.dialog}
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="firstName"
                label="Voornaam"
                autoComplete="given-name"
                slotProps={{ htmlInput: { autoCapitalize: 'words' } }}
              />
              <FormTextField
                control={control}
                name="lastName"
                label="Achternaam"
                autoComplete="family-name"
                slotProps={{ htmlInput: { autoCapitalize: 'words' } }}
              />
              <FormTextField
                control={control}
                name="nickName"
                label="Bijnaam (optioneel)"
                autoComplete="nickname"
                slotProps={{ htmlInput: { autoCapitalize: 'words' } }}
              />
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
          </CardContent>
        </Card>
        <FormButtons busy={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
