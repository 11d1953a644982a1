import type { Kysely, Selectable } from 'kysely';
import type { Match } from '../../../domain/matches/match.schema.js';
import type { MatchType } from '../../../domain/matches/match-rules.js';
import type { DB, MatchesTable } from '../../db/schema.js';
import { teamWrite, type TeamTransaction } from '../../db/team-write.js';
import { DomainError } from '../../http/errors.js';
import { recordAudit, type AuditContext } from '../audit/public.js';
import { keepForRestore, rowsToKeep } from '../../db/restore-snapshots.js';
import {
  assertSeasonOpen,
  putBackInOpenSeason,
  requireOpenCurrentSeason,
  resolveSeasonFilter,
} from '../seasons/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';

export function toMatch(row: Selectable<MatchesTable>): Match {
  return {
    id: row.id,
    seasonId: row.season_id,
    date: row.date,
    matchType: row.match_type,
    opponent: row.opponent,
    cancelled: row.cancelled === 1,
    filled: row.filled === 1,
    kickOff: row.kick_off,
    location: row.location,
    home: row.home === 1,
    scoreFor: row.score_for,
    scoreAgainst: row.score_against,
  };
}

/**
 * A season's matches in date order. Without a season: the current one (none
 * yet → no matches). A season of another team is not found.
 */
export async function listMatches(
  db: Kysely<DB>,
  teamId: number,
  { seasonId, onlyFilled }: { seasonId?: number | undefined; onlyFilled: boolean },
): Promise<Match[]> {
  const season = await resolveSeasonFilter(db, teamId, seasonId);
  if (season === null) return [];
  let query = inTeam(db, teamId).selectFrom('matches').selectAll().where('season_id', '=', season);
  if (onlyFilled) query = query.where('filled', '=', 1);
  const rows = await query.orderBy('date').orderBy('id').execute();
  return rows.map(toMatch);
}

export async function getMatch(db: Kysely<DB>, teamId: number, id: number): Promise<Match> {
  return toMatch(await teamRecord(db, teamId, 'matches', id, 'Wedstrijd niet gevonden'));
}

interface MatchValues {
  date: string;
  matchType: MatchType;
  opponent: string;
  kickOff: string | null;
  location: string | null;
  home: boolean;
}

/** New matches always go into the current season (`NoSeason` before the first one). */
export async function createMatch(
  db: Kysely<DB>,
  teamId: number,
  input: MatchValues,
): Promise<Match> {
  return teamWrite(db, teamId, async (trx) => {
    const season = await requireOpenCurrentSeason(trx, teamId);
    const row = await trx
      .insertInto('matches')
      .values({
        team_id: teamId,
        season_id: season.id,
        date: input.date,
        match_type: input.matchType,
        opponent: input.opponent,
        cancelled: 0,
        filled: 0,
        kick_off: input.kickOff,
        location: input.location,
        home: input.home ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMatch(row);
  });
}

/**
 * A filled match is final until its data is reset (`MatchFilled`). While a match
 * is cancelled it keeps its date: a date in the payload is ignored, so restoring
 * ('Herstel') comes first and rescheduling after.
 */
export async function updateMatch(
  db: Kysely<DB>,
  teamId: number,
  id: number,
  input: MatchValues & { cancelled: boolean },
): Promise<Match> {
  return teamWrite(db, teamId, async (trx) => {
    const match = await getWritableMatch(trx, teamId, id);
    const row = await inTeam(trx, teamId)
      .updateTable('matches')
      .set({
        date: match.cancelled ? match.date : input.date,
        match_type: input.matchType,
        opponent: input.opponent,
        cancelled: input.cancelled ? 1 : 0,
        kick_off: input.kickOff,
        location: input.location,
        home: input.home ? 1 : 0,
        // Calendar apps replace an event only when its SEQUENCE rose.
        sequence: (eb) => eb('sequence', '+', 1),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMatch(row);
  });
}

/** What a match's delete removes with it (cascades), parents first: its undo puts all of it back. */
const MATCH_ROWS = [
  { table: 'matches', column: 'id' },
  { table: 'match_absences', column: 'match_id' },
  { table: 'match_goals', column: 'match_id' },
  { table: 'fines', column: 'match_id' },
  { table: 'task_draws', column: 'match_id' },
  { table: 'match_availability', column: 'match_id' },
  { table: 'reminder_sends', column: 'match_id' },
  { table: 'availability_answer_tokens', column: 'match_id' },
  // The alarms already sent: a match brought back is not alarmed about twice.
  { table: 'shortage_alarm_sends', column: 'match_id' },
] as const;

function matchAuditSnapshot(match: Match) {
  return { date: match.date, opponent: match.opponent };
}

/** Deletes a match that is not filled, and keeps it (with what hangs on it) for an undo. */
export async function deleteMatch(db: Kysely<DB>, id: number, audit: AuditContext): Promise<void> {
  const { teamId } = audit;
  await teamWrite(db, teamId, async (trx) => {
    const match = await getWritableMatch(trx, teamId, id);
    const removed = await rowsToKeep(trx, teamId, id, MATCH_ROWS);
    await inTeam(trx, teamId).deleteFrom('matches').where('id', '=', id).execute();
    await keepForRestore(trx, teamId, 'match', id, removed, audit.now);
    await recordAudit(trx, audit, {
      entity: 'match',
      entityId: id,
      action: 'deleted',
      before: matchAuditSnapshot(match),
      after: null,
    });
  });
}

/** The undo of `deleteMatch`: the same match, with the same id, in its season if that is still open. */
export async function restoreMatch(
  db: Kysely<DB>,
  id: number,
  audit: AuditContext,
): Promise<Match> {
  const { teamId } = audit;
  return teamWrite(db, teamId, async (trx) => {
    await putBackInOpenSeason(trx, teamId, { entity: 'match', id }, audit.now);
    const match = await getMatch(trx, teamId, id);
    await recordAudit(trx, audit, {
      entity: 'match',
      entityId: id,
      action: 'restored',
      before: null,
      after: matchAuditSnapshot(match),
    });
    return match;
  });
}

/** 404 for another team's match, then `SeasonLocked`, then `MatchFilled`. */
async function getWritableMatch(db: TeamTransaction, teamId: number, id: number): Promise<Match> {
  const match = await getMatch(db, teamId, id);
  await assertSeasonOpen(db, teamId, match.seasonId);
  if (match.filled) throw new DomainError('MatchFilled');
  return match;
}
