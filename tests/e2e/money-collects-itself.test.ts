import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { camt053Statement } from '../helpers/bank-statements.js';
import { DESKTOP, PHONE, screenshot } from '../helpers/browser.js';
import { loginAsTeam, visitorJourney } from '../helpers/e2e-session.js';
import { insertUser, makeTeamAdmin, teamSessionCookie } from '../helpers/fixtures.js';
import { seedStandingsTeam, type StandingsTeam } from '../helpers/standings-fixtures.js';

/**
 * Issue 19 in the browser: a player's page for a visitor and a member, and the
 * treasurer reading in the bank's statement.
 */
describe('money that collects itself', () => {
  let team: StandingsTeam;
  let pin: string;
  const admin = { email: 'penningmeester@example.nl', password: 'wachtwoord123' };
  const invitee = { email: 'kees@example.nl', password: 'keeswachtwoord' };

  const journey = visitorJourney(async (db) => {
    team = await seedStandingsTeam(db, 'oranje');
    const user = await insertUser(db, admin);
    await makeTeamAdmin(db, user.id, team.teamId);
    await insertUser(db, invitee);
    await db
      .updateTable('teams')
      .set({ iban: 'NL91ABNA0417164300', account_name: 'Penningmeester FC Oranje' })
      .where('id', '=', team.teamId)
      .execute();
  });

  beforeAll(async () => {
    pin = await teamSessionCookie(journey.server.database.db, team.teamId);
  });

  const field = (label: string) => journey.page.getByLabel(label, { exact: true });
  const api = async (path: string, cookie?: string) => {
    const response = await journey.server.app.inject({
      method: 'GET',
      url: `/api/oranje${path}`,
      headers: cookie ? { cookie } : {},
    });
    return response.json();
  };

  it("opens a player's page from a name in the dashboard, as a visitor", async () => {
    await journey.page.goto(
      journey.server.teamUrl('oranje', `/?section=goals&seasonId=${team.season1}`),
    );
    await journey.page.getByRole('link', { name: 'Anne de Vries' }).first().click();
    await journey.page.waitForURL(journey.server.teamUrl('oranje', `/speler/${team.players.anne}`));
    await journey.page.getByRole('heading', { name: 'Anne de Vries' }).waitFor();
    await journey.page.goto(
      journey.server.teamUrl('oranje', `/speler/${team.players.eva}?seasonId=${team.season1}`),
    );
    await journey.page.getByRole('heading', { name: 'Eva Mulder' }).waitFor();
    await journey.page.getByText('€ 12,50', { exact: true }).waitFor();
    const fines = journey.page.getByRole('list', { name: 'Boetes van de speler' });
    await expect.poll(() => fines.getByRole('listitem').count()).toBe(2);
    await journey.page.getByRole('button', { name: 'Boetes van Eva Mulder betalen' }).waitFor();
    // No WhatsApp request for a visitor: that is the treasurer's.
    expect(await journey.page.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
    await screenshot(journey.page, 'player-page-visitor-phone');
  });

  it('shows a visitor initials and no money when the team hides them', async () => {
    await journey.server.database.db
      .updateTable('teams')
      .set({ show_names: 'initials', hide_money_for_visitors: 1 })
      .where('id', '=', team.teamId)
      .execute();
    await journey.page.goto(
      journey.server.teamUrl('oranje', `/speler/${team.players.eva}?seasonId=${team.season1}`),
    );
    await journey.page.getByRole('heading', { name: 'E.M.' }).waitFor();
    await journey.page.getByText('Boetes zijn alleen zichtbaar voor teamleden').waitFor();
    expect(await journey.page.getByText('Eva').count()).toBe(0);
    expect(await journey.page.getByText('€').count()).toBe(0);
    await screenshot(journey.page, 'player-page-visitor-hidden-phone');

    // A member (pin session) sees everything.
    await loginAsTeam(journey.context, journey.server, 'oranje', team.teamId);
    await journey.page.reload();
    await journey.page.getByRole('heading', { name: 'Eva Mulder' }).waitFor();
    await journey.page.getByText('€ 12,50', { exact: true }).waitFor();
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'player-page-member-desktop');
    await journey.page.setViewportSize(PHONE);
    await journey.context.clearCookies();
  });

  it('lets the treasurer read in a statement, see what matched and book the rest', async () => {
    const eva = await api(`/fine/payment/${team.players.eva}`, pin);
    const statement = camt053Statement([
      {
        id: 'NTRY-1',
        amount: 12.5,
        credit: true,
        date: '2026-11-02',
        name: 'E. Mulder',
        reference: eva.reference,
      },
      {
        id: 'NTRY-2',
        amount: 20.25,
        credit: false,
        date: '2026-11-04',
        name: 'Sporthal De Bron',
        description: 'Zaalhuur november',
      },
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'teampot-statement-')), 'afschrift.xml');
    writeFileSync(file, statement);

    await journey.page.goto(journey.server.teamUrl('oranje', '/user/login'));
    await field('E-mailadres').fill(admin.email);
    await field('Wachtwoord').fill(admin.password);
    await journey.page.getByRole('button', { name: 'Inloggen' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('oranje', '/settings'));
    await journey.page.getByRole('link', { name: 'Bankafschrift inlezen' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('oranje', '/settings/bankafschrift'));

    await journey.page.getByTestId('statement-file').setInputFiles(file);
    await journey.page.getByText('afschrift.xml').waitFor();
    await journey.page.getByRole('button', { name: 'Inlezen' }).click();
    await journey.page.getByText('1 betaling verwerkt, 1 nog te beoordelen.').waitFor();
    const matched = journey.page.getByRole('list', { name: 'Betaald' });
    await matched.getByText('Eva Mulder').waitFor();
    await matched.getByText('€ 12,50').waitFor();
    const open = journey.page.getByRole('list', { name: 'Nog te beoordelen' });
    await open.getByText('Sporthal De Bron').waitFor();
    await screenshot(journey.page, 'statement-result-phone');

    await open.getByRole('button', { name: 'Boek als uitgave' }).click();
    await open.getByText('Geboekt').waitFor();
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'statement-result-desktop');
    await journey.page.setViewportSize(PHONE);

    const fine = await api(`/fine/${team.fines.evaRed}`, pin);
    expect(fine.paid).toBe(true);
    const transactions = await api('/transaction', pin);
    expect(transactions).toContainEqual(
      expect.objectContaining({
        transactionType: 'Expense',
        amount: 20.25,
        reason: 'Sporthal De Bron: Zaalhuur november',
      }),
    );

    // The same file again changes nothing, and says so plainly, without empty cards (issue 32).
    await journey.page.getByRole('button', { name: 'Inlezen' }).click();
    await journey.page
      .getByText('Niets nieuws: alle regels van dit bankafschrift waren al verwerkt.')
      .waitFor();
    expect(await journey.page.getByText('Betaald', { exact: true }).count()).toBe(0);
    expect(await journey.page.getByText('Nog te beoordelen', { exact: true }).count()).toBe(0);
    await journey.page.setViewportSize({ width: 320, height: 700 });
    expect(
      await journey.page.evaluate(
        () => document.documentElement.scrollWidth - document.body.clientWidth,
      ),
    ).toBe(0);
    await screenshot(journey.page, 'statement-nothing-new-320');
    await journey.page.setViewportSize(PHONE);

    // The log names the line of the statement that paid the fine, not the bank's id.
    await journey.page.goto(journey.server.teamUrl('oranje', '/input/audit'));
    await journey.page.getByText('Bankafschrift 02-11-2026, regel 1').first().waitFor();
    expect(await journey.page.getByText(/sha256:|camt:/).count()).toBe(0);
    await screenshot(journey.page, 'audit-statement-line-phone');
  });

  it('lets an admin invite a co-admin, who accepts through the mailed link', async () => {
    // Still logged in as the treasurer from the statement test.
    await journey.page.goto(journey.server.teamUrl('oranje', '/settings'));
    const admins = journey.page.getByRole('list', { name: 'Beheerders' });
    await admins.getByText(`${admin.email} (jij)`).waitFor();
    await field('E-mail nieuwe beheerder').fill(invitee.email);
    await journey.page.getByRole('button', { name: 'Uitnodigen' }).click();
    await journey.page.getByText(`Uitnodiging verstuurd naar ${invitee.email}`).waitFor();
    // The .eml is quoted-printable: undo soft breaks and escapes, as a mail app does.
    const mail = (journey.server.outbox().at(-1) ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(mail).toContain(`To: ${invitee.email}`);
    const link = /http:\/\/oranje\.localhost:\d+\/uitnodiging\?token=[A-Za-z0-9_-]+/.exec(
      mail,
    )?.[0];
    expect(link).toBeDefined();

    await journey.context.clearCookies();
    await journey.page.goto(link ?? '');
    await journey.page.getByText(`De uitnodiging is voor ${invitee.email}.`).waitFor();
    await screenshot(journey.page, 'invitation-logged-out-phone');
    await journey.page.getByRole('button', { name: 'Inloggen' }).click();
    await expect.poll(() => field('E-mailadres').inputValue()).toBe(invitee.email);
    await field('Wachtwoord').fill(invitee.password);
    await journey.page.getByRole('button', { name: 'Inloggen' }).click();
    await journey.page.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
    await journey.page.waitForURL(journey.server.teamUrl('oranje', '/settings'));
    await admins.getByText(`${invitee.email} (jij)`).waitFor();
    await admins.getByText(admin.email).waitFor();
    await admins.scrollIntoViewIfNeeded();
    await screenshot(journey.page, 'invitation-accepted-phone');
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'invitation-accepted-desktop');
    await journey.page.setViewportSize(PHONE);

    // The link works once.
    await journey.page.goto(link ?? '');
    await journey.page.getByText('Deze link is ongeldig of verlopen').waitFor();
  });
});
