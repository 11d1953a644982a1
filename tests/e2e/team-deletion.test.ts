import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsEnded, PHONE, screenshot } from '../helpers/browser.js';
import { startAdminJourney } from '../helpers/e2e-session.js';
import { insertPlayer, insertSeason } from '../helpers/standings-fixtures.js';
import type { TestServer } from '../helpers/test-server.js';

const EMAIL = 'trainer@example.nl';

/**
 * Issue 30: a team admin deletes the team from the settings (typing its name), its host
 * then knows no such team, the profile lists it with the days left, and "Terugzetten"
 * brings it back. At 390 and at 320 px; the privacy page too.
 */
describe('deleting a team in Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ server, context, page } = await startAdminJourney({
      admin: { email: EMAIL },
      seed: async (db, teamId) => {
        const anne = await insertPlayer(db, teamId, { firstName: 'Anne', lastName: 'de Boer' });
        await insertSeason(db, teamId, '2025-2026', [anne]);
      },
    }));
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  it('deletes the team from the settings after its name is typed, and says what happens', async () => {
    await page.goto(server.teamUrl('demo', '/settings'));
    // The service worker keeps this page for offline starts: once it has, the deleted
    // team's host must still answer its own 404, not the kept page.
    await page.waitForFunction(async () => {
      const kept = await caches.match('/', { cacheName: 'teampot-shell' });
      return navigator.serviceWorker.controller !== null && kept !== undefined;
    });
    const card = page.getByRole('form', { name: 'Team verwijderen' });
    await card.scrollIntoViewIfNeeded();
    await card.getByText('30 dagen lang terugzetten').waitFor();
    const field = card.getByLabel('Typ "VV Demo" om te bevestigen');
    await field.fill('VV demo');
    await card.getByRole('button', { name: 'Team verwijderen' }).click();
    await card.getByText('Typ de naam van het team precies over').waitFor();
    await animationsEnded(page);
    await screenshot(page, 'team-deletion-settings-phone');
    await page.setViewportSize({ width: 320, height: 700 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'team-deletion-settings-320');
    await page.setViewportSize(PHONE);

    await field.fill('VV Demo');
    await card.getByRole('button', { name: 'Team verwijderen' }).click();
    // To the profile on the main domain, where the team can be restored.
    await page.waitForURL(server.mainUrl('/'));
    await page.getByRole('heading', { name: 'Mijn teams' }).waitFor();
  });

  it('shows the unknown-team page on its host, then the website', async () => {
    // The page of a team that does not exist (tests/e2e/unknown-team.test.ts), then, as
    // spec §6 says, the website: its own page is read from the answer, not raced on screen.
    const response = await page.goto(server.teamUrl('demo', '/'));
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('Dit team bestaat niet');
    await page.waitForURL((url) => url.host === `localhost:${server.port}`);
  });

  it('lists the team on the profile with the days left, and restores it', async () => {
    await page.goto(server.mainUrl('/'));
    const deleted = page.getByRole('list', { name: 'Verwijderde teams' });
    await deleted.getByText('VV Demo').waitFor();
    await deleted.getByText('Nog 30 dagen terug te zetten').waitFor();
    await animationsEnded(page);
    await screenshot(page, 'team-deletion-profile-phone');
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'team-deletion-profile-320');
    await page.setViewportSize(PHONE);

    await deleted.getByRole('button', { name: 'Zet VV Demo terug' }).click();
    await page.getByText('VV Demo is teruggezet').waitFor();
    const teams = page.getByRole('list', { name: 'Mijn teams' });
    await teams.getByText('VV Demo').waitFor();
    await expect.poll(() => deleted.count()).toBe(0);

    await page.goto(server.teamUrl('demo', '/'));
    await page.getByText('VV Demo').first().waitFor();
    await animationsEnded(page);
    await screenshot(page, 'team-deletion-restored-phone');
    expect(await page.getByText('Team niet gevonden').count()).toBe(0);
  });

  it('shows the privacy page from the login page, on a team host', async () => {
    await page.goto(server.teamUrl('demo', '/login'));
    await page.getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await page.getByText(/verwijderd team: 30 dagen terug te zetten/).waitFor();
    await animationsEnded(page);
    await screenshot(page, 'privacy-phone');
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, 'privacy-320');
    await page.setViewportSize(PHONE);
  });
});
