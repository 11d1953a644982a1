import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTeam,
  insertUser,
  makeTeamAdmin,
  teamAdminCookie,
  userSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

const EMAIL = 'vertrekker@oranje.nl';

describe.each(testDatabases)('account data rights on $name', (database) => {
  let t: TestApp;
  let user: { id: number; password: string };
  let cookie: string;
  let teamA: number;
  let teamB: number;
  let coAdmin: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    teamA = (await insertTeam(db, { code: 'oranje', name: 'FC Oranje' })).id;
    teamB = (await insertTeam(db, { code: 'blauw', name: 'FC Blauw' })).id;
    user = await insertUser(db, { email: EMAIL });
    coAdmin = (await insertUser(db, { email: 'blijver@oranje.nl' })).id;
    await makeTeamAdmin(db, user.id, teamA);
    await makeTeamAdmin(db, coAdmin, teamA);
    await makeTeamAdmin(db, user.id, teamB); // the only admin of blauw, for now
    cookie = await userSessionCookie(db, user.id);
    const at = new Date().toISOString();
    await db
      .insertInto('audit_log')
      .values({
        team_id: teamA,
        at,
        actor: `user:${user.id}`,
        actor_email: EMAIL,
        session_id: null,
        entity: 'transaction',
        entity_id: 1,
        player_id: null,
        action: 'created',
        before: null,
        after: '{"amount":5}',
      })
      .execute();
    await db
      .insertInto('push_subscriptions')
      .values({
        team_id: teamA,
        user_id: user.id,
        endpoint: 'https://push.example/vertrekker',
        p256dh: 'p',
        auth: 'a',
        created_at: at,
      })
      .execute();
    await db
      .insertInto('team_invitations')
      .values({
        team_id: teamB,
        email: EMAIL,
        token_hash: 'hash-van-uitnodiging',
        invited_by: coAdmin,
        created_at: at,
        expires_at: at,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const remove = (password: unknown, withCookie = cookie) =>
    t.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: withCookie ? { cookie: withCookie } : {},
      payload: { password },
    });

  it('shows the account holder everything kept about him, as a download', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/account/data',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="teampot-mijn-gegevens.json"',
    );
    const data = response.json();
    expect(data.account).toMatchObject({ email: EMAIL, isAdmin: false });
    expect(data.adminOf).toEqual([
      { teamCode: 'blauw', name: 'FC Blauw' },
      { teamCode: 'oranje', name: 'FC Oranje' },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ teamCode: 'oranje', endpoint: 'https://push.example/vertrekker' }),
    ]);
    expect(data.auditTrail).toEqual([
      expect.objectContaining({ teamCode: 'oranje', entity: 'transaction', action: 'created' }),
    ]);
    const visitor = await t.inject({ method: 'GET', url: '/api/auth/account/data' });
    expect(visitor.statusCode).toBe(401);
  });

  it('asks for the password, and refuses a wrong one', async () => {
    const empty = await remove('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({
      path: 'password',
      message: 'Wachtwoord is verplicht',
    });
    const wrong = await remove('niet-mijn-wachtwoord');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Wachtwoord is onjuist');
    expect((await remove(user.password, '')).statusCode).toBe(401);
  });

  it('refuses while he is the last admin of a team, and keeps everything', async () => {
    const refused = await remove(user.password);
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'LastAdmin' });
    const teams = await t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie } });
    expect(teams.statusCode).toBe(200);
    expect(teams.json()).toHaveLength(2);
  });

  it('deletes the account and leaves nothing of him readable', async () => {
    const { db } = t.database;
    await makeTeamAdmin(db, coAdmin, teamB);
    // Another team invites him and his co-admin: its mails are counted per address.
    const teamC = await insertTeam(db, { code: 'groen', name: 'FC Groen' });
    const inviter = await teamAdminCookie(db, 'voorzitter@groen.nl', teamC.id);
    for (const email of [EMAIL, 'blijver@oranje.nl']) {
      const invited = await t.inject({
        method: 'POST',
        url: '/api/groen/admins/invite',
        headers: { cookie: inviter },
        payload: { email },
      });
      expect(invited.statusCode).toBe(200);
    }

    const deleted = await remove(user.password);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toContain('teampot_session=;');

    const after = await t.inject({ method: 'GET', url: '/api/user/team', headers: { cookie } });
    expect(after.statusCode).toBe(401);

    const line = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(line.actor_email).toBe('verwijderd account');
    expect(
      await db.selectFrom('team_admins').select('team_id').where('user_id', '=', coAdmin).execute(),
    ).toHaveLength(2);
    // Every row of every table, read back: his address and device are nowhere.
    const tables = await db.introspection.getTables();
    const everything: string[] = [];
    for (const table of tables) {
      const rows = await db
        .selectFrom(table.name as 'users')
        .selectAll()
        .execute();
      everything.push(JSON.stringify(rows));
    }
    const text = everything.join('\n');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('push.example/vertrekker');
    // What counts the others' invitations stays.
    const counters = await db
      .selectFrom('throttles')
      .select('key')
      .where('key', 'like', 'invite:%')
      .execute();
    expect(counters.map((counter) => counter.key).sort()).toEqual([
      `invite:team:${teamC.id}`,
      `invite:team:${teamC.id}:email:blijver@oranje.nl`,
    ]);

    // Logging in with it fails as with any unknown address.
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: user.password },
    });
    expect(login.json()).toEqual({ case: 'InvalidCredentials' });
  });
});
