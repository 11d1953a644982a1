import { describe, expect, it } from 'vitest';
import {
  drawWizardReducer,
  initialDrawWizard,
  RESULT_STEP,
  toDrawInput,
  type DrawWizardAction,
  type DrawWizardState,
} from './draw-wizard-state';

const run = (actions: DrawWizardAction[], from: DrawWizardState) =>
  actions.reduce(drawWizardReducer, from);
const start = initialDrawWizard({ kind: 'manual', date: '2027-03-13', description: '' });

describe('draw wizard', () => {
  it('needs at least one player taking part', () => {
    const state = run([{ type: 'next', eligible: 0 }], start);
    expect(state).toMatchObject({ step: 0, errors: { players: 'Kies minimaal één speler' } });
  });

  it('checks the count against the players taking part', () => {
    const atCount = run([{ type: 'next', eligible: 3 }], start);
    const withCount = (count: string) =>
      run(
        [
          { type: 'setCount', count },
          { type: 'next', eligible: 3 },
        ],
        atCount,
      );
    expect(withCount('0').errors).toEqual({ count: 'Aantal lotingen moet minimaal 1 zijn' });
    expect(withCount('').errors).toEqual({ count: 'Aantal lotingen moet minimaal 1 zijn' });
    expect(withCount('4').errors).toEqual({
      count: 'Aantal lotingen kan niet groter zijn dan het aantal spelers',
    });
    expect(withCount('3').step).toBe(2);
  });

  it('needs a match, or a date plus description', () => {
    const atOccasion = run(
      [
        { type: 'next', eligible: 3 },
        { type: 'next', eligible: 3 },
      ],
      start,
    );
    expect(run([{ type: 'next', eligible: 3 }], atOccasion).errors).toEqual({
      description: 'Omschrijving is verplicht',
    });
    const noMatch = run(
      [
        { type: 'setOccasion', occasion: { kind: 'match', matchId: null } },
        { type: 'next', eligible: 3 },
      ],
      atOccasion,
    );
    expect(noMatch.errors).toEqual({ matchId: 'Wedstrijd is verplicht' });
    // Leaving the last input step forward is the draw itself, not 'next'.
    const ready = run([{ type: 'setOccasion', occasion: { kind: 'match', matchId: 5 } }], noMatch);
    expect(run([{ type: 'next', eligible: 3 }], ready).step).toBe(2);
    expect(run([{ type: 'drawn' }], ready).step).toBe(RESULT_STEP);
  });

  it('keeps the choices when going back and forth, and stays on the result once drawn', () => {
    const state = run(
      [
        { type: 'toggleIgnored', playerId: 4 },
        { type: 'toggleIgnored', playerId: 5 },
        { type: 'toggleIgnored', playerId: 4 },
        { type: 'next', eligible: 2 },
        { type: 'setCount', count: '2' },
        { type: 'next', eligible: 2 },
        {
          type: 'setOccasion',
          occasion: { kind: 'manual', date: '2027-03-13', description: 'Toernooi' },
        },
        { type: 'goTo', step: 0 },
        { type: 'goTo', step: 2 },
      ],
      start,
    );
    expect(state).toMatchObject({ step: 2, ignored: [5], count: '2' });
    expect(toDrawInput(state)).toEqual({
      ignorePlayerIds: [5],
      toDraw: 2,
      data: { date: '2027-03-13', description: 'Toernooi' },
    });
    const drawn = run([{ type: 'drawn' }, { type: 'back' }, { type: 'goTo', step: 0 }], state);
    expect(drawn.step).toBe(RESULT_STEP);
    expect(run([{ type: 'again' }], drawn)).toMatchObject({
      step: 0,
      reached: 2,
      ignored: [5],
      count: '2',
    });
  });
});
