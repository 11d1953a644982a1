import { Controller } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import {
  seasonUpdateSchema,
  type SeasonDetail,
  type SeasonUpdateInput,
} from '../../../domain/seasons/season.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { teamPaths } from '../../lib/paths';
import { FormTextField } from '../../shell/form/FormTextField';
import { EditCard, RecordEditForm, useEditRecord } from '../../shell/edit-page';
import { useRecordForm } from '../../shell/record-form';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
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
  const edit = useEditRecord(useParams().seasonId, useSeasonDetail, {
    name: 'Seizoen',
    backPath: teamPaths.input.seasons.path,
  });
  const players = useAllPlayers(edit.teamCode);

  if (edit.loadError || players.error) {
    const retry = () => void Promise.all([edit.record.mutate(), players.mutate()]);
    return <LoadError what="het seizoen" onRetry={retry} />;
  }
  if (edit.waiting || !edit.record.data || !players.data) return <PageFallback />;
  return <SeasonForm key={edit.record.data.id} season={edit.record.data} players={players.data} />;
}

function SeasonForm({ season, players }: { season: SeasonDetail; players: Player[] }) {
  const teamCode = useRequiredTeamCode();
  const writes = useSeasonWrites(teamCode);
  const edited = useRecordForm<SeasonDetail, SeasonUpdateInput, SeasonUpdateInput>({
    record: season,
    resolver: zodResolver(seasonUpdateSchema),
    values: (current) => ({ description: current?.description, playerIds: current?.playerIds }),
    describe: (current) => [
      { label: 'Omschrijving', value: current.description },
      {
        label: 'Spelers',
        value:
          players
            .filter((player) => current.playerIds.includes(player.id))
            .map(playerDisplayName)
            .join(', ') || 'geen',
      },
    ],
    write: (values, ifMatch) =>
      writes.update(
        season.id,
        season.locked ? { description: values.description } : values,
        ifMatch,
      ),
    savedText: 'Seizoen opgeslagen',
    fields: FIELDS,
    backPath: teamPaths.input.seasons.path,
  });
  const { control } = edited.form;

  return (
    <RecordEditForm form={edited}>
      {season.locked && (
        <Alert severity="info">
          Dit seizoen is afgesloten. Alleen de omschrijving kan nog worden aangepast.
        </Alert>
      )}
      <EditCard>
        <FormTextField
          control={control}
          name="description"
          label="Omschrijving"
          autoComplete="off"
        />
      </EditCard>
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
      <SeasonEndLinks seasonId={season.id} />
    </RecordEditForm>
  );
}

/** Issue 31: the season's settlement (a team admin's) and its summary to share. */
function SeasonEndLinks({ seasonId }: { seasonId: number }) {
  const { loginState } = useAuth();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {loginState === 'user' && (
        <Button
          variant="outlined"
          component={RouterLink}
          to={teamPaths.input.settlement.href(seasonId)}
        >
          Afrekening
        </Button>
      )}
      <Button variant="outlined" component={RouterLink} to={teamPaths.seasonRecap.href(seasonId)}>
        Seizoensoverzicht
      </Button>
    </Stack>
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
