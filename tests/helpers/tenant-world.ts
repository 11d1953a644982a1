import { sql, type Kysely, type TableMetadata } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import {
  insertTeam,
  insertUser,
  makeTeamAdmin,
  teamSessionCookie,
  userSessionCookie,
} from './fixtures.js';

/**
 * A team with a full set of data, seeded by direct inserts, for the security
 * suites: every kind of row an endpoint can take an id of, in several states
 * (a filled, a played-but-open and a future match; paid and unpaid fines; …),
 * and a marker string in its texts, so a response that carries another team's
 * data is recognisable. Plus snapshots: a team's rows can be put back exactly
 * as seeded, so each probed request starts from the same world.
 */

export type IdKind =
  | 'team'
  | 'player'
  | 'season'
  | 'match'
  | 'fine'
  | 'fineType'
  | 'transaction'
  | 'taskList'
  | 'draw'
  | 'auditEntry'
  | 'invitation';

export interface TeamWorld {
  teamId: number;
  code: string;
  /** The team's exact name (what deleting it asks to type). */
  name: string;
  pin: string;
  /** Appears in the team's names and descriptions; another team's responses must never contain it. */
  marker: string;
  adminUserId: number;
  adminEmail: string;
  /** A pin session of this team. */
  pinCookie: string;
  /** A user session of the team's admin. */
  adminCookie: string;
  /**
   * Ids per kind, the most "writable" first: the open season before the locked
   * one, a played unfilled match before a future and a filled one, an unpaid
   * manual fine before a paid and a match fine.
   */
  ids: Record<IdKind, number[]>;
}

/** Dates around a fixed "played" past and an unreachable future: the tests do not depend on today. */
const PAST = { m1: '2025-01-11', m2: '2025-01-18', fine: '2025-01-20', tx: '2025-01-05' };
const FUTURE = '2099-06-05';

export async function seedTeamWorld(
  db: Kysely<DB>,
  { code, pin }: { code: string; pin: string },
): Promise<TeamWorld> {
  const marker = `${code}mrk`;
  const team = await insertTeam(db, { code, pin, name: `Team ${marker}` });
  const teamId = team.id;
  const admin = await insertUser(db, { email: `admin-${marker}@example.nl` });
  await makeTeamAdmin(db, admin.id, teamId);
  const now = new Date().toISOString();

  const player = async (first: string, active = true) =>
    (
      await db
        .insertInto('players')
        .values({
          team_id: teamId,
          first_name: first,
          last_name: marker,
          nick_name: null,
          active: active ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const players = [await player('Anne'), await player('Bram'), await player('Cas')];
  const retired = await player('Dirk', false);

  const season = async (description: string, members: number[]) => {
    const { id } = await db
      .insertInto('seasons')
      .values({ team_id: teamId, description: `${description} ${marker}`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('season_players')
      .values(members.map((player_id) => ({ team_id: teamId, season_id: id, player_id })))
      .execute();
    return id;
  };
  const oldSeason = await season('2023-2024', [...players, retired]);
  const currentSeason = await season('2024-2025', players);
  const [anne, bram, cas] = players as [number, number, number];

  const match = async (date: string, filled: boolean) =>
    (
      await db
        .insertInto('matches')
        .values({
          team_id: teamId,
          season_id: currentSeason,
          date,
          match_type: 'League',
          opponent: `Tegenstander ${marker}`,
          cancelled: 0,
          filled: filled ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const filledMatch = await match(PAST.m1, true);
  const openMatch = await match(PAST.m2, false);
  const futureMatch = await match(FUTURE, false);
  await db
    .insertInto('match_absences')
    .values({ team_id: teamId, match_id: filledMatch, player_id: bram })
    .execute();
  await db
    .insertInto('match_goals')
    .values({ team_id: teamId, match_id: filledMatch, player_id: anne, goals: 2 })
    .execute();
  // Issue 31: a card, and a vote for the player of the match that is still open; the
  // third player (present, no vote yet) can vote in a probe's control.
  await db
    .updateTable('matches')
    .set({ filled_at: new Date().toISOString() })
    .where('id', '=', filledMatch)
    .execute();
  await db
    .insertInto('match_cards')
    .values({ team_id: teamId, match_id: filledMatch, player_id: cas, yellow: 1, red: 0 })
    .execute();
  await db
    .insertInto('match_votes')
    .values({
      team_id: teamId,
      match_id: filledMatch,
      voter_id: anne,
      player_id: cas,
      voted_at: new Date().toISOString(),
    })
    .execute();

  const fineType = async (
    description: string,
    cost: { cents: number } | { task: string },
    matchRelated: boolean,
  ) =>
    (
      await db
        .insertInto('fine_types')
        .values({
          team_id: teamId,
          description: `${description} ${marker}`,
          match_related: matchRelated ? 1 : 0,
          amount_cents: 'cents' in cost ? cost.cents : null,
          task: 'task' in cost ? `${cost.task} ${marker}` : null,
          obsolete: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const lateType = await fineType('Te laat', { cents: 250 }, true);
  const cakeType = await fineType('Taart', { task: 'Taart meenemen' }, true);
  const manualType = await fineType('Kleedkamer', { cents: 500 }, false);
  // Two match money types side by side: the cards' settings (issue 31) take two.
  const cardType = await fineType('Gele kaart', { cents: 1830 }, true);

  const fine = async (f: {
    player: number;
    type: number;
    matchId?: number;
    date: string;
    paid: boolean;
  }) =>
    (
      await db
        .insertInto('fines')
        .values({
          team_id: teamId,
          season_id: currentSeason,
          player_id: f.player,
          fine_type_id: f.type,
          match_id: f.matchId ?? null,
          date: f.date,
          description: f.matchId ? null : `Handmatig ${marker}`,
          paid: f.paid ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const matchFine = await fine({
    player: anne,
    type: lateType,
    matchId: filledMatch,
    date: PAST.m1,
    paid: false,
  });
  const unpaidManual = await fine({ player: bram, type: manualType, date: PAST.fine, paid: false });
  const paidManual = await fine({ player: cas, type: manualType, date: PAST.fine, paid: true });

  const transaction = async (type: 'Income' | 'Expense', cents: number) =>
    (
      await db
        .insertInto('transactions')
        .values({
          team_id: teamId,
          season_id: currentSeason,
          transaction_type: type,
          date: PAST.tx,
          amount_cents: cents,
          reason: `Reden ${marker}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const income = await transaction('Income', 5000);
  const expense = await transaction('Expense', 1250);

  const taskList = async (name: string, seasonId: number | null) =>
    (
      await db
        .insertInto('task_lists')
        .values({ team_id: teamId, name: `${name} ${marker}`, season_id: seasonId, obsolete: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const washing = await taskList('Wassen', null);
  const cake = await taskList('Taart', currentSeason);

  const draw = async (d: { player: number; matchId?: number; date: string }) =>
    (
      await db
        .insertInto('task_draws')
        .values({
          team_id: teamId,
          task_list_id: washing,
          season_id: currentSeason,
          player_id: d.player,
          match_id: d.matchId ?? null,
          date: d.date,
          description: d.matchId ? null : `Training ${marker}`,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const manualDraw = await draw({ player: anne, date: PAST.fine });
  const matchDraw = await draw({ player: bram, matchId: filledMatch, date: PAST.m1 });

  await db
    .insertInto('push_subscriptions')
    .values({
      team_id: teamId,
      user_id: admin.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${marker}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
      created_at: now,
    })
    .execute();

  const auditEntry = async (entity: 'fine' | 'transaction', entityId: number, after: object) =>
    (
      await db
        .insertInto('audit_log')
        .values({
          team_id: teamId,
          at: now,
          actor: 'pin',
          actor_email: null,
          session_id: null,
          entity,
          entity_id: entityId,
          player_id: entity === 'fine' ? bram : null,
          action: 'created',
          before: null,
          after: JSON.stringify(after),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const auditEntries = [
    await auditEntry('fine', unpaidManual, { description: `Handmatig ${marker}` }),
    await auditEntry('transaction', income, { reason: `Reden ${marker}` }),
  ];

  // A pending co-admin invitation (issue 32: listed and cancelled by id).
  const invitation = (
    await db
      .insertInto('team_invitations')
      .values({
        team_id: teamId,
        email: `uitgenodigd-${code}@example.nl`,
        token_hash: `probe-invitation-${code}`,
        invited_by: admin.id,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  return {
    teamId,
    code,
    name: `Team ${marker}`,
    pin,
    marker,
    adminUserId: admin.id,
    adminEmail: admin.email,
    pinCookie: await teamSessionCookie(db, teamId),
    adminCookie: await userSessionCookie(db, admin.id),
    ids: {
      team: [teamId],
      player: players,
      season: [currentSeason, oldSeason],
      match: [openMatch, futureMatch, filledMatch],
      fine: [unpaidManual, paidManual, matchFine],
      fineType: [lateType, cardType, manualType, cakeType],
      transaction: [income, expense],
      taskList: [washing, cake],
      draw: [manualDraw, matchDraw],
      auditEntry: auditEntries.reverse(),
      invitation: [invitation],
    },
  };
}

/**
 * Every table that carries `team_id`, parents before children (the order to
 * insert in; deleting goes the other way). A new team-owned table must be
 * added here: `teamOwnedTables()` fails until it is, so no table escapes the
 * isolation check unnoticed.
 */
const TEAM_TABLES = [
  'team_admins',
  'players',
  'seasons',
  'season_players',
  'fine_types',
  'task_lists',
  'matches',
  'match_absences',
  'match_goals',
  'transactions',
  'fines',
  'task_draws',
  'push_subscriptions',
  'audit_log',
  'match_availability',
  'reminder_sends',
  'payment_references',
  'statement_entries',
  'team_invitations',
  'availability_answer_tokens',
  'money_reminder_sends',
  'restore_snapshots',
  'match_cards',
  'match_votes',
  'shortage_alarm_sends',
] as const satisfies readonly (keyof DB)[];
type TeamTable = (typeof TEAM_TABLES)[number];

/** The team-owned tables, checked against the live schema. */
export async function teamOwnedTables(db: Kysely<DB>): Promise<readonly TeamTable[]> {
  const live = (await liveTables(db))
    .filter((t) => t.columns.some((c) => c.name === 'team_id'))
    .map((t) => t.name)
    .filter((name) => name !== 'sessions');
  const unknown = live.filter((name) => !(TEAM_TABLES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `team-owned tables unknown to tests/helpers/tenant-world.ts: ${unknown.join(', ')}`,
    );
  }
  return TEAM_TABLES;
}

type Row = Record<string, unknown>;

/** Everything a team owns, plus its team row, its admin's account and that admin's mail tokens. */
export interface TeamSnapshot {
  teamId: number;
  adminUserId: number;
  team: Row;
  admin: Row;
  authTokens: Row[];
  tables: Record<TeamTable, Row[]>;
  /** Kept apart: a session is a credential, not team data (see `sameData`). */
  sessions: Row[];
}

const byJson = (a: Row, b: Row) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

export async function snapshotTeam(
  db: Kysely<DB>,
  world: Pick<TeamWorld, 'teamId' | 'adminUserId'>,
): Promise<TeamSnapshot> {
  const { teamId, adminUserId } = world;
  const tables = {} as Record<TeamTable, Row[]>;
  for (const table of TEAM_TABLES) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where(sql.ref(`${table}.team_id`), '=', teamId)
      .execute();
    tables[table] = (rows as Row[]).sort(byJson);
  }
  return {
    teamId,
    adminUserId,
    team: await db
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow(),
    admin: await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', adminUserId)
      .executeTakeFirstOrThrow(),
    authTokens: (
      await db.selectFrom('auth_tokens').selectAll().where('user_id', '=', adminUserId).execute()
    ).sort(byJson),
    tables,
    sessions: (await sessionsOf(db, teamId, adminUserId)).sort(byJson),
  };
}

function sessionsOf(db: Kysely<DB>, teamId: number, userId: number) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where((eb) => eb.or([eb('team_id', '=', teamId), eb('user_id', '=', userId)]))
    .execute();
}

/** The tables whose rows differ between two snapshots of one team (sessions not counted). */
export function changedTables(before: TeamSnapshot, after: TeamSnapshot): string[] {
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(before.team, after.team)) changed.push('teams');
  if (!same(before.admin, after.admin)) changed.push('users');
  if (!same(before.authTokens, after.authTokens)) changed.push('auth_tokens');
  for (const table of TEAM_TABLES) {
    if (!same(before.tables[table], after.tables[table])) changed.push(table);
  }
  return changed;
}

/**
 * Puts a team back exactly as in the snapshot: rows, ids, team row, its
 * sessions (so cookies issued at seed time work again) — and forgets every
 * throttle counter, so one probed login does not lock out the next.
 */
export async function restoreTeam(db: Kysely<DB>, snapshot: TeamSnapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [...TEAM_TABLES].reverse()) {
      await trx
        .deleteFrom(table)
        .where(sql.ref(`${table}.team_id`), '=', snapshot.teamId)
        .execute();
    }
    await sessionsDelete(trx, snapshot.teamId, snapshot.adminUserId);
    await trx.deleteFrom('auth_tokens').where('user_id', '=', snapshot.adminUserId).execute();
    await trx.deleteFrom('throttles').execute();
    const { id, ...team } = snapshot.team;
    await trx
      .updateTable('teams')
      .set(team)
      .where('id', '=', id as number)
      .execute();
    const { id: adminId, ...admin } = snapshot.admin;
    await trx
      .updateTable('users')
      .set(admin)
      .where('id', '=', adminId as number)
      .execute();
    for (const table of TEAM_TABLES) {
      const rows = snapshot.tables[table];
      if (rows.length > 0)
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
    }
    if (snapshot.authTokens.length > 0)
      await trx
        .insertInto('auth_tokens')
        .values(snapshot.authTokens as never)
        .execute();
    if (snapshot.sessions.length > 0)
      await trx
        .insertInto('sessions')
        .values(snapshot.sessions as never)
        .execute();
  });
}

function sessionsDelete(db: Kysely<DB>, teamId: number, userId: number) {
  return db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('team_id', '=', teamId), eb('user_id', '=', userId)]))
    .execute();
}

/**
 * The team's first player has left (inactive): what anonymising needs (issue 30).
 * The world's own retired player is not among its ids, so every probe of a player
 * id keeps meeting the active ones first.
 */
export async function makeFirstPlayerLeave(db: Kysely<DB>, world: TeamWorld): Promise<void> {
  const [first] = world.ids.player;
  if (first === undefined) throw new Error('the world has no players');
  await db
    .updateTable('players')
    .set({ active: 0 })
    .where('team_id', '=', world.teamId)
    .where('id', '=', first)
    .execute();
}

/** The team was deleted a moment ago: what restoring it needs (issue 30). */
export async function markTeamDeleted(db: Kysely<DB>, world: TeamWorld): Promise<void> {
  await db
    .updateTable('teams')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', world.teamId)
    .execute();
}

/**
 * A current season that may be closed: its played open matches called off and
 * every fine paid. `POST /season` needs this; the seeded world (with an open
 * match to fill) does not allow it.
 */
export async function makeSeasonClosable(db: Kysely<DB>, world: TeamWorld): Promise<void> {
  await db
    .updateTable('matches')
    .set({ cancelled: 1 })
    .where('team_id', '=', world.teamId)
    .where('filled', '=', 0)
    .execute();
  await db.updateTable('fines').set({ paid: 1 }).where('team_id', '=', world.teamId).execute();
}

/** Row counts of every table in one round trip: a refused call must leave them all as they were. */
export async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const tables = (await liveTables(db)).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
  const counts = tables.map((name) =>
    sql<number>`(select count(*) from ${sql.table(name)})`.as(name),
  );
  const row = await db.selectNoFrom(counts as never).executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, Number(v)]),
  );
}

const tablesOf = new WeakMap<Kysely<DB>, Promise<TableMetadata[]>>();

/** The tables of this database (read once); on PostgreSQL only those of the test's own schema. */
function liveTables(db: Kysely<DB>): Promise<TableMetadata[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = readTables(db);
    tablesOf.set(db, tables);
  }
  return tables;
}

async function readTables(db: Kysely<DB>): Promise<TableMetadata[]> {
  const tables = await db.introspection.getTables();
  if (tables.every((t) => t.schema === undefined)) return tables;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return tables.filter((t) => t.schema === rows[0]?.schema);
}
