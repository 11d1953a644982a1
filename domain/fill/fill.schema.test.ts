import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import { matchDataInputSchema } from './fill.schema.js';

const empty = { absentPlayers: [], goals: [], fines: [], tasks: [] };
const issues = (input: unknown) => {
  const result = matchDataInputSchema.safeParse(input);
  return result.success ? [] : issuesOf(result.error);
};

describe('matchDataInputSchema', () => {
  it('accepts a complete fill', () => {
    expect(
      issues({
        absentPlayers: [3],
        goals: [
          { playerId: 1, goals: 2 },
          { playerId: 3, goals: 0 },
        ],
        fines: [
          { playerId: 1, fineTypeId: 7 },
          { playerId: 1, fineTypeId: 8 },
          { playerId: 2, fineTypeId: 7 },
        ],
        tasks: [
          { playerId: 2, taskListId: 4 },
          { playerId: 1, taskListId: 4 },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses an absent player with goals', () => {
    expect(issues({ ...empty, absentPlayers: [1], goals: [{ playerId: 1, goals: 1 }] })).toEqual([
      { path: 'goals.0.playerId', message: 'Speler heeft doelpunten' },
    ]);
  });

  it('takes goals as non-negative whole numbers only', () => {
    expect(issues({ ...empty, goals: [{ playerId: 1, goals: -1 }] })).toEqual([
      { path: 'goals.0.goals', message: 'Doelpunten kunnen niet negatief zijn' },
    ]);
    expect(issues({ ...empty, goals: [{ playerId: 1, goals: 0.5 }] })).toEqual([
      { path: 'goals.0.goals', message: 'Doelpunten moeten een geheel getal zijn' },
    ]);
  });

  it('refuses the same fine or task list twice for one player', () => {
    expect(
      issues({
        ...empty,
        fines: [
          { playerId: 1, fineTypeId: 7 },
          { playerId: 1, fineTypeId: 7 },
        ],
        tasks: [
          { playerId: 1, taskListId: 4 },
          { playerId: 1, taskListId: 4 },
        ],
      }),
    ).toEqual([
      { path: 'fines.1.fineTypeId', message: 'Speler heeft deze boete al' },
      { path: 'tasks.1.taskListId', message: 'Speler heeft deze taak al' },
    ]);
  });

  it('refuses a player listed twice as absent or as scorer', () => {
    expect(
      issues({
        ...empty,
        absentPlayers: [1, 1],
        goals: [
          { playerId: 2, goals: 1 },
          { playerId: 2, goals: 1 },
        ],
      }),
    ).toEqual([
      { path: 'absentPlayers.1', message: 'Speler staat al afwezig' },
      { path: 'goals.1.playerId', message: 'Speler staat al bij de doelpunten' },
    ]);
  });

  it('takes cards per player, refusing one for an absent player and impossible combinations', () => {
    expect(
      issues({
        ...empty,
        cards: [
          { playerId: 1, color: 'yellow' },
          { playerId: 1, color: 'yellow' },
          { playerId: 2, color: 'yellow' },
          { playerId: 2, color: 'red' },
        ],
      }),
    ).toEqual([]);
    // Impossible combinations; with a colour that does not exist, only that is said.
    const impossible = [
      { playerId: 1, color: 'yellow' },
      { playerId: 1, color: 'yellow' },
      { playerId: 1, color: 'red' },
      { playerId: 2, color: 'red' },
      { playerId: 2, color: 'red' },
      { playerId: 3, color: 'yellow' },
    ];
    expect(
      issues({
        ...empty,
        absentPlayers: [3],
        cards: [...impossible, { playerId: 4, color: 'green' }],
      }),
    ).toEqual([{ path: 'cards.6.color', message: 'Kies geel of rood' }]);
    expect(issues({ ...empty, absentPlayers: [3], cards: impossible })).toEqual([
      { path: 'cards.2.color', message: 'Na twee gele kaarten was de speler al van het veld' },
      { path: 'cards.4.color', message: 'Een speler krijgt hooguit één rode kaart' },
      { path: 'cards.5.playerId', message: 'Speler heeft een kaart' },
    ]);
  });

  it('leaves the cards out for clients that send none', () => {
    const parsed = matchDataInputSchema.parse(empty);
    expect(parsed.cards).toEqual([]);
  });
});
