import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../domain/dates.js';
import { hydrated, PHONE, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { insertFineType, insertMatch, insertSquadSeason } from '../helpers/match-fixtures.js';
import { insertFine } from '../helpers/standings-fixtures.js';

/**
 * Issues 19 and 32 at 390 px: a member finds "Mijn boetes" in the menu at once; a phone
 * that does not know who holds it asks "Wie ben jij?" first, then opens his own page, as
 * the menu and "Jij: …" on the next match's card do from then on.
 */
describe('my fines from the menu', () => {
  let jan = 0;

  const journey = teamJourney(async (db, teamId) => {
    const { players, season } = await insertSquadSeason(db, teamId, 2);
    jan = players[0] ?? 0;
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
  });

  const menu = () => journey.page.getByRole('navigation', { name: 'Hoofdmenu' });
  /** Opens the dashboard's menu once its button works, and waits for the drawer to be in place. */
  async function openMenuOnDashboard() {
    await journey.page.goto(journey.server.teamUrl('demo', '/'));
    // The dashboard arrives rendered; its buttons work once the page is hydrated.
    await hydrated(journey.page.getByRole('button', { name: 'Menu' }));
    await journey.page.getByRole('button', { name: 'Menu' }).click();
    // The drawer slides in: photograph it once it is in place.
    await expect.poll(async () => (await menu().boundingBox())?.x).toBeGreaterThanOrEqual(0);
  }

  const noOverflow = () =>
    journey.page.evaluate(() => document.documentElement.scrollWidth - document.body.clientWidth);

  it('offers a member "Mijn boetes" before the phone knows who holds it, asking "Wie ben jij?" first', async () => {
    await openMenuOnDashboard();
    await screenshot(journey.page, 'my-fines-menu-unknown-phone');
    await menu().getByRole('link', { name: 'Mijn boetes' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('demo', '/mijn-boetes'));
    const choice = journey.page.getByRole('list', { name: 'Wie ben jij?' });
    await choice.getByRole('button', { name: 'Piet Bakker' }).waitFor();
    await screenshot(journey.page, 'my-fines-who-are-you-phone');
    await journey.page.setViewportSize({ width: 320, height: 640 });
    expect(await noOverflow()).toBe(0);
    await screenshot(journey.page, 'my-fines-who-are-you-320');
    await journey.page.setViewportSize(PHONE);

    await choice.getByRole('button', { name: 'Jan Jansen' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('demo', `/speler/${jan}`));
    await journey.page.getByRole('heading', { name: 'Jan Jansen' }).waitFor();
    await journey.page.getByText('€ 7,50').first().waitFor();
    // The choice replaced the question: back leads to where the menu was opened.
    await journey.page.goBack();
    await journey.page.waitForURL(journey.server.teamUrl('demo', '/'));
  });

  it("opens the holder's own page from the menu and from 'Jij: …' once the phone knows who holds it", async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/'));
    const card = journey.page.getByRole('region', { name: 'Volgende wedstrijd' });
    // The phone remembers the answer given on the "Mijn boetes" page.
    const own = card.getByRole('link', { name: 'Jij: Jan Jansen' });
    await hydrated(own);
    await screenshot(journey.page, 'my-fines-own-name-phone');
    await own.click();
    await journey.page.waitForURL(journey.server.teamUrl('demo', `/speler/${jan}`));
    await journey.page.getByRole('heading', { name: 'Jan Jansen' }).waitFor();

    await openMenuOnDashboard();
    await screenshot(journey.page, 'my-fines-menu-phone');
    await menu().getByRole('link', { name: 'Mijn boetes' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('demo', `/speler/${jan}`));
    await journey.page.getByRole('heading', { name: 'Jan Jansen' }).waitFor();
    await journey.page.getByText('€ 7,50').first().waitFor();
    await screenshot(journey.page, 'my-fines-page-phone');
  });

  it('leaves a visitor\'s menu without "Mijn boetes" until his phone said who holds it', async () => {
    const visitor = await journey.context.browser()?.newContext({ viewport: PHONE });
    const visitorPage = await visitor?.newPage();
    if (!visitor || !visitorPage) throw new Error('no browser');
    await visitorPage.goto(journey.server.teamUrl('demo', '/'));
    await hydrated(visitorPage.getByRole('button', { name: 'Menu' }));
    await visitorPage.getByRole('button', { name: 'Menu' }).click();
    const visitorMenu = visitorPage.getByRole('navigation', { name: 'Hoofdmenu' });
    await visitorMenu.getByRole('link', { name: 'Home' }).waitFor();
    expect(await visitorMenu.getByRole('link', { name: 'Mijn boetes' }).count()).toBe(0);
    await visitor.close();
  });
});
