import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDateShort } from '../../../domain/dates';
import {
  FIXTURE_FORMAT_LABELS,
  FIXTURE_FORMATS,
  type Fixture,
  type FixtureFormat,
  type FixtureImportResult,
} from '../../../domain/fixture-import/fixture-import.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { errorMessage } from '../../lib/error-messages';
import { readChosenFile, type ChosenFile } from '../../lib/file-upload';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { FilePicker } from '../../shell/FilePicker';
import { usePageTitle } from '../../shell/page-title';
import { movedWhen } from '../../../domain/fixture-import/moved-message';
import { useFederationName, useFixtureImport } from './api';
import { TitledCard } from '../../shell/TitledCard';

/** A calendar by its name or its first line; anything else is read as a CSV. */
function guessFormat(file: ChosenFile): FixtureFormat {
  if (/\.(ics|ical|icalendar)$/i.test(file.name)) return 'ics';
  return file.content.trimStart().toUpperCase().startsWith('BEGIN:VCALENDAR') ? 'ics' : 'csv';
}

/** 'za 14 mrt 2026 · 14:30' */
function when(match: { date: string; kickOff: string | null }): string {
  const date = match.date ? `${formatDateShort(match.date)} ${match.date.slice(0, 4)}` : '';
  return [date, match.kickOff].filter(Boolean).join(' · ');
}

function title(match: Fixture): string {
  return `${match.opponent} (${match.home ? 'thuis' : 'uit'})`;
}

function count(n: number, one: string, more: string): string {
  return `${n} ${n === 1 ? one : more}`;
}

function summary(result: FixtureImportResult): string {
  return [
    count(result.created.length, 'nieuwe wedstrijd', 'nieuwe wedstrijden'),
    `${result.updated.length} verplaatst`,
    `${result.unchanged} ongewijzigd`,
    result.missing.length > 0 ? `${result.missing.length} niet (meer) in het bestand` : null,
    result.skipped.length > 0 ? `${result.skipped.length} overgeslagen` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * `/input/fixture-import`: a member brings the season's fixtures from the
 * federation's or the club's calendar (ICS) or a CSV. The file is read at once
 * as a dry run, which shows what would change; "Importeren" applies it.
 */
export default function FixtureImportPage() {
  usePageTitle('Wedstrijden importeren');
  const teamCode = useRequiredTeamCode();
  const { loginState } = useAuth();
  const federation = useFederationName(teamCode);
  const runImport = useFixtureImport(teamCode);
  const notice = useNotice();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [format, setFormat] = useState<FixtureFormat>('ics');
  const [preview, setPreview] = useState<FixtureImportResult | null>(null);
  const [done, setDone] = useState<FixtureImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (chosen: ChosenFile, as: FixtureFormat, dryRun: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await runImport({ format: as, content: chosen.content, dryRun });
      if (dryRun) setPreview(result);
      else {
        setDone(result);
        setPreview(null);
        setBusy(false);
        notice.show({
          severity: 'success',
          message: `${count(result.created.length, 'wedstrijd', 'wedstrijden')} toegevoegd, ${result.updated.length} verplaatst`,
        });
      }
    } catch (error) {
      setPreview(null);
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (picked: File) => {
    setDone(null);
    setPreview(null);
    try {
      const chosen = await readChosenFile(picked, 'text');
      const guessed = guessFormat(chosen);
      setFile(chosen);
      setFormat(guessed);
      await run(chosen, guessed, true);
    } catch (error) {
      setFile(null);
      setFailure(error instanceof Error ? error.message : errorMessage(error));
    }
  };

  const changes = preview ? preview.created.length + preview.updated.length : 0;

  return (
    <Stack spacing={2}>
      <TitledCard
        title="Wedstrijden importeren"
        subheader="Uit de agenda van de bond of de club (een ICS-bestand) of een CSV met datum, tijd, tegenstander, thuis/uit en plaats. Je ziet eerst wat er verandert."
      >
        <Stack spacing={2}>
          {federation.data && (
            <Typography variant="body2" color="text.secondary">
              Ons team heet in het bestand <strong>{federation.data.federationName}</strong>
              {loginState === 'user' && (
                <>
                  {' '}
                  (<RouterLink to={teamPaths.settings.path}>wijzigen bij Instellingen</RouterLink>)
                </>
              )}
              .
            </Typography>
          )}
          <FilePicker
            fileName={file?.name ?? null}
            accept=".ics,.ical,.csv,.txt,text/calendar,text/csv"
            disabled={busy}
            onPick={(picked) => void choose(picked)}
            testId="fixture-file"
          />
          {file && (
            <Stack spacing={1}>
              <ToggleButtonGroup
                exclusive
                value={format}
                onChange={(_, value: FixtureFormat | null) => {
                  if (!value) return;
                  setFormat(value);
                  void run(file, value, true);
                }}
                aria-label="Soort bestand"
                size="small"
              >
                {FIXTURE_FORMATS.map((value) => (
                  <ToggleButton key={value} value={value}>
                    {FIXTURE_FORMAT_LABELS[value]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </TitledCard>

      {preview && file && (
        <>
          <Alert severity={changes > 0 ? 'info' : 'success'} role="status">
            {changes > 0 ? summary(preview) : `Niets te wijzigen: ${summary(preview)}`}
          </Alert>
          <ResultLists result={preview} createdTitle="Nieuw" updatedTitle="Verplaatst" />
          <Button
            variant="contained"
            size="large"
            disabled={changes === 0}
            loading={busy}
            onClick={() => void run(file, format, false)}
          >
            {changes > 0
              ? `Importeren (${count(changes, 'wijziging', 'wijzigingen')})`
              : 'Importeren'}
          </Button>
        </>
      )}

      {done && (
        <>
          <Alert severity="success" role="status">
            Geïmporteerd: {summary(done)}
          </Alert>
          <ResultLists result={done} createdTitle="Toegevoegd" updatedTitle="Verplaatst" />
          <Button component={RouterLink} to={teamPaths.input.matches.path} variant="contained">
            Naar de wedstrijden
          </Button>
        </>
      )}
    </Stack>
  );
}

function ResultLists({
  result,
  createdTitle,
  updatedTitle,
}: {
  result: FixtureImportResult;
  createdTitle: string;
  updatedTitle: string;
}) {
  return (
    <>
      <FixtureCard title={createdTitle} items={result.created} text={whenWhere} />
      <FixtureCard title={updatedTitle} items={result.updated} text={movedWhen} />
      <FixtureCard
        title="Niet (meer) in het bestand"
        subheader="Deze wedstrijden blijven staan; verwijder of verplaats ze zelf als dat moet."
        items={result.missing}
        text={whenWhere}
      />
      <FixtureCard
        title="Overgeslagen"
        items={result.skipped.map((s) => ({ ...s.match, reason: s.reason }))}
        name={(m) => m.opponent}
        text={(m) => [whenWhere(m), m.reason].filter(Boolean).join(' · ')}
      />
    </>
  );
}

function whenWhere(match: Fixture): string {
  return [when(match), match.location].filter(Boolean).join(' · ');
}

function FixtureCard<T extends Fixture>({
  title: heading,
  subheader,
  items,
  name = title,
  text,
}: {
  title: string;
  subheader?: string;
  items: T[];
  name?: (item: T) => string;
  text: (item: T) => string;
}) {
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title={`${heading} (${items.length})`}
        subheader={subheader}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List disablePadding aria-label={heading}>
          {items.map((item, index) => (
            <ListItem
              key={`${item.id ?? ''}-${index}`}
              disableGutters
              divider={index < items.length - 1}
            >
              <ListItemText
                primary={name(item)}
                secondary={text(item)}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
