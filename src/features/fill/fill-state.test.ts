import { describe, expect, it } from 'vitest';
import {
  emptyFill,
  fillFromFilled,
  fillReducer,
  goalsLabel,
  OVERVIEW_STEP,
  overviewOf,
  presenceLock,
  refusal,
  toMatchData,
  totalGoals,
  type FillAction,
  type FillState,
} from './fill-state';

const run = (actions: FillAction[], from: FillState = emptyFill) =>
  actions.reduce(fillReducer, from);

describe('fill wizard steps', () => {
  it('goes forward one step at a time and remembers how far it got', () => {
    const state = run([{ type: 'next' }, { type: 'next' }, { type: 'back' }, { type: 'back' }]);
    expect(state).toMatchObject({ step: 0, reached: 2 });
    expect(run([{ type: 'goTo', step: 2 }], state).step).toBe(2);
  });

  it('does not jump to a step that was never reached', () => {
    const state = run([{ type: 'next' }]);
    expect(refusal(state, { type: 'goTo', step: 3 })).toBe('Doorloop eerst de vorige stappen');
    expect(run([{ type: 'goTo', step: 3 }], state).step).toBe(1);
  });

  it('stops at the overview', () => {
    const state = run(Array.from({ length: 8 }, () => ({ type: 'next' }) as const));
    expect(state).toMatchObject({ step: OVERVIEW_STEP, reached: OVERVIEW_STEP });
  });

  it('keeps everything entered while moving between steps', () => {
    const state = run([
      { type: 'toggleAbsent', playerId: 3 },
      { type: 'next' },
      { type: 'addFine', playerId: 1, fineTypeId: 7 },
      { type: 'next' },
      { type: 'addGoal', playerId: 1 },
      { type: 'back' },
      { type: 'back' },
      { type: 'goTo', step: 2 },
    ]);
    expect(state).toMatchObject({
      step: 2,
      absent: [3],
      fines: [{ playerId: 1, fineTypeId: 7 }],
      goals: { 1: 1 },
    });
  });
});

describe('fill wizard rules', () => {
  it('refuses to mark a scorer absent', () => {
    const scored = run([{ type: 'addGoal', playerId: 1 }]);
    const action = { type: 'toggleAbsent', playerId: 1 } as const;
    expect(refusal(scored, action)).toBe('Speler heeft doelpunten');
    expect(fillReducer(scored, action).absent).toEqual([]);
    // Without goals left, the player can be marked absent again, and back.
    const cleared = run([{ type: 'removeGoal', playerId: 1 }, action], scored);
    expect(cleared.absent).toEqual([1]);
    expect(run([action], cleared).absent).toEqual([]);
  });

  it("locks a scorer's presence, with the reason the attendance row shows", () => {
    const scored = run([
      { type: 'addGoal', playerId: 1 },
      { type: 'addGoal', playerId: 1 },
    ]);
    expect(presenceLock(scored, 1)).toBe('Speler heeft doelpunten');
    // Someone who did not score, and a scorer whose goals were taken back, can still be toggled.
    expect(presenceLock(scored, 2)).toBeNull();
    const takenBack = run(
      [
        { type: 'removeGoal', playerId: 1 },
        { type: 'removeGoal', playerId: 1 },
      ],
      scored,
    );
    expect(presenceLock(takenBack, 1)).toBeNull();
  });

  it('says how many goals a player scored', () => {
    expect(goalsLabel(1)).toBe('1 doelpunt');
    expect(goalsLabel(3)).toBe('3 doelpunten');
  });

  it('counts goals down to zero and no further', () => {
    const state = run([
      { type: 'addGoal', playerId: 1 },
      { type: 'addGoal', playerId: 1 },
      { type: 'addGoal', playerId: 2 },
      { type: 'removeGoal', playerId: 2 },
      { type: 'removeGoal', playerId: 2 },
    ]);
    expect(state.goals).toEqual({ 1: 2 });
    expect(totalGoals(state)).toBe(2);
  });

  it('gives a player a fine or a task only once', () => {
    const state = run([
      { type: 'addFine', playerId: 1, fineTypeId: 7 },
      { type: 'addTask', playerId: 1, taskListId: 4 },
    ]);
    expect(refusal(state, { type: 'addFine', playerId: 1, fineTypeId: 7 })).toBe(
      'Speler heeft deze boete al',
    );
    expect(refusal(state, { type: 'addTask', playerId: 1, taskListId: 4 })).toBe(
      'Speler heeft deze taak al',
    );
    expect(refusal(state, { type: 'addFine', playerId: 2, fineTypeId: 7 })).toBeNull();
    const again = run(
      [
        { type: 'addFine', playerId: 1, fineTypeId: 7 },
        { type: 'addTask', playerId: 1, taskListId: 4 },
      ],
      state,
    );
    expect(again).toBe(state);
    const removed = run(
      [
        { type: 'removeFine', playerId: 1, fineTypeId: 7 },
        { type: 'removeTask', playerId: 1, taskListId: 4 },
      ],
      state,
    );
    expect(removed).toMatchObject({ fines: [], tasks: [] });
  });
});

describe('cards in the fill wizard', () => {
  it('gives cards to present players only, within the rules, and takes one back at a time', () => {
    const state = run([
      { type: 'toggleAbsent', playerId: 3 },
      { type: 'addCard', playerId: 3, color: 'yellow' },
      { type: 'addCard', playerId: 1, color: 'yellow' },
      { type: 'addCard', playerId: 1, color: 'yellow' },
      { type: 'addCard', playerId: 1, color: 'red' },
      { type: 'addCard', playerId: 2, color: 'red' },
    ]);
    expect(state.cards).toEqual([
      { playerId: 1, color: 'yellow' },
      { playerId: 1, color: 'yellow' },
      { playerId: 2, color: 'red' },
    ]);
    expect(refusal(state, { type: 'addCard', playerId: 3, color: 'red' })).toBe(
      'Speler is afwezig',
    );
    expect(refusal(state, { type: 'addCard', playerId: 1, color: 'red' })).toBe(
      'Na twee gele kaarten was de speler al van het veld',
    );
    expect(refusal(state, { type: 'addCard', playerId: 2, color: 'red' })).toBe(
      'Een speler krijgt hooguit één rode kaart',
    );
    const fewer = run([{ type: 'removeCard', playerId: 1, color: 'yellow' }], state);
    expect(fewer.cards).toEqual([
      { playerId: 1, color: 'yellow' },
      { playerId: 2, color: 'red' },
    ]);
    expect(toMatchData(fewer).cards).toEqual(fewer.cards);
  });

  it('keeps a carded player present', () => {
    const state = run([{ type: 'addCard', playerId: 2, color: 'red' }]);
    expect(presenceLock(state, 2)).toBe('Speler heeft een kaart');
    expect(run([{ type: 'toggleAbsent', playerId: 2 }], state).absent).toEqual([]);
  });
});

describe('toMatchData', () => {
  it('sends only goals above zero', () => {
    const state = run([
      { type: 'toggleAbsent', playerId: 3 },
      { type: 'addGoal', playerId: 1 },
      { type: 'addGoal', playerId: 2 },
      { type: 'removeGoal', playerId: 2 },
      { type: 'addFine', playerId: 3, fineTypeId: 7 },
      { type: 'addTask', playerId: 2, taskListId: 4 },
    ]);
    expect(toMatchData(state)).toEqual({
      absentPlayers: [3],
      goals: [{ playerId: 1, goals: 1 }],
      fines: [{ playerId: 3, fineTypeId: 7 }],
      tasks: [{ playerId: 2, taskListId: 4 }],
      cards: [],
      scoreFor: 1,
      scoreAgainst: 0,
    });
  });

  it('offers the goals as our score until the score is changed (an own goal)', () => {
    const followed = run([
      { type: 'addGoal', playerId: 1 },
      { type: 'addGoal', playerId: 2 },
      { type: 'setScore', side: 'against', score: 1 },
    ]);
    expect(toMatchData(followed)).toMatchObject({ scoreFor: 2, scoreAgainst: 1 });
    const changed = run([
      { type: 'addGoal', playerId: 1 },
      { type: 'setScore', side: 'for', score: 2 },
      { type: 'setScore', side: 'against', score: -1 },
    ]);
    expect(toMatchData(changed)).toMatchObject({ scoreFor: 2, scoreAgainst: 0 });
  });
});

describe('fillFromFilled', () => {
  it('starts over from what a reset match held, every step open', () => {
    const player = (id: number) => ({
      id,
      firstName: `P${id}`,
      lastName: 'X',
      nickName: null,
      active: true,
    });
    const state = fillFromFilled({
      absentPlayers: [player(3)],
      goals: [{ player: player(1), goals: 2 }],
      fines: [
        {
          id: 9,
          player: player(3),
          type: {
            id: 7,
            description: 'Te laat',
            matchRelated: true,
            amount: 2.5,
            task: null,
            obsolete: false,
          },
          paid: false,
          card: null,
        },
        {
          id: 10,
          player: player(1),
          type: {
            id: 8,
            description: 'Rode kaart',
            matchRelated: true,
            amount: 36.6,
            task: null,
            obsolete: false,
          },
          paid: false,
          card: 'red',
        },
      ],
      draws: [
        {
          id: 5,
          player: player(2),
          taskList: { id: 4, name: 'Wassen', obsolete: false, season: null },
        },
      ],
      cards: [
        { player: player(1), color: 'yellow' },
        { player: player(1), color: 'yellow' },
      ],
    });
    expect(state).toEqual({
      step: 0,
      reached: OVERVIEW_STEP,
      absent: [3],
      goals: { 1: 2 },
      // The card's fine comes back with the card, not as a fine given by hand.
      fines: [{ playerId: 3, fineTypeId: 7 }],
      tasks: [{ playerId: 2, taskListId: 4 }],
      cards: [
        { playerId: 1, color: 'yellow' },
        { playerId: 1, color: 'yellow' },
      ],
      scoreFor: null,
      scoreAgainst: 0,
    });
  });
});

describe('overviewOf', () => {
  it('lists the state with names, in the order of the saved match', () => {
    const player = (id: number, firstName: string) => ({
      id,
      firstName,
      lastName: 'X',
      nickName: null,
      active: true,
    });
    const type = (id: number, description: string, amount: number) => ({
      id,
      description,
      matchRelated: true,
      amount,
      task: null,
      obsolete: false,
    });
    const state = run([
      { type: 'toggleAbsent', playerId: 3 },
      { type: 'addGoal', playerId: 2 },
      { type: 'addGoal', playerId: 1 },
      { type: 'addGoal', playerId: 1 },
      { type: 'addFine', playerId: 2, fineTypeId: 7 },
      { type: 'addFine', playerId: 1, fineTypeId: 7 },
      { type: 'addFine', playerId: 2, fineTypeId: 8 },
      { type: 'addTask', playerId: 2, taskListId: 4 },
      { type: 'addCard', playerId: 1, color: 'yellow' },
      { type: 'addCard', playerId: 1, color: 'yellow' },
    ]);
    const overview = overviewOf(state, {
      players: [player(1, 'Bob'), player(2, 'Ann'), player(3, 'Cor')],
      fineTypes: [type(7, 'Te laat', 2.5), type(8, 'Gele kaart', 5), type(9, 'Rode kaart', 10)],
      taskLists: [{ id: 4, name: 'Wassen', obsolete: false, season: null }],
      cardTypes: { yellowFineTypeId: 8, redFineTypeId: 9 },
    });
    expect(overview.absentPlayers.map((p) => p.firstName)).toEqual(['Cor']);
    expect(overview.goals.map((g) => [g.player.firstName, g.goals])).toEqual([
      ['Bob', 2],
      ['Ann', 1],
    ]);
    // Two yellows: the red card's fine, marked as the card's.
    expect(
      overview.fines.map((f) => [f.player.firstName, f.type.description, f.id, f.paid, f.card]),
    ).toEqual([
      ['Bob', 'Rode kaart', null, false, 'red'],
      ['Ann', 'Gele kaart', null, false, null],
      ['Ann', 'Te laat', null, false, null],
      ['Bob', 'Te laat', null, false, null],
    ]);
    expect(overview.cards.map((c) => [c.player.firstName, c.color])).toEqual([
      ['Bob', 'yellow'],
      ['Bob', 'yellow'],
    ]);
    expect(overview.draws.map((d) => [d.player.firstName, d.taskList.name])).toEqual([
      ['Ann', 'Wassen'],
    ]);
  });
});
