import type { DefaultValues } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateLong, todayIso } from '../../../domain/dates';
import { domainErrorMessage } from '../../../domain/errors';
import type { FineTypeWithHasFines } from '../../../domain/fines/fine-type.schema';
import {
  fineUpdateSchema,
  type Fine,
  type FineFormValues,
  type FineUpdate,
} from '../../../domain/fines/fine.schema';
import type { Player } from '../../../domain/players/player.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import { NoSeasonNotice } from '../../shell/NoSeasonNotice';
import { LoadError } from '../../shell/LoadError';
import { teamPaths } from '../../lib/paths';
import { DeleteButton } from '../../shell/form/FormButtons';
import { DateField } from '../../shell/form/DateField';
import { DescriptionField } from '../../shell/form/DescriptionField';
import { FormTextField } from '../../shell/form/FormTextField';
import { MissingPlayersOffer } from '../../shell/MissingPlayersOffer';
import { EditCard, RecordEditForm, useEditRecord } from '../../shell/edit-page';
import type { ConflictLine } from '../../shell/edit-conflict';
import { useRecordForm } from '../../shell/record-form';
import { PageFallback } from '../../shell/PageFallback';
import { useRecordRemove } from '../../shell/record-remove';
import { useCurrentSeasonSummary } from '../../resources/seasons';
import { useFine, useFineTypes, useFineWrites } from './api';
import { fineCostLabel, PaidIcon } from '../../shell/FineListItem';

const FIELDS = ['playerId', 'fineTypeId', 'data.date', 'data.description'] as const;
const dutch = new Intl.Collator('nl');

/** /input/fines/new and /input/fines/{fineId}: the manual fine form (spec §5). */
export default function FineEditPage() {
  const edit = useEditRecord(useParams().fineId, useFine, {
    name: 'Boete',
    newTitle: 'Nieuwe boete',
    backPath: teamPaths.input.fines.path,
  });
  const { teamCode, isNew, record: fine } = edit;
  const season = useCurrentSeasonSummary(teamCode);
  const types = useFineTypes(teamCode, { includeObsolete: true });

  const failed = [season.error, types.error, edit.loadError].find(Boolean);
  if (failed) {
    return (
      <LoadError
        detail="De boete kon niet worden geladen."
        onRetry={() => void Promise.all([fine.mutate(), season.mutate(), types.mutate()])}
      />
    );
  }
  if (season.data === undefined || types.data === undefined || edit.waiting) {
    return <PageFallback />;
  }
  if (fine.data && 'matchId' in fine.data.data) return <MatchFineView fine={fine.data} />;
  if (season.data === null) return <NoSeasonNotice belongs="Een boete hoort bij een seizoen." />;

  return (
    <Stack spacing={2}>
      <FineForm
        teamCode={teamCode}
        fine={fine.data ?? null}
        players={playersToOffer(season.data.players, fine.data)}
        types={typesToOffer(types.data, fine.data)}
      />
      {isNew && <MissingPlayersOffer seasonId={season.data.id} />}
    </Stack>
  );
}

/** The season's active players, plus whoever the fine already names. */
function playersToOffer(players: Player[], fine: Fine | undefined): Player[] {
  const offered = players.filter((player) => player.active || player.id === fine?.player.id);
  if (fine && !offered.some((player) => player.id === fine.player.id)) offered.push(fine.player);
  return offered.sort((a, b) => dutch.compare(playerDisplayName(a), playerDisplayName(b)));
}

/** Active types; a fine keeps the type it has even when that one is inactive now. */
function typesToOffer(
  types: FineTypeWithHasFines[],
  fine: Fine | undefined,
): FineTypeWithHasFines[] {
  return types.filter((type) => !type.obsolete || type.id === fine?.type.id);
}

function formValues(fine: Fine | null): DefaultValues<FineFormValues> {
  const manual = fine && !('matchId' in fine.data) ? fine.data : null;
  return {
    playerId: fine?.player.id,
    fineTypeId: fine?.type.id,
    data: { date: manual?.date ?? todayIso(), description: manual?.description ?? '' },
  };
}

/** What the fine says now, for the conflict dialog. */
function describeFine(fine: Fine): ConflictLine[] {
  return [
    { label: 'Datum', value: formatDate(fine.data.date) },
    { label: 'Speler', value: playerDisplayName(fine.player) },
    { label: 'Boete', value: fine.type.description },
    ...('description' in fine.data
      ? [{ label: 'Omschrijving', value: fine.data.description }]
      : []),
    { label: 'Betaald', value: fine.paid ? 'Ja' : 'Nee' },
  ];
}

function FineForm({
  teamCode,
  fine,
  players,
  types,
}: {
  teamCode: string;
  fine: Fine | null;
  players: Player[];
  types: FineTypeWithHasFines[];
}) {
  const writes = useFineWrites(teamCode);
  const manual = fine && !('matchId' in fine.data) ? fine.data : null;
  const edited = useRecordForm<Fine, FineFormValues, FineUpdate>({
    record: fine,
    resolver: zodResolver(fineUpdateSchema),
    values: formValues,
    describe: describeFine,
    write: (values, ifMatch) =>
      fine ? writes.update(fine.id, values, ifMatch) : writes.create(values),
    savedText: 'Boete opgeslagen',
    fields: FIELDS,
    backPath: teamPaths.input.fines.path,
  });
  const { control, getValues, setValue, formState } = edited.form;

  const remove = useRecordRemove(
    edited,
    fine && manual
      ? {
          title: 'Boete verwijderen?',
          message: `De boete van ${playerDisplayName(fine.player)} (${fine.type.description}) wordt verwijderd.`,
          removedText: 'Boete verwijderd',
          remove: () => writes.remove(fine.id),
          restore: () =>
            writes.create({ playerId: fine.player.id, fineTypeId: fine.type.id, data: manual }),
        }
      : null,
  );

  return (
    <RecordEditForm
      form={edited}
      buttons={
        fine && (
          <DeleteButton
            onClick={remove.ask}
            refusedBecause={fine.paid ? domainErrorMessage('FinePaid') : undefined}
          />
        )
      }
    >
      {fine?.paid && (
        <Alert severity="success" icon={<PaidIcon paid />}>
          Deze boete is betaald.
        </Alert>
      )}
      <EditCard>
        <Stack spacing={2.5}>
          <DateField control={control} name="data.date" />
          <FormTextField
            select
            control={control}
            name="playerId"
            label="Speler"
            parse={(picked) => (picked === '' ? undefined : Number(picked))}
          >
            {players.map((player) => (
              <MenuItem key={player.id} value={player.id}>
                {playerDisplayName(player)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            select
            control={control}
            name="fineTypeId"
            label="Boete"
            parse={(picked) => types.find((type) => type.id === Number(picked))?.id}
            onPicked={(id) => {
              const type = types.find((t) => t.id === id);
              // Most manual fines are described by their type: a head start the user can change.
              if (type && getValues('data.description').trim() === '') {
                setValue('data.description', type.description, {
                  shouldValidate: formState.isSubmitted,
                });
              }
            }}
            slotProps={{
              select: {
                renderValue: (id) => types.find((t) => t.id === id)?.description ?? '',
              },
            }}
          >
            {types.length === 0 && (
              <MenuItem disabled value="">
                Nog geen boetetypes
              </MenuItem>
            )}
            {types.map((type) => (
              <MenuItem
                key={type.id}
                value={type.id}
                sx={{ gap: 2, justifyContent: 'space-between' }}
              >
                <span>{type.description}</span>
                <Typography component="span" variant="body2" color="text.secondary" noWrap>
                  {fineCostLabel(type)}
                </Typography>
              </MenuItem>
            ))}
          </FormTextField>
          <DescriptionField control={control} name="data.description" />
        </Stack>
      </EditCard>

      {remove.dialog}
    </RecordEditForm>
  );
}

/** A match fine changes with its match (fill, reset); here it is shown, not edited. */
function MatchFineView({ fine }: { fine: Fine }) {
  const data = fine.data as { matchId: number; date: string; opponent: string };
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <PaidIcon paid={fine.paid} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle1">{playerDisplayName(fine.player)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {fine.type.description} · {fineCostLabel(fine.type)}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }}>
            Gegeven bij de wedstrijd tegen {data.opponent} op {formatDateLong(data.date)}.
          </Typography>
        </CardContent>
      </Card>
      <Alert severity="info">
        Deze boete hoort bij een wedstrijd: wijzig hem via de wedstrijd.
      </Alert>
      <Button
        component={RouterLink}
        to={teamPaths.input.matchFill.href(data.matchId)}
        variant="outlined"
        size="large"
      >
        Naar de wedstrijd
      </Button>
    </Stack>
  );
}
