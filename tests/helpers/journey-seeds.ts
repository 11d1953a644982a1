import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import {
  day,
  insertDraw,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
  insertSquadSeason,
  insertTaskList,
  SQUAD,
} from './match-fixtures.js';

/**
 * What several end-to-end journeys start from, for `teamJourney(seed)`: a suite adds what is
 * its own after it.
 */

/**
 * A match to fill in: the first `squad` players of `SQUAD` and `alsoInSeason` in the season
 * 2026-2027, yesterday's match against Groen (not filled in yet), the fine type "Te laat"
 * (€ 2,50) and the task list "Wassen".
 */
export async function insertMatchToFill(
  db: Kysely<DB>,
  teamId: number,
  {
    squad = 3,
    alsoInSeason = [],
  }: { squad?: number; alsoInSeason?: { firstName: string; lastName: string }[] } = {},
): Promise<{ season: number; matchId: number; taskListId: number }> {
  const players: number[] = [];
  for (const player of [...SQUAD.slice(0, squad), ...alsoInSeason]) {
    players.push(await insertPlayer(db, teamId, player));
  }
  const season = await insertSeason(db, teamId, { description: '2026-2027', playerIds: players });
  const matchId = await insertMatch(db, teamId, season, { date: day(-1), opponent: 'Groen' });
  await insertFineType(db, teamId, { description: 'Te laat', amountCents: 250 });
  const taskListId = await insertTaskList(db, teamId, { name: 'Wassen' });
  return { season, matchId, taskListId };
}

/**
 * A drawn match: Jan Jansen in the season 2026-2027, a match against Groen in six days and one
 * against Rood a week later, and the task list "Wassen" with Jan drawn for the Groen match.
 */
export async function insertDrawnMatch(
  db: Kysely<DB>,
  teamId: number,
): Promise<{ matchId: number; taskListId: number }> {
  const { players, season } = await insertSquadSeason(db, teamId, 1);
  const jan = players[0] ?? 0;
  const matchId = await insertMatch(db, teamId, season, { date: day(6), opponent: 'Groen' });
  await insertMatch(db, teamId, season, { date: day(13), opponent: 'Rood' });
  const taskListId = await insertTaskList(db, teamId, { name: 'Wassen' });
  await insertDraw(db, teamId, {
    taskListId,
    seasonId: season,
    playerId: jan,
    date: day(6),
    matchId,
  });
  return { matchId, taskListId };
}
