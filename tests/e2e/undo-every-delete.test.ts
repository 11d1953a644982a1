import { describe, expect, it } from 'vitest';
import { screenshotBothSizes } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { insertDrawnMatch } from '../helpers/journey-seeds.js';

/**
 * Issue 14, "every delete shows an undo that really restores": a deleted match
 * and a deleted draw come back (the same ones) from the notice's "Ongedaan
 * maken", and the log shows the delete and the restore.
 */
describe('undo of every delete', () => {
  const journey = teamJourney(insertDrawnMatch);

  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });
  const undo = (text: string) =>
    notice(text).getByRole('button', { name: 'Ongedaan maken' }).click();
  const confirm = (name: string) =>
    journey.page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5000 });

  it('brings a deleted match back, with its draw', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/matches'));
    const groen = journey.page.getByText('Groen');
    await groen.first().waitFor();
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/matches/${journey.seeded.matchId}`),
    );
    await journey.page.getByRole('button', { name: 'Verwijderen' }).click();
    await confirm('Verwijderen');
    await notice('Wedstrijd verwijderd').waitFor();
    await journey.page.waitForURL('**/input/matches');
    await poll(() => groen.count()).toBe(0);
    await journey.page.getByText('Rood').first().waitFor();
    await screenshotBothSizes(journey.page, 'undo-match-deleted');

    await undo('Wedstrijd verwijderd');
    await notice('Ongedaan gemaakt').waitFor();
    await groen.first().waitFor();
    await journey.page.reload();
    await groen.first().waitFor();
    // The same match: its address still works, and the draw made for it is back.
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/matches/${journey.seeded.matchId}`),
    );
    await journey.page.getByRole('button', { name: 'Verwijderen' }).waitFor();
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/task-lists/${journey.seeded.taskListId}/draws`),
    );
    await journey.page.getByRole('list', { name: 'Lotingen' }).getByText('Jan Jansen').waitFor();
  });

  it('brings a deleted draw back', async () => {
    const draws = journey.page.getByRole('list', { name: 'Lotingen' });
    await journey.page.getByRole('button', { name: 'Loting van Jan Jansen verwijderen' }).click();
    await confirm('Verwijderen');
    await journey.page.getByText('Geen gegevens gevonden').waitFor();
    await undo('Loting verwijderd');
    await draws.getByText('Jan Jansen').waitFor();
    await draws.getByText(/Groen/).waitFor();
    await journey.page.reload();
    await draws.getByText('Jan Jansen').waitFor();
  });

  it('shows each delete and its restore in the log', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/audit'));
    for (const title of [
      'Wedstrijd verwijderd',
      'Wedstrijd hersteld',
      'Loting verwijderd',
      'Loting hersteld',
    ]) {
      await journey.page.getByText(title, { exact: true }).first().waitFor();
    }
    await journey.page.getByText('Groen · ', { exact: false }).first().waitFor();
    await screenshotBothSizes(journey.page, 'undo-audit-log');
  });
});
