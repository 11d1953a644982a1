import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_TEAM_RETENTION_DAYS } from '../../../domain/data-rights/retention.js';
import { insertUser, makeTeamAdmin, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { twoServerNodes } from '../../../tests/helpers/shared-database.js';
import { seedStandingsTeam } from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import { createSession } from '../../auth/sessions.js';
import type { DB } from '../../db/schema.js';
import { buildInternalApp } from '../../ops/internal-listener.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 30: a team admin deletes the team. It is gone at once (998, no certificate, no
 * cached answer), its admins can restore it for 30 days, and its code stays taken.
 */
describe.each(testDatabases)('deleting a team on $name', (database) => {
  let t: TestApp;
  let internal: FastifyInstance;
  let users = 0;

  beforeAll(async () => {
    t = await createTestApp(database, {
      envOverrides: {
        APP_URL: 'https://teampot.example',
        TEAM_APP_URL: 'https://{TEAMCODE}.teampot.example',
      },
    });
    internal = await buildInternalApp(t.app);
  });
  afterAll(async () => {
    await internal?.close();
    await t?.close();
  });

  /** A user session started at the test's clock (which the tests move on). */
  const userSessionCookie = async (db: Kysely<DB>, userId: number, now = t.clock.now) =>
    `teampot_session=${(await createSession(db, { kind: 'user', userId, stayLoggedIn: false }, now)).token}`;

  /** A team with data and an admin with a session. */
  async function adminsTeam(code: string) {
    const team = await seedStandingsTeam(t.database.db, code);
    const user = await insertUser(t.database.db, { email: `beheer${++users}@example.nl` });
    await makeTeamAdmin(t.database.db, user.id, team.teamId);
    const cookie = await userSessionCookie(t.database.db, user.id);
    const name = (await t.inject({ url: `/api/${code}/team` })).json<{ name: string }>().name;
    return { team, user, cookie, name };
  }
  const deleteTeam = (code: string, cookie: string | undefined, payload: object) =>
    t.inject({
      method: 'DELETE',
      url: `/api/${code}/team`,
      payload,
      headers: cookie ? { cookie } : {},
    });
  const restore = (id: number, cookie: string) =>
    t.inject({
      method: 'POST',
      url: `/api/user/team/${id}/restore`,
      payload: {},
      headers: { cookie },
    });
  const deletedTeams = async (cookie: string) =>
    (await t.inject({ url: '/api/user/team/deleted', headers: { cookie } })).json<unknown[]>();
  const tlsAllowed = async (host: string) =>
    (await internal.inject({ url: `/internal/tls-allowed?domain=${host}` })).statusCode;

  it('refuses a name that is not the exact name (400 on name), a pin session (403) and a visitor (401)', async () => {
    const { team, cookie, name } = await adminsTeam('weg-niet');
    const wrong = await deleteTeam('weg-niet', cookie, { name: name.toUpperCase() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'ValidationError',
      issues: [{ path: 'name', message: 'Typ de naam van het team precies over' }],
    });
    expect((await deleteTeam('weg-niet', cookie, {})).statusCode).toBe(400);
    expect((await deleteTeam('weg-niet', cookie, { name: 42 })).statusCode).toBe(400);
    const pin = await teamSessionCookie(t.database.db, team.teamId);
    expect((await deleteTeam('weg-niet', pin, { name })).statusCode).toBe(403);
    expect((await deleteTeam('weg-niet', undefined, { name })).statusCode).toBe(401);
    // Another team's admin is no admin here.
    const other = await adminsTeam('weg-anders');
    expect((await deleteTeam('weg-niet', other.cookie, { name })).statusCode).toBe(403);
    expect((await t.inject({ url: '/api/weg-niet/team' })).statusCode).toBe(200);
    expect(await tlsAllowed('weg-niet.teampot.example')).toBe(200);
  });

  it('makes the team disappear at once: 998 on every path, cached reads gone, no certificate', async () => {
    const { team, cookie, name } = await adminsTeam('weg-nu');
    const season = `/api/weg-nu/standings/${team.season1}/goals`;
    // Read twice, so the answer is in the read cache.
    expect((await t.inject({ url: season })).statusCode).toBe(200);
    expect((await t.inject({ url: season })).statusCode).toBe(200);
    expect(await tlsAllowed('weg-nu.teampot.example')).toBe(200);

    const deleted = await deleteTeam('weg-nu', cookie, { name });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });

    for (const url of [season, '/api/weg-nu/team', '/api/weg-nu/player', '/api/weg-nu/season']) {
      const answer = await t.inject({ url });
      expect(answer.statusCode, url).toBe(998);
    }
    expect((await deleteTeam('weg-nu', cookie, { name })).statusCode).toBe(998);
    expect(await tlsAllowed('weg-nu.teampot.example')).toBe(404);
    expect(await tlsAllowed('teampot.example')).toBe(200);
    // Not among the user's teams any more, nor one of them by id.
    expect(
      (await t.inject({ url: '/api/user/team', headers: { cookie } })).json<{ id: number }[]>(),
    ).toEqual([]);
    expect(
      (await t.inject({ url: `/api/user/team/${team.teamId}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('keeps the code taken while the team is deleted', async () => {
    const { cookie, name } = await adminsTeam('bezet');
    expect((await deleteTeam('bezet', cookie, { name })).statusCode).toBe(200);
    const created = await t.inject({
      method: 'POST',
      url: '/api/user/team',
      headers: { cookie },
      payload: { name: 'Nieuw', teamCode: 'bezet', pin: '135790' },
    });
    expect(created.statusCode).toBe(999);
    expect(created.json()).toEqual({ error: 'CodeUnavailable' });
  });

  it('lists the deleted team on its admins’ profile with the days left, and restores it with everything', async () => {
    const { team, name, user, ...admin } = await adminsTeam('terug');
    let { cookie } = admin;
    const co = await insertUser(t.database.db, { email: 'mede@example.nl' });
    await makeTeamAdmin(t.database.db, co.id, team.teamId);
    const coCookie = await userSessionCookie(t.database.db, co.id);
    const stranger = await insertUser(t.database.db, { email: 'vreemd@example.nl' });
    let strangerCookie = await userSessionCookie(t.database.db, stranger.id);
    const standings = `/api/terug/standings/${team.season1}/goals`;
    const before = (await t.inject({ url: standings })).json<unknown>();

    expect((await deleteTeam('terug', cookie, { name })).statusCode).toBe(200);
    const listed = {
      id: team.teamId,
      name,
      teamCode: 'terug',
      deletedAt: t.clock.now.toISOString(),
    };
    expect(await deletedTeams(cookie)).toEqual([{ ...listed, daysLeft: 30 }]);
    expect(await deletedTeams(coCookie)).toEqual([{ ...listed, daysLeft: 30 }]);
    expect(await deletedTeams(strangerCookie)).toEqual([]);

    t.clock.advance(10.5 * DAY_MS);
    cookie = await userSessionCookie(t.database.db, user.id);
    strangerCookie = await userSessionCookie(t.database.db, stranger.id);
    expect(await deletedTeams(cookie)).toEqual([{ ...listed, daysLeft: 20 }]);
    // Only an admin of the team restores it; to anyone else it does not exist.
    expect((await restore(team.teamId, strangerCookie)).statusCode).toBe(404);
    expect((await restore(999_999, cookie)).statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/user/team/${team.teamId}/restore`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/user/team/x/restore',
          payload: {},
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(400);

    const restored = await restore(team.teamId, cookie);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ id: team.teamId, name, teamCode: 'terug' });
    expect((await t.inject({ url: standings })).json<unknown>()).toEqual(before);
    expect(await tlsAllowed('terug.teampot.example')).toBe(200);
    expect(await deletedTeams(cookie)).toEqual([]);
    expect(
      (await t.inject({ url: '/api/user/team', headers: { cookie } })).json<{ id: number }[]>(),
    ).toEqual([{ id: team.teamId, name, teamCode: 'terug' }]);
    // A team that is not deleted cannot be restored.
    expect((await restore(team.teamId, cookie)).statusCode).toBe(404);
  });

  it('cannot restore a team after the restore period', async () => {
    const { team, name, user, ...admin } = await adminsTeam('te-laat');
    expect((await deleteTeam('te-laat', admin.cookie, { name })).statusCode).toBe(200);
    t.clock.advance(DELETED_TEAM_RETENTION_DAYS * DAY_MS - 60_000);
    const cookie = await userSessionCookie(t.database.db, user.id);
    expect(await deletedTeams(cookie)).toEqual([expect.objectContaining({ daysLeft: 1 })]);
    t.clock.advance(60_000);
    expect(await deletedTeams(cookie)).toEqual([]);
    expect((await restore(team.teamId, cookie)).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/te-laat/team' })).statusCode).toBe(998);
  });

  it("answers 998 on another instance at once, where the team's answers were cached", async () => {
    const clock = { now: new Date('2026-11-24T12:00:00Z') };
    const { nodes } = await twoServerNodes(database, clock);
    const [reader, writer] = nodes.map((node) => node.app) as [FastifyInstance, FastifyInstance];
    try {
      const team = await seedStandingsTeam(writer.deps.db, 'elders');
      const user = await insertUser(writer.deps.db, { email: 'elders@example.nl' });
      await makeTeamAdmin(writer.deps.db, user.id, team.teamId);
      const cookie = await userSessionCookie(writer.deps.db, user.id, clock.now);
      const url = `/api/elders/standings/${team.season1}/goals`;
      expect((await reader.inject({ url })).statusCode).toBe(200);
      expect((await reader.inject({ url })).statusCode).toBe(200);
      const name = (await reader.inject({ url: '/api/elders/team' })).json<{ name: string }>().name;
      const deleted = await writer.inject({
        method: 'DELETE',
        url: '/api/elders/team',
        payload: { name },
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(200);
      expect((await reader.inject({ url })).statusCode).toBe(998);
      expect((await reader.inject({ url: '/api/elders/team' })).statusCode).toBe(998);
    } finally {
      for (const node of nodes) await node.app.close();
    }
  });
});
