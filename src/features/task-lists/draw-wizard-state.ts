import {
  drawCountSchema,
  drawDataInputSchema,
  DRAW_MESSAGES,
  type DrawInput,
} from '../../../domain/task-lists/draw.schema';

/**
 * The lottery wizard (spec §2 "four-step wizard"): who takes part, how many to
 * draw, what for, and the result. One reducer, so going back loses nothing.
 */

export const DRAW_STEPS = ['Spelers', 'Aantal', 'Waarvoor', 'Uitslag'] as const;
export const RESULT_STEP = DRAW_STEPS.length - 1;

export type Occasion =
  { kind: 'match'; matchId: number | null } | { kind: 'manual'; date: string; description: string };

export interface DrawWizardState {
  step: number;
  reached: number;
  ignored: number[];
  /** As typed: the count field may hold anything until it is checked. */
  count: string;
  occasion: Occasion;
  /** Field → message of the step that was last checked. */
  errors: Record<string, string>;
}

export type DrawWizardAction =
  | { type: 'toggleIgnored'; playerId: number }
  | { type: 'setCount'; count: string }
  | { type: 'setOccasion'; occasion: Occasion }
  | { type: 'next'; eligible: number }
  | { type: 'back' }
  | { type: 'goTo'; step: number }
  | { type: 'drawn' }
  | { type: 'again' };

export function initialDrawWizard(occasion: Occasion): DrawWizardState {
  return { step: 0, reached: 0, ignored: [], count: '1', occasion, errors: {} };
}

/** The problems that keep a step from being left forward, by field. */
export function stepErrors(state: DrawWizardState, eligible: number): Record<string, string> {
  switch (state.step) {
    case 0:
      return eligible === 0 ? { players: 'Kies minimaal één speler' } : {};
    case 1: {
      const count = state.count.trim() === '' ? Number.NaN : Number(state.count);
      const result = drawCountSchema(eligible).safeParse(count);
      return result.success
        ? {}
        : { count: result.error.issues[0]?.message ?? DRAW_MESSAGES.countMinimum };
    }
    case 2: {
      if (state.occasion.kind === 'match') {
        return state.occasion.matchId === null ? { matchId: DRAW_MESSAGES.matchRequired } : {};
      }
      const result = drawDataInputSchema.safeParse(state.occasion);
      return result.success
        ? {}
        : Object.fromEntries(
            result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          );
    }
    default:
      return {};
  }
}

export function drawWizardReducer(
  state: DrawWizardState,
  action: DrawWizardAction,
): DrawWizardState {
  switch (action.type) {
    case 'toggleIgnored':
      return {
        ...state,
        errors: {},
        ignored: state.ignored.includes(action.playerId)
          ? state.ignored.filter((id) => id !== action.playerId)
          : [...state.ignored, action.playerId],
      };
    case 'setCount':
      return { ...state, count: action.count, errors: {} };
    case 'setOccasion':
      return { ...state, occasion: action.occasion, errors: {} };
    case 'next': {
      if (state.step === RESULT_STEP) return state;
      const errors = stepErrors(state, action.eligible);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      // The result step is reached only through a successful draw ('drawn').
      if (state.step === RESULT_STEP - 1) return state;
      const step = state.step + 1;
      return { ...state, step, reached: Math.max(state.reached, step), errors: {} };
    }
    case 'back':
      return state.step === 0 || state.step === RESULT_STEP
        ? state
        : { ...state, step: state.step - 1, errors: {} };
    case 'goTo':
      return action.step <= state.reached &&
        state.step !== RESULT_STEP &&
        action.step !== RESULT_STEP
        ? { ...state, step: action.step, errors: {} }
        : state;
    case 'drawn':
      return { ...state, step: RESULT_STEP, reached: RESULT_STEP, errors: {} };
    case 'again':
      // Another lottery with the same choices, ready to adjust.
      return { ...state, step: 0, reached: RESULT_STEP - 1, errors: {} };
  }
}

/** The `POST /task/{id}/draw` payload of a wizard whose steps all passed. */
export function toDrawInput(state: DrawWizardState): DrawInput {
  const { occasion } = state;
  return {
    ignorePlayerIds: state.ignored,
    toDraw: Number(state.count),
    data:
      occasion.kind === 'match'
        ? { matchId: occasion.matchId }
        : { date: occasion.date, description: occasion.description },
  };
}
