import type { Kysely } from 'kysely';
import { countsForAttendance } from '../matches/public.js';
import { centsToEuros } from '../../../domain/money.js';
import {
  compareAttendanceStandings,
  compareFineStandings,
  compareGoalStandings,
  compareTaskStandings,
} from '../../../domain/standings/rankings.js';
import type {
  AttendanceStanding,
  FineStanding,
  GoalStanding,
  TaskStanding,
} from '../../../domain/standings/standings.schema.js';
import type { DB } from '../../db/schema.js';
import { toPlayer } from '../players/public.js';
import { playerOfTheMatchTitles } from '../player-of-the-match/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';

/**
 * The standings of one season, each one aggregate query (GROUP BY player). Every
 * join also matches team_id, so a row of another team can never join in.
 */

const playerColumns = [
  'p.id',
  'p.team_id',
  'p.first_name',
  'p.last_name',
  'p.nick_name',
  'p.active',
] as const;

/**
 * Goals scored in the season's filled, not cancelled matches, with each
 * player's player-of-the-match titles (issue 31). A player with neither is
 * left out; one with a title but no goal is listed with 0 goals.
 */
export async function goalStandings(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<GoalStanding[]> {
  const [rows, titles] = await Promise.all([
    inTeam(db, teamId)
      .selectFrom('match_goals as g')
      .innerJoin('matches as m', (join) =>
        join.onRef('m.id', '=', 'g.match_id').onRef('m.team_id', '=', 'g.team_id'),
      )
      .innerJoin('players as p', (join) =>
        join.onRef('p.id', '=', 'g.player_id').onRef('p.team_id', '=', 'g.team_id'),
      )
      .select(playerColumns)
      .select((eb) => eb.fn.sum<number>('g.goals').as('goals'))
      .where('m.season_id', '=', seasonId)
      .where('m.filled', '=', 1)
      .where('m.cancelled', '=', 0)
      .groupBy(playerColumns)
      .having((eb) => eb.fn.sum('g.goals'), '>', 0)
      .execute(),
    playerOfTheMatchTitles(db, teamId, seasonId, now),
  ]);
  const scorers = new Set(rows.map((row) => row.id));
  const titledOnly = [...titles.keys()].filter((id) => !scorers.has(id));
  const titled =
    titledOnly.length === 0
      ? []
      : await inTeam(db, teamId)
          .selectFrom('players as p')
          .select(playerColumns)
          .where('p.id', 'in', titledOnly)
          .execute();
  return [
    ...rows.map((row): GoalStanding => [toPlayer(row), Number(row.goals), titles.get(row.id) ?? 0]),
    ...titled.map((row): GoalStanding => [toPlayer(row), 0, titles.get(row.id) ?? 0]),
  ].sort(compareGoalStandings);
}

/**
 * Every player of the season with the matches that count: played (dated today or
 * earlier), filled and not cancelled. Absent when on the match's absent list,
 * present otherwise. A season's player list decides who is in; a player is
 * never counted for another season's matches.
 */
export async function attendanceStandings(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  today: string,
): Promise<AttendanceStanding[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('season_players as sp')
    .innerJoin('players as p', (join) =>
      join.onRef('p.id', '=', 'sp.player_id').onRef('p.team_id', '=', 'sp.team_id'),
    )
    .leftJoin('matches as m', (join) =>
      join
        .onRef('m.team_id', '=', 'sp.team_id')
        .onRef('m.season_id', '=', 'sp.season_id')
        .on(countsForAttendance('m', today)),
    )
    .leftJoin('match_absences as a', (join) =>
      join
        .onRef('a.team_id', '=', 'sp.team_id')
        .onRef('a.match_id', '=', 'm.id')
        .onRef('a.player_id', '=', 'sp.player_id'),
    )
    .select(playerColumns)
    .select((eb) => [
      eb.fn.count<number>('m.id').as('matches'),
      eb.fn.count<number>('a.player_id').as('absent'),
    ])
    .where('sp.season_id', '=', seasonId)
    .groupBy(playerColumns)
    .execute();
  return rows
    .map((row) => {
      const absent = Number(row.absent);
      return { player: toPlayer(row), present: Number(row.matches) - absent, absent };
    })
    .sort(compareAttendanceStandings);
}

/** The cards each player was shown in the season's filled matches (issue 31). */
export async function cardCounts(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<Map<number, { yellow: number; red: number }>> {
  const rows = await inTeam(db, teamId)
    .selectFrom('match_cards as c')
    .innerJoin('matches as m', (join) =>
      join.onRef('m.id', '=', 'c.match_id').onRef('m.team_id', '=', 'c.team_id'),
    )
    .select('c.player_id')
    .select((eb) => [
      eb.fn.sum<number>('c.yellow').as('yellow'),
      eb.fn.sum<number>('c.red').as('red'),
    ])
    .where('m.season_id', '=', seasonId)
    .groupBy('c.player_id')
    .execute();
  return new Map(
    rows.map((row) => [row.player_id, { yellow: Number(row.yellow), red: Number(row.red) }]),
  );
}

/**
 * Each fined player's fines in the season, paid or not (a task fine counts but
 * adds no money), with the cards he was shown; a carded player without fines
 * (no fine type set for cards) is listed with 0 fines.
 */
export async function fineStandings(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<FineStanding[]> {
  const [rows, cards] = await Promise.all([
    inTeam(db, teamId)
      .selectFrom('fines as f')
      .innerJoin('fine_types as t', (join) =>
        join.onRef('t.id', '=', 'f.fine_type_id').onRef('t.team_id', '=', 'f.team_id'),
      )
      .innerJoin('players as p', (join) =>
        join.onRef('p.id', '=', 'f.player_id').onRef('p.team_id', '=', 'f.team_id'),
      )
      .select(playerColumns)
      .select((eb) => [
        eb.fn.count<number>('f.id').as('count'),
        // SUM over only task fines (no amounts) is NULL.
        eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents'), eb.lit(0)).as('total_cents'),
      ])
      .where('f.season_id', '=', seasonId)
      .groupBy(playerColumns)
      .execute(),
    cardCounts(db, teamId, seasonId),
  ]);
  const fined = new Set(rows.map((row) => row.id));
  const cardedOnly = [...cards.keys()].filter((id) => !fined.has(id));
  const carded =
    cardedOnly.length === 0
      ? []
      : await inTeam(db, teamId)
          .selectFrom('players as p')
          .select(playerColumns)
          .where('p.id', 'in', cardedOnly)
          .execute();
  const noCards = { yellow: 0, red: 0 };
  return [
    ...rows.map((row) => ({
      player: toPlayer(row),
      total: centsToEuros(Number(row.total_cents)),
      count: Number(row.count),
      ...(cards.get(row.id) ?? noCards),
    })),
    ...carded.map((row) => ({
      player: toPlayer(row),
      total: 0,
      count: 0,
      ...(cards.get(row.id) ?? noCards),
    })),
  ].sort(compareFineStandings);
}

/**
 * How often each player was drawn for the task list in the season. The season's
 * players who were never drawn are listed with 0: a lottery table is about who
 * has not had a turn yet as much as about who has.
 */
export async function taskStandings(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
  seasonId: number,
): Promise<TaskStanding[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('players as p')
    .leftJoin('task_draws as d', (join) =>
      join
        .onRef('d.player_id', '=', 'p.id')
        .onRef('d.team_id', '=', 'p.team_id')
        .on('d.task_list_id', '=', taskListId)
        .on('d.season_id', '=', seasonId),
    )
    .select(playerColumns)
    .select((eb) => eb.fn.count<number>('d.id').as('count'))
    .where((eb) =>
      eb.or([
        eb('d.id', 'is not', null),
        eb(
          'p.id',
          'in',
          eb
            .selectFrom('season_players as sp')
            .select('sp.player_id')
            .where('sp.team_id', '=', teamId)
            .where('sp.season_id', '=', seasonId),
        ),
      ]),
    )
    .groupBy(playerColumns)
    .execute();
  return rows
    .map((row) => ({ player: toPlayer(row), count: Number(row.count) }))
    .sort(compareTaskStandings);
}

/** 404 unless the task list is this team's. */
export async function assertTeamTaskList(
  db: Kysely<DB>,
  teamId: number,
  taskListId: number,
): Promise<void> {
  await teamRecord(db, teamId, 'task_lists', taskListId, 'Taaklijst niet gevonden');
}
