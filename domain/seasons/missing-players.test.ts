import { describe, expect, it } from 'vitest';
import type { Player } from '../players/player.schema.js';
import { playersMissingFromSeason } from './missing-players.js';

const player = (id: number, firstName: string, active = true): Player => ({
  id,
  firstName,
  lastName: 'Speler',
  nickName: null,
  active,
});

describe('players missing from a season', () => {
  const team = [player(1, 'Piet'), player(2, 'Bram'), player(3, 'Oud', false), player(4, 'Anna')];

  it('lists the active players who are not in the season, by name', () => {
    const missing = playersMissingFromSeason(team, { locked: false, playerIds: [1] });
    expect(missing.map((p) => p.firstName)).toEqual(['Anna', 'Bram']);
  });

  it('misses no one in a locked season, or when everyone is in', () => {
    expect(playersMissingFromSeason(team, { locked: true, playerIds: [] })).toEqual([]);
    expect(playersMissingFromSeason(team, { locked: false, playerIds: [1, 2, 4] })).toEqual([]);
  });
});
