import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { insertPlayer, insertSeason } from '../helpers/fine-fixtures.js';
import { DESKTOP, screenshot } from '../helpers/browser.js';
import { startTeamJourney } from '../helpers/e2e-session.js';
import type { TestServer } from '../helpers/test-server.js';

/**
 * A team member, logged in with the pin, sets up fine types, fines a player,
 * marks the fine paid, duplicates a type and books income and an expense.
 */
describe('data entry: fines, fine types and transactions', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ server, context, page } = await startTeamJourney(async (db, teamId) => {
      const jan = await insertPlayer(db, teamId, 'Jan', 'Jansen');
      const piet = await insertPlayer(db, teamId, 'Piet', 'Bakker', 'Pietje');
      await insertSeason(db, teamId, '2026-2027', [jan, piet]);
    }));
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  // Playwright's own waits last 30 s; expect.poll's default of 1 s is too short for a first page load.
  const poll = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 10_000 });
  const notice = (text: string) => page.getByRole('alert').filter({ hasText: text });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const save = () => page.getByRole('button', { name: 'Opslaan' }).click();
  const address = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  async function chooseOption(label: string, option: string | RegExp) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  }

  async function confirm(button: string) {
    await page.getByRole('dialog').getByRole('button', { name: button }).click();
  }

  it('adds fine types with an amount and with a task', async () => {
    await page.goto(server.teamUrl('demo', '/input/fines?tab=types'));
    await page.getByText('Geen boetetypes gevonden').waitFor();

    await page.getByRole('link', { name: 'Boetetype' }).click();
    await page.waitForURL('**/input/fines/types/new');
    await save();
    await page.getByText('Omschrijving is verplicht').waitFor();
    expect(await page.getByText('Bedrag of taak is verplicht').isVisible()).toBe(true);

    await field('Omschrijving').fill('Te laat');
    await page.getByLabel('Wedstrijdboete').check();
    await field('Bedrag').fill('2,5');
    expect(await field('Taak').isDisabled()).toBe(true);
    await screenshot(page, 'fines-type-new-phone');
    await save();

    await page.waitForURL('**/input/fines?tab=types');
    const late = page.getByRole('link', { name: /Te laat/ });
    await poll(() => late.textContent()).toContain('€ 2,50');
    expect(await late.textContent()).toContain('Wedstrijd');

    await page.getByRole('link', { name: 'Boetetype' }).click();
    await field('Omschrijving').fill('Bardienst vergeten');
    await field('Taak').fill('Bardienst draaien');
    expect(await field('Bedrag').isDisabled()).toBe(true);
    await save();
    await page.waitForURL('**/input/fines?tab=types');
    await poll(() =>
      page.getByRole('link', { name: /Bardienst vergeten/ }).textContent(),
    ).toContain('Bardienst draaien');

    // The same description again: refused, with the cursor back in the description.
    await page.getByRole('link', { name: 'Boetetype' }).click();
    await field('Omschrijving').fill('Te laat');
    await field('Bedrag').fill('1');
    await save();
    await page.getByText('Omschrijving bestaat al').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'description',
    );
    // Back with the refused input still in the form: it asks before throwing it away.
    await page.goBack();
    const question = page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    await question.getByRole('button', { name: 'Verder bewerken' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await field('Omschrijving').inputValue()).toBe('Te laat');
    await page.goBack();
    await question.getByRole('button', { name: 'Weggooien' }).click();
    await page.waitForURL('**/input/fines?tab=types');
    await screenshot(page, 'fines-types-phone');
  });

  it('gives a manual fine, marks it paid and cannot delete it then', async () => {
    await page
      .getByRole('tablist', { name: 'Boetes en boetetypes' })
      .getByRole('tab', { name: 'Boetes' })
      .click();
    await page.getByText('Geen boetes gevonden').waitFor();

    await page.getByRole('link', { name: 'Boete', exact: true }).click();
    await page.waitForURL('**/input/fines/new');
    await save();
    await page.getByText('Speler is verplicht').waitFor();
    expect(await page.getByText('Boete is verplicht').isVisible()).toBe(true);
    expect(await page.getByText('Omschrijving is verplicht').isVisible()).toBe(true);

    await chooseOption('Speler', 'Pietje');
    await chooseOption('Boete', /Te laat/);
    // The type's description is a head start for the fine's own.
    expect(await field('Omschrijving').inputValue()).toBe('Te laat');
    await field('Omschrijving').fill('Te laat op training');
    await screenshot(page, 'fines-new-phone');
    await save();

    await page.waitForURL('**/input/fines');
    const fine = page.getByRole('button', { name: /Pietje, Te laat/ });
    await poll(() => fine.textContent()).toContain('Te laat op training');
    expect(await fine.textContent()).toContain('€ 2,50');
    const amounts = page.getByRole('region', { name: 'Bedragen' });
    expect(await amounts.textContent()).toBe('Totaal€ 2,50Openstaand€ 2,50');
    expect(await fine.getAttribute('aria-pressed')).toBe('false');

    // Paid, with an undo that really restores it.
    await fine.click();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
    await poll(() => amounts.textContent()).toBe('Totaal€ 2,50Openstaand€ 0,-');
    const paidNotice = notice('Boete betaald');
    await paidNotice.getByRole('button', { name: 'Ongedaan maken' }).click();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('false');
    await poll(() => amounts.textContent()).toBe('Totaal€ 2,50Openstaand€ 2,50');
    await page.reload();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('false');
    await fine.click();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
    await poll(() => amounts.textContent()).toBe('Totaal€ 2,50Openstaand€ 0,-');
    await page.reload();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'fines-list-phone');

    await page.getByRole('link', { name: 'Boete van Pietje bewerken' }).click();
    await page.getByText('Deze boete is betaald.').waitFor();
    // Deleting would be refused: the button says why instead of failing after a confirm.
    await page.getByText('Boete is reeds betaald').waitFor();
    expect(await page.getByRole('button', { name: 'Verwijderen' }).isDisabled()).toBe(true);
    await screenshot(page, 'fines-delete-paid-phone');
    await page.getByRole('button', { name: 'Terug' }).click();
    await page.waitForURL('**/input/fines');
    await fine.waitFor();
  });

  it('duplicates a type that has fines', async () => {
    await page.goto(server.teamUrl('demo', '/input/fines?tab=types'));
    await page.getByRole('link', { name: /Te laat/ }).click();
    await page.waitForURL(/\/input\/fines\/types\/\d+$/);
    const original = address();
    await page.getByText('Er zijn al boetes van dit type gegeven.', { exact: false }).waitFor();
    expect(await field('Bedrag').isDisabled()).toBe(true);
    expect(await field('Taak').isDisabled()).toBe(true);
    await screenshot(page, 'fines-type-has-fines-phone');

    await page.getByRole('button', { name: 'Dupliceren' }).click();
    await confirm('Dupliceren');
    await notice('Boetetype gedupliceerd').waitFor();
    await poll(async () => address()).not.toBe(original);
    // The copy has no fines yet: its amount can change.
    await poll(() => field('Bedrag').isDisabled()).toBe(false);
    expect(await field('Bedrag').inputValue()).toBe('2,50');
    await field('Bedrag').fill('3');
    await save();
    await page.waitForURL('**/input/fines?tab=types');

    const late = page.getByRole('link', { name: /Te laat/ });
    await poll(() => late.textContent()).toContain('€ 3,-');
    expect(await late.count()).toBe(1);
    await page.getByLabel('Toon inactieve').check();
    await page.waitForURL('**/input/fines?tab=types&showObsolete=true');
    await poll(() => late.count()).toBe(2);
    expect(await page.getByRole('link', { name: /Te laat.*Inactief/ }).textContent()).toContain(
      '€ 2,50',
    );
    await screenshot(page, 'fines-types-obsolete-phone');
  });

  it('books income and an expense', async () => {
    await page.goto(server.teamUrl('demo', '/input/transactions'));
    await page.getByText('Geen transacties gevonden').waitFor();

    await page.getByRole('link', { name: 'Transactie' }).click();
    await page.waitForURL('**/input/transactions/new');
    await save();
    await page.getByText('Bedrag is verplicht').waitFor();
    expect(await page.getByText('Omschrijving is verplicht').isVisible()).toBe(true);
    expect(await page.getByText('Kies inkomsten of uitgaven').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Inkomsten' }).click();
    await field('Bedrag').fill('2,555');
    await field('Omschrijving').fill('Sponsor bakker');
    await save();
    await page.getByText('Geef een geldig bedrag op').waitFor();
    await field('Bedrag').fill('150');
    await screenshot(page, 'transactions-new-phone');
    await save();
    await page.waitForURL('**/input/transactions');

    await page.getByRole('link', { name: 'Transactie' }).click();
    await page.getByRole('button', { name: 'Uitgaven' }).click();
    await field('Bedrag').fill('24,95');
    await field('Omschrijving').fill('Nieuwe ballen');
    await save();
    await page.waitForURL('**/input/transactions');

    const income = page.getByRole('link', { name: /Sponsor bakker/ });
    const expense = page.getByRole('link', { name: /Nieuwe ballen/ });
    await poll(() => expense.textContent()).toContain('− € 24,95');
    expect(await income.textContent()).toContain('+ € 150,-');
    expect(await page.getByRole('region', { name: 'Bedragen' }).textContent()).toBe(
      'Inkomsten€ 150,-Uitgaven€ 24,95Saldo€ 125,05',
    );
    await screenshot(page, 'transactions-list-phone');

    // Change the expense, then delete it.
    await expense.click();
    await poll(() => field('Bedrag').inputValue()).toBe('24,95');
    await field('Bedrag').fill('30');
    await save();
    await page.waitForURL('**/input/transactions');
    await poll(() => expense.textContent()).toContain('− € 30,-');
    await expense.click();
    await page.getByRole('button', { name: 'Verwijderen' }).click();
    await confirm('Verwijderen');
    await page.waitForURL('**/input/transactions');
    await poll(() => expense.count()).toBe(0);
    expect(await income.isVisible()).toBe(true);

    // The delete can be undone for a few seconds: the transaction comes back as it was.
    await notice('Transactie verwijderd').getByRole('button', { name: 'Ongedaan maken' }).click();
    await poll(() => expense.textContent()).toContain('− € 30,-');
    await notice('Ongedaan gemaakt').waitFor();
    await page.reload();
    await poll(() => expense.textContent()).toContain('− € 30,-');
    // Both steps are in the audit trail.
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('entity', '=', 'transaction')
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action).slice(-2)).toEqual(['deleted', 'created']);
  });

  it('says so when a fine, fine type or transaction does not exist, and goes back', async () => {
    for (const [path, message, list] of [
      ['/input/fines/99999', 'Boete niet gevonden', '/input/fines'],
      ['/input/fines/types/99999', 'Boetetype niet gevonden', '/input/fines?tab=types'],
      ['/input/transactions/99999', 'Transactie niet gevonden', '/input/transactions'],
    ] as const) {
      await page.goto(server.teamUrl('demo', path));
      await notice(message).waitFor();
      await poll(async () => address()).toBe(list);
    }
  });

  it('looks right on a desktop', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(server.teamUrl('demo', '/input/fines'));
    await page.getByRole('button', { name: /Pietje, Te laat/ }).waitFor();
    await screenshot(page, 'fines-list-desktop');
    await page.goto(server.teamUrl('demo', '/input/fines?tab=types&showObsolete=true'));
    await page.getByRole('link', { name: /Bardienst/ }).waitFor();
    await screenshot(page, 'fines-types-desktop');
    await page.goto(server.teamUrl('demo', '/input/fines/new'));
    await page.getByRole('button', { name: 'Opslaan' }).waitFor();
    await screenshot(page, 'fines-new-desktop');
    await page.goto(server.teamUrl('demo', '/input/transactions'));
    await page.getByRole('link', { name: /Sponsor bakker/ }).click();
    await poll(() => field('Bedrag').inputValue()).toBe('150,00');
    await screenshot(page, 'transactions-edit-desktop');
  });
});
