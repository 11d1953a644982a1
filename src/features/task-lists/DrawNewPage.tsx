import { useEffect, useReducer, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import { type Availability } from '../../../domain/availability/availability.schema';
import { playersWhoSaidNo } from '../../../domain/availability/availability';
import { todayIso } from '../../../domain/dates';
import type { Match } from '../../../domain/matches/match.schema';
import type { DrawResult as DrawOutcome } from '../../../domain/task-lists/draw.schema';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { useWizardStepHistory } from '../../shell/history-entries';
import { WizardButtons } from '../../shell/WizardButtons';
import { MissingPlayersOffer } from '../../shell/MissingPlayersOffer';
import { NoSeasonNotice } from '../../shell/NoSeasonNotice';
import { PageFallback } from '../../shell/PageFallback';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { availabilityKey } from '../../resources/matches';
import { useSeasons } from '../../resources/seasons';
import { useDrawChances, useSeasonMatches, useTaskList, useTaskWrites } from './api';
import { ActionBar } from './draw/ActionBar';
import { CountStep } from './draw/CountStep';
import { DrawResult } from './draw/DrawResult';
import { DrawStepper } from './draw/DrawStepper';
import { OccasionStep } from './draw/OccasionStep';
import { ParticipantsStep } from './draw/ParticipantsStep';
import {
  drawWizardReducer,
  initialDrawWizard,
  RESULT_STEP,
  stepErrors,
  toDrawInput,
  type Occasion,
} from './draw-wizard-state';

/** `/input/task-lists/{taskListId}/draws/new`: the four-step lottery. */
export default function DrawNewPage() {
  usePageTitle('Nieuwe loting');
  const { taskListId } = useParams();
  const validId = requiredRouteId(taskListId);
  const teamCode = useRequiredTeamCode();
  const goBack = useGoBack(teamPaths.input.taskLists.path);
  const list = useTaskList(teamCode, validId);
  const seasons = useSeasons(teamCode);
  const current = seasons.data?.[0] ?? null;
  const matches = useSeasonMatches(teamCode, current?.id ?? null);
  const notFound = validId === null || isNotFound(list.error);
  useNotFound(notFound, 'Taaklijst niet gevonden', goBack);

  if (notFound || !list.data || !seasons.data) return <PageFallback />;
  if (!current) return <NoSeasonNotice belongs="Een loting hoort bij een seizoen." />;
  if (!matches.data) return <PageFallback />;
  return (
    <DrawWizardWithAnswers taskList={list.data} matches={matches.data} seasonId={current.id} />
  );
}

/**
 * A draw for a match leaves out by default who said Nee for it (issue 17); the
 * answers only prefill, so without them (an error) the wizard starts as before.
 */
function DrawWizardWithAnswers({
  taskList,
  matches,
  seasonId,
}: {
  taskList: TaskList;
  matches: Match[];
  /** The current season: the draw's roster, and where a missing player is added. */
  seasonId: number;
}) {
  const teamCode = useRequiredTeamCode();
  const occasion = likelyOccasion(matches);
  const matchId = occasion.kind === 'match' ? occasion.matchId : null;
  const answers = useSWR<Availability[]>(
    matchId === null ? null : availabilityKey(teamCode, matchId),
  );
  if (matchId !== null && !answers.data && !answers.error) return <PageFallback />;
  return (
    <DrawWizard
      taskList={taskList}
      matches={matches}
      seasonId={seasonId}
      saidNo={playersWhoSaidNo(answers.data ?? [])}
    />
  );
}

/** The match a lottery is most likely for: the next one to play, else the last one played. */
function likelyOccasion(matches: Match[]): Occasion {
  const today = todayIso();
  const playable = matches.filter((m) => !m.cancelled);
  const next = playable.find((m) => m.date >= today) ?? playable[playable.length - 1];
  return next
    ? { kind: 'match', matchId: next.id }
    : { kind: 'manual', date: today, description: '' };
}

function DrawWizard({
  taskList,
  matches,
  seasonId,
  saidNo,
}: {
  taskList: TaskList;
  matches: Match[];
  seasonId: number;
  saidNo: number[];
}) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const writes = useTaskWrites(teamCode);
  const [state, dispatch] = useReducer(drawWizardReducer, matches, (m) => ({
    ...initialDrawWizard(likelyOccasion(m)),
    ignored: saidNo,
  }));
  const [result, setResult] = useState<DrawOutcome | null>(null);
  const [drawing, setDrawing] = useState(false);
  // Everyone who can be drawn (the roster), and the odds without the left-out players.
  const roster = useDrawChances(teamCode, taskList.id, []);
  const odds = useDrawChances(teamCode, taskList.id, state.ignored);

  const stepHistory = useWizardStepHistory(state.step, (step) => {
    // Back from a result (saved already) starts the next draw, as "Nog een" does.
    if (state.step === RESULT_STEP) {
      setResult(null);
      dispatch({ type: 'again' });
    } else dispatch({ type: 'goTo', step });
  });
  // Nothing to lose once drawn: the draw is saved by then.
  const guard = useDiscardGuard(
    state.step !== RESULT_STEP && (state.reached > 0 || state.ignored.join() !== saidNo.join()),
  );

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.step]);

  if (!roster.data) return <PageFallback />;
  const players = roster.data.map(([player]) => player);
  const taking = players.filter((p) => !state.ignored.includes(p.id)).length;
  const chances = new Map((odds.data ?? []).map(([player, chance]) => [player.id, chance]));

  if (players.length === 0) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">Er zijn geen actieve spelers in dit seizoen om uit te loten.</Alert>
        <MissingPlayersOffer seasonId={seasonId} />
      </Stack>
    );
  }

  const draw = async () => {
    if (Object.keys(stepErrors(state, taking)).length > 0) {
      dispatch({ type: 'next', eligible: taking });
      return;
    }
    setDrawing(true);
    try {
      setResult(await writes.draw(taskList.id, toDrawInput(state)));
      dispatch({ type: 'drawn' });
    } catch (error) {
      notice.failed(error);
    } finally {
      setDrawing(false);
    }
  };

  return (
    <>
      {guard.dialog}
      <DrawStepper
        active={state.step}
        reached={state.reached}
        onStep={(step) => dispatch({ type: 'goTo', step })}
      />
      {state.step === 0 && (
        <ParticipantsStep
          seasonId={seasonId}
          players={players}
          ignored={state.ignored}
          chances={chances}
          saidNo={saidNo}
          error={state.errors.players}
          onToggle={(playerId) => dispatch({ type: 'toggleIgnored', playerId })}
        />
      )}
      {state.step === 1 && (
        <CountStep
          count={state.count}
          taking={taking}
          error={state.errors.count}
          onChange={(count) => dispatch({ type: 'setCount', count })}
        />
      )}
      {state.step === 2 && (
        <OccasionStep
          occasion={state.occasion}
          matches={matches}
          errors={state.errors}
          onChange={(occasion) => dispatch({ type: 'setOccasion', occasion })}
        />
      )}
      {state.step === RESULT_STEP && result && (
        <DrawResult taskListName={taskList.name} result={result} />
      )}

      <ActionBar>
        {state.step === RESULT_STEP ? (
          <>
            <Button
              component={RouterLink}
              to={teamPaths.input.draws.href(taskList.id)}
              replace
              variant="outlined"
              size="large"
              sx={{ flex: 1 }}
            >
              Geschiedenis
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<CasinoRounded />}
              onClick={() => {
                setResult(null);
                dispatch({ type: 'again' });
              }}
              sx={{ flex: 1 }}
            >
              Nog een
            </Button>
          </>
        ) : (
          <>
            <WizardButtons
              first={state.step === 0}
              last={state.step >= RESULT_STEP - 1}
              onPrevious={stepHistory.previous}
              onNext={() => dispatch({ type: 'next', eligible: taking })}
              finish={{
                startIcon: <CasinoRounded />,
                onClick: () => void draw(),
                disabled: drawing,
                children: 'Loten!',
              }}
            />
          </>
        )}
      </ActionBar>
    </>
  );
}
