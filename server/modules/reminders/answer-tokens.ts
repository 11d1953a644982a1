import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTeam } from '../../db/team-scope.js';
import { NotFoundError } from '../../http/errors.js';

/**
 * The answer token of a personal reminder (issue 17, docs/decisions.md "Answering
 * from a notification"): 32 random bytes that the push carries to one device, and
 * that let whoever holds them answer for one player and one match, nothing else.
 * Only its SHA-256 is stored, so a leaked database answers for no one; a random
 * secret of that size needs no slow hash.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueAnswerToken(
  db: Kysely<DB>,
  key: { teamId: number; matchId: number; playerId: number },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('availability_answer_tokens')
    .values({
      token_hash: hashOf(token),
      team_id: key.teamId,
      match_id: key.matchId,
      player_id: key.playerId,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** 404 unless the token was issued for exactly this team, match and player. */
export async function assertAnswerToken(
  db: Kysely<DB>,
  key: { teamId: number; matchId: number; playerId: number },
  token: string,
): Promise<void> {
  const row = await inTeam(db, key.teamId)
    .selectFrom('availability_answer_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashOf(token))
    .where('match_id', '=', key.matchId)
    .where('player_id', '=', key.playerId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Deze melding kan niet (meer) antwoorden; open de app');
}
