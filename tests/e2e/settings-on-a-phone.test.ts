import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../domain/dates.js';
import { animationsEnded } from '../helpers/browser.js';
import { adminJourney } from '../helpers/e2e-session.js';
import { holdFirstWrite } from '../helpers/held-writes.js';
import { insertTeam } from '../helpers/fixtures.js';
import { insertMatch, insertPlayer, insertSeason } from '../helpers/match-fixtures.js';

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
  const journey = adminJourney({
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
  });

  afterAll(async () => {
    await journey.context?.setOffline(false);
  });

  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });

  it.each([390, 320])(
    'keeps the admins card and the reminder card in sight under a success notice (%i px)',
    async (width) => {
      await journey.page.setViewportSize({ width, height: TALL });
      await journey.page.goto(journey.server.teamUrl('samen', '/settings'));

      const admins = journey.page.getByText('Beheerders', { exact: true });
      const email = journey.page.getByRole('textbox', { name: 'E-mail nieuwe beheerder' });
      await email.waitFor();
      await scrollUnderBar(journey.page, admins);
      await email.fill(`nieuw-${width}@samen.nl`);
      await journey.page.getByRole('button', { name: 'Uitnodigen' }).click();
      await notice(`Uitnodiging verstuurd naar nieuw-${width}@samen.nl`).waitFor();
      await animationsEnded(journey.page);
      await expectInSight(journey.page, admins);
      await expectInSight(journey.page, email);
      await shot(journey.page, `admins-notice-${width}`);

      const reminders = journey.page.getByText('Herinneringen', { exact: true });
      const when = journey.page.getByRole('combobox', { name: 'Herinnering sturen' });
      await scrollUnderBar(journey.page, reminders);
      await animationsEnded(journey.page);
      await when.click();
      await journey.page
        .getByRole('option', {
          name: width === 390 ? '4 dagen van tevoren' : '5 dagen van tevoren',
        })
        .click();
      await notice('Herinneringen opgeslagen').waitFor();
      await animationsEnded(journey.page);
      await expectInSight(journey.page, reminders);
      await expectInSight(journey.page, when);
      await shot(journey.page, `reminders-notice-${width}`);
    },
  );

  it('keeps quick changes of the reminder card as the last one left them, while the first is saving', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: TALL });
    await page.goto(journey.server.teamUrl('samen', '/settings'));
    const teamRow = () =>
      journey.server.database.db
        .selectFrom('teams')
        .select(['money_reminder', 'reminder_days', 'minimum_players'])
        .where('team_code', '=', 'samen')
        .executeTakeFirstOrThrow();

    // The weekly reminder turned on and at once off again, while the first save is held.
    const weekly = page.getByLabel('Wekelijks een herinnering aan wie nog boetes open heeft');
    await weekly.waitFor();
    let slow = await holdFirstWrite(page, /\/settings\/money-reminder$/);
    try {
      await weekly.click();
      // Shown before the server answered.
      await expect.poll(() => weekly.isChecked()).toBe(true);
      expect(await slow.answers()).toBe(0);
      await weekly.click();
      await expect.poll(() => weekly.isChecked()).toBe(false);
      slow.release();
      await expect.poll(slow.answers).toBe(2);
      expect(await weekly.isChecked()).toBe(false);
      expect((await teamRow()).money_reminder).toBe(0);
    } finally {
      await slow.stop();
    }

    // A second select chosen while the first one's save is held: both are kept.
    const choose = async (field: string, option: string) => {
      await page.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option }).click();
      await expect.poll(() => page.getByRole('combobox', { name: field }).innerText()).toBe(option);
    };
    slow = await holdFirstWrite(page, /\/settings\/reminders$/);
    try {
      await choose('Herinnering sturen', '3 dagen van tevoren');
      await choose('Alarm bij te weinig spelers', 'Minder dan 11 spelers');
      expect(await slow.answers()).toBe(0);
      slow.release();
      await expect.poll(slow.answers).toBe(2);
      const saved = await teamRow();
      expect([saved.reminder_days, saved.minimum_players]).toEqual([3, 11]);
    } finally {
      await slow.stop();
    }
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Alarm bij te weinig spelers' }).innerText())
      .toBe('Minder dan 11 spelers');
    await scrollUnderBar(page, page.getByText('Herinneringen', { exact: true }));
    await shot(page, 'reminders-two-quick-changes-390');
  });

  it('shows the whole label of the new admin field at 320 px', async () => {
    await journey.page.setViewportSize({ width: 320, height: TALL });
    await journey.page.goto(journey.server.teamUrl('samen', '/settings'));
    const label = journey.page.locator('label', { hasText: 'E-mail nieuwe beheerder' });
    await label.scrollIntoViewIfNeeded();
    expect(await label.textContent()).toBe('E-mail nieuwe beheerder');
    expect(await showsWhole(label)).toBe(true);
    await shot(journey.page, 'admins-label-320');
  });

  it.each([390, 320])('shows the teams table whole on the admin page (%i px)', async (width) => {
    await journey.page.setViewportSize({ width, height: TALL });
    await journey.page.goto(journey.server.mainUrl('/admin'));
    // The admin area asks once whether to go on as the logged-in user.
    const goOn = journey.page.getByRole('button', { name: 'Doorgaan als aanvoerder@samen.nl' });
    const table = journey.page.getByRole('table', { name: 'Teams' });
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
    await shot(journey.page, `admin-teams-${width}`);
  });

  it('lets the app bar and the notice reach the right edge offline at 320 px', async () => {
    await journey.page.setViewportSize({ width: 320, height: 800 });
    await journey.page.goto(journey.server.teamUrl('samen', '/input/players/new'));
    const firstName = journey.page.getByRole('textbox', { name: 'Voornaam' });
    await firstName.waitFor();
    // The service worker holds the release, the notice's own chunk among it.
    await journey.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await journey.context.setOffline(true);
    await journey.page.getByText('Je bent offline', { exact: false }).waitFor();
    await firstName.fill('Piet');
    await journey.page.getByRole('textbox', { name: 'Achternaam' }).fill('Pietersen');
    await journey.page.getByRole('button', { name: 'Opslaan' }).click();
    const offline = notice('Geen verbinding');
    await offline.waitFor();
    await animationsEnded(journey.page);
    // A page that fits the screen: no scrollbar takes a strip of the window.
    const { fits, right } = await journey.page.evaluate(() => ({
      fits: document.documentElement.scrollHeight <= window.innerHeight,
      right: window.innerWidth,
    }));
    expect(fits).toBe(true);
    for (const bar of [journey.page.locator('header'), offline]) {
      const box = await bar.boundingBox();
      expect(Math.round(box!.x + box!.width)).toBe(right);
    }
    await shot(journey.page, 'offline-bar-320');
    await journey.context.setOffline(false);
  });
});
