import { describe, expect, it } from 'vitest';
import { animationsEnded, PHONE, screenshot } from '../helpers/browser.js';
import { adminJourney } from '../helpers/e2e-session.js';
import { insertPlayer, insertSeason } from '../helpers/standings-fixtures.js';

const EMAIL = 'trainer@example.nl';

/**
 * Issue 30: a team admin deletes the team from the settings (typing its name), its host
 * then knows no such team, the profile lists it with the days left, and "Terugzetten"
 * brings it back. At 390 and at 320 px; the privacy page too.
 */
describe('deleting a team in Chromium', () => {
  const journey = adminJourney({
    admin: { email: EMAIL },
    seed: async (db, teamId) => {
      const anne = await insertPlayer(db, teamId, { firstName: 'Anne', lastName: 'de Boer' });
      await insertSeason(db, teamId, '2025-2026', [anne]);
    },
  });

  it('deletes the team from the settings after its name is typed, and says what happens', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/settings'));
    // The service worker keeps this page for offline starts: once it has, the deleted
    // team's host must still answer its own 404, not the kept page.
    await journey.page.waitForFunction(async () => {
      const kept = await caches.match('/', { cacheName: 'teampot-shell' });
      return navigator.serviceWorker.controller !== null && kept !== undefined;
    });
    const card = journey.page.getByRole('form', { name: 'Team verwijderen' });
    await card.scrollIntoViewIfNeeded();
    await card.getByText('30 dagen lang terugzetten').waitFor();
    const field = card.getByLabel('Typ "VV Demo" om te bevestigen');
    await field.fill('VV demo');
    await card.getByRole('button', { name: 'Team verwijderen' }).click();
    await card.getByText('Typ de naam van het team precies over').waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'team-deletion-settings-phone');
    await journey.page.setViewportSize({ width: 320, height: 700 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'team-deletion-settings-320');
    await journey.page.setViewportSize(PHONE);

    await field.fill('VV Demo');
    await card.getByRole('button', { name: 'Team verwijderen' }).click();
    // To the profile on the main domain, where the team can be restored.
    await journey.page.waitForURL(journey.server.mainUrl('/'));
    await journey.page.getByRole('heading', { name: 'Mijn teams' }).waitFor();
  });

  it('shows the unknown-team page on its host, then the website', async () => {
    // The page of a team that does not exist (tests/e2e/unknown-team.test.ts), then, as
    // spec §6 says, the website: its own page is read from the answer, not raced on screen.
    const response = await journey.page.goto(journey.server.teamUrl('demo', '/'));
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('Dit team bestaat niet');
    await journey.page.waitForURL((url) => url.host === `localhost:${journey.server.port}`);
  });

  it('lists the team on the profile with the days left, and restores it', async () => {
    await journey.page.goto(journey.server.mainUrl('/'));
    const deleted = journey.page.getByRole('list', { name: 'Verwijderde teams' });
    await deleted.getByText('VV Demo').waitFor();
    await deleted.getByText('Nog 30 dagen terug te zetten').waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'team-deletion-profile-phone');
    await journey.page.setViewportSize({ width: 320, height: 700 });
    await screenshot(journey.page, 'team-deletion-profile-320');
    await journey.page.setViewportSize(PHONE);

    await deleted.getByRole('button', { name: 'Zet VV Demo terug' }).click();
    await journey.page.getByText('VV Demo is teruggezet').waitFor();
    const teams = journey.page.getByRole('list', { name: 'Mijn teams' });
    await teams.getByText('VV Demo').waitFor();
    await expect.poll(() => deleted.count()).toBe(0);

    await journey.page.goto(journey.server.teamUrl('demo', '/'));
    await journey.page.getByText('VV Demo').first().waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'team-deletion-restored-phone');
    expect(await journey.page.getByText('Team niet gevonden').count()).toBe(0);
  });

  it('shows the privacy page from the login page, on a team host', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/login'));
    await journey.page.getByRole('link', { name: 'Privacy' }).click();
    await journey.page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await journey.page.getByText(/verwijderd team: 30 dagen terug te zetten/).waitFor();
    await animationsEnded(journey.page);
    await screenshot(journey.page, 'privacy-phone');
    await journey.page.setViewportSize({ width: 320, height: 700 });
    await screenshot(journey.page, 'privacy-320');
    await journey.page.setViewportSize(PHONE);
  });
});
