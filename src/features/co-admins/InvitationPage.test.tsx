// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { failing, pending, renderPage, rootApi, type Api } from '../../testing/render-page';
import InvitationPage from './InvitationPage';

const invitation = { teamName: 'VV Demo', email: 'nieuw@example.nl' };

function openInvitation(api: Api, login?: 'user') {
  return renderPage(<InvitationPage />, {
    path: `${teamPaths.invitation.path}?token=abc`,
    route: teamPaths.invitation.path,
    login,
    api,
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
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(view.location().pathname).toBe(teamPaths.userLogin.path);
    expect(view.location().search).toContain('email=nieuw%40example.nl');
  });

  it('says when the link is no longer valid, and waits while it is checked', async () => {
    const { unmount } = openInvitation([pending('get', '/api/invitation')]);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    openInvitation([failing('get', '/api/invitation', 999, { error: 'InvalidToken' })]);
    expect(await screen.findByText('Deze link is ongeldig of verlopen')).toBeTruthy();
  });
});
