import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../domain/paging.js';
import { launchBrowser, screenshot } from '../helpers/browser.js';
import { insertTeam, loggedInUser, teamSessionCookie } from '../helpers/fixtures.js';
import { insertLongSeason } from '../helpers/fine-fixtures.js';
import { insertTransaction } from '../helpers/standings-fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Issue 28: a member's lists that grow with the season (the fines, the transactions, a
 * player's page) come rendered by the server with their first page, as the dashboard does,
 * so their rows are on a slow phone's screen before the app's scripts ran. Only for the
 * member's own request: never kept, never for a visitor or another team's session.
 */
describe('a member\u2019s lists rendered by the server', () => {
  let server: TestServer;
  let member: string;
  let otherTeamsMember: string;
  let teamAdmin: string;
  let jan: number;

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => {
        const { id: teamId } = await insertTeam(db, { code: 'lang', name: 'VV Lang' });
        const { players, season } = await insertLongSeason(db, teamId, 120);
        jan = players[0]!;
        for (let i = 1; i <= 60; i += 1) {
          await insertTransaction(db, teamId, {
            seasonId: season,
            type: 'Expense',
            cents: 1000,
            date: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
            reason: `Uitgave ${i}`,
          });
        }
        // A pin login: the session cookie, and the login state the app keeps beside it.
        member = `${await teamSessionCookie(db, teamId)}; loggedIn=team`;
        const { id: other } = await insertTeam(db, { code: 'ander', name: 'VV Ander' });
        otherTeamsMember = `${await teamSessionCookie(db, other)}; loggedIn=team`;
        // A user login of this team's admin: its pages wait for the session's refresh (spec §4).
        const admin = { id: 0, email: 'admin@example.org', isAdmin: false };
        const { id, cookie } = await loggedInUser(db, { email: admin.email }, teamId);
        const user = encodeURIComponent(JSON.stringify({ ...admin, id }));
        teamAdmin = `${cookie}; loggedIn=user; user=${user}`;
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function get(url: string, cookie?: string) {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { host: `lang.localhost:${server.port}`, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response;
  }
  /** The page as painted: the rendered app, without the data it brings for hydration. */
  const shown = (html: string) => html.slice(0, html.indexOf('id="ssr-data"'));
  const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

  it('renders the fines with their first page and the totals over the season', async () => {
    const response = await get('/input/fines', member);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const page = shown(response.body);
    expect(count(page, /Boete \d+/g)).toBe(PAGE_SIZE);
    // 120 open fines of € 2,50.
    expect(page).toContain('€ 300,-');
    expect(page).toContain('Meer laden');
  });

  it('renders one player\u2019s fines for a link that filters them', async () => {
    const page = shown((await get(`/input/fines?player=${jan}`, member)).body);
    expect(count(page, /Boete \d+/g)).toBe(PAGE_SIZE);
    expect(page).toContain('Jan Jansen');
    expect(page).not.toContain('Piet Bakker');
    // Jan has every other fine: 60 of € 2,50.
    expect(page).toContain('€ 150,-');
  });

  it('renders the transactions and a player\u2019s page with their first page', async () => {
    const transactions = shown((await get('/input/transactions', member)).body);
    expect(count(transactions, /Uitgave \d+/g)).toBe(PAGE_SIZE);
    const player = shown((await get(`/speler/${jan}`, member)).body);
    expect(player).toContain('Jan Jansen');
    expect(count(player, /Boete \d+/g)).toBe(PAGE_SIZE);
  });

  it('leaves the page to the browser for a visitor, another team\u2019s session and a user login', async () => {
    for (const cookie of [undefined, otherTeamsMember, 'loggedIn=team', teamAdmin]) {
      const html = (await get('/input/fines', cookie)).body;
      expect(html).not.toContain('id="ssr-data"');
      expect(html).not.toContain('Boete ');
      expect(html).toContain('rel="modulepreload"');
    }
    // A visitor's player page too: only the dashboard is rendered (and kept) for visitors.
    expect((await get(`/speler/${jan}`)).body).not.toContain('id="ssr-data"');
  });

  it('leaves a member\u2019s other pages to the browser', async () => {
    expect((await get('/input/players', member)).body).not.toContain('id="ssr-data"');
  });

  it('paints the first rows at 390 px before the app\u2019s scripts ran', async () => {
    // Without JavaScript: what a slow phone shows before its scripts ran.
    const context = await launchBrowser({ javaScriptEnabled: false });
    try {
      const [name, value] = member.split(';')[0]!.split('=') as [string, string];
      await context.addCookies([
        { name, value, domain: 'lang.localhost', path: '/' },
        { name: 'loggedIn', value: 'team', domain: 'lang.localhost', path: '/' },
      ]);
      const page = await context.newPage();
      await page.goto(server.teamUrl('lang', '/input/fines'));
      const rows = page.getByRole('list', { name: 'Boetes' }).getByRole('listitem');
      expect(await rows.count()).toBe(PAGE_SIZE);
      expect(await rows.first().isVisible()).toBe(true);
      await screenshot(page, 'member-fines-rendered-390');
    } finally {
      await context.close();
    }
  });
});
