import {
  CARD_MESSAGES,
  cardFines,
  cardsPerPlayer,
  extraCardRefusal,
  type Card,
  type CardColor,
  type CardFineTypes,
} from '../../../domain/fill/cards';
import { fineTypeAmountCents } from '../../../domain/fines/fine-order';
import type { FineType } from '../../../domain/fines/fine-type.schema';
import {
  FILL_MESSAGES,
  type FilledMatch,
  type MatchDataInput,
} from '../../../domain/fill/fill.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';

/**
 * The fill wizard's whole state in one reducer (spec §4 "Fill wizard steps 0 to
 * 4"): going back and forth between steps loses nothing, and the rules of spec §5
 * live here, where they can be tested without a browser.
 */

export const FILL_STEPS = ['Aanwezigheid', 'Boetes', 'Doelpunten', 'Taken', 'Overzicht'] as const;
export const OVERVIEW_STEP = FILL_STEPS.length - 1;

export interface FillState {
  step: number;
  /** The furthest step reached: every step up to it can be revisited. */
  reached: number;
  absent: number[];
  /** Player id → goals; players without goals are left out. */
  goals: Record<number, number>;
  fines: { playerId: number; fineTypeId: number }[];
  tasks: { playerId: number; taskListId: number }[];
  /** Yellow and red cards (issue 31), one entry per card; their fines follow the team's settings. */
  cards: Card[];
  /** Our score; null follows the goals entered (an own goal by the opponent makes it differ). */
  scoreFor: number | null;
  scoreAgainst: number;
}

export type FillAction =
  | { type: 'goTo'; step: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'toggleAbsent'; playerId: number }
  | { type: 'addGoal'; playerId: number }
  | { type: 'removeGoal'; playerId: number }
  | { type: 'addFine'; playerId: number; fineTypeId: number }
  | { type: 'removeFine'; playerId: number; fineTypeId: number }
  | { type: 'addTask'; playerId: number; taskListId: number }
  | { type: 'removeTask'; playerId: number; taskListId: number }
  | { type: 'addCard'; playerId: number; color: CardColor }
  | { type: 'removeCard'; playerId: number; color: CardColor }
  | { type: 'setScore'; side: 'for' | 'against'; score: number }
  | { type: 'restart'; from: FillState };

export const emptyFill: FillState = {
  step: 0,
  reached: 0,
  absent: [],
  goals: {},
  fines: [],
  tasks: [],
  cards: [],
  scoreFor: null,
  scoreAgainst: 0,
};

/** A reset match starts over with what was filled in, every step open, to correct a detail. */
export function fillFromFilled(
  filled: FilledMatch,
  result: { scoreFor: number | null; scoreAgainst: number | null } = {
    scoreFor: null,
    scoreAgainst: null,
  },
): FillState {
  return {
    scoreFor: result.scoreFor,
    scoreAgainst: result.scoreAgainst ?? 0,
    step: 0,
    reached: OVERVIEW_STEP,
    absent: filled.absentPlayers.map((p) => p.id),
    goals: Object.fromEntries(filled.goals.map((g) => [g.player.id, g.goals])),
    // A card's fine comes back with the card, not as a fine given by hand.
    fines: filled.fines
      .filter((f) => f.card === null)
      .map((f) => ({ playerId: f.player.id, fineTypeId: f.type.id })),
    tasks: filled.draws.map((d) => ({ playerId: d.player.id, taskListId: d.taskList.id })),
    cards: filled.cards.map((c) => ({ playerId: c.player.id, color: c.color })),
  };
}

/**
 * Why a player must stay present (spec §5: a player with goals cannot be
 * absent), or null when his presence can be toggled. The attendance step shows
 * it on the row itself, so the reason is there before anyone taps.
 */
export function presenceLock(
  state: Pick<FillState, 'absent' | 'goals' | 'cards'>,
  playerId: number,
): string | null {
  if (state.absent.includes(playerId)) return null;
  if ((state.goals[playerId] ?? 0) > 0) return FILL_MESSAGES.absentWithGoals;
  if (state.cards.some((card) => card.playerId === playerId)) return CARD_MESSAGES.absentWithCard;
  return null;
}

/** "1 doelpunt", "3 doelpunten". */
export function goalsLabel(goals: number): string {
  return goals === 1 ? '1 doelpunt' : `${goals} doelpunten`;
}

/** Why an action is refused (spec §5), or null when it may happen. */
export function refusal(state: FillState, action: FillAction): string | null {
  switch (action.type) {
    case 'toggleAbsent':
      return presenceLock(state, action.playerId);
    case 'addGoal':
      return state.absent.includes(action.playerId) ? 'Speler is afwezig' : null;
    case 'addFine':
      return state.fines.some(
        (f) => f.playerId === action.playerId && f.fineTypeId === action.fineTypeId,
      )
        ? FILL_MESSAGES.duplicateFine
        : null;
    case 'addTask':
      return state.tasks.some(
        (t) => t.playerId === action.playerId && t.taskListId === action.taskListId,
      )
        ? FILL_MESSAGES.duplicateTask
        : null;
    case 'addCard':
      if (state.absent.includes(action.playerId)) return 'Speler is afwezig';
      return extraCardRefusal(
        cardsPerPlayer(state.cards).get(action.playerId) ?? { yellow: 0, red: 0 },
        action.color,
      );
    case 'goTo':
      return action.step > state.reached ? 'Doorloop eerst de vorige stappen' : null;
    default:
      return null;
  }
}

const clampStep = (step: number) => Math.min(Math.max(step, 0), OVERVIEW_STEP);

export function fillReducer(state: FillState, action: FillAction): FillState {
  if (refusal(state, action) !== null) return state;
  switch (action.type) {
    case 'goTo':
      return { ...state, step: clampStep(action.step) };
    case 'next': {
      const step = clampStep(state.step + 1);
      return { ...state, step, reached: Math.max(state.reached, step) };
    }
    case 'back':
      return { ...state, step: clampStep(state.step - 1) };
    case 'toggleAbsent':
      return {
        ...state,
        absent: state.absent.includes(action.playerId)
          ? state.absent.filter((id) => id !== action.playerId)
          : [...state.absent, action.playerId],
      };
    case 'addGoal':
      return {
        ...state,
        goals: { ...state.goals, [action.playerId]: (state.goals[action.playerId] ?? 0) + 1 },
      };
    case 'removeGoal': {
      const goals = { ...state.goals };
      const left = (goals[action.playerId] ?? 0) - 1;
      if (left > 0) goals[action.playerId] = left;
      else delete goals[action.playerId];
      return { ...state, goals };
    }
    case 'addFine':
      return {
        ...state,
        fines: [...state.fines, { playerId: action.playerId, fineTypeId: action.fineTypeId }],
      };
    case 'removeFine':
      return {
        ...state,
        fines: state.fines.filter(
          (f) => !(f.playerId === action.playerId && f.fineTypeId === action.fineTypeId),
        ),
      };
    case 'addTask':
      return {
        ...state,
        tasks: [...state.tasks, { playerId: action.playerId, taskListId: action.taskListId }],
      };
    case 'removeTask':
      return {
        ...state,
        tasks: state.tasks.filter(
          (t) => !(t.playerId === action.playerId && t.taskListId === action.taskListId),
        ),
      };
    case 'addCard':
      return {
        ...state,
        cards: [...state.cards, { playerId: action.playerId, color: action.color }],
      };
    case 'removeCard': {
      // One card of that colour: the last one given.
      const index = state.cards.findLastIndex(
        (c) => c.playerId === action.playerId && c.color === action.color,
      );
      return index < 0 ? state : { ...state, cards: state.cards.filter((_, i) => i !== index) };
    }
    case 'setScore': {
      const score = Math.min(Math.max(action.score, 0), 99);
      return action.side === 'for'
        ? { ...state, scoreFor: score }
        : { ...state, scoreAgainst: score };
    }
    case 'restart':
      return action.from;
  }
}

/** The `POST /match/{id}/data` payload; only goals above 0 are sent (spec §5). */
export function toMatchData(state: FillState): MatchDataInput {
  return {
    absentPlayers: state.absent,
    goals: Object.entries(state.goals)
      .filter(([, goals]) => goals > 0)
      .map(([playerId, goals]) => ({ playerId: Number(playerId), goals })),
    fines: state.fines,
    tasks: state.tasks,
    cards: state.cards,
    scoreFor: ourScore(state),
    scoreAgainst: state.scoreAgainst,
  };
}

/** The score offered for us: as entered, else the goals' sum. */
export function ourScore(state: FillState): number {
  return state.scoreFor ?? totalGoals(state);
}

export function totalGoals(state: FillState): number {
  return Object.values(state.goals).reduce((sum, goals) => sum + goals, 0);
}

/** What the overview lists: the saved match (`/filled`), or the wizard's state before saving. */
export interface FillOverview {
  absentPlayers: Player[];
  goals: { player: Player; goals: number }[];
  /** `id` is null until the match is saved: such a fine cannot be paid yet. */
  fines: {
    id: number | null;
    player: Player;
    type: FineType;
    paid: boolean;
    /** The card that brings this fine; null for one given by hand. */
    card: CardColor | null;
  }[];
  draws: { player: Player; taskList: TaskList }[];
  cards: { player: Player; color: CardColor }[];
}

/** The wizard's state in the overview's terms, in the order the saved match will show. */
export function overviewOf(
  state: FillState,
  known: {
    players: Player[];
    fineTypes: FineType[];
    taskLists: TaskList[];
    /** The team's card settings: which fines the cards will bring. */
    cardTypes: CardFineTypes;
  },
): FillOverview {
  const players = new Map(known.players.map((p) => [p.id, p]));
  const types = new Map(known.fineTypes.map((t) => [t.id, t]));
  const lists = new Map(known.taskLists.map((l) => [l.id, l]));
  const byName = (a: Player, b: Player) =>
    dutch.compare(playerDisplayName(a), playerDisplayName(b));
  return {
    absentPlayers: state.absent.flatMap((id) => players.get(id) ?? []).sort(byName),
    goals: Object.entries(state.goals)
      .flatMap(([id, goals]) => {
        const player = players.get(Number(id));
        return player && goals > 0 ? [{ player, goals }] : [];
      })
      .sort((a, b) => b.goals - a.goals || byName(a.player, b.player)),
    fines: [
      ...state.fines.map((fine) => ({ ...fine, card: null })),
      ...cardFines(state.cards, known.cardTypes),
    ]
      .flatMap(({ playerId, fineTypeId, card }) => {
        const player = players.get(playerId);
        const type = types.get(fineTypeId);
        return player && type ? [{ id: null, player, type, paid: false, card }] : [];
      })
      .sort(
        (a, b) =>
          fineTypeAmountCents(b.type) - fineTypeAmountCents(a.type) ||
          dutch.compare(a.type.description, b.type.description) ||
          byName(a.player, b.player),
      ),
    draws: state.tasks
      .flatMap(({ playerId, taskListId }) => {
        const player = players.get(playerId);
        const taskList = lists.get(taskListId);
        return player && taskList ? [{ player, taskList }] : [];
      })
      .sort(
        (a, b) => dutch.compare(a.taskList.name, b.taskList.name) || byName(a.player, b.player),
      ),
    cards: [...cardsPerPlayer(state.cards)]
      .flatMap(([playerId, counts]) => {
        const player = players.get(playerId);
        return player ? [{ player, counts }] : [];
      })
      .sort((a, b) => byName(a.player, b.player))
      .flatMap(({ player, counts }) => [
        ...Array.from({ length: counts.yellow }, () => ({ player, color: 'yellow' as const })),
        ...Array.from({ length: counts.red }, () => ({ player, color: 'red' as const })),
      ]),
  };
}

const dutch = new Intl.Collator('nl');
