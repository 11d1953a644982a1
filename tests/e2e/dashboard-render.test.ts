import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../server/ops/metrics.js';
import { insertTeam, teamSessionCookie } from '../helpers/fixtures.js';
import {
  insertMatch,
  insertPlayer,
  insertSeason,
  seedStandingsTeam,
  type StandingsTeam,
} from '../helpers/standings-fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** A cache's lookups so far (the rendered pages' or the reads'), as /metrics counts them. */
async function cacheCounts(cache: 'page' | 'read'): Promise<{ miss: number; hit: number }> {
  const { values } = await metricsRegistry.getSingleMetric('teampot_cache_total')!.get();
  const count = (result: string) =>
    values.find((value) => value.labels.cache === cache && value.labels.result === result)?.value ??
    0;
  return { miss: count('miss'), hit: count('hit') };
}
const pageCacheCounts = () => cacheCounts('page');

/**
 * The dashboard's HTML as the server renders it (the built SPA's server entry,
 * so in the e2e project, after `npm run build`): what a visitor, a member and a
 * link preview (WhatsApp reads the HTML, runs no script) get.
 */
describe('the server-rendered dashboard', () => {
  let server: TestServer;
  let oranje: StandingsTeam;
  let geheim: StandingsTeam;
  let geheimMember: string;

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => {
        oranje = await seedStandingsTeam(db);
        geheim = await seedStandingsTeam(db, 'geheim');
        // Initials for visitors, and no money (issue 9's privacy settings).
        await db
          .updateTable('teams')
          .set({ show_names: 'initials', hide_money_for_visitors: 1 })
          .where('id', '=', geheim.teamId)
          .execute();
        geheimMember = await teamSessionCookie(db, geheim.teamId);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function html(team: string, url: string, cookie?: string): Promise<string> {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { host: `${team}.localhost:${server.port}`, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }
  /** `property="og:title"` → its content, as a link preview reads it. */
  function meta(page: string): Record<string, string> {
    const tags = page.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g);
    return Object.fromEntries([...tags].map(([, name, content]) => [name, content]));
  }
  const FULL_NAMES = ['Anne', 'Bram', 'Dirk', 'Visser', 'Bakker', 'de Vries', 'Mulder'];

  it('previews a link to a match: team, opponent and date; goals with scorers and fines', async () => {
    const page = await html('oranje', `/?matchId=${oranje.matches.m2}`);
    expect(meta(page)).toMatchObject({
      'og:title': 'FC Oranje – SV Oost, zaterdag 14 september 2024',
      'og:description': '4 doelpunten: Cassie (3), Anne de Vries (1) · 4 boetes.',
      'og:image': `http://oranje.localhost:${server.port}/icons/icon-512.png`,
      'twitter:card': 'summary',
      'twitter:title': 'FC Oranje – SV Oost, zaterdag 14 september 2024',
    });
    expect(page).toContain('<title>FC Oranje · Teampot</title>');
    // A bare `/` previews the newest filled match.
    expect(meta(await html('oranje', '/'))['og:title']).toBe(
      'FC Oranje – VV Noord, zaterdag 6 september 2025',
    );
  });

  it('shows a visitor of a team that hides names no name, in the page, its data or its preview', async () => {
    for (const url of ['/', `/?matchId=${geheim.matches.m2}`, '/?section=goals']) {
      const page = await html('geheim', url);
      for (const name of FULL_NAMES) expect(page, `${url}: ${name}`).not.toContain(name);
    }
    const preview = meta(await html('geheim', `/?matchId=${geheim.matches.m2}`));
    // Initials only, and no fines: the team hides money from visitors.
    expect(preview['og:description']).toBe('4 doelpunten: C.S. (3), A.d.V. (1).');
    // A member of the team sees the names.
    const member = await html('geheim', `/?matchId=${geheim.matches.m2}`, geheimMember);
    expect(member).toContain('Anne de Vries');
    expect(meta(member)['og:description']).toContain('4 boetes');
  });

  it('never gives a visitor the page a member got, nor a member the visitor\u2019s', async () => {
    const url = `/?matchId=${geheim.matches.m1}`;
    const asMember = await html('geheim', url, geheimMember);
    expect(asMember).toContain('Anne de Vries');
    const asVisitor = await html('geheim', url);
    for (const name of FULL_NAMES) expect(asVisitor, name).not.toContain(name);
    // The visitor's page is now rendered (and kept); the member still gets theirs.
    expect(await html('geheim', url, geheimMember)).toContain('Anne de Vries');
    expect(await html('geheim', url)).toBe(asVisitor);
  });

  it('shows a write in the very next rendered page', async () => {
    // Rendered twice: the second comes from the rendered-page cache, which the write must not outlive.
    expect(await html('oranje', '/')).toContain('Dirk Visser');
    const before = await html('oranje', '/');
    expect(before).toContain('Dirk Visser');
    const cookie = await teamSessionCookie(server.database.db, oranje.teamId);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/oranje/player/${oranje.players.dirk}`,
      headers: { cookie, origin: server.teamUrl('oranje', '').replace(/\/$/, '') },
      payload: { firstName: 'Dirk', lastName: 'de Boer', nickName: null, active: true },
    });
    expect(response.statusCode).toBe(200);
    const after = await html('oranje', '/');
    expect(after).toContain('Dirk de Boer');
    expect(after).not.toContain('Dirk Visser');
  });

  it("keeps a visitor's page, not its answers again in the read cache; a member's page keeps them", async () => {
    const db = server.database.db;
    const seasons = (code: string, cookie?: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/${code}/season`,
        headers: cookie ? { cookie } : {},
      });
    // A visitor's page is kept whole in the page cache: the answers it was rendered with are not.
    await insertTeam(db, { code: 'kaal', name: 'VV Kaal' });
    expect(await html('kaal', '/')).toContain('VV Kaal');
    let before = await cacheCounts('read');
    expect((await seasons('kaal')).statusCode).toBe(200);
    expect(await cacheCounts('read')).toEqual({ miss: before.miss + 1, hit: before.hit });
    // A member's page is rendered for every visit: the answers it read are kept for the next.
    const leeg = await insertTeam(db, { code: 'leeg', name: 'VV Leeg' });
    const cookie = await teamSessionCookie(db, leeg.id);
    expect(await html('leeg', '/', cookie)).toContain('VV Leeg');
    before = await cacheCounts('read');
    expect((await seasons('leeg', cookie)).statusCode).toBe(200);
    expect(await cacheCounts('read')).toEqual({ miss: before.miss, hit: before.hit + 1 });
  });

  it('renders and keeps a page once for every link that differs only in parameters the dashboard does not read', async () => {
    const before = await pageCacheCounts();
    const plain = await html('oranje', '/?section=attendance');
    expect(plain).toContain('id="ssr-data"');
    // A newsletter's link, and the same with its parameters in another order: the kept page.
    expect(await html('oranje', '/?section=attendance&utm_source=nieuwsbrief')).toBe(plain);
    expect(await html('oranje', '/?utm_source=x&fbclid=1&section=attendance')).toBe(plain);
    expect(await pageCacheCounts()).toEqual({ miss: before.miss + 1, hit: before.hit + 2 });
    // It hydrates on any of them: it says which address it was rendered for, without the rest.
    expect(plain).toContain('"location":"/?section=attendance"');
    expect(plain).not.toContain('utm_source');
    // A parameter the dashboard reads is another page.
    const fineRankings = await html('oranje', '/?section=fine-rankings&utm_source=x');
    expect(fineRankings).not.toBe(plain);
    expect(fineRankings).toContain('"location":"/?section=fine-rankings"');
    expect(await pageCacheCounts()).toEqual({ miss: before.miss + 2, hit: before.hit + 2 });
  });

  it('sends a browser the page compressed as it accepts it: each variant decodes to the same page', async () => {
    const get = (url: string, acceptEncoding: string, cookie?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: {
          host: `oranje.localhost:${server.port}`,
          'accept-encoding': acceptEncoding,
          ...(cookie ? { cookie } : {}),
        },
      });
    const decoded = (response: Awaited<ReturnType<typeof get>>) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
      expect(encoding).toBeUndefined();
      return response.body;
    };
    const plain = await html('oranje', '/?section=goals');
    expect(plain).toContain('id="ssr-data"');
    // Chromium's header: brotli. Without br: gzip. Neither: the page as is.
    const br = await get('/?section=goals', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(plain);
    const gzip = await get('/?section=goals', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(decoded(await get('/?section=goals', 'identity'))).toBe(plain);
    // A member's page, rendered for them alone, is compressed too.
    const cookie = await teamSessionCookie(server.database.db, oranje.teamId);
    const member = await get('/?section=goals', 'gzip, br', cookie);
    expect(member.headers['content-encoding']).toBe('br');
    expect(decoded(member)).toBe(await html('oranje', '/?section=goals', cookie));
    // The history fallback (index.html as built) as well.
    const other = await get('/input', 'br');
    expect(other.headers['content-encoding']).toBe('br');
    expect(decoded(other)).toBe(await html('oranje', '/input'));
  });

  it('renders only a team host\u2019s dashboard: other pages are left to the browser', async () => {
    expect(await html('oranje', '/input')).not.toContain('id="ssr-data"');
  });

  it('answers an unknown team\u2019s dashboard with a 404 page that needs no script, logged in or not', async () => {
    const member = await teamSessionCookie(server.database.db, oranje.teamId);
    for (const cookie of [undefined, member]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `bestaat-niet-x.localhost:${server.port}`, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Dit team bestaat niet</h1>');
      expect(response.body).toContain(
        `<a href="http://localhost:${server.port}">Naar de website</a>`,
      );
      expect(response.body).not.toContain('<script');
    }
  });

  it('lets a rendered page fetch its scripts after it is painted; a page the browser renders preloads them', async () => {
    // The rendered page is the first screen: its scripts (hydration) come after the first paint,
    // and it brings the configuration it was rendered with (no preload of it either).
    const rendered = await html('oranje', '/');
    expect(rendered).not.toContain('rel="modulepreload"');
    expect(rendered).not.toContain('/config/configuration.json');
    // A page the browser renders needs them to show anything: fetched with the page.
    const browserRendered = await html('oranje', '/input');
    expect(browserRendered).toContain('rel="modulepreload"');
    expect(browserRendered).toContain('<link rel="preload" href="/config/configuration.json"');
  });
});

describe('the server log of a rendered dashboard', () => {
  const logLines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => {
        await seedStandingsTeam(db);
      },
      logLines,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs the page request once, not each API answer the page was rendered with', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `oranje.localhost:${server.port}` },
    });
    expect(response.body).toContain('id="ssr-data"');
    const requests = logLines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.req?.url);
    expect(requests).toEqual(['/']);
  });
});

describe('a dashboard whose data the server fails to read', () => {
  const logLines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => {
        await seedStandingsTeam(db);
        // The cards of the match the dashboard opens on can no longer be read: its read fails.
        await sql`drop table match_cards`.execute(db);
      },
      logLines,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('leaves the page to the browser, as built, and logs why', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `oranje.localhost:${server.port}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('id="ssr-data"');
    expect(response.body).toContain('rel="modulepreload"');
    const failures = logLines
      .map((line) => JSON.parse(line) as { msg?: string })
      .filter((entry) => entry.msg === 'server rendering failed');
    expect(failures).toHaveLength(1);
  });
});

describe('a visitor\u2019s kept dashboard when a vote closes', () => {
  const HOUR = 60 * 60 * 1000;
  const clock = { now: new Date('2026-09-07T18:00:00Z') };
  let server: TestServer;
  let ids: { match: number; anne: number; bram: number };
  let member: string;

  beforeAll(async () => {
    server = await startTestServer({
      now: () => clock.now,
      seed: async ({ db }) => {
        const { id: teamId } = await insertTeam(db, { code: 'stem', name: 'VV Stem' });
        const anne = await insertPlayer(db, teamId, { firstName: 'Anne' });
        const bram = await insertPlayer(db, teamId, { firstName: 'Bram' });
        const seasonId = await insertSeason(db, teamId, '2026-2027', [anne, bram]);
        const match = await insertMatch(db, teamId, { seasonId, date: '2026-09-05' });
        ids = { match, anne, bram };
        member = await teamSessionCookie(db, teamId);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const visitorsPage = async (url: string) => {
    const response = await server.app.inject({
      url,
      headers: { host: `stem.localhost:${server.port}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const visitorsGoals = () => visitorsPage('/?section=goals');
  const visitorsMatch = () => visitorsPage(`/?section=matches&matchId=${ids.match}`);
  const asMember = async (url: string, payload: object) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/stem${url}`,
      headers: { cookie: member, origin: server.teamUrl('stem', '').replace(/\/$/, '') },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('shows the player of the match from the close on, though the pages were kept just before', async () => {
    // The fill opens the vote for 48 hours; Anne votes for Bram.
    await asMember(`/match/${ids.match}/data`, {
      absentPlayers: [],
      goals: [],
      fines: [],
      tasks: [],
    });
    await asMember(`/match/${ids.match}/vote`, { voterId: ids.anne, playerId: ids.bram });

    // Ten minutes before the close: no title yet, and the page is kept (a second visit is a hit).
    clock.now = new Date(clock.now.getTime() + 48 * HOUR - 10 * 60 * 1000);
    expect(await visitorsGoals()).toContain('Geen doelpunten bekend');
    expect(await visitorsMatch()).not.toContain('Man van de wedstrijd:');
    const before = await pageCacheCounts();
    expect(await visitorsGoals()).toContain('Geen doelpunten bekend');
    expect(await visitorsMatch()).not.toContain('Man van de wedstrijd:');
    expect((await pageCacheCounts()).hit).toBe(before.hit + 2);

    // The vote closes with no write: the kept page, 15 minutes at most, ends with it.
    clock.now = new Date(clock.now.getTime() + 10 * 60 * 1000);
    const closed = await visitorsGoals();
    expect(closed).not.toContain('Geen doelpunten bekend');
    expect(closed).toContain('aria-label="Man van de wedstrijd"');
    expect(closed).toMatch(/Bram[\s\S]*<\/tr>/);
    expect(await visitorsMatch()).toMatch(/Man van de wedstrijd:[\s\S]*Bram/);
  });
});
