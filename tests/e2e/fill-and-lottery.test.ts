import { describe, expect, it } from 'vitest';
import { animationsEnded, screenshot, screenshotBothSizes } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { holdFirstPaidWrite, holdFirstWrite } from '../helpers/held-writes.js';
import { insertMatchToFill } from '../helpers/journey-seeds.js';
import { day, insertFineType, insertMatch, insertTaskList } from '../helpers/match-fixtures.js';

/**
 * Match day: a team member fills in a played match through the five steps,
 * resets it (and undoes that once), fills it again, sees the reset refused once
 * a fine is paid, and then runs a lottery for a task list through its four steps.
 */
describe('filling a match and task-list lotteries', () => {
  let matchId = 0;

  const journey = teamJourney(async (db, teamId) => {
    const toFill = await insertMatchToFill(db, teamId, { squad: 4 });
    matchId = toFill.matchId;
    await insertMatch(db, teamId, toFill.season, { date: day(6), opponent: 'Rood' });
    await insertFineType(db, teamId, { description: 'Gele kaart', amountCents: 500 });
    await insertFineType(db, teamId, {
      description: 'Contributie',
      amountCents: 5000,
      matchRelated: false,
    });
    await insertTaskList(db, teamId, { name: 'Ballen' });
  });

  const poll = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 10_000 });
  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });
  /** Clicks, then moves the mouse away: a notice appearing under the cursor would not hide. */
  async function press(name: string) {
    await button(name).click();
    await journey.page.mouse.move(1, 1);
  }
  const button = (name: string | RegExp) =>
    journey.page.getByRole('button', { name, exact: typeof name === 'string' });
  // A step button's name also holds the step's number.
  const step = (name: string) =>
    journey.page
      .getByRole('tablist', { name: 'Stappen' })
      .getByRole('tab', { name: new RegExp(`${name}$`) });
  const dialog = () => journey.page.getByRole('dialog');
  const attendance = (name: string) =>
    journey.page.getByRole('switch', { name: new RegExp(`^${name}`) });
  const section = (name: string) => journey.page.getByRole('region', { name });

  it('fills a played match through the five steps', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${matchId}/fill`));
    await journey.page.getByRole('heading', { name: 'VV Demo – Groen' }).waitFor();
    await attendance('Kees de Vries').waitFor();
    // Only visited steps can be chosen.
    expect(await step('Doelpunten').isDisabled()).toBe(true);

    await attendance('Kees de Vries').click();
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');
    await journey.page.getByText('3 van 4 aanwezig').waitFor();
    await screenshotBothSizes(journey.page, 'fill-attendance');
    await button('Volgende').click();

    // Fines: only match-related types are offered; an unsaved fine cannot be paid yet.
    await button('Boete toevoegen').click();
    await dialog().getByRole('button', { name: 'Jan Jansen' }).click();
    expect(
      await dialog()
        .getByRole('button', { name: /Contributie/ })
        .count(),
    ).toBe(0);
    await dialog()
      .getByRole('button', { name: /Te laat/ })
      .click();
    const unsavedFine = journey.page.getByRole('button', {
      name: 'Jan Jansen, Te laat: niet betaald',
    });
    await unsavedFine.waitFor();
    await unsavedFine.click();
    await notice('Sla de gegevens eerst op').waitFor();
    // The same fine twice is not possible.
    await button('Boete toevoegen').click();
    await dialog().getByRole('button', { name: 'Jan Jansen' }).click();
    expect(
      await dialog()
        .getByRole('button', { name: /Te laat/ })
        .isDisabled(),
    ).toBe(true);
    // The sheet slides in: the screenshot shows it in place.
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'fill-fine-dialog-phone');
    await dialog().getByRole('button', { name: 'Sluiten' }).click();
    await screenshotBothSizes(journey.page, 'fill-fines');
    await button('Volgende').click();

    // Goals: only the present players, with a counter each.
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Jan Jansen' }).waitFor();
    expect(
      await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Kees de Vries' }).count(),
    ).toBe(0);
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Jan Jansen' }).click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Jan Jansen' }).click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Piet Bakker' }).click();
    await journey.page.getByText('Totaal 3').waitFor();
    await screenshotBothSizes(journey.page, 'fill-goals');

    // Back to attendance: a scorer cannot be marked absent; nothing entered is lost.
    await step('Aanwezigheid').click();
    await attendance('Jan Jansen').getByText('2 doelpunten · Speler heeft doelpunten').waitFor();
    expect(await attendance('Jan Jansen').isDisabled()).toBe(true);
    expect(await attendance('Jan Jansen').getAttribute('aria-checked')).toBe('true');
    await step('Doelpunten').click();
    await journey.page.getByText('Totaal 3').waitFor();
    await button('Volgende').click();

    // Tasks: one picked by hand, one by lottery among the present players.
    await section('Wassen').getByRole('button', { name: 'Kies speler' }).click();
    await dialog().getByRole('button', { name: 'Piet Bakker' }).click();
    await section('Wassen').getByText('Piet Bakker').waitFor();
    await section('Ballen').getByRole('button', { name: 'Loten' }).click();
    await notice('doet Ballen').waitFor();
    const drawn = (await section('Ballen').locator('.MuiChip-label').allTextContents()).join();
    expect(['Jan Jansen', 'Piet Bakker', 'Bram Smit']).toContain(drawn);
    await screenshotBothSizes(journey.page, 'fill-tasks');
    await button('Volgende').click();

    // Overview: everything before saving, the result first.
    await section('Afwezig').getByText('Kees de Vries').waitFor();
    expect(await section('Uitslag').textContent()).toBe('UitslagVV Demo – Groen 3–0');
    expect(await section('Doelpunten').textContent()).toMatch(/Jan Jansen2.*Piet Bakker1/);
    expect(await section('Boetes').textContent()).toContain('€ 2,50');
    expect(await section('Taken').textContent()).toContain('Wassen');
    await screenshotBothSizes(journey.page, 'fill-overview');
    await press('Opslaan');
    await notice('Wedstrijd opgeslagen').waitFor();
    await button('Reset').waitFor();
    await notice('Wedstrijd opgeslagen').waitFor({ state: 'hidden' });
    // A filled match shows its overview and cannot be navigated.
    expect(await step('Aanwezigheid').isDisabled()).toBe(true);
    await screenshotBothSizes(journey.page, 'fill-saved');
  });

  it('undoes a reset: the same filled match is back', async () => {
    await button('Reset').click();
    await dialog().getByRole('button', { name: 'Reset' }).click();
    await notice('Wedstrijd is gereset').getByRole('button', { name: 'Ongedaan maken' }).click();
    await notice('Ongedaan gemaakt').waitFor();
    await button('Reset').waitFor();
    await section('Afwezig').getByText('Kees de Vries').waitFor();
    expect(await section('Doelpunten').textContent()).toMatch(/Jan Jansen2.*Piet Bakker1/);
    expect(await section('Boetes').textContent()).toContain('€ 2,50');
    expect(await section('Taken').textContent()).toContain('Wassen');
    await journey.page.reload();
    await button('Reset').waitFor();
    await section('Afwezig').getByText('Kees de Vries').waitFor();
  });

  it('resets the match and fills it again', async () => {
    await button('Reset').click();
    await dialog().getByRole('button', { name: 'Reset' }).click();
    await notice('Wedstrijd is gereset').waitFor();
    // The wizard starts over with what the match held.
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');
    await step('Overzicht').click();
    await section('Doelpunten').getByText('Jan Jansen').waitFor();
    await press('Opslaan');
    await notice('Wedstrijd opgeslagen').waitFor();
    await notice('Wedstrijd opgeslagen').waitFor({ state: 'hidden' });
  });

  it('pays a fine on the overview, and then refuses the reset', async () => {
    const fine = journey.page.getByRole('button', { name: /^Jan Jansen, Te laat/ });
    expect(await fine.getAttribute('aria-pressed')).toBe('false');
    await fine.click();
    await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
    // Saved once it says so (the row turns at the tap): leaving earlier could lose the write.
    await notice('Boete betaald').waitFor();
    // Paid in the database too; a filled match's overview is one tap away on the matches list.
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    const view = journey.page.getByRole('link', { name: 'Groen bekijken' });
    await view.waitFor();
    // The match still to come has no action yet.
    expect(
      await journey.page.getByRole('link', { name: /^Rood (bekijken|invullen)$/ }).count(),
    ).toBe(0);
    await screenshotBothSizes(journey.page, 'match-list-filled');
    await view.click();
    await journey.page.waitForURL(`**/input/matches/${matchId}/fill`);
    await poll(() =>
      journey.page
        .getByRole('button', { name: /^Jan Jansen, Te laat/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // Reset would be refused: the button says why instead of failing after a confirm.
    await journey.page.getByText('Wedstrijd heeft betaalde boetes').waitFor();
    expect(await button('Reset').isDisabled()).toBe(true);
    await screenshot(journey.page, 'fill-reset-refused-phone');
  });

  it('keeps the last of two quick taps on a fine of the overview, while the first is still saving', async () => {
    const fine = journey.page.getByRole('button', { name: /^Jan Jansen, Te laat/ });
    const paidFines = () =>
      journey.server.database.db
        .selectFrom('fines')
        .select('id')
        .where('match_id', '=', matchId)
        .where('paid', '=', 1)
        .execute();
    const paid = await paidFines();
    expect(paid).toHaveLength(1);
    // The first tap's save is held on the network until the second tap was made.
    const slow = await holdFirstPaidWrite(journey.page);
    try {
      await fine.click();
      await poll(() => fine.getAttribute('aria-pressed')).toBe('false');
      // A mis-tap, undone at once.
      await fine.click();
      await poll(() => fine.getAttribute('aria-pressed')).toBe('true');
      slow.release();
      await poll(slow.answers).toBe(2);
      expect(await fine.getAttribute('aria-pressed')).toBe('true');
      expect(await paidFines()).toEqual(paid);
    } finally {
      await slow.stop();
    }
  });

  it('manages task lists', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/task-lists'));
    await journey.page.getByRole('link', { name: 'Wassen Alle seizoenen' }).waitFor();
    await journey.page.getByRole('link', { name: 'Taaklijst' }).click();
    await journey.page.waitForURL('**/input/task-lists/new');
    await button('Opslaan').click();
    await journey.page.getByText('Naam is verplicht').waitFor();
    await journey.page.getByLabel('Naam', { exact: true }).fill('Fluiten');
    await journey.page.getByRole('combobox', { name: 'Seizoen' }).click();
    await journey.page.getByRole('option', { name: '2026-2027' }).click();
    await button('Opslaan').click();
    await journey.page.waitForURL('**/input/task-lists');
    await journey.page.getByRole('link', { name: /Fluiten.*Seizoen 2026-2027/ }).waitFor();

    const active = journey.page.getByRole('switch', { name: 'Fluiten actief' });
    await active.click();
    await journey.page.getByRole('link', { name: /Fluiten.*Inactief/ }).waitFor();
    await screenshotBothSizes(journey.page, 'task-lists');

    // Switched on and at once off again, while the first save is held on the network.
    const slow = await holdFirstWrite(journey.page, /\/task\/\d+$/);
    try {
      await active.click();
      // Shown before the server answered.
      await poll(() => active.isChecked()).toBe(true);
      expect(await slow.answers()).toBe(0);
      await active.click();
      await poll(() => active.isChecked()).toBe(false);
      slow.release();
      await poll(slow.answers).toBe(2);
      const saved = await journey.server.database.db
        .selectFrom('task_lists')
        .select('obsolete')
        .where('name', '=', 'Fluiten')
        .executeTakeFirstOrThrow();
      expect(saved.obsolete).toBe(1);
      await journey.page.getByRole('link', { name: /Fluiten.*Inactief/ }).waitFor();
    } finally {
      await slow.stop();
    }
  });

  it('runs a lottery through the four steps and shows it in the history', async () => {
    await journey.page.getByRole('link', { name: 'Lotingen van Wassen' }).click();
    await journey.page.waitForURL('**/draws');
    // The task of the filled match is in the history.
    await journey.page.getByText(/tegen Groen/).waitFor();
    expect(await journey.page.getByRole('list', { name: 'Lotingen' }).textContent()).toContain(
      'Piet Bakker',
    );

    await journey.page.getByRole('link', { name: 'Loting' }).click();
    await journey.page.waitForURL('**/draws/new');
    // Piet did Wassen once this season: weights 1, ½, 1, 1 of 3½.
    // Each row reads name, then chance.
    const chance = async (name: string) =>
      (
        await journey.page
          .getByRole('list', { name: 'Deelnemers' })
          .getByRole('listitem')
          .filter({ hasText: name })
          .textContent()
      )?.replace(name, '');
    await poll(() => chance('Jan Jansen')).toBe('28,57%');
    expect(await chance('Piet Bakker')).toBe('14,29%');
    await journey.page.getByRole('checkbox', { name: 'Kees de Vries doet mee' }).click();
    await poll(() => chance('Jan Jansen')).toBe('40,00%');
    expect(await chance('Piet Bakker')).toBe('20,00%');
    expect(await chance('Kees de Vries')).toBe('–');
    await screenshotBothSizes(journey.page, 'draw-players');
    await button('Volgende').click();

    const count = journey.page.getByLabel('Aantal lotingen');
    await count.fill('0');
    await button('Volgende').click();
    await journey.page.getByText('Aantal lotingen moet minimaal 1 zijn').waitFor();
    await count.fill('4');
    await button('Volgende').click();
    await journey.page
      .getByText('Aantal lotingen kan niet groter zijn dan het aantal spelers')
      .waitFor();
    await count.fill('2');
    await screenshot(journey.page, 'draw-count-phone');
    await button('Volgende').click();

    await journey.page.getByRole('button', { name: 'Datum en omschrijving' }).click();
    await button('Loten!').click();
    await journey.page.getByText('Omschrijving is verplicht').waitFor();
    await journey.page.getByLabel('Omschrijving').fill('Toernooi');
    await screenshot(journey.page, 'draw-occasion-phone');
    await button('Loten!').click();

    const result = journey.page.getByLabel('Geloot');
    await result.waitFor();
    const names = await result.locator('p').allTextContents();
    expect(names).toHaveLength(2);
    expect(names).not.toContain('Kees de Vries');
    await journey.page.getByText('zijn aan de beurt').waitFor();
    // The result is revealed with an animation: the screenshot shows where it ends.
    await animationsEnded(journey.page);
    await screenshotBothSizes(journey.page, 'draw-result');

    await journey.page.getByRole('link', { name: 'Geschiedenis' }).click();
    await journey.page.waitForURL('**/draws');
    const history = journey.page.getByRole('list', { name: 'Lotingen' });
    await poll(async () => (await history.textContent())?.match(/Toernooi/g)?.length ?? 0).toBe(2);
    for (const name of names) expect(await history.textContent()).toContain(name);
    await screenshotBothSizes(journey.page, 'draw-history');

    await journey.page
      .getByRole('button', { name: `Loting van ${names[0]} verwijderen` })
      .first()
      .click();
    await dialog().getByRole('button', { name: 'Verwijderen' }).click();
    await notice('Loting verwijderd').waitFor();
    await poll(async () => (await history.textContent())?.match(/Toernooi/g)?.length ?? 0).toBe(1);
  });
});
