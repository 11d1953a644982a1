import { describe, expect, it } from 'vitest';
import { screenshot, screenshotBothSizes } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { seasonStartEnabled } from '../helpers/new-season-wizard.js';
import {
  day,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
  insertTaskList,
} from '../helpers/match-fixtures.js';
import { insertFine } from '../helpers/standings-fixtures.js';

/**
 * Issue 14, "seasons and players that follow the team": a new player joins
 * the current season and can be filled in at once; the new-season wizard
 * says on its first step what still has to be done; matches still to come
 * move into the new season; task list names are unique and a new list is
 * never for a locked season.
 */
describe('seasons, players and task lists follow the team', () => {
  let unfilledMatch = 0;
  let unpaidFine = 0;

  const journey = teamJourney(async (db, teamId) => {
    const jan = await insertPlayer(db, teamId, { firstName: 'Jan', lastName: 'Jansen' });
    const piet = await insertPlayer(db, teamId, { firstName: 'Piet', lastName: 'Bakker' });
    await insertSeason(db, teamId, { description: '2025-2026', playerIds: [jan] });
    const season = await insertSeason(db, teamId, {
      description: '2026-2027',
      playerIds: [jan, piet],
    });
    unfilledMatch = await insertMatch(db, teamId, season, {
      date: day(-1),
      opponent: 'Groen',
    });
    await insertMatch(db, teamId, season, { date: day(5), opponent: 'Rood' });
    await insertMatch(db, teamId, season, { date: day(20), opponent: 'Blauw' });
    const late = await insertFineType(db, teamId, { description: 'Te laat', amountCents: 250 });
    unpaidFine = await insertFine(db, teamId, {
      seasonId: season,
      playerId: jan,
      fineTypeId: late,
      date: day(-3),
    });
    await insertTaskList(db, teamId, { name: 'Wassen' });
  });

  const field = (label: string) => journey.page.getByLabel(label, { exact: true });
  const button = (name: string) => journey.page.getByRole('button', { name, exact: true });

  it('adds a new player to the current season, so the fill wizard offers him', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/players/new'));
    const joins = journey.page.getByRole('switch', { name: 'Toevoegen aan het huidige seizoen' });
    await joins.waitFor();
    expect(await joins.isChecked()).toBe(true);
    await journey.page.getByText('Dan doet de speler meteen mee in seizoen 2026-2027.').waitFor();
    await field('Voornaam').fill('Nieuw');
    await field('Achternaam').fill('Lid');
    await screenshotBothSizes(journey.page, 'seasons-follow-player-new');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/players');

    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${unfilledMatch}/fill`));
    await journey.page.getByRole('switch', { name: /^Nieuw Lid/ }).waitFor();
    expect(await journey.page.getByRole('switch', { name: /^Jan Jansen/ }).isVisible()).toBe(true);
  });

  it('keeps a player out of the season when the switch is off', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/players/new'));
    await journey.page.getByRole('switch', { name: 'Toevoegen aan het huidige seizoen' }).uncheck();
    await field('Voornaam').fill('Gast');
    await field('Achternaam').fill('Speler');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/players');

    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${unfilledMatch}/fill`));
    await journey.page.getByRole('switch', { name: /^Nieuw Lid/ }).waitFor();
    expect(await journey.page.getByRole('switch', { name: /^Gast Speler/ }).count()).toBe(0);
  });

  it('shows on the first step of the new-season wizard what still blocks it, and what to do', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/seasons/new'));
    await journey.page.getByText('Seizoen heeft nog niet ingevulde wedstrijden').waitFor();
    await journey.page.getByText('Seizoen heeft nog niet betaalde boetes').waitFor();
    await journey.page.getByText('Nog 1 boete staat open.', { exact: false }).waitFor();
    expect(await field('Seizoen').inputValue()).toBe('2027-2028');
    expect(await button('Volgende').isDisabled()).toBe(true);
    await screenshotBothSizes(journey.page, 'seasons-follow-wizard-blockers');

    await journey.page.getByRole('link', { name: /Groen invullen$/ }).click();
    await journey.page.waitForURL(`**/input/matches/${unfilledMatch}/fill`);
    await journey.page.goBack();
    await journey.page.getByRole('link', { name: 'Naar boetes' }).click();
    await journey.page.waitForURL('**/input/fines');

    // Done elsewhere (the fill wizard and the fine list have tests of their own).
    const db = journey.server.database.db;
    await db.updateTable('matches').set({ filled: 1 }).where('id', '=', unfilledMatch).execute();
    await db.updateTable('fines').set({ paid: 1 }).where('id', '=', unpaidFine).execute();
    await journey.page.goto(journey.server.teamUrl('demo', '/input/seasons/new'));
    await field('Seizoen').waitFor();
    expect(await button('Volgende').isDisabled()).toBe(false);
    expect(await journey.page.getByText('Seizoen heeft nog niet').count()).toBe(0);
  });

  it('moves the matches still to come into the new season', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/seasons/new'));
    await field('Seizoen').waitFor();
    await button('Volgende').click();
    await journey.page.getByText(/van \d+ gekozen/).waitFor();
    await button('Volgende').click();

    const moving = journey.page.getByRole('switch', {
      name: '2 komende wedstrijden meenemen naar het nieuwe seizoen',
    });
    await moving.waitFor();
    expect(await moving.isChecked()).toBe(true);
    const coming = journey.page.getByRole('list', { name: 'Komende wedstrijden' });
    expect(await coming.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Rood'),
      expect.stringContaining('Blauw'),
    ]);
    await journey.page.getByText('Ze gaan mee, met de aanmeldingen die er al zijn.').waitFor();
    await moving.uncheck();
    await journey.page
      .getByText('Ze blijven in seizoen 2026-2027 en worden daarmee afgesloten.')
      .waitFor();
    await moving.check();
    await screenshotBothSizes(journey.page, 'seasons-follow-wizard-future-matches');

    await seasonStartEnabled(journey.page);
    await button('Seizoen starten').click();
    await journey.page.waitForURL('**/input/seasons');

    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await journey.page.getByText('Seizoen 2027-2028').waitFor();
    const upcoming = journey.page.getByRole('list', { name: 'Komende wedstrijden' });
    await upcoming.getByText('Rood').waitFor();
    expect(await upcoming.getByText('Blauw').isVisible()).toBe(true);
    expect(await journey.page.getByText('Groen').count()).toBe(0);
    await screenshot(journey.page, 'seasons-follow-matches-new-season-phone');
  });

  it("refuses a task list name that exists with 'Naam bestaat al' and offers no locked season", async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/task-lists/new'));
    await field('Naam').fill('wassen');
    await journey.page.getByRole('combobox', { name: 'Seizoen' }).click();
    const options = await journey.page.getByRole('option').allTextContents();
    expect(options).toEqual(['Alle seizoenen', '2027-2028']);
    await journey.page.getByRole('option', { name: '2027-2028' }).click();
    await button('Opslaan').click();
    await journey.page.getByText('Naam bestaat al').waitFor();
    expect(journey.page.url()).toMatch(/\/input\/task-lists\/new$/);
    await screenshotBothSizes(journey.page, 'seasons-follow-task-list-duplicate');

    await field('Naam').fill('Wassen na de wedstrijd');
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/task-lists');
    await journey.page.getByText('Wassen na de wedstrijd').waitFor();
  });
});
