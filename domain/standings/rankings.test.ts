import { describe, expect, it } from 'vitest';
import type { Player } from '../players/player.schema.js';
import {
  compareAttendanceStandings,
  compareFineStandings,
  compareGoalStandings,
  compareTaskStandings,
  rankAttendanceStandings,
  rankFineStandings,
  rankGoalStandings,
  rankTaskStandings,
} from './rankings.js';
import type { GoalStanding } from './standings.schema.js';

let nextId = 1;
function player(firstName: string, nickName: string | null = null): Player {
  return { id: nextId++, firstName, lastName: 'Jansen', nickName, active: true };
}
const names = (rows: { player: Player }[]) => rows.map((r) => r.player.firstName);

describe('goal standings', () => {
  it('orders by goals, then by display name, and shares ranks on equal goals', () => {
    const rows: GoalStanding[] = [
      [player('Bram'), 2, 0],
      [player('Anne'), 5, 0],
      [player('Zoë', 'Ace'), 2, 0],
      [player('Cas'), 1, 0],
    ];
    const ranked = rankGoalStandings([...rows].sort(compareGoalStandings));
    expect(ranked.map((r) => [r.player.firstName, r.goals, r.rank])).toEqual([
      ['Anne', 5, 1],
      ['Zoë', 2, 2],
      ['Bram', 2, 2],
      ['Cas', 1, 4],
    ]);
  });

  it('puts more player-of-the-match titles first on equal goals, sharing the rank', () => {
    const rows: GoalStanding[] = [
      [player('Bram'), 2, 0],
      [player('Dex'), 0, 2],
      [player('Anne'), 2, 1],
    ];
    const ranked = rankGoalStandings([...rows].sort(compareGoalStandings));
    expect(ranked.map((r) => [r.player.firstName, r.goals, r.titles, r.rank])).toEqual([
      ['Anne', 2, 1, 1],
      ['Bram', 2, 0, 1],
      ['Dex', 0, 2, 3],
    ]);
  });
});

describe('attendance standings', () => {
  it('puts most present first, fewer absences next, and ties only on both', () => {
    const rows = [
      { player: player('Dirk'), present: 3, absent: 1 },
      { player: player('Eva'), present: 4, absent: 0 },
      { player: player('Bas'), present: 3, absent: 0 },
      { player: player('Ali'), present: 3, absent: 0 },
    ];
    const ranked = rankAttendanceStandings([...rows].sort(compareAttendanceStandings));
    expect(names(ranked)).toEqual(['Eva', 'Ali', 'Bas', 'Dirk']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });
});

describe('fine standings', () => {
  it('ranks by total, then by count', () => {
    const rows = [
      { player: player('Gijs'), total: 5, count: 1, yellow: 0, red: 0 },
      { player: player('Fenna'), total: 5, count: 2, yellow: 1, red: 0 },
      { player: player('Hugo'), total: 5, count: 2, yellow: 0, red: 0 },
      { player: player('Ivo'), total: 0, count: 3, yellow: 0, red: 1 },
    ];
    const ranked = rankFineStandings([...rows].sort(compareFineStandings));
    expect(ranked.map((r) => [r.player.firstName, r.rank])).toEqual([
      ['Fenna', 1],
      ['Hugo', 1],
      ['Gijs', 3],
      ['Ivo', 4],
    ]);
  });
});

describe('task standings', () => {
  it('ranks by count and keeps players never drawn at the bottom together', () => {
    const rows = [
      { player: player('Kim'), count: 0 },
      { player: player('Jop'), count: 2 },
      { player: player('Lot'), count: 0 },
    ];
    const ranked = rankTaskStandings([...rows].sort(compareTaskStandings));
    expect(ranked.map((r) => [r.player.firstName, r.rank])).toEqual([
      ['Jop', 1],
      ['Kim', 2],
      ['Lot', 2],
    ]);
  });
});
