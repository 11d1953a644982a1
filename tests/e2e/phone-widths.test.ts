import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { todayIso } from '../../domain/dates.js';
import { DEMO_ADMIN_EMAIL, DEMO_TEAM_CODE, seedDemo } from '../../server/demo/seed-demo.js';
import { SECTIONS } from '../../src/features/dashboard/sections.js';
import { launchBrowser, PHONE, screenshot } from '../helpers/browser.js';
import { userSessionCookie } from '../helpers/fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Every route of both apps at the narrowest phones in use (320 and 360 px),
 * on the demo team's real data, as its admin (who sees every page): no page may
 * scroll sideways. A wide step bar, a long name or an amount that does not
 * wrap pushes the page wider than the screen, and a phone then wobbles
 * left-right under the thumb.
 */
describe('phone widths: no page scrolls sideways', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  const routes: { app: 'team' | 'main'; path: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => seedDemo(db, todayIso(new Date())),
    });
    const { db } = server.database;
    const team = await db
      .selectFrom('teams')
      .select('id')
      .where('team_code', '=', DEMO_TEAM_CODE)
      .executeTakeFirstOrThrow();
    const first = async <
      T extends
        'matches' | 'fines' | 'fine_types' | 'transactions' | 'players' | 'seasons' | 'task_lists',
    >(
      table: T,
      where?: (query: ReturnType<typeof db.selectFrom<T>>) => ReturnType<typeof db.selectFrom<T>>,
    ) => {
      let query = db.selectFrom(table);
      if (where) query = where(query);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one id column on every table
      const row = await (query as any)
        .select('id')
        .where('team_id', '=', team.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return (row as { id: number }).id;
    };
    const filledMatch = await first('matches', (q) => q.where('filled', '=', 1) as never);
    const openMatch = await first('matches', (q) => q.where('filled', '=', 0) as never);
    const ids = {
      fine: await first('fines'),
      fineType: await first('fine_types'),
      transaction: await first('transactions'),
      player: await first('players'),
      season: await first('seasons'),
      taskList: await first('task_lists'),
    };
    const team_ = (path: string) => routes.push({ app: 'team', path });
    for (const section of SECTIONS) team_(`/?section=${section.key}`);
    team_(`/?matchId=${filledMatch}`);
    team_('/login');
    team_('/user/login');
    team_('/settings');
    team_(`/seizoen/${ids.season}`);
    for (const path of [
      '',
      '/matches',
      '/matches/new',
      `/matches/${openMatch}`,
      `/matches/${filledMatch}/fill`,
      `/matches/${openMatch}/fill`,
      '/fines',
      '/fines?tab=types',
      '/fines/new',
      `/fines/${ids.fine}`,
      '/fines/types/new',
      `/fines/types/${ids.fineType}`,
      '/transactions',
      '/transactions/new',
      `/transactions/${ids.transaction}`,
      '/players',
      '/players/new',
      `/players/${ids.player}`,
      '/seasons',
      '/seasons/new',
      `/seasons/${ids.season}`,
      `/seasons/${ids.season}/settlement`,
      '/task-lists',
      '/task-lists/new',
      `/task-lists/${ids.taskList}`,
      `/task-lists/${ids.taskList}/draws`,
      `/task-lists/${ids.taskList}/draws/new`,
      '/audit',
      '/exports',
    ]) {
      team_(`/input${path}`);
    }
    for (const path of ['/', '/login', '/register', '/forgot-password', '/new-team']) {
      routes.push({ app: 'main', path });
    }

    // The demo's admin, on both hosts: every page of the team, and the main domain's own.
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const session = (await userSessionCookie(db, admin.id)).split('=')[1] ?? '';
    const user = encodeURIComponent(JSON.stringify({ id: admin.id, email: DEMO_ADMIN_EMAIL }));
    context = await launchBrowser({ viewport: PHONE });
    for (const domain of [`${DEMO_TEAM_CODE}.localhost`, 'localhost']) {
      await context.addCookies([
        { name: 'teampot_session', value: session, domain, path: '/' },
        { name: 'loggedIn', value: 'user', domain, path: '/' },
        { name: 'user', value: user, domain, path: '/' },
      ]);
    }
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  it('fits every route at 320 and 360 px', { timeout: 300_000 }, async () => {
    const tooWide: string[] = [];
    for (const route of routes) {
      const url =
        route.app === 'team'
          ? server.teamUrl(DEMO_TEAM_CODE, route.path)
          : server.mainUrl(route.path);
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(url);
      await page.getByRole('main').waitFor();
      // Until the page has its data: skeletons are narrower than what replaces them.
      await page.waitForLoadState('networkidle');
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 720 });
        // Media queries answer the resize in the next frames (useMediaQuery re-renders).
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const sizes = await page.evaluate(() => ({
          content: document.documentElement.scrollWidth,
          screen: window.innerWidth,
        }));
        if (sizes.content > sizes.screen) {
          tooWide.push(`${route.app} ${route.path} at ${width} px: ${sizes.content} px wide`);
          await screenshot(page, `too-wide-${width}-${route.path.replace(/[^a-z0-9]+/gi, '-')}`);
        }
      }
    }
    console.log(`[phone widths] ${routes.length} routes × 2 widths checked`);
    // The two that were too wide before, as a person sees them at 320 px.
    await page.setViewportSize({ width: 320, height: 720 });
    for (const route of routes.filter((r) => /fill$|attendance$/.test(r.path))) {
      await page.goto(server.teamUrl(DEMO_TEAM_CODE, route.path));
      await page.waitForLoadState('networkidle');
      await screenshot(page, `phone-320${route.path.replace(/[^a-z0-9]+/gi, '-')}`);
    }
    expect(tooWide).toEqual([]);
  });
});
