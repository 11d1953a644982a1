import type { Kysely } from 'kysely';
import { todayIso } from '../../../domain/dates.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import type {
  NewSeasonCheck,
  Season,
  SeasonDetail,
  SeasonMatch,
} from '../../../domain/seasons/season.schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { DomainError, NotFoundError, ValidationError } from '../../http/errors.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { recordAudit, type AuditContext } from '../audit/public.js';
import { assertSeasonOpen, currentSeason, teamSeason } from './season-lock.js';
import { inTeam } from '../../db/team-scope.js';

/** Newest first; only the newest is open (season-lock.ts). */
export async function listSeasons(db: Kysely<DB>, teamId: number): Promise<Season[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('seasons')
    .select(['id', 'description'])
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row, index) => ({ ...row, locked: index > 0 }));
}

export async function getSeason(db: Kysely<DB>, teamId: number, id: number): Promise<SeasonDetail> {
  const row = await teamSeason(db, teamId, id);
  const current = await currentSeason(db, teamId);
  const players = await inTeam(db, teamId)
    .selectFrom('season_players')
    .select('player_id')
    .where('season_id', '=', id)
    .orderBy('player_id')
    .execute();
  return { ...row, locked: current?.id !== id, playerIds: players.map((p) => p.player_id) };
}

/**
 * What the wizard's first step shows before a new season: the current season's
 * blockers (the same queries `createSeason` refuses on) and the matches that
 * would move along.
 */
export async function newSeasonCheck(
  db: Kysely<DB>,
  teamId: number,
  now: Date,
): Promise<NewSeasonCheck> {
  const current = await currentSeason(db, teamId);
  if (!current) return { current: null, unfilledMatches: [], unpaidFines: 0, futureMatches: [] };
  const today = todayIso(now);
  const unpaid = await unpaidFinesQuery(db, teamId, current.id)
    .select(db.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    current,
    unfilledMatches: await unfilledMatchesQuery(db, teamId, current.id, today).execute(),
    unpaidFines: Number(unpaid.count),
    futureMatches: await futureMatchesQuery(db, teamId, current.id, today).execute(),
  };
}

/**
 * A new season becomes the current one and locks the previous one for good, so
 * the previous one must be finished: every played match filled in
 * (`SeasonHasUnfilledMatches`) and every fine paid (`SeasonHasUnpaidFines`).
 * With `moveFutureMatches` its matches dated after today move into the new
 * season rather than being locked before they are played.
 * In `teamWrite`: two creations at once run one after the other, each seeing
 * the other's result.
 */
export async function createSeason(
  db: Kysely<DB>,
  teamId: number,
  input: { description: string; playerIds: number[]; moveFutureMatches: boolean },
  audit: AuditContext,
): Promise<SeasonDetail> {
  return teamWrite(db, teamId, async (trx) => {
    const today = todayIso(audit.now);
    const previous = await currentSeason(trx, teamId);
    if (previous) await assertSeasonFinished(trx, teamId, previous.id, today);
    await assertTeamPlayers(trx, teamId, input.playerIds);
    const season = await insertSeason(trx, teamId, input.description, audit.now);
    await addSeasonPlayers(trx, teamId, season.id, input.playerIds);
    if (previous && input.moveFutureMatches) {
      const next = { id: season.id, description: input.description };
      await moveFutureMatches(trx, audit, previous, next, today);
    }
    return getSeason(trx, teamId, season.id);
  });
}

/**
 * A match not yet played has no goals, absences or fines; what it has
 * (availability answers, a draw made ahead for it) hangs on the match and
 * follows it. Draws carry their season too, so they are moved with it.
 */
async function moveFutureMatches(
  trx: TeamTransaction,
  audit: AuditContext,
  from: { id: number; description: string },
  to: { id: number; description: string },
  today: string,
) {
  const teamId = audit.teamId;
  const matches = await futureMatchesQuery(trx, teamId, from.id, today).execute();
  if (matches.length === 0) return;
  const ids = matches.map((match) => match.id);
  await inTeam(trx, teamId)
    .updateTable('matches')
    .set({ season_id: to.id })
    .where('id', 'in', ids)
    .execute();
  await inTeam(trx, teamId)
    .updateTable('task_draws')
    .set({ season_id: to.id })
    .where('match_id', 'in', ids)
    .execute();
  for (const match of matches) {
    await recordAudit(trx, audit, {
      entity: 'match',
      entityId: match.id,
      action: 'changed',
      before: matchSnapshot(match, from.description),
      after: matchSnapshot(match, to.description),
    });
  }
}

function matchSnapshot(match: SeasonMatch, season: string) {
  return { date: match.date, opponent: match.opponent, season };
}

function seasonMatchesQuery(db: Kysely<DB>, teamId: number, seasonId: number) {
  return inTeam(db, teamId)
    .selectFrom('matches')
    .select(['id', 'date', 'opponent'])
    .where('season_id', '=', seasonId)
    .orderBy('date')
    .orderBy('id');
}

/** Played (today or earlier, not cancelled) and not filled in: these keep a season open. */
function unfilledMatchesQuery(db: Kysely<DB>, teamId: number, seasonId: number, today: string) {
  return seasonMatchesQuery(db, teamId, seasonId)
    .where('cancelled', '=', 0)
    .where('filled', '=', 0)
    .where('date', '<=', today);
}

function futureMatchesQuery(db: Kysely<DB>, teamId: number, seasonId: number, today: string) {
  return seasonMatchesQuery(db, teamId, seasonId).where('date', '>', today);
}

function unpaidFinesQuery(db: Kysely<DB>, teamId: number, seasonId: number) {
  return inTeam(db, teamId)
    .selectFrom('fines')
    .where('season_id', '=', seasonId)
    .where('paid', '=', 0);
}

/**
 * The description can always be corrected; the player list only while the
 * season is open, and a player with data in the season (absence, goals, fines,
 * draws) stays in it.
 */
export async function updateSeason(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: { description: string; playerIds?: number[] | undefined },
): Promise<SeasonDetail> {
  return teamWrite(db, teamId, async (trx) => {
    const { playerIds } = input;
    if (playerIds) {
      await assertSeasonOpen(trx, teamId, id);
      await assertTeamPlayers(trx, teamId, playerIds);
    }
    await renameSeason(trx, teamId, id, input.description);
    if (playerIds) await replaceSeasonPlayers(trx, teamId, id, playerIds);
    return getSeason(trx, teamId, id);
  });
}

async function assertSeasonFinished(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  today: string,
) {
  const unfilled = await unfilledMatchesQuery(db, teamId, seasonId, today)
    .limit(1)
    .executeTakeFirst();
  if (unfilled) throw new DomainError('SeasonHasUnfilledMatches');
  const unpaid = await unpaidFinesQuery(db, teamId, seasonId)
    .select('id')
    .limit(1)
    .executeTakeFirst();
  if (unpaid) throw new DomainError('SeasonHasUnpaidFines');
}

/** Another team's player is simply not found. */
async function assertTeamPlayers(db: Kysely<DB>, teamId: number, playerIds: number[]) {
  if (playerIds.length === 0) return;
  const found = await inTeam(db, teamId)
    .selectFrom('players')
    .select(db.fn.countAll<number>().as('count'))
    .where('id', 'in', playerIds)
    .executeTakeFirstOrThrow();
  if (Number(found.count) !== playerIds.length) throw new NotFoundError('Speler niet gevonden');
}

async function insertSeason(db: Kysely<DB>, teamId: number, description: string, now: Date) {
  try {
    return await db
      .insertInto('seasons')
      .values({ team_id: teamId, description, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    throw isUniqueViolation(error) ? new DomainError('SeasonAlreadyExists') : error;
  }
}

async function renameSeason(db: Kysely<DB>, teamId: number, id: number, description: string) {
  try {
    const result = await inTeam(db, teamId)
      .updateTable('seasons')
      .set({ description })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('Seizoen niet gevonden');
  } catch (error) {
    throw isUniqueViolation(error) ? new DomainError('SeasonAlreadyExists') : error;
  }
}

async function addSeasonPlayers(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  playerIds: number[],
) {
  if (playerIds.length === 0) return;
  await db
    .insertInto('season_players')
    .values(
      playerIds.map((playerId) => ({ team_id: teamId, season_id: seasonId, player_id: playerId })),
    )
    .execute();
}

async function replaceSeasonPlayers(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  playerIds: number[],
) {
  const current = await inTeam(db, teamId)
    .selectFrom('season_players')
    .select('player_id')
    .where('season_id', '=', seasonId)
    .execute();
  const wanted = new Set(playerIds);
  const removed = current.map((row) => row.player_id).filter((playerId) => !wanted.has(playerId));
  const kept = new Set(current.map((row) => row.player_id));
  await assertWithoutSeasonData(db, teamId, seasonId, removed);
  if (removed.length > 0) {
    await inTeam(db, teamId)
      .deleteFrom('season_players')
      .where('season_id', '=', seasonId)
      .where('player_id', 'in', removed)
      .execute();
  }
  await addSeasonPlayers(
    db,
    teamId,
    seasonId,
    playerIds.filter((playerId) => !kept.has(playerId)),
  );
}

/**
 * Taking a player out of a season would orphan their absences, goals, fines and
 * draws in it: refused as bad input on `playerIds`, naming the player.
 */
async function assertWithoutSeasonData(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  playerIds: number[],
) {
  if (playerIds.length === 0) return;
  const seasonMatches = inTeam(db, teamId)
    .selectFrom('matches')
    .select('id')
    .where('season_id', '=', seasonId);
  const withData = await inTeam(db, teamId)
    .selectFrom('players')
    .select(['first_name', 'last_name', 'nick_name'])
    .where('id', 'in', playerIds)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('match_absences')
            .select('player_id')
            .whereRef('match_absences.player_id', '=', 'players.id')
            .where('match_absences.team_id', '=', teamId)
            .where('match_absences.match_id', 'in', seasonMatches),
        ),
        eb.exists(
          eb
            .selectFrom('match_goals')
            .select('player_id')
            .whereRef('match_goals.player_id', '=', 'players.id')
            .where('match_goals.team_id', '=', teamId)
            .where('match_goals.match_id', 'in', seasonMatches),
        ),
        eb.exists(
          eb
            .selectFrom('fines')
            .select('fines.id')
            .whereRef('fines.player_id', '=', 'players.id')
            .where('fines.team_id', '=', teamId)
            .where('fines.season_id', '=', seasonId),
        ),
        eb.exists(
          eb
            .selectFrom('task_draws')
            .select('task_draws.id')
            .whereRef('task_draws.player_id', '=', 'players.id')
            .where('task_draws.team_id', '=', teamId)
            .where('task_draws.season_id', '=', seasonId),
        ),
      ]),
    )
    .orderBy('first_name')
    .execute();
  const first = withData[0];
  if (!first) return;
  const name = playerDisplayName({
    firstName: first.first_name,
    lastName: first.last_name,
    nickName: first.nick_name,
  });
  throw new ValidationError([
    {
      path: 'playerIds',
      message: `${name} heeft al gegevens in dit seizoen en kan niet worden verwijderd`,
    },
  ]);
}
