import { describe, expect, it } from 'vitest';
import { hydrated, PHONE } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { insertDrawnMatch } from '../helpers/journey-seeds.js';

/**
 * Issue 14, "every open dialog is part of the history": back (the phone's or
 * the browser's) with a confirm question open closes it and stays on the page,
 * the page as it was; closing it by its buttons leaves no entry behind, so the
 * next back leaves the page as usual.
 */
describe('back closes an open dialog', () => {
  const journey = teamJourney(insertDrawnMatch);

  const dialog = (title: string) => journey.page.getByRole('dialog').filter({ hasText: title });
  const path = () => new URL(journey.page.url()).pathname;
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5000 });
  const opponent = () => journey.page.getByLabel('Tegenstander', { exact: true });
  /** Answers the question `title` with "Annuleren": the next back leaves the page, for the match list. */
  async function cancelThenBackToMatches(title: string) {
    await dialog(title).getByRole('button', { name: 'Annuleren' }).click();
    await dialog(title).waitFor({ state: 'detached' });
    await journey.page.goBack();
    await journey.page.waitForURL('**/input/matches');
  }

  async function openMatchFromList() {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await journey.page.getByText('Groen').first().click();
    await journey.page.waitForURL(`**/input/matches/${journey.seeded.matchId}`);
    await poll(() => opponent().inputValue()).toBe('Groen');
  }

  it('closes "Wedstrijd verwijderen?" on back, keeps the page, then back leaves it', async () => {
    await openMatchFromList();
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog('Wedstrijd verwijderen?').waitFor();
    await journey.page.goBack();
    await dialog('Wedstrijd verwijderen?').waitFor({ state: 'detached' });
    expect(path()).toBe(`/input/matches/${journey.seeded.matchId}`);
    expect(await opponent().inputValue()).toBe('Groen');
    await journey.page.goBack();
    await journey.page.waitForURL('**/input/matches');
  });

  it('leaves the page where it was scrolled under the question, and after back', async () => {
    // A short screen, on which the match's page is longer than the screen.
    await journey.page.setViewportSize({ width: 320, height: 568 });
    try {
      await openMatchFromList();
      const remove = journey.page.getByRole('button', { name: 'Verwijderen' });
      await remove.scrollIntoViewIfNeeded();
      const scrolled = await journey.page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await remove.click();
      await dialog('Wedstrijd verwijderen?').waitFor();
      expect(await journey.page.evaluate(() => window.scrollY)).toBe(scrolled);
      await journey.page.goBack();
      await dialog('Wedstrijd verwijderen?').waitFor({ state: 'detached' });
      expect(await journey.page.evaluate(() => window.scrollY)).toBe(scrolled);
    } finally {
      await journey.page.setViewportSize(PHONE);
    }
  });

  it('leaves no entry behind when the question is answered by its buttons', async () => {
    await openMatchFromList();
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await cancelThenBackToMatches('Wedstrijd verwijderen?');
  });

  it('works the same after a reload with the question open', async () => {
    await openMatchFromList();
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog('Wedstrijd verwijderen?').waitFor();
    // A reload shows the page without its question; the entry it leaves opens nothing.
    await journey.page.reload();
    await poll(() => opponent().inputValue()).toBe('Groen');
    expect(await journey.page.getByRole('dialog').count()).toBe(0);
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await journey.page.goBack();
    await dialog('Wedstrijd verwijderen?').waitFor({ state: 'detached' });
    expect(path()).toBe(`/input/matches/${journey.seeded.matchId}`);
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog('Wedstrijd verwijderen?').getByRole('button', { name: 'Annuleren' }).click();
    await dialog('Wedstrijd verwijderen?').waitFor({ state: 'detached' });
    // One back for the entry the reload left behind (the browser keeps it), then off the page.
    await journey.page.goBack();
    expect(path()).toBe(`/input/matches/${journey.seeded.matchId}`);
    await journey.page.goBack();
    await journey.page.waitForURL('**/input/matches');
  });

  it('keeps what was typed when back closes the question, and the discard question still guards it', async () => {
    await openMatchFromList();
    await opponent().fill('Groen-Wit');
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog('Wedstrijd verwijderen?').waitFor();
    await journey.page.goBack();
    await dialog('Wedstrijd verwijderen?').waitFor({ state: 'detached' });
    expect(await opponent().inputValue()).toBe('Groen-Wit');
    expect(path()).toBe(`/input/matches/${journey.seeded.matchId}`);

    // Back now leaves the page: with input, that is asked first (and back again keeps asking).
    await journey.page.goBack();
    await dialog('Wijzigingen weggooien?').waitFor();
    await journey.page.goBack();
    await dialog('Wijzigingen weggooien?').waitFor();
    expect(path()).toBe(`/input/matches/${journey.seeded.matchId}`);
    await dialog('Wijzigingen weggooien?').getByRole('button', { name: 'Verder bewerken' }).click();
    await dialog('Wijzigingen weggooien?').waitFor({ state: 'detached' });
    expect(await opponent().inputValue()).toBe('Groen-Wit');
    await journey.page.goBack();
    await dialog('Wijzigingen weggooien?').getByRole('button', { name: 'Weggooien' }).click();
    await journey.page.waitForURL('**/input/matches');
  });

  it('closes "Loting verwijderen?" on back and deletes nothing', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/task-lists'));
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/task-lists/${journey.seeded.taskListId}/draws`),
    );
    await journey.page.getByRole('button', { name: 'Loting van Jan Jansen verwijderen' }).click();
    await dialog('Loting verwijderen?').waitFor();
    await journey.page.goBack();
    await dialog('Loting verwijderen?').waitFor({ state: 'detached' });
    expect(path()).toBe(`/input/task-lists/${journey.seeded.taskListId}/draws`);
    await journey.page.getByRole('list', { name: 'Lotingen' }).getByText('Jan Jansen').waitFor();
    await journey.page.goBack();
    await journey.page.waitForURL('**/input/task-lists');
  });

  it('closes "Uitloggen?" on back and stays logged in on the page', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines'));
    await hydrated(journey.page.getByRole('button', { name: 'Uitloggen' }));
    await journey.page.getByRole('button', { name: 'Uitloggen' }).click();
    await dialog('Uitloggen?').waitFor();
    await journey.page.goBack();
    await dialog('Uitloggen?').waitFor({ state: 'detached' });
    expect(path()).toBe('/input/fines');
    await journey.page.reload();
    await hydrated(journey.page.getByRole('button', { name: 'Uitloggen' }));
    expect(path()).toBe('/input/fines');

    // Answered by its button: the next back leaves the page.
    await journey.page.getByRole('button', { name: 'Uitloggen' }).click();
    await cancelThenBackToMatches('Uitloggen?');
  });

  it('still leaves the page after a confirmed delete', async () => {
    await openMatchFromList();
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog('Wedstrijd verwijderen?').getByRole('button', { name: 'Verwijderen' }).click();
    await journey.page.waitForURL('**/input/matches');
    await poll(() => journey.page.getByText('Groen').count()).toBe(0);
    // The dialog's entry went first, so leaving went back to the list, not onto the page.
    expect(path()).toBe('/input/matches');
  });
});
