import type { Kysely } from 'kysely';
import type { Player } from '../../../domain/players/player.schema.js';
import { anonymisedPlayerName, ANONYMISED_FIRST_NAME } from '../../../domain/players/anonymise.js';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { teamWrite } from '../../db/team-write.js';
import { DomainError } from '../../http/errors.js';
import { renamePlayerInAudit } from '../audit/public.js';
import { getPlayerRow, toPlayer } from '../players/public.js';

/**
 * Anonymises a player who left (issue 30): "Oud-speler N", N the team's next, no
 * nickname, no availability notes; the trail's snapshots say the new name and a device
 * that said it was him forgets it. His goals, attendance, fines and payments stay his
 * row's, so every count stays the same. Cannot be undone; again is a no-op.
 */
export async function anonymisePlayer(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
): Promise<Player> {
  const row = await teamWrite(db, teamId, async (trx) => {
    const player = await getPlayerRow(trx, teamId, playerId);
    if (player.anonymised_number !== null) return player;
    if (player.active === 1) throw new DomainError('PlayerActive');
    const { last } = await inTeam(trx, teamId)
      .selectFrom('players')
      .select((eb) => eb.fn.max('anonymised_number').as('last'))
      .executeTakeFirstOrThrow();
    const number = Number(last ?? 0) + 1;
    const anonymised = await inTeam(trx, teamId)
      .updateTable('players')
      .set({
        first_name: ANONYMISED_FIRST_NAME,
        last_name: String(number),
        nick_name: null,
        anonymised_number: number,
      })
      .where('id', '=', playerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await inTeam(trx, teamId)
      .updateTable('match_availability')
      .set({ note: null })
      .where('player_id', '=', playerId)
      .execute();
    await inTeam(trx, teamId)
      .updateTable('push_subscriptions')
      .set({ player_id: null })
      .where('player_id', '=', playerId)
      .execute();
    await inTeam(trx, teamId)
      .deleteFrom('availability_answer_tokens')
      .where('player_id', '=', playerId)
      .execute();
    await renamePlayerInAudit(trx, teamId, playerId, anonymisedPlayerName(number));
    return anonymised;
  });
  return toPlayer(row);
}
