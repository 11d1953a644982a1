import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../domain/dates.js';
import { hydrated, screenshot } from '../helpers/browser.js';
import { startTeamJourney } from '../helpers/e2e-session.js';
import {
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../helpers/match-fixtures.js';
import { insertFine } from '../helpers/standings-fixtures.js';
import type { TestServer } from '../helpers/test-server.js';

/**
 * Issue 19 at 390 px: a phone that said who holds it ("Wie ben jij?") opens
 * "Mijn boetes", his own page, from the menu; before that the menu has no such entry.
 */
describe('my fines from the menu', () => {
  let server: TestServer;
  let member: BrowserContext;
  let page: Page;
  let jan = 0;

  beforeAll(async () => {
    ({
      server,
      context: member,
      page,
    } = await startTeamJourney(async (db, teamId) => {
      jan = await insertPlayer(db, teamId, { firstName: 'Jan', lastName: 'Jansen' });
      const piet = await insertPlayer(db, teamId, { firstName: 'Piet', lastName: 'Bakker' });
      const season = await insertSeason(db, teamId, {
        description: '2026-2027',
        playerIds: [jan, piet],
      });
      await insertMatch(db, teamId, season, {
        date: addDays(todayIso(), 3),
        opponent: 'Voorschoten 97',
      });
      const late = await insertFineType(db, teamId, {
        description: 'Te laat',
        amountCents: 750,
        matchRelated: false,
      });
      await insertFine(db, teamId, {
        seasonId: season,
        playerId: jan,
        fineTypeId: late,
        date: todayIso(),
      });
    }));
  });

  afterAll(async () => {
    await member?.close();
    await server?.close();
  });

  const menu = () => page.getByRole('navigation', { name: 'Hoofdmenu' });

  it("opens the holder's own page from the menu once the phone knows who holds it", async () => {
    await page.goto(server.teamUrl('demo', '/'));
    // The dashboard arrives rendered; its buttons work once the page is hydrated.
    await hydrated(page.getByRole('button', { name: 'Menu' }));
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu().getByRole('link', { name: 'Home' }).waitFor();
    expect(await menu().getByRole('link', { name: 'Mijn boetes' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const card = page.getByRole('region', { name: 'Volgende wedstrijd' });
    await card.getByRole('button', { name: 'Wie ben jij?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Jan Jansen' }).click();
    await card.getByText('Jij: Jan Jansen').waitFor();

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu().getByRole('link', { name: 'Mijn boetes' }).waitFor();
    // The drawer slides in: photograph it once it is in place.
    await expect.poll(async () => (await menu().boundingBox())?.x).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'my-fines-menu-phone');
    await menu().getByRole('link', { name: 'Mijn boetes' }).click();
    await page.waitForURL(server.teamUrl('demo', `/speler/${jan}`));
    await page.getByRole('heading', { name: 'Jan Jansen' }).waitFor();
    await page.getByText('€ 7,50').first().waitFor();
    await screenshot(page, 'my-fines-page-phone');
  });
});
