import type { Kysely } from 'kysely';
import { todayIso } from '../domain/dates.js';
import type { DB } from '../server/db/schema.js';
import { createSession } from '../server/auth/sessions.js';
import type { LoadStep } from './load.js';
import type { BenchTeam } from './seed.js';

/** A team as one of its members writes to it: its pin session and its players. */
interface Member {
  code: string;
  teamId: number;
  seasonId: number;
  playerIds: number[];
  cookie: string;
}

async function memberOf(db: Kysely<DB>, team: BenchTeam): Promise<Member> {
  const { id: teamId } = await db
    .selectFrom('teams')
    .select('id')
    .where('team_code', '=', team.code)
    .executeTakeFirstOrThrow();
  const players = await db
    .selectFrom('players')
    .select('id')
    .where('team_id', '=', teamId)
    .execute();
  const { token } = await createSession(db, { kind: 'team', teamId, stayLoggedIn: true });
  return {
    code: team.code,
    teamId,
    seasonId: team.seasonId,
    playerIds: players.map((player) => player.id),
    cookie: `teampot_session=${token}`,
  };
}

const anyOf = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** `count` of `items`, none twice, in random order. */
function someOf<T>(items: readonly T[], count: number): T[] {
  const shuffled = [...items].sort(() => Math.random() - 0.5);
  return shuffled.slice(0, count);
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
  const writers: (Member & { matchId: number })[] = [];
  for (const team of teams) {
    const member = await memberOf(db, team);
    const { id: matchId } = await db
      .insertInto('matches')
      .values({
        team_id: member.teamId,
        season_id: member.seasonId,
        date: nextWeek,
        match_type: 'League',
        opponent: 'Volgende tegenstander',
        cancelled: 0,
        filled: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    writers.push({ ...member, matchId });
  }
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

/** The writes of issue 28's side by side (bench/side-by-side.ts): one visit is one write. */
export interface WriteLoads {
  /**
   * A played match filled in as the fill wizard saves it (`POST /match/{id}/data`), after
   * its reset (`DELETE /match/{id}/data`): a filled match refuses a second fill, so each
   * fill needs the reset before it, and the visit is the two. Client `n` has a match of its
   * own, so two clients never race for one (the loser's fill would be a MatchFilled).
   */
  fills: (client: number) => LoadStep[];
  /** A manual fine, as the new-fine form sends it (`POST /fine`), by any team's member. */
  fines: (client: number) => LoadStep[];
}

/**
 * A member who gives fines: the team's match fine types with an amount (the fill's), and a
 * fine type not about a match (the new-fine form's).
 */
interface Fining extends Member {
  matchFineTypeIds: number[];
  trainingFineTypeId: number;
}

async function finingMemberOf(db: Kysely<DB>, team: BenchTeam): Promise<Fining> {
  const member = await memberOf(db, team);
  const matchFineTypes = await db
    .selectFrom('fine_types')
    .select('id')
    .where('team_id', '=', member.teamId)
    .where('match_related', '=', 1)
    .where('amount_cents', 'is not', null)
    .execute();
  const { id: trainingFineTypeId } = await db
    .insertInto('fine_types')
    .values({
      team_id: member.teamId,
      description: 'Te laat op de training',
      match_related: 0,
      amount_cents: 200,
      task: null,
      obsolete: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...member, matchFineTypeIds: matchFineTypes.map((type) => type.id), trainingFineTypeId };
}

/**
 * Prepares `writers` writers over `teams` in `db`, writer `n` a member of team `n mod
 * teams`: per team a session and a fine type not about a match (the new-fine form's kind),
 * per writer a played match, not filled (the seeded ones have paid fines, which block a reset).
 */
export async function writeLoads(
  db: Kysely<DB>,
  teams: readonly BenchTeam[],
  writers: number,
): Promise<WriteLoads> {
  const members: Fining[] = [];
  for (const team of teams) members.push(await finingMemberOf(db, team));
  const fillers: { member: Fining; matchId: number }[] = [];
  for (let writer = 0; writer < writers; writer++) {
    const member = members[writer % members.length] as Fining;
    const { id: matchId } = await db
      .insertInto('matches')
      .values({
        team_id: member.teamId,
        season_id: member.seasonId,
        date: '2025-03-01',
        match_type: 'League',
        opponent: `Tegenstander ${writer + 1}`,
        cancelled: 0,
        filled: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fillers.push({ member, matchId });
  }
  const today = todayIso();
  return {
    fills: (client) => {
      const { member, matchId } = fillers[client % fillers.length] as (typeof fillers)[number];
      const path = `/api/${member.code}/match/${matchId}/data`;
      const headers = { cookie: member.cookie };
      // Two absent, two scorers, one or two match fines (unpaid: a paid one blocks the reset).
      const [absent1, absent2, scorer1, scorer2, fined1, fined2] = someOf(member.playerIds, 6);
      const [type1, type2] = someOf(member.matchFineTypeIds, 2);
      const fines = [{ playerId: fined1, fineTypeId: type1 }];
      if (Math.random() < 0.5) fines.push({ playerId: fined2, fineTypeId: type2 });
      return [
        { method: 'DELETE', path, headers },
        {
          method: 'POST',
          path,
          headers,
          body: {
            absentPlayers: [absent1, absent2],
            goals: [
              { playerId: scorer1, goals: 2 },
              { playerId: scorer2, goals: 1 },
            ],
            fines,
            tasks: [],
            scoreFor: 3,
            scoreAgainst: 1,
          },
        },
      ];
    },
    fines: () => {
      const member = anyOf(members);
      return [
        {
          method: 'POST',
          path: `/api/${member.code}/fine`,
          headers: { cookie: member.cookie },
          body: {
            playerId: anyOf(member.playerIds),
            typeId: member.trainingFineTypeId,
            data: { date: today, description: 'Te laat op de training' },
          },
        },
      ];
    },
  };
}
