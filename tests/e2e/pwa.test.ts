import { readdirSync } from 'node:fs';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../theme/tokens.js';
import {
  animationsEnded,
  DESKTOP,
  hydrated,
  launchBrowser,
  PHONE,
  screenshot,
} from '../helpers/browser.js';
import { loginAsTeam } from '../helpers/e2e-session.js';
import { insertTeam, teamSessionCookie } from '../helpers/fixtures.js';
import { seedStandingsTeam, type StandingsTeam } from '../helpers/standings-fixtures.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Teampot as an app on a phone: the service worker, the manifest Chromium
 * installs from, the install popup per device, push permission in the drawer,
 * a push shown by the worker, the dashboard offline, and what a member saw
 * forgotten at logout.
 *
 * Every journey runs on a team host of its own: origins keep their own
 * localStorage, service worker and permissions, so the journeys stay apart.
 */

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

const DAY = 24 * 60 * 60 * 1000;
const CLOSED_AT_KEY = 'teampot.installPopupClosedAt';
/** The popup waits 1.2 s after start-up; absence is only proven after that. */
const POPUP_SETTLE_MS = 2500;

interface PhoneOptions {
  userAgent?: string;
  /** iOS home-screen app: `navigator.standalone`. */
  iosStandalone?: boolean;
  /** Installed app in Chromium: `(display-mode: standalone)` (CDP cannot emulate that feature). */
  displayStandalone?: boolean;
}

describe('installable app and push in Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let serverStopped = false;
  /**
   * Teams whose members' cached answers must go: at logout, and at a 401; and at logout, the
   * member's page kept for offline starts (a phone shared by the team).
   */
  const members: Record<
    'uitlog' | 'verlopen' | 'gedeeld' | 'tweetabs' | 'laatkomer',
    StandingsTeam
  > = {} as never;

  beforeAll(async () => {
    server = await startTestServer({
      seed: async ({ db }) => {
        await seedStandingsTeam(db, 'oranje');
        members.uitlog = await seedStandingsTeam(db, 'uitlog');
        members.verlopen = await seedStandingsTeam(db, 'verlopen');
        members.gedeeld = await seedStandingsTeam(db, 'gedeeld');
        members.tweetabs = await seedStandingsTeam(db, 'tweetabs');
        members.laatkomer = await seedStandingsTeam(db, 'laatkomer');
        for (const code of ['app', 'iphone', 'android', 'desktop', 'thuis', 'meldingen']) {
          await insertTeam(db, { code, name: `VV ${code[0]?.toUpperCase()}${code.slice(1)}` });
        }
      },
    });
    context = await launchBrowser({ viewport: PHONE });
  });
  afterAll(async () => {
    await context?.close();
    if (!serverStopped) await server?.close();
  });

  /** A page that looks like the given device to the app, from the very first script. */
  async function openPage({ userAgent, iosStandalone, displayStandalone }: PhoneOptions = {}) {
    const page = await context.newPage();
    if (userAgent) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setUserAgentOverride', { userAgent });
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    }
    await page.addInitScript(
      ({ iosStandalone, displayStandalone }) => {
        if (iosStandalone) Object.defineProperty(navigator, 'standalone', { value: true });
        if (displayStandalone) {
          const original = window.matchMedia.bind(window);
          window.matchMedia = (query: string) =>
            query.includes('display-mode: standalone')
              ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
              : original(query);
        }
        // Only the test's own install prompts count: Chromium's real one comes at a moment of its choosing.
        window.addEventListener(
          'beforeinstallprompt',
          (event) => {
            if (!(event as Event & { fromTest?: boolean }).fromTest)
              event.stopImmediatePropagation();
          },
          { capture: true },
        );
      },
      { iosStandalone: iosStandalone ?? false, displayStandalone: displayStandalone ?? false },
    );
    return page;
  }

  /** What Chromium fires when the app can be installed; `prompt()` calls are counted on window. */
  async function fireInstallPrompt(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { promptCalls: number };
      w.promptCalls = 0;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        fromTest: true,
        prompt: async () => {
          w.promptCalls += 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  }

  const popup = (page: Page) => page.getByRole('dialog', { name: 'Installeer Teampot' });
  /** The popup waits for the visitor's first tap, key or scroll (src/pwa/PwaLayer.tsx). */
  const engage = (page: Page) => page.keyboard.press('Shift');
  async function expectNoPopup(page: Page) {
    await engage(page);
    await page.waitForTimeout(POPUP_SETTLE_MS);
    expect(await popup(page).count()).toBe(0);
  }
  /**
   * The app is up: the shell's title bar shows the team, and React has hydrated it (the
   * server-rendered page is on screen before that, without the listeners that wait for
   * the visitor's first tap, key or scroll).
   */
  async function shellReady(page: Page, name: string) {
    await page.getByRole('banner').getByText(name, { exact: true }).waitFor();
    await hydrated(page.getByRole('banner'));
  }
  /** A page of `openPage` on the dashboard of team `code`, named `name`, its app bar hydrated. */
  async function openTeamHome(code: string, name: string, options?: PhoneOptions) {
    const page = await openPage(options);
    await page.goto(server.teamUrl(code, '/'));
    await shellReady(page, name);
    return page;
  }

  it('registers the service worker, which takes control of the page', async () => {
    const page = await openPage();
    await page.goto(server.teamUrl('app', '/'));
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toBe(server.teamUrl('app', '/sw.js'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Served from the root and always revalidated, so a new release reaches every phone.
    const sw = await fetch(server.mainUrl('/sw.js'));
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toContain('javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');

    // A file opened by its address (a shared preview image, an icon) is that file, not the app.
    const icon = await page.goto(server.teamUrl('app', '/icons/apple-touch-icon.png'));
    expect(icon?.headers()['content-type']).toBe('image/png');
    await page.close();
  });

  it('has a valid manifest with real icons, and Chromium finds the app installable', async () => {
    const page = await openPage();
    await page.goto(server.teamUrl('app', '/'));
    await page.evaluate(() => navigator.serviceWorker.ready);

    const manifestLink = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(server.mainUrl(manifestLink ?? ''))).json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Teampot',
      short_name: 'Teampot',
      lang: 'nl',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: brand.primary.main,
      background_color: brand.background.default,
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...pngs, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const response = await fetch(server.mainUrl(icon.src));
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      // The width and height in the PNG header match what the manifest promises.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }

    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await page.close();
  });

  it('shows an iPhone the three steps, with a help hint that closes itself after 4 seconds', async () => {
    const page = await openTeamHome('iphone', 'VV Iphone', { userAgent: UA.iPhone });
    // Not on arrival: the visitor sees the figures first.
    await page.waitForTimeout(POPUP_SETTLE_MS);
    expect(await popup(page).count()).toBe(0);
    await engage(page);
    await popup(page).waitFor();
    const steps = await popup(page).getByRole('listitem').allInnerTexts();
    expect(steps.map((step) => step.replace(/\s+/g, ' ').trim())).toEqual([
      '1 Druk op de deelknop',
      "2 Kies 'Zet op beginscherm'",
      "3 Geef de app een naam en tik op 'Voeg toe'",
    ]);
    await animationsEnded(page);
    await screenshot(page, 'pwa-install-popup-iphone');

    await popup(page).getByRole('button', { name: 'Waar zit de deelknop?' }).click();
    const hint = page.getByRole('tooltip');
    await expect(hint.innerText()).resolves.toContain('Tik op het deel-icoon');
    await screenshot(page, 'pwa-install-popup-iphone-help');
    const openedAt = Date.now();
    await hint.waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - openedAt).toBeGreaterThan(3000);
    await page.close();
  });

  it('stays closed for 7 days after closing', async () => {
    const page = await openTeamHome('iphone', 'VV Iphone', { userAgent: UA.iPhone });
    await engage(page);
    await popup(page).getByRole('button', { name: 'Sluiten' }).click();
    await popup(page).waitFor({ state: 'detached' });
    const closedAt = Number(await page.evaluate((key) => localStorage.getItem(key), CLOSED_AT_KEY));
    expect(Math.abs(Date.now() - closedAt)).toBeLessThan(60_000);

    await page.reload();
    await shellReady(page, 'VV Iphone');
    await expectNoPopup(page);

    // As if the popup had been closed 6, then 8 days ago.
    const closedDaysAgo = (days: number) =>
      page.evaluate(({ key, at }) => localStorage.setItem(key, String(at)), {
        key: CLOSED_AT_KEY,
        at: Date.now() - days * DAY,
      });
    await closedDaysAgo(6);
    await page.reload();
    await shellReady(page, 'VV Iphone');
    await expectNoPopup(page);

    await closedDaysAgo(8);
    await page.reload();
    await shellReady(page, 'VV Iphone');
    await engage(page);
    await popup(page).waitFor();
    await page.close();
  });

  it("offers Android an install button once Chromium says it can install, and calls Chromium's prompt", async () => {
    const page = await openTeamHome('android', 'VV Android', { userAgent: UA.android });
    // No install prompt (say, Firefox on Android): nothing to offer.
    await expectNoPopup(page);

    await fireInstallPrompt(page);
    await engage(page);
    await popup(page).waitFor();
    await animationsEnded(page);
    await screenshot(page, 'pwa-install-popup-android');
    expect(await popup(page).getByRole('listitem').count()).toBe(0);

    await popup(page).getByRole('button', { name: 'Installeren' }).click();
    await popup(page).waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
    ).toBe(1);
    await page.close();
  });

  it('shows no popup on a desktop, even when Chromium could install there', async () => {
    const page = await openTeamHome('desktop', 'VV Desktop');
    await fireInstallPrompt(page);
    await expectNoPopup(page);
    await page.close();
  });

  it('shows no popup in the installed app', async () => {
    const iPhone = await openPage({ userAgent: UA.iPhone, iosStandalone: true });
    await iPhone.goto(server.teamUrl('thuis', '/'));
    await shellReady(iPhone, 'VV Thuis');
    await expectNoPopup(iPhone);
    await iPhone.close();

    const android = await openPage({ userAgent: UA.android, displayStandalone: true });
    await android.goto(server.teamUrl('thuis', '/'));
    await shellReady(android, 'VV Thuis');
    await fireInstallPrompt(android);
    await expectNoPopup(android);
    await android.close();
  });

  it('explains how to unblock notifications when the browser refuses them', async () => {
    const page = await openTeamHome('meldingen', 'VV Meldingen');
    await page.getByRole('button', { name: 'Menu' }).click();
    // It says what it is, not "aan" while it is off.
    const toggle = page.getByRole('switch', { name: 'Meldingen', exact: true });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByText('Meldingen aan').count()).toBe(0);
    await animationsEnded(page);
    await screenshot(page, 'pwa-drawer-notifications');

    // Headless Chromium answers the permission question with "block", as a user can.
    await page.getByRole('button', { name: /^Meldingen/ }).click();
    const blocked = page.getByText('Geblokkeerd in je browser', { exact: false });
    await blocked.waitFor();
    expect(await toggle.isDisabled()).toBe(true);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await screenshot(page, 'pwa-drawer-notifications-blocked');
    await page.close();
  });

  it('shows a push as a notification that leads to the match', async () => {
    const origin = server.teamUrl('app', '').replace(/\/$/, '');
    await context.grantPermissions(['notifications'], { origin });
    const page = await openPage();
    await page.goto(server.teamUrl('app', '/'));
    await page.evaluate(() => navigator.serviceWorker.ready);

    // DevTools' "push" button: the push service's message, straight into the worker.
    const cdp = await context.newCDPSession(page);
    // A push reaches the worker once it is activated: `ready` resolves while it may still be
    // activating, and a message delivered then can be dropped.
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        const ours = versions.find(
          (version) => version.scriptURL.startsWith(`${origin}/`) && version.status === 'activated',
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify({
        title: 'VV App – FC Kwiek ingevuld',
        body: 'Doelpunten: Jan (2)',
        url: '/?matchId=7',
      }),
    });

    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
          // Chromium has it; TypeScript's DOM types do not yet.
          badge: (n as Notification & { badge: string }).badge,
          url: (n.data as { url: string }).url,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: 'VV App – FC Kwiek ingevuld',
        body: 'Doelpunten: Jan (2)',
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/badge-96.png`,
        url: `${origin}/?matchId=7`,
      },
    ]);
    await page.close();
  });

  describe("forgets a member's cached answers when the login ends", () => {
    const MARKER = 'Geheime kas';

    /** A transaction marked MARKER for the members' pages (audit log, transactions), a pin login. */
    async function loginWithSecret(code: keyof typeof members) {
      const team = members[code];
      const write = await server.app.inject({
        method: 'POST',
        url: `/api/${code}/transaction`,
        headers: { cookie: await teamSessionCookie(server.database.db, team.teamId) },
        payload: { amount: 12.5, date: '2025-09-11', reason: MARKER, transactionType: 'Expense' },
      });
      expect(write.statusCode, write.body).toBe(200);
      await loginAsTeam(context, server, code, team.teamId);
    }
    /** A logged-in member's page whose worker has cached the members-only audit log. */
    async function memberWithCachedAudit(code: keyof typeof members) {
      await loginWithSecret(code);
      const page = await openPage();
      await page.goto(server.teamUrl(code, '/input/audit'));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.getByText(MARKER).first().waitFor();
      // Through the worker now that it controls the page: it keeps the answer.
      expect(await auditAnswer(page, code)).toContain(MARKER);
      await expect.poll(() => cachedAudit(page, code)).toBe(true);
      // The control: offline, the member's page gets the audit log from the cache.
      await context.setOffline(true);
      expect(await auditAnswer(page, code)).toContain(MARKER);
      await context.setOffline(false);
      return page;
    }
    /** `GET /api/{code}/audit` from the page, as status and body, or the network error. */
    const auditAnswer = (page: Page, code: string) =>
      page.evaluate(async (url) => {
        try {
          const response = await fetch(url);
          return `${response.status} ${await response.text()}`;
        } catch (error) {
          return `network error: ${String(error)}`;
        }
      }, `/api/${code}/audit`);
    /** Whether the worker keeps an answer of this path. */
    const cachedAnswer = (page: Page, path: string) =>
      page.evaluate(async (path) => {
        const cache = await caches.open('teampot-data');
        return (await cache.keys()).some((request) => new URL(request.url).pathname === path);
      }, path);
    const cachedAudit = (page: Page, code: string) => cachedAnswer(page, `/api/${code}/audit`);
    /** Offline, the worker has no audit log of `code` to serve: the fetch fails, without MARKER. */
    const expectAuditNotServedOffline = async (page: Page, code: string) => {
      await context.setOffline(true);
      const offline = await auditAnswer(page, code);
      expect(offline).toMatch(/^network error/);
      expect(offline).not.toContain(MARKER);
      await context.setOffline(false);
    };
    /** The page the worker keeps for offline starts (every address shares it), or null. */
    const keptPage = (page: Page) =>
      page.evaluate(async () => {
        const cache = await caches.open('teampot-shell');
        return (await cache.match('/', { ignoreVary: true }))?.text() ?? null;
      });
    /**
     * A slow network: the team's `path` is asked of the server at once, while the session
     * holds, and its answer reaches the browser only at `arrive()`.
     */
    async function slowAnswer(code: string, path: string) {
      const address = server.teamUrl(code, path);
      let arrive = () => undefined as void;
      const late = new Promise<void>((resolve) => (arrive = resolve));
      let answered = (_body: string) => undefined as void;
      // The answer's body: what the server sent, held on the network.
      const answeredByServer = new Promise<string>((resolve) => (answered = resolve));
      let passedOn = () => undefined as void;
      const passedToBrowser = new Promise<void>((resolve) => (passedOn = resolve));
      await context.route(address, async (route) => {
        // The test's own resolver knows no team hosts: the server's address, the team's host.
        const response = await route.fetch({
          url: `http://127.0.0.1:${server.port}${path}`,
          headers: { ...route.request().headers(), host: `${code}.localhost:${server.port}` },
        });
        answered(await response.text());
        await late;
        await route.fulfill({ response });
        passedOn();
      });
      return {
        answeredByServer,
        arrive: async () => {
          arrive();
          await passedToBrowser;
          await context.unroute(address);
        },
      };
    }
    /** The member logs out in another tab of the same phone: that tab, on the team's dashboard. */
    async function logOutInAnotherTab(code: string) {
      const other = await openPage();
      await other.goto(server.teamUrl(code, '/'));
      await hydrated(other.getByRole('banner'));
      await other.getByRole('button', { name: 'Menu' }).click();
      await other.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Uitloggen').click();
      await other.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor({ state: 'hidden' });
      return other;
    }

    it('at logout, so offline it is not served again', async () => {
      const page = await memberWithCachedAudit('uitlog');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Uitloggen').click();
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor({ state: 'hidden' });
      await expect.poll(() => cachedAudit(page, 'uitlog')).toBe(false);

      await expectAuditNotServedOffline(page, 'uitlog');
      await context.setOffline(true);
      await page.reload().catch(() => undefined);
      await page.getByText('Je bent offline — je ziet de laatst opgehaalde gegevens').waitFor();
      expect(await page.getByText(MARKER).count()).toBe(0);
      await screenshot(page, 'pwa-offline-after-logout-phone');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'pwa-offline-after-logout-desktop');
      await context.setOffline(false);
      await page.close();
    });

    it("at logout, the page kept for offline starts too: the next person gets a visitor's page", async () => {
      await loginWithSecret('gedeeld');
      const page = await openPage();
      // A member's list the server renders for them, their transactions in the page.
      await page.goto(server.teamUrl('gedeeld', '/input/transactions'));
      await page.getByText(MARKER).first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The worker keeps a page it served: come back once, as a member does.
      await page.reload();
      await page.getByText(MARKER).first().waitFor();
      // The control: the page kept for offline starts is the member's, with their transactions.
      await expect.poll(async () => (await keptPage(page))?.includes(MARKER)).toBe(true);

      // The page came rendered: its menu button answers once React has hydrated it.
      await hydrated(page.getByRole('banner'));
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Uitloggen').click();
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor({ state: 'hidden' });
      await expect
        .poll(async () => (await keptPage(page))?.includes(MARKER), {
          message: "the page kept for offline starts still holds the member's transactions",
        })
        .not.toBe(true);
      // Online at the logout: a visitor's dashboard is kept in its place.
      await expect.poll(() => keptPage(page)).toContain('6 september 2025');

      // The next person on this phone opens the app offline (the logout left it on the dashboard).
      await context.setOffline(true);
      await page.reload();
      await page.getByText('Je bent offline — je ziet de laatst opgehaalde gegevens').waitFor();
      // What a visitor sees: the team's matches, and a login button.
      await page.getByText('zaterdag 6 september 2025 · Competitie').waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
      expect(await page.getByText(MARKER).count()).toBe(0);
      expect(await page.content()).not.toContain(MARKER);
      await screenshot(page, 'pwa-offline-start-after-logout');
      await context.setOffline(false);
      await page.close();
    });

    it('an answer that arrives after a logout in another tab is shown, but not kept for offline', async () => {
      await loginWithSecret('tweetabs');
      const page = await openPage();
      await page.goto(server.teamUrl('tweetabs', '/'));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The control for "forgotten": an answer the worker keeps, as it does each one.
      const transactions = '/api/tweetabs/transaction';
      await page.evaluate((url) => fetch(url), transactions);
      await expect.poll(() => cachedAnswer(page, transactions)).toBe(true);

      // The members-only audit log, read while logged in, arrives late.
      const audit = await slowAnswer('tweetabs', '/api/tweetabs/audit');
      const lateAnswer = auditAnswer(page, 'tweetabs');
      await audit.answeredByServer;
      const other = await logOutInAnotherTab('tweetabs');
      await expect.poll(() => cachedAnswer(page, transactions)).toBe(false);

      // The late answer reaches the page that asked for it…
      await audit.arrive();
      expect(await lateAnswer).toContain(MARKER);
      // …but offline, the next person on this phone does not get it.
      await expectAuditNotServedOffline(other, 'tweetabs');
      await other.close();
      await page.close();
    });

    it("a member's page that arrives after a logout in another tab is not kept for offline starts", async () => {
      await loginWithSecret('laatkomer');
      const page = await openPage();
      const path = '/input/transactions';
      await page.goto(server.teamUrl('laatkomer', path));
      await page.getByText(MARKER).first().waitFor();
      // Activated: its activation, which turns navigation preload on, has finished (the page
      // is claimed before that, and a preload turned off earlier was turned on again).
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      // A browser without navigation preload: the worker fetches the page itself, and a slow
      // network can hold that fetch (the test's routes do not see a preload).
      const ours = (worker: Worker) => worker.url().startsWith(server.teamUrl('laatkomer', '/'));
      const worker =
        context.serviceWorkers().find(ours) ??
        (await context.waitForEvent('serviceworker', { predicate: ours }));
      const preload = await worker.evaluate(async () => {
        const { navigationPreload } = (
          self as unknown as { registration: ServiceWorkerRegistration }
        ).registration;
        await navigationPreload.disable();
        return navigationPreload.getState();
      });
      expect(preload.enabled).toBe(false);

      // The member's page, rendered while they were logged in, arrives late.
      const memberPage = await slowAnswer('laatkomer', path);
      const reloaded = page.reload();
      expect(await memberPage.answeredByServer).toContain(MARKER);
      const other = await logOutInAnotherTab('laatkomer');
      await expect.poll(async () => (await keptPage(other))?.includes(MARKER)).toBe(false);

      // The late page reaches the tab that asked for it (whose app then finds the login
      // ended, and no longer shows it)…
      await memberPage.arrive();
      await reloaded;
      // …but the next person who opens the app offline gets a visitor's page.
      await context.setOffline(true);
      await other.reload();
      await other.getByText('Je bent offline — je ziet de laatst opgehaalde gegevens').waitFor();
      await other.getByRole('banner').getByRole('link', { name: 'Inloggen' }).waitFor();
      expect(await other.content()).not.toContain(MARKER);
      await other.setViewportSize({ width: 320, height: 640 });
      await screenshot(other, 'pwa-offline-start-after-late-member-page-320');
      await context.setOffline(false);
      await other.close();
      await page.close();
    });

    it('at a 401 (the session ended on the server), so offline it is not served again', async () => {
      const page = await memberWithCachedAudit('verlopen');
      await server.database.db
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('team_id', '=', members.verlopen.teamId)
        .execute();
      // A plain fetch, not the app's client: the worker itself must act on the 401.
      expect(await auditAnswer(page, 'verlopen')).toMatch(/^401 /);
      await expect.poll(() => cachedAudit(page, 'verlopen')).toBe(false);

      await expectAuditNotServedOffline(page, 'verlopen');
      await page.close();
    });
  });

  it('opens the dashboard offline with the last data it saw, and says so', async () => {
    const page = await openPage();
    // The first visit: the worker takes over while the dashboard loads.
    await page.goto(server.teamUrl('oranje', '/'));
    await page.getByText('zaterdag 6 september 2025 · Competitie').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Wait until the worker has stored what the page fetched before it took over.
    const storedUrls = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const stored = await Promise.all(
          names.map(async (name) => (await caches.open(name)).keys()),
        );
        return stored.flat().map((request) => request.url);
      });
    // The dashboard arrives rendered with its data (server rendering): the page itself holds it.
    // The worker keeps the page of a visit it served, so come back once, as a returning
    // visitor does, and wait until the rendered page is what it keeps for offline.
    await page.reload();
    await page.getByText('zaterdag 6 september 2025 · Competitie').waitFor();
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const names = await caches.keys();
            for (const name of names) {
              const kept = await (await caches.open(name)).match('/', { ignoreVary: true });
              if (kept && (await kept.text()).includes('6 september 2025')) return true;
            }
            return false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    // Every file of the release, also the chunks this visit never loaded (the notices' own,
    // a section opened later): offline, the app may need any of them.
    const release = readdirSync('dist/assets').filter((name) => !/\.(br|gz)$/.test(name));
    const needed = ['/config/configuration.json', ...release.map((name) => `/assets/${name}`)];
    expect(needed.length).toBeGreaterThan(20);
    await expect
      .poll(
        async () => {
          const urls = await storedUrls();
          return needed.filter((path) => !urls.some((url) => new URL(url).pathname === path));
        },
        { timeout: 20_000 },
      )
      .toEqual([]);

    await context.setOffline(true);
    await server.close();
    serverStopped = true;

    await page.reload();
    await page.getByText('Je bent offline — je ziet de laatst opgehaalde gegevens').waitFor();
    await page.getByText('zaterdag 6 september 2025 · Competitie').waitFor();
    await screenshot(page, 'pwa-offline-dashboard-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'pwa-offline-dashboard-desktop');
    await page.setViewportSize(PHONE);
    // Another address starts offline too: the rendered page brought its configuration and
    // never fetched it, so the worker kept it when it was installed.
    await page.goto(server.teamUrl('oranje', '/?section=goals'));
    await page.getByText('Je bent offline — je ziet de laatst opgehaalde gegevens').waitFor();
    await expect(page.getByText('Failed to load config').count()).resolves.toBe(0);
    await context.setOffline(false);
    await page.close();
  });
});
