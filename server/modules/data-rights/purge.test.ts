import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETED_TEAM_RETENTION_DAYS,
  EXPIRED_SESSION_RETENTION_DAYS,
  STATEMENT_IMPORT_RETENTION_DAYS,
  THROTTLE_RETENTION_DAYS,
  USED_TOKEN_RETENTION_DAYS,
} from '../../../domain/data-rights/retention.js';
import { insertUser } from '../../../tests/helpers/fixtures.js';
import { insertAnswer } from '../../../tests/helpers/match-fixtures.js';
import { twoServerNodes } from '../../../tests/helpers/shared-database.js';
import { seedTeamWorld, type TeamWorld } from '../../../tests/helpers/tenant-world.js';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  testDatabases,
} from '../../../tests/helpers/test-app.js';
import type { DB } from '../../db/schema.js';
import { TEAM_TABLES } from '../../db/team-scope.js';
import { buildInternalApp } from '../../ops/internal-listener.js';
import { PURGE_CLAIM_STALE_MS, purgeExpiredData } from './purge.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The purge's clock: passed in, as the timer passes its own. */
const NOW = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number, ms = 0) =>
  new Date(NOW.getTime() - days * DAY_MS + ms).toISOString();

/** Rows in the team tables the tenant world leaves empty, so the purge meets every table. */
async function fillEveryTable(db: Kysely<DB>, world: TeamWorld): Promise<void> {
  const [player] = world.ids.player as [number];
  const [match] = world.ids.match as [number];
  const at = daysAgo(40);
  const teamId = world.teamId;
  await insertAnswer(db, teamId, { matchId: match, playerId: player, updatedAt: at });
  await db
    .insertInto('reminder_sends')
    .values({
      team_id: teamId,
      match_id: match,
      kind: 'team',
      match_date: '2025-01-11',
      target: 'team',
      sent_at: at,
    })
    .execute();
  await db
    .insertInto('availability_answer_tokens')
    .values({
      token_hash: `hash-${world.code}`,
      team_id: teamId,
      match_id: match,
      player_id: player,
      created_at: at,
    })
    .execute();
  const device = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('money_reminder_sends')
    .values({ team_id: teamId, subscription_id: device.id, week: '2026-W40', sent_at: at })
    .execute();
  await db
    .insertInto('shortage_alarm_sends')
    .values({
      team_id: teamId,
      match_id: match,
      match_start: '2025-01-11',
      yes: 3,
      minimum: 11,
      checked_at: at,
    })
    .execute();
  await db
    .insertInto('payment_references')
    .values({
      team_id: teamId,
      reference: `RF18${teamId}`,
      player_id: player,
      fine_ids: '[]',
      amount_cents: 250,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('statement_entries')
    .values({
      team_id: teamId,
      entry_id: `entry-${world.code}`,
      outcome: 'booked',
      imported_at: daysAgo(1),
    })
    .execute();
  await db
    .insertInto('restore_snapshots')
    .values({ team_id: teamId, entity: 'match', entity_id: match, deleted_at: at, rows: '[]' })
    .execute();
  await db
    .insertInto('team_invitations')
    .values({
      team_id: teamId,
      email: `nieuw-${world.code}@example.nl`,
      token_hash: `inv-${world.code}`,
      invited_by: world.adminUserId,
      created_at: at,
      expires_at: daysAgo(-5),
      used_at: null,
    })
    .execute();
}

/** Per team table, how many rows the team has there. */
async function rowsOf(db: Kysely<DB>, teamId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TEAM_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const sessions = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  counts.sessions = Number(sessions.n);
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('id', '=', teamId)
    .executeTakeFirst();
  counts.teams = team ? 1 : 0;
  return counts;
}

const deleteAt = (db: Kysely<DB>, teamId: number, at: string) =>
  db.updateTable('teams').set({ deleted_at: at }).where('id', '=', teamId).execute();

describe.each(testDatabases)('the purge on $name', (database) => {
  let t: TestApp;
  /** The app's own connection: the team scope guard checks every query the purge makes. */
  let db: Kysely<DB>;
  beforeAll(async () => {
    t = await createTestApp(database);
    db = t.app.deps.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`removes a team ${DELETED_TEAM_RETENTION_DAYS} days after its deletion with everything it owns, and nothing of any other team`, async () => {
    const gone = await seedTeamWorld(t.database.db, { code: 'weg', pin: '111111' });
    const recent = await seedTeamWorld(t.database.db, { code: 'recent', pin: '222222' });
    const live = await seedTeamWorld(t.database.db, { code: 'levend', pin: '333333' });
    for (const world of [gone, recent, live]) await fillEveryTable(t.database.db, world);
    await deleteAt(t.database.db, gone.teamId, daysAgo(DELETED_TEAM_RETENTION_DAYS));
    await deleteAt(t.database.db, recent.teamId, daysAgo(DELETED_TEAM_RETENTION_DAYS, 60_000));

    const before = await rowsOf(t.database.db, gone.teamId);
    // Every table had something of the team to remove: the test meets each of them.
    for (const [table, count] of Object.entries(before)) expect(count, table).toBeGreaterThan(0);
    const others = {
      recent: await rowsOf(t.database.db, recent.teamId),
      live: await rowsOf(t.database.db, live.teamId),
    };

    const purged = await purgeExpiredData(db, NOW);
    expect(purged.teams).toBe(1);
    expect(Object.values(await rowsOf(t.database.db, gone.teamId)).every((n) => n === 0)).toBe(
      true,
    );
    expect(await rowsOf(t.database.db, recent.teamId)).toEqual(others.recent);
    expect(await rowsOf(t.database.db, live.teamId)).toEqual(others.live);
    // The admin's account is his own, not the team's: it stays.
    expect(
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', gone.adminUserId)
        .executeTakeFirst(),
    ).toBeDefined();

    // A minute later the second team is due too; the first is not removed again.
    expect((await purgeExpiredData(db, new Date(NOW.getTime() + 60_000))).teams).toBe(1);
    expect((await rowsOf(t.database.db, recent.teamId)).teams).toBe(0);
    expect((await purgeExpiredData(db, new Date(NOW.getTime() + 120_000))).teams).toBe(0);
    // Its code is free again.
    expect(
      await t.database.db
        .selectFrom('teams')
        .select('id')
        .where('team_code', 'in', ['weg', 'recent'])
        .execute(),
    ).toEqual([]);
  });

  it('removes expired sessions, used tokens, old throttles and old statement lines after their periods', async () => {
    const user = await insertUser(t.database.db, { email: 'bewaar@example.nl' });
    const session = (name: string, expiresAt: string, revokedAt: string | null = null) => ({
      token_hash: name,
      kind: 'user' as const,
      user_id: user.id,
      team_id: null,
      stay_logged_in: 0 as const,
      created_at: daysAgo(60),
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    const days = EXPIRED_SESSION_RETENTION_DAYS;
    await t.database.db
      .insertInto('sessions')
      .values([
        session('s-oud', daysAgo(days, -1000)),
        session('s-ingetrokken', daysAgo(-10), daysAgo(days, -1000)),
        session('s-net-verlopen', daysAgo(days, 60_000)),
        session('s-geldig', daysAgo(-1)),
      ])
      .execute();
    const token = (name: string, expiresAt: string, usedAt: string | null) => ({
      token_hash: name,
      purpose: 'reset-password' as const,
      user_id: user.id,
      created_at: daysAgo(20),
      expires_at: expiresAt,
      used_at: usedAt,
    });
    const tokenDays = USED_TOKEN_RETENTION_DAYS;
    await t.database.db
      .insertInto('auth_tokens')
      .values([
        token('t-gebruikt', daysAgo(-1), daysAgo(tokenDays, -1000)),
        token('t-verlopen', daysAgo(tokenDays, -1000), null),
        token('t-net-gebruikt', daysAgo(-1), daysAgo(tokenDays, 60_000)),
        token('t-open', daysAgo(-1), null),
      ])
      .execute();
    const throttle = (key: string, startedAt: string, lockedUntil: string | null) => ({
      key,
      failures: 3,
      window_started_at: startedAt,
      locked_until: lockedUntil,
    });
    await t.database.db
      .insertInto('throttles')
      .values([
        throttle('oud', daysAgo(THROTTLE_RETENTION_DAYS, -1000), null),
        throttle('oud-nog-op-slot', daysAgo(THROTTLE_RETENTION_DAYS, -1000), daysAgo(-1)),
        throttle('vandaag', daysAgo(THROTTLE_RETENTION_DAYS, 60_000), null),
      ])
      .execute();
    const world = await seedTeamWorld(t.database.db, { code: 'afschrift', pin: '444444' });
    const entry = (id: string, importedAt: string) => ({
      team_id: world.teamId,
      entry_id: id,
      outcome: 'matched' as const,
      imported_at: importedAt,
    });
    await t.database.db
      .insertInto('statement_entries')
      .values([
        entry('oud', daysAgo(STATEMENT_IMPORT_RETENTION_DAYS, -1000)),
        entry('recent', daysAgo(STATEMENT_IMPORT_RETENTION_DAYS, 60_000)),
      ])
      .execute();

    const purged = await purgeExpiredData(db, NOW);
    expect(purged).toEqual({ teams: 0, sessions: 2, tokens: 2, throttles: 1, statementEntries: 1 });
    const sessionsLeft = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .orderBy('token_hash')
      .execute();
    const tokensLeft = await t.database.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .orderBy('token_hash')
      .execute();
    expect(sessionsLeft.map((row) => row.token_hash)).toEqual(['s-geldig', 's-net-verlopen']);
    expect(tokensLeft.map((row) => row.token_hash)).toEqual(['t-net-gebruikt', 't-open']);
    expect(
      (await t.database.db.selectFrom('throttles').select('key').orderBy('key').execute()).map(
        (r) => r.key,
      ),
    ).toEqual(['oud-nog-op-slot', 'vandaag']);
    expect(
      (
        await t.database.db
          .selectFrom('statement_entries')
          .select('entry_id')
          .where('team_id', '=', world.teamId)
          .execute()
      ).map((r) => r.entry_id),
    ).toEqual(['recent']);
    // Nothing left to do: a second run removes nothing.
    expect(await purgeExpiredData(db, NOW)).toEqual({
      teams: 0,
      sessions: 0,
      tokens: 0,
      throttles: 0,
      statementEntries: 0,
    });
  });

  it('leaves a team claimed by a run still at it, and finishes one whose run died', async () => {
    const world = await seedTeamWorld(t.database.db, { code: 'halverwege', pin: '666666' });
    await deleteAt(t.database.db, world.teamId, daysAgo(DELETED_TEAM_RETENTION_DAYS + 1));
    // Another run claimed it ten minutes ago and is still removing it.
    await t.database.db
      .updateTable('teams')
      .set({ purge_claimed_at: new Date(NOW.getTime() - 10 * 60_000).toISOString() })
      .where('id', '=', world.teamId)
      .execute();
    expect((await purgeExpiredData(db, NOW)).teams).toBe(0);
    expect((await rowsOf(t.database.db, world.teamId)).players).toBeGreaterThan(0);
    // That run died half-way: its claim goes stale, and a later run finishes the job.
    await t.database.db.deleteFrom('audit_log').where('team_id', '=', world.teamId).execute();
    const later = new Date(NOW.getTime() + PURGE_CLAIM_STALE_MS);
    expect((await purgeExpiredData(db, later)).teams).toBe(1);
    expect(Object.values(await rowsOf(t.database.db, world.teamId)).every((n) => n === 0)).toBe(
      true,
    );
  });

  it('purges a team once when two instances run the job at the same moment', async () => {
    const clock = { now: NOW };
    const { nodes, connect } = await twoServerNodes(database, clock);
    // The test's own set-up, on a connection of its own (the nodes' are scope-guarded).
    const setUp = connect();
    try {
      const [first, second] = nodes.map((node) => node.app.deps.db) as [Kysely<DB>, Kysely<DB>];
      const worlds = [];
      for (const code of ['samen1', 'samen2', 'samen3']) {
        const world = await seedTeamWorld(setUp.db, { code, pin: '555555' });
        await fillEveryTable(setUp.db, world);
        await deleteAt(setUp.db, world.teamId, daysAgo(DELETED_TEAM_RETENTION_DAYS + 1));
        worlds.push(world);
      }
      for (let round = 0; round < 3; round++) {
        const runs = await Promise.all([
          purgeExpiredData(first, NOW),
          purgeExpiredData(second, NOW),
        ]);
        // Three teams, each removed by exactly one of the runs, in the first round.
        expect(runs[0].teams + runs[1].teams).toBe(round === 0 ? 3 : 0);
      }
      for (const world of worlds) {
        expect(Object.values(await rowsOf(setUp.db, world.teamId)).every((n) => n === 0)).toBe(
          true,
        );
      }
    } finally {
      await setUp.destroy();
      for (const node of nodes) await node.app.close();
    }
  });

  it('counts the teams it purged, its failures and its last good run on /metrics', async () => {
    const internal = await buildInternalApp(t.app);
    const broken = await createTestDatabase(database, { migrate: false });
    try {
      const metrics = async () => (await internal.inject({ url: '/metrics' })).body;
      const valueOf = (text: string, series: string) => {
        const line = text.split('\n').find((l) => l.startsWith(`${series} `));
        return line ? Number(line.slice(series.length + 1)) : 0;
      };
      const series = {
        purged: 'teampot_teams_purged_total',
        failures: 'teampot_purge_failures_total',
        lastRun: 'teampot_purge_last_success_timestamp_seconds',
      };
      const world = await seedTeamWorld(t.database.db, { code: 'geteld', pin: '444444' });
      await deleteAt(t.database.db, world.teamId, daysAgo(DELETED_TEAM_RETENTION_DAYS + 1));
      const before = await metrics();

      const later = new Date(NOW.getTime() + DAY_MS);
      expect((await purgeExpiredData(db, later)).teams).toBe(1);
      // A database without its tables: the run breaks off, and is counted as such.
      await expect(purgeExpiredData(broken.db, later)).rejects.toThrow();
      const after = await metrics();

      expect(valueOf(after, series.purged) - valueOf(before, series.purged)).toBe(1);
      expect(valueOf(after, series.failures) - valueOf(before, series.failures)).toBe(1);
      expect(valueOf(after, series.lastRun)).toBe(later.getTime() / 1000);
    } finally {
      await broken.destroy();
      await internal.close();
    }
  });
});
