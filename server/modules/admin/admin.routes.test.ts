import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTeam,
  insertUser,
  makeTeamAdmin,
  teamSessionCookie,
  userSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('admin API on $name', (database) => {
  let t: TestApp;
  let adminCookie: string;
  let team: { id: number; code: string };
  let quiet: { id: number; code: string };
  let owner: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    const admin = await insertUser(db, { email: 'beheer@example.nl', isAdmin: true });
    adminCookie = await userSessionCookie(db, admin.id);
    owner = await insertUser(db, { email: 'eigenaar@example.nl' });
    await insertUser(db, { email: 'nieuw@example.nl', verified: false });
    team = await insertTeam(db, { code: 'oranje', name: 'Oranje' });
    quiet = await insertTeam(db, { code: 'stil', name: 'Stil' });
    await makeTeamAdmin(db, owner.id, team.id);
    for (const [first, last] of [
      ['Jan', 'Jansen'],
      ['Piet', 'Pietersen'],
    ]) {
      await db
        .insertInto('players')
        .values({ team_id: team.id, first_name: first!, last_name: last!, active: 1 })
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, cookie?: string) =>
    t.inject({ method: 'GET', url: `/api/admin/${path}`, headers: cookie ? { cookie } : {} });

  it('lists every team with its player count and last activity', async () => {
    const before = (await get('teams', adminCookie)).json();
    const oranjeBefore = before.find((row: { teamCode: string }) => row.teamCode === 'oranje');
    expect(oranjeBefore).toMatchObject({ id: team.id, name: 'Oranje', playerCount: 2 });
    expect(before.find((row: { teamCode: string }) => row.teamCode === 'stil')).toMatchObject({
      id: quiet.id,
      playerCount: 0,
    });

    t.clock.advance(60 * 60 * 1000);
    await t.inject({ method: 'POST', url: '/api/oranje/auth/login', payload: { pin: '123456' } });
    const after = (await get('teams', adminCookie)).json();
    const oranjeAfter = after.find((row: { teamCode: string }) => row.teamCode === 'oranje');
    expect(oranjeAfter.lastActivity).toBe(t.clock.now.toISOString());
    expect(oranjeAfter.lastActivity > oranjeBefore.lastActivity).toBe(true);
  });

  it('marks a deleted team with when it was deleted and when it is purged', async () => {
    const live = (await get('teams', adminCookie)).json();
    expect(live.find((row: { teamCode: string }) => row.teamCode === 'stil')).toMatchObject({
      deletedAt: null,
      purgeAt: null,
    });
    await t.database.db
      .updateTable('teams')
      .set({ deleted_at: '2026-03-01T10:00:00.000Z' })
      .where('id', '=', quiet.id)
      .execute();
    const teams = (await get('teams', adminCookie)).json();
    expect(teams.find((row: { teamCode: string }) => row.teamCode === 'stil')).toMatchObject({
      id: quiet.id,
      deletedAt: '2026-03-01T10:00:00.000Z',
      purgeAt: '2026-03-31T10:00:00.000Z',
    });
    expect(teams.find((row: { teamCode: string }) => row.teamCode === 'oranje')).toMatchObject({
      deletedAt: null,
    });
  });

  it('lists every user with verification state and teams', async () => {
    const users = (await get('users', adminCookie)).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'eigenaar@example.nl',
          verified: true,
          isAdmin: false,
          teams: [{ id: team.id, name: 'Oranje', teamCode: 'oranje' }],
        }),
        expect.objectContaining({ email: 'nieuw@example.nl', verified: false, teams: [] }),
        expect.objectContaining({ email: 'beheer@example.nl', isAdmin: true }),
      ]),
    );
  });

  it('is closed to visitors, team sessions and users without the admin flag', async () => {
    for (const path of ['teams', 'users']) {
      expect((await get(path)).statusCode).toBe(401);
      expect((await get(path, await teamSessionCookie(t.database.db, team.id))).statusCode).toBe(
        401,
      );
      expect((await get(path, await userSessionCookie(t.database.db, owner.id))).statusCode).toBe(
        403,
      );
    }
  });
});
