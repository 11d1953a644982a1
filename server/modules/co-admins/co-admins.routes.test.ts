import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTeam,
  loggedInUser,
  makeTeamAdmin,
  teamAdminCookie,
  teamSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { domainErrorMessage } from '../../../domain/errors.js';
import { createSession } from '../../auth/sessions.js';
import { createTestApp, type TestApp, testDatabases } from '../../../tests/helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('co-admins on $name', (database) => {
  let t: TestApp;
  let teamId: number;
  let captain: string;
  let treasurer: { id: number; cookie: string };
  let stranger: string;
  let strangerId: number;
  const code = 'mede-beheer';

  beforeAll(async () => {
    t = await createTestApp(database);
    const db = t.database.db;
    ({ id: teamId } = await insertTeam(db, { code, name: 'VV Samen' }));
    captain = await teamAdminCookie(db, 'aanvoerder@samen.nl', teamId);
    treasurer = await loggedInUser(db, { email: 'penningmeester@samen.nl' });
    ({ id: strangerId, cookie: stranger } = await loggedInUser(db, { email: 'vreemde@elders.nl' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.inject({
      method,
      url: path,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const invite = (email: string, cookie: string | undefined = captain) =>
    call('POST', `/api/${code}/admins/invite`, cookie, { email });
  const admins = (cookie = captain) => call('GET', `/api/${code}/admins`, cookie);
  /** `null`: without a session. */
  const pendingInvitations = (cookie: string | null = captain) =>
    call('GET', `/api/${code}/admins/invitations`, cookie ?? undefined);
  /** The token from the last mail's link, as the invitee clicks it. */
  const lastToken = () => {
    const mail = t.mails.at(-1);
    const match = /uitnodiging\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error('no invitation link in the last mail');
    return match[1];
  };

  it('invites by e-mail; the link lets a logged-in user become admin, once', async () => {
    expect((await invite('geen-adres')).json().issues).toContainEqual({
      path: 'email',
      message: 'Ongeldig emailadres',
    });
    expect(
      (await call('POST', `/api/${code}/admins/invite`, undefined, { email: 'x@y.nl' })).statusCode,
    ).toBe(401);
    expect(
      (await invite('x@y.nl', await teamSessionCookie(t.database.db, teamId))).statusCode,
    ).toBe(403);
    expect((await invite('x@y.nl', stranger)).statusCode).toBe(403);

    const sent = await invite(' Penningmeester@Samen.nl ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().email).toBe('penningmeester@samen.nl');
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('penningmeester@samen.nl');
    expect(mail?.subject).toBe('Uitnodiging: beheer VV Samen in Teampot');
    expect(mail?.text).toContain(`http://${code}.localhost:3000/uitnodiging?token=`);
    const token = lastToken();

    expect((await call('GET', `/api/invitation?token=${token}`)).json()).toEqual({
      teamName: 'VV Samen',
      teamCode: code,
      email: 'penningmeester@samen.nl',
    });
    expect((await call('POST', '/api/invitation/accept', undefined, { token })).statusCode).toBe(
      401,
    );
    expect((await admins(treasurer.cookie)).statusCode).toBe(403);
    const accepted = await call('POST', '/api/invitation/accept', treasurer.cookie, { token });
    expect(accepted.json()).toEqual({ teamCode: code });
    expect((await admins(treasurer.cookie)).json()).toEqual([
      { email: 'aanvoerder@samen.nl', you: false },
      { email: 'penningmeester@samen.nl', you: true },
    ]);

    const again = await call('POST', '/api/invitation/accept', stranger, { token });
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'InvalidToken' });
    expect((await call('GET', `/api/invitation?token=${token}`)).statusCode).toBe(999);
  });

  it('refuses to invite an address that already runs the team, without a mail', async () => {
    const mailsBefore = t.mails.length;
    const refused = await invite(' Aanvoerder@Samen.nl ');
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'AlreadyAdmin' });
    expect(domainErrorMessage('AlreadyAdmin')).toContain('is al beheerder');
    expect(t.mails.length).toBe(mailsBefore);
    expect((await pendingInvitations()).json()).toEqual([]);
  });

  it('lists pending invitations to admins and lets one be cancelled; its link then fails', async () => {
    const cancel = (id: number | string, cookie?: string) =>
      call('DELETE', `/api/${code}/admins/invitations/${id}`, cookie);
    await invite('keeper@samen.nl');
    const keeperToken = lastToken();
    await invite('trainer@samen.nl');
    const list = (await pendingInvitations()).json() as {
      id: number;
      email: string;
      expiresAt: string;
    }[];
    // Newest first; the accepted invitation of the first test is not pending.
    expect(list.map((row) => row.email)).toEqual(['trainer@samen.nl', 'keeper@samen.nl']);
    expect(list[1]?.expiresAt).toBe(new Date(t.clock.now.getTime() + 7 * DAY_MS).toISOString());
    expect((await pendingInvitations(null)).statusCode).toBe(401);
    expect((await pendingInvitations(stranger)).statusCode).toBe(403);
    const pin = await teamSessionCookie(t.database.db, teamId);
    expect((await pendingInvitations(pin)).statusCode).toBe(403);

    const keeper = list[1]!;
    expect((await cancel(keeper.id)).statusCode).toBe(401);
    expect((await cancel(keeper.id, stranger)).statusCode).toBe(403);
    const bad = await cancel('abc', captain);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toHaveLength(1);
    // Another team's admin reaches this team's invitation through his own team: 404.
    const other = await insertTeam(t.database.db, { code: 'ander-team', name: 'VV Anders' });
    await makeTeamAdmin(t.database.db, strangerId, other.id);
    const foreign = await call(
      'DELETE',
      `/api/ander-team/admins/invitations/${keeper.id}`,
      stranger,
    );
    expect(foreign.statusCode).toBe(404);

    expect((await cancel(keeper.id, captain)).json()).toEqual({ ok: true });
    const left = (await pendingInvitations()).json() as { email: string }[];
    expect(left.map((row) => row.email)).toEqual(['trainer@samen.nl']);
    expect((await cancel(keeper.id, captain)).statusCode).toBe(404);
    const link = await call('GET', `/api/invitation?token=${keeperToken}`);
    expect(link.statusCode).toBe(999);
    expect(link.json()).toEqual({ error: 'InvalidToken' });
  });

  it('throttles invitation mails per address within the team (429, wait in minutes)', async () => {
    const MINUTE_MS = 60 * 1000;
    const tooMany = (wait: string) =>
      `Je hebt te veel uitnodigingen verstuurd. Probeer het ${wait} opnieuw.`;
    t.clock.advance(2 * 60 * MINUTE_MS);
    const mailsBefore = t.mails.length;
    expect((await invite('spam@samen.nl')).statusCode).toBe(200);
    t.clock.advance(17 * MINUTE_MS);
    for (let i = 0; i < 2; i += 1) expect((await invite('spam@samen.nl')).statusCode).toBe(200);
    const refused = await invite('spam@samen.nl');
    expect(refused.statusCode).toBe(429);
    // The hour began with the first mail: 43 minutes left, in the header and the message alike.
    expect(refused.headers['retry-after']).toBe(String(43 * 60));
    expect(refused.json()).toEqual({
      error: 'TooManyRequests',
      message: tooMany('over 43 minuten'),
    });
    expect(t.mails.length).toBe(mailsBefore + 3);
    expect((await invite('ander@samen.nl')).statusCode).toBe(200);

    // Another team inviting the same address is not refused, nor told of these mails.
    const db = t.database.db;
    const other = await insertTeam(db, { code: 'derde-team', name: 'VV Derde' });
    const otherAdmin = await teamAdminCookie(db, 'voorzitter@derde.nl', other.id);
    const elsewhere = await call('POST', '/api/derde-team/admins/invite', otherAdmin, {
      email: 'spam@samen.nl',
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(t.mails.at(-1)?.to).toBe('spam@samen.nl');
    expect(t.mails.at(-1)?.subject).toBe('Uitnodiging: beheer VV Derde in Teampot');

    t.clock.advance(42 * MINUTE_MS + 30 * 1000);
    const lastMinute = await invite('spam@samen.nl');
    expect(lastMinute.statusCode).toBe(429);
    expect(lastMinute.headers['retry-after']).toBe('30');
    expect(lastMinute.json().message).toBe(tooMany('over een minuut'));
    t.clock.advance(31 * 1000);
    expect((await invite('spam@samen.nl')).statusCode).toBe(200);
  });

  it('lets an admin remove another or leave, but not the last one', async () => {
    const remove = (email: string, cookie: string) =>
      call('POST', `/api/${code}/admins/remove`, cookie, { email });
    expect((await remove('penningmeester@samen.nl', stranger)).statusCode).toBe(403);
    expect((await remove('vreemde@elders.nl', captain)).statusCode).toBe(404);
    // The treasurer removes the captain; then he cannot leave himself.
    expect((await remove('aanvoerder@samen.nl', treasurer.cookie)).statusCode).toBe(200);
    expect((await admins(captain)).statusCode).toBe(403);
    const last = await remove('penningmeester@samen.nl', treasurer.cookie);
    expect(last.statusCode).toBe(999);
    expect(last.json()).toEqual({ error: 'LastAdmin' });
    expect((await admins(treasurer.cookie)).json()).toEqual([
      { email: 'penningmeester@samen.nl', you: true },
    ]);
  });
  it('lets invitations expire after 7 days', async () => {
    await invite('later@samen.nl', treasurer.cookie);
    const token = lastToken();
    t.clock.advance(7 * DAY_MS + 1000);
    const { token: session } = await createSession(
      t.database.db,
      { kind: 'user', userId: strangerId, stayLoggedIn: true },
      t.clock.now,
    );
    const late = await call('POST', '/api/invitation/accept', `teampot_session=${session}`, {
      token,
    });
    expect(late.json()).toEqual({ error: 'InvalidToken' });
    const admin = await createSession(
      t.database.db,
      { kind: 'user', userId: treasurer.id, stayLoggedIn: true },
      t.clock.now,
    );
    expect((await pendingInvitations(`teampot_session=${admin.token}`)).json()).toEqual([]);
  });
});
