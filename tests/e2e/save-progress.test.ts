import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { hydrated, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { insertPlayer } from '../helpers/match-fixtures.js';

/**
 * Issue 32: on a slow link a pending "Opslaan" shows it is saving (a spinner, no second
 * tap) with its label still readable, then the saved state. The edit pages share the
 * button (src/shell/form/FormButtons).
 */

/** The label's text colour and whether the spinner sits clear of it, as the eye sees them. */
function labelBesideSpinner(save: Locator) {
  return save.evaluate((button) => {
    const label = [...button.childNodes].find((node) => node.textContent?.trim() === 'Opslaan');
    const spinner = button.querySelector('[role="progressbar"]');
    if (!label || !spinner) return { color: 'none', clear: false };
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    return {
      color: getComputedStyle(button).color,
      clear: spinner.getBoundingClientRect().right <= text.left && text.width > 0,
    };
  });
}

describe('a save on a slow link', () => {
  let playerId = 0;

  const journey = teamJourney(async (db, teamId) => {
    playerId = await insertPlayer(db, teamId, { firstName: 'Bram', lastName: 'de Groot' });
  });

  it('shows progress on Opslaan and takes no second tap until the save is answered', async () => {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    const puts: string[] = [];
    // The slow link: the PUT waits until the test has seen the button while it is pending.
    await journey.page.route(`**/api/demo/player/${playerId}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts.push(route.request().url());
      await released;
      return route.continue();
    });

    await journey.page.goto(journey.server.teamUrl('demo', `/input/players/${playerId}`));
    const firstName = journey.page.getByLabel('Voornaam');
    await hydrated(firstName);
    await firstName.fill('Bas');
    const save = journey.page.getByRole('button', { name: 'Opslaan' });
    await save.click();

    await save.getByRole('progressbar').waitFor();
    expect(await save.isDisabled()).toBe(true);
    // The label stays: a spinner before "Opslaan", not instead of it (MUI's centre
    // position turns the label transparent).
    await expect.poll(() => labelBesideSpinner(save)).toMatchObject({ clear: true });
    expect((await labelBesideSpinner(save)).color).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(journey.page, 'save-progress-pending-390');
    await journey.page.setViewportSize({ width: 320, height: 844 });
    await expect.poll(() => labelBesideSpinner(save)).toMatchObject({ clear: true });
    await screenshot(journey.page, 'save-progress-pending-320');
    // A second tap while it is pending sends nothing.
    await save.click({ force: true });
    expect(puts).toHaveLength(1);

    release();
    await journey.page.getByText('Speler opgeslagen').waitFor();
    await journey.page.waitForURL((url) => url.pathname === '/input/players');
    await journey.page.getByText('Bas de Groot').waitFor();
    expect(puts).toHaveLength(1);
    await journey.page.unroute(`**/api/demo/player/${playerId}`);
  });
});
