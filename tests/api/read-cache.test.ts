import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertTeam,
  insertUser,
  makeTeamAdmin,
  teamSessionCookie,
  userSessionCookie,
} from '../helpers/fixtures.js';
import { seedStandingsTeam, type StandingsTeam } from '../helpers/standings-fixtures.js';
import { adminOnly, teamMemberOnly } from '../../server/auth/guards.js';
import { registerCachedReadShortcut } from '../../server/cache/team-read-cache.js';
import { twoServerNodes } from '../helpers/shared-database.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * The dashboard's reads come from the in-process cache (server/cache), most of
 * them straight from the team lookup's onRequest hook. Whichever way an answer
 * comes, it must be the same answer with the same headers, as fresh as the
 * last write, and shaped by the team's privacy settings of this moment.
 */

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];

describe.each(testDatabases)('cached dashboard reads on $name', (database) => {
  let t: TestApp;
  let oranje: StandingsTeam;
  let member: string;
  let admin: string;
  let blauw: { id: number; code: string };

  beforeAll(async () => {
    t = await createTestApp(database);
    oranje = await seedStandingsTeam(t.database.db);
    blauw = await insertTeam(t.database.db, { code: 'blauw', name: 'SV Blauw' });
    member = await teamSessionCookie(t.database.db, oranje.teamId);
    const user = await insertUser(t.database.db, { email: 'beheer@oranje.nl' });
    await makeTeamAdmin(t.database.db, user.id, oranje.teamId);
    admin = await userSessionCookie(t.database.db, user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/${oranje.code}${path}`, headers });
  const setPrivacy = (settings: { showNames: string; hideMoneyForVisitors: boolean }) =>
    t.inject({
      method: 'PUT',
      url: `/api/${oranje.code}/settings/money`,
      headers: { cookie: admin },
      payload: { iban: null, accountName: null, ...settings },
    });

  const cachedReads = () => [
    `/standings/${oranje.season1}/goals`,
    `/standings/${oranje.season1}/fines`,
    `/standings/${oranje.taskLists.wassen}/tasks/${oranje.season1}`,
    `/season/${oranje.season1}/balance`,
    '/season/summary',
    '/season',
    `/match?seasonId=${oranje.season1}&onlyFilled=true`,
    `/match/${oranje.matches.m1}/filled`,
    `/fine?seasonId=${oranje.season1}`,
    '/transaction',
    `/task?seasonFilter=${oranje.season1}`,
  ];

  it('answers a repeated read with the same body and headers, security headers included, and 304 for its ETag', async () => {
    for (const path of cachedReads()) {
      const computed = await get(path);
      const cached = await get(path);
      expect(computed.statusCode, path).toBe(200);
      expect(cached.body, path).toBe(computed.body);
      for (const header of [...SECURITY_HEADERS, 'etag', 'cache-control', 'content-type']) {
        expect(cached.headers[header], `${path} ${header}`).toBe(computed.headers[header]);
        expect(cached.headers[header], `${path} ${header}`).toBeTruthy();
      }
      expect(cached.headers['cache-control']).toBe('no-cache');

      const notModified = await get(path, { 'if-none-match': String(cached.headers.etag) });
      expect(notModified.statusCode, path).toBe(304);
      expect(notModified.body).toBe('');
      for (const header of SECURITY_HEADERS) {
        expect(notModified.headers[header], `${path} 304 ${header}`).toBe(computed.headers[header]);
      }
    }
  });

  it('compresses a cached answer for a browser that accepts it', async () => {
    const path = `/fine?seasonId=${oranje.season1}`;
    const plain = await get(path);
    const compressed = await get(path, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('shows a write on the very next read', async () => {
    const path = `/standings/${oranje.season1}/goals`;
    await get(path);
    const before = await get(path);
    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/${oranje.code}/player/${oranje.players.bram}`,
      headers: { cookie: member },
      payload: { firstName: 'Bramvan', lastName: 'Bakker', nickName: null, active: true },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await get(path);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Bramvan');
    expect(before.body).not.toContain('Bramvan');
    // The browser's old ETag no longer matches: it gets the new body.
    const revalidated = await get(path, { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(after.body);
  });

  it('shows a change of the privacy settings on the next read, for visitors only', async () => {
    const goals = `/standings/${oranje.season1}/goals`;
    const fines = `/fine?seasonId=${oranje.season1}`;
    const full = await get(goals);
    await get(goals);
    expect(full.body).toContain('"lastName":"de Vries"');

    expect(
      (await setPrivacy({ showNames: 'initials', hideMoneyForVisitors: true })).statusCode,
    ).toBe(200);
    // Members read first, so their answers are in the cache when the visitor comes.
    const memberGoals = await get(goals, { cookie: member });
    expect(memberGoals.body).toContain('de Vries');
    expect((await get(fines, { cookie: member })).statusCode).toBe(200);
    const visitor = await get(goals);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('de Vries');
    expect(visitor.headers.etag).not.toBe(memberGoals.headers.etag);
    // A visitor never gets a 304 for the member's body.
    const tagged = await get(goals, { 'if-none-match': String(memberGoals.headers.etag) });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).not.toContain('de Vries');
    expect((await get(fines)).statusCode).toBe(401);

    expect((await setPrivacy({ showNames: 'full', hideMoneyForVisitors: false })).statusCode).toBe(
      200,
    );
    expect((await get(goals)).body).toContain('de Vries');
    expect((await get(fines)).statusCode).toBe(200);
  });

  it('answers an id or flag in another spelling, and unknown query fields, with the same answer', async () => {
    const season = oranje.season1;
    const goals = await get(`/standings/${season}/goals`);
    expect((await get(`/standings/0${season}/goals`)).body).toBe(goals.body);
    const filled = await get(`/match?seasonId=${season}&onlyFilled=true`);
    expect((await get(`/match?seasonId=${season}&onlyFilled=1`)).body).toBe(filled.body);
    expect((await get(`/match?seasonId=${season}&onlyFilled=true&_=123`)).body).toBe(filled.body);
    const all = await get(`/match?seasonId=${season}`);
    expect(JSON.parse(all.body).length).toBeGreaterThan(JSON.parse(filled.body).length);
  });

  it("keeps another team's ids a 404 and bad ids a 400 once an answer is cached", async () => {
    const path = `/standings/${oranje.season1}/goals`;
    await get(path);
    await get(path);
    const foreign = await t.inject({ method: 'GET', url: `/api/${blauw.code}${path}` });
    expect(foreign.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await get(`/standings/${bad}/goals`)).statusCode, bad).toBe(400);
    }
    const foreignMatch = await t.inject({
      method: 'GET',
      url: `/api/${blauw.code}/match/${oranje.matches.m1}/filled`,
    });
    expect(foreignMatch.statusCode).toBe(404);
  });

  it('resolves each of many requests arriving together to its own team', async () => {
    const codes = [oranje.code, blauw.code, 'onbekend', oranje.code.toUpperCase(), blauw.code];
    const answers: LightMyRequestResponse[] = await Promise.all(
      codes.map((code) => t.inject({ method: 'GET', url: `/api/${code}/team` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 998, 200, 200]);
    expect(answers.map((a) => (a.statusCode === 200 ? a.json().teamCode : null))).toEqual([
      oranje.code,
      blauw.code,
      null,
      oranje.code,
      blauw.code,
    ]);
    expect(answers[1]?.json()).toEqual({ id: blauw.id, name: 'SV Blauw', teamCode: blauw.code });
  });

  it('shows a new team name on the next read of /team', async () => {
    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/${oranje.code}/team`,
      headers: { cookie: admin },
      payload: { name: 'FC Oranje Boven', teamCode: oranje.code },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/team')).json()).toEqual({
      id: oranje.teamId,
      name: 'FC Oranje Boven',
      teamCode: oranje.code,
    });
  });
});

describe.each(testDatabases)('reads on two server nodes on $name', (database) => {
  // The team lookup keeps its rows until the database says something was committed since
  // (team-lookup.ts: SQLite's data_version, PostgreSQL's snapshot): another process's write
  // must end that at once, for every one of the reads that arrive together after it.
  it("shows another node's write on this node's next read, round after round", async () => {
    const { nodes } = await twoServerNodes(database, { now: new Date('2026-11-24T12:00:00Z') });
    const [reader, writer] = nodes.map((node) => node.app) as [FastifyInstance, FastifyInstance];
    try {
      const team = await insertTeam(writer.deps.db, { code: 'tweenodes', name: 'Ronde 0' });
      const nameOnReader = async () =>
        (await reader.inject({ method: 'GET', url: `/api/${team.code}/team` })).json<{
          name: string;
        }>().name;
      for (let round = 1; round <= 20; round++) {
        expect(await nameOnReader()).toBe(`Ronde ${round - 1}`);
        // Read again, ten at once: those answers come from what the first one kept.
        const together = await Promise.all(Array.from({ length: 10 }, nameOnReader));
        expect(together).toEqual(Array(10).fill(`Ronde ${round - 1}`));
        await writer.deps.db
          .updateTable('teams')
          .set({ name: `Ronde ${round}`, data_version: sql`data_version + 1` })
          .where('id', '=', team.id)
          .execute();
      }
      expect(await nameOnReader()).toBe('Ronde 20');
    } finally {
      for (const node of nodes) await node.app.close();
    }
  });
});

describe('the cached-read shortcut', () => {
  // It answers before validation and guards: a guarded route must never be able to use it.
  it('refuses a guarded or non-GET route with a cachedRead config when it registers', async () => {
    const app = Fastify();
    registerCachedReadShortcut(app);
    const config = { cachedRead: {} };
    expect(() =>
      app.get('/guarded', { config, onRequest: teamMemberOnly }, async () => 'x'),
    ).toThrow(/cached read must be a public GET/);
    expect(() => app.get('/admin', { config, preHandler: [adminOnly] }, async () => 'x')).toThrow(
      /cached read must be a public GET/,
    );
    expect(() => app.post('/write', { config }, async () => 'x')).toThrow(
      /cached read must be a public GET/,
    );
    app.get('/public', { config }, async () => 'x');
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/public' })).toBe(true);
    await app.close();
  });
});
