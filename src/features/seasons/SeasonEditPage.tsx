import { Controller, useForm } from 'react-hook-form';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players';
import type { Player } from '../../../domain/players/player.schema';
import {
  seasonUpdateSchema,
  type SeasonDetail,
  type SeasonUpdateInput,
} from '../../../domain/seasons/season.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { formErrorMessage } from '../../lib/error-messages';
import { FormButtons } from '../../shell/form/FormButtons';
import { FormTextField } from '../../shell/form/FormTextField';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { useAllPlayers } from '../../resources/players';
import { useSeasonDetail } from '../../resources/seasons';
import { useSeasonWrites } from './api';
import { SeasonPlayerChecklist } from './SeasonPlayerChecklist';

const FIELDS = ['description', 'playerIds'] as const;

/**
 * `/input/seasons/{seasonId}`: the description can always be corrected; the
 * players only while the season is open (a locked one shows them read-only).
 */
export default function SeasonEditPage() {
  usePageTitle('Seizoen');
  const teamCode = useRequiredTeamCode();
  const goBack = useGoBack(teamPaths.input.seasons.path);
  const { seasonId } = useParams();
  const validId = requiredRouteId(seasonId);
  const season = useSeasonDetail(teamCode, validId);
  const players = useAllPlayers(teamCode);
  const notFound = validId === null || isNotFound(season.error);
  useNotFound(notFound, 'Seizoen niet gevonden', goBack);

  if (notFound || !season.data || !players.data) return <PageFallback />;
  return <SeasonForm key={season.data.id} season={season.data} players={players.data} />;
}

function SeasonForm({ season, players }: { season: SeasonDetail; players: Player[] }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.seasons.path);
  const writes = useSeasonWrites(teamCode);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(seasonUpdateSchema),
    defaultValues: { description: season.description, playerIds: season.playerIds },
  });
  // Leaving with unsaved input asks first (issue 14).
  const guard = useDiscardGuard(formState.isDirty && !formState.isSubmitting);

  const save = handleSubmit(async (values) => {
    try {
      await writes.update(season.id, season.locked ? { description: values.description } : values);
      notice.show({ severity: 'success', message: 'Seizoen opgeslagen' });
      guard.release();
      goBack();
    } catch (error) {
      const message = formErrorMessage<SeasonUpdateInput>(error, setError, FIELDS);
      if (message) notice.show({ severity: 'error', message });
    }
  });

  return (
    <form onSubmit={save} noValidate>
      {guard.dialog}
      <Stack spacing={2}>
        {season.locked && (
          <Alert severity="info">
            Dit seizoen is afgesloten. Alleen de omschrijving kan nog worden aangepast.
          </Alert>
        )}
        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            <FormTextField
              control={control}
              name="description"
              label="Omschrijving"
              autoComplete="off"
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              Spelers
            </Typography>
            {season.locked ? (
              <LockedPlayers players={players.filter((p) => season.playerIds.includes(p.id))} />
            ) : (
              <Controller
                name="playerIds"
                control={control}
                render={({ field, fieldState }) => (
                  <SeasonPlayerChecklist
                    players={players}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          </CardContent>
        </Card>
        <FormButtons busy={formState.isSubmitting} />
      </Stack>
    </form>
  );
}

function LockedPlayers({ players }: { players: Player[] }) {
  if (players.length === 0) {
    return <Typography color="text.secondary">Geen spelers in dit seizoen.</Typography>;
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pb: 1 }}>
      {players.map((player) => (
        <Chip key={player.id} label={playerDisplayName(player)} variant="outlined" />
      ))}
    </Stack>
  );
}
