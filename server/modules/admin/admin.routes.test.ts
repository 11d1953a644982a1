import { beforeAll, describe, expect, it } from 'vitest';
import { teamAndOtherSuite } from '../../../tests/helpers/api-suite.js';
import { insertUser, loggedInUser } from '../../../tests/helpers/fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('admin API on $name', (database) => {
  // The team's admin (its owner) is no platform admin.
  const t = teamAndOtherSuite(database, {
    team: { code: 'oranje', name: 'Oranje' },
    other: { code: 'stil', name: 'Stil' },
    adminEmail: 'eigenaar@example.nl',
  });
  let platformAdmin: string;

  beforeAll(async () => {
    const db = t.database.db;
    ({ cookie: platformAdmin } = await loggedInUser(db, {
      email: 'beheer@example.nl',
      isAdmin: true,
    }));
    await insertUser(db, { email: 'nieuw@example.nl', verified: false });
    for (const [first, last] of [
      ['Jan', 'Jansen'],
      ['Piet', 'Pietersen'],
    ]) {
      await db
        .insertInto('players')
        .values({ team_id: t.team.id, first_name: first!, last_name: last!, active: 1 })
        .execute();
    }
  });

  const get = (path: string, cookie?: string) =>
    t.inject({ method: 'GET', url: `/api/admin/${path}`, headers: cookie ? { cookie } : {} });

  it('lists every team with its player count and last activity', async () => {
    const before = (await get('teams', platformAdmin)).json();
    const oranjeBefore = before.find((row: { teamCode: string }) => row.teamCode === 'oranje');
    expect(oranjeBefore).toMatchObject({ id: t.team.id, name: 'Oranje', playerCount: 2 });
    expect(before.find((row: { teamCode: string }) => row.teamCode === 'stil')).toMatchObject({
      id: t.other.id,
      playerCount: 0,
    });

    t.clock.advance(60 * 60 * 1000);
    await t.inject({ method: 'POST', url: '/api/oranje/auth/login', payload: { pin: '123456' } });
    const after = (await get('teams', platformAdmin)).json();
    const oranjeAfter = after.find((row: { teamCode: string }) => row.teamCode === 'oranje');
    expect(oranjeAfter.lastActivity).toBe(t.clock.now.toISOString());
    expect(oranjeAfter.lastActivity > oranjeBefore.lastActivity).toBe(true);
  });

  it('marks a deleted team with when it was deleted and when it is purged', async () => {
    const live = (await get('teams', platformAdmin)).json();
    expect(live.find((row: { teamCode: string }) => row.teamCode === 'stil')).toMatchObject({
      deletedAt: null,
      purgeAt: null,
    });
    await t.database.db
      .updateTable('teams')
      .set({ deleted_at: '2026-03-01T10:00:00.000Z' })
      .where('id', '=', t.other.id)
      .execute();
    const teams = (await get('teams', platformAdmin)).json();
    expect(teams.find((row: { teamCode: string }) => row.teamCode === 'stil')).toMatchObject({
      id: t.other.id,
      deletedAt: '2026-03-01T10:00:00.000Z',
      purgeAt: '2026-03-31T10:00:00.000Z',
    });
    expect(teams.find((row: { teamCode: string }) => row.teamCode === 'oranje')).toMatchObject({
      deletedAt: null,
    });
  });

  it('lists every user with verification state and teams', async () => {
    const users = (await get('users', platformAdmin)).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'eigenaar@example.nl',
          verified: true,
          isAdmin: false,
          teams: [{ id: t.team.id, name: 'Oranje', teamCode: 'oranje' }],
        }),
        expect.objectContaining({ email: 'nieuw@example.nl', verified: false, teams: [] }),
        expect.objectContaining({ email: 'beheer@example.nl', isAdmin: true }),
      ]),
    );
  });

  it('is closed to visitors, team sessions and users without the admin flag', async () => {
    for (const path of ['teams', 'users']) {
      expect((await get(path)).statusCode).toBe(401);
      expect((await get(path, t.pin)).statusCode).toBe(401);
      expect((await get(path, t.admin)).statusCode).toBe(403);
    }
  });
});
