// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../domain/account/account.schema';
import { screen } from '@testing-library/react';
import { mainPaths, teamPaths } from '../../lib/paths';
import { renderPage, rootApi, TEST_USER } from '../../testing/render-page';
import { submitEmailLogin } from '../../testing/page-states';
import UserLoginPage from './UserLoginPage';

async function logIn(answer: LoginResult, teamCode: string | null = 'demo', query = '') {
  const path = teamCode ? teamPaths.userLogin.path : mainPaths.login.path;
  const view = renderPage(<UserLoginPage />, {
    path: `${path}${query}`,
    route: path,
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

  it('leads back to the invitation of ?next= on the main domain, and to nothing else', async () => {
    const next = '/uitnodiging?token=abc';
    const back = await logIn(
      { case: 'Success', fields: [TEST_USER] },
      null,
      `?next=${encodeURIComponent(next)}`,
    );
    await expect.poll(() => `${back.location().pathname}${back.location().search}`).toBe(next);
    back.unmount();
    for (const evil of ['//evil.example/x', '/\\evil.example', '/settings']) {
      const view = await logIn(
        { case: 'Success', fields: [TEST_USER] },
        null,
        `?next=${encodeURIComponent(evil)}`,
      );
      await expect.poll(() => view.location().pathname).toBe(mainPaths.home.path);
      view.unmount();
    }
  });

  it('keeps the invitation when an unverified address is sent to confirm it', async () => {
    const next = '/uitnodiging?token=abc';
    const view = await logIn(
      { case: 'AwaitingEmailVerification' },
      null,
      `?next=${encodeURIComponent(next)}`,
    );
    await expect
      .poll(() => view.location().pathname)
      .toBe(mainPaths.awaitingEmailVerification.path);
    expect(new URLSearchParams(view.location().search).get('next')).toBe(next);
  });

  it('keeps the invitation on the way to a new password', () => {
    const next = '/uitnodiging?token=abc';
    renderPage(<UserLoginPage />, {
      path: `${mainPaths.login.path}?email=trainer%40example.nl&next=${encodeURIComponent(next)}`,
      route: mainPaths.login.path,
      teamCode: null,
    });
    const forgot = screen.getByRole('link', { name: 'Wachtwoord vergeten?' });
    expect(forgot.getAttribute('href')).toBe(
      `/forgot-password?email=trainer%40example.nl&next=${encodeURIComponent(next)}`,
    );
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
