import { useEffect, useReducer, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import SaveRounded from '@mui/icons-material/SaveRounded';
import type { Availability } from '../../../domain/availability/availability.schema';
import type { Match } from '../../../domain/matches/match.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { pickByChance } from '../../../domain/task-lists/pick-by-chance';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { useWizardStepHistory } from '../../shell/history-entries';
import { MissingPlayersOffer } from '../../shell/MissingPlayersOffer';
import { PageFallback } from '../../shell/PageFallback';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { MatchHeadline } from '../../shell/MatchHeadline';
import { useTeamName } from '../../shell/use-team-name';
import { useAllPlayers } from '../../resources/players';
import { useSeasonDetail } from '../../resources/seasons';
import type { CardFineTypes } from '../../../domain/fill/cards';
import {
  fetchDrawChances,
  useActiveFineTypes,
  useCardSettings,
  useFillWrites,
  useSeasonTaskLists,
} from './api';
import { AttendanceStep } from './AttendanceStep';
import { WizardButtons } from '../../shell/WizardButtons';
import { BottomBar } from './BottomBar';
import { DomainError } from '../../lib/api-client';
import { domainErrorMessage } from '../../../domain/errors';
import { hasFillInput, removeFillDraft, writeFillDraft } from './fill-draft';
import {
  fillReducer,
  OVERVIEW_STEP,
  overviewOf,
  refusal,
  ourScore,
  toMatchData,
  type FillAction,
  type FillState,
} from './fill-state';
import { FillStepper } from './FillStepper';
import { FinesStep } from './FinesStep';
import { GoalsStep } from './GoalsStep';
import { ScoreCard } from './ScoreCard';
import { OverviewStep } from './OverviewStep';
import { TasksStep } from './TasksStep';

const dutch = new Intl.Collator('nl');
/** Without the card settings (a failed read) cards bring no fine here; the server decides anyway. */
const NO_CARD_FINES: CardFineTypes = { yellowFineTypeId: null, redFineTypeId: null };

/** A float in [0, 1) from the browser's cryptographic source, for the lottery button. */
function cryptoRandom(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

/** The five steps of filling in a played match, saved in one go at the end. */
export function FillWizard({
  match,
  initial,
  fresh,
  draftKey,
  answers,
}: {
  match: Match;
  /** Where the wizard starts: `fresh`, or a draft the user chose to continue. */
  initial: FillState;
  /** The wizard without any input: what counts as unsaved input is measured against it. */
  fresh: FillState;
  /** Where this match's draft is kept in localStorage. */
  draftKey: string;
  /** Who said they would come (issue 17): shown in the attendance step. */
  answers: Availability[];
}) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const season = useSeasonDetail(teamCode, match.seasonId);
  const allPlayers = useAllPlayers(teamCode);
  const allFineTypes = useActiveFineTypes(teamCode);
  const seasonTaskLists = useSeasonTaskLists(teamCode, match.seasonId);
  const cardSettings = useCardSettings(teamCode);
  const cardTypes = cardSettings.data ?? (cardSettings.error ? NO_CARD_FINES : undefined);
  const writes = useFillWrites(teamCode);
  const [state, dispatch] = useReducer(fillReducer, initial);
  const [saving, setSaving] = useState(false);
  const teamName = useTeamName(teamCode);

  const dirty = hasFillInput(state, fresh);
  const { previous: previousStep } = useWizardStepHistory(state.step, (step) =>
    dispatch({ type: 'goTo', step }),
  );
  // Once thrown away, renders on the way out must not write the draft again.
  const draftDone = useRef(false);
  const { dialog: discardDialog } = useDiscardGuard(dirty && !saving, () => {
    draftDone.current = true;
    removeFillDraft(localStorage, draftKey);
  });
  const freshRef = useRef(fresh);
  freshRef.current = fresh;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.step]);

  // Only when the input changes: the page renders for other reasons too (revalidation, leaving).
  useEffect(() => {
    if (draftDone.current) return;
    // Input undone is no draft: nothing to offer next time.
    if (hasFillInput(state, freshRef.current)) writeFillDraft(localStorage, draftKey, state);
    else removeFillDraft(localStorage, draftKey);
  }, [state, draftKey]);

  if (!season.data || !allPlayers.data || !allFineTypes.data || !seasonTaskLists.data || !cardTypes)
    return <PageFallback />;

  const inSeason = new Set(season.data.playerIds);
  const players = allPlayers.data
    .filter((p) => inSeason.has(p.id))
    .sort((a, b) => dutch.compare(playerDisplayName(a), playerDisplayName(b)));
  const present = players.filter((p) => !state.absent.includes(p.id));
  const fineTypes = allFineTypes.data.filter((t) => t.matchRelated);
  const taskLists = seasonTaskLists.data.filter((l) => !l.obsolete);

  if (players.length === 0) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="info">
          Dit seizoen heeft nog geen spelers. Voeg ze toe bij Seizoenen.
        </Alert>
        <MissingPlayersOffer seasonId={match.seasonId} />
      </Stack>
    );
  }

  const act = (action: FillAction) => {
    const problem = refusal(state, action);
    if (problem) notice.show({ severity: 'error', message: problem });
    else dispatch(action);
  };

  const lottery = async (taskList: TaskList) => {
    const alreadyOnIt = state.tasks
      .filter((t) => t.taskListId === taskList.id)
      .map((t) => t.playerId);
    try {
      const chances = await fetchDrawChances(teamCode, taskList.id, [
        ...state.absent,
        ...alreadyOnIt,
      ]);
      const candidates = chances.filter(([player]) => inSeason.has(player.id));
      if (candidates.length === 0) {
        notice.show({ severity: 'info', message: 'Er is niemand meer om uit te loten' });
        return;
      }
      const drawn: Player = pickByChance(candidates, cryptoRandom);
      act({ type: 'addTask', playerId: drawn.id, taskListId: taskList.id });
      notice.show({
        severity: 'success',
        message: `${playerDisplayName(drawn)} doet ${taskList.name}`,
      });
    } catch (error) {
      notice.failed(error);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await writes.save(match.id, toMatchData(state));
      draftDone.current = true;
      removeFillDraft(localStorage, draftKey);
      notice.show({ severity: 'success', message: 'Wedstrijd opgeslagen' });
    } catch (error) {
      setSaving(false);
      // Someone else filled it in first (another tab, another phone): offer what they saved.
      if (error instanceof DomainError && error.error === 'MatchFilled') {
        notice.show({
          severity: 'error',
          message: domainErrorMessage('MatchFilled'),
          action: { label: 'Bekijk invulling', run: () => void writes.showFilled(match.id) },
        });
        return;
      }
      notice.failed(error);
    }
  };

  return (
    <>
      {discardDialog}
      <FillStepper
        active={state.step}
        reached={state.reached}
        locked={false}
        onStep={(step) => act({ type: 'goTo', step })}
      />
      {state.step === 0 && (
        <AttendanceStep
          seasonId={match.seasonId}
          players={players}
          absent={state.absent}
          goals={state.goals}
          cards={state.cards}
          answers={answers}
          onToggle={(playerId) => act({ type: 'toggleAbsent', playerId })}
        />
      )}
      {state.step === 1 && (
        <FinesStep
          players={players}
          present={present}
          fineTypes={fineTypes}
          cardTypes={cardTypes}
          fines={state.fines}
          cards={state.cards}
          onAdd={(playerId, fineTypeId) => act({ type: 'addFine', playerId, fineTypeId })}
          onRemove={(playerId, fineTypeId) => act({ type: 'removeFine', playerId, fineTypeId })}
          onAddCard={(playerId, color) => act({ type: 'addCard', playerId, color })}
          onRemoveCard={(playerId, color) => act({ type: 'removeCard', playerId, color })}
        />
      )}
      {state.step === 2 && (
        <Stack spacing={1.5}>
          <GoalsStep
            players={present}
            goals={state.goals}
            onAdd={(playerId) => act({ type: 'addGoal', playerId })}
            onRemove={(playerId) => act({ type: 'removeGoal', playerId })}
          />
          <ScoreCard
            teamName={teamName ?? 'Wij'}
            opponent={match.opponent}
            scoreFor={ourScore(state)}
            scoreAgainst={state.scoreAgainst}
            onChange={(side, score) => act({ type: 'setScore', side, score })}
          />
        </Stack>
      )}
      {state.step === 3 && (
        <TasksStep
          players={players}
          absent={state.absent}
          taskLists={taskLists}
          tasks={state.tasks}
          onAdd={(playerId, taskListId) => act({ type: 'addTask', playerId, taskListId })}
          onRemove={(playerId, taskListId) => act({ type: 'removeTask', playerId, taskListId })}
          onLottery={lottery}
        />
      )}
      {state.step === OVERVIEW_STEP && (
        <OverviewStep
          overview={overviewOf(state, { players, fineTypes, taskLists, cardTypes })}
          result={
            <MatchHeadline
              teamName={teamName}
              match={{ ...match, scoreFor: ourScore(state), scoreAgainst: state.scoreAgainst }}
            />
          }
          onTogglePaid={() => undefined}
        />
      )}
      <BottomBar>
        <WizardButtons
          first={state.step === 0}
          last={state.step >= OVERVIEW_STEP}
          onPrevious={previousStep}
          onNext={() => act({ type: 'next' })}
          finish={{
            startIcon: <SaveRounded />,
            onClick: () => void save(),
            loading: saving,
            loadingPosition: 'start',
            children: 'Opslaan',
          }}
        />
      </BottomBar>
    </>
  );
}
