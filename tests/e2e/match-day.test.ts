import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  animationsEnded,
  DESKTOP,
  hydrated,
  PHONE,
  screenshot,
  screenshotBothSizes,
} from '../helpers/browser.js';
import { insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { inAnotherBrowser, teamJourney } from '../helpers/e2e-session.js';
import {
  day,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../helpers/match-fixtures.js';

/**
 * Match day (issue 31): a member fills in a match with two yellow cards for
 * Bram (the red card's fine comes by itself), reads the match report and
 * shares it (WhatsApp where the browser has no share sheet, the system's
 * share sheet where it has one), then votes for the player of the match from
 * the dashboard, and sees him named once the vote has closed.
 */
describe('match day', () => {
  let matchId = 0;

  const journey = teamJourney(async (db, id) => {
    const players = [
      await insertPlayer(db, id, { firstName: 'Anne', lastName: 'de Vries' }),
      await insertPlayer(db, id, { firstName: 'Bram', lastName: 'Smit' }),
      await insertPlayer(db, id, { firstName: 'Cor', lastName: 'Vos' }),
      await insertPlayer(db, id, { firstName: 'Daan', lastName: 'Bos' }),
    ];
    const season = await insertSeason(db, id, { description: '2026-2027', playerIds: players });
    matchId = await insertMatch(db, id, season, { date: day(-1), opponent: 'SC Noordwijk' });
    const next = await insertMatch(db, id, season, { date: day(2), opponent: 'Rood' });
    await db.updateTable('matches').set({ kick_off: '14:30' }).where('id', '=', next).execute();
    await insertFineType(db, id, { description: 'Te laat', amountCents: 250 });
    const yellow = await insertFineType(db, id, { description: 'Gele kaart', amountCents: 1830 });
    const red = await insertFineType(db, id, { description: 'Rode kaart', amountCents: 3660 });
    await db
      .updateTable('teams')
      .set({
        yellow_card_fine_type_id: yellow,
        red_card_fine_type_id: red,
        minimum_players: 3,
        shortage_days_before: 7,
      })
      .where('id', '=', id)
      .execute();
    const trainer = await insertUser(db, { email: 'trainer@demo.nl' });
    await makeTeamAdmin(db, trainer.id, id);
  });

  const button = (name: string | RegExp) =>
    journey.page.getByRole('button', { name, exact: typeof name === 'string' });
  const dialog = () => journey.page.getByRole('dialog');
  /** Whether the open sheet's choice `name` (a fine type, a card) can no longer be picked. */
  const choiceDisabled = (name: RegExp) => dialog().getByRole('button', { name }).isDisabled();
  const section = (name: string) => journey.page.getByRole('region', { name });
  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });

  /** The phone's share sheet: the edge of the world, so a stand-in that remembers what it got. */
  async function withShareSheet() {
    await journey.page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedByTest: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
    });
  }

  it('gives cards in the fines step: two yellows bring the red card’s fine by themselves', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${matchId}/fill`));
    await journey.page.getByRole('switch', { name: /^Daan Bos/ }).click();
    await button('Volgende').click();

    const giveCard = async (name: string, color: 'Gele kaart' | 'Rode kaart') => {
      await button('Kaart geven').click();
      await dialog().getByRole('button', { name }).click();
      await dialog().getByRole('button', { name: color }).click();
      await dialog().waitFor({ state: 'hidden' });
    };
    // Only who was there gets a card.
    await button('Kaart geven').click();
    await dialog().getByRole('button', { name: 'Anne de Vries' }).waitFor();
    expect(await dialog().getByRole('button', { name: 'Daan Bos' }).count()).toBe(0);
    await dialog().getByRole('button', { name: 'Sluiten' }).click();

    await giveCard('Bram Smit', 'Gele kaart');
    await section('Kaarten').getByText('1 kaart').waitFor();
    const fines = journey.page.getByRole('list', { name: 'Boetes' });
    await fines.getByText(/Gele kaart.*via kaart/).waitFor();
    await giveCard('Bram Smit', 'Gele kaart');
    // Two yellows: the red card's fine only.
    await fines.getByText(/Rode kaart.*via kaart/).waitFor();
    expect(await fines.getByText(/Gele kaart/).count()).toBe(0);
    expect(await fines.textContent()).toContain('€ 36,60');

    // A third yellow or a red after two is not possible.
    await button('Kaart geven').click();
    await dialog().getByRole('button', { name: 'Bram Smit' }).click();
    expect(await choiceDisabled(/Gele kaart/)).toBe(true);
    expect(await choiceDisabled(/Rode kaart/)).toBe(true);
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'match-day-card-dialog-phone');
    await dialog().getByRole('button', { name: 'Sluiten' }).click();

    // The cards' fine types are not given by hand.
    await button('Boete toevoegen').click();
    await dialog().getByRole('button', { name: 'Cor Vos' }).click();
    expect(await choiceDisabled(/Rode kaart/)).toBe(true);
    await dialog()
      .getByRole('button', { name: /Te laat/ })
      .click();
    await dialog().waitFor({ state: 'hidden' });
    await screenshotBothSizes(journey.page, 'match-day-fines-step');

    // A carded player stays present.
    await journey.page.getByRole('tab', { name: /Aanwezigheid$/ }).click();
    await journey.page
      .getByRole('switch', { name: /^Bram Smit/ })
      .getByText('Speler heeft een kaart')
      .waitFor();
    expect(await journey.page.getByRole('switch', { name: /^Bram Smit/ }).isDisabled()).toBe(true);
    await journey.page.getByRole('tab', { name: /Boetes$/ }).click();
    await button('Volgende').click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Bram Smit' }).click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Bram Smit' }).click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Cor Vos' }).click();
    await button('Volgende').click();
    await button('Volgende').click();

    await section('Kaarten').getByText('Bram Smit').first().waitFor();
    expect(await section('Boetes').textContent()).toContain('Rode kaart');
    await screenshotBothSizes(journey.page, 'match-day-overview');
    await button('Opslaan').click();
    await notice('Wedstrijd opgeslagen').waitFor();
  });

  it('writes the match report after the fill, shared via WhatsApp without a share sheet', async () => {
    const report = section('Wedstrijdverslag');
    const text = 'VV Demo won met 3-0 van SC Noordwijk. Doelpunten: Bram Smit (2), Cor Vos.';
    await report.getByText(text, { exact: false }).waitFor();
    expect(await report.textContent()).toContain('Kaarten: Bram Smit (2× geel). Boetes: 2.');
    const whatsApp = report.getByRole('link', { name: 'Delen via WhatsApp' });
    const href = new URL((await whatsApp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toMatch(
      new RegExp(`^VV Demo won met 3-0 .* http://demo\\.localhost:\\d+/\\?matchId=${matchId}$`),
    );
    await screenshotBothSizes(journey.page, 'match-day-report');
  });

  it('shares the report through the share sheet where the browser has one', async () => {
    await withShareSheet();
    await journey.page.reload();
    const share = section('Wedstrijdverslag').getByRole('button', { name: 'Verslag delen' });
    await share.click();
    const shared = await journey.page.evaluate(
      () => (window as unknown as { sharedByTest: { text: string; url: string }[] }).sharedByTest,
    );
    expect(shared).toEqual([
      {
        title: 'Wedstrijdverslag',
        text: expect.stringContaining('Doelpunten: Bram Smit (2), Cor Vos.'),
        url: expect.stringMatching(new RegExp(`/\\?matchId=${matchId}$`)),
      },
    ]);
  });

  it('votes for the player of the match from the dashboard, as the device’s holder', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/'));
    const votePanel = section('Stemmen');
    const holder = votePanel.getByLabel('Wie ben jij?');
    await hydrated(holder);
    // The shortage the admins were alarmed about shows to members on the next match.
    await section('Volgende wedstrijd')
      .getByText('Te weinig spelers: 0 van de 3 zeggen ja')
      .waitFor();
    await holder.selectOption({ label: 'Anne de Vries' });
    const choice = votePanel.getByLabel('Jouw stem, Anne de Vries');
    // Not for yourself, and not for who was not there.
    const options = await choice.locator('option').allTextContents();
    expect(options).toEqual(['Kies een speler', 'Bram Smit', 'Cor Vos']);
    await choice.selectOption({ label: 'Bram Smit' });
    await votePanel.getByRole('button', { name: 'Stem' }).click();
    await notice('Je stem is binnen').waitFor();
    await votePanel.getByText('Anne de Vries, je stemde op Bram Smit').waitFor();
    await votePanel.getByText(/1 stem uitgebracht/).waitFor();
    await screenshotBothSizes(journey.page, 'match-day-vote');
    // Remembered on this device after a reload.
    await journey.page.reload();
    await section('Stemmen').getByText('Anne de Vries, je stemde op Bram Smit').waitFor();
  });

  it('names the player of the match once the vote has closed, on the card and in the standings', async () => {
    // 48 hours on: the fill moved back in time, as the clock cannot be moved in a browser test.
    await journey.server.database.db
      .updateTable('matches')
      .set({ filled_at: new Date(Date.now() - 49 * 60 * 60 * 1000).toISOString() })
      .where('team_id', '=', journey.teamId)
      .where('id', '=', matchId)
      .execute();
    await journey.page.reload();
    const winner = section('Man van de wedstrijd');
    await winner.getByText('Bram Smit').waitFor();
    expect(await section('Stemmen').count()).toBe(0);
    await screenshotBothSizes(journey.page, 'match-day-player-of-the-match');

    await journey.page.goto(journey.server.teamUrl('demo', '/?section=goals'));
    const goals = journey.page.getByRole('table', { name: 'Doelpunten' });
    await goals.getByRole('columnheader', { name: 'Man van de wedstrijd' }).waitFor();
    expect(await goals.getByRole('row', { name: /Bram Smit/ }).textContent()).toMatch(
      /Bram Smit21$/,
    );
    await journey.page.goto(journey.server.teamUrl('demo', '/?section=fine-rankings'));
    const fines = journey.page.getByRole('table', { name: 'Boeteklassement' });
    await fines.getByRole('columnheader', { name: 'Gele kaarten' }).waitFor();
    // Bram: one fine (the red card's), two yellows shown, no direct red.
    expect(await fines.getByRole('row', { name: /Bram Smit/ }).textContent()).toMatch(
      /Bram Smit120€ 36,60$/,
    );
    await screenshotBothSizes(journey.page, 'match-day-fine-standing');
    // Six columns still fit a 320 px phone.
    await journey.page.setViewportSize({ width: 320, height: 700 });
    expect(
      await fines.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0)),
    ).toBe(true);
    expect(
      await journey.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(320);
    await screenshot(journey.page, 'match-day-fine-standing-320');
    await journey.page.setViewportSize(PHONE);
  });

  it('lets the team admin choose the cards’ fines and the shortage alarm in the settings', async () => {
    await inAnotherBrowser({ viewport: PHONE }, async (adminContext) => {
      const admin = await adminContext.newPage();
      await admin.goto(journey.server.teamUrl('demo', '/user/login'));
      await admin.getByLabel('E-mailadres', { exact: true }).fill('trainer@demo.nl');
      await admin.getByLabel('Wachtwoord', { exact: true }).fill('wachtwoord123');
      await admin.getByRole('button', { name: 'Inloggen' }).click();
      await admin.waitForURL(journey.server.teamUrl('demo', '/settings'));

      await admin.getByRole('combobox', { name: 'Gele kaart' }).click();
      // Only match fines with an amount are offered.
      const options = await admin.getByRole('option').allTextContents();
      expect(options).toEqual([
        'Geen boete',
        'Gele kaart · € 18,30',
        'Rode kaart · € 36,60',
        'Te laat · € 2,50',
      ]);
      await admin.getByRole('option', { name: 'Te laat · € 2,50' }).click();
      await admin.getByRole('alert').filter({ hasText: 'Kaarten opgeslagen' }).waitFor();
      const read = await journey.server.app.inject({
        method: 'GET',
        url: '/api/demo/settings/cards',
        headers: { cookie: await adminCookie(admin) },
      });
      const lateType = await journey.server.database.db
        .selectFrom('fine_types')
        .select('id')
        .where('team_id', '=', journey.teamId)
        .where('description', '=', 'Te laat')
        .executeTakeFirstOrThrow();
      expect(read.json()).toMatchObject({ yellowFineTypeId: lateType.id });

      await admin.getByRole('combobox', { name: 'Alarm bij te weinig spelers' }).click();
      await admin.getByRole('option', { name: 'Minder dan 11 spelers' }).click();
      await admin
        .getByRole('alert')
        .filter({ hasText: 'Herinneringen opgeslagen' })
        .first()
        .waitFor();
      await admin.getByRole('combobox', { name: 'Controleren' }).waitFor();
      await screenshot(admin, 'match-day-settings-phone');
      await admin.setViewportSize(DESKTOP);
      await screenshot(admin, 'match-day-settings-desktop');
      const team = await journey.server.database.db
        .selectFrom('teams')
        .select(['minimum_players', 'shortage_days_before'])
        .where('id', '=', journey.teamId)
        .executeTakeFirstOrThrow();
      expect(team).toEqual({ minimum_players: 11, shortage_days_before: 7 });
    });
  });
});

/** The session cookie of a page's browser, to read through the API as that login. */
async function adminCookie(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((c) => c.name === 'teampot_session');
  return `teampot_session=${session?.value ?? ''}`;
}
