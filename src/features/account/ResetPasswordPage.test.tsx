// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { expectLoadingBar } from '../../testing/page-states';
import { failing, pending, renderPage, rootApi, type Api } from '../../testing/render-page';
import ResetPasswordPage from './ResetPasswordPage';

function openLink(api: Api, token = 'abc', query = '') {
  return renderPage(<ResetPasswordPage />, {
    path: token ? `${mainPaths.resetPassword.href(token)}${query}` : mainPaths.resetPassword.path,
    route: mainPaths.resetPassword.path,
    teamCode: null,
    api,
  });
}

describe('the password reset link', () => {
  it('sets a new password for the address of the link, then offers the login', async () => {
    let sent: unknown;
    const view = openLink([
      rootApi.post('/api/auth/getResetPasswordEmail', { email: 'trainer@example.nl' }),
      rootApi.post('/api/auth/resetPassword', ({ body }) => {
        sent = body;
        return { ok: true };
      }),
    ]);
    expect(((await screen.findByLabelText('E-mailadres')) as HTMLInputElement).value).toBe(
      'trainer@example.nl',
    );
    await view.user.type(screen.getByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
    await view.user.type(screen.getByLabelText('Herhaal wachtwoord'), 'nieuwgeheim');
    await view.user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(
      await screen.findByText('Je wachtwoord is gewijzigd. Je kunt nu inloggen.'),
    ).toBeTruthy();
    expect(view.location()).toEqual({
      pathname: mainPaths.login.path,
      search: '?email=trainer%40example.nl',
    });
    expect(sent).toEqual({ token: 'abc', password: 'nieuwgeheim' });
  });

  it('leads to the login that goes back to the invitation of &next=', async () => {
    const next = '/uitnodiging?token=abc_DEF';
    const view = openLink(
      [
        rootApi.post('/api/auth/getResetPasswordEmail', { email: 'trainer@example.nl' }),
        rootApi.post('/api/auth/resetPassword', { ok: true }),
      ],
      'abc',
      `&next=${encodeURIComponent(next)}`,
    );
    await view.user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
    await view.user.type(screen.getByLabelText('Herhaal wachtwoord'), 'nieuwgeheim');
    await view.user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await screen.findByText('Je wachtwoord is gewijzigd. Je kunt nu inloggen.');
    expect(view.location()).toEqual({
      pathname: mainPaths.login.path,
      search: `?email=trainer%40example.nl&next=${encodeURIComponent(next)}`,
    });
  });

  it('asks for a long enough password, the same twice', async () => {
    const view = openLink([
      rootApi.post('/api/auth/getResetPasswordEmail', { email: 'trainer@example.nl' }),
    ]);
    await view.user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'kort');
    await view.user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Wachtwoord moet minimaal 8 tekens lang zijn')).toBeTruthy();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
  });

  it('says when the link is no longer valid, and offers a new one', async () => {
    openLink([failing('post', '/api/auth/getResetPasswordEmail', 999, { error: 'InvalidToken' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze link is ongeldig of verlopen',
    );
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).toBe(
      mainPaths.forgotPassword.path,
    );
  });

  it('waits for the link to be checked', () => {
    openLink([pending('post', '/api/auth/getResetPasswordEmail')]);
    expectLoadingBar();
  });
});
