import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { todayIso } from '../../domain/dates.js';
import { DEMO_ADMIN_EMAIL, DEMO_TEAM_CODE, seedDemo } from '../../server/demo/seed-demo.js';
import { SECTIONS } from '../../src/features/dashboard/sections.js';
import { launchBrowser, PHONE, screenshot } from '../helpers/browser.js';
import { loginAsUser } from '../helpers/e2e-session.js';
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
  let fillableFill = '';

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
    // Played, not called off, not filled in: the fill wizard walks all its steps.
    const fillableMatch = await first(
      'matches',
      (q) =>
        q
          .where('filled', '=', 0)
          .where('cancelled', '=', 0)
          .where('date', '<=', todayIso(new Date())) as never,
    );
    const ids = {
      fine: await first('fines'),
      fineType: await first('fine_types'),
      transaction: await first('transactions'),
      player: await first('players'),
      season: await first('seasons'),
      taskList: await first('task_lists'),
    };
    fillableFill = `/input/matches/${fillableMatch}/fill`;
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
      `/matches/${fillableMatch}/fill`,
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
    context = await launchBrowser({ viewport: PHONE });
    await loginAsUser(context, server, { id: admin.id, email: DEMO_ADMIN_EMAIL }, [
      `${DEMO_TEAM_CODE}.localhost`,
      'localhost',
    ]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  /** How much wider than the screen the page is: 0 when it fits. */
  const overflow = () =>
    page.evaluate(
      // The body's width is the screen's beside a desktop Chromium's scrollbar (a phone's
      // lies over the page); the window's would let 15 px stick out unseen.
      () => document.documentElement.scrollWidth - document.body.clientWidth,
    );
  const nextFrames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  /** A wizard's steps, by its "Volgende" button, until the last one. */
  async function* wizardSteps(): AsyncGenerator<number> {
    for (let step = 0; ; step++) {
      yield step;
      const next = page.getByRole('button', { name: 'Volgende' });
      if (!(await next.isVisible())) return;
      const active = await page.locator('.MuiStepLabel-label.Mui-active').textContent();
      await next.click();
      await expect
        .poll(() => page.locator('.MuiStepLabel-label.Mui-active').textContent())
        .not.toBe(active);
    }
  }

  it(
    'fits every route at 320 and 360 px, each wizard at every step',
    { timeout: 300_000 },
    async () => {
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
        const wizard = /\/input\/matches\/\d+\/fill$|\/draws\/new$/.test(route.path);
        const steps = wizard ? wizardSteps() : [0];
        for await (const step of steps) {
          for (const width of [320, 360]) {
            await page.setViewportSize({ width, height: 720 });
            // Media queries answer the resize in the next frames (useMediaQuery re-renders).
            await nextFrames();
            const extra = await overflow();
            if (extra > 0) {
              const where = `${route.path}${wizard ? ` step ${step + 1}` : ''}`;
              tooWide.push(`${route.app} ${where} at ${width} px: ${extra} px too wide`);
              await screenshot(page, `too-wide-${width}-${where.replace(/[^a-z0-9]+/gi, '-')}`);
            }
          }
          await page.setViewportSize({ width: 320, height: 720 });
        }
      }
      console.log(`[phone widths] ${routes.length} routes × 2 widths checked`);
      expect(tooWide).toEqual([]);
    },
  );

  it(
    'keeps names and scores whole and every row out from under the add button',
    { timeout: 120_000 },
    async () => {
      await page.setViewportSize({ width: 320, height: 720 });
      /** Texts of the elements that show less than they hold (an ellipsis, a cut). */
      const cut = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((nodes) =>
            nodes.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent),
          );

      // The fill wizard's goals step: every present player's full name, and both teams' in the score.
      await page.goto(server.teamUrl(DEMO_TEAM_CODE, fillableFill));
      await page.waitForLoadState('networkidle');
      for await (const step of wizardSteps()) {
        if (step < 2) continue;
        const goals = page.getByRole('list', { name: 'Doelpunten' });
        await expect.poll(() => goals.getByRole('listitem').count()).toBeGreaterThan(10);
        await expect.poll(() => goals.getByText('Bram de Groot').isVisible()).toBe(true);
        expect(await cut('ul[aria-label="Doelpunten"] li .MuiListItemText-primary')).toEqual([]);
        expect(await page.getByText('VV Demo Zaterdag 3', { exact: true }).last().isVisible()).toBe(
          true,
        );
        expect(await cut('.MuiCard-root p')).toEqual([]);
        await screenshot(page, 'phone-320-fill-goals');
        break;
      }

      // The team's name in the app bar, whole beside the bar's button.
      await page.goto(server.teamUrl(DEMO_TEAM_CODE, '/'));
      const title = page.locator('header .MuiToolbar-root .MuiTypography-h6');
      await expect.poll(() => title.textContent()).toBe('VV Demo Zaterdag 3');
      expect(
        await title.evaluate(
          (n) => n.scrollHeight <= n.clientHeight && n.scrollWidth <= n.clientWidth,
        ),
      ).toBe(true);

      // A chosen section starts on the first screen: the next match keeps to its counts above it.
      await page.goto(server.teamUrl(DEMO_TEAM_CODE, '/?section=goals'));
      const card = page.getByRole('region', { name: 'Volgende wedstrijd' });
      await card.getByRole('button', { name: 'Aanmelden en wie er komen' }).waitFor();
      const goalsTable = page.getByRole('table', { name: 'Doelpunten' });
      await goalsTable.waitFor();
      expect((await goalsTable.boundingBox())!.y).toBeLessThan(720);
      await screenshot(page, 'phone-320-section-goals');

      // The match list: opponent and score in full, and the action beside or under the text, never on it.
      await page.goto(server.teamUrl(DEMO_TEAM_CODE, '/input/matches'));
      await page.getByRole('list', { name: 'Gespeeld' }).waitFor();
      expect(await cut('main li .MuiListItemText-primary')).toEqual([]);
      const rows = await page.locator('main li.MuiListItem-root').evaluateAll((items) =>
        items.map((item) => {
          const text = item.querySelector('.MuiListItemText-root')!.getBoundingClientRect();
          const button = item.querySelector(':scope > a.MuiButton-root')?.getBoundingClientRect();
          const apart =
            !button ||
            text.right <= button.left ||
            text.bottom <= button.top ||
            button.bottom <= text.top;
          return { text: item.textContent, apart };
        }),
      );
      expect(rows.filter((row) => !row.apart)).toEqual([]);
      expect(rows.some((row) => /Vriendschappelijk/.test(row.text ?? ''))).toBe(true);
      expect(rows.some((row) => /\d+–\d+/.test(row.text ?? ''))).toBe(true);
      await screenshot(page, 'phone-320-match-list');

      // Scrolled to the end of a long list, the last row lies whole above the add button.
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 720 });
        for (const [path, label] of [
          ['/input/matches', 'Wedstrijd'],
          ['/input/fines', 'Boete'],
          ['/input/players', 'Speler'],
        ] as const) {
          await page.goto(server.teamUrl(DEMO_TEAM_CODE, path));
          const add = page.getByRole('link', { name: label, exact: true });
          await add.waitFor();
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await nextFrames();
          const lastRow = page.locator('main li').last();
          const [row, button] = [await lastRow.boundingBox(), await add.boundingBox()];
          expect(row!.y + row!.height, `${path} at ${width} px`).toBeLessThanOrEqual(button!.y);
          if (width === 320) await screenshot(page, `phone-320-end${path.replace(/\W+/g, '-')}`);
        }
      }
    },
  );
});
