import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../domain/dates.js';
import { animationsEnded } from '../helpers/browser.js';
import { startAdminJourney } from '../helpers/e2e-session.js';
import { insertTeam } from '../helpers/fixtures.js';
import { insertMatch, insertPlayer, insertSeason } from '../helpers/match-fixtures.js';
import type { TestServer } from '../helpers/test-server.js';

const TALL = 844;

/** The visible part of the page, for a person to look at (a full page hides what lies under the bar). */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/polish-${name}.png` });

/** Whether the text's own box shows all of it: nothing cut off with an ellipsis or hidden. */
const showsWhole = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth <= node.clientWidth);

/**
 * The element a tap in the middle of `target` reaches is `target` or inside it: nothing (the
 * notice, the app bar) lies over it. Its whole box is below the app bar and on the screen.
 */
async function expectInSight(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const bar = await page.locator('header').boundingBox();
  expect(box && bar).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const reached = await target.evaluate((node) => {
    const { left, top, width, height } = node.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (node === hit || node.contains(hit));
  });
  expect(reached).toBe(true);
}

/** Scrolls the page so the card's title lies right under the app bar, as after scrolling down to it. */
async function scrollUnderBar(page: Page, title: Locator) {
  await title.evaluate((node) => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    window.scrollBy(0, node.getBoundingClientRect().top - bar.bottom - 8);
  });
}

describe('settings and the admin pages on a phone, in Chromium (issue 32)', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ server, context, page } = await startAdminJourney({
      admin: { email: 'aanvoerder@samen.nl', isAdmin: true },
      team: { code: 'samen', name: 'VV Samen' },
      seed: async (db, teamId) => {
        const player = await insertPlayer(db, teamId, { firstName: 'Jan' });
        const season = await insertSeason(db, teamId, {
          description: 'Seizoen',
          playerIds: [player],
        });
        await insertMatch(db, teamId, season, {
          date: addDays(todayIso(), 3),
          opponent: 'Voorschoten',
        });
        await insertTeam(db, {
          code: 'zaterdag-drie-voetbalvereniging',
          name: 'Voetbalvereniging Oranje Zwart Zaterdag 3',
        });
      },
    }));
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await context?.setOffline(false);
    await context?.close();
    await server?.close();
  });

  const notice = (text: string) => page.getByRole('alert').filter({ hasText: text });

  it.each([390, 320])(
    'keeps the admins card and the reminder card in sight under a success notice (%i px)',
    async (width) => {
      await page.setViewportSize({ width, height: TALL });
      await page.goto(server.teamUrl('samen', '/settings'));

      const admins = page.getByText('Beheerders', { exact: true });
      const email = page.getByRole('textbox', { name: 'E-mail nieuwe beheerder' });
      await email.waitFor();
      await scrollUnderBar(page, admins);
      await email.fill(`nieuw-${width}@samen.nl`);
      await page.getByRole('button', { name: 'Uitnodigen' }).click();
      await notice(`Uitnodiging verstuurd naar nieuw-${width}@samen.nl`).waitFor();
      await animationsEnded(page);
      await expectInSight(page, admins);
      await expectInSight(page, email);
      await shot(page, `admins-notice-${width}`);

      const reminders = page.getByText('Herinneringen', { exact: true });
      const when = page.getByRole('combobox', { name: 'Herinnering sturen' });
      await scrollUnderBar(page, reminders);
      await animationsEnded(page);
      await when.click();
      await page
        .getByRole('option', {
          name: width === 390 ? '4 dagen van tevoren' : '5 dagen van tevoren',
        })
        .click();
      await notice('Herinneringen opgeslagen').waitFor();
      await animationsEnded(page);
      await expectInSight(page, reminders);
      await expectInSight(page, when);
      await shot(page, `reminders-notice-${width}`);
    },
  );

  it('shows the whole label of the new admin field at 320 px', async () => {
    await page.setViewportSize({ width: 320, height: TALL });
    await page.goto(server.teamUrl('samen', '/settings'));
    const label = page.locator('label', { hasText: 'E-mail nieuwe beheerder' });
    await label.scrollIntoViewIfNeeded();
    expect(await label.textContent()).toBe('E-mail nieuwe beheerder');
    expect(await showsWhole(label)).toBe(true);
    await shot(page, 'admins-label-320');
  });

  it.each([390, 320])('shows the teams table whole on the admin page (%i px)', async (width) => {
    await page.setViewportSize({ width, height: TALL });
    await page.goto(server.mainUrl('/admin'));
    // The admin area asks once whether to go on as the logged-in user.
    const goOn = page.getByRole('button', { name: 'Doorgaan als aanvoerder@samen.nl' });
    const table = page.getByRole('table', { name: 'Teams' });
    await goOn.or(table).waitFor();
    if (await goOn.isVisible()) await goOn.click();
    await table.getByText('Voetbalvereniging Oranje Zwart Zaterdag 3').waitFor();
    const header = table.getByRole('columnheader', { name: 'Laatst actief' });
    expect(await showsWhole(header)).toBe(true);
    // The table stays inside its card, and no text in it is cut.
    const cut = await table.evaluate((node) => {
      const card = node.closest('.MuiCard-root')!.getBoundingClientRect();
      const outside = node.getBoundingClientRect().right > card.right + 0.5;
      const clipped = [...node.querySelectorAll('th, td, p, span')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent);
      return { outside, clipped };
    });
    expect(cut).toEqual({ outside: false, clipped: [] });
    await shot(page, `admin-teams-${width}`);
  });

  it('lets the app bar and the notice reach the right edge offline at 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(server.teamUrl('samen', '/input/players/new'));
    const firstName = page.getByRole('textbox', { name: 'Voornaam' });
    await firstName.waitFor();
    // The service worker holds the release, the notice's own chunk among it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.getByText('Je bent offline', { exact: false }).waitFor();
    await firstName.fill('Piet');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('Pietersen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const offline = notice('Geen verbinding');
    await offline.waitFor();
    await animationsEnded(page);
    // A page that fits the screen: no scrollbar takes a strip of the window.
    const { fits, right } = await page.evaluate(() => ({
      fits: document.documentElement.scrollHeight <= window.innerHeight,
      right: window.innerWidth,
    }));
    expect(fits).toBe(true);
    for (const bar of [page.locator('header'), offline]) {
      const box = await bar.boundingBox();
      expect(Math.round(box!.x + box!.width)).toBe(right);
    }
    await shot(page, 'offline-bar-320');
    await context.setOffline(false);
  });
});
