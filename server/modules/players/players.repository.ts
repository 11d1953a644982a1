import type { Kysely, Selectable } from 'kysely';
import type { Player } from '../../../domain/players/player.schema.js';
import { isUniqueViolation, violatedIndex } from '../../db/errors.js';
import { teamWrite } from '../../db/team-write.js';
import type { DB, PlayersTable } from '../../db/schema.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { currentSeason } from '../seasons/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';

/**
 * The player columns of a query that joins `players` under its own name, its id as
 * `player_id` (beside the joined row's own id); `joinedPlayer` maps them.
 */
export const joinedPlayerColumns = [
  'players.id as player_id',
  'players.first_name',
  'players.last_name',
  'players.nick_name',
  'players.active',
] as const;

/** A player from the `joinedPlayerColumns` of a joined query. */
export function joinedPlayer(row: {
  player_id: number;
  first_name: string;
  last_name: string;
  nick_name: string | null;
  active: 0 | 1;
}): Player {
  return toPlayer({ ...row, id: row.player_id });
}

/** A player from a row of `players` (all its columns, or the ones a player shows). */
export function toPlayer(
  row: Pick<Selectable<PlayersTable>, 'id' | 'first_name' | 'last_name' | 'nick_name' | 'active'>,
): Player {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    nickName: row.nick_name,
    active: row.active === 1,
  };
}

export async function listPlayers(
  db: Kysely<DB>,
  teamId: number,
  { all }: { all: boolean },
): Promise<Player[]> {
  let query = inTeam(db, teamId).selectFrom('players').selectAll();
  if (!all) query = query.where('active', '=', 1);
  const rows = await query.orderBy('first_name').orderBy('last_name').orderBy('id').execute();
  return rows.map(toPlayer);
}

export async function getPlayer(db: Kysely<DB>, teamId: number, id: number): Promise<Player> {
  return toPlayer(await getPlayerRow(db, teamId, id));
}

/** The team's player of this id, all its columns; another team's player is not found. */
export async function getPlayerRow(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<Selectable<PlayersTable>> {
  return teamRecord(db, teamId, 'players', id, 'Speler niet gevonden');
}

interface PlayerValues {
  firstName: string;
  lastName: string;
  nickName: string | null;
  active: boolean;
}

/** With `addToCurrentSeason` the player also joins the newest season, if there is one. */
export async function createPlayer(
  db: Kysely<DB>,
  teamId: number,
  input: PlayerValues & { addToCurrentSeason: boolean },
): Promise<Player> {
  try {
    const row = await teamWrite(db, teamId, async (trx) => {
      const { addToCurrentSeason, ...values } = input;
      const player = await trx
        .insertInto('players')
        .values({ team_id: teamId, ...columns(values) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const season = addToCurrentSeason ? await currentSeason(trx, teamId) : null;
      if (season) {
        await trx
          .insertInto('season_players')
          .values({ team_id: teamId, season_id: season.id, player_id: player.id })
          .execute();
      }
      return player;
    });
    return toPlayer(row);
  } catch (error) {
    throw uniqueToDomainError(error);
  }
}

export async function updatePlayer(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: PlayerValues,
): Promise<Player> {
  try {
    const row = await teamWrite(db, teamId, (trx) =>
      inTeam(trx, teamId)
        .updateTable('players')
        .set(columns(input))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
    );
    if (!row) throw new NotFoundError('Speler niet gevonden');
    return toPlayer(row);
  } catch (error) {
    throw uniqueToDomainError(error);
  }
}

function columns(input: PlayerValues) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    nick_name: input.nickName,
    active: input.active ? (1 as const) : (0 as const),
  };
}

/** The unique indexes behind NameAlreadyExists and NickNameAlreadyExists (001-init). */
function uniqueToDomainError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const index = violatedIndex(error);
  return new DomainError(index.includes('nick') ? 'NickNameAlreadyExists' : 'NameAlreadyExists');
}
