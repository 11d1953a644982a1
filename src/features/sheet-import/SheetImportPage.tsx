import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { eurosToCents, formatMoney } from '../../../domain/money';
import {
  SHEET_FIELD_LABELS,
  SHEET_FIELDS,
  type SheetFormat,
  type SheetImportResult,
  type SheetMapping,
  type SheetPreviewRow,
} from '../../../domain/sheet-import/sheet-import.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { errorMessage } from '../../lib/error-messages';
import { readChosenFile, type ChosenFile } from '../../lib/file-upload';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { useSeasons } from '../../resources/seasons';
import { FilePicker } from '../../shell/FilePicker';
import { usePageTitle } from '../../shell/page-title';
import { useSheetImport } from './api';
import { TitledCard } from '../../shell/TitledCard';

const REQUIRED = ['player', 'date', 'description', 'amount'] as const;
/** Errors listed by name; the rest are counted. */
const LISTED_ERRORS = 20;

function count(n: number, one: string, more: string): string {
  return `${n} ${n === 1 ? one : more}`;
}

/**
 * Team-host `/settings/sheet-import`: a team admin uploads the boetepot's
 * spreadsheet (CSV or XLSX), checks which column is what on a preview of the
 * first rows, picks the season, and imports: players, fine types and fines at once.
 */
export default function SheetImportPage() {
  usePageTitle('Spreadsheet importeren');
  const teamCode = useRequiredTeamCode();
  const seasons = useSeasons(teamCode);
  const runImport = useSheetImport(teamCode);
  const notice = useNotice();
  const [file, setFile] = useState<(ChosenFile & { format: SheetFormat }) | null>(null);
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const [mapping, setMapping] = useState<SheetMapping | null>(null);
  const [result, setResult] = useState<SheetImportResult | null>(null);
  const [done, setDone] = useState<SheetImportResult | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [confirmLocked, setConfirmLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const preview = async (
    chosen: NonNullable<typeof file>,
    columns: SheetMapping | null,
    season: number | null,
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await runImport({
        format: chosen.format,
        content: chosen.content,
        ...(columns ? { mapping: columns } : {}),
        ...(season !== null ? { seasonId: season } : {}),
        dryRun: true,
      });
      setResult(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setResult(null);
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (picked: File) => {
    const format: SheetFormat = /\.xlsx$/i.test(picked.name) ? 'xlsx' : 'csv';
    setDone(null);
    setResult(null);
    setMapping(null);
    setSkipInvalid(false);
    setConfirmLocked(false);
    try {
      const chosen = {
        ...(await readChosenFile(picked, format === 'xlsx' ? 'base64' : 'text')),
        format,
      };
      setFile(chosen);
      await preview(chosen, null, seasonId);
    } catch (error) {
      setFile(null);
      setFailure(error instanceof Error ? error.message : errorMessage(error));
    }
  };

  const importNow = async () => {
    if (!file || !mapping) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await runImport({
        format: file.format,
        content: file.content,
        mapping,
        ...(seasonId !== null ? { seasonId } : {}),
        confirmLockedSeason: confirmLocked,
        skipInvalid,
        dryRun: false,
      });
      setDone(answer);
      setResult(null);
      setFile(null);
      setBusy(false);
      notice.show({
        severity: 'success',
        message: `${count(answer.fines.created, 'boete', 'boetes')} geïmporteerd`,
      });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const complete = mapping !== null && REQUIRED.every((field) => mapping[field] !== null);
  const canImport =
    result !== null &&
    complete &&
    result.fines.created > 0 &&
    (result.errors.length === 0 || skipInvalid) &&
    (!result.season.locked || confirmLocked);

  return (
    <Stack spacing={2}>
      <TitledCard
        title="Spreadsheet importeren"
        subheader="Spelers en boetes uit de spreadsheet van de boetepot: een CSV of een Excel-bestand (xlsx) met een kopregel. Elke omschrijving met haar bedrag wordt een boetetype."
      >
        <Stack spacing={2}>
          <FilePicker
            fileName={file?.name ?? null}
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onPick={(picked) => void choose(picked)}
            testId="sheet-file"
          />
          {seasons.data && seasons.data.length > 0 && (
            <TextField
              select
              label="Seizoen van de boetes"
              value={String(seasonId ?? seasons.data[0]?.id ?? '')}
              onChange={(event) => {
                const id = Number(event.target.value);
                setSeasonId(id);
                setConfirmLocked(false);
                if (file) void preview(file, mapping, id);
              }}
              sx={{ maxWidth: { sm: 320 } }}
            >
              {seasons.data.map((season, index) => (
                <MenuItem key={season.id} value={String(season.id)}>
                  {index === 0 ? season.description : `${season.description} (afgesloten)`}
                </MenuItem>
              ))}
            </TextField>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </TitledCard>

      {result && file && mapping && (
        <>
          <TitledCard title="Kolommen" subheader="Welke kolom van je bestand is wat?" titleAs="h2">
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {SHEET_FIELDS.map((field) => (
                <TextField
                  key={field}
                  select
                  label={
                    field === 'paid'
                      ? `${SHEET_FIELD_LABELS[field]} (mag leeg)`
                      : SHEET_FIELD_LABELS[field]
                  }
                  value={mapping[field] ?? ''}
                  error={field !== 'paid' && mapping[field] === null}
                  helperText={field !== 'paid' && mapping[field] === null ? 'Kies een kolom' : ' '}
                  onChange={(event) => {
                    const next = { ...mapping, [field]: event.target.value || null };
                    setMapping(next);
                    void preview(file, next, seasonId);
                  }}
                >
                  <MenuItem value="">
                    <em>
                      {field === 'paid' ? 'Niet in het bestand: niets betaald' : 'Kies een kolom'}
                    </em>
                  </MenuItem>
                  {result.columns.map((column) => (
                    <MenuItem key={column} value={column}>
                      {column}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
          </TitledCard>

          <TitledCard
            title="Voorbeeld"
            subheader={`De eerste regels van ${count(result.rows, 'regel', 'regels')}, zoals ze worden gelezen`}
            titleAs="h2"
          >
            <List disablePadding aria-label="Voorbeeld">
              {result.preview.map((row, index) => (
                <PreviewRow key={row.row} row={row} divider={index < result.preview.length - 1} />
              ))}
            </List>
          </TitledCard>

          {complete && (
            <TitledCard title="Wat er gebeurt" titleAs="h2">
              <Stack spacing={1.5}>
                <Typography>
                  <strong>{count(result.fines.created, 'boete', 'boetes')}</strong> in seizoen{' '}
                  {result.season.description}
                </Typography>
                <NameList title="Nieuwe spelers" names={result.players.created} />
                <NameList
                  title="Bestaande spelers"
                  names={result.players.matched.map((m) =>
                    m.name === m.player ? m.player : `${m.name} → ${m.player}`,
                  )}
                />
                <NameList
                  title="Nieuwe boetetypes"
                  names={result.fineTypes.created.map(
                    (t) => `${t.description} ${formatMoney(eurosToCents(t.amount))}`,
                  )}
                />
                {result.errors.length > 0 && (
                  <Alert severity="warning">
                    <Typography sx={{ fontWeight: 600 }}>
                      {count(result.errors.length, 'regel', 'regels')} met een fout
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {result.errors.slice(0, LISTED_ERRORS).map((e) => (
                        <li key={e.row}>{e.message}</li>
                      ))}
                      {result.errors.length > LISTED_ERRORS && (
                        <li>en nog {result.errors.length - LISTED_ERRORS}</li>
                      )}
                    </Box>
                  </Alert>
                )}
                {result.errors.length > 0 && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={skipInvalid}
                        onChange={(event) => setSkipInvalid(event.target.checked)}
                      />
                    }
                    label="Sla de regels met een fout over"
                  />
                )}
                {result.season.locked && (
                  <>
                    <Alert severity="warning">
                      Seizoen {result.season.description} is afgesloten. Importeer je toch, dan
                      staat in het logboek dat je dat bevestigd hebt.
                    </Alert>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={confirmLocked}
                          onChange={(event) => setConfirmLocked(event.target.checked)}
                        />
                      }
                      label={`Toch importeren in ${result.season.description}`}
                    />
                  </>
                )}
              </Stack>
            </TitledCard>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={!canImport}
            loading={busy}
            onClick={() => void importNow()}
          >
            Importeren
          </Button>
        </>
      )}

      {done && (
        <>
          <Alert severity="success" role="status">
            {count(done.fines.created, 'boete', 'boetes')} geïmporteerd in seizoen{' '}
            {done.season.description};{' '}
            {count(done.players.created.length, 'nieuwe speler', 'nieuwe spelers')},{' '}
            {count(done.fineTypes.created.length, 'nieuw boetetype', 'nieuwe boetetypes')}.
          </Alert>
          <Button component={RouterLink} to={teamPaths.input.fines.href()} variant="contained">
            Naar de boetes
          </Button>
        </>
      )}
    </Stack>
  );
}

function PreviewRow({ row, divider }: { row: SheetPreviewRow; divider: boolean }) {
  const { read } = row;
  return (
    <ListItem disableGutters divider={divider} sx={{ display: 'block' }}>
      <ListItemText
        primary={[`Regel ${row.row}`, read?.player ?? row.values.player]
          .filter(Boolean)
          .join(' · ')}
        secondary={
          read
            ? [
                formatDate(read.date),
                read.description,
                formatMoney(eurosToCents(read.amount)),
                read.paid ? 'betaald' : 'open',
              ].join(' · ')
            : row.error
              ? null
              : row.cells.join(' · ')
        }
        sx={{ overflowWrap: 'anywhere', my: 0 }}
      />
      {row.error && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {row.error.replace(/^Regel \d+: /, '')}
        </Typography>
      )}
    </ListItem>
  );
}

function NameList({ title, names }: { title: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>
        {title} ({names.length}):
      </strong>{' '}
      {names.join(', ')}
    </Typography>
  );
}
