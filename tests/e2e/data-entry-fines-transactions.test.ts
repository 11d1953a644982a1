import { describe, expect, it } from 'vitest';
import { insertPlayer, insertSeason } from '../helpers/fine-fixtures.js';
import { DESKTOP, hydrated, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';

/**
 * A team member, logged in with the pin, sets up fine types, fines a player,
 * marks the fine paid, duplicates a type and books income and an expense.
 */
describe('data entry: fines, fine types and transactions', () => {
  const journey = teamJourney(async (db, teamId) => {
    const jan = await insertPlayer(db, teamId, 'Jan', 'Jansen');
    const piet = await insertPlayer(db, teamId, 'Piet', 'Bakker', 'Pietje');
    await insertSeason(db, teamId, '2026-2027', [jan, piet]);
  });

  // Playwright's own waits last 30 s; expect.poll's default of 1 s is too short for a first page load.
  const poll = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 10_000 });
  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });
  const field = (label: string) => journey.page.getByLabel(label, { exact: true });
  const save = () => journey.page.getByRole('button', { name: 'Opslaan' }).click();
  const address = () => {
    const url = new URL(journey.page.url());
    return url.pathname + url.search;
  };

  async function chooseOption(label: string, option: string | RegExp) {
    await journey.page.getByRole('combobox', { name: label }).click();
    await journey.page.getByRole('option', { name: option }).click();
  }

  async function confirm(button: string) {
    await journey.page.getByRole('dialog').getByRole('button', { name: button }).click();
  }

  it('adds fine types with an amount and with a task', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines?tab=types'));
    await journey.page.getByText('Geen boetetypes gevonden').waitFor();

    await hydrated(journey.page.getByRole('link', { name: 'Boetetype' }));
    await journey.page.getByRole('link', { name: 'Boetetype' }).click();
    await journey.page.waitForURL('**/input/fines/types/new');
    await save();
    await journey.page.getByText('Omschrijving is verplicht').waitFor();
    expect(await journey.page.getByText('Bedrag of taak is verplicht').isVisible()).toBe(true);

    await field('Omschrijving').fill('Te laat');
    await journey.page.getByLabel('Wedstrijdboete').check();
    await field('Bedrag').fill('2,5');
    expect(await field('Taak').isDisabled()).toBe(true);
    await screenshot(journey.page, 'fines-type-new-phone');
    await save();

    await journey.page.waitForURL('**/input/fines?tab=types');
    const late = journey.page.getByRole('link', { name: /Te laat/ });
    await poll(() => late.textContent()).toContain('€ 2,50');
    expect(await late.textContent()).toContain('Wedstrijd');

    await journey.page.getByRole('link', { name: 'Boetetype' }).click();
    await field('Omschrijving').fill('Bardienst vergeten');
    await field('Taak').fill('Bardienst draaien');
    expect(await field('Bedrag').isDisabled()).toBe(true);
    await save();
    await journey.page.waitForURL('**/input/fines?tab=types');
    await poll(() =>
      journey.page.getByRole('link', { name: /Bardienst vergeten/ }).textContent(),
    ).toContain('Bardienst draaien');

    // The same description again: refused, with the cursor back in the description.
    await journey.page.getByRole('link', { name: 'Boetetype' }).click();
    await field('Omschrijving').fill('Te laat');
    await field('Bedrag').fill('1');
    await save();
    await journey.page.getByText('Omschrijving bestaat al').waitFor();
    expect(await journey.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'description',
    );
    // Back with the refused input still in the form: it asks before throwing it away.
    await journey.page.goBack();
    const question = journey.page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
    await question.getByRole('button', { name: 'Verder bewerken' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await field('Omschrijving').inputValue()).toBe('Te laat');
    await journey.page.goBack();
    await question.getByRole('button', { name: 'Weggooien' }).click();
    await journey.page.waitForURL('**/input/fines?tab=types');
    await screenshot(journey.page, 'fines-types-phone');
  });

  it('gives a manual fine, marks it paid and cannot delete it then', async () => {
    await journey.page
      .getByRole('tablist', { name: 'Boetes en boetetypes' })
      .getByRole('tab', { name: 'Boetes' })
      .click();
    await journey.page.getByText('Geen boetes gevonden').waitFor();

    await journey.page.getByRole('link', { name: 'Boete', exact: true }).click();
    await journey.page.waitForURL('**/input/fines/new');
    await save();
    await journey.page.getByText('Speler is verplicht').waitFor();
    expect(await journey.page.getByText('Boete is verplicht').isVisible()).toBe(true);
    expect(await journey.page.getByText('Omschrijving is verplicht').isVisible()).toBe(true);

    await chooseOption('Speler', 'Pietje');
    await chooseOption('Boete', /Te laat/);
    // The type's description is a head start for the fine's own.
    expect(await field('Omschrijving').inputValue()).toBe('Te laat');
    await field('Omschrijving').fill('Te laat op training');
    await screenshot(journey.page, 'fines-new-phone');
    await save();

    await journey.page.waitForURL('**/input/fines');
    const fine = journey.page.getByRole('button', { name: /Pietje, Te laat/ });
    await poll(() => fine.textContent()).toContain('Te laat op training');
    expect(await fine.textContent()).toContain('€ 2,50');
    const amounts = journey.page.getByRole('region', { name: 'Bedragen' });
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
    await notice('Ongedaan gemaakt').waitFor();
    await journey.page.reload();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('false');
    await hydrated(fine);
    await fine.click();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
    await poll(() => amounts.textContent()).toBe('Totaal€ 2,50Openstaand€ 0,-');
    // Saved once it says so: the row turns at the tap, the notice comes with the server's answer.
    await notice('Boete betaald').waitFor();
    await journey.page.reload();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
    await screenshot(journey.page, 'fines-list-phone');

    await journey.page.getByRole('link', { name: 'Boete van Pietje bewerken' }).click();
    await journey.page.getByText('Deze boete is betaald.').waitFor();
    // Deleting would be refused: the button says why instead of failing after a confirm.
    await journey.page.getByText('Boete is reeds betaald').waitFor();
    expect(await journey.page.getByRole('button', { name: 'Verwijderen' }).isDisabled()).toBe(true);
    await screenshot(journey.page, 'fines-delete-paid-phone');
    await journey.page.getByRole('button', { name: 'Terug' }).click();
    await journey.page.waitForURL('**/input/fines');
    await fine.waitFor();
  });

  it('duplicates a type that has fines', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines?tab=types'));
    await hydrated(journey.page.getByRole('link', { name: /Te laat/ }));
    await journey.page.getByRole('link', { name: /Te laat/ }).click();
    await journey.page.waitForURL(/\/input\/fines\/types\/\d+$/);
    const original = address();
    await journey.page
      .getByText('Er zijn al boetes van dit type gegeven.', { exact: false })
      .waitFor();
    expect(await field('Bedrag').isDisabled()).toBe(true);
    expect(await field('Taak').isDisabled()).toBe(true);
    await screenshot(journey.page, 'fines-type-has-fines-phone');

    await journey.page.getByRole('button', { name: 'Dupliceren' }).click();
    await confirm('Dupliceren');
    await notice('Boetetype gedupliceerd').waitFor();
    await poll(async () => address()).not.toBe(original);
    // The copy has no fines yet: its amount can change.
    await poll(() => field('Bedrag').isDisabled()).toBe(false);
    expect(await field('Bedrag').inputValue()).toBe('2,50');
    await field('Bedrag').fill('3');
    await save();
    await journey.page.waitForURL('**/input/fines?tab=types');

    const late = journey.page.getByRole('link', { name: /Te laat/ });
    await poll(() => late.textContent()).toContain('€ 3,-');
    expect(await late.count()).toBe(1);
    await journey.page.getByLabel('Toon inactieve').check();
    await journey.page.waitForURL('**/input/fines?tab=types&showObsolete=true');
    await poll(() => late.count()).toBe(2);
    expect(
      await journey.page.getByRole('link', { name: /Te laat.*Inactief/ }).textContent(),
    ).toContain('€ 2,50');
    await screenshot(journey.page, 'fines-types-obsolete-phone');
  });

  it('books income and an expense', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/transactions'));
    await journey.page.getByText('Geen transacties gevonden').waitFor();

    await hydrated(journey.page.getByRole('link', { name: 'Transactie' }));
    await journey.page.getByRole('link', { name: 'Transactie' }).click();
    await journey.page.waitForURL('**/input/transactions/new');
    await save();
    await journey.page.getByText('Bedrag is verplicht').waitFor();
    expect(await journey.page.getByText('Omschrijving is verplicht').isVisible()).toBe(true);
    expect(await journey.page.getByText('Kies inkomsten of uitgaven').isVisible()).toBe(true);

    await journey.page.getByRole('button', { name: 'Inkomsten' }).click();
    await field('Bedrag').fill('2,555');
    await field('Omschrijving').fill('Sponsor bakker');
    await save();
    await journey.page.getByText('Geef een geldig bedrag op').waitFor();
    await field('Bedrag').fill('150');
    await screenshot(journey.page, 'transactions-new-phone');
    await save();
    await journey.page.waitForURL('**/input/transactions');

    await journey.page.getByRole('link', { name: 'Transactie' }).click();
    await journey.page.getByRole('button', { name: 'Uitgaven' }).click();
    await field('Bedrag').fill('24,95');
    await field('Omschrijving').fill('Nieuwe ballen');
    await save();
    await journey.page.waitForURL('**/input/transactions');

    const income = journey.page.getByRole('link', { name: /Sponsor bakker/ });
    const expense = journey.page.getByRole('link', { name: /Nieuwe ballen/ });
    await poll(() => expense.textContent()).toContain('− € 24,95');
    expect(await income.textContent()).toContain('+ € 150,-');
    expect(await journey.page.getByRole('region', { name: 'Bedragen' }).textContent()).toBe(
      'Inkomsten€ 150,-Uitgaven€ 24,95Saldo€ 125,05',
    );
    await screenshot(journey.page, 'transactions-list-phone');

    // Change the expense, then delete it.
    await expense.click();
    await poll(() => field('Bedrag').inputValue()).toBe('24,95');
    await field('Bedrag').fill('30');
    await save();
    await journey.page.waitForURL('**/input/transactions');
    await poll(() => expense.textContent()).toContain('− € 30,-');
    await expense.click();
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await confirm('Verwijderen');
    await journey.page.waitForURL('**/input/transactions');
    await poll(() => expense.count()).toBe(0);
    expect(await income.isVisible()).toBe(true);

    // The delete can be undone for a few seconds: the transaction comes back as it was.
    await notice('Transactie verwijderd').getByRole('button', { name: 'Ongedaan maken' }).click();
    await poll(() => expense.textContent()).toContain('− € 30,-');
    await notice('Ongedaan gemaakt').waitFor();
    await journey.page.reload();
    await poll(() => expense.textContent()).toContain('− € 30,-');
    // Both steps are in the audit trail.
    const audit = await journey.server.database.db
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
      await journey.page.goto(journey.server.teamUrl('demo', path));
      await notice(message).waitFor();
      await poll(async () => address()).toBe(list);
    }
  });

  it('looks right on a desktop', async () => {
    await journey.page.setViewportSize(DESKTOP);
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines'));
    await journey.page.getByRole('button', { name: /Pietje, Te laat/ }).waitFor();
    await screenshot(journey.page, 'fines-list-desktop');
    await journey.page.goto(
      journey.server.teamUrl('demo', '/input/fines?tab=types&showObsolete=true'),
    );
    await journey.page.getByRole('link', { name: /Bardienst/ }).waitFor();
    await screenshot(journey.page, 'fines-types-desktop');
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines/new'));
    await journey.page.getByRole('button', { name: 'Opslaan' }).waitFor();
    await screenshot(journey.page, 'fines-new-desktop');
    await journey.page.goto(journey.server.teamUrl('demo', '/input/transactions'));
    await hydrated(journey.page.getByRole('link', { name: /Sponsor bakker/ }));
    await journey.page.getByRole('link', { name: /Sponsor bakker/ }).click();
    await poll(() => field('Bedrag').inputValue()).toBe('150,00');
    await screenshot(journey.page, 'transactions-edit-desktop');
  });
});
