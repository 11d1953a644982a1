import type { Kysely } from 'kysely';
import type { FirstRun } from '../../../domain/first-run/first-run.schema.js';
import type { DB } from '../../db/schema.js';

/**
 * Which first steps the team's data shows done, in one query: a row of the team with one
 * `exists` per step, each pinned to the team.
 */
export async function getFirstRun(db: Kysely<DB>, teamId: number): Promise<FirstRun> {
  const row = await db
    .selectFrom('teams')
    .where('teams.id', '=', teamId)
    .select((eb) => [
      'teams.iban',
      eb
        .exists(
          eb
            .selectFrom('players')
            .select('players.id')
            .where('players.team_id', '=', teamId)
            .where('players.active', '=', 1),
        )
        .as('players'),
      eb
        .exists(eb.selectFrom('seasons').select('seasons.id').where('seasons.team_id', '=', teamId))
        .as('season'),
      eb
        .exists(
          eb
            .selectFrom('matches')
            .select('matches.id')
            .where('matches.team_id', '=', teamId)
            .where('matches.kick_off', 'is not', null),
        )
        .as('matches'),
      eb
        .exists(
          eb
            .selectFrom('fine_types')
            .select('fine_types.id')
            .where('fine_types.team_id', '=', teamId)
            .where('fine_types.obsolete', '=', 0),
        )
        .as('fineTypes'),
      eb
        .exists(
          eb
            .selectFrom('match_availability')
            .select('match_availability.match_id')
            .where('match_availability.team_id', '=', teamId),
        )
        .as('answered'),
      eb
        .exists(
          eb
            .selectFrom('push_subscriptions')
            .select('push_subscriptions.id')
            .where('push_subscriptions.team_id', '=', teamId),
        )
        .as('subscribed'),
      eb
        .exists(
          eb
            .selectFrom('matches')
            .select('matches.id')
            .where('matches.team_id', '=', teamId)
            .where('matches.filled', '=', 1)
            .where('matches.cancelled', '=', 0),
        )
        .as('played'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL true/false.
  return {
    players: Boolean(row.players),
    season: Boolean(row.season),
    matches: Boolean(row.matches),
    fineTypes: Boolean(row.fineTypes),
    iban: row.iban !== null,
    shared: Boolean(row.answered) || Boolean(row.subscribed),
    played: Boolean(row.played),
  };
}
