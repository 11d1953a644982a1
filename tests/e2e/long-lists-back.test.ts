import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { PAGE_SIZE } from '../../domain/paging.js';
import { hydrated, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { insertLongSeason } from '../helpers/fine-fixtures.js';

/** What the person sees: where the list is scrolled to. */
const ON_SCREEN = { fullPage: false };

/**
 * Issue 28 at a phone's width, on the server-rendered dashboard and a player's page: someone
 * works down a long fine list a few pages deep, opens a player, and comes back with the
 * browser's back button (or forward again) to the same pages loaded, the same row at the same
 * place on the screen; a page opened from far down starts at its top, and a reload of the
 * dashboard stays where it was.
 */
describe('back to the same place in a long list', () => {
  /** Console errors and warnings (React's hydration mismatches among them) and uncaught errors. */
  const problems: string[] = [];

  const journey = teamJourney(
    async (db, teamId) => {
      await insertLongSeason(db, teamId, 400);
    },
    { code: 'terug', name: 'VV Terug' },
  );
  beforeAll(() => {
    const { page } = journey;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
  });

  const dashboardRows = () =>
    journey.page.getByRole('list', { name: 'Boetes' }).getByRole('listitem');
  const playerRows = () =>
    journey.page.getByRole('list', { name: 'Boetes van de speler' }).getByRole('listitem');
  const top = (row: Locator) =>
    row.evaluate((node) => Math.round(node.getBoundingClientRect().top));
  const scrollY = () => journey.page.evaluate(() => Math.round(window.scrollY));

  /** Loads two more pages under the first, then scrolls a row of the third to the screen's middle. */
  async function threePagesDeep(rows: () => Locator): Promise<Locator> {
    for (const pages of [2, 3]) {
      await journey.page.getByRole('button', { name: 'Meer laden' }).click();
      await expect.poll(() => rows().count()).toBe(pages * PAGE_SIZE);
    }
    const row = rows().nth(2 * PAGE_SIZE + 20);
    await row.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    return row;
  }

  /** Where the row is now: its text, its place on screen and the page's scroll position. */
  async function placeOf(row: Locator) {
    return { text: await row.textContent(), top: await top(row), scrollY: await scrollY() };
  }

  /** The same row at the same place (a pixel either way: rounding), with three pages loaded. */
  async function expectBackAt(
    rows: () => Locator,
    row: Locator,
    place: { text: string | null; top: number; scrollY: number },
  ) {
    await expect.poll(() => rows().count()).toBe(3 * PAGE_SIZE);
    await expect.poll(() => row.textContent()).toBe(place.text);
    await expect.poll(async () => Math.abs((await top(row)) - place.top)).toBeLessThanOrEqual(1);
    expect(Math.abs((await scrollY()) - place.scrollY)).toBeLessThanOrEqual(1);
  }

  let player = '';

  it('comes back from a player to the same row of the dashboard’s fines, three pages deep', async () => {
    await journey.page.goto(journey.server.teamUrl('terug', '/?section=fines'));
    await hydrated(journey.page.getByRole('button', { name: 'Meer laden' }));
    const row = await threePagesDeep(dashboardRows);
    const place = await placeOf(row);
    expect(place.scrollY).toBeGreaterThan(5000);
    await screenshot(journey.page, 'long-list-dashboard-before-390', ON_SCREEN);

    const link = row.getByRole('link');
    player = (await link.textContent()) ?? '';
    await link.click();
    await journey.page.waitForURL(/\/speler\/\d+/);
    await journey.page.getByRole('heading', { name: player }).waitFor();
    // A new page starts at its top, not where the list was.
    expect(await scrollY()).toBe(0);

    await journey.page.goBack();
    await journey.page.waitForURL(/\/\?section=fines$/);
    await expectBackAt(dashboardRows, row, place);
    await screenshot(journey.page, 'long-list-dashboard-after-back-390', ON_SCREEN);
  });

  it('opens a player seen before at the top, and comes back to the same row of his fines after back and forward', async () => {
    await dashboardRows()
      .nth(2 * PAGE_SIZE + 20)
      .getByRole('link')
      .click();
    await journey.page.getByRole('heading', { name: player }).waitFor();
    await playerRows().first().waitFor();
    // Seen before, it renders at once from the cache: at its top, not where the list was.
    expect(await scrollY()).toBe(0);
    const row = await threePagesDeep(playerRows);
    const place = await placeOf(row);
    expect(place.scrollY).toBeGreaterThan(5000);
    await screenshot(journey.page, 'long-list-player-before-390', ON_SCREEN);

    await journey.page.goBack();
    await journey.page.waitForURL(/\/\?section=fines$/);
    await dashboardRows()
      .nth(3 * PAGE_SIZE - 1)
      .waitFor();
    await journey.page.goForward();
    await journey.page.waitForURL(/\/speler\/\d+/);
    await expectBackAt(playerRows, row, place);
    await screenshot(journey.page, 'long-list-player-after-forward-390', ON_SCREEN);
  });

  it('opens the server-rendered dashboard afresh at its top, and a reload where it was, without a console error', async () => {
    await journey.page.goto(journey.server.teamUrl('terug', '/?section=fines'));
    await hydrated(journey.page.getByRole('button', { name: 'Meer laden' }));
    expect(await dashboardRows().count()).toBe(PAGE_SIZE);
    expect(await scrollY()).toBe(0);

    // The browser keeps the rendered page's place; nothing moves it once the page is hydrated
    // (not the scroll keeping starting, not the section bar bringing its chip into view).
    await journey.page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(scrollY).toBe(1500);
    await journey.page.reload();
    await hydrated(journey.page.getByRole('button', { name: 'Meer laden' }));
    expect(await scrollY()).toBe(1500);
    await screenshot(journey.page, 'long-list-dashboard-reloaded-390', ON_SCREEN);
    expect(problems).toEqual([]);
  });
});
