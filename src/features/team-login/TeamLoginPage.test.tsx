// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { failing, renderPage, teamApi } from '../../testing/render-page';
import TeamLoginPage from './TeamLoginPage';

const team = { id: 1, name: 'VV Demo', teamCode: 'demo' };

function openLogin(login = teamApi.post('/auth/login', { loginState: 'team' })) {
  return renderPage(<TeamLoginPage />, {
    path: teamPaths.login.path,
    api: [teamApi.get('/team', team), login],
  });
}

describe('the pin login', () => {
  it('logs in with the team pin and opens /input', async () => {
    const view = openLogin();
    expect(await screen.findByText('Inloggen bij VV Demo')).toBeTruthy();
    await view.user.type(screen.getByLabelText('Pincode'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await expect.poll(() => view.location().pathname).toBe(teamPaths.input.root.path);
    expect(document.cookie).toContain('loggedIn=team');
  });

  it('says what is wrong with the pin before asking the server', async () => {
    const view = openLogin();
    await view.user.type(screen.getByLabelText('Pincode'), '12a');
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Pin mag alleen cijfers bevatten')).toBeTruthy();
  });

  it('says "Pin is onjuist" for a wrong pin, and stays', async () => {
    const view = openLogin(failing('post', '/auth/login', 401, { error: 'InvalidPin' }));
    await view.user.type(screen.getByLabelText('Pincode'), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Pin is onjuist')).toBeTruthy();
    expect(view.location().pathname).toBe(teamPaths.login.path);
    expect(document.cookie).not.toContain('loggedIn=team');
  });
});
