import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { insertMatchToFill } from '../helpers/journey-seeds.js';

/**
 * Issue 14 "never lose work": the back button walks through wizard steps and
 * closes sheets, leaving with unsaved input asks first, and a half-filled match
 * survives a reload.
 */
describe('never losing work', () => {
  let matchId = 0;
  let taskListId = 0;

  const journey = teamJourney(async (db, teamId) => {
    ({ matchId, taskListId } = await insertMatchToFill(db, teamId, {
      // A squad longer than a small phone's screen, for the wizards' buttons.
      alsoInSeason: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({
        firstName: 'Reserve',
        lastName: `${n}`,
      })),
    }));
  });

  const button = (name: string) => journey.page.getByRole('button', { name, exact: true });
  const headerBack = () => journey.page.getByRole('banner').getByRole('button', { name: 'Terug' });
  const dialog = () => journey.page.getByRole('dialog');
  const attendance = (name: string) =>
    journey.page.getByRole('switch', { name: new RegExp(`^${name}`) });
  const fillStep = (name: string) =>
    journey.page
      .getByRole('tablist', { name: 'Stappen' })
      .getByRole('tab', { name: new RegExp(`${name}$`) });
  const onFillStep = (name: string) =>
    journey.page.waitForFunction(
      (step) =>
        [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) =>
          tab.textContent?.endsWith(step),
        ),
      name,
    );
  const discardQuestion = () =>
    journey.page.getByRole('dialog', { name: 'Wijzigingen weggooien?' });
  /** "Volgende" is wholly on screen without scrolling, on a phone, a small phone and a desktop. */
  async function nextReachable(name: string) {
    for (const size of [PHONE, { width: 320, height: 568 }, DESKTOP]) {
      await journey.page.setViewportSize(size);
      await journey.page.evaluate(() => window.scrollTo({ top: 0 }));
      const box = await button('Volgende').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      await screenshot(journey.page, `${name}-${size.width}`);
    }
    await journey.page.setViewportSize(PHONE);
  }
  const unsavedFine = () =>
    journey.page.getByRole('button', { name: 'Jan Jansen, Te laat: niet betaald' });

  it('walks back through the fill wizard: steps, a sheet, the header ←', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await journey.page.getByRole('link', { name: 'Groen invullen' }).click();
    await attendance('Kees de Vries').waitFor();
    await nextReachable('wizard-bar-fill');
    await attendance('Kees de Vries').click();
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');
    await button('Volgende').click();
    await onFillStep('Boetes');

    // Back goes to the previous step, with the input intact; forward again.
    await journey.page.goBack();
    await onFillStep('Aanwezigheid');
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');
    await button('Volgende').click();
    await onFillStep('Boetes');

    // Back with the sheet open closes only the sheet.
    await button('Boete toevoegen').click();
    await dialog().getByRole('button', { name: 'Jan Jansen' }).waitFor();
    await journey.page.goBack();
    await dialog().waitFor({ state: 'hidden' });
    await onFillStep('Boetes');

    // A pick closes the sheet, and back afterwards is a step, not the sheet again.
    await button('Boete toevoegen').click();
    await dialog().getByRole('button', { name: 'Jan Jansen' }).click();
    await dialog()
      .getByRole('button', { name: /Te laat/ })
      .click();
    await unsavedFine().waitFor();
    await dialog().waitFor({ state: 'hidden' });

    // The header's ← does the same as the back button.
    await headerBack().click();
    await onFillStep('Aanwezigheid');
    expect(await fillStep('Boetes').isDisabled()).toBe(false);
  });

  it('asks before leaving with unsaved input: "Verder bewerken" keeps it', async () => {
    await headerBack().click();
    await discardQuestion().waitFor();
    await screenshot(journey.page, 'discard-question-phone');
    await discardQuestion().getByRole('button', { name: 'Verder bewerken' }).click();
    await discardQuestion().waitFor({ state: 'hidden' });
    expect(new URL(journey.page.url()).pathname).toBe(`/input/matches/${matchId}/fill`);
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');

    // The browser's back button past the first step asks too.
    await journey.page.goBack();
    await discardQuestion().waitFor();
    await discardQuestion().getByRole('button', { name: 'Verder bewerken' }).click();
    await discardQuestion().waitFor({ state: 'hidden' });
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');
  });

  it('offers the half-filled match again after a reload, and restores it', async () => {
    await button('Volgende').click();
    await onFillStep('Boetes');
    await unsavedFine().waitFor();
    // The reload's own "leave site?" question (the tab holds unsaved input) is answered with yes.
    const asked: string[] = [];
    const answer = (d: import('playwright-core').Dialog) => {
      asked.push(d.type());
      void d.accept();
    };
    journey.page.on('dialog', answer);
    await journey.page.reload();
    journey.page.off('dialog', answer);

    await journey.page.getByText('Je was deze wedstrijd al aan het invullen').waitFor();
    await screenshot(journey.page, 'draft-offer-phone');
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'draft-offer-desktop');
    await journey.page.setViewportSize(PHONE);
    await button('Verder waar je was').click();
    await onFillStep('Boetes');
    await unsavedFine().waitFor();
    await journey.page.goBack();
    await onFillStep('Aanwezigheid');
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('false');
  });

  it('"Weggooien" leaves and forgets the draft', async () => {
    await headerBack().click();
    await discardQuestion().getByRole('button', { name: 'Weggooien' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/input/matches');

    await journey.page.getByRole('link', { name: 'Groen invullen' }).click();
    await attendance('Kees de Vries').waitFor();
    expect(await journey.page.getByText('Je was deze wedstrijd al aan het invullen').count()).toBe(
      0,
    );
    expect(await attendance('Kees de Vries').getAttribute('aria-checked')).toBe('true');
  });

  it("keeps the browser's own question registered while there is unsaved input", async () => {
    const tab = await journey.context.newPage();
    await tab.goto(journey.server.teamUrl('demo', `/input/matches/${matchId}/fill`));
    await tab.getByRole('switch', { name: /^Piet Bakker/ }).click();
    const question = new Promise<string>((resolve) => {
      tab.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      });
    });
    await tab.close({ runBeforeUnload: true });
    expect(await question).toBe('beforeunload');
    // Dismissed: the tab stays, with the input.
    expect(
      await tab.getByRole('switch', { name: /^Piet Bakker/ }).getAttribute('aria-checked'),
    ).toBe('false');
    // Back to how it was: nothing to lose, the tab closes without asking.
    await tab.getByRole('switch', { name: /^Piet Bakker/ }).click();
    tab.once('dialog', (d) => void d.dismiss());
    const closed = tab.waitForEvent('close');
    await tab.close({ runBeforeUnload: true });
    await closed;
    expect(tab.isClosed()).toBe(true);
  });

  it('forgets input that was undone, and the draft of a match filled meanwhile', async () => {
    // The other tab's input was undone before it closed: nothing is offered.
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await journey.page.getByRole('link', { name: 'Groen invullen' }).click();
    await attendance('Kees de Vries').waitFor();
    expect(await journey.page.getByText('Je was deze wedstrijd al aan het invullen').count()).toBe(
      0,
    );
    await attendance('Kees de Vries').click();
    const draftKey = `teampot:fill-draft:demo:${matchId}`;
    expect(
      await journey.page.evaluate((key) => localStorage.getItem(key), draftKey),
    ).not.toBeNull();

    // Someone else fills the match meanwhile.
    const cookies = await journey.context.cookies(journey.server.teamUrl('demo'));
    const response = await journey.server.app.inject({
      method: 'POST',
      url: `/api/demo/match/${matchId}/data`,
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      payload: {
        absentPlayers: [],
        goals: [],
        fines: [],
        tasks: [],
        scoreFor: 1,
        scoreAgainst: 0,
      },
    });
    expect(response.statusCode, response.body).toBe(200);

    const accept = (d: import('playwright-core').Dialog) => void d.accept();
    journey.page.on('dialog', accept);
    await journey.page.reload();
    journey.page.off('dialog', accept);
    await button('Reset').waitFor();
    expect(await journey.page.getByText('Je was deze wedstrijd al aan het invullen').count()).toBe(
      0,
    );
    await expect
      .poll(() => journey.page.evaluate((key) => localStorage.getItem(key), draftKey))
      .toBeNull();
  });

  it('walks back through the draw wizard', async () => {
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/task-lists/${taskListId}/draws/new`),
    );
    await journey.page.getByText('Wie doet er mee?').waitFor();
    await nextReachable('wizard-bar-draw');
    await button('Volgende').click();
    await journey.page.getByLabel('Aantal lotingen').waitFor();
    await journey.page.goBack();
    await journey.page.getByText('Wie doet er mee?').waitFor();
    await button('Volgende').click();
    await journey.page.getByLabel('Aantal lotingen').waitFor();
    await headerBack().click();
    await journey.page.getByText('Wie doet er mee?').waitFor();
    // Past the first step, leaving asks: something was set up.
    await headerBack().click();
    await discardQuestion().getByRole('button', { name: 'Weggooien' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/input/task-lists');
  });

  it('walks back through the new-season wizard and asks before throwing the name away', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/seasons/new'));
    const name = journey.page.getByRole('textbox', { name: 'Seizoen' });
    await name.fill('Zomer 2027');
    await button('Volgende').click();
    await journey.page.getByRole('checkbox', { name: /Jan Jansen/ }).waitFor();
    await nextReachable('wizard-bar-season');
    await journey.page.goBack();
    await name.waitFor();
    expect(await name.inputValue()).toBe('Zomer 2027');

    await headerBack().click();
    await discardQuestion().getByRole('button', { name: 'Verder bewerken' }).click();
    await discardQuestion().waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe('Zomer 2027');
    await headerBack().click();
    await discardQuestion().getByRole('button', { name: 'Weggooien' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/input/seasons');
  });

  it('asks before leaving an edited form, and not after saving it', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/players'));
    await journey.page.goto(journey.server.teamUrl('demo', '/input/players/new'));
    const firstName = journey.page.getByLabel('Voornaam', { exact: true });
    await firstName.fill('Henk');
    await headerBack().click();
    await discardQuestion().getByRole('button', { name: 'Verder bewerken' }).click();
    await discardQuestion().waitFor({ state: 'hidden' });
    expect(await firstName.inputValue()).toBe('Henk');

    await journey.page.getByLabel('Achternaam', { exact: true }).fill('Visser');
    await button('Opslaan').click();
    await journey.page.waitForURL((url) => url.pathname === '/input/players');
    await journey.page.getByText('Henk Visser').waitFor();
    expect(await discardQuestion().count()).toBe(0);
  });
});
