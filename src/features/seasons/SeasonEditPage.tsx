import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players';
import type { Player } from '../../../domain/players/player.schema';
import {
  seasonUpdateSchema,
  type SeasonDetail,
  type SeasonUpdateInput,
} from '../../../domain/seasons/season.schema';
import { useRequiredTeamCode } from '../../app/app-context';
import { useNotice } from '../../app/notices';
import { teamPaths } from '../../app/paths';
import { ApiError } from '../../lib/api-client';
import { writeErrorMessage } from '../../lib/form-errors';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { useAllPlayers, useSeason, useSeasonWrites } from './api';
import { SeasonPlayerChecklist } from './SeasonPlayerChecklist';

const FIELDS = ['description', 'playerIds'] as const;

/**
 * `/input/seasons/{seasonId}`: the description can always be corrected; the
 * players only while the season is open (a locked one shows them read-only).
 */
export default function SeasonEditPage() {
  usePageTitle('Seizoen');
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.seasons.path);
  const { seasonId } = useParams();
  const id = Number(seasonId);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const season = useSeason(teamCode, validId);
  const players = useAllPlayers(teamCode);
  const notFound =
    validId === null || (season.error instanceof ApiError && season.error.status === 404);

  useEffect(() => {
    if (!notFound) return;
    notice.show({ severity: 'error', message: 'Seizoen niet gevonden' });
    goBack();
  }, [notFound, notice, goBack]);

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

  const save = handleSubmit(async (values) => {
    try {
      await writes.update(season.id, season.locked ? { description: values.description } : values);
      notice.show({ severity: 'success', message: 'Seizoen opgeslagen' });
      goBack();
    } catch (error) {
      const message = writeErrorMessage<SeasonUpdateInput>(error, setError, FIELDS);
      if (message) notice.show({ severity: 'error', message });
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack spacing={2}>
        {season.locked && (
          <Alert severity="info">
            Dit seizoen is afgesloten. Alleen de omschrijving kan nog worden aangepast.
          </Alert>
        )}
        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            <Controller
              name="description"
              control={control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label="Omschrijving"
                  autoComplete="off"
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                />
              )}
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={formState.isSubmitting}
        >
          Opslaan
        </Button>
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
