import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../domain/dates.js';
import { insertTeam, insertUser, makeTeamAdmin } from '../helpers/fixtures.js';
import { insertMatch, insertPlayer, insertSeason } from '../helpers/match-fixtures.js';
import { animationsEnded, launchBrowser } from '../helpers/browser.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** The body of an .eml with quoted-printable soft breaks and escapes undone. */
const decodeMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (server: TestServer, to: string) =>
  server
    .outbox()
    .map(decodeMail)
    .filter((m) => m.includes(`To: ${to}`));

/** The first link to `path` in the newest mail to `to`, waiting for the mail to be written. */
async function linkInMail(server: TestServer, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`http://[a-z.-]*localhost:\\d+${path.replace('?', '\\?')}[^\\s"<>]+`);
  for (let i = 0; i < 100; i++) {
    const link = pattern.exec(mailsTo(server, to).at(-1) ?? '')?.[0];
    if (link) return link.replaceAll('&amp;', '&');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${path} link in a mail to ${to}`);
}

async function shot(page: Page, name: string) {
  await animationsEnded(page);
  await page.screenshot({ path: `/tmp/shots-invites/${name}.png`, fullPage: true });
}

/** The card around `inside`, alone: a settings page is too long to read whole. */
async function cardShot(inside: Locator, name: string) {
  const card = inside.locator('xpath=ancestor::div[contains(@class, "MuiCard-root")][1]');
  await card.screenshot({ path: `/tmp/shots-invites/${name}.png` });
}

/** No horizontal scrolling at this width. */
async function expectNoOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('co-admin invitations and the reminder sent now, in Chromium (issue 32)', () => {
  let server: TestServer;
  const browsers: BrowserContext[] = [];
  const admin = { email: 'aanvoerder@samen.nl', password: 'wachtwoord123' };
  const invitee = { email: 'nieuw@samen.nl', password: 'nieuw-wachtwoord' };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const team = await insertTeam(db, { code: 'samen', name: 'VV Samen' });
    const user = await insertUser(db, admin);
    await makeTeamAdmin(db, user.id, team.id);
    const player = await insertPlayer(db, team.id, { firstName: 'Jan' });
    const season = await insertSeason(db, team.id, { description: 'Seizoen', playerIds: [player] });
    await insertMatch(db, team.id, season, {
      date: addDays(todayIso(), 3),
      opponent: 'Voorschoten',
    });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.close();
  });

  async function phone(width: number): Promise<Page> {
    const browser = await launchBrowser({ viewport: { width, height: 844 } });
    browsers.push(browser);
    const page = await browser.newPage();
    return page;
  }

  let adminPage: Page;

  it('refuses an admin, lists a pending invitation and cancels it; sends the reminder now (390 px)', async () => {
    const page = (adminPage = await phone(390));
    await page.goto(server.teamUrl('samen', '/user/login'));
    await page.getByLabel('E-mailadres', { exact: true }).fill(admin.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL(server.teamUrl('samen', '/settings'));

    const invite = async (email: string) => {
      await page.getByLabel('E-mail nieuwe beheerder').fill(email);
      await page.getByRole('button', { name: 'Uitnodigen' }).click();
    };
    const mailsBefore = server.outbox().length;
    await invite(admin.email);
    await page.getByText('Dit e-mailadres is al beheerder van dit team').waitFor();
    expect(server.outbox().length).toBe(mailsBefore);

    await invite('weg@samen.nl');
    const pending = page.getByRole('list', { name: 'Openstaande uitnodigingen' });
    await pending.getByText('weg@samen.nl').waitFor();
    const cancelledLink = await linkInMail(server, 'weg@samen.nl', '/uitnodiging?token=');
    await invite(invitee.email);
    await pending.getByText(invitee.email).waitFor();
    await pending.scrollIntoViewIfNeeded();
    await expectNoOverflow(page);
    await shot(page, 'admins-pending-390');
    await cardShot(pending, 'admins-card-390');

    // At 360 px (and 320) a long address in the list and in the notice wraps; nothing is cut off.
    const long = 'penningmeester.jeugdafdeling@voetbalvereniging-samen.nl';
    await page.setViewportSize({ width: 360, height: 844 });
    await invite(long);
    await pending.getByText(long).waitFor();
    const sent = page.getByRole('alert').filter({ hasText: `Uitnodiging verstuurd naar ${long}` });
    await sent.waitFor();
    await expectNoOverflow(page);
    expect(await sent.evaluate((alert) => alert.scrollWidth <= alert.clientWidth)).toBe(true);
    const message = sent.locator('.MuiAlert-message');
    expect(await message.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
    await shot(page, 'admins-pending-360');
    await cardShot(pending, 'admins-card-360');
    await page.setViewportSize({ width: 320, height: 844 });
    await expectNoOverflow(page);
    await cardShot(pending, 'admins-card-320');
    await page.getByRole('button', { name: `Uitnodiging voor ${long} intrekken` }).click();
    await pending.getByText(long).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Uitnodiging voor weg@samen.nl intrekken' }).click();
    await page.getByText('Uitnodiging voor weg@samen.nl ingetrokken').waitFor();
    await pending.getByText('weg@samen.nl').waitFor({ state: 'detached' });
    expect(await pending.getByText(invitee.email).count()).toBe(1);

    const send = page.getByRole('button', { name: 'Herinnering nu versturen' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await page.getByText(/^Herinnering verstuurd voor .* tegen Voorschoten$/).waitFor();
    await send.click();
    await page.getByText('De herinnering is net verstuurd', { exact: false }).waitFor();
    await shot(page, 'reminder-now-390');
    await cardShot(send, 'reminder-card-390');

    // The cancelled invitation's link no longer works.
    const other = await phone(390);
    await other.goto(cancelledLink);
    await other.getByText('Deze link is ongeldig of verlopen').waitFor();
  });

  it('lets an invitee register, verify and log in, and come back to the invitation (320 px)', async () => {
    const page = await phone(320);
    await page.goto(await linkInMail(server, invitee.email, '/uitnodiging?token='));
    await page.getByText('Beheerder worden van VV Samen').waitFor();
    await expectNoOverflow(page);
    await shot(page, 'invitation-visitor-320');
    await page.getByRole('link', { name: 'Account aanmaken' }).click();
    await page.waitForURL(/localhost:\d+\/register\?next=/);
    await page.getByText('Maak een account aan om de uitnodiging aan te nemen.').waitFor();
    await page.getByLabel('E-mailadres', { exact: true }).fill(invitee.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(invitee.password);
    await page.getByLabel('Herhaal wachtwoord', { exact: true }).fill(invitee.password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(/\/awaiting-email-verification\?/);

    await page.goto(await linkInMail(server, invitee.email, '/verify-email?token='));
    await page
      .getByText('Je e-mailadres is bevestigd. Log nu in om de uitnodiging aan te nemen.')
      .waitFor();
    await expectNoOverflow(page);
    await shot(page, 'verified-with-invitation-320');
    await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
    await page.getByLabel('E-mailadres', { exact: true }).fill(invitee.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(invitee.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL(/localhost:\d+\/uitnodiging\?token=/);
    const accept = page.getByRole('button', { name: 'Uitnodiging aannemen' });
    await accept.waitFor();
    await expectNoOverflow(page);
    await shot(page, 'invitation-back-after-login-320');
    await accept.click();
    await page.getByText('Je beheert nu VV Samen').waitFor();
    await page.getByText('VV Samen').first().waitFor();
    await shot(page, 'invitation-accepted-320');

    // The inviting admin sees him among the admins, no longer pending.
    await adminPage.reload();
    await adminPage.getByRole('list', { name: 'Beheerders' }).getByText(invitee.email).waitFor();
    expect(await adminPage.getByRole('list', { name: 'Openstaande uitnodigingen' }).count()).toBe(
      0,
    );
  });
});
