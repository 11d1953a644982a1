// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MoneySettings } from '../../../domain/payments/money-settings.schema';
import { teamPaths } from '../../lib/paths';
import { editedElsewhere, overwrite, saveIntoConflict } from '../../testing/edit-conflict';
import { lateFine } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, pending, renderPage, teamApi, type Api } from '../../testing/render-page';
import TeamSettingsRoute from './TeamSettingsRoute';

const team = { id: 1, name: 'VV Demo', teamCode: 'demo' };
const money: MoneySettings = {
  iban: null,
  accountName: null,
  showNames: 'full',
  hideMoneyForVisitors: false,
};

function openSettings(api: Api = []) {
  return renderPage(<TeamSettingsRoute />, {
    path: teamPaths.settings.path,
    login: 'user',
    // The test's own answers first: they win over the defaults below.
    api: [
      ...api,
      teamApi.get('/auth/validateToken', { loginState: 'user' }),
      teamApi.get('/team', team),
      teamApi.get('/settings/money', money),
      teamApi.get('/settings/reminders', { reminderDays: 2 }),
      teamApi.get('/settings/money-reminder', { weekly: false }),
      teamApi.get('/admins', [{ email: 'trainer@example.nl', you: true }]),
      teamApi.get('/admins/invitations', []),
      teamApi.get('/settings/cards', { yellowFineTypeId: null, redFineTypeId: null }),
      teamApi.get('/fine/types', [lateFine]),
      teamApi.get('/settings/federation-name', { federationName: 'VV Demo' }),
    ],
  });
}

describe('the team settings', () => {
  it('saves the team and shows every card of the settings', async () => {
    let sent: unknown;
    const view = openSettings([
      teamApi.put('/team', ({ body }) => {
        sent = body;
        return { ...team, name: 'VV Demo 1' };
      }),
    ]);
    const name = await screen.findByLabelText('Teamnaam');
    await view.user.type(name, ' 1');
    const teamForm = name.closest('form') as HTMLFormElement;
    await view.user.click(within(teamForm).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Instellingen opgeslagen')).toBeTruthy();
    expect(sent).toEqual({ name: 'VV Demo 1', teamCode: 'demo' });
    expect(screen.getByText('Betalen met QR-code')).toBeTruthy();
    expect(screen.getByText('Herinneringen')).toBeTruthy();
    expect(await screen.findByText('Kaarten')).toBeTruthy();
    expect(screen.getByText('Wedstrijdschema importeren')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bankafschrift inlezen' }).getAttribute('href')).toBe(
      teamPaths.statement.path,
    );
    expect(
      within(screen.getByRole('list', { name: 'Beheerders' })).getByText(
        'trainer@example.nl (jij)',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Teamarchief downloaden' }).getAttribute('href')).toBe(
      'http://localhost:3000/api/demo/archive',
    );
  });

  it('asks for a new pin of six digits, typed twice the same', async () => {
    const view = openSettings();
    await view.user.type(await screen.findByLabelText('Nieuwe pincode'), '12');
    await view.user.type(screen.getByLabelText('Herhaal nieuwe pincode'), '13');
    const teamForm = screen.getByLabelText('Teamnaam').closest('form') as HTMLFormElement;
    await view.user.click(within(teamForm).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Pin moet 6 cijfers lang zijn')).toBeTruthy();
    expect(screen.getByText('Pincodes komen niet overeen')).toBeTruthy();
  });

  it('asks for the account holder with an IBAN, and a valid IBAN', async () => {
    const view = openSettings();
    const money = await screen.findByRole('form', { name: 'Betalen en privacy' });
    await view.user.type(within(money).getByLabelText('IBAN'), 'NL00 BANK 1234');
    await view.user.click(
      within(money).getByRole('button', { name: 'Betalen en privacy bewaren' }),
    );
    expect(await within(money).findByText('Ongeldig IBAN')).toBeTruthy();
    expect(within(money).getByText('Naam rekeninghouder is verplicht')).toBeTruthy();
  });

  it('waits for the check, and says when the team could not be loaded', async () => {
    const { unmount } = renderPage(<TeamSettingsRoute />, {
      path: teamPaths.settings.path,
      login: 'user',
      api: [pending('get', '/auth/validateToken'), pending('get', '/team')],
    });
    expect(await screen.findByRole('progressbar', { name: 'Laden' })).toBeTruthy();
    unmount();
    renderPage(<TeamSettingsRoute />, {
      path: teamPaths.settings.path,
      login: 'user',
      api: [teamApi.get('/auth/validateToken', { loginState: 'user' }), failing('get', '/team')],
    });
    await expectLoadError('de instellingen');
  });
});

describe('two admins changing the team settings at once', () => {
  const settings = editedElsewhere({
    readPath: '/team',
    writePath: '/team',
    initial: team,
    apply: (current, body) => ({ ...current, name: String(body.name) }),
    open: openSettings,
  });

  it('shows the name someone else saved, overwrites on request, and saves again over its own save', async () => {
    const { server, view, field } = await settings.edit(
      { ...team, name: 'VV Demo Zaterdag' },
      { label: 'Teamnaam', type: ' Zondag' },
    );
    // The settings page has a form per card: the team's own "Opslaan".
    const teamForm = field.closest('form') as HTMLFormElement;

    const dialog = await saveIntoConflict(view, 'Opslaan', teamForm);
    expect(within(dialog).getByText('VV Demo Zaterdag')).toBeTruthy();
    await overwrite(view, dialog);
    expect(await screen.findByText('Instellingen opgeslagen')).toBeTruthy();
    expect(server.current.name).toBe('VV Demo Zondag');
    // Until the dialog has faded out, the page under it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page stays: its next save goes over the version its own save made.
    await view.user.type(screen.getByLabelText('Teamnaam'), '!');
    await view.user.click(within(teamForm).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(server.current.name).toBe('VV Demo Zondag!'));
    expect(server.ifMatches).toEqual(['"v1"', '"v2"', '"v3"']);
  });
});
