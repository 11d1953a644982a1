// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths, teamPaths } from '../../lib/paths';
import { failing, pending, renderPage, rootApi, type Api } from '../../testing/render-page';
import InvitationPage from './InvitationPage';

const invitation = { teamName: 'VV Demo', email: 'nieuw@example.nl' };

function openInvitation(api: Api, login?: 'user', teamCode: string | null = 'demo') {
  return renderPage(<InvitationPage />, {
    path: teamPaths.invitation.href('abc'),
    route: teamPaths.invitation.path,
    login,
    api,
    teamCode,
  });
}

describe('an invitation to run a team', () => {
  it('lets a logged-in user accept and opens the settings', async () => {
    const view = openInvitation(
      [
        rootApi.get('/api/invitation', invitation),
        rootApi.post('/api/invitation/accept', { teamCode: 'demo' }),
      ],
      'user',
    );
    expect(await screen.findByText('Beheerder worden van VV Demo')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Uitnodiging aannemen' }));
    expect(await screen.findByText('Je beheert nu VV Demo')).toBeTruthy();
    expect(view.location().pathname).toBe(teamPaths.settings.path);
  });

  it('asks a visitor to log in first, with the address of the invitation', async () => {
    const view = openInvitation([rootApi.get('/api/invitation', invitation)]);
    expect(await screen.findByText(/De uitnodiging is voor nieuw@example\.nl\./)).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Account aanmaken' }).getAttribute('href');
    expect(register).toMatch(/^http:\/\/localhost:\d+\/register\?next=/);
    expect(new URL(register ?? '').searchParams.get('next')).toBe('/uitnodiging?token=abc');
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(view.location().pathname).toBe(teamPaths.userLogin.path);
    const search = new URLSearchParams(view.location().search);
    expect(search.get('email')).toBe('nieuw@example.nl');
    expect(search.get('next')).toBe('/uitnodiging?token=abc');
  });

  it('on the main domain, registers and logs in there and comes back (issue 32)', async () => {
    const view = openInvitation([rootApi.get('/api/invitation', invitation)], undefined, null);
    await view.user.click(await screen.findByRole('button', { name: 'Account aanmaken' }));
    expect(view.location().pathname).toBe(mainPaths.register.path);
    expect(new URLSearchParams(view.location().search).get('next')).toBe('/uitnodiging?token=abc');
  });

  it('on the main domain, accepts and shows the user his teams', async () => {
    const view = openInvitation(
      [
        rootApi.get('/api/invitation', invitation),
        rootApi.post('/api/invitation/accept', { teamCode: 'demo' }),
      ],
      'user',
      null,
    );
    await view.user.click(await screen.findByRole('button', { name: 'Uitnodiging aannemen' }));
    expect(await screen.findByText('Je beheert nu VV Demo')).toBeTruthy();
    expect(view.location().pathname).toBe(mainPaths.home.path);
  });

  it('says when the link is no longer valid, and waits while it is checked', async () => {
    const { unmount } = openInvitation([pending('get', '/api/invitation')]);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    openInvitation([failing('get', '/api/invitation', 999, { error: 'InvalidToken' })]);
    expect(await screen.findByText('Deze link is ongeldig of verlopen')).toBeTruthy();
  });
});
