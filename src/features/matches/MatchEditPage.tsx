import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import { endOfWeekIso, formatDate, formatDateLong, todayIso } from '../../../domain/dates';
import { canFillMatch, MATCH_TYPE_LABELS } from '../../../domain/matches/match-rules';
import {
  matchInputSchema,
  type Match,
  type MatchInput,
} from '../../../domain/matches/match.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { FormButtons } from '../../shell/form/FormButtons';
import { EditCard, useEditRecord, useSaveHandler } from '../../shell/edit-page';
import { useEditConflict, type ConflictLine } from '../../shell/edit-conflict';
import { LoadError } from '../../shell/LoadError';
import { NoSeasonNotice } from '../../shell/NoSeasonNotice';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useUndoNotice } from '../../shell/use-undo-notice';
import { useSeasons } from '../../resources/seasons';
import { matchKey, useMatch } from '../../resources/matches';
import { useMatchWrites } from './api';
import { MatchFormFields } from './MatchFormFields';
import { availabilityClosedReason } from '../../../domain/availability/availability';

const paths = teamPaths.input;
const FIELDS = ['date', 'matchType', 'opponent', 'kickOff', 'location', 'home'] as const;

/** Who's coming to a match: the availability feature's panel, which the route puts in. */
type AvailabilitySlot = (matchId: number) => ReactNode;

/**
 * `/input/matches/new`, `/input/matches/{matchId}` and `/input/matches/edit?matchId=`
 * (spec §2): one page, one form. Without a match id in the URL it adds a match.
 */
export default function MatchEditPage({ availability }: { availability: AvailabilitySlot }) {
  const target = useMatchTarget();
  if (target === 'new') return <NewMatch />;
  if (target === null) return <Navigate to={paths.matches.path} replace />;
  return <ExistingMatch matchParam={target} availability={availability} />;
}

/** 'new', the match id as written, or null for `/input/matches/edit` without one (nothing to edit: the list). */
function useMatchTarget(): 'new' | string | null {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  if (pathname.replace(/\/+$/, '') === paths.matchNew.path) return 'new';
  const raw = params.matchId ?? search.get('matchId');
  if (raw === null || raw === undefined || raw === '') return null;
  return raw;
}

function NewMatch() {
  usePageTitle('Nieuwe wedstrijd');
  const teamCode = useRequiredTeamCode();
  const seasons = useSeasons(teamCode);
  if (!seasons.data) return <PageFallback />;
  if (seasons.data.length === 0) {
    return <NoSeasonNotice />;
  }
  return <MatchForm match={null} locked={false} availability={null} />;
}

function ExistingMatch({
  matchParam,
  availability,
}: {
  matchParam: string;
  availability: AvailabilitySlot;
}) {
  // A malformed id is a match that does not exist: the same "not found" as any other.
  const edit = useEditRecord(matchParam, useMatch, {
    name: 'Wedstrijd',
    backPath: paths.matches.path,
  });
  const seasons = useSeasons(edit.teamCode);
  const match = edit.record.data;

  if (edit.loadError) {
    return <LoadError what="de wedstrijd" onRetry={() => void edit.record.mutate()} />;
  }
  if (edit.waiting || !match) return <PageFallback />;
  const locked = seasons.data?.find((season) => season.id === match.seasonId)?.locked ?? false;
  return <MatchForm key={match.id} match={match} locked={locked} availability={availability} />;
}

function formValues(match: Match) {
  return {
    date: match.date,
    matchType: match.matchType,
    opponent: match.opponent,
    kickOff: match.kickOff ?? '',
    location: match.location ?? '',
    home: match.home,
  };
}

/** What the match says now, for the conflict dialog. */
function describeMatch(match: Match): ConflictLine[] {
  return [
    { label: 'Datum', value: formatDate(match.date) },
    { label: 'Tegenstander', value: match.opponent },
    { label: 'Soort', value: MATCH_TYPE_LABELS[match.matchType] },
    { label: 'Aftrap', value: match.kickOff ?? '–' },
    { label: 'Plaats', value: match.location ?? '–' },
    { label: 'Thuis', value: match.home ? 'Ja' : 'Nee' },
    { label: 'Afgelast', value: match.cancelled ? 'Ja' : 'Nee' },
  ];
}

/** The form itself; mounted once its starting values are known, so a revalidation never overwrites typing. */
function MatchForm({
  match,
  locked,
  availability,
}: {
  match: Match | null;
  locked: boolean;
  availability: AvailabilitySlot | null;
}) {
  const teamCode = useRequiredTeamCode();
  const writes = useMatchWrites(teamCode);
  const { mutate } = useSWRConfig();
  const showUndo = useUndoNotice();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(matchInputSchema),
    defaultValues: match
      ? formValues(match)
      : {
          date: endOfWeekIso(todayIso()),
          matchType: 'League',
          opponent: '',
          kickOff: '',
          location: '',
          home: true,
        },
  });

  // What "Overschrijven" repeats: the save or the (un)cancel that met the conflict.
  const lastWrite = useRef<() => void>(() => void save());
  const conflict = useEditConflict({
    record: match,
    describe: describeMatch,
    keepTheirs: (current) => {
      reset(formValues(current));
      // Their cancelled flag too: the next save sends the match's own.
      void mutate(matchKey(teamCode, current.id), current, { revalidate: false });
    },
    overwrite: () => lastWrite.current(),
  });

  const readOnly = locked || (match?.filled ?? false);
  const busy = formState.isSubmitting;
  const {
    save: run,
    showError,
    guard,
    goBack,
  } = useSaveHandler<MatchInput>({
    formState,
    setError,
    fields: FIELDS,
    backPath: paths.matches.path,
    onFieldError: conflict.handle,
  });

  const save = handleSubmit((values) => {
    lastWrite.current = () => void save();
    return match
      ? run(
          () =>
            writes.update(match.id, { ...values, cancelled: match.cancelled }, conflict.ifMatch()),
          'Wedstrijd opgeslagen',
        )
      : run(() => writes.create(values), 'Wedstrijd toegevoegd');
  });
  // 'Afgelast' and 'Herstel' save the form as it stands with the flag turned over.
  const toggleCancelled = (cancelled: boolean) =>
    handleSubmit(async (values) => {
      if (!match) return;
      lastWrite.current = () => void toggleCancelled(cancelled)();
      const saved = await run(
        async () =>
          conflict.saved(
            await writes.update(match.id, { ...values, cancelled }, conflict.ifMatch()),
          ),
        cancelled ? 'Wedstrijd afgelast' : 'Wedstrijd hersteld',
        { stay: true },
      );
      // Saved as it stands: nothing left to lose.
      if (saved) reset(values);
    });
  const remove = async () => {
    if (!match) return;
    setConfirmDelete(false);
    try {
      await writes.remove(match.id);
    } catch (error) {
      showError(error);
      return;
    }
    showUndo('Wedstrijd verwijderd', () => writes.restore(match.id));
    guard.release();
    goBack();
  };

  return (
    <>
      {guard.dialog}
      {conflict.dialog}
      <form onSubmit={save} noValidate>
        <Stack spacing={2}>
          {match && <MatchStatus match={match} locked={locked} />}
          <EditCard>
            <MatchFormFields
              control={control}
              readOnly={readOnly}
              dateDisabled={match?.cancelled ?? false}
            />
          </EditCard>
          {!readOnly && <FormButtons busy={busy} />}
          {match && !readOnly && (
            <Stack direction="row" spacing={1.5}>
              {match.cancelled ? (
                <Button
                  variant="outlined"
                  size="large"
                  fullWidth
                  startIcon={<EventAvailableRounded />}
                  disabled={busy}
                  onClick={toggleCancelled(false)}
                >
                  Herstel
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  size="large"
                  fullWidth
                  startIcon={<EventBusyRounded />}
                  disabled={busy}
                  onClick={toggleCancelled(true)}
                >
                  Afgelast
                </Button>
              )}
              <Button
                variant="outlined"
                color="error"
                size="large"
                fullWidth
                startIcon={<DeleteOutlineRounded />}
                disabled={busy}
                onClick={() => setConfirmDelete(true)}
              >
                Verwijderen
              </Button>
            </Stack>
          )}
          {match && (match.filled || canFillMatch(match, todayIso())) && !locked && (
            <Button
              component={RouterLink}
              to={paths.matchFill.href(match.id)}
              variant={match.filled ? 'outlined' : 'contained'}
              color={match.filled ? 'primary' : 'secondary'}
              size="large"
              fullWidth
              startIcon={<FactCheckRounded />}
            >
              {match.filled ? 'Bekijk invulling' : 'Invullen'}
            </Button>
          )}
        </Stack>
        {match && (
          <ConfirmDialog
            open={confirmDelete}
            title="Wedstrijd verwijderen?"
            message={`De wedstrijd tegen ${match.opponent} op ${formatDateLong(match.date)} wordt verwijderd.`}
            confirmLabel="Verwijderen"
            busy={busy}
            onConfirm={() => void remove()}
            onClose={() => setConfirmDelete(false)}
          />
        )}
      </form>
      {match && availability && availabilityClosedReason(match, todayIso()) === null && !locked && (
        // Outside the form: its buttons and note save on their own.
        <Card component="section" aria-label="Wie komt er?" sx={{ mt: 2 }}>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Wie komt er?
            </Typography>
            {availability(match.id)}
          </CardContent>
        </Card>
      )}
    </>
  );
}

/** Why a match looks the way it does: cancelled, filled (read-only) or in a closed season. */
function MatchStatus({ match, locked }: { match: Match; locked: boolean }) {
  if (locked)
    return (
      <Alert severity="info">
        Dit seizoen is afgesloten: de wedstrijd kan niet meer worden gewijzigd.
      </Alert>
    );
  if (match.filled) {
    return (
      <Alert severity="success">
        Deze wedstrijd is ingevuld en kan niet meer worden gewijzigd.
      </Alert>
    );
  }
  if (match.cancelled) return <Alert severity="warning">Deze wedstrijd is afgelast.</Alert>;
  return null;
}
