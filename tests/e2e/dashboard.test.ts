import { beforeAll, describe, expect, it } from 'vitest';
import {
  animationsEnded,
  DESKTOP,
  expectNoLayoutShift,
  hydrated,
  observeLayoutShift,
  PHONE,
  screenshot,
} from '../helpers/browser.js';
import { insertTeam } from '../helpers/fixtures.js';
import {
  insertSeason,
  seedStandingsTeam,
  type StandingsTeam,
} from '../helpers/standings-fixtures.js';
import { inAnotherBrowser, visitorJourney } from '../helpers/e2e-session.js';

/**
 * A visitor opens a team's dashboard: every section on a phone and a desktop,
 * a link to a match, switching seasons, and a team whose season is still empty.
 * The figures are those worked out by hand in standings-fixtures.ts.
 */
describe('public dashboard', () => {
  let oranje: StandingsTeam;
  const scripts: string[] = [];
  /** Requests for data: the API's and the configuration's. */
  const dataCalls: string[] = [];
  /**
   * Console errors and warnings (React's hydration mismatches among them), uncaught errors,
   * and what the page's Content-Security-Policy refused (Chromium reports a refused eval even
   * when the script catches it).
   */
  const problems: string[] = [];

  const journey = visitorJourney(async (db) => {
    oranje = await seedStandingsTeam(db);
    const leeg = await insertTeam(db, { code: 'leeg', name: 'VV Leeg' });
    await insertSeason(db, leeg.id, '2025-2026', []);
  });

  beforeAll(async () => {
    journey.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    journey.page.on('pageerror', (error) => problems.push(error.message));
    journey.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      const url = new URL(request.url());
      if (/^\/(api|config)\//.test(url.pathname)) dataCalls.push(`${url.pathname}${url.search}`);
    });
    await journey.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`);
      });
    });
    await observeLayoutShift(journey.context);
  });

  const tab = (name: string) => journey.page.getByRole('tab', { name, exact: true });
  const panel = () => journey.page.getByRole('tabpanel');
  /** The rows of a table as text, cells joined by '|'. */
  async function tableRows(name: string, part: 'tbody' | 'tfoot' = 'tbody'): Promise<string[]> {
    const table = journey.page.getByRole('table', { name, exact: true });
    await table.locator(`${part} tr`).first().waitFor();
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    return table
      .locator(`${part} tr`)
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join('|'),
        ),
      );
  }
  const seasonSelect = () => journey.page.getByLabel('Seizoen', { exact: true });
  /**
   * Opens a dashboard address and waits until React has hydrated it: the page is on screen
   * before that, and a select changed before hydration would not reach React's state.
   */
  async function open(path: string) {
    await journey.page.goto(journey.server.teamUrl('oranje', path));
    await hydrated(seasonSelect());
  }
  /** Screenshots after the ripples and colour transitions of the last tap have ended. */
  async function snap(name: string) {
    await animationsEnded(journey.page);
    await screenshot(journey.page, name);
  }

  it('opens on the newest season and its latest filled match, without shifting the layout', async () => {
    await journey.page.goto(journey.server.teamUrl('oranje', '/'));
    await expect.poll(() => seasonSelect().inputValue()).toBe(String(oranje.season2));
    await expect(tab('Wedstrijden').getAttribute('aria-selected')).resolves.toBe('true');
    await panel().getByRole('heading', { name: 'VV Noord' }).waitFor();
    await journey.page.getByText('zaterdag 6 september 2025 · Competitie').waitFor();
    const goals = panel().getByRole('list', { name: 'Doelpunten' });
    await expect(goals.innerText()).resolves.toMatch(/Dirk Visser\s+1/);
    await expect(panel().getByRole('region', { name: 'Afwezig' }).innerText()).resolves.toContain(
      'Bram Bakker',
    );
    await expect(panel().getByRole('list', { name: 'Taken' }).innerText()).resolves.toMatch(
      /Dirk Visser\s+Wassen/,
    );
    await expect(panel().getByRole('region', { name: 'Boetes' }).innerText()).resolves.toContain(
      'Geen boetes gevonden',
    );
    await snap('dashboard-phone-first-load');

    await expectNoLayoutShift(journey.page);
    expect(
      scripts.some((path) => /DatePicker|Input|Fill|Edit|New|ListPage/.test(path)),
      scripts.join(' '),
    ).toBe(false);
    // The page came rendered with its answers and its configuration (server rendering, SWR
    // fallback): the hydrated page asks the server for none of them again, and hydrates
    // without a mismatch.
    await journey.page.waitForLoadState('networkidle');
    expect(dataCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows what changed meanwhile when the visitor comes back from a player’s page', async () => {
    problems.length = 0;
    await open('/?section=goals');
    expect(await tableRows('Doelpunten')).toEqual(['1|Dirk Visser|1|0']);
    // The page's answers count as a fetch at hydration: SWR's deduplication interval (2 s)
    // later, a hook that mounts asks the server again (src/lib/swr.tsx).
    await journey.page.waitForTimeout(2_500);
    const renamed = async (lastName: string) => {
      // As a write does: the row, and the team's data version (the caches' key).
      await journey.server.database.db
        .updateTable('players')
        .set({ last_name: lastName })
        .where('id', '=', oranje.players.dirk)
        .execute();
      await journey.server.database.db
        .updateTable('teams')
        .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
        .where('team_code', '=', 'oranje')
        .execute();
    };
    await renamed('de Wit');
    try {
      await panel().getByRole('link', { name: 'Dirk Visser' }).click();
      await journey.page.getByRole('heading', { name: 'Dirk de Wit' }).waitFor();
      await journey.page.goBack();
      await expect.poll(() => tableRows('Doelpunten')).toEqual(['1|Dirk de Wit|1|0']);
      expect(problems).toEqual([]);
    } finally {
      await renamed('Visser');
    }
  });

  it('arrives rendered: the first screen is in the HTML before any script runs', async () => {
    const response = await journey.server.app.inject({
      url: '/',
      headers: { host: `oranje.localhost:${journey.server.port}` },
    });
    const html = response.body;
    const beforeScripts = html.slice(0, html.indexOf('id="ssr-data"'));
    for (const text of ['FC Oranje', '2025-2026', 'Wedstrijden', 'Boeteklassement', 'VV Noord']) {
      expect(beforeScripts).toContain(text);
    }
    expect(beforeScripts).toMatch(/Dirk Visser[\s\S]*Wassen[\s\S]*Bram Bakker/);
    // Emotion's styles for it are inlined: the page needs no script to look right.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('works with JavaScript off: the season, the sections as links, the opened match', async () => {
    await inAnotherBrowser({ viewport: PHONE, javaScriptEnabled: false }, async (noScript) => {
      const plain = await noScript.newPage();
      await plain.goto(journey.server.teamUrl('oranje', `/?matchId=${oranje.matches.m2}`));
      await expect(plain.getByLabel('Seizoen', { exact: true }).inputValue()).resolves.toBe(
        String(oranje.season1),
      );
      await plain.getByRole('heading', { name: 'SV Oost' }).waitFor();
      await expect(plain.getByRole('list', { name: 'Doelpunten' }).innerText()).resolves.toMatch(
        /Cassie\s+3\s+Anne de Vries\s+1/,
      );
      await screenshot(plain, 'dashboard-phone-no-javascript-match');
      // A section button is a link the server renders.
      await plain.getByRole('tab', { name: 'Doelpunten', exact: true }).click();
      await plain.waitForURL(/section=goals/);
      const rows = await plain
        .getByRole('table', { name: 'Doelpunten', exact: true })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.textContent?.replace(/\s+/g, ' ').trim()));
      expect(rows).toEqual(['1Anne de Vries30', '1Cassie30', '3Bram Bakker20']);
      await screenshot(plain, 'dashboard-phone-no-javascript-goals');
    });
  });

  it('hydrates a link with parameters of its own (a newsletter’s) from the page, and leaves them out of its own links', async () => {
    problems.length = 0;
    dataCalls.length = 0;
    await journey.page.goto(
      journey.server.teamUrl('oranje', '/?utm_source=nieuwsbrief&section=goals'),
    );
    await journey.page.waitForLoadState('networkidle');
    expect(await tableRows('Doelpunten')).toEqual(['1|Dirk Visser|1|0']);
    // Rendered for `/?section=goals`, hydrated here: nothing asked again.
    expect(dataCalls).toEqual([]);
    await tab('Aanwezigheid').click();
    await expect.poll(() => new URL(journey.page.url()).search).toBe('?section=attendance');
    expect(problems).toEqual([]);
  });

  it('hydrates every section and a link to a match without a console error, phone and desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await journey.page.setViewportSize(viewport);
      const urls = [
        ...sections.map(([, key]) => `/?section=${key}&seasonId=${oranje.season1}`),
        `/?matchId=${oranje.matches.m2}`,
      ];
      for (const url of urls) {
        problems.length = 0;
        await journey.page.goto(journey.server.teamUrl('oranje', url));
        await journey.page.waitForLoadState('networkidle');
        // A tap works: the page is hydrated.
        await tab('Doelpunten').click();
        await expect
          .poll(() => new URL(journey.page.url()).searchParams.get('section'))
          .toBe('goals');
        expect(problems, url).toEqual([]);
      }
    }
    await journey.page.setViewportSize(PHONE);
  });

  const sections: [string, string, () => Promise<void>][] = [
    [
      'Wedstrijden',
      'matches',
      async () => {
        await panel().getByRole('heading', { name: 'RKVV West' }).waitFor();
        await expect(
          panel().getByRole('list', { name: 'Doelpunten' }).innerText(),
        ).resolves.toMatch(/Bram Bakker\s+1/);
        const absent = await panel().getByRole('region', { name: 'Afwezig' }).innerText();
        expect(absent).toContain('Anne de Vries');
        expect(absent).toContain('Eva Mulder');
      },
    ],
    [
      'Doelpunten',
      'goals',
      async () => {
        expect(await tableRows('Doelpunten')).toEqual([
          '1|Anne de Vries|3|0',
          '1|Cassie|3|0',
          '3|Bram Bakker|2|0',
        ]);
        expect(await tableRows('Doelpunten', 'tfoot')).toEqual(['|Totaal|8|']);
      },
    ],
    [
      'Aanwezigheid',
      'attendance',
      async () => {
        expect(await tableRows('Aanwezigheid')).toEqual([
          '1|Bram Bakker|3|0|100,00%',
          '2|Anne de Vries|2|1|66,67%',
          '2|Cassie|2|1|66,67%',
          '2|Eva Mulder|2|1|66,67%',
        ]);
      },
    ],
    [
      'Loterijen',
      'lotteries',
      async () => {
        await journey.page
          .getByLabel('Takenlijst', { exact: true })
          .selectOption({ label: 'Wassen' });
        await expect
          .poll(() => tableRows('Stand van de loterij'))
          .toEqual(['1|Anne de Vries|2', '2|Bram Bakker|1', '3|Cassie|0', '3|Eva Mulder|0']);
      },
    ],
    [
      'Boetepot',
      'fine-pot',
      async () => {
        expect(await tableRows('Boetepot')).toEqual([
          'Openstaande boetes|€ 15,-',
          'Betaalde boetes|€ 15,-',
          'Totaal boetes|€ 30,-',
          'Transacties|+ € 29,75',
          'Totale pot|€ 59,75',
        ]);
        await expect(panel().innerText()).resolves.toMatch(/Nu in kas.*\s+€ 44,75/);
      },
    ],
    [
      'Boetes',
      'fines',
      async () => {
        const list = panel().getByRole('list', { name: 'Boetes' });
        await list.waitFor();
        await expect(list.getByRole('listitem').count()).resolves.toBe(7);
        await expect(panel().innerText()).resolves.toMatch(/Totaal\s+€ 30,-\s+Openstaand\s+€ 15,-/);
        // Unpaid first: the first row has the empty circle, the last the green tick.
        await expect(
          list.getByRole('listitem').first().getByRole('img', { name: 'Niet betaald' }).count(),
        ).resolves.toBe(1);
        await expect(
          list
            .getByRole('listitem')
            .last()
            .getByRole('img', { name: 'Betaald', exact: true })
            .count(),
        ).resolves.toBe(1);
      },
    ],
    [
      'Transacties',
      'transactions',
      async () => {
        const text = await panel().getByRole('list', { name: 'Transacties' }).innerText();
        expect(text).toMatch(/Ballen\s+02-09-2024\s+− € 20,25/);
        expect(text).toMatch(/Sponsor\s+30-08-2024\s+\+ € 50,-/);
      },
    ],
    [
      'Boeteklassement',
      'fine-rankings',
      async () => {
        expect(await tableRows('Boeteklassement')).toEqual([
          '1|Anne de Vries|2|0|0|€ 12,50',
          '1|Eva Mulder|2|0|0|€ 12,50',
          '3|Bram Bakker|2|0|0|€ 5,-',
          '4|Cassie|1|0|0|€ 0,-',
        ]);
        expect(await tableRows('Boeteklassement', 'tfoot')).toEqual(['|Totaal|7|0|0|€ 30,-']);
      },
    ],
  ];

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows every section of an older season on a ${name}`, async () => {
      await journey.page.setViewportSize(viewport);
      await open('/');
      await seasonSelect().selectOption({ label: '2024-2025' });
      for (const [label, key, check] of sections) {
        await tab(label).click();
        await expect
          .poll(() => new URL(journey.page.url()).searchParams.get('section') ?? 'matches')
          .toBe(key);
        await check();
        await snap(`dashboard-${name}-${key}`);
      }
      await journey.page.setViewportSize(PHONE);
    });
  }

  it('filters the fines to one player and shows the draw history', async () => {
    await open(`/?section=fines&seasonId=${oranje.season1}`);
    const playerFilter = journey.page.getByLabel('Speler', { exact: true });
    // The section hydrates after the season picker: a choice before it would be lost.
    await hydrated(playerFilter);
    await playerFilter.selectOption({ label: 'Anne de Vries' });
    // The server filters: the player's page arrives after the choice.
    await expect
      .poll(() => panel().getByRole('list', { name: 'Boetes' }).getByRole('listitem').count(), {
        timeout: 10_000,
      })
      .toBe(2);
    await expect
      .poll(() => panel().innerText(), { timeout: 10_000 })
      .toMatch(/Totaal\s+€ 12,50\s+Openstaand\s+€ 2,50/);

    await tab('Loterijen').click();
    await journey.page.getByLabel('Takenlijst', { exact: true }).selectOption({ label: 'Wassen' });
    await journey.page.getByRole('button', { name: 'Geschiedenis' }).click();
    const history = panel().getByRole('list', { name: 'Geschiedenis van de loterij' });
    await history.waitFor();
    await expect(history.innerText()).resolves.toMatch(
      /Anne de Vries\s+RKVV West, 28-09-2024[\s\S]*Bram Bakker\s+SV Oost, 14-09-2024/,
    );
    await snap('dashboard-phone-lottery-history');
  });

  it('switches seasons: other figures, and the newest season again', async () => {
    await open('/?section=goals');
    await expect.poll(() => tableRows('Doelpunten')).toEqual(['1|Dirk Visser|1|0']);
    await seasonSelect().selectOption({ label: '2024-2025' });
    await expect
      .poll(() => tableRows('Doelpunten'))
      .toEqual(['1|Anne de Vries|3|0', '1|Cassie|3|0', '3|Bram Bakker|2|0']);
    await seasonSelect().selectOption({ label: '2025-2026' });
    await expect.poll(() => tableRows('Doelpunten')).toEqual(['1|Dirk Visser|1|0']);
    expect(new URL(journey.page.url()).searchParams.get('seasonId')).toBeNull();
  });

  it('preselects the match of a link, in its own season', async () => {
    await journey.page.goto(journey.server.teamUrl('oranje', `/?matchId=${oranje.matches.m2}`));
    await panel().getByRole('heading', { name: 'SV Oost' }).waitFor();
    await expect.poll(() => seasonSelect().inputValue()).toBe(String(oranje.season1));
    await expect(journey.page.getByLabel('Wedstrijd', { exact: true }).inputValue()).resolves.toBe(
      String(oranje.matches.m2),
    );
    await expect(panel().getByRole('list', { name: 'Doelpunten' }).innerText()).resolves.toMatch(
      /Cassie\s+3\s+Anne de Vries\s+1/,
    );
    await expect(panel().getByRole('list', { name: 'Taken' }).innerText()).resolves.toMatch(
      /Bram Bakker\s+Wassen/,
    );
    // Nobody was absent at this match.
    await expect(panel().getByRole('region', { name: 'Afwezig' }).innerText()).resolves.toContain(
      'Geen gegevens bekend',
    );
    await snap('dashboard-phone-match-link');

    await journey.page.goto(
      journey.server.teamUrl('oranje', `/?matchId=${oranje.matches.m5Unfilled}`),
    );
    await panel().getByText('Deze wedstrijd is nog niet ingevuld').waitFor();
    await snap('dashboard-phone-match-not-filled');
  });

  it('shows the empty messages for a season without data', async () => {
    await journey.page.goto(journey.server.teamUrl('leeg', '/'));
    const expected: [string, string | null][] = [
      ['Wedstrijden', 'Geen wedstrijden gevonden.'],
      ['Doelpunten', 'Geen doelpunten bekend'],
      ['Aanwezigheid', 'Geen gegevens gevonden'],
      ['Loterijen', 'Geen gegevens gevonden'],
      ['Boetepot', null],
      ['Boetes', 'Geen boetes gevonden'],
      ['Transacties', 'Geen transacties gevonden'],
      ['Boeteklassement', 'Geen boetes gevonden'],
    ];
    for (const [label, message] of expected) {
      await tab(label).click();
      if (message) await panel().getByRole('status').filter({ hasText: message }).waitFor();
      else expect(await tableRows('Boetepot')).toContain('Totale pot|€ 0,-');
      await snap(`dashboard-phone-empty-${label.toLowerCase()}`);
    }
  });
});
