import type { Kysely } from 'kysely';
import type { DB } from '../server/db/schema.js';
import { createSession } from '../server/auth/sessions.js';
import type { LoadStep } from './load.js';
import type { BenchTeam } from './seed.js';

/** A team as a member who answers "Ja" or "Nee" for the coming match: its session and players. */
interface Writer {
  code: string;
  matchId: number;
  playerIds: number[];
  cookie: string;
}

/**
 * The most common write of a match week: a member answers whether a player comes
 * (`PUT /match/{id}/availability/{playerId}`, a pin session). Each team gets a match a
 * week from today (the seeded season is in the past, where answers are closed) and a
 * session; called after the read loads, so they measure the teams as seeded.
 */
export async function availabilityWriters(
  db: Kysely<DB>,
  teams: readonly BenchTeam[],
): Promise<() => LoadStep[]> {
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const writers: Writer[] = [];
  for (const team of teams) {
    const { id: teamId } = await db
      .selectFrom('teams')
      .select('id')
      .where('team_code', '=', team.code)
      .executeTakeFirstOrThrow();
    const { id: matchId } = await db
      .insertInto('matches')
      .values({
        team_id: teamId,
        season_id: team.seasonId,
        date: nextWeek,
        match_type: 'League',
        opponent: 'Volgende tegenstander',
        cancelled: 0,
        filled: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const players = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId)
      .execute();
    const { token } = await createSession(db, { kind: 'team', teamId, stayLoggedIn: true });
    writers.push({
      code: team.code,
      matchId,
      playerIds: players.map((player) => player.id),
      cookie: `teampot_session=${token}`,
    });
  }
  const anyOf = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
  return () => {
    const writer = anyOf(writers);
    return [
      {
        method: 'PUT',
        path: `/api/${writer.code}/match/${writer.matchId}/availability/${anyOf(writer.playerIds)}`,
        headers: { cookie: writer.cookie },
        body: { status: anyOf(['Yes', 'No']), note: null },
      },
    ];
  };
}
