import { describe, expect, it } from 'vitest';
import { endOfWeekIso, formatDate } from '../../domain/dates.js';
import { DESKTOP, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { seasonStartEnabled } from '../helpers/new-season-wizard.js';

/** Today as the browser (Europe/Amsterdam) sees it, whatever the machine's zone. */
function browserToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

/**
 * A team member, logged in with the pin, adds players, starts a new season
 * with the wizard (countdown and warning included), plans matches, cancels
 * and restores one, deletes one, and finds the played one on the start page.
 */
describe('data entry: players, seasons and matches', () => {
  const journey = teamJourney(async (db, teamId) => {
    // Last season, finished and empty: the wizard has something to lock.
    await db
      .insertInto('seasons')
      .values({
        team_id: teamId,
        description: '2025-2026',
        created_at: new Date().toISOString(),
      })
      .execute();
  });

  const field = (label: string) => journey.page.getByLabel(label, { exact: true });
  const button = (name: string) => journey.page.getByRole('button', { name, exact: true });
  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });
  const row = (text: string) => journey.page.getByRole('link', { name: new RegExp(text) });
  /** A match row's own link (the fill button beside it is a link too). */
  const matchRow = (opponent: string) =>
    journey.page.getByRole('listitem').filter({ hasText: opponent }).getByRole('link').first();

  async function chooseOption(label: string, option: string) {
    await journey.page.getByRole('combobox', { name: label }).click();
    await journey.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The date picker's field: three spin buttons (day, month, year) that take typed digits. */
  async function typeDate(iso: string) {
    const [year, month, day] = iso.split('-');
    await journey.page.getByRole('spinbutton', { name: 'Dag' }).click();
    await journey.page.keyboard.type(`${day}${month}${year}`);
  }

  /** From the match list: a new match on `iso` of `type` against `opponent`, saved. */
  async function addMatch(iso: string, type: string, opponent: string) {
    await journey.page.getByRole('link', { name: 'Wedstrijd', exact: true }).click();
    await typeDate(iso);
    await chooseOption('Type', type);
    await field('Tegenstander').fill(opponent);
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/matches');
  }

  async function addPlayer(firstName: string, lastName: string, nickName = '') {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/players/new'));
    await field('Voornaam').fill(firstName);
    await field('Achternaam').fill(lastName);
    await field('Bijnaam (optioneel)').fill(nickName);
    await button('Opslaan').click();
  }

  it('adds players, refuses duplicates on their fields and hides inactive ones', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/players'));
    await journey.page.getByText('Geen spelers gevonden.').waitFor();

    await journey.page.getByRole('link', { name: 'Speler', exact: true }).click();
    await journey.page.waitForURL('**/input/players/new');
    await button('Opslaan').click();
    await journey.page.getByText('Voornaam is verplicht').waitFor();
    expect(await journey.page.getByText('Achternaam is verplicht').isVisible()).toBe(true);
    await screenshot(journey.page, 'seasons-matches-player-errors-phone');

    await field('Voornaam').fill('Jan');
    await field('Achternaam').fill('Jansen');
    await field('Bijnaam (optioneel)').fill('JJ');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/players');
    await row('JJ').waitFor();
    expect(await row('JJ').textContent()).toContain('Jan Jansen');

    await addPlayer('Piet', 'Bakker');
    await journey.page.waitForURL('**/input/players');
    await addPlayer('Kees', 'de Vries', 'JJ');
    await journey.page.getByText('Bijnaam bestaat al').waitFor();
    await field('Bijnaam (optioneel)').fill('');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/players');

    await addPlayer('Piet', 'Bakker');
    await journey.page.getByText('Naam bestaat al').first().waitFor();
    await field('Voornaam').fill('Klaas');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/players');

    await row('Klaas Bakker').click();
    await journey.page.waitForURL(/\/input\/players\/\d+$/);
    await journey.page.getByRole('switch', { name: 'Actief' }).uncheck();
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/players');
    await row('Kees de Vries').waitFor();
    // The list may show its cached rows for a moment before the fresh answer arrives.
    await row('Klaas Bakker').waitFor({ state: 'detached' });

    await journey.page.getByRole('switch', { name: 'Toon inactieve spelers' }).check();
    await row('Klaas Bakker').waitFor();
    expect(await row('Klaas Bakker').textContent()).toContain('Inactief');
    await screenshot(journey.page, 'seasons-matches-players-phone');
  });

  it('starts a new season with the wizard: name, players, then a 10-second countdown', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/seasons'));
    await row('2025-2026').waitFor();
    expect(await row('2025-2026').textContent()).toContain('Huidig');

    await journey.page.getByRole('link', { name: 'Nieuw seizoen' }).click();
    await journey.page.waitForURL('**/input/seasons/new');
    // The season after the current one is suggested; a name that exists is said on this step.
    expect(await field('Seizoen').inputValue()).toBe('2026-2027');
    await field('Seizoen').fill('');
    await button('Volgende').click();
    await journey.page.getByText('Seizoen is verplicht').waitFor();
    await field('Seizoen').fill('2025-2026');
    await button('Volgende').click();
    await journey.page.getByText('Seizoen bestaat al').waitFor();
    await field('Seizoen').fill('2026-2027');
    await button('Volgende').click();

    // Active players are ticked, the inactive one is not.
    await journey.page.getByText('3 van 4 gekozen').waitFor();
    expect(await journey.page.getByRole('checkbox', { name: 'JJ' }).isChecked()).toBe(true);
    expect(await journey.page.getByRole('checkbox', { name: 'Klaas Bakker' }).isChecked()).toBe(
      false,
    );
    await screenshot(journey.page, 'seasons-matches-wizard-players-phone');
    await button('Volgende').click();

    await journey.page.getByText('Let op: het huidige seizoen wordt hierna afgesloten').waitFor();
    // The last button names the action.
    const save = journey.page.getByRole('button', { name: /^Seizoen starten/ });
    const shownAt = Date.now();
    expect(await save.textContent()).toMatch(/^Seizoen starten \((10|9)\)$/);
    expect(await save.isDisabled()).toBe(true);
    await screenshot(journey.page, 'seasons-matches-wizard-confirm-phone');
    await seasonStartEnabled(journey.page);
    expect(Date.now() - shownAt).toBeGreaterThan(8_000);
    await save.click();

    await journey.page.waitForURL('**/input/seasons');
    await notice('Seizoen 2026-2027 is gestart').waitFor();
    await row('2026-2027').waitFor();
    expect(await row('2026-2027').textContent()).toContain('Huidig');
    expect(await row('2025-2026').textContent()).toContain('Afgesloten');
    expect(await row('2025-2026').getByLabel('Afgesloten').count()).toBe(1);
    await screenshot(journey.page, 'seasons-matches-seasons-phone');

    // The open season's players can still change; a locked season only shows them.
    await row('2026-2027').click();
    await journey.page.waitForURL(/\/input\/seasons\/\d+$/);
    expect(await field('Omschrijving').inputValue()).toBe('2026-2027');
    await journey.page.getByRole('checkbox', { name: 'Kees de Vries' }).uncheck();
    await screenshot(journey.page, 'seasons-matches-season-edit-phone');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/seasons');
    await notice('Seizoen opgeslagen').waitFor();
    await row('2026-2027').click();
    await journey.page.getByText('2 van 4 gekozen').waitFor();
    await journey.page.goBack();
    await row('2025-2026').click();
    await journey.page.getByText('Dit seizoen is afgesloten').waitFor();
    expect(await journey.page.getByRole('checkbox').count()).toBe(0);
  });

  it('plans matches: defaults, validation, and the played one offers a fill button', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await journey.page.getByText('Geen wedstrijden gevonden.').waitFor();
    expect(await journey.page.getByText('Seizoen 2026-2027').isVisible()).toBe(true);

    await journey.page.getByRole('link', { name: 'Wedstrijd', exact: true }).click();
    await journey.page.waitForURL('**/input/matches/new');
    // Default: the last day of this week, a league match.
    expect(await journey.page.locator('input[name="date"]').inputValue()).toBe(
      formatDate(endOfWeekIso(browserToday())),
    );
    expect(await journey.page.getByRole('combobox', { name: 'Type' }).textContent()).toBe(
      'Competitie',
    );
    await button('Opslaan').click();
    await journey.page.getByText('Tegenstander is verplicht').waitFor();
    await field('Tegenstander').fill('  Ajax  ');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/matches');
    await matchRow('Ajax').waitFor();

    await addMatch('2026-09-05', 'Beker', 'PSV');
    const played = journey.page.getByRole('listitem').filter({ hasText: 'PSV' });
    await played.waitFor();
    expect(await played.textContent()).toContain('Beker');
    expect(await played.textContent()).toContain('Gespeeld');
    const fill = played.getByRole('link', { name: 'PSV invullen' });
    expect(await fill.getAttribute('href')).toMatch(/^\/input\/matches\/\d+\/fill$/);

    await addMatch('2030-05-04', 'Vriendschappelijk', 'Feyenoord');
    const upcoming = journey.page.getByRole('list', { name: 'Komende wedstrijden' });
    await upcoming.getByText('Feyenoord').waitFor();
    expect(await upcoming.getByRole('link', { name: /invullen/ }).count()).toBe(0);
    await screenshot(journey.page, 'seasons-matches-list-phone');
  });

  it('cancels a match (its date locks) and restores it', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await matchRow('Feyenoord').click();
    await journey.page.waitForURL(/\/input\/matches\/\d+$/);
    await button('Afgelast').click();
    await notice('Wedstrijd afgelast').waitFor();
    await journey.page.getByText('Deze wedstrijd is afgelast.').waitFor();
    expect(
      await journey.page.getByRole('spinbutton', { name: 'Dag' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(await button('Herstel').isVisible()).toBe(true);
    await screenshot(journey.page, 'seasons-matches-cancelled-phone');

    await journey.page.goBack();
    await journey.page.waitForURL('**/input/matches');
    const cancelled = journey.page.getByRole('listitem').filter({ hasText: 'Feyenoord' });
    await cancelled.getByText('Afgelast').waitFor();

    await matchRow('Feyenoord').click();
    await button('Herstel').click();
    await notice('Wedstrijd hersteld').waitFor();
    await button('Afgelast').waitFor();
    expect(await journey.page.getByText('Deze wedstrijd is afgelast.').count()).toBe(0);
    expect(
      await journey.page.getByRole('spinbutton', { name: 'Dag' }).getAttribute('aria-disabled'),
    ).toBe('false');
    expect(await journey.page.locator('input[name="date"]').inputValue()).toBe('04-05-2030');
  });

  it('deletes a match after confirmation and says so when a match does not exist', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await matchRow('Ajax').click();
    await button('Verwijderen').click();
    await journey.page.getByRole('dialog').getByText('Wedstrijd verwijderen?').waitFor();
    await journey.page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await journey.page.waitForURL('**/input/matches');
    await notice('Wedstrijd verwijderd').waitFor();
    await matchRow('PSV').waitFor();
    expect(await matchRow('Ajax').count()).toBe(0);

    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches/999999'));
    await notice('Wedstrijd niet gevonden').waitFor();
    await journey.page.waitForURL('**/input/matches');

    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches/edit'));
    await journey.page.waitForURL('**/input/matches');
  });

  it('puts the played match on the start page with a direct fill button', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input'));
    const toFill = journey.page.getByRole('list').filter({ hasText: 'In te vullen' });
    await toFill.getByText('PSV').waitFor();
    expect(await toFill.getByRole('link', { name: 'Invullen' }).getAttribute('href')).toMatch(
      /\/fill$/,
    );
    await screenshot(journey.page, 'seasons-matches-input-home-phone');
    // The narrowest phones in use: nothing may overflow or collide.
    await journey.page.setViewportSize({ width: 360, height: 740 });
    await screenshot(journey.page, 'seasons-matches-input-home-360');
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await matchRow('PSV').waitFor();
    await screenshot(journey.page, 'seasons-matches-list-360');

    await journey.page.setViewportSize(DESKTOP);
    await journey.page.goto(journey.server.teamUrl('demo', '/input'));
    await journey.page.getByText('In te vullen').waitFor();
    await screenshot(journey.page, 'seasons-matches-input-home-desktop');
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await matchRow('PSV').waitFor();
    await screenshot(journey.page, 'seasons-matches-list-desktop');
    await matchRow('Feyenoord').click();
    await button('Opslaan').waitFor();
    await screenshot(journey.page, 'seasons-matches-edit-desktop');
    await journey.page.goto(journey.server.teamUrl('demo', '/input/seasons/new'));
    await field('Seizoen').waitFor();
    await screenshot(journey.page, 'seasons-matches-wizard-desktop');
  });
});
