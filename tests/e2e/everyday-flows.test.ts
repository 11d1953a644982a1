import { describe, expect, it } from 'vitest';
import { insertPlayer, insertSeason } from '../helpers/fine-fixtures.js';
import { DESKTOP, hydrated, PHONE, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';

/**
 * The first minutes of a new team (issue 14): what the main domain says to a
 * visitor, and a fine types page that starts with the usual fines in one tap.
 */
describe('everyday flows: the first minutes of a new team', () => {
  const journey = teamJourney(
    async (db, teamId) => {
      const jan = await insertPlayer(db, teamId, 'Jan', 'Jansen');
      await insertSeason(db, teamId, '2026-2027', [jan]);
    },
    { code: 'nieuw', name: 'VV Nieuw' },
  );

  const noSidewaysScroll = () =>
    journey.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('tells a visitor of the main domain what Teampot is, above the login', async () => {
    for (const [width, name] of [
      [390, 'phone'],
      [320, 'phone-320'],
      [DESKTOP.width, 'desktop'],
    ] as const) {
      await journey.page.setViewportSize({
        width,
        height: width === DESKTOP.width ? DESKTOP.height : 740,
      });
      await journey.page.goto(journey.server.mainUrl('/'));
      const intro = journey.page.getByRole('region', { name: 'Wat is Teampot?' });
      await intro.getByText('Teampot houdt het seizoen van je team bij.').waitFor();
      await journey.page.getByRole('button', { name: 'Inloggen', exact: true }).waitFor();
      // The intro stands above the login form.
      const introBox = await intro.boundingBox();
      const loginBox = await journey.page.getByRole('heading', { name: 'Inloggen' }).boundingBox();
      expect(introBox && loginBox && introBox.y < loginBox.y).toBe(true);
      expect(await noSidewaysScroll()).toBe(true);
      await screenshot(journey.page, `everyday-main-intro-${name}`);
    }
    await journey.page.setViewportSize(PHONE);
  });

  it('offers the usual fine types in one tap on an empty fine types page', async () => {
    await journey.page.goto(journey.server.teamUrl('nieuw', '/input/fines?tab=types'));
    await journey.page.getByText('Geen boetetypes gevonden').waitFor();
    const usual = journey.page.getByRole('list', { name: 'Gebruikelijke boetes' });
    await usual.getByText('Gele kaart € 5,-').waitFor();
    await screenshot(journey.page, 'everyday-fine-types-empty-phone');

    await hydrated(journey.page.getByRole('button', { name: 'Gebruikelijke boetes toevoegen' }));
    await journey.page.getByRole('button', { name: 'Gebruikelijke boetes toevoegen' }).click();
    const types = journey.page.getByRole('list', { name: 'Boetetypes' });
    await types.getByText('Te laat op training').waitFor();
    expect(await types.getByRole('listitem').count()).toBe(8);
    const added = journey.page.getByRole('alert').filter({ hasText: '8 boetetypes toegevoegd' });
    await added.waitFor();
    // The notice is part of the app bar and pushes the page down: it covers nothing.
    expect(await journey.page.getByRole('banner').getByRole('alert').count()).toBe(1);
    const noticeBox = await added.boundingBox();
    const firstOnPage = await journey.page
      .getByRole('switch', { name: 'Toon inactieve' })
      .boundingBox();
    expect(noticeBox && firstOnPage && noticeBox.y + noticeBox.height <= firstOnPage.y).toBe(true);
    await screenshot(journey.page, 'everyday-notice-in-app-bar-phone');
    // Amounts are editable afterwards, like any fine type's; and the new notice
    // replaces the one still on screen instead of waiting behind it.
    await types.getByRole('link', { name: /Gele kaart/ }).click();
    await journey.page.getByLabel('Bedrag', { exact: true }).fill('7,50');
    await journey.page.getByRole('button', { name: 'Opslaan' }).click();
    await journey.page.getByRole('alert').filter({ hasText: 'Boetetype opgeslagen' }).waitFor();
    expect(await added.count()).toBe(0);
    expect(await journey.page.getByRole('alert').count()).toBe(1);
    await types.getByText('€ 7,50').waitFor();

    // The offer is gone once the team has fine types, also after a reload.
    await journey.page.reload();
    await types.getByText('Gele kaart').waitFor();
    expect(
      await journey.page.getByRole('button', { name: 'Gebruikelijke boetes toevoegen' }).count(),
    ).toBe(0);
    await screenshot(journey.page, 'everyday-fine-types-added-phone');

    const stored = await journey.server.database.db
      .selectFrom('fine_types')
      .select(['description', 'amount_cents', 'match_related'])
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.description)).toEqual([
      'Te laat',
      'Gele kaart',
      'Rode kaart',
      'Vergeten tenue',
      'Niet afgemeld',
      'Eigen doelpunt',
      'Penalty gemist',
      'Te laat op training',
    ]);
    expect(stored[1]).toEqual({ description: 'Gele kaart', amount_cents: 750, match_related: 1 });
  });
});
