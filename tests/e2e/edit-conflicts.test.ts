import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertFineType } from '../helpers/fine-fixtures.js';
import { animationsEnded, PHONE, screenshot } from '../helpers/browser.js';
import { day, insertMatch, insertSquadSeason } from '../helpers/match-fixtures.js';
import { teamJourney } from '../helpers/e2e-session.js';

/**
 * Two people edit the same fine type (issue #32), here two tabs of one phone at 390 px:
 * the first saves, the second's save no longer silently overwrites it but says someone
 * else changed it, with what it says now, and "Overschrijven" saves the second's version.
 */
describe('two people editing the same fine type', () => {
  let second: Page;
  let typeId = 0;
  let matchId = 0;

  const journey = teamJourney(async (db, teamId) => {
    typeId = await insertFineType(db, teamId, 'Te laat', { amountCents: 250 });
    const { season } = await insertSquadSeason(db, teamId, 2);
    matchId = await insertMatch(db, teamId, season, { date: day(-1), opponent: 'Groen' });
  });

  beforeAll(async () => {
    second = await journey.context.newPage();
  });

  const description = (page: Page) => page.getByLabel('Omschrijving', { exact: true });
  const storedDescription = async () =>
    (
      await journey.server.database.db
        .selectFrom('fine_types')
        .select('description')
        .where('id', '=', typeId)
        .executeTakeFirstOrThrow()
    ).description;

  it('shows the second save the conflict, and overwrites on request', async () => {
    const address = journey.server.teamUrl('demo', `/input/fines/types/${typeId}`);
    for (const page of [journey.page, second]) {
      await page.goto(address);
      await expect.poll(() => description(page).inputValue()).toBe('Te laat');
    }

    await journey.page.bringToFront();
    await description(journey.page).fill('Te laat op de training');
    await journey.page.getByRole('button', { name: 'Opslaan' }).click();
    await journey.page.waitForURL('**/input/fines?tab=types');
    await expect.poll(storedDescription).toBe('Te laat op de training');

    await second.bringToFront();
    await description(second).fill('Te laat bij de wedstrijd');
    await second.getByRole('button', { name: 'Opslaan' }).click();
    const dialog = second.getByRole('dialog', {
      name: 'Iemand anders heeft dit intussen gewijzigd',
    });
    await dialog.waitFor();
    expect(await dialog.getByText('Te laat op de training').isVisible()).toBe(true);
    expect(await dialog.getByText('€ 2,50').isVisible()).toBe(true);
    // Nothing was overwritten yet.
    expect(await storedDescription()).toBe('Te laat op de training');
    await animationsEnded(second);
    await screenshot(second, 'edit-conflict-fine-type-390');
    await second.setViewportSize({ width: 320, height: 640 });
    await animationsEnded(second);
    await screenshot(second, 'edit-conflict-fine-type-320');

    await dialog.getByRole('button', { name: 'Overschrijven' }).click();
    await second.waitForURL('**/input/fines?tab=types');
    await expect.poll(storedDescription).toBe('Te laat bij de wedstrijd');
    await second
      .getByRole('link', { name: /Te laat bij de wedstrijd/ })
      .first()
      .waitFor();
  });

  it('offers the tab that lost a fill race what the other one saved', async () => {
    await second.setViewportSize(PHONE);
    const address = journey.server.teamUrl('demo', `/input/matches/${matchId}/fill`);
    const toOverview = async (page: Page) => {
      await page.goto(address);
      await page.getByRole('heading', { name: 'VV Demo – Groen' }).waitFor();
      const save = page.getByRole('button', { name: 'Opslaan', exact: true });
      while (!(await save.isVisible())) {
        await page.getByRole('button', { name: 'Volgende', exact: true }).click();
      }
      return save;
    };
    const firstSave = await toOverview(journey.page);
    const secondSave = await toOverview(second);

    await journey.page.bringToFront();
    await firstSave.click();
    await journey.page.getByRole('alert').filter({ hasText: 'Wedstrijd opgeslagen' }).waitFor();

    await second.bringToFront();
    await secondSave.click();
    const lost = second.getByRole('alert').filter({ hasText: 'Wedstrijd is al ingevuld' });
    await lost.getByRole('button', { name: 'Bekijk invulling' }).click();
    // The filled view: what the first tab saved, with its reset.
    await second.getByRole('button', { name: 'Reset', exact: true }).waitFor();
    expect(await secondSave.isVisible()).toBe(false);
    expect(await second.getByText('Iedereen was er.').isVisible()).toBe(true);
    await animationsEnded(second);
    await screenshot(second, 'edit-conflict-fill-race-390');
  });
});
