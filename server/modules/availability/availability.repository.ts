import { teamWrite } from '../../db/team-write.js';
import type { Kysely } from 'kysely';
import { type Availability } from '../../../domain/availability/availability.schema.js';
import {
  availabilityClosedReason,
  type AvailabilityStatus,
} from '../../../domain/availability/availability.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import type { DB } from '../../db/schema.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { assertSeasonOpen } from '../seasons/public.js';
import { assertPlayersInSeason } from '../seasons/public.js';
import { joinedPlayer, joinedPlayerColumns } from '../players/public.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';

const dutch = new Intl.Collator('nl');

function findMatch(db: Kysely<DB>, teamId: number, matchId: number) {
  return teamRecord(db, teamId, 'matches', matchId, 'Wedstrijd niet gevonden');
}

/** Every player of the match's season with their answer (null: none yet), by name. */
export async function listAvailability(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
): Promise<Availability[]> {
  const match = await findMatch(db, teamId, matchId);
  const rows = await inTeam(db, teamId)
    .selectFrom('season_players as sp')
    .innerJoin('players', (join) =>
      join.onRef('players.id', '=', 'sp.player_id').on('players.team_id', '=', teamId),
    )
    .leftJoin('match_availability as a', (join) =>
      join
        .onRef('a.player_id', '=', 'sp.player_id')
        .on('a.team_id', '=', teamId)
        .on('a.match_id', '=', matchId),
    )
    .select([...joinedPlayerColumns, 'a.status', 'a.note'])
    .where('sp.season_id', '=', match.season_id)
    .execute();
  return rows
    .map((row) => ({
      player: joinedPlayer(row),
      status: row.status ?? null,
      note: row.note ?? null,
    }))
    .sort((a, b) => dutch.compare(playerDisplayName(a.player), playerDisplayName(b.player)));
}

/**
 * One player's answer. Refused (999) once the match is cancelled, filled or
 * past; a player outside the match's season is `PlayerNotInSeason`.
 */
export async function setAvailability(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
  playerId: number,
  input: { status: AvailabilityStatus | null; note: string | null },
  { today, now }: { today: string; now: Date },
): Promise<Availability> {
  return teamWrite(db, teamId, async (trx) => {
    const match = await findMatch(trx, teamId, matchId);
    await assertPlayersInSeason(trx, teamId, match.season_id, [playerId]);
    const closed = availabilityClosedReason(
      { date: match.date, cancelled: match.cancelled === 1, filled: match.filled === 1 },
      today,
    );
    if (closed) throw new DomainError(closed);
    await assertSeasonOpen(trx, teamId, match.season_id);
    const key = { team_id: teamId, match_id: matchId, player_id: playerId };
    await trx
      .insertInto('match_availability')
      .values({ ...key, status: input.status, note: input.note, updated_at: now.toISOString() })
      .onConflict((oc) =>
        oc.columns(['team_id', 'match_id', 'player_id']).doUpdateSet({
          status: input.status,
          note: input.note,
          updated_at: now.toISOString(),
        }),
      )
      .execute();
    const answers = await listAvailability(trx, teamId, matchId);
    const answer = answers.find((row) => row.player.id === playerId);
    if (!answer) throw new NotFoundError('Speler niet gevonden');
    return answer;
  });
}
