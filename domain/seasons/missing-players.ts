import { playerDisplayName } from '../players/display-name.js';
import type { Player } from '../players/player.schema.js';
import type { SeasonDetail } from './season.schema.js';

const dutch = new Intl.Collator('nl');

/**
 * The active players of the team who are not in the season, by name: the
 * fill wizard, a manual fine and a draw offer to add them instead of silently
 * leaving them out. A locked season cannot take players, so it misses no one.
 */
export function playersMissingFromSeason(
  players: readonly Player[],
  season: Pick<SeasonDetail, 'locked' | 'playerIds'>,
): Player[] {
  if (season.locked) return [];
  const inSeason = new Set(season.playerIds);
  return players
    .filter((player) => player.active && !inSeason.has(player.id))
    .sort((a, b) => dutch.compare(playerDisplayName(a), playerDisplayName(b)));
}
