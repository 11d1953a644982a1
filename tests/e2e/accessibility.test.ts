import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsEnded, screenshot } from '../helpers/browser.js';
import { loginAsTeam, loginAsUser, visitorJourney } from '../helpers/e2e-session.js';
import { insertUser } from '../helpers/fixtures.js';
import { seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';

/**
 * axe-core on every page of both apps, on a phone (390 px): the visitor's
 * dashboard, the pin login, every /input list and form as a logged-in team,
 * the team settings as its admin, and the main domain's account and admin
 * pages. No serious or critical violation may remain, and no page may trip
 * the content security policy.
 */

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

describe('accessibility of every page', () => {
  let team: TeamWorld;
  let platformAdminId: number;
  let findings: Finding[] = [];
  let cspErrors: string[] = [];
  let pagesChecked = 0;

  const journey = visitorJourney(async (db) => {
    team = await seedTeamWorld(db, { code: 'demo', pin: '111111' });
    platformAdminId = (await insertUser(db, { email: 'beheer@example.nl', isAdmin: true })).id;
  });

  beforeAll(async () => {
    journey.page.on('console', (message) => {
      if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) {
        cspErrors.push(`${journey.page.url()}: ${message.text()}`);
      }
    });
  });

  /** Opens a page, waits until it has settled, and runs axe on it. */
  async function check(url: string, name: string): Promise<void> {
    await journey.page.goto(url);
    await journey.page.waitForLoadState('networkidle');
    await journey.page
      .locator('[role="progressbar"], .MuiSkeleton-root')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await animationsEnded(journey.page);
    const result = await new AxeBuilder({ page: journey.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    pagesChecked++;
    const serious = result.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    for (const violation of serious) {
      findings.push({
        page: name,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map(
          (node) => `${node.target.join(' ')} — ${summaryOf(node.failureSummary)}`,
        ),
      });
    }
    if (serious.length > 0)
      await screenshot(journey.page, `a11y-${name.replace(/[^a-z0-9]+/gi, '-')}`);
  }

  /**
   * As after an e-mail login on this host: a fresh user session (the SPA
   * refreshes, and so replaces, it at start) and the readable UI cookies.
   */
  async function signInAsUser(
    host: string,
    user: { id: number; email: string; isAdmin: boolean },
  ): Promise<void> {
    await journey.context.clearCookies();
    await loginAsUser(journey.context, journey.server, user, [host]);
  }

  function startCounting(): void {
    findings = [];
    cspErrors = [];
    pagesChecked = 0;
  }

  const teamPage = (path: string) => journey.server.teamUrl('demo', path);
  const mainPage = (path: string) => journey.server.mainUrl(path);

  it('finds no serious or critical violation on the team app for a visitor', async () => {
    startCounting();
    await journey.context.clearCookies();
    await check(teamPage('/'), 'team / (visitor)');
    await check(teamPage(`/?matchId=${team.ids.match[2]}`), 'team /?matchId (visitor)');
    await check(teamPage('/login'), 'team /login');
    report('team app, visitor');
  });

  /** The member's pages, a few at a time: each test stays well within its time on a busy machine. */
  const inputPages = (): string[][] => {
    const [match] = team.ids.match;
    const [fine] = team.ids.fine;
    const [fineType] = team.ids.fineType;
    const [transaction] = team.ids.transaction;
    const [player] = team.ids.player;
    const [season] = team.ids.season;
    const [taskList] = team.ids.taskList;
    return [
      [
        '/',
        '/input',
        '/input/matches',
        '/input/matches/new',
        `/input/matches/${match}`,
        `/input/matches/${match}/fill`,
        '/input/audit',
        '/input/exports',
      ],
      [
        '/input/fines',
        '/input/fines?tab=types',
        '/input/fines/new',
        `/input/fines/${fine}`,
        '/input/fines/types/new',
        `/input/fines/types/${fineType}`,
        '/input/transactions',
        '/input/transactions/new',
        `/input/transactions/${transaction}`,
      ],
      [
        '/input/players',
        '/input/players/new',
        `/input/players/${player}`,
        '/input/seasons',
        '/input/seasons/new',
        `/input/seasons/${season}`,
      ],
      [
        '/input/task-lists',
        '/input/task-lists/new',
        `/input/task-lists/${taskList}`,
        `/input/task-lists/${taskList}/draws`,
        `/input/task-lists/${taskList}/draws/new`,
      ],
    ];
  };

  for (const [group, name] of [
    'matches',
    'fines and money',
    'players and seasons',
    'task lists',
  ].entries()) {
    it(`finds no serious or critical violation on the team app's pages of ${name} (pin)`, async () => {
      startCounting();
      await journey.context.clearCookies();
      await loginAsTeam(journey.context, journey.server, 'demo', team.teamId);
      for (const path of inputPages()[group] ?? [])
        await check(teamPage(path), `team ${path} (pin)`);
      report(`team app, ${name}`);
    });
  }

  it('finds no serious or critical violation on the team settings', async () => {
    startCounting();
    await journey.context.clearCookies();
    await signInAsUser('demo.localhost', {
      id: team.adminUserId,
      email: team.adminEmail,
      isAdmin: false,
    });
    await check(teamPage('/settings'), 'team /settings (team admin)');
    report('team settings');
  });

  it("finds no serious or critical violation on a player's page, the statement import and an invitation", async () => {
    startCounting();
    await journey.context.clearCookies();
    await check(teamPage(`/speler/${team.ids.player[0]}`), 'team /speler/{id} (visitor)');
    await signInAsUser('demo.localhost', {
      id: team.adminUserId,
      email: team.adminEmail,
      isAdmin: false,
    });
    await check(teamPage(`/speler/${team.ids.player[0]}`), 'team /speler/{id} (team admin)');
    await check(teamPage('/settings/bankafschrift'), 'team /settings/bankafschrift (team admin)');
    await check(teamPage('/uitnodiging?token=onbekend'), 'team /uitnodiging (invalid link)');
    report('issue 19 pages');
  });

  it("finds no serious or critical violation on a season's settlement and its summary", async () => {
    startCounting();
    const [season] = team.ids.season;
    await journey.context.clearCookies();
    await check(teamPage(`/seizoen/${season}`), 'team /seizoen/{id} (visitor)');
    await signInAsUser('demo.localhost', {
      id: team.adminUserId,
      email: team.adminEmail,
      isAdmin: false,
    });
    await check(
      teamPage(`/input/seasons/${season}/settlement`),
      'team /input/seasons/{id}/settlement (team admin)',
    );
    report('issue 31 pages');
  });

  it('finds no serious or critical violation on the main domain', async () => {
    startCounting();
    await journey.context.clearCookies();
    for (const path of [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/awaiting-email-verification',
      '/verify-email?token=ongeldig',
      '/reset-password?token=ongeldig',
      '/admin/login',
    ]) {
      await check(mainPage(path), `main ${path}`);
    }
    await signInAsUser('localhost', {
      id: team.adminUserId,
      email: team.adminEmail,
      isAdmin: false,
    });
    await check(mainPage('/'), 'main / (profile)');
    await check(mainPage('/new-team'), 'main /new-team');

    await signInAsUser('localhost', {
      id: platformAdminId,
      email: 'beheer@example.nl',
      isAdmin: true,
    });
    await journey.page.goto(mainPage('/admin/login'));
    await journey.page.evaluate(() => localStorage.setItem('admin', 'true'));
    await check(mainPage('/admin'), 'main /admin (admin)');
    report('main domain');
  });

  function report(app: string): void {
    console.log(
      `[accessibility, ${app}, 390 px] pages checked: ${pagesChecked}, serious or critical violations: ${findings.length}, ` +
        `CSP errors: ${cspErrors.length}`,
    );
    for (const f of findings)
      console.log(
        `  ${f.page}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`,
      );
    for (const e of cspErrors) console.log(`  CSP ${e}`);
    expect(findings).toEqual([]);
    expect(cspErrors).toEqual([]);
  }
});

/** axe's "Fix any of the following: …" cut to the part that says what is wrong. */
function summaryOf(failureSummary: string | undefined): string {
  const lines = (failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines
    .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
    .join(' ')
    .slice(0, 200);
}
