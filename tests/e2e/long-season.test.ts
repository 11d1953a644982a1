import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../domain/paging.js';
import { hydrated, PHONE, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { holdFirstPaidWrite } from '../helpers/held-writes.js';
import { insertLongSeason } from '../helpers/fine-fixtures.js';
import { day, insertMatch } from '../helpers/match-fixtures.js';

/**
 * Issue 28 at a phone's width: a season of 2,000 fines is shown a page at a time on
 * /input/fines, a fine marked paid stays where it was, and the list comes back after
 * the back button and a reload; back from a row lands on that row, and a page opened
 * from far down a list starts at its top.
 */
describe('a long season on /input/fines', () => {
  const journey = teamJourney(
    async (db, teamId) => {
      const { season } = await insertLongSeason(db, teamId, 2000);
      // A season's matches, the oldest at the bottom of their list.
      for (let i = 0; i < 30; i += 1) {
        await insertMatch(db, teamId, season, {
          date: day(-1 - i),
          opponent: i === 29 ? 'VV Onderaan' : `VV Tegenstander ${i + 1}`,
        });
      }
    },
    { code: 'lang', name: 'VV Lang Seizoen' },
  );

  const list = () => journey.page.getByRole('list', { name: 'Boetes' });
  const rows = () => list().getByRole('listitem');
  const rowTexts = () => rows().allTextContents();
  /** The fine a row shows (its link), and whether the database has that fine paid. */
  const fineIdOf = async (row: Locator) =>
    Number(
      /\/input\/fines\/(\d+)/.exec((await row.getByRole('link').getAttribute('href')) ?? '')?.[1],
    );
  const paidInDatabase = async (fineId: number) =>
    (
      await journey.server.database.db
        .selectFrom('fines')
        .select('paid')
        .where('id', '=', fineId)
        .executeTakeFirstOrThrow()
    ).paid;

  it('shows the first page, and the next one on "Meer laden"', async () => {
    await journey.page.goto(journey.server.teamUrl('lang', '/input/fines'));
    await rows().first().waitFor();
    expect(await rows().count()).toBe(PAGE_SIZE);
    expect(await journey.page.getByRole('region', { name: 'Bedragen' }).textContent()).toContain(
      '€ 5.000,-',
    );
    await screenshot(journey.page, 'long-season-first-page-390');
    // Rendered by the server: a tap counts once its scripts have hydrated it.
    await hydrated(journey.page.getByRole('button', { name: 'Meer laden' }));
    await journey.page.getByRole('button', { name: 'Meer laden' }).click();
    await expect.poll(() => rows().count()).toBe(2 * PAGE_SIZE);
  });

  it('keeps each of three rows toggled paid in a row where it was', async () => {
    const before = await rowTexts();
    for (const index of [10, 11, 12]) {
      const toggle = rows().nth(index).getByRole('button', { pressed: false });
      await toggle.click();
      await expect
        .poll(() => rows().nth(index).getByRole('button', { pressed: true }).count())
        .toBe(1);
    }
    const after = await rowTexts();
    expect(after).toHaveLength(before.length);
    // The same fines in the same places; only the three toggled ones say so.
    const fineOf = (text: string) => /Boete \d+/.exec(text)?.[0];
    expect(after.map(fineOf)).toEqual(before.map(fineOf));
    for (const index of [10, 11, 12]) expect(after[index]).not.toEqual(before[index]);
    await screenshot(journey.page, 'long-season-toggled-390');
  });

  it('undoes each of those toggles on its own row, not only the last one', async () => {
    const outstanding = () => journey.page.getByRole('region', { name: 'Bedragen' }).textContent();
    const paidThree = await outstanding();
    const toggle = rows().nth(10).getByRole('button', { pressed: true });
    await toggle.click();
    await expect.poll(() => rows().nth(10).getByRole('button', { pressed: false }).count()).toBe(1);
    // The other two stay paid, each row where it was, and the totals follow.
    expect(await rows().nth(11).getByRole('button', { pressed: true }).count()).toBe(1);
    expect(await rows().nth(12).getByRole('button', { pressed: true }).count()).toBe(1);
    await expect.poll(outstanding).not.toEqual(paidThree);
  });

  it('comes back from a fine on the second page to the same place in the list', async () => {
    await journey.page.goto(journey.server.teamUrl('lang', '/input/fines'));
    await hydrated(journey.page.getByRole('button', { name: 'Meer laden' }));
    await journey.page.getByRole('button', { name: 'Meer laden' }).click();
    const opened = rows().nth(PAGE_SIZE + 20);
    await opened.scrollIntoViewIfNeeded();
    const text = await opened.textContent();
    const top = await opened.evaluate((row) => Math.round(row.getBoundingClientRect().top));
    await opened.getByRole('link').click();
    await journey.page.waitForURL(/\/input\/fines\/\d+/);
    // The fine's page on screen, as a person sees it before going back: the list is gone from
    // the page, and comes back with the answers the server rendered it with.
    await journey.page.getByLabel('Boete', { exact: true }).waitFor();
    await journey.page.goBack();
    await expect.poll(() => opened.textContent()).toBe(text);
    await expect
      .poll(() => opened.evaluate((row) => Math.round(row.getBoundingClientRect().top)))
      .toBe(top);
  });

  it('brings the list back after leaving it with the back button, and after a reload', async () => {
    await rows().nth(3).getByRole('link').click();
    await journey.page.waitForURL(/\/input\/fines\/\d+/);
    await journey.page.goBack();
    await rows().first().waitFor();
    expect(await rows().count()).toBeGreaterThanOrEqual(PAGE_SIZE);
    await journey.page.reload();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(PAGE_SIZE);
    // The server's order on the next load: the three paid fines are no longer among the first.
    expect(await list().getByRole('button', { pressed: true }).count()).toBe(0);
  });

  it('keeps the last of two quick taps on a row, while the first is still saving', async () => {
    const { page } = journey;
    await page.goto(journey.server.teamUrl('lang', '/input/fines'));
    const row = rows().first();
    const toggle = row.getByRole('button');
    await hydrated(toggle);
    const fineId = await fineIdOf(row);
    // The first tap's save is held on the network until the second tap was made.
    const slow = await holdFirstPaidWrite(page);
    try {
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      // A mis-tap, undone at once.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      slow.release();
      await expect.poll(slow.answers).toBe(2);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await paidInDatabase(fineId)).toBe(0);
    } finally {
      await slow.stop();
    }
  });

  it('keeps a paid tap made just before a reload, its write still on the network', async () => {
    const { page } = journey;
    await page.goto(journey.server.teamUrl('lang', '/input/fines'));
    const row = rows().nth(1);
    const toggle = row.getByRole('button');
    await hydrated(toggle);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const fineId = await fineIdOf(row);
    // The write is held on the network (a slow connection) while the person reloads the page.
    const slow = await holdFirstPaidWrite(page);
    try {
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await rows().first().waitFor();
      slow.release();
      await expect.poll(() => paidInDatabase(fineId)).toBe(1);
    } finally {
      await slow.stop();
    }
  });

  it('has no horizontal overflow at 320 px', async () => {
    await journey.page.setViewportSize({ width: 320, height: 700 });
    await rows().first().waitFor();
    const overflow = await journey.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(journey.page, 'long-season-320');
  });

  it('opens a match from the bottom of its list at the top of its page, the second time too', async () => {
    // A short screen, on which the match's page is longer than the screen.
    await journey.page.setViewportSize({ width: 320, height: 568 });
    try {
      await journey.page.goto(journey.server.teamUrl('lang', '/input/matches'));
      for (const visit of ['first', 'second']) {
        await journey.page.getByText('VV Onderaan').click();
        await journey.page.waitForURL(/\/input\/matches\/\d+$/);
        await journey.page.getByLabel('Tegenstander', { exact: true }).waitFor();
        expect(await journey.page.evaluate(() => window.scrollY), visit).toBe(0);
        await journey.page.goBack();
        await journey.page.waitForURL(/\/input\/matches$/);
      }
    } finally {
      await journey.page.setViewportSize(PHONE);
    }
  });
});
