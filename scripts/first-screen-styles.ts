import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { todayIso } from '../domain/dates.js';
import { DEMO_TEAM_CODE, seedDemo } from '../server/demo/seed-demo.js';
import { insertTeam } from '../tests/helpers/fixtures.js';
import { insertSeason, seedStandingsTeam } from '../tests/helpers/standings-fixtures.js';
import { startTestServer } from '../tests/helpers/test-server.js';

/**
 * `npm run styles:first-screen` (after `npm run build`): records the CSS rules
 * Emotion writes while a visitor's dashboard loads, at phone and desktop width:
 * the demo team and the end-to-end tests' team (tests/helpers/standings-fixtures.ts)
 * opened on each of their filled matches (with and without goals, fines, tasks,
 * absentees), and a new team's empty season. Saves them to
 * theme/first-screen-styles.json. The
 * build puts them into index.html as a `<style data-emotion="css …">` tag;
 * Emotion then knows those classes are there and compiles and inserts nothing
 * for the first screen (~30 ms of a phone's start-up otherwise). Run it again
 * when the first screen's styles change: the dashboard e2e test says so.
 */
const OUTPUT = 'theme/first-screen-styles.json';
const WIDTHS = [390, 1280];

const FIXTURE_TEAM_CODE = 'oranje';
const EMPTY_TEAM_CODE = 'nieuw';

const server = await startTestServer({
  seed: async ({ db }) => {
    await seedDemo(db, todayIso());
    await seedStandingsTeam(db, FIXTURE_TEAM_CODE);
    const empty = await insertTeam(db, { code: EMPTY_TEAM_CODE });
    await insertSeason(db, empty.id, 'Seizoen 1', []);
  },
});
/** A team's `/` and `/?matchId=` for each of its filled matches (the list asks for the current season). */
async function dashboardVisits(team: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/${team}/match?onlyFilled=true`);
  const matches = (await response.json()) as { id: number }[];
  return [
    server.teamUrl(team, '/'),
    ...matches.map((match) => server.teamUrl(team, `/?matchId=${match.id}`)),
  ];
}
const visits = [
  ...(await dashboardVisits(DEMO_TEAM_CODE)),
  ...(await dashboardVisits(FIXTURE_TEAM_CODE)),
  server.teamUrl(EMPTY_TEAM_CODE, '/'),
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
/** What one page load wrote: class rules, and each global style block (CssBaseline) by name. */
interface Recorded {
  rules: string[];
  globals: { name: string; rules: string[] }[];
}

try {
  const rules: string[] = [];
  const globals = new Map<string, string[]>();
  for (const [width, url] of WIDTHS.flatMap((w) => visits.map((v) => [w, v] as const))) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    // Emotion inserts each rule with insertRule: class rules into its `data-emotion="css"`
    // sheet, a global block (<Global>, which first looks for a tag named after the block's
    // hash) into a `css-global` sheet of its own. Record them as written, vendor prefixes
    // included. The styles the page brings (an earlier run's) are removed first, so every
    // rule is recorded.
    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
          if (node instanceof HTMLStyleElement && node.dataset.emotion?.includes(' ')) {
            node.remove();
          }
        }
      }).observe(document, { childList: true, subtree: true });
      const recorded: Recorded = { rules: [], globals: [] };
      Object.assign(window, { recorded });
      const querySelector = Document.prototype.querySelector;
      Document.prototype.querySelector = function (this: Document, selector: string) {
        const name = /^style\[data-emotion="css-global (\w+)"\]$/.exec(selector)?.[1];
        if (name) recorded.globals.push({ name, rules: [] });
        return querySelector.call(this, selector);
      } as typeof querySelector;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        const key = (this.ownerNode as Element | null)?.getAttribute('data-emotion');
        if (key === 'css') recorded.rules.push(rule);
        if (key === 'css-global') recorded.globals.at(-1)?.rules.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(url);
    // Loaded: a match card with its parts, or the empty season's message.
    await page
      .locator('section[aria-label="Afwezig"]')
      .or(page.getByText('Geen wedstrijden gevonden.'))
      .waitFor();
    await page.waitForLoadState('networkidle');
    const recorded = await page.evaluate(
      () => (window as unknown as { recorded: Recorded }).recorded,
    );
    for (const rule of recorded.rules) if (!rules.includes(rule)) rules.push(rule);
    for (const global of recorded.globals) globals.set(global.name, global.rules);
    await context.close();
  }
  const names: string[] = [];
  for (const rule of rules) {
    const name = /\.css-([\w-]+)/.exec(rule)?.[1];
    if (name && !names.includes(name)) names.push(name);
  }
  const output = {
    names,
    css: rules.join(''),
    globals: [...globals].map(([name, globalRules]) => ({ name, css: globalRules.join('') })),
  };
  writeFileSync(OUTPUT, `${JSON.stringify(output, null, 2)}\n`);
  console.log(
    `${OUTPUT}: ${names.length} classes, ${rules.length} rules, ${globals.size} global blocks`,
  );
} finally {
  await browser.close();
  await server.close();
}
