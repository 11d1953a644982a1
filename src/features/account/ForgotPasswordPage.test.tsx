// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mainPaths } from '../../lib/paths';
import { failing, renderPage, rootApi } from '../../testing/render-page';
import ForgotPasswordPage from './ForgotPasswordPage';

function openPage(
  answer = rootApi.post('/api/auth/forgotPassword', { ok: true }),
  path = mainPaths.forgotPassword.href('trainer@example.nl'),
) {
  return renderPage(<ForgotPasswordPage />, {
    path,
    route: mainPaths.forgotPassword.path,
    teamCode: null,
    api: [answer],
  });
}

describe('a forgotten password', () => {
  it('sends the link and says where to look', async () => {
    const view = openPage();
    expect((screen.getByLabelText('E-mailadres') as HTMLInputElement).value).toBe(
      'trainer@example.nl',
    );
    await view.user.click(screen.getByRole('button', { name: 'Verstuur link' }));
    expect(await screen.findByText('Controleer je mail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' }).getAttribute('href')).toBe(
      '/login?email=trainer%40example.nl',
    );
  });

  it('keeps the invitation it came for in the reset link and on the way back to the login', async () => {
    const next = '/uitnodiging?token=abc_DEF-123';
    let sent: unknown;
    const view = openPage(
      rootApi.post('/api/auth/forgotPassword', ({ body }) => {
        sent = body;
        return { ok: true };
      }),
      `/forgot-password?email=trainer%40example.nl&next=${encodeURIComponent(next)}`,
    );
    const withNext = `/login?next=${encodeURIComponent(next)}`;
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(withNext);
    await view.user.click(screen.getByRole('button', { name: 'Verstuur link' }));
    await screen.findByText('Controleer je mail');
    expect(sent).toEqual({ email: 'trainer@example.nl', next });
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' }).getAttribute('href')).toBe(
      `/login?email=trainer%40example.nl&next=${encodeURIComponent(next)}`,
    );
  });

  it('asks for a valid address, and says when sending failed', async () => {
    const view = openPage(failing('post', '/api/auth/forgotPassword'));
    await view.user.clear(screen.getByLabelText('E-mailadres'));
    await view.user.click(screen.getByRole('button', { name: 'Verstuur link' }));
    expect(await screen.findByText('Ongeldig emailadres')).toBeTruthy();
    await view.user.type(screen.getByLabelText('E-mailadres'), 'trainer@example.nl');
    await view.user.click(screen.getByRole('button', { name: 'Verstuur link' }));
    expect(await screen.findByText('Er is iets misgegaan...')).toBeTruthy();
  });
});
