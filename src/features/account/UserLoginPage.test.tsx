// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../domain/account/account.schema';
import { screen } from '@testing-library/react';
import { mainPaths, teamPaths } from '../../lib/paths';
import { renderPage, rootApi, TEST_USER } from '../../testing/render-page';
import { submitEmailLogin } from '../../testing/page-states';
import UserLoginPage from './UserLoginPage';

async function logIn(answer: LoginResult, teamCode: string | null = 'demo') {
  const view = renderPage(<UserLoginPage />, {
    path: teamCode ? teamPaths.userLogin.path : mainPaths.login.path,
    teamCode,
    api: [rootApi.post('/api/auth/login', answer), rootApi.post('/api/auth/logout', { ok: true })],
  });
  await submitEmailLogin(view.user, 'trainer@example.nl', 'geheim123');
  return view;
}

describe('the e-mail login', () => {
  it('leads a team admin on the team host to the settings', async () => {
    const view = await logIn({ case: 'Success', fields: [TEST_USER] });
    await expect.poll(() => view.location().pathname).toBe(teamPaths.settings.path);
    expect(document.cookie).toContain('loggedIn=user');
  });

  it('says "Aanmelden mislukt" for a wrong password', async () => {
    const view = await logIn({ case: 'InvalidCredentials' }, null);
    expect(await screen.findByText('Aanmelden mislukt')).toBeTruthy();
    expect(view.location().pathname).toBe(mainPaths.login.path);
  });

  it('sends an unverified address to the page that asks for its confirmation', async () => {
    const view = await logIn({ case: 'AwaitingEmailVerification' }, null);
    await expect
      .poll(() => view.location().pathname)
      .toBe(mainPaths.awaitingEmailVerification.path);
    expect(view.location().search).toBe('?email=trainer%40example.nl');
  });

  it('checks the fields in Dutch first', async () => {
    const view = renderPage(<UserLoginPage />, { path: mainPaths.login.path, teamCode: null });
    await view.user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await view.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Ongeldig emailadres')).toBeTruthy();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeTruthy();
  });
});
