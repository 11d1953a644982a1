import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsEnded,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot as saveScreenshot,
} from '../helpers/browser.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** The body of an .eml with quoted-printable soft breaks and escapes undone. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

type MailPath = '/verify-email' | '/reset-password' | '/forgot-password';

/** The link to `path` in the newest mail to `to`, as the recipient would click it. */
function linkFromMail(server: TestServer, to: string, path: MailPath): string {
  const mail = server
    .outbox()
    .map(decodeMail)
    .filter((m) => m.includes(`To: ${to}`))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = new RegExp(`http://localhost:\\d+${path}\\?(token|email)=[A-Za-z0-9_.%-]+`).exec(
    mail,
  )?.[0];
  if (!link) throw new Error(`no ${path} link in the mail to ${to}`);
  return link;
}

async function waitForMail(server: TestServer, to: string, path: MailPath): Promise<string> {
  for (let i = 0; i < 50; i++) {
    try {
      return linkFromMail(server, to, path);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return linkFromMail(server, to, path);
}

describe('accounts, teams and sessions in Chromium', () => {
  let server: TestServer;
  let browser: BrowserContext;
  let page: Page;
  const email = 'trainer@example.nl';
  const password = 'wachtwoord-1';

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });
  /** After MUI's label and tab transitions have settled, so the picture shows what a user sees. */
  async function screenshot(shown: Page, name: string) {
    await animationsEnded(shown);
    await saveScreenshot(shown, name);
  }
  /** The page itself, without the app bar (which has its own 'Inloggen' and 'Uitloggen'). */
  const content = () => page.getByRole('main');

  /** The header's logout button asks first: a stray tap must not end the session. */
  async function logOutFromHeader() {
    await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    await page
      .getByRole('dialog', { name: 'Uitloggen?' })
      .getByRole('button', { name: 'Uitloggen' })
      .click();
  }

  async function logOutFromMenu() {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
  }

  async function logInWithEmail(address: string, secret: string) {
    await field('E-mailadres').fill(address);
    await field('Wachtwoord').fill(secret);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  }

  it('registers, verifies the address from the mail and logs in', async () => {
    await page.goto(server.mainUrl('/register'));
    await field('E-mailadres').fill('geen-adres');
    await field('Wachtwoord').fill('kort');
    await field('Herhaal wachtwoord').fill('anders');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByText('Ongeldig emailadres').waitFor();
    await page.getByText('Wachtwoord moet minimaal 8 tekens lang zijn').waitFor();
    await page.getByText('Wachtwoorden komen niet overeen').waitFor();
    await screenshot(page, 'accounts-register-errors-phone');

    await field('E-mailadres').fill(email);
    await field('Wachtwoord').fill(password);
    await field('Herhaal wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(/\/awaiting-email-verification\?email=/);
    await page.getByText(email).waitFor();
    await screenshot(page, 'accounts-awaiting-verification-phone');

    // Logging in before verifying leads back to the same page.
    await page.goto(server.mainUrl('/login'));
    await logInWithEmail(email, password);
    await page.waitForURL(/\/awaiting-email-verification/);

    await page.goto(await waitForMail(server, email, '/verify-email'));
    await page.getByText('Je e-mailadres wordt bevestigd…').waitFor();
    await page.getByText('Je e-mailadres is bevestigd.', { exact: false }).waitFor();
    await screenshot(page, 'accounts-verified-phone');

    await content().getByRole('link', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/login/);

    // Registering the address again looks the same; the owner learns it by mail.
    await page.goto(server.mainUrl('/register'));
    await field('E-mailadres').fill(email.toUpperCase());
    await field('Wachtwoord').fill('ander-wachtwoord');
    await field('Herhaal wachtwoord').fill('ander-wachtwoord');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(/\/awaiting-email-verification\?email=/);
    await page.getByText(email).waitFor();
    await page.goto(await waitForMail(server, email, '/forgot-password'));
    expect(await field('E-mailadres').inputValue()).toBe(email);

    await page.goto(server.mainUrl('/login'));
    await logInWithEmail(email, 'fout-wachtwoord');
    await page.getByText('Aanmelden mislukt').waitFor();
    await screenshot(page, 'accounts-login-failed-phone');
    await logInWithEmail(email, password);
    await page.getByText('Nog geen team').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'accounts-profile-empty-phone');
  });

  it('creates a team and lands on its own address, where the pin opens /input', async () => {
    await page.getByRole('link', { name: 'Team aanmaken' }).click();
    await page.waitForURL(/\/new-team$/);
    await field('Teamnaam').fill('VV Oranje');
    expect(await field('Teamcode').inputValue()).toBe('vv-oranje');
    await field('Pincode').fill('246810');
    await field('Herhaal pincode').fill('246811');
    await page.getByRole('button', { name: 'Team aanmaken' }).click();
    await page.getByText('Pincodes komen niet overeen').waitFor();
    await field('Herhaal pincode').fill('246810');
    await screenshot(page, 'accounts-new-team-phone');
    await page.getByRole('button', { name: 'Team aanmaken' }).click();
    await page.getByText('Team aangemaakt').waitFor();
    await page.waitForURL(server.teamUrl('vv-oranje', '/'));
    // Landed logged in as the team's admin, though *.localhost shares no cookie.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Instellingen' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(server.teamUrl('vv-oranje', '/login'));
    await page.getByText('Inloggen bij VV Oranje').waitFor();
    await field('Pincode').fill('12a');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.getByText('Pin mag alleen cijfers bevatten').waitFor();
    await field('Pincode').fill('111111');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.getByText('Pin is onjuist').waitFor();
    await screenshot(page, 'accounts-pin-wrong-phone');

    await field('Pincode').fill('246810');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL(server.teamUrl('vv-oranje', '/input'));

    // A pin login is a team member, not a team admin: no settings.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Invoer' }).waitFor();
    expect(await page.getByRole('link', { name: 'Instellingen' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(server.teamUrl('vv-oranje', '/settings'));
    await page.waitForURL(server.teamUrl('vv-oranje', '/user/login'));

    await page.goto(server.teamUrl('vv-oranje', '/input'));
    // A stray tap on the header's logout only asks; "Annuleren" keeps the session.
    await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    const question = page.getByRole('dialog', { name: 'Uitloggen?' });
    await question.getByText('log je opnieuw in met de pincode').waitFor();
    await screenshot(page, 'accounts-logout-question-phone');
    await question.getByRole('button', { name: 'Annuleren' }).click();
    await question.waitFor({ state: 'hidden' });
    await page.reload();
    await page
      .getByRole('link', { name: /Wedstrijden/ })
      .first()
      .waitFor();
    expect(page.url()).toBe(server.teamUrl('vv-oranje', '/input'));
    await logOutFromHeader();
    await page.waitForURL(server.teamUrl('vv-oranje', '/'));
    await page.goto(server.teamUrl('vv-oranje', '/input'));
    await page.waitForURL(server.teamUrl('vv-oranje', '/login'));
  });

  it('shows the settings to the team admin only', async () => {
    await page.getByRole('link', { name: 'Inloggen als teambeheerder' }).click();
    await page.waitForURL(server.teamUrl('vv-oranje', '/user/login'));
    await logInWithEmail(email, password);
    await page.waitForURL(server.teamUrl('vv-oranje', '/settings'));
    expect(await field('Teamnaam').inputValue()).toBe('VV Oranje');
    await screenshot(page, 'accounts-settings-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'accounts-settings-desktop');
    await page.setViewportSize(PHONE);

    await field('Teamnaam').fill('VV Oranje Boys');
    await field('Nieuwe pincode').fill('135790');
    await field('Herhaal nieuwe pincode').fill('135791');
    // The team's own form: other cards of the settings have an "Opslaan" of their own.
    const saveTeam = page
      .locator('form')
      .filter({ has: field('Teamnaam') })
      .getByRole('button', { name: 'Opslaan' });
    await saveTeam.click();
    await page.getByText('Pincodes komen niet overeen').waitFor();
    await field('Herhaal nieuwe pincode').fill('135790');
    await saveTeam.click();
    await page.getByText('Instellingen opgeslagen').waitFor();

    // Another account, logged in on this team's host, is not let in.
    await server.database.db
      .insertInto('users')
      .values({
        email: 'ander@example.nl',
        password_hash: (
          await server.database.db
            .selectFrom('users')
            .select('password_hash')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).password_hash,
        email_verified_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    await logOutFromMenu();
    await page.goto(server.teamUrl('vv-oranje', '/user/login'));
    await logInWithEmail('ander@example.nl', password);
    await page.getByText('U heeft geen toegang tot deze pagina.').waitFor();
    await page.waitForURL(server.teamUrl('vv-oranje', '/'));
    await logOutFromMenu();
  });

  it('adds a second team and switches between the teams from the profile', async () => {
    await page.goto(server.mainUrl('/new-team'));
    await field('Teamnaam').fill('Blauw Wit 3');
    await field('Teamcode').fill('bw3');
    await field('Pincode').fill('975310');
    await field('Herhaal pincode').fill('975310');
    await page.getByRole('button', { name: 'Team aanmaken' }).click();
    await page.waitForURL(server.teamUrl('bw3', '/'));

    await page.goto(server.mainUrl('/'));
    await page.getByRole('link', { name: 'Wissel naar VV Oranje Boys' }).waitFor();
    await screenshot(page, 'accounts-profile-teams-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'accounts-profile-teams-desktop');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Wissel naar VV Oranje Boys' }).click();
    await page.waitForURL(server.teamUrl('vv-oranje', '/'));
    // Logged in there as the team's admin (this host had no session left), and the
    // one-time hand-over address is not in the history: back returns to the profile.
    await page.goto(server.teamUrl('vv-oranje', '/settings'));
    expect(await field('Teamnaam').inputValue()).toBe('VV Oranje Boys');
    await page.goBack();
    await page.waitForURL(server.teamUrl('vv-oranje', '/'));
    await page.goBack();
    await page.waitForURL(server.mainUrl('/'));
    const used = await server.database.db
      .selectFrom('auth_tokens')
      .select(['used_at'])
      .where('purpose', '=', 'team-handover')
      .execute();
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(used.every((token) => token.used_at !== null)).toBe(true);
  });

  it('resets a forgotten password through the mail', async () => {
    await page.goto(server.mainUrl('/login'));
    await field('E-mailadres').fill(email);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await page.waitForURL(/\/forgot-password\?email=/);
    expect(await field('E-mailadres').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await page.getByText('Controleer je mail').waitFor();
    await screenshot(page, 'accounts-forgot-sent-phone');

    await page.goto(await waitForMail(server, email, '/reset-password'));
    expect(await field('E-mailadres').inputValue()).toBe(email);
    await field('Nieuw wachtwoord').fill('nieuw-wachtwoord');
    await field('Herhaal wachtwoord').fill('nieuw-wachtwoord');
    await screenshot(page, 'accounts-reset-password-phone');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.waitForURL(/\/login\?email=/);
    expect(await field('E-mailadres').inputValue()).toBe(email);
    await field('Wachtwoord').fill('nieuw-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.getByText('Mijn teams', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Wissel naar Blauw Wit 3' }).waitFor();
  });

  it('guards the admin area', async () => {
    await page.goto(server.mainUrl('/admin'));
    await page.waitForURL(server.mainUrl('/admin/login'));
    await logOutFromHeader();
    await page.goto(server.mainUrl('/admin/login'));
    await logInWithEmail(email, 'nieuw-wachtwoord');
    await page.getByText('Dit account heeft geen toegang tot het beheer').waitFor();
    await screenshot(page, 'accounts-admin-refused-phone');

    await server.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('email', '=', email)
      .execute();
    await logOutFromHeader();
    await page.goto(server.mainUrl('/admin/login'));
    await logInWithEmail(email, 'nieuw-wachtwoord');
    await page.waitForURL(server.mainUrl('/admin'));
    await page.getByRole('cell', { name: /VV Oranje Boys/ }).waitFor();
    await screenshot(page, 'accounts-admin-teams-phone');
    await page.getByRole('tab', { name: /Gebruikers/ }).click();
    await page.getByText('ander@example.nl').waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'accounts-admin-users-desktop');
    await page.setViewportSize(PHONE);

    // The server has the last word: without the right the flag is dropped.
    await server.database.db
      .updateTable('users')
      .set({ is_admin: 0 })
      .where('email', '=', email)
      .execute();
    await page.reload();
    await page.waitForURL(server.mainUrl('/admin/login'));
    expect(await page.evaluate(() => localStorage.getItem('admin'))).toBeNull();
  });
});
