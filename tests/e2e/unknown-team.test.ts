import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { EVERY_WIDTH, launchBrowser, PHONE, screenshot } from '../helpers/browser.js';
import { loginAsUser } from '../helpers/e2e-session.js';
import { insertTeam, insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const UNKNOWN = 'bestaat-niet-x';
const EMAIL = 'beheer@demo.nl';

/**
 * Issue 32: a team host whose team does not exist says so on a page of its own (404, no
 * script needed), with a way to the website, and then goes there (spec §6) — for a visitor,
 * for a browser logged in on another team's host, and when the SPA finds out itself (998).
 */
describe('the unknown-team page', () => {
  let server: TestServer;
  let context: BrowserContext;
  let userId = 0;

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => {
        const teamId = (await insertTeam(db, { code: 'demo', name: 'VV Demo' })).id;
        userId = (await insertUser(db, { email: EMAIL, password: 'een-lang-wachtwoord' })).id;
        await makeTeamAdmin(db, userId, teamId);
      },
    });
    context = await launchBrowser({ viewport: PHONE });
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  /** A page that reports any moment it shows an error card or a retry button. */
  async function watchedPage(): Promise<{ page: Page; seen: string[] }> {
    const page = await context.newPage();
    const seen: string[] = [];
    await page.exposeFunction('reportText', (text: string) => seen.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportText: (text: string) => void }).reportText;
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        for (const unwanted of ['Opnieuw proberen', 'Er is iets misgegaan']) {
          if (text.includes(unwanted)) report(unwanted);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return { page, seen };
  }

  async function expectUnknownTeamPage(page: Page): Promise<void> {
    await page.getByRole('heading', { name: 'Dit team bestaat niet' }).waitFor();
    const toWebsite = page.getByRole('link', { name: 'Naar de website' });
    expect(await toWebsite.getAttribute('href')).toMatch(
      new RegExp(`^http://localhost:${server.port}/?$`),
    );
  }

  const onWebsite = (url: URL) => url.host === `localhost:${server.port}`;

  it('answers a visitor with a 404 page that fits every width, then goes to the website', async () => {
    for (const size of EVERY_WIDTH) {
      const { page, seen } = await watchedPage();
      await page.setViewportSize(size);
      const response = await page.goto(server.teamUrl(UNKNOWN, '/'));
      expect(response?.status()).toBe(404);
      await expectUnknownTeamPage(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.body.clientWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `unknown-team-${size.width}`);
      await page.waitForURL(onWebsite);
      expect(seen).toEqual([]);
      await page.close();
    }
  });

  it('shows the same page in a browser logged in on another team\u2019s host', async () => {
    // The login cookies the SPA reads are the main domain's, so every team host sees them.
    await loginAsUser(context, server, { id: userId, email: EMAIL }, [
      'demo.localhost',
      'localhost',
    ]);
    const { page, seen } = await watchedPage();
    const response = await page.goto(server.teamUrl(UNKNOWN, '/'));
    expect(response?.status()).toBe(404);
    await expectUnknownTeamPage(page);
    await page.waitForURL(onWebsite);
    expect(seen).toEqual([]);
    await page.close();
  });

  it('shows the same page when the app itself finds the team missing', async () => {
    const { page, seen } = await watchedPage();
    // Any other page is the app, which learns from the API (998) that the team is not there.
    await page.goto(server.teamUrl(UNKNOWN, '/speler/1'));
    await expectUnknownTeamPage(page);
    await screenshot(page, 'unknown-team-in-app-390');
    await page.waitForURL(onWebsite);
    expect(seen).toEqual([]);
    await page.close();
  });
});
