import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam, loggedInUser, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  createTestApp,
  sessionCookie,
  type TestApp,
  testDatabases,
} from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('teams API on $name', (database) => {
  let t: TestApp;
  let users = 0;
  /** A verified user with a session cookie. */
  const newUser = () => loggedInUser(t.database.db, { email: `gebruiker${++users}@example.nl` });

  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  const createTeam = (cookie: string | undefined, payload: object) =>
    t.inject({ method: 'POST', url: '/api/user/team', payload, headers: cookie ? { cookie } : {} });
  const updateTeam = (code: string, cookie: string | undefined, payload: object) =>
    t.inject({
      method: 'PUT',
      url: `/api/${code}/team`,
      payload,
      headers: cookie ? { cookie } : {},
    });
  const pinLogin = (code: string, pin: string) =>
    t.inject({ method: 'POST', url: `/api/${code}/auth/login`, payload: { pin } });

  it('creates a team whose creator becomes its admin', async () => {
    const user = await newUser();
    const created = await createTeam(user.cookie, {
      name: 'VV Oranje',
      teamCode: 'vv-oranje',
      pin: '246810',
    });
    expect(created.statusCode).toBe(200);
    const team = created.json();
    expect(team).toEqual({ id: expect.any(Number), name: 'VV Oranje', teamCode: 'vv-oranje' });

    expect(
      (
        await t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie: user.cookie } })
      ).json(),
    ).toEqual([team]);
    const one = await t.inject({
      method: 'GET',
      url: `/api/user/team/${team.id}`,
      headers: { cookie: user.cookie },
    });
    expect(one.json()).toEqual(team);
    const validated = await t.inject({
      method: 'GET',
      url: '/api/vv-oranje/auth/validateToken',
      headers: { cookie: user.cookie },
    });
    expect(validated.json()).toEqual({ loginState: 'user' });
    expect((await pinLogin('vv-oranje', '246810')).statusCode).toBe(200);
  });

  it("lists only the user's own teams, by name, and hides the others", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const zeta = (
      await createTeam(user.cookie, { name: 'Zeta', teamCode: 'zeta', pin: '111111' })
    ).json();
    const alfa = (
      await createTeam(user.cookie, { name: 'Alfa', teamCode: 'alfa', pin: '111111' })
    ).json();
    const theirs = (
      await createTeam(stranger.cookie, { name: 'Bèta', teamCode: 'beta', pin: '111111' })
    ).json();

    const list = await t.inject({
      method: 'GET',
      url: '/api/user/team',
      headers: { cookie: user.cookie },
    });
    expect(list.json()).toEqual([alfa, zeta]);
    const foreign = await t.inject({
      method: 'GET',
      url: `/api/user/team/${theirs.id}`,
      headers: { cookie: user.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a team code that is taken', async () => {
    const user = await newUser();
    await insertTeam(t.database.db, { code: 'bezet' });
    const response = await createTeam(user.cookie, {
      name: 'Bezet',
      teamCode: 'bezet',
      pin: '123456',
    });
    expect(response.statusCode).toBe(999);
    expect(response.json()).toEqual({ error: 'CodeUnavailable' });
    expect(
      (
        await t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie: user.cookie } })
      ).json(),
    ).toEqual([]);
  });

  it('answers bad input with 400 and the Dutch messages of the team form', async () => {
    const user = await newUser();
    const response = await createTeam(user.cookie, {
      name: ' ',
      teamCode: 'Hoofdletters',
      pin: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Teamnaam is verplicht' },
        {
          path: 'teamCode',
          message: 'Teamcode mag alleen kleine letters, cijfers en streepjes bevatten',
        },
        { path: 'pin', message: 'Pin moet 6 cijfers lang zijn' },
      ]),
    );
    const reserved = await createTeam(user.cookie, {
      name: 'Beheer',
      teamCode: 'admin',
      pin: '123456',
    });
    expect(reserved.json().issues).toEqual([
      { path: 'teamCode', message: 'Teamcode is niet beschikbaar' },
    ]);
  });

  it('lets only logged-in users reach their teams', async () => {
    expect(
      (await createTeam(undefined, { name: 'X', teamCode: 'xx', pin: '123456' })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/user/team' })).statusCode).toBe(401);
    const team = await insertTeam(t.database.db, { code: 'pin-only' });
    const pinCookie = await teamSessionCookie(t.database.db, team.id);
    expect(
      (await t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie: pinCookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('shows a team publicly without its pin', async () => {
    const team = await insertTeam(t.database.db, { code: 'publiek', name: 'Publiek FC' });
    const response = await t.inject({ method: 'GET', url: '/api/publiek/team' });
    expect(response.json()).toEqual({ id: team.id, name: 'Publiek FC', teamCode: 'publiek' });
  });

  it('lets the team admin rename the team and move it to a new code', async () => {
    const admin = await newUser();
    const team = (
      await createTeam(admin.cookie, { name: 'Oud', teamCode: 'oude-code', pin: '123456' })
    ).json();
    const pinCookie = sessionCookie(await pinLogin('oude-code', '123456'));

    const updated = await updateTeam('oude-code', admin.cookie, {
      name: 'Nieuw',
      teamCode: 'nieuwe-code',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: team.id, name: 'Nieuw', teamCode: 'nieuwe-code' });
    expect((await t.inject({ method: 'GET', url: '/api/oude-code/team' })).statusCode).toBe(998);
    expect((await t.inject({ method: 'GET', url: '/api/nieuwe-code/team' })).json().name).toBe(
      'Nieuw',
    );

    // No new pin: the old one still works and the members stay logged in.
    expect((await pinLogin('nieuwe-code', '123456')).statusCode).toBe(200);
    const still = await t.inject({
      method: 'GET',
      url: '/api/nieuwe-code/auth/validateToken',
      headers: { cookie: pinCookie },
    });
    expect(still.statusCode).toBe(200);
  });

  it('takes a new pin and ends the pin sessions made with the old one', async () => {
    const admin = await newUser();
    await createTeam(admin.cookie, { name: 'Pinwissel', teamCode: 'pinwissel', pin: '123456' });
    const pinCookie = sessionCookie(await pinLogin('pinwissel', '123456'));

    const updated = await updateTeam('pinwissel', admin.cookie, {
      name: 'Pinwissel',
      teamCode: 'pinwissel',
      pin: '654321',
    });
    expect(updated.statusCode).toBe(200);
    expect((await pinLogin('pinwissel', '123456')).statusCode).toBe(401);
    expect((await pinLogin('pinwissel', '654321')).statusCode).toBe(200);
    const validate = (cookie: string) =>
      t.inject({ method: 'GET', url: '/api/pinwissel/auth/validateToken', headers: { cookie } });
    expect((await validate(pinCookie)).statusCode).toBe(401);
    expect((await validate(admin.cookie)).statusCode).toBe(200);
  });

  it('refuses settings changes from anyone but the team admin', async () => {
    const admin = await newUser();
    const stranger = await newUser();
    const otherAdmin = await newUser();
    const team = (
      await createTeam(admin.cookie, { name: 'Streng', teamCode: 'streng', pin: '123456' })
    ).json();
    await createTeam(otherAdmin.cookie, { name: 'Ander', teamCode: 'ander', pin: '123456' });
    const body = { name: 'Gekaapt', teamCode: 'streng' };

    expect((await updateTeam('streng', undefined, body)).statusCode).toBe(401);
    expect(
      (await updateTeam('streng', await teamSessionCookie(t.database.db, team.id), body))
        .statusCode,
    ).toBe(403);
    expect((await updateTeam('streng', stranger.cookie, body)).statusCode).toBe(403);
    expect((await updateTeam('streng', otherAdmin.cookie, body)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/streng/team' })).json().name).toBe('Streng');
  });

  it('refuses a settings change to a taken code, and bad input with the Dutch messages', async () => {
    const admin = await newUser();
    await createTeam(admin.cookie, { name: 'Eerste', teamCode: 'eerste', pin: '123456' });
    await insertTeam(t.database.db, { code: 'tweede' });
    const taken = await updateTeam('eerste', admin.cookie, { name: 'Eerste', teamCode: 'tweede' });
    expect(taken.statusCode).toBe(999);
    expect(taken.json()).toEqual({ error: 'CodeUnavailable' });

    const bad = await updateTeam('eerste', admin.cookie, {
      name: '',
      teamCode: '-eerste',
      pin: '12345a',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Teamnaam is verplicht' },
        { path: 'teamCode', message: 'Teamcode mag niet met een streepje beginnen of eindigen' },
        { path: 'pin', message: 'Pin mag alleen cijfers bevatten' },
      ]),
    );
    // An empty pin means: keep the pin.
    expect(
      (await updateTeam('eerste', admin.cookie, { name: 'Eerste', teamCode: 'eerste', pin: '' }))
        .statusCode,
    ).toBe(200);
    expect((await pinLogin('eerste', '123456')).statusCode).toBe(200);
  });
});
