import type { Kysely } from 'kysely';
import { hashSecret } from '../server/auth/passwords.js';
import type { DB } from '../server/db/schema.js';

/** What a dashboard visit of one seeded team needs to know. */
export interface BenchTeam {
  code: string;
  seasonId: number;
  /** The newest filled match: the one the dashboard opens on. */
  matchId: number;
  taskListId: number;
}

const PLAYERS = 18;
const MATCHES = 24;
const FILLED = 20;

/** A small deterministic generator, so every run seeds the same season. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isoDay(start: string, days: number): string {
  const date = new Date(`${start}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const benchTeamCode = (index: number) => `bench-${String(index).padStart(4, '0')}`;

/**
 * Teams `from` … `from + count - 1`, each with one season of data as a real
 * team has it: 18 players, 24 matches (20 filled, one cancelled), absences,
 * goals, 40 fines, 10 transactions, two task lists and 20 draws. One
 * transaction per team, bulk inserts inside it.
 */
export async function seedBenchTeams(
  db: Kysely<DB>,
  from: number,
  count: number,
): Promise<BenchTeam[]> {
  const pinHash = await hashSecret('123456');
  const teams: BenchTeam[] = [];
  for (let index = from; index < from + count; index++) {
    teams.push(await db.transaction().execute((trx) => seedTeam(trx, index, pinHash)));
  }
  return teams;
}

async function seedTeam(db: Kysely<DB>, index: number, pinHash: string): Promise<BenchTeam> {
  const random = mulberry32(index + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const now = new Date().toISOString();
  const code = benchTeamCode(index);

  const { id: teamId } = await db
    .insertInto('teams')
    .values({ name: `Bench ${index}`, team_code: code, pin_hash: pinHash, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const players = await db
    .insertInto('players')
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        team_id: teamId,
        first_name: `Speler${i + 1}`,
        last_name: `Team${index}`,
        nick_name: i % 4 === 0 ? `Bijnaam${i + 1}` : null,
        active: 1 as const,
      })),
    )
    .returning('id')
    .execute();
  const playerIds = players.map((p) => p.id);
  const { id: seasonId } = await db
    .insertInto('seasons')
    .values({ team_id: teamId, description: '2024-2025', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('season_players')
    .values(
      playerIds.map((playerId) => ({ team_id: teamId, season_id: seasonId, player_id: playerId })),
    )
    .execute();

  const matches = await db
    .insertInto('matches')
    .values(
      Array.from({ length: MATCHES }, (_, i) => ({
        team_id: teamId,
        season_id: seasonId,
        date: isoDay('2024-09-07', i * 7),
        match_type: 'League' as const,
        opponent: `Tegenstander ${i + 1}`,
        cancelled: i === FILLED ? (1 as const) : (0 as const),
        filled: i < FILLED ? (1 as const) : (0 as const),
      })),
    )
    .returning('id')
    .execute();
  const filled = matches.slice(0, FILLED).map((m) => m.id);

  const absences = filled.flatMap((matchId) =>
    [...new Set([pick(playerIds), pick(playerIds), pick(playerIds)])].map((playerId) => ({
      team_id: teamId,
      match_id: matchId,
      player_id: playerId,
    })),
  );
  await db.insertInto('match_absences').values(absences).execute();
  const absent = new Set(absences.map((a) => `${a.match_id}:${a.player_id}`));
  const goals = filled.flatMap((matchId) =>
    [...new Set([pick(playerIds), pick(playerIds), pick(playerIds)])]
      .filter((playerId) => !absent.has(`${matchId}:${playerId}`))
      .map((playerId) => ({
        team_id: teamId,
        match_id: matchId,
        player_id: playerId,
        goals: 1 + Math.floor(random() * 2),
      })),
  );
  if (goals.length > 0) await db.insertInto('match_goals').values(goals).execute();

  const fineTypes = await db
    .insertInto('fine_types')
    .values(
      [
        ['Te laat', 250],
        ['Gele kaart', 500],
        ['Rode kaart', 1000],
        ['Vergeten tas', 150],
        ['Taart', null],
      ].map(([description, cents]) => ({
        team_id: teamId,
        description: String(description),
        match_related: 1 as const,
        amount_cents: cents as number | null,
        task: cents === null ? 'Taart meenemen' : null,
        obsolete: 0 as const,
      })),
    )
    .returning('id')
    .execute();
  const matchDates = new Map(filled.map((id, i) => [id, isoDay('2024-09-07', i * 7)]));
  await db
    .insertInto('fines')
    .values(
      filled.flatMap((matchId) =>
        [0, 1].map(() => ({
          team_id: teamId,
          season_id: seasonId,
          player_id: pick(playerIds),
          fine_type_id: pick(fineTypes).id,
          match_id: matchId,
          date: matchDates.get(matchId) ?? '2024-09-07',
          description: null,
          paid: random() < 0.5 ? (1 as const) : (0 as const),
          created_at: now,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('transactions')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        team_id: teamId,
        season_id: seasonId,
        transaction_type: i % 3 === 0 ? ('Income' as const) : ('Expense' as const),
        date: isoDay('2024-09-01', i * 14),
        amount_cents: 500 + Math.floor(random() * 5000),
        reason: `Transactie ${i + 1}`,
      })),
    )
    .execute();

  const taskLists = await db
    .insertInto('task_lists')
    .values(
      ['Wassen', 'Bardienst'].map((name) => ({
        team_id: teamId,
        name,
        season_id: null,
        obsolete: 0 as const,
      })),
    )
    .returning('id')
    .execute();
  const taskListId = taskLists[0]?.id ?? 0;
  await db
    .insertInto('task_draws')
    .values(
      filled.map((matchId) => ({
        team_id: teamId,
        task_list_id: taskListId,
        season_id: seasonId,
        player_id: pick(playerIds),
        match_id: matchId,
        date: matchDates.get(matchId) ?? '2024-09-07',
        description: null,
        created_at: now,
      })),
    )
    .execute();

  return { code, seasonId, matchId: filled[filled.length - 1] ?? 0, taskListId };
}
